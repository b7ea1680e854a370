import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import type { Database } from '../src/db/database.js';
import { addDays, today } from '../src/shared/dates.js';
import { createUser } from '../src/users/user-service.js';
import { basicAuthorization, createTenant, openTestDatabase, type Tenant } from './helpers.js';
import { type Answer, call, type RunningServer, startServer } from './processes.js';

/**
 * The web page as a browser sees it: the built server (dist/) on a database of the store under test,
 * and Debian's Chromium driven by playwright-core, which downloads no browser of its own.
 */

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = join(tmpdir(), 'accounting-web-screenshots');
const ADMIN_TOKEN = 'web-test-operator-'.repeat(2);

export interface WebHarness {
  db: Database;
  server: RunningServer;
  browser: Browser;
  /** The server's address, as http://127.0.0.1:port. */
  url: string;
  owner: Tenant;
  /** A call to the API as the owner, its body JSON. */
  api: (method: string, path: string, body?: unknown) => Promise<Answer>;
  /** A call to the installation's admin API, as its operator. */
  admin: (method: string, path: string, body?: unknown) => Promise<Answer>;
  /** Another user of the owner's company, with this role, and their key. */
  addUser: (role: 'admin' | 'bookkeeper' | 'viewer') => Promise<Tenant & { userId: bigint }>;
  close: () => Promise<void>;
}

let users = 0;

/** The harness, its server started with these settings besides its own (such as SMTP_URL). */
export async function startWebHarness(settings: NodeJS.ProcessEnv = {}): Promise<WebHarness> {
  const opened = await openTestDatabase();
  const owner = await createTenant(opened.db);
  const server = await startServer(opened.config.databaseUrl, { ADMIN_TOKEN, ...settings });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const url = `http://127.0.0.1:${server.port}`;
  return {
    db: opened.db,
    server,
    browser,
    url,
    owner,
    api: (method, path, body) =>
      call(server.port, method, `/api/v1${path}`, { headers: { authorization: owner.authorization }, body }),
    admin: (method, path, body) =>
      call(server.port, method, `/admin/v1${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, body }),
    addUser: async (role) => {
      users += 1;
      const user = await createUser(opened.db, {
        companyId: owner.companyId,
        username: `${owner.username}-${role}-${users}`,
        role,
      });
      return {
        userId: user.id,
        companyId: owner.companyId,
        username: user.username,
        apiKey: user.apiKey,
        authorization: basicAuthorization(user.username, user.apiKey),
      };
    },
    close: async () => {
      await browser.close();
      await server.stop();
      await opened.close();
    },
  };
}

/** The day this many days from today (before it when negative), as the books date it. */
export const daysFromToday = (days: number): string => addDays(today(), days) as string;

/** A new page in a context of its own (no cookies shared), that saves a screenshot if the test fails. */
export async function newPage(web: WebHarness, width = 1280): Promise<Page> {
  const context = await web.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  onTestFailed(async ({ task }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const path = join(SCREENSHOTS, `${task.name.replace(/[^A-Za-z0-9]+/g, '-')}-${Date.now()}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    console.error(`screenshot of the failed test: ${path}`);
  });
  return page;
}

export async function signIn(page: Page, web: WebHarness, user: Tenant): Promise<void> {
  await page.goto(`${web.url}/sign-in`);
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('API key').fill(user.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sign-in form's token and the cookie that carries it, as a browser gets them with the form. */
export async function signInForm(url: string): Promise<{ cookie: string; token: string }> {
  const form = await fetch(`${url}/sign-in`);
  const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  return { cookie, token };
}

/** Signs in without a browser, as the sign-in form does: the session's cookie, as name=value. */
export async function sessionCookie(
  web: Pick<WebHarness, 'url'>,
  user: Pick<Tenant, 'username' | 'apiKey'>,
): Promise<string> {
  const { cookie, token } = await signInForm(web.url);
  const form = new URLSearchParams({ _csrf: token, username: user.username, apiKey: user.apiKey });
  const response = await fetch(`${web.url}/sign-in`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`signing in answered ${response.status}`);
  const session = response.headers.getSetCookie().find((line) => line.startsWith('books_session='));
  return session?.split(';')[0] ?? '';
}

/** A page as the session sees it, its redirects not followed. */
export const getAs = (web: WebHarness, cookie: string, path: string) =>
  fetch(`${web.url}${path}`, { headers: { cookie }, redirect: 'manual' });

/**
 * The books the report tests read: an invoice to Hooli plc of £1,000.00 net to Sales and a bill from
 * Initech of £300.00 net to Office costs, both with standard-rate VAT, each due 30 days after it is issued.
 */
export async function bookSaleAndCost(web: WebHarness, dates: { invoiced: string; billed: string }): Promise<void> {
  const client = JSON.parse((await web.api('POST', '/clients', { name: 'Hooli plc' })).body);
  const invoice = await web.api('POST', '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: dates.invoiced,
    dueDate: addDays(dates.invoiced, 30),
    invoiceLines: [{ description: 'Design work', quantity: 1, rate: '1000.00', salesTaxCode: 'STANDARD' }],
  });
  if (invoice.status !== 200) throw new Error(`the invoice answered ${invoice.status}: ${invoice.body}`);
  const supplier = JSON.parse((await web.api('POST', '/suppliers', { name: 'Initech' })).body);
  const bill = await web.api('POST', '/bills', {
    supplierId: supplier.id,
    currency: 'GBP',
    issueDate: dates.billed,
    dueDate: addDays(dates.billed, 30),
    billLines: [{ quantity: 1, unitPrice: '300.00', salesTaxCode: 'STANDARD', categoryCode: '6300' }],
  });
  if (bill.status !== 200) throw new Error(`the bill answered ${bill.status}: ${bill.body}`);
}

/** Sends a form as the user's session would, with the token its pages carry; its redirects not followed. */
export async function postFormAs(web: WebHarness, user: Tenant, path: string, fields: Record<string, string>) {
  const cookie = await sessionCookie(web, user);
  const token = /name="_csrf" value="([^"]+)"/.exec(await (await getAs(web, cookie, '/')).text())?.[1] ?? '';
  return fetch(`${web.url}${path}`, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ _csrf: token, ...fields }),
    redirect: 'manual',
  });
}

/** What axe-core finds on the page against WCAG 2.1 A and AA: each rule broken, and how many elements break it. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

/** The secret a page shows this once, after a form that makes one. */
export async function shownSecret(page: Page): Promise<string> {
  await expect.poll(() => page.getByText('This is the only time it is shown: copy it now.').count()).toBe(1);
  return (await page.locator('#secret').textContent()) ?? '';
}
