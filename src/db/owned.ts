import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { notFound } from '../shared/errors.js';
import { type Executor, readConsistently } from './database.js';
import type { Tables } from './tables.js';

/** The tables whose rows belong to one company, keyed by (company_id, id). */
export type OwnedTable = {
  [Name in keyof Tables]: Tables[Name] extends { company_id: number; id: number } ? Name : never;
}[Exclude<keyof Tables, 'users'>];

export type OwnedRow<T extends OwnedTable> = Selectable<Tables[T]>;

export interface Page {
  limit?: number | undefined;
  offset?: number | undefined;
}

// Kysely cannot type a query over a generic table name, so these queries see each table as one
// shape with the two key columns; every one of them is scoped by company.
type KeyOnly = Kysely<{ owned: { company_id: number; id: number } }>;
const anyOwned = (db: Executor) => db as unknown as KeyOnly;
const named = (table: OwnedTable) => table as unknown as 'owned';

export async function findOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: number,
  id: number,
): Promise<OwnedRow<T> | undefined> {
  const row = await anyOwned(db)
    .selectFrom(named(table))
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as OwnedRow<T> | undefined;
}

/** One page of the company's rows, by id. */
export async function listOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: number,
  page: Page = {},
): Promise<OwnedRow<T>[]> {
  let query = anyOwned(db).selectFrom(named(table)).selectAll().where('company_id', '=', companyId).orderBy('id');
  if (page.limit !== undefined || page.offset) query = query.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
  if (page.offset) query = query.offset(page.offset);
  return (await query.execute()) as OwnedRow<T>[];
}

export async function countOwned(db: Executor, table: OwnedTable, companyId: number): Promise<number> {
  const { count } = await anyOwned(db)
    .selectFrom(named(table))
    .select((eb) => eb.fn.countAll().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertOwned<T extends OwnedTable>(db: Executor, table: T, row: Insertable<Tables[T]>) {
  await anyOwned(db)
    .insertInto(named(table))
    .values(row as never)
    .execute();
}

export async function updateOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: number,
  id: number,
  changes: Updateable<Tables[T]>,
): Promise<void> {
  await anyOwned(db)
    .updateTable(named(table))
    .set(changes as never)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteOwned(db: Executor, table: OwnedTable, companyId: number, id: number): Promise<void> {
  await anyOwned(db).deleteFrom(named(table)).where('company_id', '=', companyId).where('id', '=', id).execute();
}

/** The row, or a 404 that reads the same whether the id is unknown or another company's. */
export async function requireOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: number,
  id: number,
  noun: string,
): Promise<OwnedRow<T>> {
  const row = await findOwned(db, table, companyId, id);
  if (!row) throw notFound(noun, id);
  return row;
}

/** A page of rows with the count of all of them, read in one transaction so that the two agree. */
export async function pageOwned<T extends OwnedTable>(
  db: Executor,
  table: T,
  companyId: number,
  page: Page,
): Promise<{ rows: OwnedRow<T>[]; total: number }> {
  const read = async (executor: Executor) => ({
    rows: await listOwned(executor, table, companyId, page),
    total: await countOwned(executor, table, companyId),
  });
  return readConsistently(db, read);
}
