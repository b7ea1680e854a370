import { sql } from 'kysely';
import { compareBigints, compareText } from '../shared/collections.js';
import { chunks } from './chunks.js';
import { COUNTED_TABLES, type CountedTable } from './company-tables.js';
import type { Executor } from './database.js';
import { toSafeNumber } from './integers.js';
import { precompiled, rowInserter } from './precompiled.js';
import { readingHeld, type Statements, type Write } from './write.js';

type CountMove = { company_id: bigint; table_name: CountedTable; count: bigint };

/** How many rows of a counted table the company has, read from its count rather than by counting. */
export async function recordCount(db: Executor | Write, companyId: bigint, table: CountedTable): Promise<number> {
  const [row] = await selectCount(await readingHeld(db, 'record counts'), companyId, table);
  return toSafeNumber(row?.count ?? 0n);
}

const selectCount = precompiled(2, (db: Executor, companyId: bigint, table: CountedTable) =>
  db.selectFrom('record_counts').select('count').where('company_id', '=', companyId).where('table_name', '=', table),
);

/**
 * Moves a count by `delta` in the transaction of the write that added or removed the rows. The
 * moves of a transaction are held until just before it commits and written netted, in one statement
 * (see Write.hold): every create of a kind moves the company's one count of it, which stays
 * locked from its write to the commit.
 */
export function addToRecordCount(write: Write, companyId: bigint, table: CountedTable, delta: bigint): void {
  const move = { company_id: companyId, table_name: table, count: delta };
  const held = write.hold(
    'record counts',
    () => new Map<string, CountMove>(),
    (moves) => countStatements(write.trx, moves),
  );
  const key = `${companyId} ${table}`;
  const earlier = held.get(key);
  if (earlier) earlier.count += delta;
  else held.set(key, move);
}

function countStatements(db: Executor, held: Map<string, CountMove>): Statements {
  const moves = [...held.values()].filter((move) => move.count !== 0n).sort(inKeyOrder);
  return { queries: chunks(moves).map((chunk) => addToCount.bound(db, chunk)) };
}

/** By company, then table: writes that move the same counts lock them in the same order. */
const inKeyOrder = (a: CountMove, b: CountMove) =>
  compareBigints(a.company_id, b.company_id) || compareText(a.table_name, b.table_name);

/**
 * Locks the company's count of a table now, for the rest of the transaction: a write that will
 * count the table anew takes it before it writes, so that a write by others that its count cannot
 * see yet adds itself to the count only after it commits.
 */
export async function lockRecordCount(db: Executor, companyId: bigint, table: CountedTable): Promise<void> {
  await addToCount(db, [{ company_id: companyId, table_name: table, count: 0n }]);
}

const addToCount = rowInserter('record_counts', (insert) =>
  insert.onConflict((conflict) =>
    conflict
      .columns(['company_id', 'table_name'])
      .doUpdateSet((eb) => ({ count: eb('record_counts.count', '+', eb.ref('excluded.count')) })),
  ),
);

/** Sets every count of the company from its rows: after its books were written in bulk (an import). */
export async function countRecordsAnew(write: Write, companyId: bigint): Promise<void> {
  for (const table of COUNTED_TABLES) await countTableAnew(write, companyId, table);
}

/** Sets one count of the company from its rows: after a write in bulk that may have added some. */
export async function countTableAnew(write: Write, companyId: bigint, table: CountedTable): Promise<void> {
  await write.writeHeld('record counts');
  await sql`insert into record_counts (company_id, table_name, count)
    select ${companyId}, ${table}, count(*) from ${sql.table(table)} where company_id = ${companyId}
    on conflict (company_id, table_name) do update set count = excluded.count`.execute(write.trx);
}
