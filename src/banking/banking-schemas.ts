import { type Static, Type } from '@sinclair/typebox';
import {
  Code,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyInput,
  MoneyOutput,
  Name,
  OptionalText,
  PathId,
  PositiveMoneyInput,
  StringEnum,
  Timestamps,
} from '../shared/schemas.js';
import { DATE_FORMATS } from './csv-statement.js';
import { STATEMENT_FORMATS } from './statement-file.js';

const Column = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const OptionalColumn = (description: string) => OptionalText(200, { minLength: 1, description });

export const StatementProfileInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    name: Name(),
    dateColumn: Column('The header of the column holding the date.'),
    dateFormat: StringEnum(DATE_FORMATS, { description: 'How the dates are written.' }),
    amountColumn: OptionalColumn('The column of signed amounts: money in positive, money out negative.'),
    moneyInColumn: OptionalColumn('With moneyOutColumn, instead of amountColumn: the column of money in.'),
    moneyOutColumn: OptionalColumn('With moneyInColumn: the column of money out, written positive.'),
    descriptionColumns: Type.Array(Column('A column whose text describes the line.'), {
      minItems: 1,
      maxItems: 10,
      description: 'The columns that describe a line, joined by a space in this order.',
    }),
    referenceColumn: OptionalColumn("The column of the bank's reference."),
    counterpartyColumn: OptionalColumn('The column naming who paid or was paid.'),
    balanceColumn: OptionalColumn('The column of the balance after each line.'),
    delimiter: Type.Optional(
      StringEnum([',', ';', '\t', '|'], { description: 'Between columns; a comma unless given.' }),
    ),
    decimalSeparator: Type.Optional(StringEnum(['.', ','], { description: 'In amounts; a point unless given.' })),
    skipRows: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100, description: 'Rows before the header row to skip; none unless given.' }),
    ),
  },
  {
    title: 'BankStatementProfileInput',
    examples: [
      {
        name: 'High Street Bank',
        dateColumn: 'Date',
        dateFormat: 'DD/MM/YYYY',
        moneyInColumn: 'Money In',
        moneyOutColumn: 'Money Out',
        descriptionColumns: ['Description'],
        balanceColumn: 'Balance',
      },
    ],
  },
);
export type StatementProfileInput = Static<typeof StatementProfileInput>;

export const StatementProfile = Type.Object(
  {
    id: Id,
    name: Type.String(),
    dateColumn: Type.String(),
    dateFormat: StringEnum(DATE_FORMATS),
    amountColumn: Type.Optional(Type.String()),
    moneyInColumn: Type.Optional(Type.String()),
    moneyOutColumn: Type.Optional(Type.String()),
    descriptionColumns: Type.Array(Type.String()),
    referenceColumn: Type.Optional(Type.String()),
    counterpartyColumn: Type.Optional(Type.String()),
    balanceColumn: Type.Optional(Type.String()),
    delimiter: Type.String(),
    decimalSeparator: Type.String(),
    skipRows: Type.Integer(),
    ...Timestamps,
  },
  { title: 'BankStatementProfile' },
);
export type StatementProfile = Static<typeof StatementProfile>;

export const StatementImportQuery = Type.Object({
  format: StringEnum(STATEMENT_FORMATS, { description: 'The format of the file in the body.' }),
  profileId: Type.Optional(PathId),
});

export const BankAccountParams = Type.Object({ id: PathId });
export const ImportParams = Type.Object({ id: PathId, importId: PathId });
export const LineParams = Type.Object({ id: PathId, lineId: PathId });
export const ReconciliationParams = Type.Object({ id: PathId, reconciliationId: PathId });

const StatedBalance = Type.Object({ date: DateOutput, amount: MoneyOutput });

export const StatementImport = Type.Object(
  {
    id: Id,
    bankAccountId: Id,
    format: StringEnum(STATEMENT_FORMATS),
    sha256: Type.String({ description: 'Of the file, as sent.' }),
    linesImported: Type.Integer(),
    duplicatesSkipped: Type.Integer({ description: 'Lines the bank account already held, from an earlier import.' }),
    from: Type.Optional(DateOutput),
    to: Type.Optional(DateOutput),
    openingBalance: Type.Optional(StatedBalance),
    closingBalance: Type.Optional(StatedBalance),
    ...Timestamps,
  },
  { title: 'BankStatementImport' },
);
export type StatementImport = Static<typeof StatementImport>;

