import pg from 'pg';
import { numbered, POSTGRES_SQL, type RawFixture, type RawStatementName, rawStatements } from './raw-books.js';
import { type RawDriver, type RawSession, type RawStore, type Row, rawWrites } from './raw-writes.js';

const STATEMENTS = Object.fromEntries(
  Object.entries(rawStatements(POSTGRES_SQL)).map(([name, text]) => [name, numbered(text)]),
) as Record<RawStatementName, string>;

const { builtins } = pg.types;

/**
 * The settings of the service's connections (src/db/postgres.ts) that decide what a statement costs:
 * int8 made a bigint and a date left as its text, and pipeline mode, in which a statement sent
 * before the answer of the one before goes to the server at once.
 */
export const POSTGRES_CONNECTION = {
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === builtins.INT8) return BigInt;
      if (oid === builtins.DATE) return (text: string) => text;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  },
  pipeline: true,
};

/** A statement of the service's, prepared once per connection under its name (pg's named queries). */
function sessionOn(client: pg.PoolClient): RawSession {
  return {
    run: async (name, values) => (await client.query<Row>({ name, text: STATEMENTS[name], values })).rows,
  };
}

/** Runs the work in one transaction, begun by `begin`, on a connection of the pool. */
export async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** The service's two writes done by hand on pg, on a pool as large as the service's (see rawWrites). */
export function rawPostgres(url: string, poolSize: number, fixture: RawFixture): Promise<RawDriver> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POSTGRES_CONNECTION });
  const store: RawStore = {
    sql: POSTGRES_SQL,
    query: async (text, values) => (await pool.query<Row>(numbered(text), values)).rows,
    transaction: (write) =>
      inTransaction(pool, 'start transaction isolation level read committed', (client) => write(sessionOn(client))),
    close: () => pool.end(),
  };
  return rawWrites(store, fixture);
}
