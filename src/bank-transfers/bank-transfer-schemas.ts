import { type Static, Type } from '@sinclair/typebox';
import { BankExchangeRateInput } from '../shared/exchange-rate.js';
import { DateRangeQuery, UpdatedSinceQuery } from '../shared/list-filters.js';
import { ListQuery } from '../shared/pagination.js';
import {
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  PathId,
  PositiveMoneyInput,
  Timestamps,
} from '../shared/schemas.js';

export const BankTransferInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    fromBankAccountId: IdInput,
    toBankAccountId: { ...IdInput, description: 'Another bank account of the company.' },
    amount: { ...PositiveMoneyInput, description: 'Taken from the source account, in its currency.' },
    dateTransferred: IsoDate,
    exchangeRate: Type.Optional(BankExchangeRateInput),
  },
  {
    title: 'BankTransferInput',
    examples: [{ fromBankAccountId: 42, toBankAccountId: 43, amount: '250.00', dateTransferred: '2026-11-22' }],
  },
);
export type BankTransferInput = Static<typeof BankTransferInput>;

export const BankTransfer = Type.Object(
  {
    id: Id,
    fromBankAccountId: Id,
    fromBankAccountName: Type.String(),
    fromBankCurrency: Type.String(),
    toBankAccountId: Id,
    toBankAccountName: Type.String(),
    toBankCurrency: Type.String(),
    amount: MoneyOutput,
    amountReceivedInBank: { ...MoneyOutput, description: 'amount × exchangeRate, or amount within one currency.' },
    dateTransferred: DateOutput,
    exchangeRate: Type.Optional(Type.Number({ description: 'Left out within one currency.' })),
    ...Timestamps,
  },
  { title: 'BankTransfer' },
);
export type BankTransfer = Static<typeof BankTransfer>;

export const BankTransferQuery = Type.Object({
  ...ListQuery.properties,
  bankAccountId: Type.Optional({ ...PathId, description: 'Only the transfers from or to this bank account.' }),
  ...DateRangeQuery('transferred'),
  ...UpdatedSinceQuery('transfers'),
});
export type BankTransferQuery = Static<typeof BankTransferQuery>;
