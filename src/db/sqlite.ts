import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';

export interface SqliteOptions {
  path: string;
  synchronous: 'full' | 'normal';
}

const STATEMENT_CACHE_SIZE = 1000;
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the embedded store: WAL journal, enforced foreign keys, a busy timeout so that the CLI
 * and the server can write to the same file, and a cache of prepared statements.
 */
export function createSqliteDialect(options: SqliteOptions): SqliteDialect {
  return new CachingSqliteDialect({ database: () => Promise.resolve(openDatabase(options)) });
}

function openDatabase({ path, synchronous }: SqliteOptions): SqliteDatabase {
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const database = new BetterSqlite3(path);
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous.toUpperCase()}`);
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return withStatementCache(database);
}

/** Kysely's stock driver prepares every statement anew; this keeps the prepared ones, least recently used out first. */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): BetterSqlite3.Statement => {
    const cached = cache.get(sql);
    if (cached) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = database.prepare(sql);
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return {
    close: () => database.close(),
    prepare: (sql) => bindingBooleans(prepare(sql)),
  };
}

/** SQLite has no boolean type: booleans are bound as 1 and 0, as PostgreSQL accepts them too. */
function bindingBooleans(statement: BetterSqlite3.Statement): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bind(parameters)),
    run: (parameters) => statement.run(bind(parameters)),
    iterate: (parameters) => statement.iterate(bind(parameters)),
  };
}

class CachingSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

/**
 * Write transactions take SQLite's write lock when they begin: a deferred transaction that upgrades
 * from read to write can fail at once with SQLITE_BUSY when another process holds the lock. Read-only
 * transactions stay deferred: they read one snapshot and never wait for writers.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    const begin = settings?.accessMode === 'read only' ? 'begin' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}
