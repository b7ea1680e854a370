import { type Static, Type } from '@sinclair/typebox';
import { ACCOUNT_TYPES, SYSTEM_ROLES } from '../ledger/chart.js';
import { Code, Id, IdInput, Name, OptionalText, StringEnum, Timestamps } from '../shared/schemas.js';

export const AccountInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    code: {
      ...Code,
      description:
        'May change, except for a system account, and for an expense with postings into or out of the cost of sales (5xxx).',
    },
    name: Name(),
    type: StringEnum(ACCOUNT_TYPES, {
      description:
        'Fixed once the account has postings, or is a system account or the ledger account of a bank account.',
    }),
    description: OptionalText(1000),
  },
  {
    title: 'AccountInput',
    examples: [
      { code: '4300', name: 'Consulting income', type: 'INCOME', description: 'Fees for advice, billed by the hour' },
    ],
  },
);
export type AccountInput = Static<typeof AccountInput>;

export const Account = Type.Object(
  {
    id: Id,
    code: Type.String(),
    name: Type.String(),
    type: StringEnum(ACCOUNT_TYPES),
    description: Type.Optional(Type.String()),
    systemRole: Type.Optional(
      StringEnum(SYSTEM_ROLES, { description: 'Set on the accounts that documents post to; they cannot be deleted.' }),
    ),
    ...Timestamps,
  },
  { title: 'Account' },
);
export type Account = Static<typeof Account>;
