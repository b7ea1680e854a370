import { type InsertQueryBuilder, type InsertResult, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import { databaseNow, newRecordTimestamps } from '../db/clock.js';
import { type Executor, isPostgres, readConsistently } from '../db/database.js';
import { countOf, idsInPage } from '../db/filtered.js';
import { findOwned, inPage, insertOwned, lockOwned, lockOwnedRows, updateOwned } from '../db/owned.js';
import type { NewOwnedRow, OwnedRow, OwnedTable } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import type { Tables } from '../db/tables.js';
import type { Write } from '../db/write.js';
import type { BankRecordSource } from './bank-movement-repository.js';

export type ImportRow = OwnedRow<'bank_statement_imports'>;
export type LineRow = OwnedRow<'bank_statement_lines'>;
export type ReconciliationRow = OwnedRow<'bank_reconciliations'>;
type LineStatus = LineRow['status'];
export type NewLine = Omit<NewOwnedRow<'bank_statement_lines'>, 'id' | 'company_id' | 'import_id' | 'bank_account_id'>;

export const insertImport = (write: Write, row: NewOwnedRow<'bank_statement_imports'>) =>
  insertOwned(write, 'bank_statement_imports', row);

export const setImportCounts = (db: Executor, companyId: bigint, id: bigint, imported: number, skipped: number) =>
  updateOwned(db, 'bank_statement_imports', companyId, id, { lines_imported: imported, duplicates_skipped: skipped });

export const findImport = (db: Executor, companyId: bigint, bankAccountId: bigint, id: bigint) =>
  findOwned(db, 'bank_statement_imports', companyId, id).then((row) =>
    row?.bank_account_id === bankAccountId ? row : undefined,
  );

export const findProfile = (db: Executor, companyId: bigint, id: bigint) =>
  findOwned(db, 'bank_statement_profiles', companyId, id);

export const lockImport = (db: Executor, companyId: bigint, id: bigint) =>
  lockOwned(db, 'bank_statement_imports', companyId, id, 'Bank statement import');

export async function pageImports(db: Executor, companyId: bigint, bankAccountId: bigint, page: Page) {
  return readConsistently(db, async (trx) => {
    const ofBank = trx
      .selectFrom('bank_statement_imports')
      .where('company_id', '=', companyId)
      .where('bank_account_id', '=', bankAccountId);
    const rows = await inPage(ofBank.selectAll(), page).execute();
    const { count } = await ofBank.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return { rows, total: Number(count) };
  });
}

/**
 * Writes the lines that the bank account does not hold yet: a line whose identity is already held
 * (from an earlier import, or from another import committing at the same moment) is skipped by the
 * unique key, not read first. Answers how many were written, and the earliest date among them.
 */
export async function insertNewLines(
  write: Write,
  companyId: bigint,
  bankAccountId: bigint,
  importId: bigint,
  lines: readonly NewLine[],
): Promise<{ inserted: number; earliest: string | undefined }> {
  const ids = await write.newIds(lines.length);
  const owner = { companyId, bankAccountId, importId };
  const written = isPostgres(write.trx)
    ? await insertAsColumns(write.trx, owner, lines, ids)
    : await insertInChunks(write.trx, owner, lines, ids);
  let earliest: string | undefined;
  for (const { date } of written) if (earliest === undefined || date < earliest) earliest = date;
  return { inserted: written.length, earliest };
}

interface LinesOwner {
  companyId: bigint;
  bankAccountId: bigint;
  importId: bigint;
}

/** SQLite: rows of values, 500 lines a statement (its limit of 32,766 values a statement). */
async function insertInChunks(db: Executor, owner: LinesOwner, lines: readonly NewLine[], ids: bigint[]) {
  const written: { date: string }[] = [];
  for (const [index, chunk] of chunks(lines, 500).entries()) {
    const rows = chunk.map((line, offset) => ({
      ...line,
      company_id: owner.companyId,
      id: ids[index * 500 + offset] as bigint,
      bank_account_id: owner.bankAccountId,
      import_id: owner.importId,
      ...newRecordTimestamps(db),
    }));
    written.push(...(await skippingHeld(db.insertInto('bank_statement_lines').values(rows)).execute()));
  }
  return written;
}

/**
 * PostgreSQL: every line in one statement, each column sent as one array and unnested: a statement
 * of a few parameters, planned at once, where rows of values made 500 lines a statement of 8,000
 * parameters to parse and plan, and took seconds for a statement of 10,000 lines.
 */
function insertAsColumns(db: Executor, owner: LinesOwner, lines: readonly NewLine[], ids: bigint[]) {
  const column = <Name extends keyof NewLine>(name: Name) => lines.map((line) => line[name] ?? null);
  const now = databaseNow(db);
  const insert = db
    .insertInto('bank_statement_lines')
    .columns([
      'company_id',
      'bank_account_id',
      'import_id',
      'created_at',
      'updated_at',
      'id',
      'date',
      'amount',
      'description',
      'reference',
      'counterparty_name',
      'counterparty_account',
      'bank_id',
      'identity',
      'status',
      'reconciliation_id',
    ])
    .expression(
      sql`select ${owner.companyId}::bigint, ${owner.bankAccountId}::bigint, ${owner.importId}::bigint, ${now}, ${now}, line.*
        from unnest(${ids}::bigint[], ${column('date')}::date[], ${column('amount')}::bigint[],
          ${column('description')}::text[], ${column('reference')}::text[], ${column('counterparty_name')}::text[],
          ${column('counterparty_account')}::text[], ${column('bank_id')}::text[], ${column('identity')}::text[],
          ${column('status')}::text[], ${column('reconciliation_id')}::bigint[]) as line`,
    );
  return skippingHeld(insert).execute();
}

/** A line whose identity the bank account holds already is skipped; the date of each line written comes back. */
const skippingHeld = (insert: InsertQueryBuilder<Tables, 'bank_statement_lines', InsertResult>) =>
  insert
    .onConflict((conflict) => conflict.columns(['company_id', 'bank_account_id', 'identity']).doNothing())
    .returning('date');

export async function deleteImportWithLines(write: Write, companyId: bigint, importId: bigint): Promise<void> {
  await write.trx
    .deleteFrom('bank_statement_lines')
    .where('company_id', '=', companyId)
    .where('import_id', '=', importId)
    .execute();
  await write.trx
    .deleteFrom('bank_statement_imports')
    .where('company_id', '=', companyId)
    .where('id', '=', importId)
    .execute();
}

/** Locks the import's lines against other writers (a match) until the end of the write. */
export async function lockLinesOfImport(db: Executor, companyId: bigint, importId: bigint): Promise<void> {
  if (!isPostgres(db)) return;
  await db
    .selectFrom('bank_statement_lines')
    .select('id')
    .where('company_id', '=', companyId)
    .where('import_id', '=', importId)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** The lines of an import that may not go with it: matched, or closed by a reconciliation. */
export const heldLinesOfImport = (db: Executor, companyId: bigint, importId: bigint) =>
  db
    .selectFrom('bank_statement_lines')
    .select(['id', 'status', 'reconciliation_id'])
    .where('company_id', '=', companyId)
    .where('import_id', '=', importId)
    .where((eb) => eb.or([eb('status', '=', 'matched'), eb('reconciliation_id', 'is not', null)]))
    .orderBy('id')
    .limit(10)
    .execute();

/** The date of the bank account's latest reconciliation, the last day its statement is closed to change. */
export const lastReconciliation = (db: Executor, companyId: bigint, bankAccountId: bigint) =>
  db
    .selectFrom('bank_reconciliations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('bank_account_id', '=', bankAccountId)
    .orderBy('statement_date', 'desc')
    .limit(1)
    .executeTakeFirst();

export interface LineFilter {
  status?: LineStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Bounds of the signed amount, in minor units, both included. */
  amountFrom?: bigint | undefined;
  amountTo?: bigint | undefined;
  importId?: bigint | undefined;
}

const linesOf = (db: Executor, companyId: bigint, bankAccountId: bigint, filter: LineFilter) => {
  let query = db
    .selectFrom('bank_statement_lines')
    .where('company_id', '=', companyId)
    .where('bank_account_id', '=', bankAccountId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from) query = query.where('date', '>=', filter.from);
  if (filter.to) query = query.where('date', '<=', filter.to);
  if (filter.amountFrom !== undefined) query = query.where('amount', '>=', filter.amountFrom);
  if (filter.amountTo !== undefined) query = query.where('amount', '<=', filter.amountTo);
  if (filter.importId !== undefined) query = query.where('import_id', '=', filter.importId);
  return query;
};

/**
 * Whether the lines are read in id order: the lines of an amount or of an import are found by its
 * index and sorted by id after (see idsInPage).
 */
const inIdOrder = (filter: LineFilter) =>
  filter.amountFrom === undefined && filter.amountTo === undefined && filter.importId === undefined;

export async function pageLines(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  filter: LineFilter,
  page: Page,
) {
  return readConsistently(db, async (trx) => {
    const filtered = linesOf(trx, companyId, bankAccountId, filter);
    const rows = await idsInPage(filtered.selectAll(), page, 'id', inIdOrder(filter)).execute();
    return { rows, total: await countOf(filtered) };
  });
}

/** The lines dated up to `date` that are neither matched nor excluded, in date order. */
export const unmatchedLinesThrough = (db: Executor, companyId: bigint, bankAccountId: bigint, date: string) =>
  linesOf(db, companyId, bankAccountId, { status: 'unmatched', to: date })
    .selectAll()
    .orderBy('date')
    .orderBy('id')
    .execute();

export async function findLine(db: Executor, companyId: bigint, bankAccountId: bigint, id: bigint) {
  const row = await findOwned(db, 'bank_statement_lines', companyId, id);
  return row?.bank_account_id === bankAccountId ? row : undefined;
}

export const lockLine = (db: Executor, companyId: bigint, id: bigint) =>
  lockOwned(db, 'bank_statement_lines', companyId, id, 'Bank statement line');

export const setLineStatus = (db: Executor, companyId: bigint, id: bigint, status: LineStatus) =>
  updateOwned(db, 'bank_statement_lines', companyId, id, { status });

/** The matches of the lines, in the order they were made. */
export async function matchesOfLines(db: Executor, companyId: bigint, lineIds: readonly bigint[]) {
  if (lineIds.length === 0) return [];
  return db
    .selectFrom('bank_statement_matches')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('line_id', 'in', lineIds)
    .orderBy('line_id')
    .orderBy('id')
    .execute();
}

export async function insertMatches(write: Write, rows: readonly NewOwnedRow<'bank_statement_matches'>[]) {
  for (const chunk of chunks(rows)) await write.trx.insertInto('bank_statement_matches').values(chunk).execute();
}

export async function deleteMatchesOfLine(db: Executor, companyId: bigint, lineId: bigint): Promise<void> {
  await db
    .deleteFrom('bank_statement_matches')
    .where('company_id', '=', companyId)
    .where('line_id', '=', lineId)
    .execute();
}

/** The matches of a record of the books, each with its line's bank account and reconciliation. */
export const matchesOfRecord = (db: Executor, companyId: bigint, recordType: string, recordId: bigint) =>
  db
    .selectFrom('bank_statement_matches as m')
    .innerJoin('bank_statement_lines as l', (join) =>
      join.onRef('l.company_id', '=', 'm.company_id').onRef('l.id', '=', 'm.line_id'),
    )
    .innerJoin('bank_accounts as b', (join) =>
      join.onRef('b.company_id', '=', 'm.company_id').onRef('b.id', '=', 'm.bank_account_id'),
    )
    .select(['m.line_id', 'm.amount', 'm.bank_account_id', 'b.ledger_account_id', 'b.currency', 'l.reconciliation_id'])
    .where('m.company_id', '=', companyId)
    .where('m.record_type', '=', recordType)
    .where('m.record_id', '=', recordId)
    .execute();

export async function insertReconciliation(write: Write, row: NewOwnedRow<'bank_reconciliations'>) {
  return insertOwned(write, 'bank_reconciliations', row);
}

/** Closes the bank account's lines dated up to the statement date, matched or excluded, with the reconciliation. */
export async function closeLines(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  reconciliationId: bigint,
  date: string,
) {
  await db
    .updateTable('bank_statement_lines')
    .set({ reconciliation_id: reconciliationId, updated_at: databaseNow(db) })
    .where('company_id', '=', companyId)
    .where('bank_account_id', '=', bankAccountId)
    .where('date', '<=', date)
    .where('reconciliation_id', 'is', null)
    .execute();
}

export async function deleteReconciliation(write: Write, companyId: bigint, id: bigint): Promise<void> {
  await write.trx
    .updateTable('bank_statement_lines')
    .set({ reconciliation_id: null, updated_at: databaseNow(write.trx) })
    .where('company_id', '=', companyId)
    .where('reconciliation_id', '=', id)
    .execute();
  await write.trx.deleteFrom('bank_reconciliations').where('company_id', '=', companyId).where('id', '=', id).execute();
}

/** The date of the bank account's earliest statement line: the books before it are the balance brought forward. */
export async function firstLineDate(db: Executor, companyId: bigint, bankAccountId: bigint) {
  const row = await db
    .selectFrom('bank_statement_lines')
    .select('date')
    .where('company_id', '=', companyId)
    .where('bank_account_id', '=', bankAccountId)
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
  return row?.date;
}

const RECORD_TABLES = {
  CLIENT_PAYMENT: 'client_payments',
  SUPPLIER_PAYMENT: 'supplier_payments',
  CLIENT_REFUND: 'client_refunds',
  SUPPLIER_REFUND: 'supplier_refunds',
  BANK_TRANSFER: 'bank_transfers',
  MANUAL_JOURNAL_ENTRY: 'manual_journal_entries',
} as const satisfies Record<BankRecordSource, OwnedTable>;

/** Locks the records against other writers until the end of the write, so that none changes while it is matched. */
export async function lockBankRecords(db: Executor, companyId: bigint, type: BankRecordSource, ids: bigint[]) {
  await lockOwnedRows(db, RECORD_TABLES[type], companyId, ids);
}

/** Which of these records a line of the bank account already stands for. */
export async function matchedAmong(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  records: readonly { sourceType: BankRecordSource; sourceId: bigint }[],
) {
  if (records.length === 0) return [];
  return db
    .selectFrom('bank_statement_matches')
    .select(['record_type', 'record_id', 'line_id'])
    .where('company_id', '=', companyId)
    .where('bank_account_id', '=', bankAccountId)
    .where((eb) =>
      eb.or(
        records.map((record) =>
          eb.and([eb('record_type', '=', record.sourceType), eb('record_id', '=', record.sourceId)]),
        ),
      ),
    )
    .execute();
}

export const reconciliationsOf = (db: Executor, companyId: bigint, bankAccountId: bigint) =>
  db
    .selectFrom('bank_reconciliations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('bank_account_id', '=', bankAccountId)
    .orderBy('statement_date')
    .execute();

/** The bank account's unmatched lines, oldest first. */
export const unmatchedLines = (db: Executor, companyId: bigint, bankAccountId: bigint) =>
  linesOf(db, companyId, bankAccountId, { status: 'unmatched' }).selectAll().orderBy('date').orderBy('id').execute();

/** Locks the lines against other writers until the end of the write, and answers those still unmatched. */
export async function lockUnmatchedLines(db: Executor, companyId: bigint, ids: bigint[]): Promise<Set<bigint>> {
  const still = new Set<bigint>();
  for (const chunk of chunks(ids)) {
    await lockOwnedRows(db, 'bank_statement_lines', companyId, chunk);
    const rows = await db
      .selectFrom('bank_statement_lines')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', chunk)
      .where('status', '=', 'unmatched')
      .execute();
    for (const row of rows) still.add(row.id);
  }
  return still;
}

export async function setLinesMatched(db: Executor, companyId: bigint, ids: readonly bigint[]): Promise<void> {
  for (const chunk of chunks(ids)) {
    await db
      .updateTable('bank_statement_lines')
      .set({ status: 'matched', updated_at: databaseNow(db) })
      .where('company_id', '=', companyId)
      .where('id', 'in', chunk)
      .execute();
  }
}

/** What the bank account's lines set aside (excluded) up to `date` add up to. */
export async function excludedTotalThrough(db: Executor, companyId: bigint, bankAccountId: bigint, date: string) {
  const { total } = await linesOf(db, companyId, bankAccountId, { status: 'excluded', to: date })
    .select((eb) => eb.cast<bigint | null>(eb.fn.sum<bigint>('amount'), 'bigint').as('total'))
    .executeTakeFirstOrThrow();
  return total ?? 0n;
}
