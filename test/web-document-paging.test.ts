import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/dates.js';
import { newPage, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

const OPEN_INVOICES = 105;

describe('the list of invoices in the web page', () => {
  it('shows 100 at a time, with links to the pages before and after that keep the status and the search', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Hooli plc' })).body);
    const invoice = (day: number, draft: boolean) =>
      web.api('POST', '/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: addDays(today(), -day),
        dueDate: addDays(today(), 30),
        draft,
        invoiceLines: [{ description: `Design work ${day}`, quantity: 1, rate: '100.00' }],
      });
    const made = await Promise.all([
      ...Array.from({ length: OPEN_INVOICES }, (_, day) => invoice(day, false)),
      invoice(0, true),
    ]);
    expect(made.map((answer) => answer.status)).toEqual(made.map(() => 200));

    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices`);
    await page.getByLabel('Status').selectOption({ label: 'Open' });
    await page.getByLabel('Search').fill('Hooli');
    await page.getByRole('button', { name: 'Filter' }).click();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect.poll(() => pages.locator('p').textContent()).toBe('1–100 of 105');
    expect(await page.locator('tbody tr').count()).toBe(100);
    expect(await pages.getByRole('link', { name: 'Previous' }).count()).toBe(0);

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=open&q=Hooli&offset=100');
    expect(await pages.locator('p').textContent()).toBe('101–105 of 105');
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    expect(await rows.last().textContent()).toContain('Open');
    expect(await page.getByLabel('Status').locator('option:checked').textContent()).toBe('Open');
    expect(await page.getByLabel('Search').inputValue()).toBe('Hooli');
    expect(await pages.getByRole('link', { name: 'Next' }).count()).toBe(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=open&q=Hooli');
    expect(await page.locator('tbody tr').count()).toBe(100);

    // Unfiltered, the draft is listed too.
    await page.goto(`${web.url}/invoices?offset=100`);
    expect(await pages.locator('p').textContent()).toBe('101–106 of 106');
  }, 60_000);
});
