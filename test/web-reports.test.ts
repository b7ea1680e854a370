import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/shared/dates.js';
import { bookSaleAndCost, daysFromToday, newPage, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
  await bookSaleAndCost(web, { invoiced: daysFromToday(-20), billed: daysFromToday(-10) });
}, 60_000);
afterAll(() => web?.close());

/** The period the reports are read for: the 30 days to today, which hold the sale and the cost. */
const FROM = daysFromToday(-30);
const TO = today();
const PERIOD = `?from=${FROM}&to=${TO}`;

/** The figures of a row of the page's tables, found by the name it begins with. */
const rowFigures = (page: Page, name: string) =>
  page
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('cell')
    .allTextContents();

async function openReport(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByLabel('From').fill(FROM);
  await page.getByLabel('To').fill(TO);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe(PERIOD);
}

/** The page's CSV download and the API's CSV of the same report. */
async function bothCsvs(page: Page, apiPath: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const fromPage = await readFile(await download.path(), 'utf8');
  const fromApi = await fetch(`${web.url}/api/v1${apiPath}${PERIOD}`, {
    headers: { authorization: web.owner.authorization, accept: 'text/csv' },
  });
  return { fromPage, fromApi: await fromApi.text() };
}

describe('the reports’ pages', () => {
  it('show the profit and loss of a period as the API reads it, and download its CSV', async () => {
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await openReport(page, 'Profit and loss');

    // An invoice of £1,000.00 net to Sales; a bill of £300.00 net to Office costs; VAT is no income.
    const expected: [row: string, page: string, api: (report: ProfitAndLossAnswer) => string, figure: string][] = [
      ['4000 Sales', '£1,000.00', (report) => report.income.accounts[0]?.amount ?? '', '1,000.00'],
      ['Total income', '£1,000.00', (report) => report.income.total, '1,000.00'],
      ['Total cost of sales', '£0.00', (report) => report.costOfSales.total, '0.00'],
      ['Gross profit', '£1,000.00', (report) => report.grossProfit, '1,000.00'],
      ['6300 Office costs', '£300.00', (report) => report.expenses.accounts[0]?.amount ?? '', '300.00'],
      ['Total expenses', '£300.00', (report) => report.expenses.total, '300.00'],
      ['Net profit', '£700.00', (report) => report.netProfit, '700.00'],
    ];
    const answer = JSON.parse((await web.api('GET', `/reports/profitAndLoss${PERIOD}`)).body);
    for (const [row, shown, fromApi, figure] of expected) {
      expect(await rowFigures(page, row)).toEqual([shown]);
      expect(fromApi(answer)).toBe(figure);
    }
    expect(await page.getByRole('table', { name: 'Income' }).count()).toBe(1);

    const { fromPage, fromApi } = await bothCsvs(page, '/reports/profitAndLoss');
    expect(fromPage).toBe(fromApi);
    expect(fromPage).toContain('netProfit,total,,,,700.00,');
  });

  it('show the boxes of a VAT return as the API reads them, and download its CSV', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await openReport(page, 'VAT return');

    // 20 % of £1,000.00 is £200.00 due; 20 % of £300.00 is £60.00 to reclaim; £140.00 to pay.
    const expected: [box: number, name: keyof VatBoxes, page: string, api: string][] = [
      [1, 'vatDueSales', '£200.00', '200.00'],
      [4, 'vatReclaimedCurrPeriod', '£60.00', '60.00'],
      [5, 'netVatDue', '£140.00', '140.00'],
      [6, 'totalValueSalesExVAT', '£1,000.00', '1,000.00'],
      [7, 'totalValuePurchasesExVAT', '£300.00', '300.00'],
    ];
    const answer = JSON.parse((await web.api('GET', `/reports/vatReturn${PERIOD}`)).body);
    for (const [box, name, shown, figure] of expected) {
      expect(await rowFigures(page, `Box ${box}:`)).toEqual([shown]);
      expect(answer.boxes[name]).toBe(figure);
    }
    expect(await page.getByText('Box 5 is a payment to HMRC.').count()).toBe(1);

    const { fromPage, fromApi } = await bothCsvs(page, '/reports/vatReturn');
    expect(fromPage).toBe(fromApi);
    expect(fromPage).toContain('5,netVatDue,140.00');
  });

  it('show a bad date beside its field, in the words of the API', async () => {
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    const wrong = await page.goto(`${web.url}/reports/vat-return?from=2026-11-31&to=2026-11-30`);
    expect(wrong?.status()).toBe(400);
    expect(await page.locator('#field-from-error').textContent()).toMatch(/^From must /);
    expect(await page.getByLabel('From').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('link', { name: 'Download CSV' }).count()).toBe(0);

    const tomorrow = daysFromToday(1);
    const reversed = await page.goto(`${web.url}/reports/profit-and-loss?from=${tomorrow}&to=${TO}`);
    expect(reversed?.status()).toBe(400);
    expect(await page.locator('#field-from-error').textContent()).toBe(`From ${tomorrow} is after to ${TO}`);
    expect(await page.getByLabel('To').inputValue()).toBe(TO);
  });

  it('let a viewer read every report', async () => {
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    const reports = [
      'Profit and loss',
      'Balance sheet',
      'Aged receivables',
      'Aged payables',
      'VAT return',
      'Trial balance',
    ];
    for (const name of reports) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('link', { name }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await page.getByRole('link', { name: 'Download CSV' }).count()).toBe(1);
    }
    // Debits: trade debtors £1,200.00 and office costs £300.00. Credits: sales £1,000.00, trade
    // creditors £360.00, and VAT £200.00 due less £60.00 reclaimed.
    expect(await rowFigures(page, 'Total GBP')).toEqual(['£1,500.00', '£1,500.00']);
  });
});

interface ProfitAndLossSection {
  accounts: { amount: string }[];
  total: string;
}
interface ProfitAndLossAnswer {
  income: ProfitAndLossSection;
  costOfSales: ProfitAndLossSection;
  expenses: ProfitAndLossSection;
  grossProfit: string;
  netProfit: string;
}
type VatBoxes = Record<
  'vatDueSales' | 'vatReclaimedCurrPeriod' | 'netVatDue' | 'totalValueSalesExVAT' | 'totalValuePurchasesExVAT',
  string
>;
