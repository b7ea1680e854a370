import { type RawBuilder, sql } from 'kysely';
import type { DatabaseTransaction } from '../src/db/database.js';

/** Added to the ids of each copy's rows, times its number: far above the ids the calls make. */
export const ID_STEP = 1_000_000;

/**
 * Grows the books in bulk, beneath the API: `copies` copies of the company's rows of `table` that
 * `of` selects, the nth with its id raised by n × ID_STEP and the columns `changes` sets, if any
 * (where `n` is the copy's number).
 */
export async function copyRows(
  trx: DatabaseTransaction,
  companyId: bigint,
  copies: number,
  table: string,
  of: RawBuilder<unknown>,
  changes?: RawBuilder<unknown>,
): Promise<void> {
  await sql`create temporary table copies as
    with recursive copy(n) as (select 1 union all select n + 1 from copy where n < ${copies})
    select ${sql.table(table)}.*, copy.n from ${sql.table(table)} cross join copy
    where ${sql.table(table)}.company_id = ${companyId} and ${of}`.execute(trx);
  const renumbered = sql`id = id + cast(${ID_STEP} as bigint) * n`;
  await sql`update copies set ${sql.join([renumbered, ...(changes === undefined ? [] : [changes])])}`.execute(trx);
  await sql`alter table copies drop column n`.execute(trx);
  await sql`insert into ${sql.table(table)} select * from copies`.execute(trx);
  await sql`drop table copies`.execute(trx);
}
