import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from '../../migrations/index.js';

/** What a backup, or a store restored from one, holds. */
export interface StoreCopy {
  /** The file written. */
  file: string;
  bytes: number;
  /** The name of the schema's last migration: the release whose store it is. */
  schema: string;
  companies: number;
}

/**
 * The most pages each step of SQLite's online backup copies: all of them, so that the whole copy is
 * read in one read transaction, from one snapshot, which in WAL mode holds up no writer. In smaller
 * steps, a commit of another process between two steps makes the backup start over, and under a
 * steady stream of writes it might never end.
 */
const EVERY_PAGE = 0x7fffffff;

/**
 * Copies the SQLite store at `storePath` into the new file `out` with SQLite's online backup, whole
 * and consistent while servers write to the store. The copy is made beside `out` and renamed once
 * whole, so that `out` is never half a copy.
 */
export async function backupSqliteStore(storePath: string, out: string): Promise<StoreCopy> {
  if (!existsSync(storePath)) throw new Error(`there is no store at ${storePath}`);
  if (existsSync(out)) throw new Error(`${out} exists: a backup is written to a new file`);
  const partial = `${out}.partial`;
  const store = new BetterSqlite3(storePath, { fileMustExist: true });
  let contents: Omit<StoreCopy, 'file' | 'bytes'>;
  try {
    store.pragma('query_only = ON');
    await store.backup(partial, { progress: () => EVERY_PAGE });
    contents = asOneFile(partial);
    await rename(partial, out);
  } catch (error) {
    await Promise.all([rm(partial, { force: true }), rm(`${partial}-journal`, { force: true })]);
    throw error;
  } finally {
    store.close();
  }
  await syncFolderOf(out);
  return { file: out, bytes: (await stat(out)).size, ...contents };
}

/**
 * Takes the copy out of WAL mode, so that it is one file, which reading leaves alone: a store in WAL
 * mode gets `-wal` and `-shm` files beside it whenever it is opened. A server puts the store restored
 * from it back in WAL mode when it opens it.
 */
function asOneFile(file: string): Omit<StoreCopy, 'file' | 'bytes'> {
  const copy = new BetterSqlite3(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return contentsOf(copy);
  } finally {
    copy.close();
  }
}

/**
 * Copies the backup `from` into the store at `storePath`, which must be empty (missing, or holding
 * no company) and open in no other process. The backup is checked whole first.
 */
export async function restoreSqliteStore(from: string, storePath: string): Promise<StoreCopy> {
  const backup = openBackup(from);
  try {
    const contents = checkedBackup(backup, from);
    await refuseUnlessEmpty(storePath);
    await backup.backup(storePath, { progress: () => EVERY_PAGE });
    return { file: storePath, bytes: (await stat(storePath)).size, ...contents };
  } finally {
    backup.close();
  }
}

function openBackup(from: string): BetterSqlite3.Database {
  try {
    return new BetterSqlite3(from, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw notABackup(from, error);
  }
}

const notABackup = (from: string, error: unknown) =>
  new Error(`${from} is not a backup of the service: ${error instanceof Error ? error.message : String(error)}`);

function checkedBackup(backup: BetterSqlite3.Database, from: string): Omit<StoreCopy, 'file' | 'bytes'> {
  let integrity: unknown;
  try {
    integrity = backup.pragma('integrity_check', { simple: true });
  } catch (error) {
    throw notABackup(from, error);
  }
  if (integrity !== 'ok') throw new Error(`${from} is damaged: ${integrity}`);
  if (!hasTable(backup, 'kysely_migration')) throw notABackup(from, 'it has no schema of the service');
  const unknown = migrationsOf(backup).filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new Error(
      `${from} was made by a later release (its schema has ${unknown.join(', ')}): restore it with that release`,
    );
  }
  return contentsOf(backup);
}

/**
 * Refuses a store that holds books, or that another process has open: in WAL mode every connection
 * holds a shared lock on the file while it is open, so an exclusive lock is had only when none is.
 */
async function refuseUnlessEmpty(storePath: string): Promise<void> {
  if (!existsSync(storePath)) {
    await mkdir(dirname(storePath), { recursive: true });
    return;
  }
  const store = new BetterSqlite3(storePath, { fileMustExist: true, timeout: 0 });
  try {
    store.pragma('locking_mode = EXCLUSIVE');
    try {
      store.exec('begin exclusive; commit');
    } catch (error) {
      if (!String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) throw error;
      throw new Error(
        `${storePath} is open in another process (a server or the CLI): stop it before restoring into it`,
      );
    }
    const companies = hasTable(store, 'companies') ? companyCount(store) : undefined;
    if (companies === undefined && store.prepare('select 1 from sqlite_schema').get()) {
      throw new Error(`${storePath} is not a store of the service: a backup is restored only into an empty store`);
    }
    if (companies) {
      const held = `${companies} ${companies === 1 ? 'company' : 'companies'}`;
      throw new Error(`${storePath} holds ${held}: a backup is restored only into an empty store`);
    }
  } finally {
    store.close();
  }
}

function contentsOf(store: BetterSqlite3.Database): Omit<StoreCopy, 'file' | 'bytes'> {
  return { schema: migrationsOf(store).sort().at(-1) ?? '', companies: companyCount(store) };
}

const hasTable = (store: BetterSqlite3.Database, name: string) =>
  store.prepare("select 1 from sqlite_schema where type = 'table' and name = ?").get(name) !== undefined;

const migrationsOf = (store: BetterSqlite3.Database) =>
  store.prepare('select name from kysely_migration').pluck().all() as string[];

const companyCount = (store: BetterSqlite3.Database) =>
  store.prepare('select count(*) from companies').pluck().get() as number;

/** A rename lasts through a power loss only once the folder that holds it is written out. */
async function syncFolderOf(file: string): Promise<void> {
  const folder = await open(dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
