import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTenant, openTestDatabase, webSession } from './helpers.js';
import {
  daysFromToday,
  getAs,
  newPage,
  sessionCookie,
  signIn,
  signInForm,
  startWebHarness,
  type WebHarness,
} from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

const ok = async (answer: Promise<{ status: number; body: string }>) => {
  const { status, body } = await answer;
  expect(status, body).toBe(200);
  return JSON.parse(body);
};

/** The figure a dashboard shows under a heading. */
const figure = (page: import('playwright-core').Page, name: string) =>
  page
    .locator('dl.figures div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

describe('signing in to the web page', () => {
  it('shows the dashboard with the figures the API reports', async () => {
    const bank = await ok(web.api('POST', '/bankAccounts', { name: 'Current account' }));
    const client = await ok(web.api('POST', '/clients', { name: 'Alpha Ltd' }));
    const supplier = await ok(web.api('POST', '/suppliers', { name: 'Paper Co' }));
    const raise = (issueDate: string, dueDate: string, quantity: number, rate: string) =>
      ok(
        web.api('POST', '/invoices', {
          clientId: client.id,
          currency: 'GBP',
          issueDate,
          dueDate,
          draft: false,
          invoiceLines: [{ quantity, rate, vatRate: 0.2 }],
        }),
      );
    const invoice = await raise(daysFromToday(-60), daysFromToday(-30), 1, '1000.00');
    await raise(daysFromToday(-5), daysFromToday(30), 2, '50.00');
    await ok(
      web.api('POST', '/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '200.00',
        dateReceived: daysFromToday(-20),
        invoiceIds: [invoice.id],
      }),
    );
    await ok(
      web.api('POST', '/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: daysFromToday(-40),
        dueDate: daysFromToday(-10),
        billLines: [{ quantity: 3, unitPrice: '25.00', vatRate: 0.2, categoryCode: '6300' }],
      }),
    );
    // 1,200.00 less 200.00 paid, overdue; 120.00 not yet due. 90.00 owed to Paper Co.
    const receivables = await ok(web.api('GET', '/reports/agedReceivables'));
    const payables = await ok(web.api('GET', '/reports/agedPayables'));
    expect(receivables.totals).toMatchObject({ notDue: '120.00', total: '1,120.00' });
    expect(payables.totals.total).toBe('90.00');

    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    expect(await figure(page, 'Clients owe').textContent()).toBe('£1,120.00');
    expect(await figure(page, 'Overdue').textContent()).toBe('£1,000.00');
    expect(await figure(page, 'Owed to suppliers').textContent()).toBe('£90.00');
    const bankRow = page.getByRole('row', { name: /Current account/ });
    expect(await bankRow.getByRole('cell').textContent()).toBe('£200.00');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Dashboard', 'Invoices', 'Bills', 'Clients', 'Suppliers', 'Bank', 'Reports', 'Settings']) {
      await expect.poll(() => nav.getByRole('link', { name: link, exact: true }).count()).toBe(1);
    }
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    expect(await page.getByRole('link', { name: 'Company' }).getAttribute('href')).toBe('/settings/company');
  });

  it('refuses a wrong API key and stays on the sign-in page', async () => {
    const page = await newPage(web);
    await signIn(page, web, { ...web.owner, apiKey: 'not-the-key' });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The user name or API key is wrong');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('ends the session on sign-out: its cookie no longer signs anyone in', async () => {
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ name: 'books_session', httpOnly: true, sameSite: 'Strict', secure: false });
    const sessionCookie = `${cookie?.name}=${cookie?.value}`;
    const dashboard = () => fetch(`${web.url}/`, { headers: { cookie: sessionCookie }, redirect: 'manual' });
    const signedIn = await dashboard();
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    const after = await dashboard();
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/sign-in');
  });
});

