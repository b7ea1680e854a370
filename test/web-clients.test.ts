import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, postFormAs, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

describe('the clients’ pages', () => {
  it('create a client from the form, showing what the service refuses beside its field', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'New client' }).click();
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect.poll(() => page.locator('#field-name-error').textContent()).toBe('Name is required');
    expect(await page.locator('#field-email-error').textContent()).toBe('Email must be an email address');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name').fill('Initech Ltd');
    await page.getByLabel('Email').fill('accounts@initech.example');
    await page.getByLabel('Country code').fill('GB');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Initech Ltd');
    expect(await page.locator('dl.figures dd').textContent()).toBe('£0.00');

    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const answer = await web.api('GET', `/clients/${id}`);
    expect(JSON.parse(answer.body)).toMatchObject({
      name: 'Initech Ltd',
      email: 'accounts@initech.example',
      countryCode: 'GB',
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'Initech Ltd' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/clients/${id}`);
  });

  it('offer a viewer no button that writes, and refuse them the form and its write', async () => {
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Clients');
    expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(New|Create) / }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Invoices');
    expect(await page.getByRole('link', { name: /^New / }).count()).toBe(0);
    expect((await page.goto(`${web.url}/invoices/new`))?.status()).toBe(403);

    const form = await page.goto(`${web.url}/clients/new`);
    expect(form?.status()).toBe(403);
    expect(await page.getByRole('alert').textContent()).toContain('the role bookkeeper');

    const created = await postFormAs(web, viewer, '/clients', { name: 'Not allowed Ltd' });
    expect(created.status).toBe(403);
    const clients = JSON.parse((await web.api('GET', '/clients')).body) as { name: string }[];
    expect(clients.map((client) => client.name)).not.toContain('Not allowed Ltd');
  });
});
