import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, invoiceOf, trialBalance } from './books.js';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { ok, problem, violation } from './problem.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';

/* A client's statement sent by email through the outbox, its PDF attached. */

let smtp: SmtpTestServer;
let t: TestApp;
let api: Api;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const webhooks = { retrySchedule: [1, 1], allowPrivateTargets: false };
  t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: 'Accounts <accounts@company.example>' }, webhooks });
  api = apiClient(t.app, await createTenant(t.db));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function delivered(subject: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = smtp.received.find((received) => received.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email "${subject}" was delivered`);
}

describe('POST /clients/{id}/statement/send', () => {
  it('delivers the statement of the period, its PDF attached, and changes nothing in the books', async () => {
    const client = await createClient(api, 'Emailed Ltd');
    await invoiceOf(api, client); // 120.00 issued on 1 April 2026, due 30 April
    const before = await trialBalance(api);
    const sent = ok<{ status: string; to: string[] }>(
      await api.post(`/clients/${client.id}/statement/send?from=2026-04-01&to=2026-04-30`, {
        to: 'ap@client.example',
        subject: 'Your April statement',
      }),
    );
    expect(sent).toMatchObject({ status: 'pending', to: ['ap@client.example'] });
    const mail = await delivered('Your April statement');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('statement-2026-04-01-2026-04-30.pdf');
    const text = await pdfText(mail.attachments[0]?.content as Buffer);
    expect(text).toContain('Emailed Ltd');
    expect(text).toContain('1 April 2026 to 30 April 2026');
    expect(text).toContain('£120.00');
    expect(await trialBalance(api)).toEqual(before);
  });

  it('writes by default a subject naming the period and the company, and the balance owed', async () => {
    const client = await createClient(api);
    await invoiceOf(api, client);
    const company = ok<{ name: string }>(await api.get('/company'));
    ok(
      await api.post(`/clients/${client.id}/statement/send?from=2026-04-01&to=2026-04-30`, { to: 'a@client.example' }),
    );
    const mail = await delivered(`Statement 1 April 2026 to 30 April 2026 from ${company.name}`);
    expect(mail.text).toContain('Balance owed at 30 April 2026: £120.00');
  });

  it("refuses bad addresses, a period that ends before it starts, and another company's client", async () => {
    const client = await createClient(api);
    const refusal = violation(
      await api.post(`/clients/${client.id}/statement/send`, { to: ['a@b.example', 'a b@c.example', 'x'], cc: 'y' }),
      ['to[1]', 'to[2]', 'cc'],
    );
    expect(refusal.errors).toEqual([
      { path: 'to[1]', message: 'must be an email address' },
      { path: 'to[2]', message: 'must be an email address' },
      { path: 'cc', message: 'must be an email address' },
    ]);
    problem(
      await api.post(`/clients/${client.id}/statement/send?from=2026-05-02&to=2026-05-01`, { to: 'a@b.example' }),
      400,
    );
    const other = apiClient(t.app, await createTenant(t.db));
    problem(await other.post(`/clients/${client.id}/statement/send`, { to: 'a@b.example' }), 404);
  });
});
