import { setTimeout as sleep } from 'node:timers/promises';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseTransaction, openDatabase } from '../src/db/database.js';
import { drawIds } from '../src/db/ids.js';
import { inTransaction } from '../src/db/write.js';
import {
  type Api,
  apiClient,
  buildTestApp,
  createTenant,
  holdWriteLock,
  type Tenant,
  type TestApp,
  testConfig,
} from './helpers.js';
import { problem, unique } from './problem.js';
import { within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/** How the writes of one process meet those of another on the same database. */

let database: TestDatabase;
let t: TestApp;
let tenant: Tenant;
let api: Api;
/** A second, independent connection to the same database, as another process would have. */
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url });
  tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
  other = await openDatabase(testConfig({ databaseUrl: database.url }));
});

afterAll(async () => {
  await other?.destroy();
  await t?.close();
  await database?.drop();
});

/** Whether the tenant's key has had its last use stamped. */
async function keyStamped(): Promise<boolean> {
  const { rows } = await sql<{ stamped: number }>`select count(*) as stamped from api_keys
    join users on users.id = api_keys.user_id
    where users.username = ${tenant.username} and api_keys.last_used_at is not null`.execute(other);
  return Number(rows[0]?.stamped) > 0;
}

describe(`writes that meet others on ${testStore}`, () => {
  it('answer 409 with Retry-After when another writer holds what they need too long, and keep no answer under the key', async () => {
    const name = unique('Waiting Client');
    expect((await api.post('/clients', { name })).statusCode).toBe(200);
    // The key's first use is stamped by a write of its own once the answer is sent: let it end
    // before the lock is held, or it would be the writer the lock waits for.
    await within(10_000, "the key's last use stamped", async () => {
      while (!(await keyStamped())) await sleep(25);
    });
    const createInvoice = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/invoices',
        headers: { authorization: tenant.authorization, 'idempotency-key': `held-${name}` },
        payload: {
          clientName: name,
          currency: 'GBP',
          issueDate: '2026-06-01',
          dueDate: '2026-06-30',
          invoiceLines: [{ quantity: 1, rate: '5.00', salesTaxCode: 'ZERO' }],
        },
      });
    // A SQLite write transaction locks the whole file; on PostgreSQL, hold the company's row, which
    // every invoice takes for its number.
    const holder = holdWriteLock(other, (trx) =>
      testStore === 'postgres'
        ? sql`select id from companies where id = ${tenant.companyId} for update`.execute(trx)
        : sql`select 1`.execute(trx),
    );
    await holder.ready;
    try {
      const refused = await createInvoice();
      problem(refused, 409, /busy/);
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      holder.release();
    }
    const created = await createInvoice();
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['idempotent-replayed']).toBeUndefined();
  }, 30_000);

  it.runIf(testStore === 'postgres')(
    'undo the whole write when a statement sent at its end fails: no invoice, no entry in the trail, no balance moved',
    // The count of invoices is written at the end of the write, with its entry in the trail and
    // its balances, all sent together: it waits for this lock until it gives up.
    () =>
      expectInvoiceUndoneWhileHeld(
        sql`select count from record_counts
          where company_id = ${tenant.companyId} and table_name = 'invoices' for update`,
      ),
    30_000,
  );

  it.runIf(testStore === 'postgres')(
    'undo the whole write when a statement sent ahead fails, and answer its error rather than what failed after it',
    // The postings are sent ahead of the invoice's number, which is taken without waiting for them:
    // they wait for this lock until they give up, and the statements behind them fail too.
    () => expectInvoiceUndoneWhileHeld(sql`select id from accounts where company_id = ${tenant.companyId} for update`),
    30_000,
  );

  /** A new invoice, while another writer holds the rows `lock` locks, is refused as busy and leaves the books as they were. */
  async function expectInvoiceUndoneWhileHeld(lock: RawBuilder<unknown>) {
    const name = unique('Held Rows Client');
    expect((await api.post('/clients', { name })).statusCode).toBe(200);
    const invoice = {
      clientName: name,
      currency: 'GBP',
      issueDate: '2026-06-01',
      dueDate: '2026-06-30',
      invoiceLines: [{ quantity: 1, rate: '7.00', salesTaxCode: 'ZERO' }],
    };
    expect((await api.post('/invoices', invoice)).statusCode).toBe(200);
    const before = await booksNow();
    const holder = holdWriteLock(other, (trx) => lock.execute(trx));
    await holder.ready;
    try {
      problem(await api.post('/invoices', invoice), 409, /busy/);
    } finally {
      holder.release();
    }
    expect(await booksNow()).toEqual(before);
  }

  /** What the company's invoices, audit trail and balances stand at. */
  async function booksNow() {
    const [invoices, trail, balance] = await Promise.all([
      api.get('/invoices'),
      api.get('/auditLog'),
      api.get('/reports/trialBalance?date=2099-12-31'),
    ]);
    return {
      invoices: invoices.json<unknown[]>().length,
      trail: trail.json<unknown[]>().length,
      balance: balance.body,
    };
  }

  it.runIf(testStore === 'postgres')(
    'draw record ids from a sequence: a write never waits for the ids of another that has not committed',
    async () => {
      const holder = holdWriteLock(other, (trx) => drawIds(trx, 1));
      await holder.ready;
      try {
        const created = await within(3_000, 'a create beside an open write', () =>
          api.post('/clients', { name: unique('Beside') }),
        );
        expect(created.statusCode, created.body).toBe(200);
      } finally {
        holder.release();
      }
    },
  );

  it.runIf(testStore === 'postgres')(
    'move the lock date only between writes: a move waits for a write under way, and a write for a move',
    async () => {
      const stillWaiting = async (pending: Promise<unknown>) =>
        expect(await Promise.race([pending.then(() => 'done'), sleep(300).then(() => 'waiting')])).toBe('waiting');
      const client = (await api.post('/clients', { name: unique('Locked out') })).json<{ id: number }>();
      const bank = (await api.post('/bankAccounts', { name: unique('Locked bank') })).json<{ id: number }>();
      const invoice = await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-03-10',
        dueDate: '2026-03-31',
        invoiceLines: [{ quantity: 1, rate: '5.00', salesTaxCode: 'ZERO' }],
      });
      const payment = await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '5.00',
        dateReceived: '2026-03-15',
        invoiceIds: [invoice.json<{ id: number }>().id],
      });
      expect(payment.statusCode, payment.body).toBe(200);

      // A write under way has read the lock date: the move waits for it to end.
      const writing = holdWriteLock(other, (trx) =>
        sql`select lock_date from companies where id = ${tenant.companyId} for key share`.execute(trx),
      );
      await writing.ready;
      const moving = api.put('/company', { lockDate: '2026-03-31' });
      await stillWaiting(moving);
      writing.release();
      expect((await moving).statusCode).toBe(200);

      // A move under way (reopening March): a write waits for it, and then sees the new lock date.
      const movingBack = holdWriteLock(other, async (trx) => {
        await sql`select id from companies where id = ${tenant.companyId} for update`.execute(trx);
        await sql`update companies set lock_date = null where id = ${tenant.companyId}`.execute(trx);
      });
      await movingBack.ready;
      // The delete reads the lock date before it writes anything: without waiting, it would read the
      // lock date of 31 March and be refused.
      const write = api.delete(`/clientPayments/${payment.json<{ id: number }>().id}`);
      await stillWaiting(write);
      movingBack.release();
      const written = await write;
      expect(written.statusCode, written.body).toBe(200);
    },
  );

  it.runIf(testStore === 'postgres')('run a write that lost a deadlock again, and it succeeds', async () => {
    const [first, second] = ['6100', '6200'];
    const attempts = { a: 0, b: 0 };
    let arrived = 0;
    let bothHoldOne: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    const lockAccount = (trx: DatabaseTransaction, code: string) =>
      sql`select id from accounts where company_id = ${tenant.companyId} and code = ${code} for update`.execute(trx);
    // Each locks one account, waits until the other holds its own, then wants the other's: on the
    // first attempt one of them is chosen as the deadlock's victim, and only that one runs again.
    const write = (name: 'a' | 'b', order: [string, string]) =>
      inTransaction(t.db, async ({ trx }) => {
        attempts[name] += 1;
        await lockAccount(trx, order[0]);
        if (attempts[name] === 1) {
          arrived += 1;
          if (arrived === 2) bothHoldOne();
          await barrier;
        }
        await lockAccount(trx, order[1]);
        return name;
      });
    expect(await Promise.all([write('a', [first, second]), write('b', [second, first])])).toEqual(['a', 'b']);
    expect(attempts.a + attempts.b).toBe(3);
  });
});
