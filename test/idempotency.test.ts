import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { createBank, createClient, createSupplier, trialBalance } from './books.js';
import {
  type Api,
  anyTimestamps,
  apiClient,
  buildTestApp,
  createTenant,
  openTestDatabase,
  type Tenant,
  type TestApp,
} from './helpers.js';
import { ok, type Problem, problem, unique } from './problem.js';
import { createTestDatabase } from './store.js';

interface Created {
  id: number;
}

interface Invoice {
  id: number;
  totalAmount: string;
  outstandingAmount: string;
  invoiceLines: { id: number }[];
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A POST with an Idempotency-Key, as a client retrying a create would send it. */
function post(app: FastifyInstance, tenant: Tenant, url: string, payload: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: tenant.authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });
}

/** A 422 or 400 naming the Idempotency-Key header (the header's name is case-insensitive). */
function keyProblem(response: LightMyRequestResponse, status: 400 | 422): Problem {
  const body = problem(response, status);
  expect(body.errors?.length, response.body).toBeGreaterThan(0);
  for (const error of body.errors ?? []) expect(error.path.toLowerCase()).toBe('idempotency-key');
  expect(response.headers['idempotent-replayed']).toBeUndefined();
  return body;
}

/** A fresh answer, carried out now: not replayed. */
function fresh<T>(response: LightMyRequestResponse): T {
  expect(response.headers['idempotent-replayed']).toBeUndefined();
  return ok<T>(response);
}

/** A repeat answered from the store: the first answer's status and body, marked as replayed. */
function expectReplayOf(replay: LightMyRequestResponse, first: LightMyRequestResponse): void {
  expect(replay.statusCode, replay.body).toBe(first.statusCode);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.headers['content-type']).toBe(first.headers['content-type']);
  expect(replay.json()).toEqual(first.json());
  expect(replay.body).toBe(first.body);
}

const count = async (api: Api, path: string) => ok<unknown[]>(await api.get(path)).length;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A company with a client, a supplier, GBP and USD bank accounts, one invoice and one bill of 100.00 each. */
async function books(db: Database, app: FastifyInstance) {
  const tenant = await createTenant(db);
  const api = apiClient(app, tenant);
  const client = await createClient(api);
  const supplier = await createSupplier(api);
  const gbp = await createBank(api);
  const usd = await createBank(api, 'USD');
  const invoice = ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    }),
  );
  const bill = ok<Created>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: '2026-03-01',
      dueDate: '2026-03-31',
      billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' }],
    }),
  );
  return { tenant, api, client, supplier, gbp, usd, invoice, bill };
}

type Books = Awaited<ReturnType<typeof books>>;

interface CreateCall {
  name: string;
  /** The path to POST to. */
  path: (b: Books) => string;
  body: (b: Books) => unknown;
  /** A body that differs from `body`. */
  otherBody: (b: Books) => unknown;
  /** How many records the call has made. */
  count: (b: Books) => Promise<number>;
}

