import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { conditionsGiven, countOf, filteredRows, idsInPage } from '../db/filtered.js';
import {
  countOwned,
  deleteOwned,
  inPage,
  insertOwned,
  lockOwned,
  requireOwned,
  touchOwned,
  updateOwned,
} from '../db/owned.js';
import type { NewOwnedRow, OwnedChanges, OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { precompiled, precompiledForList, precompiledForPage, rowInserter } from '../db/precompiled.js';
import type { Write } from '../db/write.js';

export interface JournalLineRow {
  id: bigint;
  entry_id: bigint;
  account_id: bigint;
  account_code: string;
  /** The currency of the bank account whose ledger account the line posts to, if it is one. */
  bank_currency: string | null;
  debit: bigint;
  credit: bigint;
  sales_tax_id: bigint | null;
  sales_tax_code: string | null;
  tax_rate_micros: bigint;
  tax_amount: bigint;
}

function selectLines(db: Executor, companyId: bigint) {
  return db
    .selectFrom('manual_journal_entry_lines as line')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'line.company_id').onRef('accounts.id', '=', 'line.account_id'),
    )
    .leftJoin('bank_accounts as bank', (join) =>
      join.onRef('bank.company_id', '=', 'line.company_id').onRef('bank.ledger_account_id', '=', 'line.account_id'),
    )
    .leftJoin('sales_taxes as tax', (join) =>
      join.onRef('tax.company_id', '=', 'line.company_id').onRef('tax.id', '=', 'line.sales_tax_id'),
    )
    .select([
      'line.id',
      'line.entry_id',
      'line.account_id',
      'accounts.code as account_code',
      'bank.currency as bank_currency',
      'line.debit',
      'line.credit',
      'line.sales_tax_id',
      'tax.code as sales_tax_code',
      'line.tax_rate_micros',
      'line.tax_amount',
    ])
    .where('line.company_id', '=', companyId);
}

export const linesOfEntry: (db: Executor, companyId: bigint, entryId: bigint) => Promise<JournalLineRow[]> =
  precompiled(2, (db: Executor, companyId: bigint, entryId: bigint) =>
    selectLines(db, companyId).where('line.entry_id', '=', entryId).orderBy('line.id'),
  );

function selectEntryPage(db: Executor, companyId: bigint, page: Page) {
  return inPage(db.selectFrom('manual_journal_entries').where('company_id', '=', companyId), page);
}

export const listEntryRows = precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
  selectEntryPage(db, companyId, page).selectAll(),
);

/** The lines of a page of entries, in one query whatever the size of the page. */
export const linesOfEntryPage: (db: Executor, companyId: bigint, page: Page) => Promise<JournalLineRow[]> =
  precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
    selectLines(db, companyId)
      .where('line.entry_id', 'in', selectEntryPage(db, companyId, page).select('id'))
      .orderBy('line.entry_id')
      .orderBy('line.id'),
  );

/** What a list of entries may be narrowed to; every bound is inclusive. */
export interface JournalEntryFilters {
  /** Entries with a line on the account of this code. */
  accountCode?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** A UTC instant as `updated_at` is stored. */
  updatedSince?: string | undefined;
}

/**
 * The conditions of the filters, each read by an index of the company's entries or of their lines
 * by account (see the migration of list filters). The account is named by its id, found before:
 * PostgreSQL then weighs how many lines it has by its statistics of that account.
 */
function entryConditions(
  companyId: bigint,
  filters: JournalEntryFilters,
  accountId: bigint | undefined,
): RawBuilder<SqlBool>[] {
  const { dateFrom, dateTo, updatedSince } = filters;
  return conditionsGiven([
    [
      accountId,
      sql`id in (select line.entry_id from manual_journal_entry_lines line
        where line.company_id = ${companyId} and line.account_id = ${accountId})`,
    ],
    [dateFrom, sql`${sql.ref('date')} >= ${dateFrom}`],
    [dateTo, sql`${sql.ref('date')} <= ${dateTo}`],
    [updatedSince, sql`updated_at >= ${updatedSince}`],
  ]);
}

/**
 * A page of the entries that the filters let through, with their lines, and how many they let
 * through: the rows of each filter are found by its index and sorted by id (see idsInPage). No
 * entry has a line on an account that does not exist.
 */
