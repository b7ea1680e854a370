import { type Static, Type } from '@sinclair/typebox';
import { DateOutput, Id, IdInput, IsoDate, MoneyOutput, Timestamps } from '../shared/schemas.js';

export const CurrencyRevaluationInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    date: {
      ...IsoDate,
      description:
        'The day whose rates value the foreign balances, as they stand at its end; the revaluation is reversed the day after.',
    },
  },
  { title: 'CurrencyRevaluationInput', examples: [{ date: '2026-11-30' }] },
);
export type CurrencyRevaluationInput = Static<typeof CurrencyRevaluationInput>;

export const CurrencyRevaluationLine = Type.Object(
  {
    accountId: Id,
    accountCode: Type.String({ examples: ['1200'] }),
    currency: Type.String({ examples: ['EUR'] }),
    balance: { ...MoneyOutput, description: 'The balance in currency, debits minus credits.' },
    rate: Type.Number({ description: 'Units of the base currency for one unit of currency on the date.' }),
    bookValue: { ...MoneyOutput, description: 'What the balance was worth in the books, in the base currency.' },
    revaluedValue: { ...MoneyOutput, description: 'balance × rate, rounded half away from zero to the cent.' },
    difference: {
      ...MoneyOutput,
      description: 'revaluedValue − bookValue: posted to the account, and its opposite to unrealised gains and losses.',
    },
  },
  { title: 'CurrencyRevaluationLine' },
);

export const CurrencyRevaluation = Type.Object(
  {
    id: Id,
    date: { ...DateOutput, examples: ['2026-01-31'] },
    reversalDate: { ...DateOutput, description: 'The day after date, on which the revaluation is reversed.' },
    lines: Type.Array(CurrencyRevaluationLine),
    ...Timestamps,
  },
  { title: 'CurrencyRevaluation' },
);
export type CurrencyRevaluation = Static<typeof CurrencyRevaluation>;