const CREATE_CALLS: CreateCall[] = [
  {
    name: 'POST /clients',
    path: () => '/clients',
    body: () => ({ name: 'Idempotent client', email: 'a@b.example' }),
    otherBody: () => ({ name: 'Idempotent client', email: 'other@b.example' }),
    count: (b) => count(b.api, '/clients'),
  },
  {
    name: 'POST /clientPayments',
    path: () => '/clientPayments',
    body: (b) => ({
      clientId: b.client.id,
      bankAccountId: b.gbp.id,
      currency: 'GBP',
      amount: '30.00',
      dateReceived: '2026-04-01',
      invoiceIds: [b.invoice.id],
    }),
    otherBody: (b) => ({
      clientId: b.client.id,
      bankAccountId: b.gbp.id,
      currency: 'GBP',
      amount: '31.00',
      dateReceived: '2026-04-01',
      invoiceIds: [b.invoice.id],
    }),
    count: (b) => count(b.api, '/clientPayments'),
  },
  {
    name: 'POST /supplierPayments',
    path: () => '/supplierPayments',
    body: (b) => ({
      supplierId: b.supplier.id,
      bankAccountId: b.usd.id,
      exchangeRate: 1.25,
      currency: 'GBP',
      amount: '30.00',
      datePaid: '2026-04-01',
    }),
    otherBody: (b) => ({
      supplierId: b.supplier.id,
      bankAccountId: b.usd.id,
      exchangeRate: 1.26,
      currency: 'GBP',
      amount: '30.00',
      datePaid: '2026-04-01',
    }),
    count: (b) => count(b.api, '/supplierPayments'),
  },
  {
    name: 'POST /bankTransfers',
    path: () => '/bankTransfers',
    body: (b) => ({
      fromBankAccountId: b.gbp.id,
      toBankAccountId: b.usd.id,
      amount: '100.00',
      exchangeRate: 1.23456,
      dateTransferred: '2026-04-01',
    }),
    otherBody: (b) => ({
      fromBankAccountId: b.gbp.id,
      toBankAccountId: b.usd.id,
      amount: '100.00',
      exchangeRate: 1.23456,
      dateTransferred: '2026-04-02',
    }),
    count: (b) => count(b.api, '/bankTransfers'),
  },
  {
    name: 'POST /invoices/{id}/invoiceLines',
    path: (b) => `/invoices/${b.invoice.id}/invoiceLines`,
    body: () => ({ quantity: 2, rate: '12.50', vatRate: 0.2, description: 'Extra' }),
    otherBody: () => ({ quantity: 3, rate: '12.50', vatRate: 0.2, description: 'Extra' }),
    count: async (b) => ok<Invoice>(await b.api.get(`/invoices/${b.invoice.id}`)).invoiceLines.length,
  },
];

describe.each(CREATE_CALLS)('Idempotency-Key on $name', (call) => {
  it('carries out the first request, and answers a repeat with the same body from the store, changing nothing', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    const before = await call.count(b);
    const first = await post(t.app, b.tenant, call.path(b), call.body(b), key);
    const created = fresh<Created>(first);
    expect(created.id).toEqual(expect.any(Number));
    expect(await call.count(b)).toBe(before + 1);
    const ledger = await trialBalance(b.api);
    const invoice = await b.api.get(`/invoices/${b.invoice.id}`);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expectReplayOf(await post(t.app, b.tenant, call.path(b), call.body(b), key), first);
    }
    expect(await call.count(b)).toBe(before + 1);
    expect(await trialBalance(b.api)).toEqual(ledger);
    expect((await b.api.get(`/invoices/${b.invoice.id}`)).json()).toEqual(invoice.json());
  });

  it('refuses the same key with a different body with 422 naming Idempotency-Key, and creates nothing', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    const before = await call.count(b);
    const first = await post(t.app, b.tenant, call.path(b), call.body(b), key);
    fresh<Created>(first);
    const ledger = await trialBalance(b.api);
    const refused = keyProblem(await post(t.app, b.tenant, call.path(b), call.otherBody(b), key), 422);
    expect(refused.detail).toMatch(/Idempotency-Key/);
    expect(await call.count(b)).toBe(before + 1);
    expect(await trialBalance(b.api)).toEqual(ledger);
    // The key still answers its first request.
    expectReplayOf(await post(t.app, b.tenant, call.path(b), call.body(b), key), first);
  });
});

