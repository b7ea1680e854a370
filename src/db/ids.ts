import { sql } from 'kysely';
import { type Executor, isPostgres } from './database.js';
import { precompiled } from './precompiled.js';

const drawFromSequence = precompiled(1, (db: Executor, count: number) =>
  db
    .selectFrom(sql<{ n: number }>`generate_series(1, ${count})`.as('series'))
    .select(sql<bigint>`nextval('record_id_sequence')`.as('id'))
    .orderBy('id'),
);

const drawFromCounter = precompiled(1, (db: Executor, count: bigint) =>
  db
    .updateTable('record_ids')
    .set((eb) => ({ last_id: eb('last_id', '+', count) }))
    .returning('last_id'),
);

/**
 * Draws `count` new record ids, unique across the installation, in ascending order (see Write.newIds).
 * PostgreSQL draws ids from a sequence, which holds no lock until the commit; SQLite, whose writers
 * take turns anyway, counts them in one row.
 */
export async function drawIds(db: Executor, count: number): Promise<bigint[]> {
  if (isPostgres(db)) return (await drawFromSequence(db, count)).map((row) => row.id);
  const [{ last_id }] = (await drawFromCounter(db, BigInt(count))) as [{ last_id: bigint }];
  return Array.from({ length: count }, (_, index) => last_id - BigInt(count - 1 - index));
}
