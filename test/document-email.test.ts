import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, invoiceOf, trialBalance } from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { ok, problem } from './problem.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';

interface Email {
  id: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  to: string[];
  cc: string[];
  subject: string;
}

const FROM = 'Accounts <accounts@company.example>';

let smtp: SmtpTestServer;
let t: TestApp;
let tenant: Tenant;
let api: Api;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const webhooks = { retrySchedule: [1, 1], allowPrivateTargets: false };
  t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: FROM }, webhooks });
  tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The document's emails once none is pending any more (the sender looks each second). */
async function settledEmails(path: string, on = api): Promise<Email[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const emails = ok<Email[]>(await on.get(`${path}/emails`));
    if (emails.every((email) => email.status !== 'pending')) return emails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the emails of ${path} are still pending`);
}

const consultingInvoice = async (on = api) =>
  ok<{ id: number; invoiceNumber: string }>(
    await on.post('/invoices', {
      clientId: (await createClient(on)).id,
      currency: 'GBP',
      issueDate: '2026-04-01',
      dueDate: '2026-04-30',
      // 2 days at £820.00 = £1,640.00 net; VAT at 20% £328.00; total £1,968.00.
      invoiceLines: [{ quantity: 2, rate: '820.00', vatRate: 0.2, description: 'Consulting', item: 'days' }],
    }),
  );

describe('POST /invoices/{id}/send', () => {
  it('delivers the invoice to the SMTP server, its PDF attached, and records who sent it', async () => {
    const invoice = await consultingInvoice();
    const body = {
      to: ['ap@client.example', 'boss@client.example'],
      cc: 'books@client.example',
      subject: 'Your invoice',
      message: 'Thank you.',
    };

    const sent = ok<Email>(await api.post(`/invoices/${invoice.id}/send`, body));

    expect(sent).toMatchObject({ status: 'pending', to: body.to, cc: [body.cc], subject: 'Your invoice' });
    const [email] = await settledEmails(`/invoices/${invoice.id}`);
    expect(email).toMatchObject({ id: sent.id, status: 'sent', attempts: 1, error: null });
    const mail = smtp.received.find((received) => received.subject === 'Your invoice');
    expect(mail?.from?.value).toEqual([{ name: 'Accounts', address: 'accounts@company.example' }]);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('ap@client.example, boss@client.example');
    expect(mail?.cc && 'text' in mail.cc ? mail.cc.text : '').toBe('books@client.example');
    expect(mail?.text?.trim()).toBe('Thank you.');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await pdfText(attachment?.content as Buffer);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('£1,968.00');
    const after = ok<{ sentAt: string; sentBy: string }>(await api.get(`/invoices/${invoice.id}`));
    expect(after.sentBy).toBe(tenant.username);
    expect(after.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('writes by default a subject naming the invoice and the company, and a message of its total and due date', async () => {
    const invoice = await consultingInvoice();
    const company = ok<{ name: string }>(await api.get('/company'));

    ok(await api.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' }));

    await settledEmails(`/invoices/${invoice.id}`);
    const subject = `Invoice ${invoice.invoiceNumber} from ${company.name}`;
    const mail = smtp.received.find((received) => received.subject === subject);
    expect(mail?.text).toContain(`Please find attached Invoice ${invoice.invoiceNumber}.`);
    expect(mail?.text).toContain('Total: £1,968.00');
    expect(mail?.text).toContain('Due: 30 April 2026');
    expect(mail?.cc).toBeUndefined();
  });

  it("signs with the company's trading name, in its locale, with its payment instructions", async () => {
    const trading = apiClient(t.app, await createTenant(t.db));
    const details = {
      tradingName: 'Hansa Beratung',
      locale: 'de-DE',
      paymentInstructions: 'IBAN DE89 3704 0044 0532 0130 00',
    };
    ok(await trading.patch('/company', details));
    const invoice = await consultingInvoice(trading);

    ok(await trading.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' }));

    await settledEmails(`/invoices/${invoice.id}`, trading);
    const mail = smtp.received.find(
      (received) => received.subject === `Invoice ${invoice.invoiceNumber} from Hansa Beratung`,
    );
    // £1,968.00 and 30 April 2026 as de-DE writes them (a no-break space before the sign).
    expect(mail?.text).toContain('Total: 1.968,00\u00a0£');
    expect(mail?.text).toContain('Due: 30. April 2026');
    expect(mail?.text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(mail?.text).toContain('Hansa Beratung');
  });

  it('changes nothing in the books: the journal and the trial balance are as they were', async () => {
    const invoice = await consultingInvoice();
    const journalBefore = ok(await api.get('/reports/journal?from=2026-01-01&to=2026-12-31'));
    const balanceBefore = await trialBalance(api);

    ok(await api.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' }));
    await settledEmails(`/invoices/${invoice.id}`);

    expect(ok(await api.get('/reports/journal?from=2026-01-01&to=2026-12-31'))).toEqual(journalBefore);
    expect(await trialBalance(api)).toEqual(balanceBefore);
  });

  it('refuses a draft with a 422, and sends nothing', async () => {
    const draft = await invoiceOf(api, await createClient(api), { draft: true });

    const response = await api.post(`/invoices/${draft.id}/send`, { to: 'ap@client.example' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'draft', message: 'must be false: a draft is not sent' }]);
    expect(ok(await api.get(`/invoices/${draft.id}/emails`))).toEqual([]);
  });

  it.each([
    [{ to: 'not an address' }, ['to']],
    [{ to: ['ap@client.example', 'ap@client'] }, ['to[1]']],
    [{ to: 'ap@client.example', cc: ['books@client.example', 'a b@client.example'] }, ['cc[1]']],
    [{ to: ['ap@client', 'ap@client.example', 'a<b@client.example'], cc: 'books' }, ['to[0]', 'to[2]', 'cc']],
    [{ to: 'ap', cc: ['x@client', 'books@client.example', 'y'] }, ['to', 'cc[0]', 'cc[2]']],
  ])('refuses %o with a 422 naming %s', async (body, paths) => {
    const invoice = await invoiceOf(api, await createClient(api));

    const refusal = problem(await api.post(`/invoices/${invoice.id}/send`, body), 422);

    expect(refusal.detail).toBe('An address to send to is not an email address');
    expect(refusal.errors).toEqual(paths.map((path) => ({ path, message: 'must be an email address' })));
    expect(ok(await api.get(`/invoices/${invoice.id}/emails`))).toEqual([]);
  });

  it("answers 404 for another company's invoice, to send and to list", async () => {
    const invoice = await invoiceOf(api, await createClient(api));
    const other = apiClient(t.app, await createTenant(t.db));

    expect((await other.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' })).statusCode).toBe(404);
    expect((await other.get(`/invoices/${invoice.id}/emails`)).statusCode).toBe(404);
    expect(ok(await api.get(`/invoices/${invoice.id}/emails`))).toEqual([]);
  });

  it('retries an email the server refused for now (421), and delivers it once it accepts', async () => {
    const invoice = await consultingInvoice();
    smtp.refuseNext.push(421);

    ok(await api.post(`/invoices/${invoice.id}/send`, { to: 'retry@client.example' }));

    const [email] = await settledEmails(`/invoices/${invoice.id}`);
    expect(email).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(smtp.received.filter((mail) => mail.subject?.includes(invoice.invoiceNumber))).toHaveLength(1);
  });

  it('fails at once an email the server refuses for good (5xx)', async () => {
    const invoice = await consultingInvoice();
    smtp.refuseNext.push(550);

    ok(await api.post(`/invoices/${invoice.id}/send`, { to: 'gone@client.example' }));

    const [email] = await settledEmails(`/invoices/${invoice.id}`);
    expect(email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(email?.error).toContain('550');
  });

  it('sends once under one Idempotency-Key', async () => {
    const invoice = await consultingInvoice();
    const headers = { 'idempotency-key': `send-${invoice.id}` };

    const first = ok<Email>(await api.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' }, headers));
    const again = ok<Email>(await api.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' }, headers));

    expect(again.id).toBe(first.id);
    expect(await settledEmails(`/invoices/${invoice.id}`)).toHaveLength(1);
  });
});

describe('POST /creditNotes/{id}/send', () => {
  it('delivers the credit note, its PDF attached', async () => {
    const client = await createClient(api);
    const note = ok<{ id: number; creditNoteNumber: string }>(
      await api.post('/creditNotes', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-01',
        // £50.00 net; VAT at 20% £10.00; total £60.00.
        creditNoteLines: [{ quantity: 1, rate: '50.00', vatRate: 0.2 }],
      }),
    );

    ok(await api.post(`/creditNotes/${note.id}/send`, { to: 'ap@client.example' }));

    const [email] = await settledEmails(`/creditNotes/${note.id}`);
    expect(email?.status).toBe('sent');
    const mail = smtp.received.find((received) => received.subject?.startsWith(`Credit note ${note.creditNoteNumber}`));
    expect(mail?.text).toContain('Total: £60.00');
    expect(await pdfText(mail?.attachments[0]?.content as Buffer)).toContain(note.creditNoteNumber);
    expect(ok<{ sentBy: string }>(await api.get(`/creditNotes/${note.id}`)).sentBy).toBe(tenant.username);
  });
});

describe('a server without SMTP_URL', () => {
  it('answers every send with a 503 saying so, and writes nothing', async () => {
    const bare = await buildTestApp();
    try {
      const bareApi = apiClient(bare.app, await createTenant(bare.db));
      const invoice = await invoiceOf(bareApi, await createClient(bareApi));

      const response = await bareApi.post(`/invoices/${invoice.id}/send`, { to: 'ap@client.example' });

      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe(
        'Email is not configured on this server: its operator sets SMTP_URL and MAIL_FROM',
      );
      expect(ok(await bareApi.get(`/invoices/${invoice.id}/emails`))).toEqual([]);
      expect(ok<{ sentAt?: string }>(await bareApi.get(`/invoices/${invoice.id}`)).sentAt).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
