import type { Executor } from './database.js';

/** Takes the next `count` record ids of the installation and answers the first; call inside the write transaction. */
export async function allocateIds(db: Executor, count = 1): Promise<number> {
  const { last_id } = await db
    .updateTable('record_ids')
    .set((eb) => ({ last_id: eb('last_id', '+', count) }))
    .returning('last_id')
    .executeTakeFirstOrThrow();
  return Number(last_id) - count + 1;
}