export const MATCHED_RECORD_TYPES = [
  'clientPayment',
  'supplierPayment',
  'clientRefund',
  'supplierRefund',
  'bankTransfer',
  'manualJournalEntry',
] as const;
export type MatchedRecordType = (typeof MATCHED_RECORD_TYPES)[number];

export const LINE_STATUSES = ['unmatched', 'matched', 'excluded'] as const;

const MatchedRecord = Type.Object({
  type: StringEnum(MATCHED_RECORD_TYPES),
  id: Id,
  amount: MoneyOutput,
});

export const StatementLine = Type.Object(
  {
    id: Id,
    bankAccountId: Id,
    importId: Id,
    date: DateOutput,
    amount: MoneyOutput,
    description: Type.String(),
    reference: Type.Optional(Type.String()),
    counterpartyName: Type.Optional(Type.String()),
    counterpartyAccount: Type.Optional(Type.String()),
    bankId: Type.Optional(Type.String({ description: "The bank's own id for the line." })),
    status: StringEnum(LINE_STATUSES),
    matches: Type.Array(MatchedRecord, { description: 'The records of the books the line stands for.' }),
    reconciliationId: Type.Optional(Id),
    ...Timestamps,
  },
  { title: 'BankStatementLine' },
);
export type StatementLine = Static<typeof StatementLine>;

export const StatementLineQuery = Type.Object({
  status: Type.Optional(StringEnum(LINE_STATUSES)),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  amountFrom: Type.Optional({
    ...MoneyInput,
    description: `Only the lines of this amount or more: money in is above zero, money out below. ${MoneyInput.description}`,
    examples: ['-100.00'],
  }),
  amountTo: Type.Optional({
    ...MoneyInput,
    description: `Only the lines of this amount or less. ${MoneyInput.description}`,
    examples: ['0'],
  }),
  importId: Type.Optional({ ...PathId, description: 'Only the lines of this statement import.' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});

const IdList = (description: string) => Type.Optional(Type.Array(IdInput, { maxItems: 1000, description }));

export const CREATED_RECORD_TYPES = ['clientPayment', 'supplierPayment', 'bankTransfer', 'manualJournalEntry'] as const;

export const LineBookingInput = Type.Object(
  {
    type: Type.Optional(
      StringEnum(CREATED_RECORD_TYPES, {
        description: 'What to create; or give bankRuleId to book what a rule proposes.',
      }),
    ),
    invoiceIds: IdList('clientPayment: the invoices it pays, all of one client and in one currency.'),
    clientId: Type.Optional({
      ...IdInput,
      description: 'clientPayment: the client, when no invoice is named (money on account).',
    }),
    billIds: IdList('supplierPayment: the bills it pays, all of one supplier and in one currency.'),
    supplierId: Type.Optional({ ...IdInput, description: 'supplierPayment: the supplier, when no bill is named.' }),
    onAccount: Type.Optional(
      Type.Boolean({
        description: 'clientPayment, supplierPayment: keep what the documents do not take on the party’s account.',
      }),
    ),
    amount: Type.Optional({
      ...PositiveMoneyInput,
      description:
        "clientPayment, supplierPayment of documents in another currency than the bank's: what the payment is in their currency, when not all they have outstanding. The payment is in their currency, and what the bank received or paid is the line's amount, at the rate that makes it so. Refused for documents in the bank's currency, where the line's amount is the payment.",
    }),
    bankAccountId: Type.Optional({
      ...IdInput,
      description: 'bankTransfer: the other bank account; money out of this one goes to it, money in comes from it.',
    }),
    accountCode: Type.Optional({
      ...Code,
      description: 'manualJournalEntry: the account the other side of the line goes to.',
    }),
    salesTaxCode: Type.Optional({
      ...Code,
      description:
        'manualJournalEntry: the sales tax of what the line paid or received; its amount includes the VAT the sales tax charges (amount × rate / (1 + rate), rounded half-up to the penny), which goes to the sales tax control account and the VAT return, and the account takes the rest. A reverse charge or a zero rate charges none: the account takes it all, and the VAT return counts the net.',
    }),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'manualJournalEntry: the line’s description when left out.',
      }),
    ),
    bankRuleId: Type.Optional({ ...IdInput, description: 'Book what this rule proposes for the line.' }),
  },
  { title: 'BankStatementLineBooking' },
);
export type LineBookingInput = Static<typeof LineBookingInput>;

