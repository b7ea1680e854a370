import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CompiledQuery,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  type QueryResult,
  sql,
  type Transaction,
} from 'kysely';
import { migrations } from '../../migrations/index.js';
import { getOrAdd } from '../shared/collections.js';
import { busy } from '../shared/errors.js';
import type { ChangeSignal } from './change-signal.js';
import { isBusy, isRetryableConflict } from './errors.js';
import { CREDENTIALS_CHANNEL, createPostgresDialect, SentAhead } from './postgres.js';
import { createSqliteDialect } from './sqlite.js';
import { type QueryObserver, storeOf } from './store.js';
import type { Tables } from './tables.js';

export type Database = Kysely<Tables>;
export type DatabaseTransaction = Transaction<Tables>;
/** Repositories and services take either: they run inside the caller's transaction when there is one. */
export type Executor = Database | DatabaseTransaction;

export interface DatabaseOptions {
  /** A `postgres://` or `postgresql://` URL, or else the path of a SQLite file (or `:memory:`). */
  databaseUrl: string;
  databasePoolSize: number;
  sqliteSynchronous: 'full' | 'normal';
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** True when the database (or transaction) is on PostgreSQL rather than the embedded SQLite store. */
export const isPostgres = (db: Executor) => storeOf(db).kind === 'postgres';

/**
 * Opens the database named by DATABASE_URL and brings its schema up to date. `observe` sees every
 * statement run for the code (see QueryObserver).
 */
export async function openDatabase(options: DatabaseOptions, observe?: QueryObserver): Promise<Database> {
  const db = connectDatabase(options, observe);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Connects to the database named by DATABASE_URL as it is, its schema untouched: see openDatabase. */
export function connectDatabase(options: DatabaseOptions, observe?: QueryObserver): Database {
  const dialect = isPostgresUrl(options.databaseUrl)
    ? createPostgresDialect({ url: options.databaseUrl, poolSize: options.databasePoolSize }, observe)
    : createSqliteDialect({ path: options.databaseUrl, synchronous: options.sqliteSynchronous }, observe);
  return new Kysely<Tables>({ dialect });
}

/** Tells whether another process may have changed users' keys in this database (see ChangeSignal). */
export const credentialChangesOf = (db: Executor): ChangeSignal => storeOf(db).credentialChanges;

/**
 * Tells the other processes on PostgreSQL, when the transaction commits, that users' keys changed.
 * On SQLite they see any commit of another process in `PRAGMA data_version`.
 */
export async function announceCredentialChange(trx: DatabaseTransaction): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_notify(${CREDENTIALS_CHANNEL}, '')`.execute(trx);
}

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

/** Runs the pending migrations under a lock, so that processes starting together migrate once. */
async function migrateToLatest(db: Database): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

/** How many times a write that lost a race with another (a deadlock, a serialization failure) is run. */
const WRITE_ATTEMPTS = 5;

/**
 * Runs a write in one transaction, or in the caller's when there is one: it happens whole or not at
 * all. A write that PostgreSQL aborted for a deadlock or a serialization failure is run again a few
 * times; one that still conflicts, or that waited too long for another writer's lock, is a 409.
 */
export async function inTransaction<T>(db: Executor, work: (trx: DatabaseTransaction) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as DatabaseTransaction);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          heldWrites.set(trx, new Map());
          endsOfWrites.set(trx, new Map());
          const sent: Promise<unknown>[] = [];
          sentAhead.set(trx, sent);
          try {
            const result = await work(trx);
            await finishWrite(trx);
            await runStatements(
              trx,
              HELD_ORDER.flatMap((rows) => takeHeld(trx, rows) ?? []),
            );
            await Promise.all(sent);
            return result;
          } catch (error) {
            throw (await firstFailure(sent)) ?? error;
          }
        });
    } catch (error) {
      if (isRetryableConflict(error) && attempt < WRITE_ATTEMPTS) {
        await sleep(backoffMs(attempt));
        continue;
      }
      throw isRetryableConflict(error) || isBusy(error) ? booksBusy() : error;
    }
  }
}

/** What a write leaves to its end (see untilEndOfWrite). */
type EndOfWrite = 'later values';

interface Finishing {
  state: unknown;
  finish(trx: DatabaseTransaction, state: unknown): Promise<void>;
}

const endsOfWrites = new WeakMap<Executor, Map<EndOfWrite, Finishing>>();

/**
 * The state of work that the write transaction `db` leaves to its end, made by `start` on first use:
 * once the write's own work is done, `finish` runs with it, in the transaction, before the moves it
 * holds are written. The state may grow while `finish` runs, which sees to that too. Undefined when
 * `db` is not a transaction of `inTransaction`: then the caller must finish at once.
 */
export function untilEndOfWrite<State>(
  db: Executor,
  work: EndOfWrite,
  start: () => State,
  finish: (trx: DatabaseTransaction, state: State) => Promise<void>,
): State | undefined {
  const ends = endsOfWrites.get(db);
  if (!ends) return undefined;
  const made = () => ({ state: start(), finish: finish as Finishing['finish'] });
  return getOrAdd(ends, work, made).state as State;
}

async function finishWrite(trx: DatabaseTransaction): Promise<void> {
  for (const { state, finish } of endsOfWrites.get(trx)?.values() ?? []) await finish(trx, state);
}

/**
 * The rows whose writes are held until the commit, in the order they are written whatever order
 * the write moved them in: two writes never lock the same rows in opposite orders. The entry of
 * the audit trail locks nothing others write; it is held so as to be sent with them.
 */
const HELD_ORDER = ['audit entries', 'record counts', 'balances'] as const;

type HeldRows = (typeof HELD_ORDER)[number];

/** The statements of a write, and what to do with their results once they have all run. */
export interface Statements {
  queries: CompiledQuery[];
  afterwards?: (results: QueryResult<unknown>[]) => Promise<void>;
}

interface Held {
  moves: unknown;
  statements(moves: unknown): Statements;
}

const heldWrites = new WeakMap<Executor, Map<HeldRows, Held>>();

/**
 * The moves to `rows` that the write transaction `db` holds until just before it commits, made by
 * `start` on first use and written then by the `statements` made of them: for the rows that every
 * write of a company moves, which stay locked from their write to the commit, so that writes of the
 * company wait for each other as briefly as can be. Undefined when `db` is not a transaction of
 * `inTransaction`: then the caller must write at once.
 */
export function heldUntilCommit<Moves>(
  db: Executor,
  rows: HeldRows,
  start: () => Moves,
  statements: (moves: Moves) => Statements,
): Moves | undefined {
  const held = heldWrites.get(db);
  if (!held) return undefined;
  const made = () => ({ moves: start(), statements: statements as Held['statements'] });
  return getOrAdd(held, rows, made).moves as Moves;
}

/** The statements of the moves to `rows` that the transaction holds, which it holds no longer. */
function takeHeld(db: Executor, rows: HeldRows): Statements | undefined {
  const held = heldWrites.get(db);
  const moves = held?.get(rows);
  if (!moves) return undefined;
  held?.delete(rows);
  return moves.statements(moves.moves);
}

/** Writes now the moves to `rows` that the transaction holds: a read of those rows within the write does it first. */
export async function writeHeld(db: Executor, rows: HeldRows): Promise<void> {
  const held = takeHeld(db, rows);
  if (held) await runStatements(db, [held]);
}

/** The writes a transaction of `inTransaction` sent without waiting for their answers (see sendAhead). */
const sentAhead = new WeakMap<Executor, Promise<unknown>[]>();

/**
 * Runs a write whose answer the write does not need. On PostgreSQL it is sent without waiting for
 * its answer, and the statements after it follow it on the wire, so that the write waits for the
 * database once for all of them. It fails as it would have at once: the transaction is aborted, the
 * statements after it fail with it, and the write throws its error (see `inTransaction`).
 */
export async function sendAhead(db: Executor, query: CompiledQuery): Promise<void> {
  const sent = sentAhead.get(db);
  if (!sent || !pipelines(db)) {
    await db.executeQuery(query);
    return;
  }
  const { answer } = await send(db, query);
  answer.catch(() => {});
  sent.push(answer);
}

/** Sends a statement on PostgreSQL without waiting for its answer (see SentAhead). */
async function send(db: Executor, query: CompiledQuery): Promise<{ answer: Promise<QueryResult<unknown>> }> {
  const { rows } = await db.executeQuery(new SentAhead(query));
  return { answer: rows[0] as Promise<QueryResult<unknown>> };
}

/** The error of the first of the writes sent ahead that failed, once all have been answered. */
async function firstFailure(sent: readonly Promise<unknown>[]): Promise<unknown> {
  const answers = await Promise.allSettled(sent);
  return answers.find((answer) => answer.status === 'rejected')?.reason;
}

/** Whether statements of `db` can be sent together: in a transaction on PostgreSQL. */
const pipelines = (db: Executor) => db.isTransaction && isPostgres(db);

/** Runs the statements in order (see `sendInOrder`), then hands each its own results. */
export async function runStatements(db: Executor, writes: readonly Statements[]): Promise<void> {
  const results = await sendInOrder(
    db,
    writes.flatMap((write) => write.queries),
  );
  let next = 0;
  for (const write of writes) {
    const own = results.slice(next, next + write.queries.length);
    next += write.queries.length;
    await write.afterwards?.(own);
  }
}

/**
 * Runs statements of one write transaction in order and answers their results. On PostgreSQL they
 * are all sent before the first answer is read (pipelined), so that the write waits for the
 * database once rather than once a statement, while it holds the rows every write of the company
 * needs. When one fails the transaction is aborted: those after it fail too, and the write with them.
 */
async function sendInOrder(db: Executor, queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
  if (queries.length > 1 && pipelines(db)) {
    const answers: Promise<QueryResult<unknown>>[] = [];
    for (const query of queries) answers.push((await send(db, query)).answer);
    return Promise.all(answers);
  }
  const results: QueryResult<unknown>[] = [];
  for (const query of queries) results.push(await db.executeQuery(query));
  return results;
}

const booksBusy = () => busy('The books are busy with other changes to the same records; retry the request');

/** A short random wait that doubles with each attempt, so that the writes that collided do not collide again. */
const backoffMs = (attempt: number) => Math.random() * 5 * 2 ** attempt;

/**
 * Runs reads that must agree with each other (a page and its count, a document and its lines) in
 * one read-only transaction on one snapshot, or in the caller's when there is one.
 */
export function readConsistently<T>(db: Executor, read: (trx: DatabaseTransaction) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db as DatabaseTransaction);
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}

/**
 * Runs compiled reads of a few rows on one snapshot, as `readConsistently` does, and answers the
 * rows of each. Outside a transaction they run without Kysely's transaction machinery, which costs
 * more than the reads of a document and its lines themselves: on SQLite on the reader connection, on
 * PostgreSQL on the connection that the process's reads share (see SharedReads).
 */
export async function readTogether(db: Executor, queries: readonly CompiledQuery[]): Promise<unknown[][]> {
  if (!db.isTransaction) return storeOf(db).readSnapshot(queries);
  return readConsistently(db, async (trx) => {
    const results: unknown[][] = [];
    for (const query of queries) results.push((await trx.executeQuery(query)).rows);
    return results;
  });
}
