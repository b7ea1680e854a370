import {
  type CompiledQuery,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
  type Transaction,
} from 'kysely';
import { migrations } from '../../migrations/index.js';
import type { ChangeSignal } from './change-signal.js';
import { CREDENTIALS_CHANNEL, createPostgresDialect } from './postgres.js';
import { createSqliteDialect } from './sqlite.js';
import { type ConnectionUse, type QueryObserver, storeOf } from './store.js';
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

/** How this process uses its connections to the database at this moment (see ConnectionUse). */
export const connectionUseOf = (db: Database): ConnectionUse => storeOf(db).connectionUse();

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
