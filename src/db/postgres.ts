import { PostgresDialect } from 'kysely';
import pg from 'pg';

export interface PostgresOptions {
  url: string;
  poolSize: number;
}

const { builtins } = pg.types;

/**
 * Values as the row types declare them, the same as the embedded store answers: int8 as an exact
 * bigint (never a float, never a string) and a date as its `YYYY-MM-DD` text, with no time zone in between.
 */
const PARSERS: Partial<Record<number, (text: string) => unknown>> = {
  [builtins.INT8]: BigInt,
  [builtins.DATE]: (text) => text,
};

const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'];

/**
 * How long a statement waits for a row another transaction has locked before giving up, as long as
 * SQLite's busy timeout: a write stuck behind another is answered (409, retry) instead of holding a
 * connection of the pool indefinitely.
 */
const LOCK_TIMEOUT_MS = 5000;

/** A pool of connections to PostgreSQL, shared by the requests of one process. */
export function createPostgresDialect({ url, poolSize }: PostgresOptions): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: { getTypeParser },
    options: `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
  });
  // A connection that breaks while idle is dropped by the pool and replaced; the next query reports any lasting failure.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
