import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/dates.js';
import type { Tenant } from './helpers.js';
import { PIXEL_PNG } from './images.js';
import { getAs, newPage, postFormAs, sessionCookie, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

const company = async () => JSON.parse((await web.api('GET', '/company')).body);

async function openCompany(user: Tenant): Promise<Page> {
  const page = await newPage(web);
  await signIn(page, web, user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Company' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Company');
  return page;
}

/** Clicks a button and answers the status of the POST it sends. */
async function statusOfPost(page: Page, button: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return response.status();
}

describe('the settings in the web page', () => {
  it("change the company's details, shown in the layout and by the API, and show a detail refused beside it", async () => {
    const instructions = 'Sort code 12-34-56\nAccount 12345678';
    expect((await web.api('PATCH', '/company', { paymentInstructions: instructions })).status).toBe(200);
    const page = await openCompany(web.owner);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('Name', { exact: true }).fill('Renamed Widgets Ltd');
    await page.getByLabel('Town or city').fill('Leeds');
    await page.getByLabel('Payment terms (days)').fill('30');
    await page.getByLabel('Country code').fill('ZZ');
    expect(await statusOfPost(page, 'Save details')).toBe(422);
    await expect
      .poll(() => page.locator('#field-countryCode-error').textContent())
      .toBe('Country code no country has the ISO 3166-1 alpha-2 code ZZ');
    expect(await page.getByLabel('Town or city').inputValue()).toBe('Leeds');
    expect((await company()).city).toBeUndefined();

    await page.getByLabel('Country code').fill('gb');
    expect(await statusOfPost(page, 'Save details')).toBe(303);
    await expect.poll(() => page.locator('header').textContent()).toContain('at Renamed Widgets Ltd');
    expect(await page.getByLabel('Country code').inputValue()).toBe('GB');
    expect(await company()).toMatchObject({
      name: 'Renamed Widgets Ltd',
      city: 'Leeds',
      countryCode: 'GB',
      paymentTermsDays: 30,
      paymentInstructions: instructions,
      yearStart: '01-01',
      lockDate: null,
    });

    await page.getByLabel('Town or city').fill('');
    expect(await statusOfPost(page, 'Save details')).toBe(303);
    expect((await company()).city).toBeUndefined();
  });

  it('refuse a form shown before the company changed (409), and show the company as it now stands', async () => {
    const page = await openCompany(web.owner);
    expect((await web.api('PATCH', '/company', { name: 'Changed Elsewhere Ltd' })).status).toBe(200);
    await page.getByLabel('Name', { exact: true }).fill('Changed Here Ltd');
    expect(await statusOfPost(page, 'Save details')).toBe(409);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('changed after this form was shown');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Changed Elsewhere Ltd');
    expect((await company()).name).toBe('Changed Elsewhere Ltd');

    await page.getByLabel('Name', { exact: true }).fill('Changed Here Ltd');
    expect(await statusOfPost(page, 'Save details')).toBe(303);
    expect((await company()).name).toBe('Changed Here Ltd');
  });

  it('upload a logo that the API serves byte for byte, refuse what is not an image, and remove it', async () => {
    const page = await openCompany(web.owner);
    const upload = async (buffer?: Buffer) => {
      const field = page.getByRole('region', { name: 'Logo' }).getByLabel('Logo');
      if (buffer) await field.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
      return statusOfPost(page, 'Upload logo');
    };
    const logoError = () => page.locator('#field-logo-error').textContent();
    expect(await upload()).toBe(400);
    await expect.poll(logoError).toBe('Logo must be a file chosen to upload: image/png or image/jpeg');
    expect(await upload(Buffer.from('notes'))).toBe(422);
    await expect
      .poll(logoError)
      .toBe('Logo must be the bytes of a image/png or image/jpeg image, as its Content-Type says');

    expect(await upload(PIXEL_PNG)).toBe(303);
    await expect.poll(() => page.getByRole('img', { name: /^The logo of/ }).count()).toBe(1);
    const logo = await fetch(`${web.url}/api/v1/company/logo`, { headers: { authorization: web.owner.authorization } });
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PIXEL_PNG)).toBe(true);
    expect((await company()).logo).toEqual({ mediaType: 'image/png', size: PIXEL_PNG.length });

    expect(await statusOfPost(page, 'Remove logo')).toBe(303);
    await expect.poll(() => page.getByText('No logo').count()).toBe(1);
    expect((await web.api('GET', '/company/logo')).status).toBe(404);
  });

  it('refuse a logo sent without the form token of the session', async () => {
    const cookie = await sessionCookie(web, web.owner);
    const form = new FormData();
    form.append('logo', new Blob([PIXEL_PNG], { type: 'image/png' }), 'logo.png');
    const answer = await fetch(`${web.url}/settings/company/logo`, { method: 'POST', headers: { cookie }, body: form });
    expect(answer.status).toBe(403);
    expect((await company()).logo).toBeUndefined();
  });

  it('set the lock date, before which the API then refuses an invoice, and open every period again', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Hooli plc' })).body);
    const lockDate = addDays(today(), -10) ?? '';
    const page = await openCompany(web.owner);
    await expect.poll(() => page.getByText('Every period is open').count()).toBe(1);
    await page.getByRole('region', { name: 'Lock date' }).getByLabel('Lock date').fill(lockDate);
    expect(await statusOfPost(page, 'Set lock date')).toBe(303);
    const written = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${lockDate}T00:00:00Z`),
    );
    await expect
      .poll(() => page.getByText('The books are closed up to and including').textContent())
      .toContain(written);
    expect((await company()).lockDate).toBe(lockDate);

    const invoice = await web.api('POST', '/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: addDays(lockDate, -1),
      dueDate: addDays(lockDate, 29),
      invoiceLines: [{ description: 'Design work', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
    });
    expect(invoice.status).toBe(422);
    expect(JSON.parse(invoice.body)).toMatchObject({ lockDate });

    await page.getByRole('region', { name: 'Lock date' }).getByLabel('Lock date').fill('');
    expect(await statusOfPost(page, 'Set lock date')).toBe(303);
    expect((await company()).lockDate).toBeNull();
  });

  it('show a viewer the details with no form, and refuse them every write (403)', async () => {
    const viewer = await web.addUser('viewer');
    const page = await openCompany(viewer);
    const { name } = await company();
    expect(await page.locator('dl.details').textContent()).toContain(name);
    expect(await page.getByRole('button', { name: /logo|details|lock date/ }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);

    for (const path of ['/settings/company', '/settings/company/lock-date', '/settings/company/logo/remove']) {
      const answer = await postFormAs(web, viewer, path, { name: 'Not allowed Ltd', lockDate: today() });
      expect(answer.status, path).toBe(403);
      expect(await answer.text(), path).toContain('the role admin');
    }
    const cookie = await sessionCookie(web, viewer);
    const form = new FormData();
    form.append('logo', new Blob([PIXEL_PNG], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${web.url}/settings/company/logo`, { method: 'POST', headers: { cookie }, body: form });
    expect(upload.status).toBe(403);
    expect(await company()).toMatchObject({ name, lockDate: null });
  });

  it('index only the sections that each role may use', async () => {
    const sections = async (user: Tenant) => {
      const page = await (await getAs(web, await sessionCookie(web, user), '/settings')).text();
      return [...page.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a>:/g)].map(([, path, name]) => `${name} ${path}`);
    };
    expect(await sections(web.owner)).toEqual([
      'Company /settings/company',
      'Users and keys /settings/users',
      'Webhooks /settings/webhooks',
    ]);
    expect(await sections(await web.addUser('admin'))).toHaveLength(3);
    for (const role of ['bookkeeper', 'viewer'] as const) {
      expect(await sections(await web.addUser(role)), role).toEqual([
        'Company /settings/company',
        'Users and keys /settings/users',
      ]);
    }
  });
});
