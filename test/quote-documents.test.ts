import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { ok, problem } from './problem.js';

/* A quote as the client reads it: its PDF. */

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
});
afterAll(() => t.close());

const consultingQuote = async (on = api) =>
  ok<{ id: number; quoteNumber: string }>(
    await on.post('/quotes', {
      clientId: (await createClient(on)).id,
      currency: 'GBP',
      issueDate: '2026-04-01',
      expiryDate: '2026-04-30',
      // 2 days at £820.00 = £1,640.00 net; VAT at 20% £328.00; total £1,968.00.
      quoteLines: [{ quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting', item: 'days' }],
    }),
  );

describe('the PDF of a quote', () => {
  it('is titled Quote, with its number, issue and expiry dates, lines and total, asked by Accept or by .pdf', async () => {
    const quote = await consultingQuote();

    const asked = await api.get(`/quotes/${quote.id}`, { accept: 'application/pdf' });
    const linked = await api.get(`/quotes/${quote.id}.pdf`);

    for (const response of [asked, linked]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(`Quote ${quote.quoteNumber}`);
      expect(text).toContain('Issue date');
      expect(text).toContain('1 April 2026');
      expect(text).toContain('Expiry date');
      expect(text).toContain('30 April 2026');
      expect(text).not.toContain('Due date');
      expect(text).toContain('2 days');
      expect(text).toContain('£820.00');
      expect(text).toContain('£1,640.00');
      expect(text).toContain('£328.00');
      expect(text).toContain('£1,968.00');
    }
  });

  it('is still JSON without the Accept header', async () => {
    const quote = await consultingQuote();

    expect(ok<{ totalAmount: string }>(await api.get(`/quotes/${quote.id}`)).totalAmount).toBe('1,968.00');
  });

  it("is not found for another company's quote", async () => {
    const quote = await consultingQuote();
    const other = await newCompany(t);

    problem(await other.get(`/quotes/${quote.id}`, { accept: 'application/pdf' }), 404);
    problem(await other.get(`/quotes/${quote.id}.pdf`), 404);
  });

  it('is declared in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();

    const one = document.paths['/api/v1/quotes/{id}'].get.responses['200'].content;
    expect(Object.keys(one)).toEqual(['application/json', 'application/pdf']);
    expect(Object.keys(document.paths['/api/v1/quotes/{id}.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
  });
});
