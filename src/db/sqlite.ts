import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Kysely,
  type SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { toSafeNumber } from './integers.js';
import { recordMaker } from './records.js';
import { GroupCommitDriver, type SqliteConnections, type Statement, type Statements } from './sqlite-driver.js';
import { type QueryObserver, type Store, StoreIntrospector } from './store.js';

export interface SqliteOptions {
  path: string;
  synchronous: 'full' | 'normal';
}

const STATEMENT_CACHE_SIZE = 1000;
const BUSY_TIMEOUT_MS = 5000;
/** How often the planner's statistics are brought up to date while the store is open. */
const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/**
 * Opens the embedded store: WAL journal, enforced foreign keys, a busy timeout so that several
 * processes (servers, the CLI) can write to the same file, a cache of prepared statements, and a
 * second connection for reads (see GroupCommitDriver). Other processes' writes are seen in
 * `PRAGMA data_version`, which moves whenever another connection commits: a change of users' keys
 * made elsewhere moves it too.
 */
export function createSqliteDialect(options: SqliteOptions, observe?: QueryObserver): Dialect {
  const driver = new GroupCommitDriver(() => openConnections(options), observe);
  const store: Store = {
    kind: 'sqlite',
    credentialChanges: { current: () => driver.dataVersion() },
    readSnapshot: (queries) => driver.readSnapshot(queries),
    // Between the groups of writes, as optimize must be: it finds for itself what grew.
    gatherStatistics: () => driver.betweenWrites((writer) => optimize(writer, 'optimize = 0x10002')),
    // Straight on the reader, even within a report's read transaction, which holds it across the
    // report's statements: one statement runs whole, and this one reads no table.
    ping: async () => {
      driver.reader.prepare('select 1').all([]);
    },
    connectionUse: () => driver.connectionUse(),
  };
  return new EmbeddedSqliteDialect(driver, store);
}

function openConnections(options: SqliteOptions): SqliteConnections {
  const writer = withStatementCache(openWriter(options));
  if (options.path === ':memory:') return { writer, reader: writer };
  return { writer, reader: withStatementCache(openReader(options.path)) };
}

