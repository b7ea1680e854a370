import { type Driver, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ChangeSignal } from './change-signal.js';
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

/**
 * A pool of connections to PostgreSQL, shared by the requests of one process, and one more
 * connection that listens for changes of users' keys.
 */
export function createPostgresDialect({ url, poolSize }: PostgresOptions): {
  dialect: PostgresDialect;
  credentialChanges: ChangeSignal;
} {
  const listener = new NotificationCounter(url, CREDENTIALS_CHANNEL);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: { getTypeParser },
    options: `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
    // A write sends the statements it holds to its end together (see sendInOrder in database.ts).
    pipeline: true,
  });
  // A connection that breaks while idle is dropped by the pool and replaced; the next query reports any lasting failure.
  pool.on('error', () => {});
  const namingPool = { connect: async () => withNamedStatements(await pool.connect()), end: () => pool.end() };
  return {
    dialect: new ListeningPostgresDialect({ pool: namingPool as unknown as pg.Pool }, listener),
    credentialChanges: listener,
  };
}

const namedClients = new WeakSet<pg.PoolClient>();

/** A client that runs the statements named in statement-names.ts as prepared statements. */
function withNamedStatements(client: pg.PoolClient): pg.PoolClient {
  if (namedClients.has(client)) return client;
  namedClients.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown) => {
    const name = typeof text === 'string' ? statementName(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values);
  }) as typeof client.query;
  return client;
}

/** Closes the listening connection with the pool. */
class ListeningPostgresDialect extends PostgresDialect {
  readonly #listener: NotificationCounter;

  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], listener: NotificationCounter) {
    super(config);
    this.#listener = listener;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.#listener.close();
      await destroy();
    };
    return driver;
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
