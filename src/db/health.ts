import { sql } from 'kysely';
import type { Executor } from './database.js';

/** A round trip to the database that reads nothing: throws when it does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
