import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_BATCH } from '../src/shared/list-stream.js';
import { createBank, createClient, getInvoice, newCompany } from './books.js';
import { type Api, apiClient, at, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { invalid, ok, problem } from './problem.js';

/** Every write is recorded, append-only, in the transaction of the write. */

interface Entry {
  id: number;
  at: string;
  userId: number;
  username: string;
  method: string;
  path: string;
  recordType: string;
  recordId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const auditLog = async (api: Api, query = '') => ok<Entry[]>(await api.get(`/auditLog${query}`));

const invoiceBody = (clientId: number, fields: Record<string, unknown> = {}) => ({
  clientId,
  currency: 'GBP',
  issueDate: '2026-05-01',
  dueDate: '2026-05-31',
  invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0, description: 'Work' }],
  ...fields,
});

/** A record as the trail keeps it: a document without its outstandingAmount and status, which payments move. */
function kept(record: Record<string, unknown>): Record<string, unknown> {
  const { outstandingAmount: _, status: _status, ...own } = record;
  return own;
}

describe('the audit trail', () => {
  it('keeps each create, change and delete, newest first, with who, when, the call and the record before and after', async () => {
    const api = await newCompany(t);
    const started = new Date().toISOString();
    const created = ok<Record<string, unknown>>(await api.post('/clients', { name: 'Acme' }));
    const id = created.id as number;
    const changed = ok<Record<string, unknown>>(await api.put(`/clients/${id}`, { name: 'Acme Ltd' }));
    const deleted = ok<Record<string, unknown>>(await api.delete(`/clients/${id}`));
    const finished = new Date().toISOString();

    const trail = await auditLog(api);
    expect(trail.map((entry) => [entry.method, entry.path, entry.recordType, entry.recordId])).toEqual([
      ['DELETE', `/api/v1/clients/${id}`, 'client', id],
      ['PUT', `/api/v1/clients/${id}`, 'client', id],
      ['POST', '/api/v1/clients', 'client', id],
    ]);
    expect(trail.map((entry) => [entry.before, entry.after])).toEqual([
      [changed, null],
      [created, changed],
      [null, created],
    ]);
    expect(changed.name).toBe('Acme Ltd');
    expect(deleted).toEqual(changed);
    const [user] = new Set(trail.map((entry) => `${entry.userId} ${entry.username}`));
    expect(user).toMatch(/^\d+ user-\d+-\d+$/);
    for (const entry of trail) {
      expect(entry.at).toMatch(UTC_TIMESTAMP);
      expect(entry.at >= started.slice(0, 23) && entry.at <= finished).toBe(true);
    }
    const times = trail.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps a line call as a change of its document, and a payment as its own record', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = ok<{ id: number }>(await api.post('/invoices', invoiceBody(client.id)));
    const before = await getInvoice(api, invoice.id);
    const line = ok<{ id: number }>(
      await api.post(`/invoices/${invoice.id}/invoiceLines`, { quantity: 2, rate: '10.00', vatRate: 0 }),
    );
    const after = await getInvoice(api, invoice.id);
    expect(after.totalAmount).toBe('120.00');

    const bank = await createBank(api);
    const payment = ok<Record<string, unknown>>(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '50.00',
        dateReceived: '2026-05-10',
        invoiceIds: [invoice.id],
      }),
    );

    const [paid, bankCreated, lineAdded] = await auditLog(api);
    expect(lineAdded).toMatchObject({
      method: 'POST',
      path: `/api/v1/invoices/${invoice.id}/invoiceLines`,
      recordType: 'invoice',
      recordId: invoice.id,
      before: kept(before as unknown as Record<string, unknown>),
      after: kept(after as unknown as Record<string, unknown>),
    });
    expect(after.invoiceLines.map((each) => each.id)).toContain(line.id);
    expect(bankCreated).toMatchObject({ recordType: 'bankAccount', recordId: bank.id, before: null });
    // A bank account is kept without its balance, which the payment moves in its own entry.
    const { balance: _balance, ...ownFields } = bank as typeof bank & { balance: string };
    expect(bankCreated?.after).toEqual(ownFields);
    expect(paid).toMatchObject({ recordType: 'clientPayment', recordId: payment.id, before: null, after: payment });
    // The payment moved what the invoice has outstanding, not the invoice's own entries.
    expect((await getInvoice(api, invoice.id)).outstandingAmount).toBe('70.00');
    expect(await auditLog(api, `?recordType=invoice&recordId=${invoice.id}`)).toHaveLength(2);
  });

  it('chains the entries of a record changed by writes at once: each starts from what the one before left', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const names = Array.from({ length: 12 }, (_, index) => `Renamed ${index}`);
    await Promise.all(names.map(async (name) => ok(await api.put(`/clients/${client.id}`, { name }))));
    const trail = (await auditLog(api, `?recordType=client&recordId=${client.id}`)).reverse();
    expect(trail).toHaveLength(names.length + 1);
    for (let index = 1; index < trail.length; index += 1) {
      expect(at(trail, index).before).toEqual(at(trail, index - 1).after);
    }
    expect(at(trail, names.length).after).toEqual(ok(await api.get(`/clients/${client.id}`)));
  });

  it('records a move of the lock date as a change of the company', async () => {
    const api = await newCompany(t);
    const company = ok<Record<string, unknown>>(await api.get('/company'));
    const moved = ok<Record<string, unknown>>(await api.put('/company', { lockDate: '2026-03-31' }));
    const [entry] = await auditLog(api);
    expect(entry).toMatchObject({
      method: 'PUT',
      path: '/api/v1/company',
      recordType: 'company',
      recordId: company.id,
      before: company,
      after: moved,
    });
    expect([entry?.before?.lockDate, entry?.after?.lockDate]).toEqual([null, '2026-03-31']);
  });

  it('leaves no entry for a write that is refused, fails or is replayed', async () => {
    const tenant = await createTenant(t.db);
    const api = apiClient(t.app, tenant);
    const client = await createClient(api);
    const invoice = ok<{ id: number }>(await api.post('/invoices', invoiceBody(client.id)));

    const bank = await createBank(api);
    const count = (await auditLog(api)).length;
    problem(await api.post('/invoices', invoiceBody(client.id, { dueDate: '2026-04-01' })), 400);
    problem(await api.put(`/invoices/${invoice.id}`, invoiceBody(client.id, { dueDate: '2026-04-01' })), 400);
    // Refused by the database part way through: its ledger account was written first, and goes with it.
    problem(await api.post('/bankAccounts', { name: bank.name }), 409);
    problem(await api.put(`/clients/${Number.MAX_SAFE_INTEGER}`, { name: 'Nobody' }), 404);
    problem(await api.post('/clients', { name: client.name }), 409);
    ok(await api.put('/company', { lockDate: '2026-05-31' }));
    problem(await api.delete(`/invoices/${invoice.id}`), 422);
    problem(await api.post(`/invoices/${invoice.id}/invoiceLines`, { quantity: 1, rate: '1.00', vatRate: 0 }), 422);
    expect(await auditLog(api)).toHaveLength(count + 1);

    const keyed = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/clients',
        headers: { authorization: tenant.authorization, 'idempotency-key': 'once' },
        payload: body as object,
      });
    const first = ok<{ id: number }>(await keyed({ name: 'Keyed' }));
    expect(ok<{ id: number }>(await keyed({ name: 'Keyed' })).id).toBe(first.id);
    expect(await auditLog(api)).toHaveLength(count + 2);
  });

  it('filters by kind of record, record and time, and pages by a cursor', async () => {
    const api = await newCompany(t);
    const clients = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) clients.push(await createClient(api, `${name} ${Math.random()}`));
    const bank = await createBank(api);
    const trail = await auditLog(api);
    expect(trail).toHaveLength(6);

    const clientEntries = await auditLog(api, '?recordType=client');
    expect(clientEntries.map((entry) => entry.recordId)).toEqual(clients.map((client) => client.id).reverse());
    expect(await auditLog(api, `?recordId=${at(clients, 2).id}`)).toEqual([trail[3]]);
    expect(await auditLog(api, `?recordType=bankAccount&recordId=${bank.id}`)).toEqual([trail[0]]);
    expect(await auditLog(api, `?recordType=bankAccount&recordId=${at(clients, 0).id}`)).toEqual([]);

    const today = at(trail, 0).at.slice(0, 10);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
    expect(await auditLog(api, `?from=${today}&to=${today}`)).toEqual(trail);
    expect(await auditLog(api, `?to=${yesterday}`)).toEqual([]);
    expect(await auditLog(api, `?from=${tomorrow}`)).toEqual([]);
    const oldest = at(trail, 5).at;
    expect(await auditLog(api, `?to=${oldest}`)).toEqual(trail.filter((entry) => entry.at <= oldest));
    expect(await auditLog(api, `?from=${oldest}`)).toEqual(trail.filter((entry) => entry.at >= oldest));

    const first = await api.get('/auditLog?limit=4');
    expect(ok<Entry[]>(first)).toEqual(trail.slice(0, 4));
    expect(first.headers.link).toBe(`</api/v1/auditLog?limit=4&after=${at(trail, 3).id}>; rel="next"`);
    const second = await api.get(`/auditLog?limit=4&after=${at(trail, 3).id}`);
    expect(ok<Entry[]>(second)).toEqual(trail.slice(4));
    expect(second.headers.link).toBeUndefined();
    expect(await auditLog(api, '?limit=2&offset=1')).toEqual(trail.slice(1, 3));

    invalid(await api.get(`/auditLog?after=${Number.MAX_SAFE_INTEGER}`), ['after']);
    invalid(await api.get('/auditLog?recordType=invoices'), ['recordType']);
    invalid(await api.get('/auditLog?from=2026-13'), ['from']);
  });

  it('writes a trail longer than one read, whole and in order, without a limit', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    // More entries than one query reads.
    const names = Array.from({ length: LIST_BATCH + 50 }, (_, index) => `Renamed ${index}`);
    for (const name of names) ok(await api.put(`/clients/${client.id}`, { name }));
    const trail = await auditLog(api);
    expect(trail.map((entry) => entry.after?.name)).toEqual([...names.reverse(), client.name]);
    const last = names.length - 1;
    expect(await auditLog(api, `?offset=${last}`)).toEqual(trail.slice(last));
  });

  it("shows a company only its own entries, and another company's entry answers as a missing one", async () => {
    const mine = await newCompany(t);
    const theirs = await newCompany(t);
    const client = await createClient(theirs);
    const [entry] = await auditLog(theirs);
    expect(await auditLog(mine)).toEqual([]);
    expect(await auditLog(mine, `?recordId=${client.id}`)).toEqual([]);
    invalid(await mine.get(`/auditLog?after=${entry?.id}`), ['after']);
  });

  it('has no call that changes or deletes an entry', async () => {
    const tenant = await createTenant(t.db);
    const api = apiClient(t.app, tenant);
    await createClient(api);
    const [entry] = await auditLog(api);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/auditLog', `/api/v1/auditLog/${entry?.id}`]) {
        const response = await t.app.inject({ method, url, headers: { authorization: tenant.authorization } });
        expect([404, 405]).toContain(response.statusCode);
      }
    }
    expect(await auditLog(api)).toEqual([entry]);
  });
});
