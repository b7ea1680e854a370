import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import type { Invoice } from './books.js';
import { buildTestApp, createTenant, type Send, sendAs, type TestApp, testConfig } from './helpers.js';
import { MISSING_ID, ok, problem } from './problem.js';
import { type Answer, call, type RunningServer, startServer } from './processes.js';
import { statementFixture } from './statement-files.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/** ETags, If-None-Match and If-Match (RFC 9110 §8.8.3, §13.1). */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A new company, and a way to call the API as its user. */
const newBooks = async () => sendAs(t.app, await createTenant(t.db));

const STRONG_TAG = /^"[^"]+"$/;
const WEAK_TAG = /^W\/"[^"]+"$/;

const etagOf = (response: LightMyRequestResponse) => String(response.headers.etag);

const invoiceBody = (clientId: number) => ({
  clientId,
  currency: 'GBP',
  issueDate: '2026-04-01',
  dueDate: '2026-04-30',
  invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
});

/** The invoice's fields without its lines: a PUT of them leaves the lines as they are. */
const invoiceFields = (clientId: number) => {
  const { invoiceLines: _lines, ...fields } = invoiceBody(clientId);
  return fields;
};

async function auditEntriesOf(send: Send, recordType: string, id: number) {
  return ok<unknown[]>(await send('GET', `/auditLog?recordType=${recordType}&recordId=${id}`));
}

describe('ETag and If-None-Match on reads', () => {
  it('answers an invoice with a strong ETag that stays while it does and changes when a payment moves its outstanding amount', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }));
    const bank = ok<{ id: number }>(await send('POST', '/bankAccounts', { name: 'Current' }));
    const invoice = ok<Invoice>(await send('POST', '/invoices', invoiceBody(client.id)));
    const first = await send('GET', `/invoices/${invoice.id}`);
    expect(etagOf(first)).toMatch(STRONG_TAG);
    expect(etagOf(await send('GET', `/invoices/${invoice.id}`))).toBe(etagOf(first));

    ok(
      await send('POST', '/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '40.00',
        dateReceived: '2026-04-10',
        invoiceIds: [invoice.id],
      }),
    );
    const paid = await send('GET', `/invoices/${invoice.id}`);
    // 100.00 invoiced, 40.00 paid: 60.00 outstanding, and a new tag for the new answer.
    expect(ok<Invoice>(paid).outstandingAmount).toBe('60.00');
    expect(etagOf(paid)).toMatch(STRONG_TAG);
    expect(etagOf(paid)).not.toBe(etagOf(first));
  });

  it('answers 304 with the ETag and no body when If-None-Match names the current tag, weakly compared, in a list, or *', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme', email: 'a@acme.example' }));
    const tag = etagOf(await send('GET', `/clients/${client.id}`));
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const answer = await send('GET', `/clients/${client.id}`, undefined, { 'if-none-match': ifNoneMatch });
      expect(answer.statusCode, ifNoneMatch).toBe(304);
      expect(answer.body).toBe('');
      expect(etagOf(answer)).toBe(tag);
    }
    const stale = await send('GET', `/clients/${client.id}`, undefined, { 'if-none-match': '"stale"' });
    expect(ok<{ name: string }>(stale).name).toBe('Acme');
    expect(etagOf(stale)).toBe(tag);
  });

  it('answers a page of a list with a weak ETag, which changes with the list and is honoured by If-None-Match', async () => {
    const send = await newBooks();
    ok(await send('POST', '/clients', { name: 'First' }));
    const page = await send('GET', '/clients?limit=10');
    expect(etagOf(page)).toMatch(WEAK_TAG);
    const unchanged = await send('GET', '/clients?limit=10', undefined, { 'if-none-match': etagOf(page) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    ok(await send('POST', '/clients', { name: 'Second' }));
    const changed = await send('GET', '/clients?limit=10', undefined, { 'if-none-match': etagOf(page) });
    expect(ok<unknown[]>(changed)).toHaveLength(2);
    expect(etagOf(changed)).not.toBe(etagOf(page));
  });
});