export const MatchInput = Type.Object(
  {
    matches: Type.Optional(
      Type.Array(Type.Object({ type: StringEnum(MATCHED_RECORD_TYPES), id: IdInput }), {
        minItems: 1,
        maxItems: 100,
        description: 'Records of the books that the line stands for; or give create.',
      }),
    ),
    create: Type.Optional(LineBookingInput),
  },
  {
    title: 'BankStatementMatchInput',
    description:
      'Either matches, linking records that exist, or create, making the record from the line, dated and valued as it says.',
    examples: [{ matches: [{ type: 'clientPayment', id: 42 }] }],
  },
);
export type MatchInput = Static<typeof MatchInput>;

export const ReconciliationInput = Type.Object(
  {
    statementDate: IsoDate,
    closingBalance: MoneyInput,
  },
  { title: 'BankReconciliationInput', examples: [{ statementDate: '2026-03-31', closingBalance: '12,345.67' }] },
);
export type ReconciliationInput = Static<typeof ReconciliationInput>;

export const Reconciliation = Type.Object(
  {
    id: Id,
    bankAccountId: Id,
    statementDate: DateOutput,
    closingBalance: MoneyOutput,
    ...Timestamps,
  },
  { title: 'BankReconciliation' },
);
export type Reconciliation = Static<typeof Reconciliation>;

const UnpresentedItem = Type.Object({
  type: StringEnum(MATCHED_RECORD_TYPES),
  id: Id,
  date: DateOutput,
  amount: MoneyOutput,
});

export const ReconciliationQuery = Type.Object({ date: IsoDate });

export const ReconciliationState = Type.Object(
  {
    bankAccountId: Id,
    date: DateOutput,
    ledgerBalance: MoneyOutput,
    unpresentedItems: Type.Array(UnpresentedItem, {
      description:
        'Records of the books dated up to the date that no statement line up to it stands for (a cheque not yet presented), and those dated later that a line up to it stands for.',
    }),
    statementBalance: MoneyOutput,
    unmatchedLines: Type.Array(StatementLine),
    excludedTotal: {
      ...MoneyOutput,
      description: 'What the lines set aside up to the date add up to: on the statement, and not in the books.',
    },
    lastReconciledDate: Type.Optional(DateOutput),
  },
  { title: 'BankReconciliationState' },
);

export const SUGGESTION_TYPES = [...MATCHED_RECORD_TYPES, 'invoice', 'bill', 'bankRule'] as const;

export const Suggestion = Type.Object(
  {
    type: StringEnum(SUGGESTION_TYPES, {
      description:
        'A record that exists (match it), an invoice or bill that a new payment would settle, or a bank rule whose proposal would be booked (create it).',
    }),
    id: Id,
    score: Type.Integer({
      description:
        'Higher is better: 100 the line quotes the number, 80 the same amount from the same party, 53–60 the same amount within a week, 52 a document in another currency whose outstanding at the company’s rate is within 2 % of the line from the same party, 44–51 one due within a week, 40 a rule.',
    }),
    reason: Type.String(),
    amount: Type.Optional({
      ...MoneyOutput,
      description:
        "What the record moved the bank by, or what the document has outstanding, signed as the line: in the bank's currency, at the company's rate of the line's day for a document in another currency. Left out for such a document when the company has no rate on that day.",
    }),
    date: Type.Optional({ ...DateOutput, description: "The record's date, or the document's due date." }),
    partyName: Type.Optional(Type.String()),
    currency: Type.Optional(
      Type.String({ description: "A document in another currency than the bank's: its currency. Left out otherwise." }),
    ),
    outstanding: Type.Optional({
      ...MoneyOutput,
      description: "A document in another currency than the bank's: what it has outstanding in its currency.",
    }),
  },
  { title: 'BankStatementSuggestion' },
);
