import { crudRoutes } from '../shared/crud-routes.js';
import { ExchangeRate, ExchangeRateInput, ExchangeRateQuery } from './exchange-rate-schemas.js';
import { exchangeRateService } from './exchange-rate-service.js';

export const exchangeRateRoutes = crudRoutes({
  path: '/exchangeRates',
  recordType: 'exchangeRate',
  tag: 'Exchange rates',
  noun: 'exchange rate',
  input: ExchangeRateInput,
  output: ExchangeRate,
  service: exchangeRateService,
  present: (rate) => rate,
  listFilters: {
    query: ExchangeRateQuery,
    of: (query: ExchangeRateQuery) => ({
      currency: query.currency?.toUpperCase(),
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    }),
  },
});
