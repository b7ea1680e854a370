import { Type } from '@sinclair/typebox';
import { SOURCE_TYPES } from '../ledger/journal.js';
import { UnvaluedTransactions } from '../ledger/ledger-schemas.js';
import { CurrencyCode, DateOutput, Id, IsoDate, MoneyOutput, PathId, StringEnum } from '../shared/schemas.js';
import { TAX_TREATMENTS } from '../tax/tax-treatment.js';
import { NET_VAT_DUE_DIRECTIONS } from './vat-return.js';

const ReportCurrency = Type.Optional({
  ...CurrencyCode,
  description:
    "A currency whose own figures the report gives: only the postings in it, as they happened. Left out: the figures in the company's base currency, every currency valued, with the transactions that have no base value listed in `unvalued` (their amounts are in no figure).",
});

const unvalued = (period: string) =>
  Type.Optional(
    UnvaluedTransactions(
      `In the base currency: the transactions ${period} without a base value (a rate they need is not known yet); their amounts are in no figure.`,
    ),
  );

export const ProfitAndLossQuery = Type.Object({
  from: Type.Optional({
    ...IsoDate,
    description: 'First day, inclusive; the first day of the financial year of `to` when left out.',
  }),
  to: Type.Optional({ ...IsoDate, description: 'Last day, inclusive; today (UTC) when left out.' }),
  compareFrom: Type.Optional({
    ...IsoDate,
    description: 'First day of a period to compare with, given with `compareTo`.',
  }),
  compareTo: Type.Optional({ ...IsoDate, description: 'Last day of the period to compare with.' }),
  currency: ReportCurrency,
});

const StatementLine = Type.Object({
  accountId: Id,
  code: Type.String(),
  name: Type.String(),
  amount: MoneyOutput,
  compareAmount: Type.Optional({ ...MoneyOutput, description: 'With a comparison: the figure of that period.' }),
});

const sectionFields = {
  accounts: Type.Array(StatementLine, { description: 'In code order; an account without a figure is left out.' }),
  total: MoneyOutput,
  compareTotal: Type.Optional(MoneyOutput),
};

const Section = (description: string) => Type.Object(sectionFields, { description });

export const ProfitAndLoss = Type.Object(
  {
    from: DateOutput,
    to: DateOutput,
    currency: Type.String({ description: 'The currency of every figure.' }),
    compareFrom: Type.Optional(Type.String()),
    compareTo: Type.Optional(Type.String()),
    income: Section('The income accounts: credits less debits in the period.'),
    costOfSales: Section('The expense accounts coded 5xxx: debits less credits in the period.'),
    grossProfit: { ...MoneyOutput, description: 'Income less cost of sales.' },
    compareGrossProfit: Type.Optional(MoneyOutput),
    expenses: Section('The other expense accounts: debits less credits in the period.'),
    netProfit: { ...MoneyOutput, description: 'Gross profit less expenses; negative for a loss.' },
    compareNetProfit: Type.Optional(MoneyOutput),
    unvalued: unvalued('of the period (and of the period compared)'),
  },
  { title: 'ProfitAndLoss' },
);

export const BalanceSheetQuery = Type.Object({
  date: Type.Optional({ ...IsoDate, description: 'The balances at the end of this day; today (UTC) when left out.' }),
  currency: ReportCurrency,
});

export const BalanceSheet = Type.Object(
  {
    date: DateOutput,
    yearStart: Type.String({
      description: "The first day of the financial year of `date`, from the company's `yearStart`.",
    }),
    currency: Type.String({ description: 'The currency of every figure.' }),
    assets: Section('The asset accounts: debits less credits.'),
    liabilities: Section('The liability accounts: credits less debits.'),
    equity: Type.Object(
      {
        ...sectionFields,
        retainedEarnings: {
          ...MoneyOutput,
          description: 'The profit of the financial years before `yearStart`, in the total.',
        },
        currentYearEarnings: {
          ...MoneyOutput,
          description: 'The profit from `yearStart` to `date`, in the total.',
        },
      },
      {
        description:
          'The equity accounts (credits less debits) with the profit not yet moved to one; the total equals assets less liabilities.',
      },
    ),
    netAssets: { ...MoneyOutput, description: 'Assets less liabilities.' },
    unvalued: unvalued('up to the date'),
  },
  { title: 'BalanceSheet' },
);

export const AgedQuery = Type.Object({
  date: Type.Optional({
    ...IsoDate,
    description: 'What was outstanding at the end of this day; today (UTC) when left out.',
  }),
  currency: {
    ...ReportCurrency,
    description:
      "A currency: only the documents in it, in their own amounts. Left out: every document at its book value in the company's base currency (its value at its rate less what payments cleared of it), those without a value left out and their transactions listed in `unvalued`.",
  },
});

