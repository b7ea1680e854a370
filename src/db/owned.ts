import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { getOrAdd } from '../shared/collections.js';
import { notFound } from '../shared/errors.js';
import { databaseNow, newRecordTimestamps } from './clock.js';
import { type CountedTable, isCounted, isTimestamped, type TimestampedTable } from './company-tables.js';
import { type Executor, isPostgres, readConsistently, readTogether } from './database.js';
import type { NewOwnedRow, OwnedChanges, OwnedRow, OwnedTable } from './owned-rows.js';
import type { Page } from './page.js';
import { precompiled, precompiledForList, precompiledForPage, rowInserter } from './precompiled.js';
import { addToRecordCount, recordCount } from './record-counts.js';
import type { Write } from './write.js';

/** A page of a query's rows in the order of their ids (`id`, the column named, or an expression of it). */
export function inPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  idColumn: string | RawBuilder<unknown> = 'id',
): SelectQueryBuilder<DB, TB, O> {
  const id = typeof idColumn === 'string' ? sql.ref(idColumn) : idColumn;
  let paged = query.orderBy(id);
  if (page.after !== undefined) paged = paged.where(id, '>', page.after);
  if (page.limit !== undefined || page.offset) paged = paged.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
  if (page.offset) paged = paged.offset(page.offset);
  return paged;
}

// Kysely cannot type a query over a generic table name, so these queries see each table as one
// shape with the two key columns; every one of them is scoped by company.
type KeyOnly = Kysely<{ owned: { company_id: bigint; id: bigint } }>;
const anyOwned = (db: Executor) => db as unknown as KeyOnly;
const named = (table: OwnedTable) => table as unknown as 'owned';

const selectOwned = (db: Executor, table: OwnedTable, companyId: bigint, id: bigint) =>
  anyOwned(db).selectFrom(named(table)).selectAll().where('company_id', '=', companyId).where('id', '=', id);

/** The statements of rows by their keys, built once per table: read, read locked for the write, insert, lock, page. */
const statementsByTable = new Map<OwnedTable, ReturnType<typeof keyStatements>>();

const keyStatements = (table: OwnedTable) => ({
  find: precompiled(2, (db: Executor, companyId: bigint, id: bigint) => selectOwned(db, table, companyId, id)),
  lock: precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
    selectOwned(db, table, companyId, id).forNoKeyUpdate(),
  ),
  insert: rowInserter(table, (insert) => insert.returningAll()),
  lockAll: precompiledForList((db: Executor, companyId: bigint, ids: readonly bigint[]) =>
    anyOwned(db)
      .selectFrom(named(table))
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forNoKeyUpdate(),
  ),
  page: precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
    inPage(anyOwned(db).selectFrom(named(table)).selectAll().where('company_id', '=', companyId), page),
  ),
});

const statementsOf = (table: OwnedTable) => getOrAdd(statementsByTable, table, () => keyStatements(table));

/** The row, read as reads of a few rows are (see readTogether). */
export async function findOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
): Promise<OwnedRow<T> | undefined> {
  const [rows] = await readTogether(db, [statementsOf(table).find.bound(db, companyId, id)]);
  return rows?.[0] as OwnedRow<T> | undefined;
}

/** One page of the company's rows, by id. */
export async function listOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  page: Page = {},
): Promise<OwnedRow<T>[]> {
  return (await statementsOf(table).page(db, companyId, page)) as OwnedRow<T>[];
}

/** How many rows the company has in a table that the list calls count. */
export const countOwned = (db: Executor | Write, table: CountedTable, companyId: bigint) =>
  recordCount(db, companyId, table);

/**
 * Inserts one row and answers it as stored, a record with its timestamps; a row of a counted table
 * moves its count in the same transaction.
 */
export async function insertOwned<T extends OwnedTable>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
): Promise<OwnedRow<T>> {
  return (await insertWith(write, table, row, statementsOf(table).insert)) as OwnedRow<T>;
}

type UniqueColumn = 'invoice_number' | 'credit_note_number' | 'quote_number';
const insertsUnlessTaken = new Map<string, ReturnType<typeof rowInserter>>();

