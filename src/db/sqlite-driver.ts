import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import type { ConnectionUse, QueryObserver } from './store.js';

/** Prepared statements of one connection, kept by their SQL (see sqlite.ts). */
export interface Statements {
  readonly database: BetterSqlite3.Database;
  prepare(sql: string): Statement;
  /**
   * Drops the prepared statements if the schema changed since the last call. Called at the start of
   * every read transaction and every write, where reading the version costs next to nothing.
   */
  noticeSchemaChange(): void;
}

export interface Statement {
  /** The statement answers rows. */
  reader: boolean;
  /** The statement changes nothing. */
  readonly: boolean;
  all(parameters: ReadonlyArray<unknown>): unknown[];
  run(parameters: ReadonlyArray<unknown>): BetterSqlite3.RunResult;
}

export interface SqliteConnections {
  writer: Statements;
  /** A second connection to the same file, for reads; the writer itself for an in-memory database. */
  reader: Statements;
}

/**
 * Group commit for the embedded store. Writes run one at a time on the writer connection, each in a
 * savepoint of a transaction that stays open while more writes arrive; the transaction commits once
 * the event loop has no more of them ready, with one `fsync` for all, and each write is answered only
 * after that commit. A write that fails rolls back to its savepoint and leaves the others in: the
 * schema checks every reference at the end of its statement, none at the commit, so that a write
 * that breaks one fails alone. If the commit fails all the same (the disk is full, or a write deferred
 * its checks, as only a migration does), every write of the group fails with it: none of them is in
 * the books.
 *
 * Reads run on the reader connection, which sees only committed transactions (WAL): nothing not yet
 * durable is ever answered. A request's read after its own write sees it, since the write was
 * answered after its commit. Reads outside a transaction are answered in groups too (readSnapshot).
 */
export class GroupCommitDriver implements Driver {
  readonly #open: () => SqliteConnections;
  readonly #observe: QueryObserver | undefined;
  #connections?: SqliteConnections;
  readonly #writes = new Mutex();
  #reads = this.#writes;
  #group?: Group;
  #commitScheduled = false;
  #dataVersion?: BetterSqlite3.Statement;
  #dataVersionOfTurn?: number;
  #waitingReads: WaitingRead[] = [];

  constructor(open: () => SqliteConnections, observe: QueryObserver | undefined) {
    this.#open = open;
    this.#observe = observe;
  }

