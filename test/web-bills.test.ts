import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, postFormAs, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

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
    await page.getByLabel('Issue date').fill('2026-11-02');
    await page.getByLabel('Due date').fill('2026-12-02');
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
    await page.getByLabel('Date paid').fill('2026-11-20');
    await page.getByLabel('Bank account').selectOption({ label: 'Business account' });
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => figure('Status').textContent()).toBe('Paid');
    expect(await figure('Outstanding').textContent()).toBe('£0.00');
    expect(await page.getByRole('row', { name: /20 November 2026/ }).textContent()).toContain('£360.00');
    expect(await page.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(JSON.parse((await web.api('GET', `/bills/${id}`)).body)).toMatchObject({
      status: 'paid',
      outstandingAmount: '0.00',
    });
    const payments = JSON.parse((await web.api('GET', `/supplierPayments?billId=${id}`)).body);
    expect(payments).toMatchObject([{ supplierId, amount: '360.00', datePaid: '2026-11-20', billIds: [Number(id)] }]);

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
});
