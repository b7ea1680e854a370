import { type Static, Type } from '@sinclair/typebox';
import { CurrencyCode, Id, IdInput, Name, OptionalText, StringEnum, Timestamps } from '../shared/schemas.js';

export const BANK_ACCOUNT_TYPES = ['BANK_ACCOUNT', 'CREDIT_CARD'] as const;

export const BankAccountInput = Type.Object({
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
});
export type BankAccountInput = Static<typeof BankAccountInput>;

export const BankAccount = Type.Object({
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
  ...Timestamps,
});
export type BankAccount = Static<typeof BankAccount>;
