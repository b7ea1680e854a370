import { type Static, Type } from '@sinclair/typebox';
import { SOURCE_TYPES } from '../ledger/journal.js';
import {
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  MoneyOutput,
  Name,
  OptionalText,
  StringEnum,
  Timestamps,
} from '../shared/schemas.js';

export const BANK_ACCOUNT_TYPES = ['BANK_ACCOUNT', 'CREDIT_CARD'] as const;

export const BankAccountInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    name: Name(),
    accountNumber: OptionalText(50),
    bankName: OptionalText(200),
    iban: OptionalText(34),
    sortCode: OptionalText(20),
    currency: Type.Optional({
      ...CurrencyCode,
      description: "Defaults to the company's base currency on create; kept as it is when an update leaves it out.",
    }),
    type: Type.Optional(
      StringEnum(BANK_ACCOUNT_TYPES, {
        description: 'BANK_ACCOUNT on create when left out; kept as it is when an update leaves it out.',
      }),
    ),
  },
  {
    title: 'BankAccountInput',
    examples: [
      {
        name: 'Business current account',
        bankName: 'Barclays',
        sortCode: '20-00-00',
        accountNumber: '12345678',
        currency: 'GBP',
        type: 'BANK_ACCOUNT',
      },
    ],
  },
);
export type BankAccountInput = Static<typeof BankAccountInput>;

export const BankAccount = Type.Object(
  {
    id: Id,
    name: Type.String(),
    accountNumber: Type.Optional(Type.String()),
    bankName: Type.Optional(Type.String()),
    iban: Type.Optional(Type.String()),
    sortCode: Type.Optional(Type.String()),
    currency: Type.String({ examples: ['GBP'] }),
    type: StringEnum(BANK_ACCOUNT_TYPES),
    ledgerAccountCode: Type.String({
      description: 'The code of the ledger account that the bank account posts to, made and named with it.',
      examples: ['1300'],
    }),
    balance: {
      ...MoneyOutput,
      description:
        'What the account holds in its currency, every movement recorded counted whatever its date: money in less money out (a credit card that is owed shows a negative balance).',
    },
    ...Timestamps,
  },
  { title: 'BankAccount' },
);
export type BankAccount = Static<typeof BankAccount>;

export const BankStatement = Type.Object(
  {
    bankAccount: Type.Object({
      id: Id,
      name: Type.String(),
      currency: Type.String(),
      ledgerAccountCode: Type.String(),
    }),
    from: Type.Optional(DateOutput),
    to: Type.Optional(DateOutput),
    openingBalance: {
      ...MoneyOutput,
      description: "The balance before the first movement shown: before `from`, or before the page's first movement.",
    },
    transactions: Type.Array(
      Type.Object({
        id: { ...Id, description: 'The posting to the ledger account of the bank account.' },
        date: DateOutput,
        transactionId: Id,
        reversesTransactionId: Type.Optional({
          ...Id,
          description: 'On a reversal (of an edited or deleted record): the transaction it cancels.',
        }),
        source: Type.Object(
          { type: StringEnum(SOURCE_TYPES), id: Id },
          { description: 'The record that moved the money: a payment, a transfer or a manual journal entry.' },
        ),
        amount: { ...MoneyOutput, description: 'Money in, or out when negative, in the currency of the account.' },
        balance: { ...MoneyOutput, description: 'The balance after this movement.' },
      }),
      { description: 'In date order, then in the order they were recorded.' },
    ),
    closingBalance: { ...MoneyOutput, description: 'The balance after the last movement shown.' },
  },
  { title: 'BankStatement' },
);
