import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, type Client, createBank, createClient, type Invoice } from './books.js';
import { type Api, apiClient, createTenant, recordedApp, untilKeyRemembered } from './helpers.js';
import { ok } from './problem.js';

/*
 * The PDF of an invoice is read in a fixed number of statements, whatever its lines and payments:
 * nothing is read a line or a payment at a time.
 */

let close: () => Promise<void>;
let api: Api;
let queries: string[];
let client: Client;
let bank: BankAccount;

beforeAll(async () => {
  const { opened, recording, app, ...rest } = await recordedApp();
  close = rest.close;
  queries = recording.queries;
  api = apiClient(app, await createTenant(opened.db));
  client = await createClient(api);
  bank = await createBank(api);
});
afterAll(() => close());

/** An invoice of `lines` lines of 10.00 at no VAT, paid 1.00 at a time by `payments` payments. */
async function paidInvoice(lines: number, payments: number): Promise<Invoice> {
  const invoice = ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-06-01',
      dueDate: '2026-07-01',
      invoiceLines: Array.from({ length: lines }, (_, index) => ({
        description: `Line ${index + 1}`,
        quantity: 1,
        rate: '10.00',
        vatRate: 0,
      })),
    }),
  );
  for (let payment = 0; payment < payments; payment++) {
    ok(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '1.00',
        dateReceived: '2026-06-10',
        invoiceIds: [invoice.id],
      }),
    );
  }
  return invoice;
}

/** The statements that answering the invoice's PDF sent. */
async function pdfReads(invoice: Invoice): Promise<string[]> {
  const response = await untilKeyRemembered(() => api.get(`/invoices/${invoice.id}.pdf`), queries);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/pdf/);
  return [...queries];
}

describe('GET /invoices/{id}.pdf', () => {
  it('reads an invoice of 3 lines and 1 payment, and one of 60 lines and 6 payments, in the same statements', async () => {
    const short = await pdfReads(await paidInvoice(3, 1));
    const long = await pdfReads(await paidInvoice(60, 6));
    expect(long).toEqual(short);
  }, 60_000);
});
