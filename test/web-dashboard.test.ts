import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInYear, today, yearOf } from '../src/shared/dates.js';
import { bookSaleAndCost, newPage, signIn, startWebHarness, type WebHarness } from './web-browser.js';

/** The company's financial year starts on 6 April, as the UK's tax year does. */
const YEAR_START = '04-06';

/** The first day of the financial year that `day` falls in. */
function yearBegun(day: string): string {
  const thisYear = dateInYear(yearOf(day), YEAR_START) as string;
  return thisYear <= day ? thisYear : (dateInYear(yearOf(day) - 1, YEAR_START) as string);
}

/** The server's today, and its financial year's first day and calendar months (the first cut to the year's days). */
const day = today();
const yearFrom = yearBegun(day);
const monthCount = (yearOf(day) - yearOf(yearFrom)) * 12 + Number(day.slice(5, 7)) - Number(yearFrom.slice(5, 7)) + 1;
const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
  const company = await web.api('PUT', '/company', { lockDate: null, yearStart: YEAR_START });
  if (company.status !== 200) throw new Error(`the company answered ${company.status}: ${company.body}`);
  // The sale on the year's first day, the cost today: the first and the last of its months.
  await bookSaleAndCost(web, { invoiced: yearFrom, billed: day });
}, 60_000);
afterAll(() => web?.close());

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
    // Income: £1,000.00 net of VAT on the year's first day. Expenses: £300.00 net today. Net profit: £700.00.
    const year = await profitAndLoss(yearFrom, day);
    expect([year.income.total, year.expenses.total, year.netProfit]).toEqual(['1,000.00', '300.00', '700.00']);
    const defaultYear = JSON.parse((await web.api('GET', '/reports/profitAndLoss')).body);
    expect([defaultYear.from, defaultYear.to]).toEqual([yearFrom, day]);

    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await expect.poll(() => figure(page, 'Net profit')).toBe('£700.00');
    expect(await figure(page, 'Income')).toBe('£1,000.00');
    expect(await figure(page, 'Expenses')).toBe('£300.00');

    const rows = page.getByRole('table', { name: 'Income and expenses by month' }).locator('tbody tr');
    expect(await rows.count()).toBe(monthCount);
    const first = monthName(yearFrom);
    const last = monthName(day);
    if (monthCount === 1) {
      expect(await monthFigures(page, first)).toEqual(['£1,000.00', '£300.00', '£700.00']);
    } else {
      expect(await monthFigures(page, first)).toEqual(['£1,000.00', '£0.00', '£1,000.00']);
      expect(await monthFigures(page, last)).toEqual(['£0.00', '£300.00', '-£300.00']);
    }
    for (const row of (await rows.all()).slice(1, -1)) {
      expect(await row.getByRole('cell').allTextContents()).toEqual(['£0.00', '£0.00', '£0.00']);
    }

    const chart = profitSection(page).getByRole('img');
    expect(await chart.getAttribute('aria-label')).toBe(
      `Bar chart of income and expenses by month, ${first} to ${last}: ` +
        'income £1,000.00 and expenses £300.00 in all.',
    );
    expect(await chart.locator('rect').count()).toBe(2 * (await rows.count()));
    expect(await chart.locator('rect title').allTextContents()).toContain(`Income, ${first}: £1,000.00`);

    await page.getByRole('link', { name: 'Profit and loss for this period' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${yearFrom}&to=${day}`);
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