export async function entriesOfPage(db: Executor, companyId: bigint, page: Page, filters: JournalEntryFilters = {}) {
  const { accountCode } = filters;
  const account =
    accountCode === undefined ? undefined : (await accountsByCode(db, companyId, [accountCode])).get(accountCode);
  if (accountCode !== undefined && !account) return { rows: [], lines: [], total: 0 };
  const conditions = entryConditions(companyId, filters, account?.id);
  if (conditions.length === 0) {
    return {
      rows: await listEntryRows(db, companyId, page),
      lines: await linesOfEntryPage(db, companyId, page),
      total: await countEntries(db, companyId),
    };
  }
  const filtered = filteredRows(db, ENTRIES, companyId, conditions);
  const ids = idsInPage(filtered.select('record.id'), page, 'record.id', false);
  const rows = await idsInPage(filtered.selectAll('record'), page, 'record.id', false).execute();
  const lines = await selectLines(db, companyId)
    .where('line.entry_id', 'in', ids)
    .orderBy('line.entry_id')
    .orderBy('line.id')
    .execute();
  return { rows: rows as OwnedRow<typeof ENTRIES>[], lines, total: await countOf(filtered) };
}

const selectAccountsByCode = precompiledForList((db: Executor, companyId: bigint, codes: readonly string[]) =>
  db
    .selectFrom('accounts')
    .leftJoin('bank_accounts as bank', (join) =>
      join.onRef('bank.company_id', '=', 'accounts.company_id').onRef('bank.ledger_account_id', '=', 'accounts.id'),
    )
    .select(['accounts.id', 'accounts.code', 'accounts.system_role', 'bank.currency as bank_currency'])
    .where('accounts.company_id', '=', companyId)
    .where('accounts.code', 'in', codes),
);

/** The company's accounts with the given codes, with the currency of those that are a bank account's, in one query. */
export async function accountsByCode(
  db: Executor,
  companyId: bigint,
  codes: string[],
): Promise<Map<string, { id: bigint; system_role: string | null; bank_currency: string | null }>> {
  const rows = await selectAccountsByCode(db, companyId, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

export interface JournalLineWrite {
  id: bigint;
  accountId: bigint;
  debit: bigint;
  credit: bigint;
  salesTaxId: bigint | null;
  taxRateMicros: bigint;
  tax: bigint;
}

const lineColumns = (line: JournalLineWrite) => ({
  account_id: line.accountId,
  debit: line.debit,
  credit: line.credit,
  sales_tax_id: line.salesTaxId,
  tax_rate_micros: line.taxRateMicros,
  tax_amount: line.tax,
});

const insertLineRows = rowInserter('manual_journal_entry_lines');

export async function insertLines(write: Write, companyId: bigint, entryId: bigint, lines: JournalLineWrite[]) {
  const rows = lines.map((line) => ({ company_id: companyId, id: line.id, entry_id: entryId, ...lineColumns(line) }));
  await write.insertAhead(insertLineRows, rows);
}

export async function updateLine(db: Executor, companyId: bigint, line: JournalLineWrite) {
  await db
    .updateTable('manual_journal_entry_lines')
    .set(lineColumns(line))
    .where('company_id', '=', companyId)
    .where('id', '=', line.id)
    .execute();
}

export async function deleteLines(db: Executor, companyId: bigint, ids: bigint[]) {
  for (const chunk of chunks(ids)) {
    await db
      .deleteFrom('manual_journal_entry_lines')
      .where('company_id', '=', companyId)
      .where('id', 'in', chunk)
      .execute();
  }
}

export async function deleteLinesOfEntry(db: Executor, companyId: bigint, entryId: bigint) {
  await db
    .deleteFrom('manual_journal_entry_lines')
    .where('company_id', '=', companyId)
    .where('entry_id', '=', entryId)
    .execute();
}

const ENTRIES = 'manual_journal_entries';

/** The entry, or a 404. */
export const requireEntry = (db: Executor, companyId: bigint, id: bigint, noun: string) =>
  requireOwned(db, ENTRIES, companyId, id, noun);
/** The entry locked against other writers until the end of the write, or a 404. */
export const lockEntry = (db: Executor, companyId: bigint, id: bigint, noun: string) =>
  lockOwned(db, ENTRIES, companyId, id, noun);
export const countEntries = (db: Executor, companyId: bigint) => countOwned(db, ENTRIES, companyId);
export const insertEntry = (write: Write, row: NewOwnedRow<typeof ENTRIES>) => insertOwned(write, ENTRIES, row);
export const updateEntry = (db: Executor, companyId: bigint, id: bigint, changes: OwnedChanges<typeof ENTRIES>) =>
  updateOwned(db, ENTRIES, companyId, id, changes);
export const deleteEntry = (write: Write, companyId: bigint, id: bigint) => deleteOwned(write, ENTRIES, companyId, id);
/** Marks the entry changed now: a write to its lines. */
export const touchEntry = (db: Executor, companyId: bigint, id: bigint) => touchOwned(db, ENTRIES, companyId, id);
