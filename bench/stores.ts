import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { findPostgresBin, startThrowawayCluster } from '../test/postgres-cluster.js';
import { LOAD_CORE, pinToCore } from './machine.js';

export type StoreName = 'sqlite' | 'postgres';

/** A PostgreSQL server that the benchmark makes its databases on. */
export interface PostgresServer {
  url: string;
  /** Where it comes from, for the report: BENCH_POSTGRES_URL or a throwaway cluster. */
  origin: string;
  stop(): Promise<void>;
}

/** A new database of one store: a file in the run's folder, or a database of its own on the PostgreSQL server. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export function sqliteDatabase(folder: string, name: string): BenchDatabase {
  return { url: join(folder, `${name}.sqlite`), drop: async () => {} };
}

/**
 * BENCH_POSTGRES_URL when set; else a throwaway cluster when the PostgreSQL programs are installed;
 * else undefined, and the run says that it leaves PostgreSQL out.
 */
export async function findPostgresServer(): Promise<PostgresServer | undefined> {
  const given = process.env.BENCH_POSTGRES_URL;
  if (given) return { url: given, origin: 'BENCH_POSTGRES_URL', stop: async () => {} };
  const binDir = findPostgresBin();
  if (!binDir) return undefined;
  const cluster = await startThrowawayCluster(binDir);
  // Its connections' processes are forked from the postmaster and keep its core.
  pinToCore(cluster.pid, LOAD_CORE);
  await makeDurable(cluster.url);
  return { url: cluster.url, origin: `a throwaway cluster (${binDir})`, stop: () => cluster.stop() };
}

/**
 * The throwaway cluster is set up for tests, which need no durability; a commit here waits for the
 * disk, as on a production server and as SQLite's synchronous=FULL does, so that the stores compare.
 */
async function makeDurable(url: string): Promise<void> {
  for (const [setting, value] of [
    ['fsync', 'on'],
    ['synchronous_commit', 'on'],
    ['full_page_writes', 'on'],
  ]) {
    await onServer(url, `alter system set ${setting} = '${value}'`);
  }
  await onServer(url, 'select pg_reload_conf()');
}

export async function postgresDatabase(server: PostgresServer, name: string): Promise<BenchDatabase> {
  const database = `bench_${name}_${randomBytes(4).toString('hex')}`;
  await onServer(server.url, `create database ${database}`);
  const url = new URL(server.url);
  url.pathname = `/${database}`;
  const drop = async () => {
    await onServer(server.url, `drop database if exists ${database} with (force)`);
  };
  return { url: url.toString(), drop };
}

export async function onServer<Row extends pg.QueryResultRow>(url: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

export function sqliteVersion(): string {
  const db = new BetterSqlite3(':memory:');
  try {
    return (db.prepare('select sqlite_version() as version').get() as { version: string }).version;
  } finally {
    db.close();
  }
}

/** The server's version and the settings that decide what a commit costs. */
export async function postgresVersion(server: PostgresServer): Promise<string> {
  const show = async (setting: string) =>
    (await onServer<Record<string, string>>(server.url, `show ${setting}`))[0]?.[setting] ?? '?';
  const version = await show('server_version');
  return `${version} (fsync=${await show('fsync')}, synchronous_commit=${await show('synchronous_commit')})`;
}
