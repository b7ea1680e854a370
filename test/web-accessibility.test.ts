import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSaleAndCost,
  daysFromToday,
  newPage,
  sessionCookie,
  startWebHarness,
  type WebHarness,
} from './web-browser.js';

let web: WebHarness;
let cookie: string;
/** The ids of the records whose pages are checked. */
const ids: Record<'client' | 'supplier' | 'invoice' | 'bill' | 'bank', string> = {
  client: '',
  supplier: '',
  invoice: '',
  bill: '',
  bank: '',
};

beforeAll(async () => {
  web = await startWebHarness();
  await bookSaleAndCost(web, { invoiced: daysFromToday(-20), billed: daysFromToday(-10) });
  const first = async (path: string) => String(JSON.parse((await web.api('GET', `${path}?limit=1`)).body)[0].id);
  ids.client = await first('/clients');
  ids.supplier = await first('/suppliers');
  ids.invoice = await first('/invoices');
  ids.bill = await first('/bills');
  ids.bank = String(JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Current account' })).body).id);
  cookie = await sessionCookie(web, web.owner);
}, 60_000);
afterAll(() => web?.close());

/**
 * Every page, as its name and address: each is checked by axe at a desktop's width and a phone's.
 * A page written later is one more row.
 */
const PAGES: [name: string, path: () => string][] = [
  ['Sign in', () => '/sign-in'],
  ['Dashboard', () => '/'],
  ['Clients', () => '/clients'],
  ['A client', () => `/clients/${ids.client}`],
  ['A client’s statement', () => `/clients/${ids.client}/statement?from=${daysFromToday(-30)}`],
  ['New client', () => '/clients/new'],
  ['Suppliers', () => '/suppliers'],
  ['A supplier', () => `/suppliers/${ids.supplier}`],
  ['A supplier’s statement', () => `/suppliers/${ids.supplier}/statement?from=${daysFromToday(-30)}`],
  ['Invoices', () => '/invoices'],
  ['An invoice', () => `/invoices/${ids.invoice}`],
  ['New invoice', () => '/invoices/new'],
  ['An invoice’s edit', () => `/invoices/${ids.invoice}/edit`],
  ['Credit notes', () => '/credit-notes'],
  ['New credit note', () => '/credit-notes/new'],
  ['Bills', () => '/bills'],
  ['A bill', () => `/bills/${ids.bill}`],
  ['New bill', () => '/bills/new'],
  ['A bill’s edit', () => `/bills/${ids.bill}/edit`],
  ['Supplier credits', () => '/supplier-credits'],
  ['New supplier credit', () => '/supplier-credits/new'],
  ['Bank', () => '/bank'],
  ['A bank account', () => `/bank/${ids.bank}`],
  ['Reports', () => '/reports'],
  ['Profit and loss', () => '/reports/profit-and-loss'],
  ['Balance sheet', () => '/reports/balance-sheet'],
  ['Aged receivables', () => '/reports/aged-receivables'],
  ['Aged payables', () => '/reports/aged-payables'],
  ['VAT return', () => '/reports/vat-return'],
  ['Trial balance', () => '/reports/trial-balance'],
  ['A report refused', () => '/reports/vat-return?from=2026-11-31'],
  ['Settings', () => '/settings'],
  ['Company', () => '/settings/company'],
  ['Users and keys', () => '/settings/users'],
  ['New user', () => '/settings/users/new'],
  ['New API key', () => '/settings/keys/new'],
  ['Webhooks', () => '/settings/webhooks'],
  ['New webhook endpoint', () => '/settings/webhooks/new'],
];

/** A page of the signed-in owner at this width. */
async function openAs(width: number, path: string): Promise<Page> {
  const page = await newPage(web, width);
  const [name = '', value = ''] = cookie.split('=');
  await page.context().addCookies([{ name, value, url: web.url }]);
  const answer = await page.goto(`${web.url}${path}`);
  expect(answer?.status(), path).toBeLessThan(500);
  return page;
}

/** What axe finds against WCAG 2 A and AA, as rule and element. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

describe.each([1280, 390])('every page at %i px', (width) => {
  it.each(PAGES)('%s has nothing axe finds against WCAG 2 A and AA', async (_name, path) => {
    const page = await openAs(width, path());
    expect(await violations(page)).toEqual([]);
    // Nothing scrolls sideways but a box meant to, which axe has checked the keyboard reaches.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
  });
});

// What the browser has in focus, read in the page (the tests are compiled without the DOM's types).

/** The label of the focused field, or the text of the focused link or button. */
const focused = (page: Page) =>
  page.evaluate<string>('(document.activeElement.labels?.[0] ?? document.activeElement).textContent.trim()');

/** The width of the focused element's outline, in pixels: none is 0. */
const focusOutline = (page: Page) =>
  page.evaluate<number>(
    "(({ outlineStyle, outlineWidth }) => outlineStyle === 'none' ? 0 : parseFloat(outlineWidth))(getComputedStyle(document.activeElement))",
  );

/** Tabs forward (or back, with Shift+Tab) until the element named `name` has the focus, each stop showing its outline. */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let stops = 0; stops < 40; stops += 1) {
    await page.keyboard.press(key);
    expect(await focusOutline(page), `the outline of ${await focused(page)}`).toBeGreaterThanOrEqual(2);
    if ((await focused(page)) === name) return;
  }
  throw new Error(`${name} was not reached with Tab`);
}

describe('the keyboard alone', () => {
  it('signs in and creates a client, every stop with its outline', async () => {
    const page = await newPage(web, 390);
    await page.goto(`${web.url}/sign-in`);
    await tabTo(page, 'Skip to the content');
    await tabTo(page, 'User name');
    await page.keyboard.type(web.owner.username);
    await tabTo(page, 'API key');
    await page.keyboard.type(web.owner.apiKey);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');

    await tabTo(page, 'Skip to the content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>("document.activeElement.closest('main') !== null")).toBe(true);

    await tabTo(page, 'Clients', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Clients');
    await tabTo(page, 'New client');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('New client');
    await tabTo(page, 'Name');
    await page.keyboard.type('Keyboard Ltd');
    await tabTo(page, 'Email');
    await tabTo(page, 'Name', 'Shift+Tab');
    await tabTo(page, 'Create client');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Keyboard Ltd');
    const clients = JSON.parse((await web.api('GET', '/clients')).body) as { name: string }[];
    expect(clients.map((client) => client.name)).toContain('Keyboard Ltd');
  });
});
