import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, type Invoice } from './books.js';
import { runCli, succeeded } from './cli.js';
import { type Api, apiClient, buildTestApp, createTenant, type Send, sendAs, type TestApp } from './helpers.js';
import { ok } from './problem.js';
import { createTestDatabase, type TestDatabase } from './store.js';

/*
 * PUT and PATCH of a recurring invoice once it has issued invoices: they change the invoices still
 * to come, never those issued, under If-Match, each change in the audit trail.
 */

interface RecurringInvoice {
  id: number;
  status: string;
  nextIssueDate: string | null;
  issuedCount: number;
  count?: number;
  paymentTermsDays: number;
  invoiceLines: { description: string; rate: string }[];
}

let database: TestDatabase;
let t: TestApp;
let api: Api;
let send: Send;
let client: Client;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url });
  const tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
  send = sendAs(t.app, tenant);
  client = await createClient(api);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const run = async (date: string) => succeeded(await runCli(database.url, ['recurring', 'run', '--date', date]));

const LINE = { description: 'Retainer', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' };

/** The body of a monthly schedule on the 1st from January 2036 (a year no other test reaches), with `fields`. */
const body = (fields: Record<string, unknown> = {}) => ({
  clientId: client.id,
  currency: 'GBP',
  paymentTermsDays: 30,
  invoiceLines: [LINE],
  schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 1 },
  startDate: '2036-01-01',
  ...fields,
});

/** A schedule of `fields` that has issued its invoices of January and February 2036. */
async function issuedTwice(fields: Record<string, unknown> = {}): Promise<RecurringInvoice> {
  const schedule = ok<RecurringInvoice>(await api.post('/recurringInvoices', body(fields)));
  await run('2036-02-01');
  return ok<RecurringInvoice>(await api.get(`/recurringInvoices/${schedule.id}`));
}

const issued = async (schedule: { id: number }) =>
  ok<Invoice[]>(await api.get(`/recurringInvoices/${schedule.id}/invoices`));

describe('a PUT of a recurring invoice that issued invoices', () => {
  it('changes the invoices to come, from the first occurrence of the new schedule after the last issued', async () => {
    const schedule = await issuedTwice();
    expect(schedule).toMatchObject({ issuedCount: 2, nextIssueDate: '2036-03-01' });
    const changed = ok<RecurringInvoice>(
      await api.put(
        `/recurringInvoices/${schedule.id}`,
        body({
          schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 15 },
          invoiceLines: [{ ...LINE, description: 'Retainer, new rate', rate: '150.00' }],
        }),
      ),
    );
    // The last invoice is of 1 February: the new schedule's next day is 15 February.
    expect(changed).toMatchObject({ issuedCount: 2, nextIssueDate: '2036-02-15', status: 'active' });
    await run('2036-03-15');
    const invoices = await issued(schedule);
    // 1 × 100.00 at 20% = 120.00 for those issued before; 1 × 150.00 at 20% = 180.00 after.
    expect(invoices.map((invoice) => [invoice.issueDate, invoice.totalAmount])).toEqual([
      ['2036-01-01', '120.00'],
      ['2036-02-01', '120.00'],
      ['2036-02-15', '180.00'],
      ['2036-03-15', '180.00'],
    ]);
  });

  it('issues no occurrence twice when its startDate moves back before the invoices issued', async () => {
    const schedule = await issuedTwice();
    const moved = ok<RecurringInvoice>(
      await api.put(`/recurringInvoices/${schedule.id}`, body({ startDate: '2035-10-01' })),
    );
    expect(moved).toMatchObject({ issuedCount: 2, nextIssueDate: '2036-03-01' });
    await run('2036-03-01');
    expect((await issued(schedule)).map((invoice) => invoice.issueDate)).toEqual([
      '2036-01-01',
      '2036-02-01',
      '2036-03-01',
    ]);
  });

  it('keeps count as how many invoices in all, when the dates of the schedule move', async () => {
    const schedule = await issuedTwice({ count: 3 });
    const moved = ok<RecurringInvoice>(
      await api.put(`/recurringInvoices/${schedule.id}`, body({ count: 3, startDate: '2036-06-01' })),
    );
    expect(moved).toMatchObject({ count: 3, issuedCount: 2, nextIssueDate: '2036-06-01' });
    await run('2036-12-31');
    // Two issued before, one after: three in all, then it ends.
    expect((await issued(schedule)).map((invoice) => invoice.issueDate)).toEqual([
      '2036-01-01',
      '2036-02-01',
      '2036-06-01',
    ]);
    expect(ok<RecurringInvoice>(await api.get(`/recurringInvoices/${schedule.id}`))).toMatchObject({
      status: 'ended',
      issuedCount: 3,
      nextIssueDate: null,
    });
  });

  it('ends the schedule when count is lowered to what it issued', async () => {
    const schedule = await issuedTwice({ count: 5 });
    const lowered = ok<RecurringInvoice>(await api.put(`/recurringInvoices/${schedule.id}`, body({ count: 2 })));
    expect(lowered).toMatchObject({ status: 'ended', nextIssueDate: null, issuedCount: 2 });
  });
});

describe('a PATCH of a recurring invoice', () => {
  it('changes the fields sent and keeps the others, under If-Match, and the audit trail keeps both sides', async () => {
    const schedule = await issuedTwice();
    const first = await send('GET', `/recurringInvoices/${schedule.id}`);
    const etag = String(first.headers.etag);
    const patched = await send(
      'PATCH',
      `/recurringInvoices/${schedule.id}`,
      { paymentTermsDays: 14 },
      { 'if-match': etag },
    );
    const after = ok<RecurringInvoice>(patched);
    expect(after).toMatchObject({ paymentTermsDays: 14, issuedCount: 2, nextIssueDate: '2036-03-01' });
    expect(after.invoiceLines).toEqual(schedule.invoiceLines);
    // The tag of the record before the change no longer matches: 412, and nothing changes.
    const stale = await send(
      'PATCH',
      `/recurringInvoices/${schedule.id}`,
      { paymentTermsDays: 7 },
      { 'if-match': etag },
    );
    expect(stale.statusCode, stale.body).toBe(412);
    expect(ok<RecurringInvoice>(await api.get(`/recurringInvoices/${schedule.id}`)).paymentTermsDays).toBe(14);

    const trail = ok<{ method: string; before: RecurringInvoice | null; after: RecurringInvoice | null }[]>(
      await api.get(`/auditLog?recordType=recurringInvoice&recordId=${schedule.id}`),
    );
    const change = trail.find((entry) => entry.method === 'PATCH');
    expect(change?.before).toMatchObject({ paymentTermsDays: 30 });
    expect(change?.after).toMatchObject({ paymentTermsDays: 14 });

    await run('2036-03-01');
    const march = (await issued(schedule)).at(-1);
    // Issued 1 March, due 14 days later.
    expect(march).toMatchObject({ issueDate: '2036-03-01', dueDate: '2036-03-15' });
  });
});
