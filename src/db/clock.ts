import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from './database.js';

/**
 * The database's time as UTC text with milliseconds ("2026-11-23T05:05:12.345Z"), which sorts as it
 * runs: one clock for every process that writes to the books, whatever the hosts' clocks say. It is
 * the time the statement began, the same for every value of the statement, and not the time the
 * transaction began (PostgreSQL's now()): a write that waited for another's lock, in an earlier
 * statement, is stamped after the write it waited for.
 */
export const databaseNow = (db: Executor): RawBuilder<string> =>
  isPostgres(db)
    ? sql<string>`to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** The timestamps of a record made now: made and last changed at the database's time. */
export function newRecordTimestamps(db: Executor): { created_at: RawBuilder<string>; updated_at: RawBuilder<string> } {
  const now = databaseNow(db);
  return { created_at: now, updated_at: now };
}

/** The database's time `milliseconds` from now, as databaseNow writes it: when something falls due. */
export const databaseTimeIn = (db: Executor, milliseconds: number): RawBuilder<string> =>
  isPostgres(db)
    ? sql<string>`to_char((statement_timestamp() + cast(${milliseconds} as double precision) * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${milliseconds / 1000} seconds`})`;
