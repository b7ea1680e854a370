import { sql } from 'kysely';
import { COUNTED_TABLES, type CountedTable } from './company-tables.js';
import type { Executor } from './database.js';
import { toSafeNumber } from './integers.js';
import { rowInserter } from './precompiled.js';

/** How many rows of a counted table the company has, read from its count rather than by counting. */
export async function recordCount(db: Executor, companyId: bigint, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom('record_counts')
    .select('count')
    .where('company_id', '=', companyId)
    .where('table_name', '=', table)
    .executeTakeFirst();
  return toSafeNumber(row?.count ?? 0n);
}

/** Moves a count by `delta` in the transaction of the write that added or removed the rows. */
export async function addToRecordCount(db: Executor, companyId: bigint, table: CountedTable, delta: bigint) {
  await addToCount(db, [{ company_id: companyId, table_name: table, count: delta }]);
}

const addToCount = rowInserter('record_counts', (insert) =>
  insert.onConflict((conflict) =>
    conflict
      .columns(['company_id', 'table_name'])
      .doUpdateSet((eb) => ({ count: eb('record_counts.count', '+', eb.ref('excluded.count')) })),
  ),
);

/** Sets every count of the company from its rows: after its books were written in bulk (an import). */
export async function countRecordsAnew(db: Executor, companyId: bigint): Promise<void> {
  for (const table of COUNTED_TABLES) await countTableAnew(db, companyId, table);
}

/** Sets one count of the company from its rows: after a write in bulk that may have added some. */
export async function countTableAnew(db: Executor, companyId: bigint, table: CountedTable): Promise<void> {
  await sql`insert into record_counts (company_id, table_name, count)
    select ${companyId}, ${table}, count(*) from ${sql.table(table)} where company_id = ${companyId}
    on conflict (company_id, table_name) do update set count = excluded.count`.execute(db);
}
