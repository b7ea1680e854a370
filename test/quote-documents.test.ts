import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newCompany, trialBalance } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { ok, problem } from './problem.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';

/* A quote as the client reads it: its PDF, and the email that sends it. */

let smtp: SmtpTestServer;
let t: TestApp;
let api: Api;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const webhooks = { retrySchedule: [1, 1], allowPrivateTargets: false };
  t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: 'Accounts <accounts@company.example>' }, webhooks });
  api = await newCompany(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const consultingQuote = async (on = api, expiryDate = '2026-04-30') =>
  ok<{ id: number; quoteNumber: string }>(
    await on.post('/quotes', {
      clientId: (await createClient(on)).id,
      currency: 'GBP',
      issueDate: '2026-04-01',
      expiryDate,
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

interface Email {
  id: number;
  status: 'pending' | 'sent' | 'failed';
  attachmentName: string;
}

/** The quote's emails once none is pending any more (the sender looks each second). */
async function settledEmails(id: number): Promise<Email[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const emails = ok<Email[]>(await api.get(`/quotes/${id}/emails`));
    if (emails.every((email) => email.status !== 'pending')) return emails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the emails of quote ${id} are still pending`);
}

describe('POST /quotes/{id}/send', () => {
  it('delivers a draft quote, its PDF attached, and the quote is sent from then on', async () => {
    const quote = await consultingQuote(api, '2099-12-31');
    const company = ok<{ name: string }>(await api.patch('/company', { paymentInstructions: 'Sort code 12-34-56' }));
    const before = await trialBalance(api);

    const email = ok<Email>(await api.post(`/quotes/${quote.id}/send`, { to: 'buyer@client.example' }));

    expect(email).toMatchObject({ status: 'pending', attachmentName: `${quote.quoteNumber}.pdf` });
    expect(ok<{ status: string; draft: boolean }>(await api.get(`/quotes/${quote.id}`))).toMatchObject({
      status: 'sent',
      draft: false,
    });
    expect(await settledEmails(quote.id)).toMatchObject([{ id: email.id, status: 'sent' }]);
    const mail = smtp.received.find(
      (received) => received.subject === `Quote ${quote.quoteNumber} from ${company.name}`,
    );
    expect(mail?.text).toContain(`Please find attached Quote ${quote.quoteNumber}.`);
    expect(mail?.text).toContain('Total: £1,968.00');
    expect(mail?.text).toContain('Valid until: 31 December 2099');
    expect(mail?.text).not.toContain('How to pay');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    const text = await pdfText(mail?.attachments[0]?.content as Buffer);
    expect(text).toContain(`Quote ${quote.quoteNumber}`);
    expect(text).toContain('31 December 2099');
    expect(text).toContain('£1,968.00');
    expect(await trialBalance(api)).toEqual(before);
  });

  it('sends a sent quote again, and refuses with a 409 one the client has answered, sending nothing', async () => {
    const quote = await consultingQuote(api, '2099-12-31');
    ok(await api.post(`/quotes/${quote.id}/send`, { to: 'buyer@client.example' }));
    ok(await api.post(`/quotes/${quote.id}/send`, { to: 'buyer@client.example' }));
    ok(await api.post(`/quotes/${quote.id}/accept`, {}));

    problem(await api.post(`/quotes/${quote.id}/send`, { to: 'buyer@client.example' }), 409);

    expect(ok<Email[]>(await api.get(`/quotes/${quote.id}/emails`))).toHaveLength(2);
    expect(ok<{ status: string }>(await api.get(`/quotes/${quote.id}`)).status).toBe('accepted');
  });

  it("answers 404 for another company's quote, to send and to list", async () => {
    const quote = await consultingQuote();
    const other = await newCompany(t);

    problem(await other.post(`/quotes/${quote.id}/send`, { to: 'buyer@client.example' }), 404);
    problem(await other.get(`/quotes/${quote.id}/emails`), 404);
    expect(ok(await api.get(`/quotes/${quote.id}/emails`))).toEqual([]);
    expect(ok<{ status: string }>(await api.get(`/quotes/${quote.id}`)).status).toBe('draft');
  });

  it('answers 503 on a server without SMTP_URL, and the quote stays a draft', async () => {
    const bare = await buildTestApp();
    try {
      const bareApi = await newCompany(bare);
      const quote = await consultingQuote(bareApi);

      problem(await bareApi.post(`/quotes/${quote.id}/send`, { to: 'buyer@client.example' }), 503);

      expect(ok(await bareApi.get(`/quotes/${quote.id}/emails`))).toEqual([]);
      expect(ok<{ status: string }>(await bareApi.get(`/quotes/${quote.id}`)).status).toBe('draft');
    } finally {
      await bare.close();
    }
  });
});
