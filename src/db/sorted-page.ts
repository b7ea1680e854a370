import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isById, type ListSort } from '../shared/list-sorts.js';
import { type Executor, isPostgres } from './database.js';
import { idsInPage } from './filtered.js';
import type { Page } from './page.js';

/*
 * Pages of a list in the order of a sort, ties by id in the same direction, each after the record
 * of the cursor in that order; an index of the company's rows by the key, then the id, reads them.
 */

/** A key of a sort, as SQL over the sorted rows read as an alias. */
export interface SortValue {
  of: (alias: string) => RawBuilder<unknown>;
  /** An expression rather than a column (see afterCursor). */
  expression: boolean;
}

export const columnOf = (name: string): SortValue => ({
  of: (alias) => sql.ref(`${alias}.${name}`),
  expression: false,
});

/** A list that sorts: the table of its rows, the alias its queries read them as, and the SQL of each key. */
export interface SortedList<Key extends string> {
  table: string;
  alias: string;
  valueOf: (key: Key) => SortValue;
}

/**
 * How the rows a list's filters let through are found: by no filter (the index of the sort reads
 * the company's rows), by the index of an equality (in id order), or by the index of a range (out
 * of order, to be sorted).
 */
export type FilteredBy = 'nothing' | 'equality' | 'range';

const directionOf = (sort: ListSort<string>) => (sort.descending ? sql`desc` : sql`asc`);

type Term = (value: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * How a term of the order is written where the rows are found by another index (by their ids, by
 * a filter's) than the sort's: on SQLite a unary + keeps it from the sort's index, by which SQLite
 * would otherwise read every row of the company in order and pass over the others. PostgreSQL
 * weighs the indexes by its statistics, and has no unary + for dates and text.
 */
const termOf = (db: Executor, byIndexOfSort: boolean): Term =>
  byIndexOfSort || isPostgres(db) ? (value) => value : (value) => sql`+${value}`;

/** `query` over the rows of `list` read as `alias`, in the order of `sort`, ties by id. */
function inSortOrder<DB, TB extends keyof DB, O, Key extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: SortedList<Key>,
  sort: ListSort<Key>,
  term: Term,
  alias: string,
): SelectQueryBuilder<DB, TB, O> {
  const ordered = query.orderBy(sql`${term(list.valueOf(sort.key).of(alias))} ${directionOf(sort)}`);
  return sort.key === 'id' ? ordered : ordered.orderBy(sql`${term(sql.ref(`${alias}.id`))} ${directionOf(sort)}`);
}

/**
 * `query` over the rows of a page of `list`, found by their ids and read as `alias`, in the order
 * of `sort`: by id, as the primary key finds them.
 */
export const inPageOrder = <DB, TB extends keyof DB, O, Key extends string>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
  list: SortedList<Key>,
  sort: ListSort<Key>,
  alias = list.alias,
): SelectQueryBuilder<DB, TB, O> => inSortOrder(query, list, sort, termOf(db, sort.key === 'id'), alias);

/**
 * The ids of a page of the company's rows of `list` that `ids` selects (read as the list's alias),
 * in the order of `sort`. Filtered, the filter's index finds the rows, sorted after: a filter worth
 * giving lets through few of the company's rows.
 */
export function sortedPageIds<DB, TB extends keyof DB, O, Key extends string>(
  db: Executor,
  ids: SelectQueryBuilder<DB, TB, O>,
  list: SortedList<Key>,
  companyId: bigint,
  page: Page,
  sort: ListSort<Key>,
  filteredBy: FilteredBy,
): SelectQueryBuilder<DB, TB, O> {
  const byIndexOfSort = filteredBy === 'nothing' || (sort.key === 'id' && filteredBy === 'equality');
  if (isById(sort)) return idsInPage(ids, page, `${list.alias}.id`, byIndexOfSort);
  return inSortedPage(db, ids, list, companyId, page, sort, byIndexOfSort);
}

/**
 * A page of the company's rows of `list` that `query` reads, in the order of `sort`: after the row
 * `page.after` in that order, `(key, id) > (its key, its id)` (`<` descending), which the index of
 * the key and the id answers on both stores; by id, after any id. `byIndexOfSort` says whether the
 * index of the sort reads the page, or a filter's index finds its rows to be sorted after.
 */
function inSortedPage<DB, TB extends keyof DB, O, Key extends string>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
  list: SortedList<Key>,
  companyId: bigint,
  page: Page,
  sort: ListSort<Key>,
  byIndexOfSort: boolean,
): SelectQueryBuilder<DB, TB, O> {
  const term = termOf(db, byIndexOfSort);
  let paged = inSortOrder(query, list, sort, term, list.alias);
  if (page.after !== undefined) paged = paged.where(afterCursor(list, companyId, page.after, sort, term));
  if (page.limit !== undefined || page.offset) paged = paged.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
  if (page.offset) paged = paged.offset(page.offset);
  return paged;
}

/**
 * The rows after the row `afterId` in the order of `sort`, its key read by a subquery. SQLite
 * seeks a row value by an index of columns only: after a key that is an expression, the index is
 * sought by the key alone, and the ties before the cursor are read and passed over.
 */
function afterCursor<Key extends string>(
  list: SortedList<Key>,
  companyId: bigint,
  afterId: bigint,
  sort: ListSort<Key>,
  term: Term,
) {
  const after = sort.descending ? sql`<` : sql`>`;
  const id = term(sql.ref(`${list.alias}.id`));
  if (sort.key === 'id') return sql<SqlBool>`${id} ${after} ${afterId}`;
  const { of, expression } = list.valueOf(sort.key);
  const key = term(of(list.alias));
  const keyOfLast = sql`(select ${of('last_shown')} from ${sql.table(list.table)} as last_shown
    where last_shown.company_id = ${companyId} and last_shown.id = ${afterId})`;
  const afterLast = sql<SqlBool>`(${key}, ${id}) ${after} (${keyOfLast}, ${afterId})`;
  return expression ? sql<SqlBool>`${key} ${after}= ${keyOfLast} and ${afterLast}` : afterLast;
}
