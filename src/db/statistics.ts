import type { Database } from './database.js';
import { storeOf } from './store.js';

/** How many rows a write adds before the planner's statistics of what it grew are gathered at once. */
export const BULK_ROWS = 1000;

/**
 * Gathers the planner's statistics of `tables` once a bulk write has committed, rather than when
 * SQLite's hourly optimize or PostgreSQL's autovacuum gets to them: until then a plan may take the
 * grown tables for the few rows they held (SQLite's optimize finds for itself what grew, within its
 * time budget). Statistics only guide the planner: a failure is passed to `warn`, never thrown.
 */
export async function refreshStatistics(
  db: Database,
  tables: readonly string[],
  warn: (error: unknown) => void,
): Promise<void> {
  try {
    await storeOf(db).gatherStatistics(tables);
  } catch (error) {
    warn(error);
  }
}
