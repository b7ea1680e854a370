import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * On PostgreSQL, record ids come from a sequence, which several processes draw from without waiting
 * for each other's commits; SQLite, whose writers take turns, keeps counting in `record_ids`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence record_id_sequence as bigint`.execute(db);
  await sql`select setval('record_id_sequence', (select last_id + 1 from record_ids), false)`.execute(db);
  await collateTextBytewise(db);
}
