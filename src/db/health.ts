import type { Executor } from './database.js';
import { storeOf } from './store.js';

/**
 * A round trip to the database that reads nothing: throws when it does not answer. It waits for no
 * report: on SQLite a report's read holds the process's reader across its statements.
 */
export async function pingDatabase(db: Executor): Promise<void> {
  await storeOf(db).ping();
}
