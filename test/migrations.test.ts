import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { connectDatabase, openDatabase } from '../src/db/database.js';
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

  it('bring books made before up to date: every journal transaction and posting kept, repeated bank account names told apart', async () => {
    const books = await createTestDatabase();
    const db = connectDatabase(testConfig({ databaseUrl: books.url })) as unknown as Kysely<
      Record<string, Record<string, unknown>>
    >;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    try {
      expect((await migrator.migrateTo('2026-11-23-10-idempotency-expiry')).error).toBeUndefined();
      const owned = { company_id: 7n };
      await db
        .insertInto('companies')
        .values({ id: 7n, name: 'Before', currency: 'GBP', created_at: '2026-01-01T00:00:00Z' })
        .execute();
      const account = (id: bigint, code: string, name: string) => ({
        ...owned,
        id,
        code,
        name,
        type: 'ASSET',
        description: null,
        system_role: null,
      });
      await db
        .insertInto('accounts')
        .values([account(1n, '3000', 'Capital'), account(2n, '1300', 'Bank'), account(3n, '1301', 'Bank')])
        .execute();
      const bank = (id: bigint, ledger: bigint) => ({
        ...owned,
        id,
        name: 'Bank',
        currency: 'GBP',
        type: 'BANK_ACCOUNT',
        ledger_account_id: ledger,
      });
      await db
        .insertInto('bank_accounts')
        .values([bank(4n, 2n), bank(5n, 3n)])
        .execute();
      await db
        .insertInto('journal_transactions')
        .values({ ...owned, id: 6n, date: '2026-01-02', source_type: 'MANUAL_JOURNAL_ENTRY', source_id: 9n })
        .execute();
      const posting = (id: bigint, accountId: bigint, amount: bigint) => ({
        ...owned,
        id,
        transaction_id: 6n,
        account_id: accountId,
        currency: 'GBP',
        amount,
        date: '2026-01-02',
      });
      await db
        .insertInto('postings')
        .values([posting(10n, 2n, 500n), posting(11n, 1n, -500n)])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const transactions = await db.selectFrom('journal_transactions').selectAll().execute();
      expect(transactions).toEqual([
        { ...owned, id: 6n, date: '2026-01-02', source_type: 'MANUAL_JOURNAL_ENTRY', source_id: 9n, reverses_id: null },
      ]);
      expect(await db.selectFrom('postings').select(['id', 'amount']).orderBy('id').execute()).toEqual([
        { id: 10n, amount: 500n },
        { id: 11n, amount: -500n },
      ]);
      const names = await db.selectFrom('bank_accounts').select(['id', 'name']).orderBy('id').execute();
      expect(names).toEqual([
        { id: 4n, name: 'Bank' },
        { id: 5n, name: 'Bank (5)' },
      ]);
      const ledgerNames = await db.selectFrom('accounts').select(['id', 'name']).orderBy('id').execute();
      expect(ledgerNames).toEqual([
        { id: 1n, name: 'Capital' },
        { id: 2n, name: 'Bank' },
        { id: 3n, name: 'Bank (5)' },
      ]);
      // The postings still need their transaction: the reference survived the rebuild.
      await expect(db.deleteFrom('journal_transactions').execute()).rejects.toThrow();
    } finally {
      await db.destroy();
      await books.drop();
    }
  });
});
