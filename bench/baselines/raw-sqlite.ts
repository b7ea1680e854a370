import BetterSqlite3 from 'better-sqlite3';
import { type RawFixture, type RawStatementName, rawStatements, SQLITE_SQL } from './raw-books.js';
import { type RawDriver, type RawSession, type RawStore, type Row, rawWrites } from './raw-writes.js';

/** SQLite has no booleans: they are bound as 1 and 0, as the service binds them. */
const bound = (values: unknown[]) => values.map((value) => (typeof value === 'boolean' ? Number(value) : value));

/** The writes committed together, and what each of them awaits. */
interface Group {
  committed: Promise<void>;
  succeed(): void;
  fail(error: unknown): void;
}

function newGroup(): Group {
  let succeed = () => {};
  let fail: (error: unknown) => void = () => {};
  const committed = new Promise<void>((resolve, reject) => {
    succeed = resolve;
    fail = reject;
  });
  // A group whose writes all failed has no one waiting for it.
  committed.catch(() => {});
  return { committed, succeed, fail };
}

/**
 * The service's two writes done by hand on better-sqlite3 (see rawWrites), on a file in WAL mode
 * with the service's `synchronous` setting, committed as the service commits them (its group commit,
 * src/db/sqlite-driver.ts): the writes take turns on the one connection, each in a savepoint of a
 * transaction that stays open while more writes are ready, and the transaction commits, with one
 * `fsync` for them all, once the event loop has none left; each write is answered after that commit.
 */
export function rawSqlite(path: string, synchronous: 'full' | 'normal', fixture: RawFixture): Promise<RawDriver> {
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous.toUpperCase()}`);
  db.pragma('foreign_keys = ON');
  db.defaultSafeIntegers(true);
  const statements = new Map(
    Object.entries(rawStatements(SQLITE_SQL)).map(([name, text]) => [name as RawStatementName, db.prepare(text)]),
  );
  const session: RawSession = {
    run: async (name, values) => {
      const statement = statements.get(name) as BetterSqlite3.Statement;
      if (statement.reader) return statement.all(bound(values)) as Row[];
      statement.run(bound(values));
      return [];
    },
  };

  let turn: Promise<unknown> = Promise.resolve();
  /** Runs the task once those before it are done with the connection: writes and commits take turns. */
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const done = turn.then(task);
    turn = done.catch(() => {});
    return done;
  };
  let group: Group | undefined;
  let commitScheduled = false;
  const commitGroup = async () => {
    commitScheduled = false;
    const committing = group;
    group = undefined;
    if (!committing) return;
    try {
      db.exec('commit');
      committing.succeed();
    } catch (error) {
      committing.fail(error);
      if (db.inTransaction) db.exec('rollback');
    }
  };
  const write = async (work: (session: RawSession) => Promise<void>): Promise<Group> => {
    if (!group) {
      db.exec('begin immediate');
      group = newGroup();
    }
    const joined = group;
    db.exec('savepoint request');
    try {
      await work(session);
      db.exec('release request');
    } catch (error) {
      db.exec('rollback to request; release request');
      throw error;
    } finally {
      if (!commitScheduled) {
        commitScheduled = true;
        // After the event loop has run every write that was ready: they join the group.
        setImmediate(() => void inTurn(commitGroup));
      }
    }
    return joined;
  };
  const store: RawStore = {
    sql: SQLITE_SQL,
    query: async (text, values) => db.prepare(text).all(values) as Row[],
    transaction: async (work) => {
      const joined = await inTurn(() => write(work));
      await joined.committed;
    },
    close: async () => {
      await inTurn(commitGroup);
      db.close();
    },
  };
  return rawWrites(store, fixture);
}
