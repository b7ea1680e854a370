import { type CompiledQuery, type Driver, PostgresDialect } from 'kysely';
import pg from 'pg';
import { getOrAdd } from '../shared/collections.js';
import type { ChangeSignal } from './change-signal.js';
import { recordMaker } from './records.js';
import type { SnapshotReader } from './snapshot-reader.js';
import { statementName } from './statement-names.js';

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
export function createPostgresDialect({ url, poolSize }: PostgresOptions): {
  dialect: PostgresDialect;
  credentialChanges: ChangeSignal;
  readSnapshot: SnapshotReader;
} {
  const listener = new NotificationCounter(url, CREDENTIALS_CHANNEL);
  const sharedReads = new SharedReads(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...CONNECTION_SETTINGS });
  // A connection that breaks while idle is dropped by the pool and replaced; the next query reports any lasting failure.
  pool.on('error', () => {});
  const namingPool = { connect: async () => withNamedStatements(await pool.connect()), end: () => pool.end() };
  return {
    dialect: new ListeningPostgresDialect({ pool: namingPool as unknown as pg.Pool }, [listener, sharedReads]),
    credentialChanges: listener,
    readSnapshot: (queries) => sharedReads.read(queries),
  };
}

const namedClients = new WeakSet<pg.ClientBase>();

/** A client that runs the statements named in statement-names.ts as prepared statements. */
function withNamedStatements<Client extends pg.ClientBase>(client: Client): Client {
  if (namedClients.has(client)) return client;
  namedClients.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown) => {
    const name = typeof text === 'string' ? statementName(text) : undefined;
    return name ? runPrepared(query, name, text as string, values as unknown[] | undefined) : query(text, values);
  }) as typeof client.query;
  return client;
}

/**
 * Runs a named statement as a Query of its own: given a config object instead, pg copies it
 * property by property, descriptors and all, on every call.
 */
function runPrepared(
  query: (submittable: pg.Query) => unknown,
  name: string,
  text: string,
  values: unknown[] | undefined,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    query(new PreparedQuery(name, text, values, resolve, reject));
  });
}

/** Makes a row of a statement from the text of its fields as they come. */
type RowMaker = (fields: readonly (string | null)[]) => Record<string, unknown>;

/**
 * How the rows of each named statement are made, learnt from its first description: the same SQL
 * always answers the same columns (a prepared statement whose columns a change of schema would alter
 * fails instead of answering them).
 */
const rowMakers = new Map<string, RowMaker>();

function rowMakerOf(name: string, fields: readonly { name: string; dataTypeID: number }[]): RowMaker {
  return getOrAdd(rowMakers, name, () =>
    recordMaker(
      fields.map((field) => {
        const parse = getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown;
        return { name: field.name, convert: (text) => (text === null ? null : parse(text as string)) };
      }),
    ),
  );
}

/** What PreparedQuery builds on of pg's Query (pg 8), beyond its typings. */
interface QueryInternals {
  name: string;
  values: unknown[] | undefined;
  hasBeenParsed(connection: pg.Connection): boolean;
  prepare(connection: pg.Connection): void;
}

const BaseQuery = pg.Query as unknown as new (
  text: string,
  values: unknown[] | undefined,
  callback: (error: Error | undefined, result: pg.QueryResult) => void,
) => pg.Query & QueryInternals;

/** A parameter that pg would send as its text (see prepareValue in pg/lib/utils.js). */
const isScalar = (value: unknown) => value === null || (typeof value !== 'object' && typeof value !== 'undefined');
const asParameter = (value: unknown) => (value === null ? null : String(value));

/**
 * A named statement whose rows are made by the maker its statement learnt (see `rowMakers`). Once
 * its statement is prepared on the connection and its rows known, a run asks for no description:
 * PostgreSQL describes the columns on every run otherwise, and pg builds a parser for every column
 * and a template of the row from that description, on every run, and copies the template for every row.
 */
class PreparedQuery extends BaseQuery {
  readonly #rows: Record<string, unknown>[] = [];
  #makeRow: RowMaker | undefined;
  #failure: unknown;

  constructor(
    name: string,
    text: string,
    values: unknown[] | undefined,
    resolve: (result: pg.QueryResult) => void,
    reject: (error: unknown) => void,
  ) {
    super(text, values, (error, result) => {
      if (error) reject(error);
      else if (this.#failure !== undefined) reject(this.#failure);
      else resolve(Object.assign(result, { rows: this.#rows }));
    });
    this.name = name;
  }

  override prepare(connection: pg.Connection): void {
    const makeRow = rowMakers.get(this.name);
    const values = this.values ?? [];
    if (!makeRow || !this.hasBeenParsed(connection) || !values.every(isScalar)) {
      super.prepare(connection);
      return;
    }
    this.#makeRow = makeRow;
    connection.bind({ statement: this.name, values: values.map(asParameter) }, false);
    connection.execute({}, false);
    connection.sync();
  }

  handleRowDescription(message: { fields: { name: string; dataTypeID: number }[] }): void {
    this.#makeRow = rowMakerOf(this.name, message.fields);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.#failure !== undefined) return;
    try {
      if (!this.#makeRow) throw new Error(`A row of ${this.name} came before its columns were known`);
      this.#rows.push(this.#makeRow(message.fields));
    } catch (error) {
      this.#failure = error;
    }
  }
}

/** Closes the connections of its own, the listening one and the one of shared reads, with the pool. */
class ListeningPostgresDialect extends PostgresDialect {
  readonly #connections: readonly { close(): Promise<void> }[];

  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], connections: { close(): Promise<void> }[]) {
    super(config);
    this.#connections = connections;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await Promise.all(this.#connections.map((connection) => connection.close()));
      await destroy();
    };
    return driver;
  }
}

const BEGIN_SNAPSHOT = 'begin isolation level repeatable read read only';

/** A failure of the connection, not of the statement: lost, refused, or ended by the server (SQLSTATE 08 and 57). */
const brokeConnection = (error: unknown) => !(error instanceof pg.DatabaseError) || /^(08|57)/.test(error.code ?? '');

/**
 * The reads of a few rows outside any transaction (see `readTogether`), run on one connection that
 * the process keeps for them all, in pipeline mode. The reads that requests send in the same moment
 * go to PostgreSQL together and their answers come back together, so that the process waits for
 * the database, and pays for the trip through the kernel and its event loop, once for all of them
 * rather than once for each, as it would on a connection of the pool each. A read of several
 * statements is sent whole, in a read-only transaction of one snapshot: no other read comes between.
 * Reads change nothing, so one whose connection broke is run once more, on a new connection.
 */
class SharedReads {
  readonly #url: string;
  #client: Promise<pg.Client> | undefined;
  #corked = false;
  #closed = false;

  constructor(url: string) {
    this.#url = url;
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
    this.#sendAtEndOfTurn(client);
    const run = (query: CompiledQuery) => client.query(query.sql, query.parameters as unknown[]);
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

  /** Holds what the reads of this turn of the event loop send, to write it all to the socket at its end. */
  #sendAtEndOfTurn(client: pg.Client): void {
    if (this.#corked) return;
    const { stream } = client.connection;
    this.#corked = true;
    stream.cork();
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
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
    const client = withNamedStatements(new pg.Client({ connectionString: this.#url, ...CONNECTION_SETTINGS }));
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