describe('Idempotency-Key on every other create call', () => {
  it('replays invoices, bills, bill lines, suppliers, employees, bank accounts, line items and journal entries', async () => {
    const b = await books(t.db, t.app);
    const calls: [string, unknown, string][] = [
      [
        '/invoices',
        {
          clientId: b.client.id,
          currency: 'GBP',
          issueDate: '2026-03-01',
          dueDate: '2026-03-31',
          invoiceLines: [{ quantity: 1, rate: '9.99', vatRate: 0 }],
        },
        '/invoices',
      ],
      [
        '/bills',
        {
          supplierId: b.supplier.id,
          currency: 'GBP',
          issueDate: '2026-03-01',
          dueDate: '2026-03-31',
          billLines: [{ quantity: 1, unitPrice: '9.99', vatRate: 0, categoryCode: '6300' }],
        },
        '/bills',
      ],
      ['/suppliers', { name: unique('Supplier') }, '/suppliers'],
      ['/employees', { name: unique('Employee') }, '/employees'],
      ['/bankAccounts', { name: unique('Bank') }, '/bankAccounts'],
      ['/lineItems', { name: unique('Item') }, '/lineItems'],
      [
        '/manualJournalEntries',
        {
          reason: 'Opening',
          date: '2026-03-01',
          manualJournalEntryLines: [
            { accountCode: '1000', debitAmountValue: '5.00' },
            { accountCode: '3000', creditAmountValue: '5.00' },
          ],
        },
        '/manualJournalEntries',
      ],
    ];
    for (const [path, body, list] of calls) {
      const key = unique('key');
      const before = await count(b.api, list);
      const first = await post(t.app, b.tenant, path, body, key);
      fresh<Created>(first);
      const ledger = await trialBalance(b.api);
      expectReplayOf(await post(t.app, b.tenant, path, body, key), first);
      expect(await count(b.api, list), path).toBe(before + 1);
      expect(await trialBalance(b.api)).toEqual(ledger);
    }

    const linesOfBill = `/bills/${b.bill.id}/billLines`;
    const key = unique('key');
    const line = { quantity: 1, unitPrice: '1.00', vatRate: 0, categoryCode: '6300' };
    const first = await post(t.app, b.tenant, linesOfBill, line, key);
    fresh<Created>(first);
    expectReplayOf(await post(t.app, b.tenant, linesOfBill, line, key), first);
    const bill = ok<{ billLines: unknown[]; totalAmount: string }>(await b.api.get(`/bills/${b.bill.id}`));
    expect(bill.billLines).toHaveLength(2);
    expect(bill.totalAmount).toBe('101.00');
  });

  it('documents the header on every create call of the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const document = ok<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; description?: string }[] }>>;
    }>(response);
    const creates = Object.entries(document.paths).flatMap(([path, operations]) =>
      operations.post ? [[path, operations.post] as const] : [],
    );
    expect(creates.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/v1/clients',
        '/api/v1/clientPayments',
        '/api/v1/supplierPayments',
        '/api/v1/bankTransfers',
        '/api/v1/invoices/{id}/invoiceLines',
      ]),
    );
    for (const [path, operation] of creates) {
      const header = (operation.parameters ?? []).find(
        (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
      );
      expect(header, path).toBeDefined();
      expect(header?.description, path).toMatch(/422/);
      expect(header?.description, path).toMatch(/in flight waits/);
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays a refused first request as the same refusal, even once it would succeed', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    const body = {
      clientId: b.client.id,
      bankAccountId: b.gbp.id,
      currency: 'GBP',
      amount: '150.00',
      dateReceived: '2026-04-01',
      invoiceIds: [b.invoice.id],
    };
    const first = await post(t.app, b.tenant, '/clientPayments', body, key);
    expect(problem(first, 422)).toMatchObject({ amount: '150.00', outstandingAmount: '100.00' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The invoice grows to 200.00: the same payment would now be accepted.
    const invoice = ok<Invoice & { [field: string]: unknown }>(await b.api.get(`/invoices/${b.invoice.id}`));
    const line = invoice.invoiceLines[0] as { id: number };
    ok<Invoice>(
      await b.api.put(`/invoices/${invoice.id}`, {
        ...invoice,
        invoiceLines: [{ id: line.id, quantity: 2, rate: '100.00', vatRate: 0 }],
      }),
    );
    const replay = await post(t.app, b.tenant, '/clientPayments', body, key);
    expectReplayOf(replay, first);
    expect(await count(b.api, '/clientPayments')).toBe(0);
    expect(ok<Invoice>(await b.api.get(`/invoices/${invoice.id}`)).outstandingAmount).toBe('200.00');

    // With a new key it is carried out.
    const paid = fresh<{ amount: string }>(await post(t.app, b.tenant, '/clientPayments', body, unique('key')));
    expect(paid.amount).toBe('150.00');
    expect(ok<Invoice>(await b.api.get(`/invoices/${invoice.id}`)).outstandingAmount).toBe('50.00');
  });

  it('refuses a key used on another create call with 422, even with the same body', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    const body = { name: unique('Party') };
    const first = await post(t.app, b.tenant, '/clients', body, key);
    fresh<Created>(first);
    const suppliers = await count(b.api, '/suppliers');
    keyProblem(await post(t.app, b.tenant, '/suppliers', body, key), 422);
    expect(await count(b.api, '/suppliers')).toBe(suppliers);
    expectReplayOf(await post(t.app, b.tenant, '/clients', body, key), first);
  });

  it('answers a repeat from the store even after the record it made was deleted', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    const body = { name: unique('Short-lived client') };
    const first = await post(t.app, b.tenant, '/clients', body, key);
    const client = fresh<Created>(first);
    ok<Created>(await b.api.delete(`/clients/${client.id}`));
    expectReplayOf(await post(t.app, b.tenant, '/clients', body, key), first);
    expect(ok<Created[]>(await b.api.get('/clients')).map((c) => c.id)).not.toContain(client.id);
  });

  it('is per company: the same key in another company runs anew', async () => {
    const mine = await books(t.db, t.app);
    const theirs = await books(t.db, t.app);
    const key = unique('key');
    const body = { name: 'Same name in two companies' };
    const first = fresh<Created>(await post(t.app, mine.tenant, '/clients', body, key));
    const other = fresh<Created>(await post(t.app, theirs.tenant, '/clients', body, key));
    expect(other).toEqual({ id: expect.any(Number), name: body.name, ...anyTimestamps });
    expect(other.id).not.toBe(first.id);
    // Under the same key, another body in a third company is no conflict either.
    const third = await books(t.db, t.app);
    expect(fresh<Created>(await post(t.app, third.tenant, '/clients', { name: 'Third' }, key))).toEqual({
      id: expect.any(Number),
      name: 'Third',
      ...anyTimestamps,
    });
    expect(await count(mine.api, '/clients')).toBe(2);
    expect(await count(theirs.api, '/clients')).toBe(2);
    expect(await count(third.api, '/clients')).toBe(2);
  });

  it('takes keys of 1 to 128 characters: longer, empty or non-printable ones are a 400 naming the header', async () => {
    const b = await books(t.db, t.app);
    const before = await count(b.api, '/clients');
    keyProblem(await post(t.app, b.tenant, '/clients', { name: unique('Client') }, 'k'.repeat(129)), 400);
    keyProblem(await post(t.app, b.tenant, '/clients', { name: unique('Client') }, ''), 400);
    keyProblem(await post(t.app, b.tenant, '/clients', { name: unique('Client') }, 'tab\there'), 400);
    expect(await count(b.api, '/clients')).toBe(before);
    const longest = 'k'.repeat(128);
    const body = { name: unique('Client') };
    const first = await post(t.app, b.tenant, '/clients', body, longest);
    fresh<Created>(first);
    expectReplayOf(await post(t.app, b.tenant, '/clients', body, longest), first);
    expect(await count(b.api, '/clients')).toBe(before + 1);
  });

  it('answers a repeat sent while the first is in flight with the first answer once it is done: one write', async () => {
    const b = await books(t.db, t.app);
    const body = {
      fromBankAccountId: b.gbp.id,
      toBankAccountId: b.usd.id,
      amount: '10.00',
      exchangeRate: 1.5,
      dateTransferred: '2026-04-01',
    };
    const key = unique('key');
    const ledger = await trialBalance(b.api);
    const answers = await Promise.all([1, 2, 3].map(() => post(t.app, b.tenant, '/bankTransfers', body, key)));
    const [first, ...repeats] = [...answers].sort(
      (x, y) =>
        Number(x.headers['idempotent-replayed'] === 'true') - Number(y.headers['idempotent-replayed'] === 'true'),
    );
    fresh<Created>(first as LightMyRequestResponse);
    for (const repeat of repeats) expectReplayOf(repeat, first as LightMyRequestResponse);
    expect(await count(b.api, '/bankTransfers')).toBe(1);
    expect(await trialBalance(b.api)).not.toEqual(ledger);
  });

  it('takes over at once a key left unanswered, as a request that died before its answer once left it', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    await t.db
      .insertInto('idempotency_keys')
      .values({
        company_id: b.tenant.companyId,
        idempotency_key: key,
        request_hash: 'e'.repeat(64),
        status_code: null,
        response_body: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const body = { name: unique('Client') };
    const created = fresh<Created>(await post(t.app, b.tenant, '/clients', body, key));
    expect(created).toEqual({ id: expect.any(Number), ...body, ...anyTimestamps });
    expect(await count(b.api, '/clients')).toBeGreaterThan(0);
  });

  it('takes over an abandoned key whatever body it was claimed with', async () => {
    const b = await books(t.db, t.app);
    const key = unique('key');
    await t.db
      .insertInto('idempotency_keys')
      .values({
        company_id: b.tenant.companyId,
        idempotency_key: key,
        request_hash: 'f'.repeat(64),
        status_code: null,
        response_body: null,
        created_at: new Date(Date.now() - 30 * MINUTE).toISOString(),
      })
      .execute();
    const body = { name: unique('Client') };
    const created = fresh<Created>(await post(t.app, b.tenant, '/clients', body, key));
    expect(created).toEqual({ id: expect.any(Number), ...body, ...anyTimestamps });
  });

  it('forgets keys after 24 hours: the same key then runs anew', async () => {
    const b = await books(t.db, t.app);
    const body = {
      fromBankAccountId: b.gbp.id,
      toBankAccountId: b.usd.id,
      amount: '10.00',
      exchangeRate: 1.5,
      dateTransferred: '2026-04-01',
    };
    const key = unique('key');
    const first = await post(t.app, b.tenant, '/bankTransfers', body, key);
    const created = fresh<Created>(first);
    const age = async (ms: number) =>
      t.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - ms).toISOString() })
        .where('company_id', '=', b.tenant.companyId)
        .where('idempotency_key', '=', key)
        .execute();

    await age(23 * HOUR);
    expectReplayOf(await post(t.app, b.tenant, '/bankTransfers', body, key), first);
    expect(await count(b.api, '/bankTransfers')).toBe(1);

    await age(25 * HOUR);
    const again = fresh<Created>(await post(t.app, b.tenant, '/bankTransfers', body, key));
    expect(again.id).not.toBe(created.id);
    expect(await count(b.api, '/bankTransfers')).toBe(2);

    // An old answer of another body is forgotten too: no 422.
    const stale = unique('key');
    await t.db
      .insertInto('idempotency_keys')
      .values({
        company_id: b.tenant.companyId,
        idempotency_key: stale,
        request_hash: '0'.repeat(64),
        status_code: 200,
        response_body: '{"id":1,"name":"stale"}',
        created_at: new Date(Date.now() - 25 * HOUR).toISOString(),
      })
      .execute();
    const name = unique('Client');
    expect(fresh<Created>(await post(t.app, b.tenant, '/clients', { name }, stale))).toEqual({
      id: expect.any(Number),
      name,
      ...anyTimestamps,
    });
  });

  it("purges every company's keys older than 24 hours with their answers, when a server starts, even for a company that stopped writing", async () => {
    const { db, config, close } = await openTestDatabase();
    try {
      const idle = await createTenant(db);
      const busy = await createTenant(db);
      const keep = (tenant: Tenant, key: string, ageMs: number) =>
        db
          .insertInto('idempotency_keys')
          .values({
            company_id: tenant.companyId,
            idempotency_key: key,
            request_hash: '0'.repeat(64),
            status_code: 201,
            response_body: `{"key":"${key}"}`,
            created_at: new Date(Date.now() - ageMs).toISOString(),
          })
          .execute();
      for (let index = 0; index < 1005; index += 1) await keep(idle, `old-${index}`, 25 * HOUR);
      await keep(idle, 'recent', 23 * HOUR);
      await keep(busy, 'old', 24 * HOUR + MINUTE);
      await keep(busy, 'recent', HOUR);
      const keys = async () =>
        (
          await db
            .selectFrom('idempotency_keys')
            .select(['company_id', 'idempotency_key', 'response_body'])
            .orderBy('company_id')
            .orderBy('idempotency_key')
            .execute()
        ).map((row) => [row.company_id, row.idempotency_key, row.response_body]);

      const app = await buildApp(config, db);
      await app.ready();
      await app.close(); // waits for the purge that the start began
      expect(await keys()).toEqual([
        [idle.companyId, 'recent', '{"key":"recent"}'],
        [busy.companyId, 'recent', '{"key":"recent"}'],
      ]);
    } finally {
      await close();
    }
  });
});