function openWriter({ path, synchronous }: SqliteOptions): BetterSqlite3.Database {
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const database = openConnection(path);
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous.toUpperCase()}`);
  database.pragma('foreign_keys = ON');
  keepStatistics(database);
  return database;
}

/** Opened after the writer has set the file up; refuses any change, should one be sent its way. */
function openReader(path: string): BetterSqlite3.Database {
  const database = openConnection(path);
  database.pragma('query_only = ON');
  return database;
}

function openConnection(path: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(path);
  // First, so that a process opening the file while another sets it up waits instead of failing.
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.defaultSafeIntegers(true);
  return database;
}

/**
 * The planner chooses indexes from statistics that SQLite gathers only when asked: once at start
 * (analysing what changed, within a small time budget) and then every hour, as SQLite advises for
 * long-lived connections.
 */
function keepStatistics(database: BetterSqlite3.Database): void {
  optimize(database, 'optimize = 0x10002');
  const timer = setInterval(() => {
    // The connection is shared by the requests of the process: never inside one of their transactions.
    if (database.open && !database.inTransaction) optimize(database, 'optimize');
  }, OPTIMIZE_EVERY_MS);
  timer.unref();
  const close = database.close.bind(database);
  database.close = () => {
    clearInterval(timer);
    return close();
  };
}

/**
 * Kysely's stock driver prepares every statement anew; this keeps the prepared ones, least recently
 * used out first. A statement describes its rows as the schema stood when it first ran (see
 * rowMaker), so every one is dropped once the schema has changed, in this process or another.
 */
function withStatementCache(database: BetterSqlite3.Database): Statements {
  const cache = new Map<string, Statement>();
  const schemaVersion = database.prepare('pragma schema_version').pluck().safeIntegers(false);
  let preparedAt: unknown;
  const noticeSchemaChange = () => {
    const version = schemaVersion.get();
    if (version === preparedAt) return;
    cache.clear();
    preparedAt = version;
  };
  const prepare = (sql: string): Statement => {
    const cached = cache.get(sql);
    if (cached) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = typedStatement(database.prepare(sql));
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return { database, prepare, noticeSchemaChange };
}

type Row = Record<string, unknown>;

/**
 * Integers come back as bigint (safe integers), as PostgreSQL's int8 does. Columns declared
 * `integer` (32-bit on PostgreSQL) come back as numbers and columns declared `boolean` as booleans,
 * so that both stores answer the same types. SQLite has no boolean type: booleans are bound as 1 and 0.
 */
function typedStatement(statement: BetterSqlite3.Statement): Statement {
  const bind = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  const run = (parameters: ReadonlyArray<unknown>) => statement.run(bind(parameters));
  const { reader, readonly } = statement;
  if (!reader) return { reader, readonly, all: (parameters) => statement.all(bind(parameters)), run };
  statement.raw(true);
  let toRow: ((values: unknown[]) => Row) | undefined;
  const all = (parameters: ReadonlyArray<unknown>) => {
    const rows = statement.all(bind(parameters)) as unknown[][];
    // Described once it has run: only then is it prepared against the schema as it stands.
    toRow ??= rowMaker(statement);
    return rows.map(toRow);
  };
  return { reader, readonly, all, run };
}

const BY_DECLARED_TYPE: Record<string, (value: bigint) => unknown> = {
  boolean: (value) => value !== 0n,
  integer: toSafeNumber,
};

/**
 * Rows are read as arrays and made into objects here (see recordMaker), converted as their columns
 * are declared: about half the cost of the objects better-sqlite3 makes, which grows with every
 * column. As there, a later column of the same name wins. The columns are those of the statement
 * when it first ran: SQLite prepares it again after a change of the schema, where `*` may stand for others.
 */
function rowMaker(statement: BetterSqlite3.Statement): (values: unknown[]) => Row {
  return recordMaker(
    statement.columns().map((column) => {
      const convert = BY_DECLARED_TYPE[column.type?.toLowerCase() ?? ''];
      return {
        name: column.name,
        convert: convert && ((value: unknown) => (typeof value === 'bigint' ? convert(value) : value)),
      };
    }),
  );
}

/**
 * Statistics only guide the planner: when another process holds the write lock, they wait for the
 * next time. Only the per-index averages (`sqlite_stat1`) are kept. The samples of `sqlite_stat4`
 * (gathered because better-sqlite3 builds SQLite with STAT4) make SQLite prepare a statement again
 * on every run whose plan could depend on a bound value: for a lookup of a document's lines, three
 * times the cost of the lookup itself. Our lookups are of one company's keys, where averages choose
 * the same index, so the samples are removed in the transaction that gathers them, and the
 * connection reads the statistics again.
 */
function optimize(database: BetterSqlite3.Database, pragma: string): void {
  try {
    database
      .transaction(() => {
        database.pragma(pragma);
        if (database.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get()) {
          database.exec('delete from sqlite_stat4');
        }
      })
      .immediate();
    database.exec('analyze sqlite_schema');
  } catch (error) {
    if (!String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) throw error;
  }
}

class EmbeddedSqliteDialect implements Dialect {
  constructor(
    readonly driver: GroupCommitDriver,
    readonly store: Store,
  ) {}

  createDriver(): GroupCommitDriver {
    return this.driver;
  }

  createAdapter(): DialectAdapter {
    return new TransactionalDdlAdapter();
  }

  createQueryCompiler(): RowLockFreeCompiler {
    return new RowLockFreeCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new StoreIntrospector(new SqliteIntrospector(db), this.store);
  }
}

/**
 * Migrations run in one write transaction, so that processes starting together on a new file take
 * turns: the first migrates, the others wait for its lock and then find nothing left to do.
 */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

const ROW_LOCKS = new Set(['ForUpdate', 'ForNoKeyUpdate', 'ForShare', 'ForKeyShare', 'NoWait', 'SkipLocked']);

/**
 * SQLite has no row locks: a write transaction holds the lock of the whole database from its start,
 * so the row locks that PostgreSQL needs (`for update`, `for share`) are left out here.
 */
class RowLockFreeCompiler extends SqliteQueryCompiler {
  protected override visitSelectQuery(node: SelectQueryNode): void {
    const endModifiers = node.endModifiers?.filter((modifier) => !ROW_LOCKS.has(modifier.modifier ?? ''));
    super.visitSelectQuery({ ...node, endModifiers });
  }
}
