import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { ChangeSignal } from './change-signal.js';
import { statementName } from './statement-names.js';
import { type QueryObserver, type Store, StoreIntrospector } from './store.js';

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

/** The channel on which a write that changes users' keys is announced to every process. */
export const CREDENTIALS_CHANNEL = 'credentials_changed';

/** How long a process waits before listening again after its listening connection failed. */
const LISTEN_RETRY_MS = 1000;

const CONNECTION_SETTINGS = {
  types: { getTypeParser },
  options: `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
  // A write sends the statements it holds to its end together (see sendInOrder in database.ts).
  pipeline: true,
};

/**
 * A pool of connections to PostgreSQL, shared by the requests of one process, one more connection
 * that listens for changes of users' keys, and one for the reads that need no connection of their own.
 */
export function createPostgresDialect({ url, poolSize }: PostgresOptions, observe?: QueryObserver): Dialect {
  const listener = new NotificationCounter(url, CREDENTIALS_CHANNEL);
  const sharedReads = new SharedReads(url, observe);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...CONNECTION_SETTINGS });
  // A connection that breaks while idle is dropped by the pool and replaced; the next query reports any lasting failure.
  pool.on('error', () => {});
  const store: Store = {
    kind: 'postgres',
    credentialChanges: listener,
    readSnapshot: (queries) => sharedReads.read(queries),
    gatherStatistics: async (tables) => {
      await pool.query(`analyze ${tables.map((table) => pg.escapeIdentifier(table)).join(', ')}`);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    connectionUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  return new PostgresStoreDialect(new PostgresDriver(pool, [listener, sharedReads], observe), store);
}

/**
 * A statement as pg takes it: by name for those prepared once per connection (see
 * statement-names.ts). pg prepares a named statement on the first connection it runs on, and makes
 * every answer's rows from the description of its columns that comes with it.
 */
function pgQuery({ sql, parameters }: CompiledQuery): pg.QueryConfig {
  const values = parameters as unknown[];
  const name = statementName(sql);
  return name === undefined ? { text: sql, values } : { name, text: sql, values };
}

const CHANGES_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function queryResult<R>({ command, rowCount, rows }: pg.QueryResult): QueryResult<R> {
  if (!CHANGES_ROWS.has(command)) return { rows: rows ?? [] };
  return { numAffectedRows: BigInt(rowCount ?? 0), rows: rows ?? [] };
}

/**
 * A statement of a write transaction that the connection sends without waiting for its answer:
 * executed, it answers at once, with one row, the promise of the statement's own result. Kysely
 * hands a transaction's connection one query at a time and waits for its answer before the next,
 * so the statements that a write sends together are handed over so, one after the other, and pg's
 * pipeline mode writes each to the server behind the one before (see sendInOrder in database.ts).
 */
export class SentAhead implements CompiledQuery<Promise<QueryResult<unknown>>> {
  readonly query: CompiledQuery['query'];
  readonly queryId: CompiledQuery['queryId'];
  readonly sql: string;
  readonly parameters: CompiledQuery['parameters'];

  constructor(readonly statement: CompiledQuery) {
    ({ query: this.query, queryId: this.queryId, sql: this.sql, parameters: this.parameters } = statement);
  }
}

/** Kysely's PostgreSQL dialect, with the driver below and the store carried by its introspector. */
class PostgresStoreDialect implements Dialect {
  readonly #driver: PostgresDriver;
  readonly #store: Store;

  constructor(driver: PostgresDriver, store: Store) {
    this.#driver = driver;
    this.#store = store;
  }

  createDriver(): Driver {
    return this.#driver;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new StoreIntrospector(new PostgresIntrospector(db), this.#store);
  }
}

/**
 * Kysely's driver of a pg pool, which sends the statements kept prepared by name (see `pgQuery`)
 * and closes the process's own connections, the listening one and the one of shared reads, with the pool.
 */
class PostgresDriver implements Driver {
  readonly #pool: pg.Pool;
  readonly #ownConnections: readonly { close(): Promise<void> }[];
  readonly #observe: QueryObserver | undefined;

  constructor(pool: pg.Pool, ownConnections: { close(): Promise<void> }[], observe: QueryObserver | undefined) {
    this.#pool = pool;
    this.#ownConnections = ownConnections;
    this.#observe = observe;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PostgresConnection(await this.#pool.connect(), this.#observe);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await (connection as PostgresConnection).command(`start transaction${isolation}${access}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PostgresConnection).command('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PostgresConnection).command('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PostgresConnection).release();
  }

  async destroy(): Promise<void> {
    await Promise.all(this.#ownConnections.map((connection) => connection.close()));
    await this.#pool.end();
  }
}

