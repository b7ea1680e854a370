import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from './database.js';

/**
 * The database's time as UTC text with milliseconds ("2026-11-23T05:05:12.345Z"), which sorts as it
 * runs: one clock for every process that writes to the books, whatever the hosts' clocks say. It is
 * the time of the statement, not of the transaction's start (PostgreSQL's now()): a write that waited
 * for another's lock is stamped after the write it waited for.
 */
export const databaseNow = (db: Executor): RawBuilder<string> =>
  isPostgres(db)
    ? sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