describe('If-Match on writes', () => {
  it('refuses a PUT, a PATCH and a DELETE with a stale If-Match with 412, writing nothing and no audit entry', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme', email: 'a@acme.example' }));
    const stale = etagOf(await send('GET', `/clients/${client.id}`));
    ok(await send('PUT', `/clients/${client.id}`, { name: 'Acme Ltd', email: 'a@acme.example' }));
    const current = await send('GET', `/clients/${client.id}`);
    const entries = await auditEntriesOf(send, 'client', client.id);

    const refusals = [
      await send('PUT', `/clients/${client.id}`, { name: 'Lost update' }, { 'if-match': stale }),
      await send('PATCH', `/clients/${client.id}`, { name: 'Lost update' }, { 'if-match': stale }),
      await send('DELETE', `/clients/${client.id}`, undefined, { 'if-match': stale }),
    ];
    for (const refusal of refusals) {
      expect(problem(refusal, 412).detail).toMatch(/If-Match/);
    }
    const after = await send('GET', `/clients/${client.id}`);
    expect(after.json()).toEqual(current.json());
    expect(etagOf(after)).toBe(etagOf(current));
    expect(await auditEntriesOf(send, 'client', client.id)).toEqual(entries);
  });

  it('refuses a line call with a stale If-Match of its document with 412, writing nothing and no audit entry', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }));
    const invoice = ok<Invoice>(await send('POST', '/invoices', invoiceBody(client.id)));
    const stale = etagOf(await send('GET', `/invoices/${invoice.id}`));
    ok(await send('PATCH', `/invoices/${invoice.id}`, { poNumber: 'PO-1' }));
    const current = ok<Invoice>(await send('GET', `/invoices/${invoice.id}`));
    const entries = await auditEntriesOf(send, 'invoice', invoice.id);
    const lineId = current.invoiceLines[0]?.id;
    const line = { quantity: 2, rate: '10.00', vatRate: 0 };

    const refusals = [
      await send('POST', `/invoices/${invoice.id}/invoiceLines`, line, { 'if-match': stale }),
      await send('PUT', `/invoices/${invoice.id}/invoiceLines/${lineId}`, line, { 'if-match': stale }),
      await send('DELETE', `/invoices/${invoice.id}/invoiceLines/${lineId}`, undefined, { 'if-match': stale }),
    ];
    for (const refusal of refusals) problem(refusal, 412);
    expect(ok<Invoice>(await send('GET', `/invoices/${invoice.id}`))).toEqual(current);
    expect(await auditEntriesOf(send, 'invoice', invoice.id)).toEqual(entries);
  });

  it('writes with the current tag or *, and answers the new tag, the one a read then gives', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }));
    const invoice = ok<Invoice>(await send('POST', '/invoices', invoiceBody(client.id)));
    const read = () => send('GET', `/invoices/${invoice.id}`);

    const replaced = await send(
      'PUT',
      `/invoices/${invoice.id}`,
      { ...invoiceFields(client.id), poNumber: 'PO-1' },
      { 'if-match': etagOf(await read()) },
    );
    expect(ok<Invoice>(replaced).poNumber).toBe('PO-1');
    expect(etagOf(replaced)).toBe(etagOf(await read()));

    const line = { quantity: 2, rate: '10.00', vatRate: 0 };
    const added = await send('POST', `/invoices/${invoice.id}/invoiceLines`, line, {
      'if-match': etagOf(await read()),
    });
    ok(added);
    // 100.00 and a line of 2 × 10.00: 120.00.
    expect(ok<Invoice>(await read()).totalAmount).toBe('120.00');
    expect(etagOf(added)).toBe(etagOf(await read()));

    const patched = await send('PATCH', `/invoices/${invoice.id}`, { poNumber: 'PO-2' }, { 'if-match': '*' });
    expect(ok<Invoice>(patched).poNumber).toBe('PO-2');
    expect(etagOf(patched)).toBe(etagOf(await read()));
  });

  it('refuses If-Match on a record that does not exist with 412, even *', async () => {
    const send = await newBooks();
    for (const ifMatch of ['*', '"anything"']) {
      problem(await send('PUT', `/clients/${MISSING_ID}`, { name: 'Ghost' }, { 'if-match': ifMatch }), 412);
      problem(await send('DELETE', `/clients/${MISSING_ID}`, undefined, { 'if-match': ifMatch }), 412);
    }
  });

  it('takes a weak tag in If-Match as matching nothing, as the strong comparison requires', async () => {
    const send = await newBooks();
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }));
    const tag = etagOf(await send('GET', `/clients/${client.id}`));
    problem(await send('PUT', `/clients/${client.id}`, { name: 'Acme Ltd' }, { 'if-match': `W/${tag}` }), 412);
    ok(await send('PUT', `/clients/${client.id}`, { name: 'Acme Ltd' }, { 'if-match': `"other", ${tag}` }));
  });
});

