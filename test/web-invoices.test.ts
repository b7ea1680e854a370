import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

describe('an invoice in the web page', () => {
  it('is raised for a new client, shows its total, downloads as its PDF, and is paid', async () => {
    const bank = await web.api('POST', '/bankAccounts', { name: 'Business account' });
    expect(bank.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'New client' }).click();
    await page.getByLabel('Name').fill('Hooli plc');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.getByRole('link', { name: 'New invoice' }).click();

    expect(await page.getByLabel('Client').locator('option:checked').textContent()).toBe('Hooli plc');
    await page.getByLabel('Issue date').fill('2026-11-02');
    await page.getByLabel('Due date').fill('2026-12-02');
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Design work');
    await first.getByLabel('Quantity').fill('3');
    await first.getByLabel('Rate').fill('150.00');
    await first.getByLabel('Tax').selectOption({ label: 'Standard rate' });
    const second = page.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Printing');
    await second.getByLabel('Quantity').fill('1');
    await second.getByLabel('Rate').fill('12.34');
    await second.getByLabel('Tax').selectOption({ label: 'Zero rate' });
    await page.getByRole('button', { name: 'Create invoice' }).click();

    // 3 × 150.00 at 20 % is 450.00 + 90.00; 12.34 at 0 %: 552.34 in all.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    const figure = (name: string) =>
      page
        .locator('dl.figures div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    expect(await figure('Total').textContent()).toBe('£552.34');
    expect(await figure('Status').textContent()).toBe('Open');
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const answer = JSON.parse((await web.api('GET', `/invoices/${id}`)).body);
    expect(answer).toMatchObject({ netAmount: '462.34', taxAmount: '90.00', totalAmount: '552.34' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'PDF' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const fromApi = await fetch(`${web.url}/api/v1/invoices/${id}.pdf`, {
      headers: { authorization: web.owner.authorization },
    });
    expect(Buffer.from(await fromApi.arrayBuffer()).equals(pdf)).toBe(true);

    expect(await page.getByLabel('Amount').inputValue()).toBe('552.34');
    await page.getByLabel('Date received').fill('2026-11-20');
    await page.getByLabel('Bank account').selectOption({ label: 'Business account' });
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => figure('Status').textContent()).toBe('Paid');
    expect(await figure('Outstanding').textContent()).toBe('£0.00');
    expect(await page.getByRole('row', { name: /20 November 2026/ }).textContent()).toContain('£552.34');
    expect(await page.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(JSON.parse((await web.api('GET', `/invoices/${id}`)).body)).toMatchObject({
      status: 'paid',
      outstandingAmount: '0.00',
    });

    await nav.getByRole('link', { name: 'Invoices' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.getByLabel('Search').fill('Hooli');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=paid&q=Hooli');
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('£552.34');
    await page.getByLabel('Status').selectOption({ label: 'Overdue' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByText('No invoices found.').count()).toBe(1);
  });

  it('fills a line from the line item it names, where the form leaves it empty', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Pied Piper' })).body);
    const item = await web.api('POST', '/lineItems', {
      name: 'Consulting',
      defaultDescription: 'Consulting, per hour',
      defaultQuantity: 1,
      defaultRate: '95.00',
      defaultSalesTaxCode: 'STANDARD',
    });
    expect(item.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/new?clientId=${client.id}`);
    await page.getByLabel('Due date').fill('2026-12-31');
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Line item').selectOption({ label: 'Consulting' });
    await first.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Create invoice' }).click();

    // 2 × 95.00 = 190.00, and 20 % of it 38.00.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    const line = page.locator('tbody tr').first();
    expect(await line.getByRole('cell').allTextContents()).toEqual([
      'Consulting, per hour',
      '2',
      '£95.00',
      '£190.00',
      '£38.00',
    ]);
    expect(
      await page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('£228.00');
  });

  it('shows what the service refuses beside the line it refuses', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/new`);
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Consulting');
    await first.getByLabel('Quantity').fill('two');
    await first.getByLabel('Rate').fill('95.00');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('The form has mistakes: see the fields marked below.');
    expect(await page.getByRole('group', { name: 'Line 1' }).getByText('Quantity must be number').count()).toBe(1);
    expect(await first.getByLabel('Description').inputValue()).toBe('Consulting');

    await first.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    // The company has no payment terms to set the due date by.
    await expect.poll(() => page.locator('#field-dueDate-error').textContent()).toMatch(/^Due date is required/);
    expect(await page.getByLabel('Due date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('group', { name: 'Line 1' }).getByText('Quantity must be number').count()).toBe(0);
  });
});
