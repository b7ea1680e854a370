import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Invoice } from './books.js';
import { runCli, succeeded } from './cli.js';
import { type Api, apiClient, createTenant, recordedApp, untilKeyRemembered } from './helpers.js';
import { ok } from './problem.js';

/*
 * The invoices a schedule issued are read a page at a time in a fixed number of statements,
 * whatever their number, and paged as every other list.
 */

let close: () => Promise<void>;
let api: Api;
let queries: string[];
let databaseUrl: string;

beforeAll(async () => {
  const { opened, recording, app, ...rest } = await recordedApp();
  close = rest.close;
  queries = recording.queries;
  databaseUrl = opened.config.databaseUrl;
  api = apiClient(app, await createTenant(opened.db));
});
afterAll(() => close());

/** A weekly schedule of `count` invoices from Monday 7 January 2030, every one of them issued. */
async function issuedSchedule(count: number): Promise<{ id: number }> {
  const client = await createClient(api);
  const schedule = ok<{ id: number }>(
    await api.post('/recurringInvoices', {
      clientId: client.id,
      currency: 'GBP',
      paymentTermsDays: 30,
      invoiceLines: [
        { description: 'Retainer', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' },
        { description: 'Hosting', quantity: 2, rate: '15.00', salesTaxCode: 'STANDARD' },
      ],
      schedule: { frequency: 'weekly', interval: 1 },
      startDate: '2030-01-07',
      count,
    }),
  );
  succeeded(await runCli(databaseUrl, ['recurring', 'run', '--date', '2030-12-31']));
  return schedule;
}

/** The statements that answering the list of the schedule's invoices sent, and the invoices. */
async function readInvoices(schedule: { id: number }, query = '') {
  const response = await untilKeyRemembered(
    () => api.get(`/recurringInvoices/${schedule.id}/invoices${query}`),
    queries,
  );
  return { sent: [...queries], response, invoices: ok<Invoice[]>(response) };
}

describe('GET /recurringInvoices/{id}/invoices', () => {
  it('reads 2 invoices and 20 in the same number of statements', async () => {
    const few = await readInvoices(await issuedSchedule(2));
    const many = await readInvoices(await issuedSchedule(20));
    expect(few.invoices).toHaveLength(2);
    expect(many.invoices).toHaveLength(20);
    // Each invoice with both its lines: 1 × 100.00 + 2 × 15.00 = 130.00 net, 26.00 VAT, 156.00.
    for (const invoice of many.invoices) {
      expect(invoice).toMatchObject({ totalAmount: '156.00', invoiceLines: [{}, {}] });
    }
    expect(many.sent.length).toBe(few.sent.length);
  }, 60_000);

  it('is paged as the other lists: limit, X-Total-Count, and a Link to the next page, in the order issued', async () => {
    const schedule = await issuedSchedule(7);
    const whole = (await readInvoices(schedule)).invoices.map((invoice) => invoice.issueDate);
    // Every Monday from 7 January 2030, seven of them.
    expect(whole).toEqual([
      '2030-01-07',
      '2030-01-14',
      '2030-01-21',
      '2030-01-28',
      '2030-02-04',
      '2030-02-11',
      '2030-02-18',
    ]);
    const first = await readInvoices(schedule, '?limit=3');
    expect(first.invoices.map((invoice) => invoice.issueDate)).toEqual(whole.slice(0, 3));
    expect(first.response.headers['x-total-count']).toBe('7');
    const link = String(first.response.headers.link);
    const next = /<\/api\/v1\/recurringInvoices\/\d+\/invoices(\?[^>]*)>; rel="next"/.exec(link)?.[1];
    expect(next, link).toBeDefined();
    const second = await readInvoices(schedule, next);
    expect(second.invoices.map((invoice) => invoice.issueDate)).toEqual(whole.slice(3, 6));
    const offset = await readInvoices(schedule, '?limit=3&offset=6');
    expect(offset.invoices.map((invoice) => invoice.issueDate)).toEqual(whole.slice(6));
    expect(offset.response.headers.link).toBeUndefined();
  }, 60_000);
});
