import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/dates.js';
import { getAs, newPage, postFormAs, sessionCookie, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

const issued = today();
const due = addDays(issued, 30) as string;

/** An invoice through the API: 1 × £100.00 of design work (in hours) at the standard rate, £120.00 in all. */
async function invoiceOf120(clientName: string): Promise<{ id: number; invoiceLines: { id: number }[] }> {
  const client = JSON.parse((await web.api('POST', '/clients', { name: clientName })).body);
  const invoice = await web.api('POST', '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: issued,
    dueDate: due,
    poNumber: 'PO-77',
    invoiceLines: [
      { description: 'Design work', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD', item: 'hours' },
    ],
  });
  expect(invoice.status).toBe(200);
  return JSON.parse(invoice.body);
}

describe('an invoice in the web page', () => {
  it('is raised for a new client, shows its total, downloads as its PDF, and is paid', async () => {
    const bank = await web.api('POST', '/bankAccounts', { name: 'Business account' });
    expect(bank.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'New client' }).click();
    await page.getByLabel('Name').fill('Hooli plc');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.getByRole('link', { name: 'New invoice' }).click();

    expect(await page.getByLabel('Client').locator('option:checked').textContent()).toBe('Hooli plc');
    await page.getByLabel('Issue date').fill(issued);
    await page.getByLabel('Due date').fill(due);
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Design work');
    await first.getByLabel('Quantity').fill('3');
    await first.getByLabel('Rate').fill('150.00');
    await first.getByLabel('Tax').selectOption({ label: 'Standard rate' });
    const second = page.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Printing');
    await second.getByLabel('Quantity').fill('1');
    await second.getByLabel('Rate').fill('12.34');
    await second.getByLabel('Tax').selectOption({ label: 'Zero rate' });
    await page.getByRole('button', { name: 'Create invoice' }).click();

    // 3 × 150.00 at 20 % is 450.00 + 90.00; 12.34 at 0 %: 552.34 in all.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    const figure = (name: string) =>
      page
        .locator('dl.figures div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    expect(await figure('Total').textContent()).toBe('£552.34');
    expect(await figure('Status').textContent()).toBe('Open');
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const answer = JSON.parse((await web.api('GET', `/invoices/${id}`)).body);
    expect(answer).toMatchObject({ netAmount: '462.34', taxAmount: '90.00', totalAmount: '552.34' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'PDF' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const fromApi = await fetch(`${web.url}/api/v1/invoices/${id}.pdf`, {
      headers: { authorization: web.owner.authorization },
    });
    expect(Buffer.from(await fromApi.arrayBuffer()).equals(pdf)).toBe(true);

    expect(await page.getByLabel('Amount').inputValue()).toBe('552.34');
    await page.getByLabel('Date received').fill(issued);
    await page.getByLabel('Bank account').selectOption({ label: 'Business account' });
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => figure('Status').textContent()).toBe('Paid');
    expect(await figure('Outstanding').textContent()).toBe('£0.00');
    const payments = page.getByRole('region', { name: 'Payments' }).locator('tbody tr');
    expect(await payments.count()).toBe(1);
    expect(await payments.first().textContent()).toContain('£552.34');
    expect(await page.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(JSON.parse((await web.api('GET', `/invoices/${id}`)).body)).toMatchObject({
      status: 'paid',
      outstandingAmount: '0.00',
    });

    await nav.getByRole('link', { name: 'Invoices' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.getByLabel('Search').fill('Hooli');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=paid&q=Hooli');
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('£552.34');
    await page.getByLabel('Status').selectOption({ label: 'Overdue' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByText('No invoices found.').count()).toBe(1);
  });

  it('fills a line from the line item it names, where the form leaves it empty', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Pied Piper' })).body);
    const item = await web.api('POST', '/lineItems', {
      name: 'Consulting',
      defaultDescription: 'Consulting, per hour',
      defaultQuantity: 1,
      defaultRate: '95.00',
      defaultSalesTaxCode: 'STANDARD',
    });
    expect(item.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/new?clientId=${client.id}`);
    await page.getByLabel('Due date').fill(due);
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Line item').selectOption({ label: 'Consulting' });
    await first.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Create invoice' }).click();

    // 2 × 95.00 = 190.00, and 20 % of it 38.00.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    const line = page.locator('tbody tr').first();
    expect(await line.getByRole('cell').allTextContents()).toEqual([
      'Consulting, per hour',
      '2',
      '£95.00',
      '£190.00',
      '£38.00',
    ]);
    expect(
      await page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('£228.00');
  });

  it('shows what the service refuses beside the line it refuses', async () => {
    const page = await newPage(web, 390);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/new`);
    const first = page.getByRole('group', { name: 'Line 1' });
    await first.getByLabel('Description').fill('Consulting');
    await first.getByLabel('Quantity').fill('two');
    await first.getByLabel('Rate').fill('95.00');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('The form has mistakes: see the fields marked below.');
    expect(await page.getByRole('group', { name: 'Line 1' }).getByText('Quantity must be number').count()).toBe(1);
    expect(await first.getByLabel('Description').inputValue()).toBe('Consulting');

    await first.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    // The company has no payment terms to set the due date by.
    await expect.poll(() => page.locator('#field-dueDate-error').textContent()).toMatch(/^Due date is required/);
    expect(await page.getByLabel('Due date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('group', { name: 'Line 1' }).getByText('Quantity must be number').count()).toBe(0);
  });

  it('is edited from its page: the form shows it as it is, and what it saves changes the total', async () => {
    const invoice = await invoiceOf120('Initrode');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/${invoice.id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit invoice');
    const first = page.getByRole('group', { name: 'Line 1' });
    expect(await first.getByLabel('Description').inputValue()).toBe('Design work');
    expect(await first.getByLabel('Rate').inputValue()).toBe('100.00');
    expect(await page.getByLabel('Due date').inputValue()).toBe(due);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await first.getByLabel('Quantity').fill('3');
    const second = page.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Printing');
    await second.getByLabel('Quantity').fill('1');
    await second.getByLabel('Rate').fill('12.34');
    await second.getByLabel('Tax').selectOption({ label: 'Zero rate' });
    await page.getByRole('button', { name: 'Save invoice' }).click();

    // 3 × 100.00 = 300.00 and 20 % of it 60.00; 12.34 at 0 %: 372.34 in all.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    expect(
      await page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('£372.34');
    const answer = JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body);
    expect(answer).toMatchObject({ totalAmount: '372.34', poNumber: 'PO-77' });
    // The line edited is the same line, and keeps its unit, which the form does not show.
    expect(answer.invoiceLines).toMatchObject([
      { id: invoice.invoiceLines[0]?.id, quantity: 3, item: 'hours' },
      { description: 'Printing', rate: '12.34' },
    ]);
  });

  it('removes the lines its edit form marks, and refuses to remove the last', async () => {
    const invoice = await invoiceOf120('Globex Corporation');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/${invoice.id}/edit`);
    const second = page.getByRole('group', { name: 'Line 2' });
    await second.getByLabel('Description').fill('Printing');
    await second.getByLabel('Quantity').fill('2');
    await second.getByLabel('Rate').fill('10.00');
    await second.getByLabel('Tax').selectOption({ label: 'Zero rate' });
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Remove this line').check();
    await page.getByRole('button', { name: 'Save invoice' }).click();
    // Design work (100.00 + 20 % VAT) is gone: 2 × 10.00 at 0 % is what is left.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    expect(
      await page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('£20.00');
    const answer = JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body);
    expect(answer).toMatchObject({ totalAmount: '20.00', invoiceLines: [{ description: 'Printing', quantity: 2 }] });
    expect(answer.invoiceLines).toHaveLength(1);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Remove this line').check();
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save invoice' }).click();
    expect((await refused).status()).toBe(422);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/line/i);
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body).totalAmount).toBe('20.00');
  });

  it('refuses a form sent after someone else changed the invoice, and shows the invoice as it now stands', async () => {
    const invoice = await invoiceOf120('Vandelay Industries');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/invoices/${invoice.id}/edit`);
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Quantity').fill('2');
    const later = addDays(due, 15) as string;
    const colleague = await web.api('PATCH', `/invoices/${invoice.id}`, { dueDate: later });
    expect(colleague.status).toBe(200);

    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save invoice' }).click();
    expect((await sent).status()).toBe(409);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Someone else changed this document/);
    expect(await page.getByLabel('Due date').inputValue()).toBe(later);
    expect(await page.getByRole('group', { name: 'Line 1' }).getByLabel('Quantity').inputValue()).toBe('1');
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({
      totalAmount: '120.00',
      dueDate: later,
    });

    // Made again on the invoice as it stands, the change is saved: 2 × 100.00 + 20 % is 240.00.
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({
      totalAmount: '240.00',
      dueDate: later,
    });
  });

  it('offers a viewer no Edit, and refuses them the edit form and its sending', async () => {
    const invoice = await invoiceOf120('Soylent Corp');
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/invoices/${invoice.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice INV-/);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect((await getAs(web, await sessionCookie(web, viewer), `/invoices/${invoice.id}/edit`)).status).toBe(403);
    const sent = await postFormAs(web, viewer, `/invoices/${invoice.id}`, { 'invoiceLines[0].quantity': '9' });
    expect(sent.status).toBe(403);
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({ totalAmount: '120.00' });
  });
});
