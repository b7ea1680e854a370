import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Schema } from '../client/src/index.js';
import { CLIENT_SCHEMA, clientSchemaText } from '../scripts/client-schema.js';
import { buildTestApp, createTenant, type TestApp } from './helpers.js';

/*
 * The typed client in client/ is generated from the OpenAPI document: it must be the document's
 * as the service serves it now, and it must carry a whole flow against a running server.
 */

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the typed client', () => {
  it('is generated from the document the service serves: regenerate it after changing the API', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const committed = await readFile(CLIENT_SCHEMA, 'utf8');
    expect(await clientSchemaText(served), 'run npm run client:generate').toBe(committed);
  });

  it('books an invoice, receives its payment and reads the trial balance', async () => {
    const tenant = await createTenant(t.db);
    const api = createClient({ baseUrl, username: tenant.username, apiKey: tenant.apiKey });

    const client = await api.POST('/api/v1/clients', { body: { name: 'Typed Client Ltd' } });
    expect(client.response.status).toBe(200);
    const clientId = client.data?.id as number;

    const line: Schema<'InvoiceLineInput'> = { quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting' };
    const body: Schema<'InvoiceInput'> = {
      clientId,
      currency: 'GBP',
      issueDate: '2026-05-01',
      dueDate: '2026-05-31',
      invoiceLines: [line],
    };
    const invoice = await api.POST('/api/v1/invoices', { body });
    const answer: Schema<'Invoice'> | undefined = invoice.data;
    expect(answer).toMatchObject({ totalAmount: '1968.00', outstandingAmount: '1968.00' });
    expect(Number(answer?.totalAmount)).toBe(1968);

    const bank = await api.POST('/api/v1/bankAccounts', { body: { name: 'Typed bank' } });
    const payment = await api.POST('/api/v1/clientPayments', {
      body: {
        clientId,
        bankAccountId: bank.data?.id as number,
        currency: 'GBP',
        amount: '1968.00',
        dateReceived: '2026-05-20',
        invoiceIds: [invoice.data?.id as number],
      },
    });
    expect(payment.data?.invoiceIds).toEqual([invoice.data?.id]);

    const paid = await api.GET('/api/v1/invoices/{id}', { params: { path: { id: invoice.data?.id as number } } });
    expect(paid.data?.outstandingAmount).toBe('0.00');
    const trial = await api.GET('/api/v1/reports/trialBalance', { params: { query: { date: '2026-05-31' } } });
    // Sales 1640.00 and VAT 328.00 credited; the bank debited 1968.00; debtors back to nothing.
    const lines = (trial.data?.lines ?? []).map((line) => [line.code, line.debit, line.credit]);
    expect(lines).toContainEqual(['4000', '0.00', '1640.00']);
    expect(lines).toContainEqual(['2200', '0.00', '328.00']);
    expect(lines).toContainEqual([expect.any(String), '1968.00', '0.00']);
    expect(lines.find(([code]) => code === '1200')).toBeUndefined();

    const refused = await api.GET('/api/v1/invoices/{id}', { params: { path: { id: Number.MAX_SAFE_INTEGER } } });
    expect(refused.response.status).toBe(404);
    expect(refused.error).toMatchObject({ status: 404, type: '/problems/not-found' });
  });

  it('asks for plain money by default, and sends no Prefer when told not to', async () => {
    const tenant = await createTenant(t.db);
    const plain = createClient({ baseUrl, username: tenant.username, apiKey: tenant.apiKey });
    const grouped = createClient({
      baseUrl,
      username: tenant.username,
      apiKey: tenant.apiKey,
      headers: { prefer: null },
    });
    const line = { name: 'Audit day', defaultRate: '1500.00' };
    const item = await plain.POST('/api/v1/lineItems', { body: line });
    expect(item.data?.defaultRate).toBe('1500.00');
    expect(item.response.headers.get('preference-applied')).toBe('money=plain');
    const id = item.data?.id as number;
    const read = await grouped.GET('/api/v1/lineItems/{id}', { params: { path: { id } } });
    expect(read.data?.defaultRate).toBe('1,500.00');
    expect(read.response.headers.get('preference-applied')).toBeNull();
  });
});