/** Builds an app on a database file, runs the work, and closes the app and the database whatever happens. */
async function withApp<T>(databaseUrl: string, work: (app: TestApp) => Promise<T>): Promise<T> {
  const app = await buildTestApp({ databaseUrl });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

describe('Idempotency-Key across a restart', () => {
  it('replays the stored answer from a server built anew on the same database, creating nothing twice', async () => {
    const database = await createTestDatabase();
    const databaseUrl = database.url;
    const key = unique('key');
    const transferKey = unique('key');
    try {
      const before = await withApp(databaseUrl, async ({ app, db }) => {
        const b = await books(db, app);
        const paymentBody = {
          clientId: b.client.id,
          bankAccountId: b.usd.id,
          exchangeRate: 1.23456,
          currency: 'GBP',
          amount: '100.00',
          dateReceived: '2026-04-01',
          invoiceIds: [b.invoice.id],
        };
        const transferBody = {
          fromBankAccountId: b.gbp.id,
          toBankAccountId: b.usd.id,
          amount: '5.00',
          exchangeRate: 2,
          dateTransferred: '2026-04-01',
        };
        const payment = await post(app, b.tenant, '/clientPayments', paymentBody, key);
        expect(fresh<{ amountReceivedInBank: string }>(payment).amountReceivedInBank).toBe('123.46');
        const transfer = await post(app, b.tenant, '/bankTransfers', transferBody, transferKey);
        fresh<Created>(transfer);
        return { b, paymentBody, transferBody, payment, transfer, ledger: await trialBalance(b.api) };
      });

      await withApp(databaseUrl, async ({ app }) => {
        const { b } = before;
        const api = apiClient(app, b.tenant);
        expectReplayOf(await post(app, b.tenant, '/clientPayments', before.paymentBody, key), before.payment);
        expectReplayOf(await post(app, b.tenant, '/bankTransfers', before.transferBody, transferKey), before.transfer);
        expect(await count(api, '/clientPayments')).toBe(1);
        expect(await count(api, '/bankTransfers')).toBe(1);
        expect(ok<Invoice>(await api.get(`/invoices/${b.invoice.id}`)).outstandingAmount).toBe('0.00');
        expect(await trialBalance(api)).toEqual(before.ledger);
        keyProblem(await post(app, b.tenant, '/clientPayments', { ...before.paymentBody, amount: '1.00' }, key), 422);
        expect(await count(api, '/clientPayments')).toBe(1);
      });
    } finally {
      await database.drop();
    }
  });
});
