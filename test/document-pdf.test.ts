import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPdf } from '../src/pdf/document-pdf.js';
import { createClient, invoiceOf } from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { ok } from './problem.js';

let t: TestApp;
let tenant: Tenant;
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
});
afterAll(() => t.close());

describe('the PDF of an invoice', () => {
  it('holds its number and its total', async () => {
    const client = await createClient(api);
    const invoice = ok<{ id: number; invoiceNumber: string }>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        // 2 days at £820.00 = £1,640.00 net; VAT at 20% £328.00; total £1,968.00.
        invoiceLines: [{ quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting', item: 'days' }],
      }),
    );

    const text = await pdfText(await documentPdf(t.db, tenant.companyId, 'invoice', BigInt(invoice.id)));

    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('£1,968.00');
  });

  it('gives the same bytes each time it is rendered', async () => {
    const invoice = await invoiceOf(api, await createClient(api));
    const render = () => documentPdf(t.db, tenant.companyId, 'invoice', BigInt(invoice.id));

    const first = await render();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await render()).equals(first)).toBe(true);
  });

  it("is not found for another company's invoice, as its GET answers", async () => {
    const invoice = await invoiceOf(api, await createClient(api));
    const other = await createTenant(t.db);

    await expect(documentPdf(t.db, other.companyId, 'invoice', BigInt(invoice.id))).rejects.toMatchObject({
      kind: 'not-found',
      message: `Invoice ${invoice.id} was not found`,
    });
  });
});