/**
 * As insertOwned, but a row whose `unique` value another row of the company already has is not
 * written: answers undefined, in the same statement that would have written it.
 */
export async function insertOwnedUnlessTaken<T extends OwnedTable>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
  unique: UniqueColumn,
): Promise<OwnedRow<T> | undefined> {
  const insert = getOrAdd(insertsUnlessTaken, `${table}.${unique}`, () =>
    rowInserter(table, (statement) =>
      statement.onConflict((conflict) => conflict.columns(['company_id', unique as never]).doNothing()).returningAll(),
    ),
  );
  return (await insertWith(write, table, row, insert)) as OwnedRow<T> | undefined;
}

async function insertWith<T extends OwnedTable>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
  insert: (db: Executor, rows: readonly Record<string, unknown>[]) => Promise<unknown[]>,
): Promise<OwnedRow<OwnedTable> | undefined> {
  const values = isTimestamped(table) ? { ...row, ...newRecordTimestamps(write.trx) } : row;
  const [stored] = (await insert(write.trx, [values as Record<string, unknown>])) as (
    | OwnedRow<OwnedTable>
    | undefined
  )[];
  if (stored && isCounted(table)) addToRecordCount(write, stored.company_id, table, 1n);
  return stored;
}

/** Writes changes to one row and answers it as stored; a record is marked changed now. */
export async function updateOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  changes: OwnedChanges<T>,
): Promise<OwnedRow<T>> {
  const values = isTimestamped(table) ? { ...changes, updated_at: databaseNow(db) } : changes;
  const stored = await anyOwned(db)
    .updateTable(named(table))
    .set(values as never)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return stored as OwnedRow<T>;
}

/**
 * Marks a record changed now: for a write to its parts (the lines of a journal entry) that leaves
 * its own columns as they are.
 */
export async function touchOwned(db: Executor, table: TimestampedTable, companyId: bigint, id: bigint): Promise<void> {
  await updateOwned(db, table, companyId, id, {});
}

/** Deletes one row; a row of a counted table moves its count in the same transaction. */
export async function deleteOwned(write: Write, table: OwnedTable, companyId: bigint, id: bigint): Promise<void> {
  const { numDeletedRows } = await anyOwned(write.trx)
    .deleteFrom(named(table))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (isCounted(table) && numDeletedRows > 0n) addToRecordCount(write, companyId, table, -numDeletedRows);
}

/** The row, or a 404 that reads the same whether the id is unknown or another company's. */
export async function requireOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  noun: string,
): Promise<OwnedRow<T>> {
  const row = await findOwned(db, table, companyId, id);
  if (!row) throw notFound(noun, id);
  return row;
}

/**
 * The row, locked against other writers until the end of the write transaction, or a 404: a write
 * reads what it changes this way, so that two writes to one record take turns (PostgreSQL; SQLite's
 * writers always do).
 */
export async function lockOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  noun: string,
): Promise<OwnedRow<T>> {
  const [row] = await statementsOf(table).lock(db, companyId, id);
  if (!row) throw notFound(noun, id);
  return row as OwnedRow<T>;
}

/**
 * Locks the company's rows with these ids against other writers until the end of the write
 * transaction, in id order, so that two writes locking overlapping sets cannot deadlock. Read what
 * the rows hold after this, in another statement: a statement that waited for a lock still sees
 * what was committed before it began. SQLite needs none of it: its writers take turns.
 */
export async function lockOwnedRows(db: Executor, table: OwnedTable, companyId: bigint, ids: bigint[]): Promise<void> {
  if (isPostgres(db)) await statementsOf(table).lockAll(db, companyId, ids);
}

/** A page of rows with the count of all of them, read in one transaction so that the two agree. */
export async function pageOwned<T extends OwnedTable & CountedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  page: Page,
): Promise<{ rows: OwnedRow<T>[]; total: number }> {
  const read = async (executor: Executor) => ({
    rows: await listOwned(executor, table, companyId, page),
    total: await countOwned(executor, table, companyId),
  });
  return readConsistently(db, read);
}
