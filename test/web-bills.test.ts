import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/dates.js';
import { getAs, newPage, postFormAs, sessionCookie, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

const issued = today();
const due = addDays(issued, 30) as string;

/** A bill through the API: 2 office chairs at £150.00 with standard-rate VAT, £360.00 in all. */
async function billOf360(supplierName: string): Promise<{ id: number }> {
  const supplier = JSON.parse((await web.api('POST', '/suppliers', { name: supplierName })).body);
  const bill = await web.api('POST', '/bills', {
    supplierId: supplier.id,
    currency: 'GBP',
    issueDate: issued,
    dueDate: due,
    billLines: [
      {
        description: 'Office chairs',
        quantity: 2,
        unitPrice: '150.00',
        salesTaxCode: 'STANDARD',
        categoryCode: '6300',
      },
    ],
  });
  expect(bill.status).toBe(200);
  return JSON.parse(bill.body);
}

const saving = (page: Page) => page.waitForResponse((response) => response.request().method() === 'POST');

describe('a bill in the web page', () => {
  it('is recorded for a new supplier, shows its total, and is paid', async () => {
    const bank = await web.api('POST', '/bankAccounts', { name: 'Business account' });
    expect(bank.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('link', { name: 'New supplier' }).click();
    await page.getByLabel('Name').fill('Acme Supplies');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Acme Supplies');
    expect(await page.locator('dl.figures dd').textContent()).toBe('£0.00');
    const supplierId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('link', { name: 'New bill' }).click();

    expect(await page.getByLabel('Supplier').locator('option:checked').textContent()).toBe('Acme Supplies');
    await page.getByLabel('Issue date').fill(issued);
    await page.getByLabel('Due date').fill(due);
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Office chairs');
    await first.getByLabel('Quantity').fill('2');
    await first.getByLabel('Rate').fill('150.00');
    await first.getByLabel('Tax').selectOption({ label: 'Standard rate' });
    await first.getByLabel('Category code').fill('6300');
    await page.getByRole('button', { name: 'Create bill' }).click();

    // 2 × 150.00 = 300.00, and 20 % of it 60.00: 360.00 in all.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bill from Acme Supplies');
    const figure = (name: string) =>
      page
        .locator('dl.figures div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    expect(await figure('Total').textContent()).toBe('£360.00');
    expect(await figure('Status').textContent()).toBe('Open');
    expect(await page.locator('tbody tr').first().getByRole('cell').allTextContents()).toEqual([
      'Office chairs',
      '2',
      '£150.00',
      '£300.00',
      '£60.00',
    ]);
    expect(await page.getByRole('link', { name: 'PDF' }).count()).toBe(0);
    const id = new URL(page.url()).pathname.split('/').at(-1);
    expect(JSON.parse((await web.api('GET', `/bills/${id}`)).body)).toMatchObject({
      supplierId,
      netAmount: '300.00',
      taxAmount: '60.00',
      totalAmount: '360.00',
    });

    expect(await page.getByLabel('Amount').inputValue()).toBe('360.00');
    await page.getByLabel('Date paid').fill(issued);
    await page.getByLabel('Bank account').selectOption({ label: 'Business account' });
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => figure('Status').textContent()).toBe('Paid');
    expect(await figure('Outstanding').textContent()).toBe('£0.00');
    const paid = page.getByRole('region', { name: 'Payments' }).locator('tbody tr');
    expect(await paid.count()).toBe(1);
    expect(await paid.first().textContent()).toContain('£360.00');
    expect(await page.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(JSON.parse((await web.api('GET', `/bills/${id}`)).body)).toMatchObject({
      status: 'paid',
      outstandingAmount: '0.00',
    });
    const payments = JSON.parse((await web.api('GET', `/supplierPayments?billId=${id}`)).body);
    expect(payments).toMatchObject([{ supplierId, amount: '360.00', datePaid: issued, billIds: [Number(id)] }]);

    await nav.getByRole('link', { name: 'Bills' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.getByLabel('Search').fill('Acme');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=paid&q=Acme');
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('£360.00');
    await page.getByLabel('Status').selectOption({ label: 'Open' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByText('No bills found.').count()).toBe(1);

    await nav.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('link', { name: 'Acme Supplies' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/suppliers/${supplierId}`);
    expect(await page.locator('tbody tr').first().textContent()).toContain('£360.00');
  });

  it('offers a viewer no New supplier nor New bill, and refuses them both forms', async () => {
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Suppliers', 'Bills']) {
      await nav.getByRole('link', { name }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
    }
    expect((await page.goto(`${web.url}/suppliers/new`))?.status()).toBe(403);
    expect((await page.goto(`${web.url}/bills/new`))?.status()).toBe(403);

    const created = await postFormAs(web, viewer, '/suppliers', { name: 'Not allowed Ltd' });
    expect(created.status).toBe(403);
    const suppliers = JSON.parse((await web.api('GET', '/suppliers')).body) as { name: string }[];
    expect(suppliers.map((supplier) => supplier.name)).not.toContain('Not allowed Ltd');
  });

  it('is edited from its page, and a form sent after someone else changed it is refused', async () => {
    const bill = await billOf360('Dunder Mifflin');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/bills/${bill.id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit bill');
    const first = page.getByRole('group', { name: 'Line 1' });
    expect(await first.getByLabel('Category code').inputValue()).toBe('6300');
    await first.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'Save bill' }).click();
    // 3 × 150.00 = 450.00, and 20 % of it 90.00: 540.00 in all.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bill from Dunder Mifflin');
    expect(
      await page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('£540.00');
    expect(JSON.parse((await web.api('GET', `/bills/${bill.id}`)).body)).toMatchObject({
      totalAmount: '540.00',
      billLines: [{ quantity: 3, categoryCode: '6300' }],
    });

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Quantity').fill('1');
    const colleague = await web.api('PATCH', `/bills/${bill.id}`, { dueDate: addDays(due, 10) });
    expect(colleague.status).toBe(200);
    const sent = saving(page);
    await page.getByRole('button', { name: 'Save bill' }).click();
    expect((await sent).status()).toBe(409);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Someone else changed this document/);
    expect(await page.getByRole('group', { name: 'Line 1' }).getByLabel('Quantity').inputValue()).toBe('3');
    expect(JSON.parse((await web.api('GET', `/bills/${bill.id}`)).body)).toMatchObject({ totalAmount: '540.00' });
  });

  it('offers a viewer no Edit on a bill, and refuses them its edit form', async () => {
    const bill = await billOf360('Globex');
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/bills/${bill.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bill from Globex');
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect((await getAs(web, await sessionCookie(web, viewer), `/bills/${bill.id}/edit`)).status).toBe(403);
    expect((await postFormAs(web, viewer, `/bills/${bill.id}`, { 'billLines[0].quantity': '9' })).status).toBe(403);
  });

  // Last: the lock date it sets holds every bill of the file dated on or before it.
  it('offers no Edit on a bill the lock date holds, and its edit form is refused as the API refuses the edit', async () => {
    const bill = await billOf360('Wernham Hogg');
    expect((await web.api('PUT', '/company', { lockDate: issued })).status).toBe(200);
    const api = await web.api('PATCH', `/bills/${bill.id}`, { dueDate: addDays(due, 1) });
    expect(api.status).toBe(422);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/bills/${bill.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bill from Wernham Hogg');
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    const form = await page.goto(`${web.url}/bills/${bill.id}/edit`);
    expect(form?.status()).toBe(422);
    expect(await page.locator('main').textContent()).toContain(JSON.parse(api.body).detail);
  });
});
