import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from './books.js';
import { spawnCli, succeeded } from './cli.js';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { messageAt, ok, problem, unique, violation } from './problem.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';
import { createTestDatabase, type TestDatabase } from './store.js';

interface RecurringInvoice {
  id: number;
  status: 'active' | 'paused' | 'ended';
  pausedReason?: string;
  send: boolean;
  sendTo?: string[];
  sendCc?: string[];
}

interface Email {
  status: 'pending' | 'sent' | 'failed';
  to: string[];
  cc: string[];
  requestedBy: string;
}

const FROM = 'Accounts <accounts@company.example>';

let smtp: SmtpTestServer;
let database: TestDatabase;
let t: TestApp;
let tenant: Tenant;
let api: Api;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  database = await createTestDatabase();
  const webhooks = { retrySchedule: [1, 1], allowPrivateTargets: false };
  t = await buildTestApp({ databaseUrl: database.url, mail: { smtpUrl: smtp.url, from: FROM }, webhooks });
  tenant = await createTenant(t.db);
  api = apiClient(t.app, tenant);
});
afterAll(async () => {
  await t.close();
  await database.drop();
  await smtp.close();
});

/**
 * `cli recurring run` up to `date`, with the mail settings of the server (or none), as a process of
 * its own: run in this one, its waits for SQLite's lock would hold up the server it waits for.
 */
const run = async (date: string, mail = true) =>
  succeeded(
    await spawnCli(database.url, ['recurring', 'run', '--date', date], {
      settings: mail ? { SMTP_URL: smtp.url, MAIL_FROM: FROM } : {},
    }),
  );

const LINE = { description: 'Retainer', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' };

const createClient = async (on: Api, email?: string) =>
  ok<{ id: number }>(await on.post('/clients', { name: unique('Client'), ...(email ? { email } : {}) }));

const scheduleBody = (clientId: number, fields: Record<string, unknown>) => ({
  clientId,
  currency: 'GBP',
  paymentTermsDays: 30,
  schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 'last' },
  startDate: '2026-01-31',
  invoiceLines: [LINE],
  ...fields,
});

const issued = async (schedule: { id: number }) =>
  ok<Invoice[]>(await api.get(`/recurringInvoices/${schedule.id}/invoices`));

