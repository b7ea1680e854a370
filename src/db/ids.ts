import { sql } from 'kysely';
import { type Executor, isPostgres } from './database.js';

/**
 * Takes `count` new record ids, unique across the installation; call inside the write transaction.
 * PostgreSQL draws them from a sequence, which holds no lock until the commit; SQLite, whose writers
 * take turns anyway, counts them in one row.
 */
export async function newIds(db: Executor, count: number): Promise<bigint[]> {
  if (count === 0) return [];
  if (isPostgres(db)) {
    const { rows } = await sql<{ id: bigint }>`select nextval('record_id_sequence') as id
      from generate_series(1, ${count}) order by id`.execute(db);
    return rows.map((row) => row.id);
  }
  const { last_id } = await db
    .updateTable('record_ids')
    .set((eb) => ({ last_id: eb('last_id', '+', BigInt(count)) }))
    .returning('last_id')
    .executeTakeFirstOrThrow();
  return Array.from({ length: count }, (_, index) => last_id - BigInt(count - 1 - index));
}

/** One new record id. */
export async function newId(db: Executor): Promise<bigint> {
  const [id] = await newIds(db, 1);
  return id as bigint;
}