describe('If-Match on the delete of a statement import', () => {
  it('refuses a tag the import does not answer with 412, keeping it, and deletes it with its own', async () => {
    const send = await newBooks();
    const bank = ok<{ id: number }>(await send('POST', '/bankAccounts', { name: 'Current' }));
    const imported = ok<{ id: number }>(
      await send(
        'POST',
        `/bankAccounts/${bank.id}/statementImports?format=camt053`,
        statementFixture('march-2026-current-account.camt053.xml'),
        { 'content-type': 'application/xml' },
      ),
    );
    const path = `/bankAccounts/${bank.id}/statementImports/${imported.id}`;
    const tag = etagOf(await send('GET', path));
    problem(await send('DELETE', path, undefined, { 'if-match': '"another"' }), 412);
    expect(etagOf(await send('GET', path))).toBe(tag);
    ok(await send('DELETE', path, undefined, { 'if-match': tag }));
    problem(await send('GET', path), 404);
  });
});

describe(`two server processes on one ${testStore} database`, () => {
  let database: TestDatabase;
  let db: Database;
  let servers: RunningServer[] = [];
  let authorization: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase(testConfig({ databaseUrl: database.url }));
    authorization = (await createTenant(db)).authorization;
    servers = await Promise.all([startServer(database.url), startServer(database.url)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.destroy();
    await database?.drop();
  });

  const through = (index: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call((servers[index] as RunningServer).port, method, `/api/v1${path}`, {
      headers: { ...headers, authorization },
      body,
    });
  const json = <T>(answer: Answer) => {
    expect(answer.status, answer.body).toBe(200);
    return JSON.parse(answer.body) as T;
  };

  it('lets one of two clients that read an invoice and PUT it with If-Match at once win; the other gets 412', async () => {
    const client = json<{ id: number }>(await through(0, 'POST', '/clients', { name: 'Racing Client' }));
    for (let round = 0; round < 5; round += 1) {
      const invoice = json<Invoice>(await through(1, 'POST', '/invoices', invoiceBody(client.id)));
      const [first, second] = await Promise.all(
        [0, 1].map((index) => through(index, 'GET', `/invoices/${invoice.id}`)),
      );
      const tags = [first, second].map((answer) => String(answer?.headers.get('etag')));
      expect(tags[0]).toBe(tags[1]);
      const answers = await Promise.all(
        [0, 1].map((index) =>
          through(
            index,
            'PUT',
            `/invoices/${invoice.id}`,
            { ...invoiceFields(client.id), poNumber: `PO-${index}` },
            { 'if-match': tags[index] as string },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(json<Invoice>(await through(0, 'GET', `/invoices/${invoice.id}`)).poNumber).toBe(`PO-${winner}`);
      const entries = json<unknown[]>(await through(0, 'GET', `/auditLog?recordType=invoice&recordId=${invoice.id}`));
      expect(entries).toHaveLength(2);
    }
  });
});
