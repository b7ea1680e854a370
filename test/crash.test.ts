import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { createTenant, holdWriteLock, type Tenant, testConfig } from './helpers.js';
import { type Answer, call, type RunningServer, sleep, startServer, within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/**
 * A server killed with SIGKILL in the middle of a create sent with an Idempotency-Key: the claim of the
 * key lived in the write's transaction, so the retry after a restart is carried out at once (or
 * replayed, if the first write had committed), and the record exists exactly once.
 */

let database: TestDatabase;
let db: Database;
let tenant: Tenant;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(testConfig({ databaseUrl: database.url }));
  tenant = await createTenant(db);
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await db?.destroy();
  await database?.drop();
});

async function server(): Promise<RunningServer> {
  const started = await startServer(database.url);
  servers.push(started);
  return started;
}

async function killHard(running: RunningServer): Promise<void> {
  running.child.kill('SIGKILL');
  await within(10_000, 'the killed server to exit', () => running.exited);
}

const create = (running: RunningServer, path: string, body: unknown, key: string) =>
  call(running.port, 'POST', `/api/v1${path}`, {
    headers: { authorization: tenant.authorization, 'idempotency-key': key },
    body,
  });

const list = async <T>(running: RunningServer, path: string) =>
  JSON.parse(
    (await call(running.port, 'GET', `/api/v1${path}`, { headers: { authorization: tenant.authorization } })).body,
  ) as T[];

/** The retry's answer: carried out now, or the replay of a first write that committed before the kill. */
function expectCreated(answer: Answer): void {
  expect(answer.status, answer.body).toBe(200);
  expect(['true', null]).toContain(answer.headers.get('idempotent-replayed'));
}

describe(`a server killed with SIGKILL during a create, on ${testStore}`, () => {
  it.runIf(testStore === 'postgres')(
    'leaves no claim behind: the retry after a restart is carried out at once, and writes one invoice',
    async () => {
      const first = await server();
      const client = JSON.parse((await create(first, '/clients', { name: 'Crash Test Ltd' }, 'crash-client')).body) as {
        id: number;
      };
      const body = {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-05-01',
        dueDate: '2026-05-31',
        invoiceLines: [{ quantity: 3, rate: '12.50', salesTaxCode: 'STANDARD' }],
      };
      // Hold the company's invoice counter, so that the write stops in the middle of its transaction:
      // after it claimed the key, before it could commit. The write is sent only once the counter is
      // held, and the counter is let go whatever happens.
      const counter = holdWriteLock(db, (trx) =>
        sql`select id from companies where id = ${tenant.companyId} for update`.execute(trx),
      );
      await counter.ready;
      try {
        const abandoned = create(first, '/invoices', body, 'crash-invoice').catch(() => undefined);
        await within(10_000, 'the write to wait for the invoice counter', async () => {
          for (;;) {
            const { rows } = await sql<{ waiting: bigint }>`
              select count(*) as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
            if ((rows[0]?.waiting ?? 0n) > 0n) return;
            await sleep(20);
          }
        });
        await killHard(first);
        counter.release();
        await abandoned;
      } finally {
        counter.release();
      }

      const second = await server();
      const retried = await create(second, '/invoices', body, 'crash-invoice');
      expect(retried.status, retried.body).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      const invoices = await list<{ id: number; totalAmount: string }>(second, '/invoices');
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ id: JSON.parse(retried.body).id, totalAmount: '45.00' });
      const repeat = await create(second, '/invoices', body, 'crash-invoice');
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect(repeat.body).toBe(retried.body);
      await second.stop();
    },
    60_000,
  );

  it('gives exactly one record after a retry, wherever in the write the kill lands', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => [
      { accountCode: '6300', debitAmountValue: `${index + 1}.00` },
      { accountCode: '1100', creditAmountValue: `${index + 1}.00` },
    ]).flat();
    for (const delayMs of [0, 15, 40, 120]) {
      const reason = `Killed after ${delayMs} ms`;
      const body = { reason, date: '2026-05-02', manualJournalEntryLines: lines };
      const first = await server();
      const abandoned = create(first, '/manualJournalEntries', body, `crash-${delayMs}`).catch(() => undefined);
      await sleep(delayMs);
      await killHard(first);
      await abandoned;

      const second = await server();
      expectCreated(await create(second, '/manualJournalEntries', body, `crash-${delayMs}`));
      const entries = await list<{ reason: string }>(second, '/manualJournalEntries');
      expect(entries.filter((entry) => entry.reason === reason)).toHaveLength(1);
      await second.stop();
    }
    const { rows: unbalanced } = await sql<{ transaction_id: bigint }>`
      select transaction_id from postings where company_id = ${tenant.companyId}
      group by transaction_id, currency having sum(amount) <> 0`.execute(db);
    expect(unbalanced).toEqual([]);
  }, 120_000);
});