describe('the form token', () => {
  const signOut = (cookie: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${web.url}/sign-out`, {
      method: 'POST',
      headers: { cookie, ...headers },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });

  it('refuses a sign-in without the sign-in form’s token, or with another browser’s', async () => {
    const credentials = { username: web.owner.username, apiKey: web.owner.apiKey };
    const signIn = (cookie: string, form: Record<string, string>) =>
      fetch(`${web.url}/sign-in`, {
        method: 'POST',
        headers: { cookie },
        body: new URLSearchParams({ ...credentials, ...form }),
        redirect: 'manual',
      });
    const mine = await signInForm(web.url);
    const theirs = await signInForm(web.url);
    const missing = await signIn(mine.cookie, {});
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain('The sign-in form was not sent from this page');
    expect((await signIn(mine.cookie, { _csrf: theirs.token })).status).toBe(403);
    expect((await signIn('', { _csrf: mine.token })).status).toBe(403);
    expect((await signIn(mine.cookie, { _csrf: mine.token })).status).toBe(303);
  });

  it('refuses a write without the session’s token, or with another, and takes it as a field or an htmx header', async () => {
    const cookie = await sessionCookie(web, web.owner);
    const missing = await signOut(cookie, {});
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain('The form was not sent from this page');
    expect((await signOut(cookie, { _csrf: 'x'.repeat(43) })).status).toBe(403);

    const dashboard = await fetch(`${web.url}/`, { headers: { cookie } });
    const token = /name="_csrf" value="([^"]+)"/.exec(await dashboard.text())?.[1] ?? '';
    const other = await sessionCookie(web, web.owner);
    expect((await signOut(other, { _csrf: token })).status).toBe(403);
    expect((await signOut(other, {}, { 'x-csrf-token': token })).status).toBe(403);
    expect((await signOut(cookie, {}, { 'x-csrf-token': token })).status).toBe(303);
  });
});

describe('a session', () => {
  it('ends at once when its key is revoked', async () => {
    const bookkeeper = await web.addUser('bookkeeper');
    const cookie = await sessionCookie(web, bookkeeper);
    expect((await getAs(web, cookie, '/')).status).toBe(200);
    const keys = await ok(web.api('GET', `/apiKeys?userId=${bookkeeper.userId}`));
    await ok(web.api('DELETE', `/apiKeys/${keys[0].id}`));
    const after = await getAs(web, cookie, '/');
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/sign-in');
  });

  it('is refused while its company is disabled by the operator, as the API is, and serves again once it is enabled', async () => {
    const other = await createTenant(web.db);
    const cookie = await sessionCookie(web, other);
    const disable = (disabled: boolean) => web.admin('PATCH', `/companies/${other.companyId}`, { disabled });
    expect((await disable(true)).status).toBe(200);
    const refused = await getAs(web, cookie, '/');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(`Company ${other.companyId} is disabled`);
    expect((await disable(false)).status).toBe(200);
    expect((await getAs(web, cookie, '/')).status).toBe(200);
  });

  it('ends at once when its user is disabled, and a disabled user cannot sign in', async () => {
    const viewer = await web.addUser('viewer');
    const cookie = await sessionCookie(web, viewer);
    expect((await getAs(web, cookie, '/')).status).toBe(200);
    await ok(web.api('PATCH', `/users/${viewer.userId}`, { disabled: true }));
    expect((await getAs(web, cookie, '/')).status).toBe(303);
    await expect(sessionCookie(web, viewer)).rejects.toThrow('signing in answered 401');
  });
});

describe('a session left idle', () => {
  it('ends after WEB_SESSION_IDLE_MINUTES without a request, and not before', async () => {
    const opened = await openTestDatabase({ web: { sessionIdleMinutes: 30 } });
    let clock = Date.now();
    const app = await buildApp(opened.config, opened.db, { now: () => clock });
    try {
      const tenant = await createTenant(opened.db);
      const cookie = await webSession(app, tenant);
      const dashboard = () => app.inject({ method: 'GET', url: '/', headers: { cookie } });
      clock += 29 * 60_000;
      expect((await dashboard()).statusCode).toBe(200);
      clock += 29 * 60_000; // 58 minutes after signing in, 29 after the last request
      expect((await dashboard()).statusCode).toBe(200);
      clock += 30 * 60_000;
      expect((await dashboard()).statusCode).toBe(303);
    } finally {
      await app.close();
      await opened.close();
    }
  });
});
