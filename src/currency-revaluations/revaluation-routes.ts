import { crudRoutes } from '../shared/crud-routes.js';
import { exchangeRateNumber } from '../shared/exchange-rate.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { CurrencyRevaluation, CurrencyRevaluationInput } from './revaluation-schemas.js';
import { currencyRevaluationService, type RevaluationView } from './revaluation-service.js';

function present(revaluation: RevaluationView, format: MoneyFormat): CurrencyRevaluation {
  const money = (amount: bigint) => formatMoney(amount, format);
  return {
    ...revaluation,
    lines: revaluation.lines.map((line) => ({
      ...line,
      balance: money(line.balance),
      rate: exchangeRateNumber(line.rate),
      bookValue: money(line.bookValue),
      revaluedValue: money(line.revaluedValue),
      difference: money(line.revaluedValue - line.bookValue),
    })),
  };
}

export const currencyRevaluationRoutes = crudRoutes({
  path: '/currencyRevaluations',
  recordType: 'currencyRevaluation',
  tag: 'Currency revaluations',
  noun: 'currency revaluation',
  input: CurrencyRevaluationInput,
  output: CurrencyRevaluation,
  service: currencyRevaluationService,
  present,
});