export const agedAmounts = {
  notDue: { ...MoneyOutput, description: 'Due on the date or later.' },
  days1To30: { ...MoneyOutput, description: '1 to 30 days past due.' },
  days31To60: { ...MoneyOutput, description: '31 to 60 days past due.' },
  days61To90: { ...MoneyOutput, description: '61 to 90 days past due.' },
  over90: { ...MoneyOutput, description: 'More than 90 days past due.' },
  total: MoneyOutput,
};

const agedRevaluation = (control: string) =>
  Type.Optional({
    ...MoneyOutput,
    description: `In the base currency: what a currency revaluation dated that very day (reversed the next) added to ${control}, beside the documents' book values; the total and it make the balance of ${control}.`,
  });

const agedRows = (party: string, documents: string) => ({
  description: `Per ${party} and currency of its ${documents}, by name: what was outstanding at the end of the day (payments dated after it not counted), by days past the due date.`,
});
const agedRowCurrency = (documents: string) =>
  Type.String({ description: `The currency of the ${documents} the row adds up.` });

export const AgedReceivables = Type.Object(
  {
    date: DateOutput,
    currency: Type.String({ description: 'The currency of every figure.' }),
    clients: Type.Array(
      Type.Object({ clientId: Id, clientName: Type.String(), currency: agedRowCurrency('invoices'), ...agedAmounts }),
      agedRows('client', 'invoices'),
    ),
    totals: Type.Object(agedAmounts, {
      description: 'The sum of the rows; with `revaluation`, the balance of trade debtors at the date.',
    }),
    revaluation: agedRevaluation('trade debtors'),
    unvalued: unvalued('up to the date'),
  },
  { title: 'AgedReceivables' },
);

export const AgedPayables = Type.Object(
  {
    date: DateOutput,
    currency: Type.String({ description: 'The currency of every figure.' }),
    suppliers: Type.Array(
      Type.Object({ supplierId: Id, supplierName: Type.String(), currency: agedRowCurrency('bills'), ...agedAmounts }),
      agedRows('supplier', 'bills'),
    ),
    totals: Type.Object(agedAmounts, {
      description: 'The sum of the rows; with `revaluation`, the balance of trade creditors at the date.',
    }),
    revaluation: agedRevaluation('trade creditors'),
    unvalued: unvalued('up to the date'),
  },
  { title: 'AgedPayables' },
);

export const VatReturnQuery = Type.Object({
  from: Type.Optional({
    ...IsoDate,
    description: 'First day of the VAT period, inclusive; the first day of the financial year of `to` when left out.',
  }),
  to: Type.Optional({ ...IsoDate, description: 'Last day, inclusive; today (UTC) when left out.' }),
  currency: ReportCurrency,
});

const box = (number: number, description: string) => ({ ...MoneyOutput, description: `Box ${number}: ${description}` });

const VatAmounts = { net: MoneyOutput, tax: MoneyOutput };

