import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/dates.js';
import { basicAuthorization } from './helpers.js';
import { call } from './processes.js';
import {
  accessibilityViolations,
  getAs,
  newPage,
  postFormAs,
  sessionCookie,
  shownSecret,
  signIn,
  startWebHarness,
  type WebHarness,
} from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

interface ApiKeyAnswer {
  id: string;
  name: string;
  scopes: string[];
  expiresAt: string | null;
}

/** A call to the API with a user name and key, as any client of the API makes it. */
const apiAs = (username: string, apiKey: string, path: string) =>
  call(web.server.port, 'GET', `/api/v1${path}`, { headers: { authorization: basicAuthorization(username, apiKey) } });

/** The row of the users table that a user name heads. */
const userRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });

describe('users and keys in the web page', () => {
  it('adds a bookkeeper whose new key works with the API until the owner revokes it', async () => {
    const owner = await newPage(web);
    await signIn(owner, web, web.owner);
    await owner.goto(`${web.url}/settings/users`);
    await owner.getByRole('link', { name: 'Add a user' }).click();
    const username = `${web.owner.username}-ann`;
    await owner.getByLabel('User name').fill(username);
    await owner.getByLabel('Name', { exact: true }).fill('Ann Smith');
    await owner.getByLabel('Role').selectOption({ label: 'Bookkeeper' });
    await owner.getByRole('button', { name: 'Add user' }).click();
    const firstKey = await shownSecret(owner);
    expect(owner.url()).toBe(`${web.url}/settings/users`);

    const users = JSON.parse((await web.api('GET', '/users')).body) as { id: string; username: string; role: string }[];
    const ann = users.find((user) => user.username === username);
    expect(ann).toMatchObject({ role: 'bookkeeper', name: 'Ann Smith', disabled: false });
    const entries = JSON.parse((await web.api('GET', `/auditLog?recordType=user&recordId=${ann?.id}`)).body);
    expect(entries).toMatchObject([
      { before: null, username: web.owner.username, method: 'POST', path: '/settings/users' },
    ]);

    // Ann signs in with her first key and makes a key of her own, for an integration.
    const annPage = await newPage(web);
    await signIn(annPage, web, { ...web.owner, username, apiKey: firstKey });
    await annPage.goto(`${web.url}/settings/users`);
    expect(await annPage.getByRole('heading', { name: 'Users', exact: true }).count()).toBe(0);
    await annPage.getByRole('link', { name: 'New API key' }).click();
    expect(await annPage.getByLabel('admin').count()).toBe(0);
    await annPage.getByLabel('Name').fill('Invoicing');
    await annPage.getByLabel('write:documents').check();
    const expiry = addDays(today(), 30) ?? '';
    await annPage.getByLabel('Expires on').fill(expiry);
    await annPage.getByRole('button', { name: 'Create key' }).click();
    const integrationKey = await shownSecret(annPage);

    expect((await apiAs(username, integrationKey, '/invoices')).status).toBe(200);
    const annKeys = JSON.parse((await web.api('GET', `/apiKeys?userId=${ann?.id}`)).body) as ApiKeyAnswer[];
    const integration = annKeys.find((key) => key.name === 'Invoicing');
    expect(integration).toMatchObject({ scopes: ['read', 'write:documents'], expiresAt: `${expiry}T00:00:00.000Z` });

    await owner.goto(`${web.url}/settings/users`);
    expect(await accessibilityViolations(owner)).toEqual([]);
    await owner.getByRole('button', { name: `Revoke ${username}'s key Invoicing` }).click();
    await expect.poll(() => owner.getByRole('button', { name: `Revoke ${username}'s key Invoicing` }).count()).toBe(0);
    expect((await apiAs(username, integrationKey, '/invoices')).status).toBe(401);
    expect((await apiAs(username, firstKey, '/invoices')).status).toBe(200);
  });

  it("changes a user's role, disables and enables them, deletes them, and keeps the company's last owner", async () => {
    const bookkeeper = await web.addUser('bookkeeper');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/settings/users/new`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(`${web.url}/settings/users`);
    const row = userRow(page, bookkeeper.username);
    await row.getByLabel(`Role of ${bookkeeper.username}`).selectOption({ label: 'Viewer' });
    await row.getByRole('button', { name: 'Change role' }).click();
    await expect.poll(() => userRow(page, bookkeeper.username).getByRole('combobox').inputValue()).toBe('viewer');
    expect(JSON.parse((await web.api('GET', `/users/${bookkeeper.userId}`)).body)).toMatchObject({ role: 'viewer' });

    await row.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => row.getByRole('cell', { name: 'Disabled' }).count()).toBe(1);
    expect((await apiAs(bookkeeper.username, bookkeeper.apiKey, '/invoices')).status).toBe(401);
    await row.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => row.getByRole('cell', { name: 'Active' }).count()).toBe(1);
    expect((await apiAs(bookkeeper.username, bookkeeper.apiKey, '/invoices')).status).toBe(200);

    // The owner is the company's only one: the service refuses to disable them, and the page says why.
    await userRow(page, web.owner.username).getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^A company keeps at least one owner/);
    expect(JSON.parse((await web.api('GET', '/users')).body)[0]).toMatchObject({ role: 'owner', disabled: false });

    await page.goto(`${web.url}/settings/users`);
    await userRow(page, bookkeeper.username).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => userRow(page, bookkeeper.username).count()).toBe(0);
    expect((await web.api('GET', `/users/${bookkeeper.userId}`)).status).toBe(404);
  });

  it('signs the user out when they revoke the key their session signed in with', async () => {
    const bookkeeper = await web.addUser('bookkeeper');
    const cookie = await sessionCookie(web, bookkeeper);
    const page = await newPage(web);
    await signIn(page, web, bookkeeper);
    await page.goto(`${web.url}/settings/users`);
    const revoke = page.getByRole('button', { name: `Revoke ${bookkeeper.username}'s key default` });
    expect(await page.getByText("(this session's: revoking it signs you out)").count()).toBe(1);
    await revoke.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    // Another session of the same key ended with it.
    const after = await getAs(web, cookie, '/settings/users');
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/sign-in');
    expect((await apiAs(bookkeeper.username, bookkeeper.apiKey, '/invoices')).status).toBe(401);
  });

  it('offers a viewer only their own keys, and refuses them every write to users and to keys of others', async () => {
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/settings/users`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Users and keys');
    expect(await page.getByRole('link', { name: 'Add a user' }).count()).toBe(0);
    for (const name of ['Change role', 'Disable', 'Enable', 'Delete']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    // As the API lets any user manage their own keys: theirs alone are listed, with their Revoke.
    const revokes = page.getByRole('button', { name: /^Revoke / });
    expect(await revokes.count()).toBe(1);
    expect(await revokes.getAttribute('aria-label')).toBe(`Revoke ${viewer.username}'s key default`);
    expect((await page.goto(`${web.url}/settings/users/new`))?.status()).toBe(403);

    const ownerKey = (JSON.parse((await web.api('GET', '/apiKeys')).body) as ApiKeyAnswer[])[0];
    const refused: [string, Record<string, string>][] = [
      ['/settings/users', { username: `${viewer.username}-x`, role: 'viewer' }],
      [`/settings/users/${viewer.userId}/role`, { role: 'owner' }],
      [`/settings/users/${viewer.userId}/disable`, {}],
      [`/settings/users/${viewer.userId}/delete`, {}],
      [`/settings/keys/${ownerKey?.id}/revoke`, {}],
    ];
    for (const [path, fields] of refused) {
      expect((await postFormAs(web, viewer, path, fields)).status, path).toBe(403);
    }
    expect(JSON.parse((await web.api('GET', `/users/${viewer.userId}`)).body)).toMatchObject({
      role: 'viewer',
      disabled: false,
    });
    expect((await web.api('GET', '/apiKeys')).body).toContain(`"id":${ownerKey?.id}`);
  });

  it('shows beside its field what the service refuses of a new key', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/settings/keys/new`);
    await page.getByLabel('Name').fill('Old');
    await page.getByLabel('Expires on').fill(addDays(today(), -1) ?? '');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect
      .poll(() => page.locator('#field-expiresAt-error').textContent())
      .toBe('Expires on must be in the future');
    expect(await page.getByLabel('Name').inputValue()).toBe('Old');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
