import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { openDatabase } from '../src/db/database.js';
import { testConfig } from './helpers.js';
import { call, type RunningServer, startServer } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

let database: TestDatabase | undefined;
let servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

describe(`migrations on ${testStore}`, () => {
  it('run once when three server processes start together on a new database, and all three serve', async () => {
    database = await createTestDatabase();
    const url = database.url;
    servers = await Promise.all([startServer(url), startServer(url), startServer(url)]);
    for (const server of servers) {
      const health = await call(server.port, 'GET', '/healthz');
      expect(health.status, health.body).toBe(200);
    }
    const db = await openDatabase(testConfig({ databaseUrl: url }));
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
