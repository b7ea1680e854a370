import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  newPage,
  postFormAs,
  shownSecret,
  signIn,
  startWebHarness,
  type WebHarness,
} from './web-browser.js';
import { type Receiver, startReceiver, verifies } from './webhooks.js';

/*
 * The receiver on 127.0.0.1 checks every signature with the Standard Webhooks library; the server
 * may send to it (WEBHOOK_ALLOW_PRIVATE_TARGETS), and tries a delivery twice, a second apart.
 */

/** A test that waits for the server to send its deliveries, each second. */
const DELIVERING_MS = 45_000;

let web: WebHarness;
let receiver: Receiver;
beforeAll(async () => {
  web = await startWebHarness({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1' });
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await web?.close();
});
afterEach(() => expect(receiver.badSignatures).toEqual([]));

/** The status of the newest delivery the endpoint's page lists, once it is no longer pending. */
async function settledDelivery(page: Page) {
  const newest = page.locator('tbody tr').first();
  await expect
    .poll(
      async () => {
        await page.reload();
        return newest.getByRole('cell').nth(2).textContent();
      },
      { timeout: 15_000, interval: 250 },
    )
    .not.toBe('Pending');
  return {
    event: (await newest.getByRole('rowheader').textContent()) ?? '',
    status: await newest.getByRole('cell').nth(2).textContent(),
  };
}

const state = (page: Page) =>
  page
    .locator('dl.figures div')
    .filter({ has: page.getByText('State', { exact: true }) })
    .locator('dd')
    .textContent();

describe('webhooks in the web page', () => {
  it(
    'adds an endpoint, sends it a test event, and signs the next with the secret a rotation gives',
    async () => {
      const page = await newPage(web);
      await signIn(page, web, web.owner);
      await page.goto(`${web.url}/settings/webhooks`);
      await page.getByRole('link', { name: 'New webhook endpoint' }).click();
      await page.getByLabel('URL').fill(`${receiver.url}/books`);
      await page.getByLabel('Description').fill('Our CRM');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = await shownSecret(page);
      expect(secret).toMatch(/^whsec_/);
      receiver.route('/books', [secret], () => ({ status: 200 }));
      const requests = () => receiver.received.filter((request) => request.path === '/books');

      await page.getByRole('link', { name: 'Done' }).click();
      expect(await state(page)).toBe('Enabled');
      const id = new URL(page.url()).pathname.split('/').at(-1);
      const endpoint = JSON.parse((await web.api('GET', `/webhookEndpoints/${id}`)).body);
      expect(endpoint).toMatchObject({ url: `${receiver.url}/books`, description: 'Our CRM', eventTypes: null });

      await page.getByRole('button', { name: 'Send a test event' }).click();
      const first = await settledDelivery(page);
      expect(first.status).toBe('Delivered');
      expect(JSON.parse(requests().at(-1)?.body ?? '{}')).toMatchObject({ id: Number(first.event), type: 'ping' });
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = await shownSecret(page);
      expect(rotated).not.toBe(secret);
      receiver.route('/books', [rotated], () => ({ status: 200 }));
      await page.getByRole('link', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Send a test event' }).click();
      const second = await settledDelivery(page);
      expect(second.status).toBe('Delivered');
      const signed = requests().at(-1);
      expect(signed?.headers['webhook-id']).toBe(second.event);
      expect(verifies(rotated, signed as NonNullable<typeof signed>)).toBe(true);
      // The secret it replaced signs beside it for a day, for the receiver to move over.
      expect(verifies(secret, signed as NonNullable<typeof signed>)).toBe(true);
    },
    DELIVERING_MS,
  );

  it(
    'retries a failed delivery once the endpoint is enabled again, then disables and deletes the endpoint',
    async () => {
      let answer = 503;
      const made = await web.api('POST', '/webhookEndpoints', { url: `${receiver.url}/crm` });
      const { id, secret } = JSON.parse(made.body) as { id: string; secret: string };
      receiver.route('/crm', [secret], () => ({ status: answer }));
      const page = await newPage(web);
      await signIn(page, web, web.owner);
      await page.goto(`${web.url}/settings/webhooks/${id}`);

      // Both attempts fail: the delivery fails, and the service disables the endpoint nothing reached since.
      await page.getByRole('button', { name: 'Send a test event' }).click();
      const failed = await settledDelivery(page);
      expect(failed.status).toBe('Failed');
      expect(await state(page)).toMatch(/^Disabled: failing since /);
      answer = 200;
      await page.getByRole('button', { name: 'Enable' }).click();
      await expect.poll(() => state(page)).toBe('Enabled');
      await page.getByRole('button', { name: `Retry event ${failed.event}` }).click();
      expect(await settledDelivery(page)).toEqual({ event: failed.event, status: 'Delivered' });
      const crm = receiver.received.filter((request) => request.path === '/crm');
      expect(crm.map((request) => request.answered)).toEqual([503, 503, 200]);
      expect(await page.getByRole('button', { name: /^Retry / }).count()).toBe(0);

      await page.getByRole('button', { name: 'Disable' }).click();
      await expect.poll(() => state(page)).toBe('Disabled');
      await page.goto(`${web.url}/settings/webhooks`);
      expect(await page.getByRole('row', { name: /\/crm/ }).textContent()).toContain('Disabled');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: `${receiver.url}/crm` }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/settings/webhooks');
      expect(await page.getByRole('link', { name: `${receiver.url}/crm` }).count()).toBe(0);
      expect((await web.api('GET', `/webhookEndpoints/${id}`)).status).toBe(404);
    },
    DELIVERING_MS,
  );

  it('shows beside its field a URL that events cannot be sent to', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/settings/webhooks/new`);
    await page.getByLabel('URL').fill('hooks.example.com');
    await page.getByLabel('Event types').selectOption(['invoice.paid', 'bill.paid']);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => page.locator('#field-url-error').textContent()).toBe('URL must be an absolute URL');
    expect(await page.getByLabel('URL').inputValue()).toBe('hooks.example.com');
    const chosen = page.getByLabel('Event types').locator('option:checked');
    expect(await chosen.allTextContents()).toEqual(['invoice.paid', 'bill.paid']);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('refuses the pages and their writes to a bookkeeper, as the API refuses them its calls', async () => {
    const endpoint = JSON.parse(
      (await web.api('POST', '/webhookEndpoints', { url: `${receiver.url}/other` })).body,
    ) as { id: string };
    const bookkeeper = await web.addUser('bookkeeper');
    const page = await newPage(web);
    await signIn(page, web, bookkeeper);
    for (const path of ['/settings/webhooks', '/settings/webhooks/new', `/settings/webhooks/${endpoint.id}`]) {
      expect((await page.goto(`${web.url}${path}`))?.status(), path).toBe(403);
    }
    const writes = ['/test', '/rotate', '/disable', '/delete', '/deliveries/1/retry'].map(
      (action) => `/settings/webhooks/${endpoint.id}${action}`,
    );
    for (const path of ['/settings/webhooks', ...writes]) {
      expect((await postFormAs(web, bookkeeper, path, { url: `${receiver.url}/mine` })).status, path).toBe(403);
    }
    expect(JSON.parse((await web.api('GET', `/webhookEndpoints/${endpoint.id}`)).body)).toMatchObject({
      enabled: true,
    });
  });
});
