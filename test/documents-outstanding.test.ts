import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOutstanding } from '../src/banking/suggestion-repository.js';
import { createClient, invoiceOf } from './books.js';
import { apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * The open documents near many amounts at once, as the suggestions of a page of bank lines in
 * other currencies read them: more ranges than one statement may join take several statements,
 * and each range still answers its own documents.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the open invoices of a currency outstanding in each of many ranges', () => {
  it('answers each of 600 ranges with the invoices outstanding in it, in the order of the ranges', async () => {
    const tenant = await createTenant(t.db);
    const api = apiClient(t.app, tenant);
    ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2026-03-01', rate: 0.85 }));
    const client = await createClient(api);
    // EUR 100.00, 200.00 and 300.00 outstanding, none with VAT.
    const invoiceOfEuros = (amount: string) =>
      invoiceOf(api, client, { currency: 'EUR', invoiceLines: [{ quantity: 1, rate: amount, vatRate: 0 }] });
    const invoices = [await invoiceOfEuros('100.00'), await invoiceOfEuros('200.00'), await invoiceOfEuros('300.00')];
    // Range i is 100.00 ± 0.50, 200.00 ± 0.50 or 300.00 ± 0.50 as i is 0, 1 or 2 modulo 3.
    const ranges = Array.from({ length: 600 }, (_, index) => {
      const centre = BigInt((index % 3) + 1) * 10_000n;
      return { low: centre - 50n, high: centre + 50n };
    });
    const found = await documentsOutstanding(t.db, tenant.companyId, 'invoice', 'EUR', ranges);
    expect(found).toHaveLength(600);
    found.forEach((documents, index) => {
      expect(documents.map((document) => Number(document.id))).toEqual([invoices[index % 3]?.id]);
    });
  });
});
