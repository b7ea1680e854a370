import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/shared/dates.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';
import { daysFromToday, newPage, postFormAs, signIn, startWebHarness, type WebHarness } from './web-browser.js';

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

describe('the clients’ pages', () => {
  it('create a client from the form, showing what the service refuses beside its field', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'New client' }).click();
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect.poll(() => page.locator('#field-name-error').textContent()).toBe('Name is required');
    expect(await page.locator('#field-email-error').textContent()).toBe('Email must be an email address');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name').fill('Initech Ltd');
    await page.getByLabel('Email').fill('accounts@initech.example');
    await page.getByLabel('Country code').fill('GB');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Initech Ltd');
    expect(await page.locator('dl.figures dd').textContent()).toBe('£0.00');

    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const answer = await web.api('GET', `/clients/${id}`);
    expect(JSON.parse(answer.body)).toMatchObject({
      name: 'Initech Ltd',
      email: 'accounts@initech.example',
      countryCode: 'GB',
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'Initech Ltd' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/clients/${id}`);
  });

  it('offer a viewer no button that writes, and refuse them the form and its write', async () => {
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Clients');
    expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(New|Create) / }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Invoices');
    expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
    expect((await page.goto(`${web.url}/invoices/new`))?.status()).toBe(403);

    const form = await page.goto(`${web.url}/clients/new`);
    expect(form?.status()).toBe(403);
    expect(await page.getByRole('alert').textContent()).toContain('the role bookkeeper');

    const created = await postFormAs(web, viewer, '/clients', { name: 'Not allowed Ltd' });
    expect(created.status).toBe(403);
    const clients = JSON.parse((await web.api('GET', '/clients')).body) as { name: string }[];
    expect(clients.map((client) => client.name)).not.toContain('Not allowed Ltd');
  });
});

/** What the API answers to a create, which must succeed. */
async function created(path: string, body: unknown) {
  const answer = await web.api('POST', path, body);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body);
}

/**
 * A client's books about a statement of the 20 days to today: an invoice of £120.00 before them,
 * and in them an invoice of £60.00, a credit note of £12.00 and a payment of the first invoice.
 */
async function booksOfStatement(name: string) {
  const client = await created('/clients', { name, email: 'accounts@statement.example' });
  const bank = await created('/bankAccounts', { name: `${name} account` });
  const invoice = (issued: number, rate: string) =>
    created('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: daysFromToday(issued),
      dueDate: daysFromToday(issued + 30),
      invoiceLines: [{ description: 'Design work', quantity: 1, rate, salesTaxCode: 'STANDARD' }],
    });
  const older = await invoice(-40, '100.00');
  const newer = await invoice(-10, '50.00');
  const credit = await created('/creditNotes', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: daysFromToday(-8),
    dueDate: daysFromToday(-8),
    creditNoteLines: [{ description: 'Discount', quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }],
  });
  await created('/clientPayments', {
    clientId: client.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '120.00',
    dateReceived: daysFromToday(-3),
    invoiceIds: [older.id],
  });
  return { client, newer, credit, from: daysFromToday(-20), to: today() };
}

/** The file the page's `PDF` link downloads. */
async function downloadedPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'PDF' }).click(),
  ]);
  return readFile(await download.path());
}

/** The PDF the API answers at `path`, to the owner. */
async function apiPdf(path: string) {
  const answer = await fetch(`${web.url}/api/v1${path}`, { headers: { authorization: web.owner.authorization } });
  return Buffer.from(await answer.arrayBuffer());
}

describe('a client’s statement', () => {
  it('shows the API’s figures of a period, downloads as its PDF and is sent by email', async () => {
    const { client, newer, credit, from, to } = await booksOfStatement('Statement Ltd');
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/clients/${client.id}`);
    await page.getByRole('link', { name: 'Statement' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Statement of Statement Ltd');
    // Left empty, the period is the API's: from the first of today's month to today.
    const firstOfMonth = `${today().slice(0, 8)}01`;
    expect(await page.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      `/clients/${client.id}/statement.pdf?from=${firstOfMonth}&to=${today()}`,
    );

    await page.getByLabel('From').fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${from}&to=${to}`);
    const rows = page.getByRole('region', { name: 'Statement in GBP' }).getByRole('row');
    const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allTextContents()).slice(1);
    // 120.00 owed before; +60.00 (50.00 and 20 % VAT), −12.00 (10.00 and VAT), −120.00 paid.
    expect(await rows.nth(1).textContent()).toContain('Opening balance');
    expect(await rows.nth(1).textContent()).toContain('£120.00');
    expect(await cells(2)).toEqual([
      `Invoice ${newer.invoiceNumber}`,
      `Invoice due ${daysFromToday(20)}`,
      '£60.00',
      '£180.00',
    ]);
    expect(await cells(3)).toEqual([`Credit note ${credit.creditNoteNumber}`, 'Credit note', '-£12.00', '£168.00']);
    expect(await cells(4)).toEqual(['Payment', 'Payment received', '-£120.00', '£48.00']);
    expect(await rows.nth(5).textContent()).toContain('Closing balance');
    expect(await rows.nth(5).textContent()).toContain('£48.00');
    const answer = JSON.parse((await web.api('GET', `/clients/${client.id}/statement?from=${from}&to=${to}`)).body);
    expect(answer.currencies).toMatchObject([{ currency: 'GBP', openingBalance: '120.00', closingBalance: '48.00' }]);

    const pdf = await downloadedPdf(page);
    expect(pdf.equals(await apiPdf(`/clients/${client.id}/statement.pdf?from=${from}&to=${to}`))).toBe(true);

    await page.getByLabel('Send to').fill('not an address');
    await page.getByRole('button', { name: 'Send statement' }).click();
    await expect.poll(() => page.locator('#send-to-error').textContent()).toBe('Send to must be an email address');
    expect(await page.getByLabel('Send to').inputValue()).toBe('not an address');
    await page.getByLabel('Send to').fill('accounts@statement.example');
    await page.getByRole('button', { name: 'Send statement' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('on its way');
    expect(new URL(page.url()).search).toBe(`?from=${from}&to=${to}&sent=1`);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([`statement-${from}-${to}.pdf`]);
    expect(mail?.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('offers a viewer the statement, and not its sending', async () => {
    const { client } = await booksOfStatement('Viewed Ltd');
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/clients/${client.id}/statement`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Statement of Viewed Ltd');
    expect(await page.getByRole('button', { name: 'Send statement' }).count()).toBe(0);
    const sent = await postFormAs(web, viewer, `/clients/${client.id}/statement/send`, { to: 'a@b.example' });
    expect(sent.status).toBe(403);
  });

  it('refuses a period the API refuses, beside its field', async () => {
    const { client } = await booksOfStatement('Backwards Ltd');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/clients/${client.id}/statement?from=${today()}&to=${daysFromToday(-1)}`);
    await expect
      .poll(() => page.locator('#field-from-error').textContent())
      .toBe(`From ${today()} is after to ${daysFromToday(-1)}`);
    expect(await page.getByRole('link', { name: 'PDF' }).count()).toBe(0);
    await page.goto(`${web.url}/clients/${client.id}/statement?from=yesterday`);
    await expect.poll(() => page.locator('#field-from-error').textContent()).toMatch(/^From must be/);
  });
});

/**
 * A supplier's books about a statement of the 20 days to today: a bill of £240.00 before them, and
 * in them a supplier credit of £36.00, a payment of £100.00 of the bill and a bill of £50.00.
 */
async function booksOfSupplierStatement(name: string) {
  const supplier = await created('/suppliers', { name });
  const bank = await created('/bankAccounts', { name: `${name} account` });
  const bill = (issued: number, unitPrice: string, vatRate: number) =>
    created('/bills', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: daysFromToday(issued),
      dueDate: daysFromToday(issued + 30),
      billLines: [{ description: 'Paper', quantity: 1, unitPrice, vatRate, categoryCode: '6300' }],
    });
  const older = await bill(-40, '200.00', 0.2);
  const credit = await created('/supplierCredits', {
    supplierId: supplier.id,
    currency: 'GBP',
    issueDate: daysFromToday(-12),
    dueDate: daysFromToday(-12),
    reference: 'SC-9',
    supplierCreditLines: [
      { description: 'Returned', quantity: 1, unitPrice: '30.00', vatRate: 0.2, categoryCode: '6300' },
    ],
  });
  await created('/supplierPayments', {
    supplierId: supplier.id,
    bankAccountId: bank.id,
    currency: 'GBP',
    amount: '100.00',
    datePaid: daysFromToday(-6),
    billIds: [older.id],
  });
  const newer = await bill(-2, '50.00', 0);
  return { supplier, credit, newer, from: daysFromToday(-20), to: today() };
}

describe('a supplier’s statement', () => {
  it('shows the API’s figures of a period with its PDF, and no sending', async () => {
    const { supplier, credit, newer, from, to } = await booksOfSupplierStatement('Paper Mill Ltd');
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/suppliers/${supplier.id}`);
    await page.getByRole('link', { name: 'Statement' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Statement of Paper Mill Ltd');
    await page.getByLabel('From').fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${from}&to=${to}`);
    const rows = page.getByRole('region', { name: 'Statement in GBP' }).getByRole('row');
    const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allTextContents()).slice(1);
    // £240.00 owed before (200.00 and 20 % VAT); −36.00 (30.00 and VAT), −100.00 paid, +50.00 billed.
    expect(await rows.nth(1).textContent()).toContain('£240.00');
    expect(await cells(2)).toEqual(['Supplier credit', 'Supplier credit: SC-9', '-£36.00', '£204.00']);
    expect(await cells(3)).toEqual(['Payment', 'Payment made', '-£100.00', '£104.00']);
    expect(await cells(4)).toEqual(['Bill', `Bill due ${daysFromToday(28)}`, '£50.00', '£154.00']);
    expect(await rows.nth(5).textContent()).toContain('£154.00');
    const answer = JSON.parse((await web.api('GET', `/suppliers/${supplier.id}/statement?from=${from}&to=${to}`)).body);
    expect(answer.currencies).toMatchObject([{ currency: 'GBP', openingBalance: '240.00', closingBalance: '154.00' }]);
    expect(await page.getByRole('heading', { name: 'Send statement' }).count()).toBe(0);

    const pdf = await downloadedPdf(page);
    expect(pdf.equals(await apiPdf(`/suppliers/${supplier.id}/statement.pdf?from=${from}&to=${to}`))).toBe(true);

    await page.getByRole('link', { name: 'Supplier credit' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/supplier-credits/${credit.id}`);
    await page.goBack();
    await page.getByRole('link', { name: 'Bill', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/bills/${newer.id}`);
  });
});

describe('the list of clients', () => {
  it('pages through more than 100 clients, and searches them as the API does', async () => {
    for (let index = 1; index <= 101; index += 1) {
      const name = `Paged ${String(index).padStart(3, '0')} Ltd`;
      expect((await web.api('POST', '/clients', { name })).status).toBe(200);
    }
    const listed = JSON.parse((await web.api('GET', '/clients?limit=1000')).body) as unknown[];
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/clients`);
    const names = page.locator('tbody tr td:first-child');
    expect(await names.count()).toBe(100);
    expect(await page.getByRole('navigation', { name: 'Pages' }).textContent()).toContain(`1–100 of ${listed.length}`);
    expect(await page.getByRole('link', { name: 'Previous' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => names.count()).toBe(listed.length - 100);
    expect(await names.last().textContent()).toBe('Paged 101 Ltd');
    expect(await page.getByRole('link', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => names.count()).toBe(100);

    await page.getByLabel('Search').fill('paged 05');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => names.allTextContents())
      .toEqual(Array.from({ length: 10 }, (_, index) => `Paged 05${index} Ltd`));
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
  });
});
