import { Type } from '@sinclair/typebox';
import { DateOutput, Id, IsoDate, MoneyOutput, StringEnum } from '../shared/schemas.js';
import { ACCOUNT_TYPES } from './chart.js';
import { SOURCE_TYPES } from './journal.js';

export const LedgerQuery = Type.Object({
  from: Type.Optional({
    ...IsoDate,
    description: 'First day, inclusive; postings before it make the opening balances.',
  }),
  to: Type.Optional({ ...IsoDate, description: 'Last day, inclusive.' }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000,
      description:
        'Page size; without it every posting of the range. A full page answers a Link header with rel="next"; the opening balances are then those before the page\'s first posting.',
    }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Postings of the range to skip.' }),
  ),
});

const CurrencyBalance = Type.Object({
  currency: Type.String({ examples: ['GBP'] }),
  balance: { ...MoneyOutput, description: 'Debits minus credits.' },
});

export const AccountLedger = Type.Object(
  {
    account: Type.Object({ id: Id, code: Type.String(), name: Type.String(), type: StringEnum(ACCOUNT_TYPES) }),
    from: Type.Optional(DateOutput),
    to: Type.Optional(DateOutput),
    openingBalances: Type.Array(CurrencyBalance),
    postings: Type.Array(
      Type.Object({
        id: Id,
        date: DateOutput,
        transactionId: Id,
        reversesTransactionId: Type.Optional({
          ...Id,
          description:
            'On a reversal: the transaction it cancels. An edit of a posted record reverses what it posted and posts anew; a delete reverses it.',
        }),
        source: Type.Object({ type: StringEnum(SOURCE_TYPES), id: Id }),
        currency: Type.String(),
        debit: MoneyOutput,
        credit: MoneyOutput,
        balance: { ...MoneyOutput, description: 'The running balance in this currency, debits minus credits.' },
      }),
    ),
    closingBalances: Type.Array(CurrencyBalance),
  },
  { title: 'AccountLedger' },
);

export const TrialBalanceQuery = Type.Object({
  date: Type.Optional({ ...IsoDate, description: 'The balances at the end of this day; today (UTC) when left out.' }),
  currency: Type.Optional(
    Type.Literal('base', {
      description:
        "`base`: every account's balance in the company's base currency, all currencies valued, with the transactions that have no base value listed in `unvalued`. Left out: the balances in each currency as they happened.",
    }),
  ),
});

const DebitCredit = { debit: MoneyOutput, credit: MoneyOutput };

/** The transactions a report in the base currency leaves out, for want of a base value. */
export const UnvaluedTransactions = (description: string) =>
  Type.Array(
    Type.Object({
      transactionId: Id,
      date: DateOutput,
      source: Type.Object({ type: StringEnum(SOURCE_TYPES), id: Id }),
    }),
    { description },
  );

export const TrialBalance = Type.Object(
  {
    date: DateOutput,
    lines: Type.Array(
      Type.Object({
        accountId: Id,
        code: Type.String(),
        name: Type.String(),
        type: StringEnum(ACCOUNT_TYPES),
        currency: Type.String(),
        ...DebitCredit,
      }),
    ),
    totals: Type.Array(Type.Object({ currency: Type.String(), ...DebitCredit })),
    currency: Type.Optional(Type.String({ description: 'With currency=base: the base currency of every line.' })),
    unvalued: Type.Optional(
      UnvaluedTransactions(
        'With currency=base: the transactions up to the date without a base value (a rate they need is not known yet); their amounts are in no line.',
      ),
    ),
  },
  { title: 'TrialBalance' },
);
