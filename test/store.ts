import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** The store the tests run on, set per Vitest project (vitest.config.ts). */
export const testStore: 'sqlite' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** The DATABASE_URL of the new database. */
  url: string;
  /** Throws the database away; call once every connection to it is closed. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the store under test: on PostgreSQL a database of its own on the run's
 * server; on SQLite a file, as a server keeps its books (a reader beside the writer, commits in groups).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testStore === 'postgres') return createPostgresDatabase();
  const folder = await mkdtemp(join(tmpdir(), 'accounting-test-'));
  return { url: join(folder, 'books.sqlite'), drop: () => rm(folder, { recursive: true, force: true }) };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
