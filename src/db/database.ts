import { Kysely, type Migration, type MigrationProvider, Migrator, type Transaction } from 'kysely';
import { migrations } from '../../migrations/index.js';
import { createSqliteDialect } from './sqlite.js';
import type { Tables } from './tables.js';

export type Database = Kysely<Tables>;
export type DatabaseTransaction = Transaction<Tables>;
/** Repositories and services take either: they run inside the caller's transaction when there is one. */
export type Executor = Database | DatabaseTransaction;

export interface DatabaseOptions {
  databaseUrl: string;
  sqliteSynchronous: 'full' | 'normal';
}

/** Opens the database named by DATABASE_URL and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = new Kysely<Tables>({
    dialect: createSqliteDialect({ path: options.databaseUrl, synchronous: options.sqliteSynchronous }),
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

async function migrateToLatest(db: Database): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

/** Runs a write in one transaction, or in the caller's when there is one: it happens whole or not at all. */
export function inTransaction<T>(db: Executor, work: (trx: DatabaseTransaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as DatabaseTransaction) : db.transaction().execute(work);
}

/**
 * Runs reads that must agree with each other (a page and its count, a document and its lines) in
 * one read-only transaction, or in the caller's when there is one.
 */
export function readConsistently<T>(db: Executor, read: (trx: DatabaseTransaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? read(db as DatabaseTransaction) : db.transaction().setAccessMode('read only').execute(read);
}