/** The invoice's emails once none is pending any more (the sender looks each second). */
async function settledEmails(invoiceId: number): Promise<Email[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const emails = ok<Email[]>(await api.get(`/invoices/${invoiceId}/emails`));
    if (emails.every((email) => email.status !== 'pending')) return emails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the emails of invoice ${invoiceId} are still pending`);
}

const delivered = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);

describe('a recurring invoice with send: true emails each invoice it issues', () => {
  it('issues two invoices and delivers each once, its PDF attached, to the client; a second run sends nothing more', async () => {
    const client = await createClient(api, 'ap@client.example');
    const schedule = ok<RecurringInvoice>(
      await api.post('/recurringInvoices', scheduleBody(client.id, { send: true, sendCc: 'books@client.example' })),
    );
    expect(schedule).toMatchObject({ send: true, sendCc: ['books@client.example'] });
    expect(schedule.sendTo).toBeUndefined();
    const company = ok<{ name: string }>(await api.get('/company'));

    expect(await run('2026-02-28')).toMatchObject({ issued: 2 });

    const invoices = await issued(schedule);
    expect(invoices.map((invoice) => invoice.issueDate)).toEqual(['2026-01-31', '2026-02-28']);
    for (const invoice of invoices) {
      const emails = await settledEmails(invoice.id);
      expect(emails).toEqual([
        expect.objectContaining({
          status: 'sent',
          to: ['ap@client.example'],
          cc: ['books@client.example'],
          requestedBy: tenant.username,
        }),
      ]);
      const mails = delivered(`Invoice ${invoice.invoiceNumber} from ${company.name}`);
      expect(mails).toHaveLength(1);
      // 1 × 100.00 at 20%: 100.00 net, 20.00 VAT, 120.00 due.
      expect(mails[0]?.text).toContain('Total: £120.00');
      const [attachment] = mails[0]?.attachments ?? [];
      expect(attachment?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
      const text = await pdfText(attachment?.content as Buffer);
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain('£120.00');
      const sent = ok<{ sentAt?: string; sentBy?: string }>(await api.get(`/invoices/${invoice.id}`));
      expect(sent.sentBy).toBe(tenant.username);
      expect(sent.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }

    expect(await run('2026-02-28')).toMatchObject({ issued: 0 });
    for (const invoice of invoices) {
      expect(await settledEmails(invoice.id)).toHaveLength(1);
      expect(delivered(`Invoice ${invoice.invoiceNumber} from ${company.name}`)).toHaveLength(1);
    }
  });

  it('sends to sendTo when given, rather than to the client', async () => {
    const client = await createClient(api, 'ap@client.example');
    const schedule = ok<RecurringInvoice>(
      await api.post(
        '/recurringInvoices',
        scheduleBody(client.id, { send: true, sendTo: ['a@x.example', 'b@x.example'], startDate: '2025-01-31' }),
      ),
    );

    // Each test runs up to a date before the schedules of the tests above fall due again.
    await run('2025-01-31');

    const [invoice] = await issued(schedule);
    const [email] = await settledEmails((invoice as Invoice).id);
    expect(email).toMatchObject({ status: 'sent', to: ['a@x.example', 'b@x.example'], cc: [] });
  });

  it('issues the invoice and pauses the schedule, saying why, when the run has no mail settings', async () => {
    const client = await createClient(api, 'ap@client.example');
    const body = scheduleBody(client.id, { send: true, startDate: '2024-01-31' });
    const schedule = ok<RecurringInvoice>(await api.post('/recurringInvoices', body));

    // Due on 31 January and 29 February 2024: the first is issued, then the schedule pauses.
    expect(await run('2024-02-29', false)).toMatchObject({ issued: 1 });

    const [invoice, ...others] = await issued(schedule);
    expect(others).toEqual([]);
    expect(ok<unknown[]>(await api.get(`/invoices/${(invoice as Invoice).id}/emails`))).toEqual([]);
    const paused = ok<RecurringInvoice>(await api.get(`/recurringInvoices/${schedule.id}`));
    expect(paused.status).toBe('paused');
    expect(paused.pausedReason).toContain(`${(invoice as Invoice).invoiceNumber} was issued but not sent`);
  });
});

describe('a schedule that sends is refused what it cannot send', () => {
  it('refuses with a 422 naming sendTo a client without an email address and no sendTo', async () => {
    const client = await createClient(api);
    const response = await api.post('/recurringInvoices', scheduleBody(client.id, { send: true }));
    expect(messageAt(violation(response, ['sendTo']), 'sendTo')).toMatch(/client .* has no email/);
  });

  it('refuses with a 422 naming send a schedule of drafts: a draft is not sent', async () => {
    const client = await createClient(api, 'ap@client.example');
    const response = await api.post('/recurringInvoices', scheduleBody(client.id, { send: true, draft: true }));
    expect(messageAt(violation(response, ['send']), 'send')).toMatch(/draft is not sent/);
  });

  it('refuses with a 422 naming every address that is not one, of sendTo and of sendCc', async () => {
    const client = await createClient(api, 'ap@client.example');
    const body = scheduleBody(client.id, {
      send: true,
      sendTo: ['a@x.example', 'nobody'],
      sendCc: ['x', 'b@y.example'],
    });
    violation(await api.post('/recurringInvoices', body), ['sendTo[1]', 'sendCc[0]']);
  });

  it('answers 503 on a server without mail settings, and writes nothing', async () => {
    const unmailed = await buildTestApp();
    try {
      const other = apiClient(unmailed.app, await createTenant(unmailed.db));
      const client = await createClient(other, 'ap@client.example');
      problem(await other.post('/recurringInvoices', scheduleBody(client.id, { send: true })), 503);
      expect(ok<unknown[]>(await other.get('/recurringInvoices'))).toEqual([]);
      ok(await other.post('/recurringInvoices', scheduleBody(client.id, {})));
    } finally {
      await unmailed.close();
    }
  });
});
