import type { SourceType } from '../ledger/journal.js';
import { formatMoney, type Money } from '../shared/money.js';
import type { AgedAmounts, AgedBalances } from './aged-balances.js';
import type { BalanceSheet, ProfitAndLoss, Section } from './financial-statements.js';
import type { JournalEntry } from './general-journal.js';
import type { TrialBalanceView } from './trial-balance-service.js';
import type { VatReturn } from './vat-return.js';

/**
 * Each report as one CSV table: a header row, then a row per figure, money as plain decimals
 * (`-1234.50`). A total is a row of its own, named in the `row` column (or `name`), after the rows it adds up.
 */
export interface CsvTable {
  columns: string[];
  rows: Iterable<(string | bigint | null)[]>;
}

const plain = (amount: Money | undefined | null) =>
  amount === undefined || amount === null ? '' : formatMoney(amount, 'plain');

export function trialBalanceCsv(report: TrialBalanceView): CsvTable {
  return {
    columns: ['accountId', 'code', 'name', 'type', 'currency', 'debit', 'credit'],
    rows: [
      ...report.lines.map((line) => [
        line.accountId,
        line.code,
        line.name,
        line.type,
        line.currency,
        plain(line.debit),
        plain(line.credit),
      ]),
      ...report.totals.map((total) => [null, '', 'Total', '', total.currency, plain(total.debit), plain(total.credit)]),
    ],
  };
}

const STATEMENT_COLUMNS = ['section', 'row', 'accountId', 'code', 'name', 'amount', 'compareAmount'];

function sectionRows(name: string, section: Section) {
  return [
    ...section.accounts.map((line) => [
      name,
      'account',
      line.accountId,
      line.code,
      line.name,
      plain(line.amount),
      plain(line.compareAmount),
    ]),
    [name, 'total', null, '', '', plain(section.total), plain(section.compareTotal)],
  ];
}

export function profitAndLossCsv(report: ProfitAndLoss): CsvTable {
  return {
    columns: STATEMENT_COLUMNS,
    rows: [
      ...sectionRows('income', report.income),
      ...sectionRows('costOfSales', report.costOfSales),
      ['grossProfit', 'total', null, '', '', plain(report.grossProfit), plain(report.compareGrossProfit)],
      ...sectionRows('expenses', report.expenses),
      ['netProfit', 'total', null, '', '', plain(report.netProfit), plain(report.compareNetProfit)],
    ],
  };
}

export function balanceSheetCsv(report: BalanceSheet): CsvTable {
  const { equity } = report;
  const equityRows = sectionRows('equity', equity);
  const equityTotal = equityRows.pop() ?? [];
  const rows = [
    ...sectionRows('assets', report.assets),
    ...sectionRows('liabilities', report.liabilities),
    ...equityRows,
    ['equity', 'retainedEarnings', null, '', '', plain(equity.retainedEarnings)],
    ['equity', 'currentYearEarnings', null, '', '', plain(equity.currentYearEarnings)],
    equityTotal,
    ['netAssets', 'total', null, '', '', plain(report.netAssets)],
  ];
  // A balance sheet compares nothing: its rows end with the amount.
  return { columns: STATEMENT_COLUMNS.slice(0, -1), rows: rows.map((row) => row.slice(0, 6)) };
}

const AGE_COLUMNS = ['notDue', 'days1To30', 'days31To60', 'days61To90', 'over90', 'total'] as const;
const ages = (amounts: AgedAmounts) => AGE_COLUMNS.map((column) => plain(amounts[column]));

export function agedCsv(report: AgedBalances, party: 'client' | 'supplier'): CsvTable {
  return {
    columns: [`${party}Id`, `${party}Name`, 'currency', ...AGE_COLUMNS],
    rows: [
      ...report.parties.map((row) => [row.partyId, row.name, row.currency, ...ages(row)]),
      [null, 'Total', report.currency, ...ages(report.totals)],
      ...(report.revaluation === undefined
        ? []
        : [[null, 'Revaluation', report.currency, '', '', '', '', '', plain(report.revaluation)]]),
    ],
  };
}

/** The nine boxes, then which way box 5 goes. */
export function vatReturnCsv(report: VatReturn): CsvTable {
  return {
    columns: ['box', 'name', 'amount'],
    rows: [
      ...Object.entries(report.boxes).map(([name, amount], index) => [String(index + 1), name, plain(amount)]),
      ['5', 'netVatDueDirection', report.netVatDueDirection],
    ],
  };
}

export interface StatementMovement {
  id: bigint;
  date: string;
  transactionId: bigint;
  reversesTransactionId?: bigint;
  source: { type: SourceType; id: bigint };
  amount: Money;
  balance: Money;
}

const STATEMENT_MOVEMENT_COLUMNS = ['id', 'date', 'transactionId', 'reversesTransactionId', 'sourceType', 'sourceId'];

/** A bank statement: its opening balance, a row per movement with the balance after it, and its closing balance. */
export function bankStatementCsv(statement: {
  openingBalance: Money;
  transactions: StatementMovement[];
  closingBalance: Money;
}): CsvTable {
  const balanceRow = (row: string, balance: Money) => [
    row,
    ...STATEMENT_MOVEMENT_COLUMNS.map(() => null),
    '',
    plain(balance),
  ];
  return {
    columns: ['row', ...STATEMENT_MOVEMENT_COLUMNS, 'amount', 'balance'],
    rows: [
      balanceRow('openingBalance', statement.openingBalance),
      ...statement.transactions.map((movement) => [
        'movement',
        movement.id,
        movement.date,
        movement.transactionId,
        movement.reversesTransactionId ?? null,
        movement.source.type,
        movement.source.id,
        plain(movement.amount),
        plain(movement.balance),
      ]),
      balanceRow('closingBalance', statement.closingBalance),
    ],
  };
}

export const JOURNAL_COLUMNS = [
  'transactionId',
  'date',
  'sourceType',
  'sourceId',
  'reversesTransactionId',
  'accountId',
  'accountCode',
  'accountName',
  'currency',
  'debit',
  'credit',
  'baseAmount',
];

/** A journal transaction as one row per posting. */
export function journalCsvRows(entry: JournalEntry) {
  return entry.postings.map((posting) => [
    entry.id,
    entry.date,
    entry.source.type,
    entry.source.id,
    entry.reversesTransactionId ?? null,
    posting.account.id,
    posting.account.code,
    posting.account.name,
    posting.currency,
    plain(posting.amount > 0n ? posting.amount : 0n),
    plain(posting.amount < 0n ? -posting.amount : 0n),
    plain(posting.baseAmount),
  ]);
}
