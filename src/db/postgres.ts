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

/** A pool of connections to PostgreSQL, shared by the requests of one process. */
export function createPostgresDialect({ url, poolSize }: PostgresOptions): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: { getTypeParser } });
  // A connection that breaks while idle is dropped by the pool and replaced; the next query reports any lasting failure.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
