import { type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { CountedTable } from './company-tables.js';
import { type Executor, isPostgres, readConsistently } from './database.js';
import { inPage, pageOwned } from './owned.js';
import type { OwnedRow, OwnedTable } from './owned-rows.js';
import type { Page } from './page.js';

/*
 * Lists narrowed by filters: each filter a condition on the listed rows that one of their indexes
 * answers, the page of ids they let through, and how many they let through.
 */

export type Condition = RawBuilder<SqlBool>;

/** The conditions of the filters given: each pair is a filter's value and its condition. */
export const conditionsGiven = (filters: readonly [unknown, Condition][]): Condition[] =>
  filters.filter(([value]) => value !== undefined).map(([, condition]) => condition);

export const whereAll = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, conditions: Condition[]) =>
  conditions.reduce((filtered, condition) => filtered.where(condition), query);

/**
 * A page of the ids a filtered query selects, by `id` (the column named). Those that an index of an
 * equality finds in id order are paged in that order; those that the index of a range finds are
 * sorted by id after: ordered or bounded by an id that an index could take, the page would have
 * SQLite read every row of the company by id instead. A unary + keeps a term from SQLite's indexes.
 */
export const idsInPage = <DB, TB extends keyof DB, O>(
  ids: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  id: string,
  inIdOrder: boolean,
) => (inIdOrder ? inPage(ids, page, id) : inPage(ids, page, sql`+${sql.ref(id)}`));

/** How many rows a filtered query selects. */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const counted = await query
    .clearSelect()
    .select(sql<bigint | number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number((counted as { count: bigint | number | string }).count);
}

// Kysely cannot type a query over a generic table name: the listed rows are seen as `record` with their keys.
type Listed = Kysely<{ record: { company_id: bigint; id: bigint } }>;

/**
 * The company's rows of `table`, read as `record`, that the conditions let through. `foundByKey`
 * says that a condition finds the rows by their key, company and id: on SQLite a unary + keeps the
 * company's term from the indexes, which without statistics would have SQLite read every row of
 * the company through an index that holds the columns the query reads, and probe the condition.
 */
export const filteredRows = (
  db: Executor,
  table: string,
  companyId: bigint,
  conditions: Condition[],
  foundByKey = false,
) => {
  const company = companyColumn(db, 'record.company_id', foundByKey);
  return whereAll(
    (db as unknown as Listed).selectFrom(`${table} as record` as 'record').where(company, '=', companyId),
    conditions,
  );
};

/** The company's column of a filtered query, kept from the indexes on SQLite when a condition finds the rows by their key (see filteredRows). */
export const companyColumn = (db: Executor, column: string, foundByKey: boolean) =>
  foundByKey && !isPostgres(db) ? sql<bigint>`+${sql.ref(column)}` : sql.ref<bigint>(column);

/** The ids of the company's rows of `table`, read as `record`, that the conditions let through (see filteredRows). */
export const filteredIds = (
  db: Executor,
  table: string,
  companyId: bigint,
  conditions: Condition[],
  foundByKey = false,
) => filteredRows(db, table, companyId, conditions, foundByKey).select('record.id');

/**
 * A page of the company's rows of `table` that the conditions let through (see idsInPage), and how
 * many they let through, on one snapshot; without conditions, the page and the count of every row.
 */
export async function pageFiltered<T extends OwnedTable & CountedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  conditions: Condition[],
  page: Page,
  inIdOrder: boolean,
): Promise<{ rows: OwnedRow<T>[]; total: number }> {
  if (conditions.length === 0) return pageOwned(db, table, companyId, page);
  return readConsistently(db, async (trx) => {
    const filtered = filteredRows(trx, table, companyId, conditions);
    const rows = await idsInPage(filtered.selectAll('record'), page, 'record.id', inIdOrder).execute();
    return { rows: rows as OwnedRow<T>[], total: await countOf(filtered) };
  });
}

/** The column of the listed rows, read as `record`. */
export const recordColumn = (name: string) => sql.ref(`record.${name}`);

/**
 * Whether any of `columns` contains `text`. Only the letters A to Z are folded, on both stores
 * alike: SQLite's lower() folds no others, nor PostgreSQL's under the bytewise collation of its
 * text columns; the text is folded here so that PostgreSQL does not fold it under another. `%`,
 * `_` and `\` in the text are the characters themselves.
 */
export function containsText(columns: RawBuilder<unknown>[], text: string): Condition {
  const folded = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const pattern = `%${folded.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
