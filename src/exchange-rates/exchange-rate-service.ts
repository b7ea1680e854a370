import { getCompany } from '../companies/company-service.js';
import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { parseScaled } from '../shared/decimal.js';
import { ruleViolation } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE, exchangeRateNumber } from '../shared/exchange-rate.js';
import type { ExchangeRate, ExchangeRateInput } from './exchange-rate-schemas.js';

export function toExchangeRate(row: OwnedRow<'exchange_rates'>): ExchangeRate {
  return { id: row.id, currency: row.currency, date: row.date, rate: exchangeRateNumber(row.rate) };
}

async function columns(db: Executor, companyId: bigint, input: ExchangeRateInput) {
  const currency = input.currency.toUpperCase();
  const { currency: base } = await getCompany(db, companyId);
  if (currency === base) {
    throw ruleViolation(`${base} is the company's base currency: it has no exchange rate`, [
      { path: 'currency', message: `must be another currency than ${base}, the company's base currency` },
    ]);
  }
  return { currency, date: input.date, rate: parseScaled(input.rate, EXCHANGE_RATE_SCALE) ?? 0n };
}

export const exchangeRateService = ownedCrudService({
  table: 'exchange_rates',
  noun: 'Exchange rate',
  columns,
  toViews: (_db, _companyId, rows) => rows.map(toExchangeRate),
  duplicateMessage: (input) => `An exchange rate of ${input.currency.toUpperCase()} on ${input.date} already exists`,
});
