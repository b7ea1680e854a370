import { sql } from 'kysely';
import { type Executor, isPostgres } from './database.js';
import { precompiled } from './precompiled.js';

/** Ids a write transaction draws at once: enough for a document, its lines and its postings. */
const BLOCK = 16;

/** The ids a transaction has drawn and not yet handed out. */
const spare = new WeakMap<Executor, bigint[]>();

/**
 * Takes `count` new record ids, unique across the installation, in ascending order; call inside the
 * write transaction. A transaction draws them a block at a time, so that a document with its lines
 * and postings costs one statement for all its ids; the ids it leaves unused are never given again.
 */
export async function newIds(db: Executor, count: number): Promise<bigint[]> {
  if (count === 0) return [];
  if (!db.isTransaction) return drawIds(db, count);
  let ids = spare.get(db) ?? [];
  if (ids.length < count) ids = [...ids, ...(await drawIds(db, Math.max(count - ids.length, BLOCK)))];
  spare.set(db, ids.slice(count));
  return ids.slice(0, count);
}

/** One new record id. */
export async function newId(db: Executor): Promise<bigint> {
  const [id] = await newIds(db, 1);
  return id as bigint;
}

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
 * PostgreSQL draws ids from a sequence, which holds no lock until the commit; SQLite, whose writers
 * take turns anyway, counts them in one row.
 */
async function drawIds(db: Executor, count: number): Promise<bigint[]> {
  if (isPostgres(db)) return (await drawFromSequence(db, count)).map((row) => row.id);
  const [{ last_id }] = (await drawFromCounter(db, BigInt(count))) as [{ last_id: bigint }];
  return Array.from({ length: count }, (_, index) => last_id - BigInt(count - 1 - index));
}
