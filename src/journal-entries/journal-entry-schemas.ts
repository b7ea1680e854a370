import { type Static, Type } from '@sinclair/typebox';
import { DocumentExchangeRateInput } from '../documents/document-rate.js';
import { DateRangeQuery, UpdatedSinceQuery } from '../shared/list-filters.js';
import { ListQuery } from '../shared/pagination.js';
import {
  Code,
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  NonNegativeMoneyInput,
  Timestamps,
} from '../shared/schemas.js';

export const JournalLineInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    accountCode: { ...Code, description: 'The code of an account of the chart of accounts.' },
    debitAmountValue: Type.Optional({ ...NonNegativeMoneyInput, description: 'Zero when left out.' }),
    creditAmountValue: Type.Optional({ ...NonNegativeMoneyInput, description: 'Zero when left out.' }),
    salesTaxCode: Type.Optional({
      ...Code,
      description:
        'The sales tax of what the line records: its amount is then the net, and the entry also posts the VAT to the sales tax control account, on the same side; the VAT return counts a taxed debit as a purchase (boxes 4 and 7) and a taxed credit as a sale (boxes 1 and 6).',
    }),
    taxAmountValue: Type.Optional({
      ...NonNegativeMoneyInput,
      description:
        "With salesTaxCode: the VAT, when it is not the rate's VAT on the net (a total that includes VAT splits with a penny either way); zero under a treatment that charges none.",
    }),
  },
  {
    title: 'JournalLineInput',
    examples: [{ accountCode: '6100', debitAmountValue: '100.00', creditAmountValue: '100.00' }],
  },
);
export type JournalLineInput = Static<typeof JournalLineInput>;

const entryFields = {
  id: Type.Optional(IdInput),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  date: IsoDate,
  currency: Type.Optional({
    ...CurrencyCode,
    description:
      "The currency of every line; the company's base currency when created without it, kept when an update leaves it out. A line on a bank account's ledger account must be in that bank account's currency.",
  }),
  exchangeRate: Type.Optional(DocumentExchangeRateInput),
};

export const JournalEntryInput = Type.Object(
  {
    ...entryFields,
    manualJournalEntryLines: Type.Array(JournalLineInput, { minItems: 1, maxItems: 1000 }),
  },
  {
    title: 'JournalEntryInput',
    examples: [
      {
        reason: 'Rent for November, not yet invoiced',
        date: '2026-11-30',
        manualJournalEntryLines: [
          { accountCode: '6100', debitAmountValue: '1000.00' },
          { accountCode: '2250', creditAmountValue: '1000.00' },
        ],
      },
    ],
  },
);
export type JournalEntryInput = Static<typeof JournalEntryInput>;

/** An update merges lines: a line with an id replaces that line, one without is added, the others stay. */
export const JournalEntryUpdate = Type.Object(
  {
    ...entryFields,
    manualJournalEntryLines: Type.Optional(Type.Array(JournalLineInput, { maxItems: 1000 })),
  },
  {
    title: 'JournalEntryUpdate',
    examples: [{ reason: 'Rent for November, invoice expected in December', date: '2026-11-30' }],
  },
);
export type JournalEntryUpdate = Static<typeof JournalEntryUpdate>;

export const JournalLine = Type.Object(
  {
    id: Id,
    accountCode: Type.String(),
    debitAmountValue: MoneyOutput,
    creditAmountValue: MoneyOutput,
    salesTaxCode: Type.Optional(Type.String({ description: 'On a taxed line only.' })),
    taxAmountValue: Type.Optional({ ...MoneyOutput, description: 'On a taxed line only: the VAT it posts.' }),
  },
  { title: 'JournalLine' },
);
export type JournalLine = Static<typeof JournalLine>;

export const JournalEntry = Type.Object(
  {
    id: Id,
    reason: Type.String(),
    date: DateOutput,
    currency: Type.String({ examples: ['GBP'] }),
    exchangeRate: Type.Optional(
      Type.Number({
        description:
          'Units of the base currency for one unit of currency; left out in the base currency and while no rate is known.',
      }),
    ),
    manualJournalEntryLines: Type.Array(JournalLine),
    ...Timestamps,
  },
  { title: 'JournalEntry' },
);
export type JournalEntry = Static<typeof JournalEntry>;

export const JournalEntryQuery = Type.Object({
  ...ListQuery.properties,
  accountCode: Type.Optional({
    ...Code,
    description: 'Only the entries with a line on the account of this code; none when no account has it.',
  }),
  ...DateRangeQuery('dated'),
  ...UpdatedSinceQuery('entries'),
});
export type JournalEntryQuery = Static<typeof JournalEntryQuery>;