/** One connection of the pool, lent to Kysely for a statement or a transaction. */
class PostgresConnection implements DatabaseConnection {
  readonly #client: pg.PoolClient;
  readonly #observe: QueryObserver | undefined;

  constructor(client: pg.PoolClient, observe: QueryObserver | undefined) {
    this.#client = client;
    this.#observe = observe;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query instanceof SentAhead) return { rows: [this.#send(query.statement)] as R[] };
    return this.#send<R>(query);
  }

  #send<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.#observe?.(query);
    return this.#client.query(pgQuery(query)).then(queryResult<R>);
  }

  /** A statement of the transaction's own (begin, commit, rollback), not one of the code's. */
  async command(sql: string): Promise<void> {
    await this.#client.query(sql);
  }

  release(): void {
    this.#client.release();
  }

  // biome-ignore lint/correctness/useYield: nothing here streams its rows.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The PostgreSQL store does not stream queries');
  }
}

const BEGIN_SNAPSHOT = 'begin isolation level repeatable read read only';

/** A failure of the connection, not of the statement: lost, refused, or ended by the server (SQLSTATE 08 and 57). */
const brokeConnection = (error: unknown) => !(error instanceof pg.DatabaseError) || /^(08|57)/.test(error.code ?? '');

/**
 * The reads of a few rows outside any transaction (see `readTogether`), run on one connection that
 * the process keeps for them all, in pg's pipeline mode. The reads that requests send in the same
 * moment go to PostgreSQL one behind the other, without waiting for the answers of those before,
 * which come back together: the process waits for the database once for all of them rather than
 * once for each, as it would on a connection of the pool each. A read of several
 * statements is sent whole, in a read-only transaction of one snapshot: no other read comes between.
 * Reads change nothing, so one whose connection broke is run once more, on a new connection.
 */
class SharedReads {
  readonly #url: string;
  readonly #observe: QueryObserver | undefined;
  #client: Promise<pg.Client> | undefined;
  #closed = false;

  constructor(url: string, observe: QueryObserver | undefined) {
    this.#url = url;
    this.#observe = observe;
  }

  async read(queries: readonly CompiledQuery[]): Promise<unknown[][]> {
    const connection = this.#connection();
    try {
      return await this.#readOn(await connection, queries);
    } catch (error) {
      if (this.#closed || !brokeConnection(error)) throw error;
      if (this.#client === connection) {
        this.#client = undefined;
        connection.then((client) => client.end()).catch(() => {});
      }
      return this.#readOn(await this.#connection(), queries);
    }
  }

  async #readOn(client: pg.Client, queries: readonly CompiledQuery[]): Promise<unknown[][]> {
    const run = (query: CompiledQuery) => {
      this.#observe?.(query);
      return client.query(pgQuery(query));
    };
    const [only] = queries;
    if (only && queries.length === 1) return [(await run(only)).rows];
    const answers = await Promise.allSettled([
      client.query(BEGIN_SNAPSHOT),
      ...queries.map(run),
      client.query('commit'),
    ]);
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (failed) throw failed.reason;
    return answers.slice(1, -1).map((answer) => (answer as PromiseFulfilledResult<pg.QueryResult>).value.rows);
  }

  #connection(): Promise<pg.Client> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    if (!this.#client) {
      const connecting: Promise<pg.Client> = this.#connect(() => {
        if (this.#client === connecting) this.#client = undefined;
      });
      this.#client = connecting;
    }
    return this.#client;
  }

  async #connect(lost: () => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#url, ...CONNECTION_SETTINGS });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
    } catch (error) {
      lost();
      throw error;
    }
    return client;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.end();
  }
}

/**
 * Counts the notifications of one channel on a connection of its own, opened at the first call of
 * `current()`. While that connection is not listening (not yet, or lost) the count is unknown; each
 * time it listens anew the count moves, since notifications may have been missed in between.
 */
class NotificationCounter implements ChangeSignal {
  readonly #url: string;
  readonly #channel: string;
  #count = 0;
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #retryAt = 0;
  #closed = false;

  constructor(url: string, channel: string) {
    this.#url = url;
    this.#channel = channel;
  }

  current(): number | undefined {
    if (this.#client) return this.#count;
    if (!this.#connecting && !this.#closed && Date.now() >= this.#retryAt) this.#connecting = this.#listen();
    return undefined;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url });
    const lost = () => {
      if (this.#client === client) this.#client = undefined;
      this.#retryAt = Date.now() + LISTEN_RETRY_MS;
      client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => {
      this.#count += 1;
    });
    try {
      await client.connect();
      await client.query(`listen ${this.#channel}`);
      if (this.#closed) await client.end();
      else {
        this.#count += 1;
        this.#client = client;
      }
    } catch {
      lost();
    } finally {
      this.#connecting = undefined;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#connecting;
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }
}
