import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { CountedTable } from './company-tables.js';
import { type Executor, readConsistently } from './database.js';
import { inPage, pageOwned } from './owned.js';
import type { OwnedRow, OwnedTable } from './owned-rows.js';
import type { Page } from './page.js';

// Kysely cannot type a query over a generic table name: every table is seen as its two key columns.
type KeyOnly = Kysely<{ owned: { company_id: bigint; id: bigint } }>;

/** The company's rows of `table` that the conditions (over its columns) let through. */
export const selectFiltered = (
  db: Executor,
  table: OwnedTable,
  companyId: bigint,
  conditions: readonly RawBuilder<SqlBool>[],
) =>
  conditions.reduce(
    (query, condition) => query.where(condition),
    (db as unknown as KeyOnly).selectFrom(table as unknown as 'owned').where('company_id', '=', companyId),
  );

type Filtered = ReturnType<typeof selectFiltered>;

/**
 * The id order of a page of filtered rows (see inPage). Rows that an index of an equality finds in
 * id order are read `inIdOrder`; the rows of a range are found by the range's index and sorted by
 * id after: ordered or bounded by an id that an index could take, the page would have SQLite read
 * the company's rows by id instead (a unary + keeps a term from SQLite's indexes).
 */
export const idOrder = (inIdOrder: boolean, id = 'id') => (inIdOrder ? id : sql`+${sql.ref(id)}`);

/** How many rows the filters let through. */
export async function countFiltered(filtered: Filtered): Promise<number> {
  const { count } = await filtered
    .select((eb) => eb.fn.countAll<bigint | number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A page of the company's rows of `table` that the conditions let through, by id (see idOrder), and how many they let through, in one snapshot; without conditions, the page and
 * the count of every row.
 */
export async function pageFiltered<T extends OwnedTable & CountedTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  conditions: readonly RawBuilder<SqlBool>[],
  page: Page,
  inIdOrder: boolean,
): Promise<{ rows: OwnedRow<T>[]; total: number }> {
  if (conditions.length === 0) return pageOwned(db, table, companyId, page);
  return readConsistently(db, async (trx) => {
    const filtered = selectFiltered(trx, table, companyId, conditions);
    const rows = await inPage(filtered.selectAll(), page, idOrder(inIdOrder)).execute();
    return { rows: rows as OwnedRow<T>[], total: await countFiltered(filtered) };
  });
}

/** The conditions of the filters given: each stands beside its filter's value, undefined when not given. */
export const conditionsGiven = (conditions: readonly [unknown, RawBuilder<SqlBool>][]) =>
  conditions.filter(([value]) => value !== undefined).map(([, condition]) => condition);