export const VatReturn = Type.Object(
  {
    from: DateOutput,
    to: DateOutput,
    currency: Type.String({ description: 'The currency of every figure.' }),
    boxes: Type.Object(
      {
        vatDueSales: box(
          1,
          'VAT due on the invoices issued in the period, and the VAT reverse charged on the bills issued in it.',
        ),
        vatDueAcquisitions: box(2, 'VAT due on acquisitions from the EU; none is recorded, so zero.'),
        totalVatDue: box(3, 'boxes 1 and 2.'),
        vatReclaimedCurrPeriod: box(
          4,
          'VAT on the bills issued in the period, the VAT reverse charged on them included, and the VAT reclaimed by the write-offs dated in it (bad-debt relief).',
        ),
        netVatDue: box(
          5,
          'the difference between box 3 and box 4, without its sign as HMRC takes it: `netVatDueDirection` says which way it goes.',
        ),
        totalValueSalesExVAT: box(
          6,
          'the net of the invoices, and of the bills under a reverse charge on services from abroad, in whole pounds (pence left out); what is outside the scope of VAT is in no box.',
        ),
        totalValuePurchasesExVAT: box(
          7,
          'the net of the bills, in whole pounds (pence left out); what is outside the scope of VAT is in no box.',
        ),
        totalValueGoodsSuppliedExVAT: box(8, 'supplies of goods to the EU; none is recorded, so zero.'),
        totalAcquisitionsExVAT: box(9, 'acquisitions of goods from the EU; none is recorded, so zero.'),
      },
      { description: "The boxes of a UK VAT return, named as HMRC's VAT API names them." },
    ),
    netVatDueDirection: StringEnum(NET_VAT_DUE_DIRECTIONS, {
      description: 'Box 5 is a payment to HMRC when box 3 is at least box 4, else a repayment from HMRC.',
    }),
    rates: Type.Array(
      Type.Object({
        salesTaxCode: Type.Union([Type.String(), Type.Null()], {
          description: 'The sales tax the lines named; null for lines given a rate only.',
        }),
        treatment: StringEnum(TAX_TREATMENTS, {
          description: "The sales tax's treatment; `standard` for lines given a rate only.",
        }),
        rate: Type.Number({ description: 'The rate, as `vatRate` writes it (0.2 for 20%).' }),
        salesNet: MoneyOutput,
        salesTax: MoneyOutput,
        purchasesNet: MoneyOutput,
        purchasesTax: MoneyOutput,
        reverseChargeTax: {
          ...MoneyOutput,
          description: 'The VAT reverse charged on the purchases, counted in box 1 and in box 4.',
        },
      }),
      { description: 'The net and VAT of the lines of each sales tax and rate, highest rate first.' },
    ),
    documents: Type.Array(
      Type.Object({
        type: StringEnum([
          'INVOICE',
          'CREDIT_NOTE',
          'BILL',
          'SUPPLIER_CREDIT',
          'MANUAL_JOURNAL_ENTRY',
          'INVOICE_WRITE_OFF',
        ] as const),
        id: Id,
        number: Type.Union([Type.String(), Type.Null()], {
          description:
            "The invoice's or credit note's number (a write-off's invoice's); null for a bill or a supplier's credit.",
        }),
        date: DateOutput,
        currency: Type.String({ description: 'The currency of the document itself.' }),
        ...VatAmounts,
        reverseChargeTax: {
          ...MoneyOutput,
          description: 'The VAT reverse charged on a purchase, counted in box 1 and in box 4.',
        },
        boxes: Type.Array(Type.Integer(), {
          description:
            'The boxes its lines count in by their treatment: 1 and 6 for a sale, 4 and 7 for a purchase, also 1 (and 6) under a reverse charge, none outside the scope of VAT; a write-off its VAT in 4 alone.',
        }),
      }),
      {
        description:
          "The documents behind the boxes: sales (invoices and credit notes, and manual journal entries with taxed credits), purchases (bills and suppliers' credits, and entries with taxed debits: MANUAL_JOURNAL_ENTRY, its amounts those of its taxed lines), then the write-offs that reclaimed VAT as bad-debt relief (INVOICE_WRITE_OFF, its id the write-off's, its net what went to bad debts), each in date order; a credit note's amounts are negative.",
      },
    ),
    unvalued: unvalued('of the period'),
  },
  { title: 'VatReturn' },
);

export const JournalQuery = Type.Object({
  from: Type.Optional({ ...IsoDate, description: 'First day, inclusive; the first transaction when left out.' }),
  to: Type.Optional({ ...IsoDate, description: 'Last day, inclusive; the last transaction when left out.' }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000,
      default: 100,
      description:
        'Transactions per page of the JSON answer (100 when left out); a full page answers a Link header with rel="next". A text journal holds every transaction of the period.',
    }),
  ),
  after: Type.Optional({ ...PathId, description: 'The last transaction of the previous page.' }),
  format: Type.Optional(
    StringEnum(['json', 'ledger', 'beancount', 'csv'] as const, {
      description:
        '`ledger`: a plain-text journal for hledger (as `Accept: text/vnd.ledger`); `beancount`: one for beancount; in both, a foreign amount carries its value in the base currency as its cost. `csv`: a row per posting (as `Accept: text/csv`). The text answers hold every transaction of the period. Left out: JSON, or what `Accept` asks for.',
    }),
  ),
});

export const Journal = Type.Object(
  {
    from: Type.Optional(DateOutput),
    to: Type.Optional(DateOutput),
    transactions: Type.Array(
      Type.Object({
        id: Id,
        date: DateOutput,
        source: Type.Object({ type: StringEnum(SOURCE_TYPES), id: Id }, { description: 'The record that posted it.' }),
        reversesTransactionId: Type.Optional({ ...Id, description: 'On a reversal: the transaction it cancels.' }),
        postings: Type.Array(
          Type.Object({
            accountId: Id,
            accountCode: Type.String(),
            accountName: Type.String(),
            currency: Type.String(),
            debit: MoneyOutput,
            credit: MoneyOutput,
            baseAmount: Type.Union([MoneyOutput, Type.Null()], {
              description: 'Its value in the base currency, debits positive; null while it has none.',
            }),
          }),
        ),
      }),
      { description: 'In date order, then in the order they were recorded.' },
    ),
  },
  { title: 'Journal' },
);
