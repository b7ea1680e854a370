import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';
import {
  accessibilityViolations,
  daysFromToday,
  newPage,
  postFormAs,
  sessionCookie,
  signIn,
  startWebHarness,
  type WebHarness,
} from './web-browser.js';

let web: WebHarness;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  web = await startWebHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'accounts@company.example' });
}, 60_000);
afterAll(async () => {
  await web?.close();
  await smtp?.close();
});

async function created(on: WebHarness, path: string, body: unknown) {
  const answer = await on.api('POST', path, body);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body);
}

/** An invoice of £120.00 (100.00 and 20 % VAT) to a client of this name, whose email is accounts@<slug>.example. */
async function invoiceTo(on: WebHarness, name: string, extra: Record<string, unknown> = {}) {
  const email = `accounts@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`;
  const client = await created(on, '/clients', { name, email });
  const invoice = await created(on, '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: daysFromToday(-5),
    dueDate: daysFromToday(25),
    invoiceLines: [{ description: 'Design work', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
    ...extra,
  });
  return { client, invoice, email };
}

/** The PDF the API answers at `path`, to the owner. */
async function apiPdf(path: string) {
  const answer = await fetch(`${web.url}/api/v1${path}`, { headers: { authorization: web.owner.authorization } });
  return Buffer.from(await answer.arrayBuffer());
}

/** The cells of each row of the page's table of emails. */
async function emailRows(page: Page) {
  const rows = page.getByRole('region', { name: 'Table of emails' }).locator('tbody tr');
  return Promise.all((await rows.all()).map((row) => row.getByRole('cell').allTextContents()));
}

describe('sending a document by email from its page', () => {
  it('sends an invoice with its PDF, lists its email and keeps that it was sent, in the audit trail', async () => {
    const { invoice, email } = await invoiceTo(web, 'Hooli plc');
    const received = smtp.received.length;
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/${invoice.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Send by email' }).count()).toBe(1);
    expect(await page.getByText('Not sent by email yet.').count()).toBe(1);
    expect(await page.getByLabel('Send to').inputValue()).toBe(email);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Send to').fill('not an address');
    await page.getByRole('button', { name: 'Send invoice' }).click();
    await expect.poll(() => page.locator('#send-to-error').textContent()).toBe('Send to must be an email address');
    expect(await page.getByLabel('Send to').inputValue()).toBe('not an address');
    await page.getByLabel('Send to').fill(email);
    await page.getByLabel('Copy to').fill('not either');
    await page.getByRole('button', { name: 'Send invoice' }).click();
    await expect.poll(() => page.locator('#send-cc-error').textContent()).toBe('Copy to must be an email address');

    expect(await page.locator('#send-to-error').count()).toBe(0);
    await page.getByLabel('Copy to').fill('owner@company.example');
    await page.getByLabel('Subject').fill('Your invoice');
    await page.getByLabel('Message').fill('Thank you for your custom.');
    await page.getByRole('button', { name: 'Send invoice' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('The invoice is on its way: its email is waiting to be sent.');
    expect(new URL(page.url()).pathname).toBe(`/invoices/${invoice.id}`);
    expect(new URL(page.url()).search).toBe('?sent=1');

    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(received + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.subject).toBe('Your invoice');
    expect(mail?.text?.trim()).toBe('Thank you for your custom.');
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([`${invoice.invoiceNumber}.pdf`]);
    expect(mail?.attachments[0]?.content.equals(await apiPdf(`/invoices/${invoice.id}.pdf`))).toBe(true);

    const sent = JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body);
    expect(sent.sentBy).toBe(web.owner.username);
    expect(sent.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const trail = JSON.parse((await web.api('GET', `/auditLog?recordType=invoice&recordId=${invoice.id}`)).body);
    expect(trail.map((entry: { method: string; path: string }) => `${entry.method} ${entry.path}`)).toEqual([
      `POST /invoices/${invoice.id}/send`,
      'POST /api/v1/invoices',
    ]);
    expect(trail[0].before.sentAt).toBeUndefined();
    expect(trail[0].after.sentAt).toBe(sent.sentAt);

    // Delivered, the email is listed as sent; the page says when and by whom the invoice was sent.
    await expect
      .poll(async () => {
        await page.reload();
        return emailRows(page);
      })
      .toEqual([[email, 'owner@company.example', expect.stringMatching(/ UTC$/), 'Sent', '']]);
    expect(await page.getByText(/^Sent .* UTC by /).textContent()).toBe(
      `Sent ${(await emailRows(page))[0]?.[2]} by ${web.owner.username}`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    const emails = JSON.parse((await web.api('GET', `/invoices/${invoice.id}/emails`)).body);
    expect(emails).toMatchObject([{ to: [email], cc: ['owner@company.example'], status: 'sent' }]);
  });

  it('sends a credit note from its page, with its PDF', async () => {
    const { client, email } = await invoiceTo(web, 'Initech');
    const note = await created(web, '/creditNotes', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: daysFromToday(-2),
      dueDate: daysFromToday(-2),
      creditNoteLines: [{ description: 'Discount', quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }],
    });
    const received = smtp.received.length;
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/credit-notes/${note.id}`);
    await page.getByRole('button', { name: 'Send credit note' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('The credit note is on its way');
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(received + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toMatchObject({ text: email });
    expect(mail?.attachments[0]?.filename).toBe(`${note.creditNoteNumber}.pdf`);
    expect(mail?.attachments[0]?.content.equals(await apiPdf(`/creditNotes/${note.id}.pdf`))).toBe(true);
    expect(JSON.parse((await web.api('GET', `/creditNotes/${note.id}`)).body).sentBy).toBe(web.owner.username);
    expect((await emailRows(page)).map((row) => row[0])).toEqual([email]);
  });

  it('shows the API’s refusal of a draft above the form, and sends nothing', async () => {
    const { invoice, email } = await invoiceTo(web, 'Draft Ltd', { draft: true });
    const refusal = await web.api('POST', `/invoices/${invoice.id}/send`, { to: email });
    expect(refusal.status).toBe(422);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Send invoice' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(JSON.parse(refusal.body).detail);
    expect(await page.getByText('draft must be false: a draft is not sent').count()).toBe(1);
    expect(await page.getByLabel('Send to').inputValue()).toBe(email);
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}/emails`)).body)).toEqual([]);
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body).sentAt).toBeUndefined();
  });

  it('offers a viewer the emails and no sending, and refuses them the send', async () => {
    const { invoice } = await invoiceTo(web, 'Viewed plc');
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/invoices/${invoice.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Emails' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Send by email' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send invoice' }).count()).toBe(0);
    const sent = await postFormAs(web, viewer, `/invoices/${invoice.id}/send`, { to: 'a@b.example' });
    expect(sent.status).toBe(403);
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}/emails`)).body)).toEqual([]);
  });

  it('refuses a send without its page’s token', async () => {
    const { invoice } = await invoiceTo(web, 'Forged Ltd');
    const cookie = await sessionCookie(web, web.owner);
    const sent = await fetch(`${web.url}/invoices/${invoice.id}/send`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ to: 'a@b.example' }),
      redirect: 'manual',
    });
    expect(sent.status).toBe(403);
    expect(await sent.text()).toContain('The form was not sent from this page');
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}/emails`)).body)).toEqual([]);
  });
});

describe('a document’s page on a server without email', () => {
  let bare: WebHarness;
  beforeAll(async () => {
    bare = await startWebHarness();
  }, 60_000);
  afterAll(() => bare?.close());

  it('says email is not configured instead of the form', async () => {
    const { invoice } = await invoiceTo(bare, 'Unsent plc');
    const page = await newPage(bare);
    await signIn(page, bare, bare.owner);
    await page.goto(`${bare.url}/invoices/${invoice.id}`);
    await expect
      .poll(() => page.getByText('Email is not configured on this server').textContent())
      .toBe('Email is not configured on this server: its operator sets SMTP_URL and MAIL_FROM.');
    expect(await page.getByRole('button', { name: 'Send invoice' }).count()).toBe(0);
    // A form sent anyway, from a page shown before, is told why, as the API's 503 says it.
    const sent = await postFormAs(bare, bare.owner, `/invoices/${invoice.id}/send`, { to: 'accounts@unsent.example' });
    expect(sent.status).toBe(503);
    expect(await sent.text()).toContain('Email is not configured on this server');
  });
});
