import { type Static, Type } from '@sinclair/typebox';
import { RateInput } from '../shared/exchange-rate.js';
import { DateRangeQuery } from '../shared/list-filters.js';
import { ListQuery } from '../shared/pagination.js';
import { CurrencyCode, DateOutput, Id, IdInput, IsoDate, Timestamps } from '../shared/schemas.js';

export const ExchangeRateInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    currency: {
      ...CurrencyCode,
      description: "The currency priced, any but the company's base currency; lower case is read as upper case.",
      examples: ['USD'],
    },
    date: { ...IsoDate, description: 'The first day of the rate: it holds until the next rate of the currency.' },
    rate: RateInput('Units of the base currency for one unit of currency.', 0.7908452),
  },
  { title: 'ExchangeRateInput', examples: [{ currency: 'USD', date: '2026-11-20', rate: 0.7908 }] },
);
export type ExchangeRateInput = Static<typeof ExchangeRateInput>;

export const ExchangeRate = Type.Object(
  {
    id: Id,
    currency: Type.String({ examples: ['USD'] }),
    date: { ...DateOutput, examples: ['2024-01-02'] },
    rate: Type.Number({ examples: [0.7908452] }),
    ...Timestamps,
  },
  { title: 'ExchangeRate' },
);
export type ExchangeRate = Static<typeof ExchangeRate>;

export const ExchangeRateQuery = Type.Object({
  ...ListQuery.properties,
  currency: Type.Optional({ ...CurrencyCode, description: 'Only the rates of this currency.' }),
  ...DateRangeQuery('of a date'),
});
export type ExchangeRateQuery = Static<typeof ExchangeRateQuery>;
