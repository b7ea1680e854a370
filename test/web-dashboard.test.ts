import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSaleAndCost, newPage, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
  await bookSaleAndCost(web, { invoiced: '2026-03-10', billed: '2026-07-15' });
}, 60_000);
afterAll(() => web?.close());

/** The server's today, and its financial year's first day: the company's year starts on 1 January. */
const today = new Date().toISOString().slice(0, 10);
const yearFrom = `${today.slice(0, 4)}-01-01`;

const profitAndLoss = async (from: string, to: string) =>
  JSON.parse((await web.api('GET', `/reports/profitAndLoss?from=${from}&to=${to}`)).body);

const profitSection = (page: Page) => page.getByRole('region', { name: 'Profit this financial year' });

const figure = (page: Page, name: string) =>
  profitSection(page)
    .locator('dl.figures div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd')
    .textContent();

const monthFigures = (page: Page, month: string) =>
  page
    .getByRole('table', { name: 'Income and expenses by month' })
    .getByRole('row', { name: new RegExp(`^${month}`) })
    .getByRole('cell')
    .allTextContents();

describe('the dashboard’s profit', () => {
  it('shows the financial year to date and each of its months as the profit and loss report reads them', async () => {
    // Income: £1,000.00 net of VAT in March. Expenses: £300.00 net in July. Net profit: £700.00.
    const year = await profitAndLoss(yearFrom, today);
    expect([year.income.total, year.expenses.total, year.netProfit]).toEqual(['1,000.00', '300.00', '700.00']);
    const defaultYear = JSON.parse((await web.api('GET', '/reports/profitAndLoss')).body);
    expect([defaultYear.from, defaultYear.to]).toEqual([yearFrom, today]);
    const march = await profitAndLoss('2026-03-01', '2026-03-31');
    const july = await profitAndLoss('2026-07-01', '2026-07-31');
    expect([march.income.total, march.netProfit]).toEqual(['1,000.00', '1,000.00']);
    expect([july.expenses.total, july.netProfit]).toEqual(['300.00', '-300.00']);

    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await expect.poll(() => figure(page, 'Net profit')).toBe('£700.00');
    expect(await figure(page, 'Income')).toBe('£1,000.00');
    expect(await figure(page, 'Expenses')).toBe('£300.00');

    expect(await monthFigures(page, 'Jan 2026')).toEqual(['£0.00', '£0.00', '£0.00']);
    expect(await monthFigures(page, 'Mar 2026')).toEqual(['£1,000.00', '£0.00', '£1,000.00']);
    expect(await monthFigures(page, 'Jul 2026')).toEqual(['£0.00', '£300.00', '-£300.00']);
    const rows = page.getByRole('table', { name: 'Income and expenses by month' }).locator('tbody tr');
    expect(await rows.count()).toBe(Number(today.slice(5, 7)));

    const chart = profitSection(page).getByRole('img');
    expect(await chart.getAttribute('aria-label')).toBe(
      `Bar chart of income and expenses by month, Jan 2026 to ${await rows.last().locator('th').textContent()}: ` +
        'income £1,000.00 and expenses £300.00 in all.',
    );
    expect(await chart.locator('rect').count()).toBe(2 * (await rows.count()));
    expect(await chart.locator('rect title').allTextContents()).toContain('Income, Mar 2026: £1,000.00');

    await page.getByRole('link', { name: 'Profit and loss for this period' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${yearFrom}&to=${today}`);
    expect(
      await page
        .getByRole('row', { name: /^Net profit/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['£700.00']);
  });

  it('stays within a phone’s width, the chart scrolling in its own box', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await expect.poll(() => figure(page, 'Net profit')).toBe('£700.00');
    const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Infinity);
    const chart = await page.locator('.chart').boundingBox();
    expect(right(chart)).toBeLessThanOrEqual(390);
    const table = await page.getByRole('table', { name: 'Income and expenses by month' }).boundingBox();
    expect(right(table)).toBeLessThanOrEqual(390);
    expect((await profitSection(page).getByRole('img').boundingBox())?.width).toBeGreaterThan(chart?.width ?? 0);
  });
});