  async init(): Promise<void> {
    this.#connections = this.#open();
    if (this.#connections.reader !== this.#connections.writer) this.#reads = new Mutex();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as Session).begin(settings.accessMode === 'read only' ? 'read' : 'write');
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as Session).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Session).rollback();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.#connections) return;
    await this.#commitGroup();
    const { writer, reader } = this.#connections;
    if (reader !== writer) reader.database.close();
    writer.database.close();
  }

  /** The writer and the reader (one connection in memory), each in use while a write or a read transaction holds it. */
  connectionUse(): ConnectionUse {
    if (!this.#connections) return { open: 0, idle: 0, waiting: 0 };
    const locks = this.#reads === this.#writes ? [this.#writes] : [this.#writes, this.#reads];
    return {
      open: locks.length,
      idle: locks.filter((lock) => !lock.held).length,
      waiting: locks.reduce((waiting, lock) => waiting + lock.waiting, 0),
    };
  }

  /**
   * The value of `PRAGMA data_version` on the writer: it moves when another process commits. While a
   * group is open this process holds the write lock, so no other process can commit: the value read
   * when the group began still holds. Otherwise it is read once per turn of the event loop: the
   * requests taken from the network in one turn share it, as if they had come a moment sooner, and a
   * commit of another process is seen from the next turn on (on PostgreSQL, its notice comes no sooner).
   */
  dataVersion(): number | undefined {
    const writer = this.#connections?.writer.database;
    if (!writer?.open) return undefined;
    if (this.#group) return this.#group.dataVersion;
    if (this.#dataVersionOfTurn === undefined) {
      this.#dataVersionOfTurn = this.#readDataVersion();
      setImmediate(() => {
        this.#dataVersionOfTurn = undefined;
      });
    }
    return this.#dataVersionOfTurn;
  }

  #readDataVersion(): number {
    this.#dataVersion ??= this.writer.database.prepare('pragma data_version').pluck().safeIntegers(false);
    return this.#dataVersion.get() as number;
  }

  get writer(): Statements {
    return (this.#connections as SqliteConnections).writer;
  }

  get reader(): Statements {
    return (this.#connections as SqliteConnections).reader;
  }

  /**
   * Takes the reader for one read transaction, begun with a check of its prepared statements
   * against the schema. Ended by `finishRead` or `abandonRead`, which hand the reader on.
   */
  async startRead(): Promise<void> {
    await this.#reads.lock();
    try {
      this.#beginRead();
    } catch (error) {
      this.abandonRead();
      throw error;
    }
  }

  #beginRead(): void {
    // Prepared once and kept, as every statement is: a read transaction is on the path of reads.
    this.reader.prepare('begin').run([]);
    this.reader.noticeSchemaChange();
  }

  finishRead(): void {
    try {
      this.reader.prepare('commit').run([]);
    } catch (error) {
      this.abandonRead();
      throw error;
    }
    this.#reads.unlock();
  }

  abandonRead(): void {
    const reader = this.reader.database;
    try {
      if (reader.inTransaction) reader.exec('rollback');
    } finally {
      this.#reads.unlock();
    }
  }

  /**
   * Runs the reads one after another on one snapshot, with nothing else run in between. Reads are
   * answered in groups, as writes are committed: those that arrive in one turn of the event loop wait
   * for its end and are then run one after another in one read transaction. A group begins once and
   * checks the schema once, and each of its reads finds SQLite's code and pages still in the
   * processor's caches from the read before: under load, reads scattered among the work of answering
   * HTTP cost several times more (see docs/performance.md). A read that arrives alone waits only for
   * the rest of its turn.
   */
  readSnapshot(queries: readonly CompiledQuery[]): Promise<unknown[][]> {
    // Seen as its caller asks for it, in its caller's context: the group runs in that of its first read.
    for (const query of queries) this.#observe?.(query);
    return new Promise((resolve, reject) => {
      if (this.#waitingReads.length === 0) setImmediate(() => void this.#answerWaitingReads());
      this.#waitingReads.push({ queries, resolve, reject });
    });
  }

  /** Answers the reads that waited, each on the snapshot of their group, or with the error it met. */
  async #answerWaitingReads(): Promise<void> {
    const reads = this.#waitingReads;
    this.#waitingReads = [];
    try {
      await this.startRead();
    } catch (error) {
      for (const read of reads) read.reject(error);
      return;
    }
    const outcomes = reads.map((read) => this.#runInGroup(read.queries));
    try {
      // The last read may have failed in a way that ended the transaction: then nothing is left to commit.
      if (this.reader.database.inTransaction) this.finishRead();
      else this.abandonRead();
    } catch (error) {
      for (const read of reads) read.reject(error);
      return;
    }
    reads.forEach((read, index) => {
      const outcome = outcomes[index] as ReadOutcome;
      if ('rows' in outcome) read.resolve(outcome.rows);
      else read.reject(outcome.error);
    });
  }

  /** Runs one of the code's statements on the connection. */
  run<R>(statements: Statements, query: CompiledQuery): QueryResult<R> {
    this.#observe?.(query);
    return execute(statements, query);
  }

  #runInGroup(queries: readonly CompiledQuery[]): ReadOutcome {
    try {
      // A statement that failed may have ended the transaction: the reads after it take a new snapshot.
      if (!this.reader.database.inTransaction) this.#beginRead();
      return { rows: queries.map((query) => execute(this.reader, query).rows) };
    } catch (error) {
      return { error };
    }
  }

  /**
   * Takes the writer for one write, within the open group or a new one. A group takes SQLite's write
   * lock when it begins: a deferred transaction that upgrades from read to write can fail at once with
   * SQLITE_BUSY when another process holds the lock.
   */
  async startWrite(): Promise<void> {
    await this.#writes.lock();
    try {
      if (!this.#group) {
        this.writer.database.exec('begin immediate');
        this.#group = new Group(this.#readDataVersion());
      }
    } catch (error) {
      this.#writes.unlock();
      throw error;
    }
    try {
      this.writer.noticeSchemaChange();
    } catch (error) {
      this.releaseWriter();
      throw error;
    }
  }

  /** Runs `work` on the writer once every write begun before has committed, before any other begins. */
  async betweenWrites(work: (writer: BetterSqlite3.Database) => void): Promise<void> {
    await this.#writes.lock();
    try {
      this.#commitOpenGroup();
      work(this.writer.database);
    } finally {
      this.#writes.unlock();
    }
  }

  /** Hands the writer on; resolves once the write is committed, or fails with the commit. */
  finishWrite(): Promise<void> {
    const committed = this.#group?.committed ?? Promise.resolve();
    this.releaseWriter();
    return committed;
  }

  /** Called when a statement of a write failed: SQLite may have rolled the whole group back. */
  noticeFailure(error: unknown): void {
    if (this.#group && !this.writer.database.inTransaction) {
      this.#group.fail(error);
      this.#group = undefined;
    }
  }

  /** Gives the writer back, to the next write or to the group's commit. */
  releaseWriter(): void {
    if (this.#reads === this.#writes) {
      // In memory, where reads share the writer, there is no disk to wait for: writes commit one by one.
      this.#commitOpenGroup();
      this.#writes.unlock();
      return;
    }
    this.#writes.unlock();
    if (this.#commitScheduled || !this.#group) return;
    this.#commitScheduled = true;
    // After the event loop has run every request that was ready: their writes join the group.
    setImmediate(() => void this.#commitGroup());
  }

  async #commitGroup(): Promise<void> {
    await this.#writes.lock();
    this.#commitScheduled = false;
    try {
      this.#commitOpenGroup();
    } finally {
      this.#writes.unlock();
    }
  }

  #commitOpenGroup(): void {
    const group = this.#group;
    if (!group) return;
    this.#group = undefined;
    const writer = this.writer.database;
    try {
      writer.exec('commit');
      group.succeed();
    } catch (error) {
      // The writes learn first; a connection that cannot even roll back is past saving.
      group.fail(error);
      if (writer.inTransaction) writer.exec('rollback');
    }
  }
}

/** A read waiting for its group (see readSnapshot). */
interface WaitingRead {
  queries: readonly CompiledQuery[];
  resolve(rows: unknown[][]): void;
  reject(error: unknown): void;
}

type ReadOutcome = { rows: unknown[][] } | { error: unknown };

/** The writes committed together, and what each of them awaits. */
class Group {
  readonly committed: Promise<void>;
  succeed!: () => void;
  fail!: (error: unknown) => void;

  constructor(readonly dataVersion: number) {
    this.committed = new Promise<void>((resolve, reject) => {
      this.succeed = resolve;
      this.fail = reject;
    });
    // A group whose writes all failed has no one waiting for it.
    this.committed.catch(() => {});
  }
}

const SAVEPOINT = 'request';
/**
 * How long a read transaction runs its statements before it lets the event loop answer other
 * requests: its statements run synchronously, and one after another they resolve no later than the
 * microtasks, so a report of thousands of rows would otherwise hold the process for its whole length.
 */
const READ_TURN_MS = 10;

/** One use of the store by Kysely: a single statement, or a transaction. */
class Session implements DatabaseConnection {
  readonly #driver: GroupCommitDriver;
  #transaction: 'none' | 'read' | 'write' | 'done' = 'none';
  #turnBegan = 0;

  constructor(driver: GroupCommitDriver) {
    this.#driver = driver;
  }

  /** Kysely rolls back only a transaction that began: one that fails to begin gives its lock back here. */
  async begin(mode: 'read' | 'write'): Promise<void> {
    if (mode === 'read') {
      await this.#driver.startRead();
    } else {
      await this.#driver.startWrite();
      try {
        this.#driver.writer.database.exec(`savepoint ${SAVEPOINT}`);
      } catch (error) {
        this.#driver.releaseWriter();
        throw error;
      }
    }
    this.#transaction = mode;
    this.#turnBegan = performance.now();
  }

  /** If this throws before the transaction is done, Kysely rolls it back. */
  async commit(): Promise<void> {
    if (this.#transaction === 'read') {
      // Done first: a failed commit has already handed the reader on, and Kysely's rollback must not again.
      this.#transaction = 'done';
      this.#driver.finishRead();
      return;
    }
    this.#driver.writer.database.exec(`release ${SAVEPOINT}`);
    this.#transaction = 'done';
    await this.#driver.finishWrite();
  }

  rollback(): void {
    const mode = this.#transaction;
    this.#transaction = 'done';
    if (mode === 'read') {
      this.#driver.abandonRead();
    } else if (mode === 'write') {
      const writer = this.#driver.writer.database;
      try {
        if (writer.inTransaction) writer.exec(`rollback to ${SAVEPOINT}; release ${SAVEPOINT}`);
      } finally {
        this.#driver.releaseWriter();
      }
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#transaction === 'read') {
      await this.#yieldAfterTurn();
      return this.#driver.run(this.#driver.reader, query);
    }
    if (this.#transaction === 'write') return this.#write(query);
    const statement = this.#driver.reader.prepare(query.sql);
    return statement.readonly ? this.#readAlone(query) : this.#writeAlone(query);
  }

  /** Lets the event loop run once the read has had its turn (see READ_TURN_MS); it keeps its snapshot and the reader. */
  async #yieldAfterTurn(): Promise<void> {
    if (performance.now() - this.#turnBegan < READ_TURN_MS) return;
    await new Promise(setImmediate);
    this.#turnBegan = performance.now();
  }

  // biome-ignore lint/correctness/useYield: the store answers whole results; nothing streams from it.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream queries');
  }

  #write<R>(query: CompiledQuery): QueryResult<R> {
    try {
      return this.#driver.run(this.#driver.writer, query);
    } catch (error) {
      this.#driver.noticeFailure(error);
      throw error;
    }
  }

  /** In a read transaction, as every statement runs (see `noticeSchemaChange`): that of its group of reads. */
  async #readAlone<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const [rows = []] = await this.#driver.readSnapshot([query]);
    return { rows: rows as R[] };
  }

  async #writeAlone<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.#driver.startWrite();
    let result: QueryResult<R>;
    try {
      result = this.#write(query);
    } catch (error) {
      this.#driver.releaseWriter();
      throw error;
    }
    await this.#driver.finishWrite();
    return result;
  }
}

function execute<R>(statements: Statements, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const statement = statements.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** A lock that hands itself to its waiters in the order they came. */
class Mutex {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  get held(): boolean {
    return this.#held;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
