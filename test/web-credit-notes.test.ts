import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
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

const figure = (page: Page, name: string) =>
  page
    .locator('dl.figures div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

/** A client and an invoice of theirs through the API: 1 × £300.00 at the standard rate, £360.00 in all. */
async function invoiceOf360(clientName: string): Promise<{ id: number; invoiceNumber: string; clientId: number }> {
  const client = JSON.parse((await web.api('POST', '/clients', { name: clientName })).body);
  const invoice = await web.api('POST', '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: issued,
    dueDate: due,
    invoiceLines: [{ description: 'Design work', quantity: 1, rate: '300.00', salesTaxCode: 'STANDARD' }],
  });
  expect(invoice.status).toBe(200);
  return JSON.parse(invoice.body);
}

/** A credit note of a client through the API, issued today: 1 × £100.00 at the standard rate, £120.00 in all. */
async function creditNoteOf120(clientId: number): Promise<{ id: number; creditNoteNumber: string }> {
  const note = await web.api('POST', '/creditNotes', {
    clientId,
    currency: 'GBP',
    issueDate: issued,
    dueDate: due,
    creditNoteLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
  });
  expect(note.status).toBe(200);
  return JSON.parse(note.body);
}

/** A supplier's bill or credit through the API, issued today: 1 × this unit price at the standard rate, booked to 6300. */
async function supplierDocument(path: '/bills' | '/supplierCredits', supplierId: number, unitPrice: string) {
  const lines = path === '/bills' ? 'billLines' : 'supplierCreditLines';
  const made = await web.api('POST', path, {
    supplierId,
    currency: 'GBP',
    issueDate: issued,
    dueDate: due,
    [lines]: [{ quantity: 1, unitPrice, salesTaxCode: 'STANDARD', categoryCode: '6300' }],
  });
  expect(made.status).toBe(200);
  return JSON.parse(made.body);
}

/** A refund through the API of this much of a client's credit note, paid today out of a new bank account. */
async function clientRefundOf(clientId: number, creditNoteId: number, amount: string) {
  const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: `Refunds of ${creditNoteId}` })).body);
  const refunded = await web.api('POST', '/clientRefunds', {
    clientId,
    creditNoteId,
    currency: 'GBP',
    amount,
    bankAccountId: bank.id,
    datePaid: issued,
  });
  expect(refunded.status).toBe(200);
  return { bank, refund: JSON.parse(refunded.body) };
}

/** Fills the first line of a new credit's form: one of £100.00 at the standard rate. */
async function fillLineOf100(page: Page, description: string) {
  const first = page.getByRole('group', { name: 'Line 1' });
  await first.getByLabel('Description').fill(description);
  await first.getByLabel('Quantity').fill('1');
  await first.getByLabel('Rate').fill('100.00');
  await first.getByLabel('Tax').selectOption({ label: 'Standard rate' });
  return first;
}

describe('credit notes in the web page', () => {
  it("are raised for a client from the invoices' list, and allocated to an invoice of theirs", async () => {
    const invoice = await invoiceOf360('Hooli plc');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('link', { name: 'Credit notes' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Credit notes');
    await page.getByRole('link', { name: 'New credit note' }).click();
    await page.getByLabel('Client').selectOption({ label: 'Hooli plc' });
    await page.getByLabel('Due date').fill(due);
    await fillLineOf100(page, 'Hours not worked');
    await page.getByRole('button', { name: 'Create credit note' }).click();

    // 1 × 100.00 and 20 % of it, 20.00: 120.00 in all.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Credit note CN-/);
    expect(await figure(page, 'Total').textContent()).toBe('£120.00');
    expect(await figure(page, 'Status').textContent()).toBe('Open');
    expect(await page.getByRole('link', { name: 'PDF' }).count()).toBe(1);
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const pdf = await getAs(web, await sessionCookie(web, web.owner), `/credit-notes/${id}.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const allocation = page.getByRole('region', { name: 'Allocations' });
    await allocation.getByLabel('Invoice').selectOption({ label: `${invoice.invoiceNumber}: £360.00 outstanding` });
    expect(await allocation.getByLabel('Amount').inputValue()).toBe('120.00');
    await allocation.getByRole('button', { name: 'Allocate' }).click();
    await expect.poll(() => figure(page, 'Status').textContent()).toBe('Paid');
    expect(await figure(page, 'Outstanding').textContent()).toBe('£0.00');
    const made = allocation.locator('tbody tr');
    expect(await made.getByRole('cell').allTextContents()).toEqual([
      invoice.invoiceNumber,
      expect.any(String),
      '£120.00',
      'Remove',
    ]);

    // 360.00 less the 120.00 allocated.
    await made.getByRole('link', { name: invoice.invoiceNumber }).click();
    await expect.poll(() => figure(page, 'Outstanding').textContent()).toBe('£240.00');
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({
      outstandingAmount: '240.00',
    });
    expect(JSON.parse((await web.api('GET', `/creditNotes/${id}/allocations`)).body)).toMatchObject([
      { creditNoteId: Number(id), invoiceId: invoice.id, amount: '120.00' },
    ]);

    await page.goto(`${web.url}/credit-notes?status=paid&q=Hooli`);
    expect(await page.locator('tbody tr').count()).toBe(1);

    // Removed, the 120.00 is the credit note's to allocate again and the invoice owes its 360.00.
    await page.goto(`${web.url}/credit-notes/${id}`);
    const [removal] = JSON.parse((await web.api('GET', `/creditNotes/${id}/allocations`)).body);
    await allocation.getByRole('button', { name: `Remove allocation to ${invoice.invoiceNumber}` }).click();
    await expect.poll(() => figure(page, 'Status').textContent()).toBe('Open');
    expect(await figure(page, 'Outstanding').textContent()).toBe('£120.00');
    expect(await allocation.getByText('Not allocated yet.').count()).toBe(1);
    expect(await allocation.getByLabel('Invoice').locator('option').allTextContents()).toContain(
      `${invoice.invoiceNumber}: £360.00 outstanding`,
    );
    await page.goto(`${web.url}/invoices/${invoice.id}`);
    expect(await figure(page, 'Outstanding').textContent()).toBe('£360.00');
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({
      outstandingAmount: '360.00',
    });
    expect(JSON.parse((await web.api('GET', `/creditNotes/${id}`)).body)).toMatchObject({
      outstandingAmount: '120.00',
    });
    expect(JSON.parse((await web.api('GET', `/creditNotes/${id}/allocations`)).body)).toEqual([]);
    const trail = JSON.parse(
      (await web.api('GET', `/auditLog?recordType=creditNoteAllocation&recordId=${removal.id}`)).body,
    );
    expect(trail).toMatchObject([
      { before: removal, after: null },
      { method: 'POST', before: null, after: removal },
    ]);
  });

  it("are raised for a supplier from the bills' list, and allocated to a bill of theirs", async () => {
    const supplier = JSON.parse((await web.api('POST', '/suppliers', { name: 'Initech' })).body);
    const bill = await supplierDocument('/bills', supplier.id, '300.00');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/bills`);
    await page.getByRole('link', { name: 'Supplier credits' }).click();
    await page.getByRole('link', { name: 'New supplier credit' }).click();
    await page.getByLabel('Supplier').selectOption({ label: 'Initech' });
    await page.getByLabel('Due date').fill(due);
    const first = await fillLineOf100(page, 'Returned chair');
    await first.getByLabel('Category code').fill('6300');
    await page.getByRole('button', { name: 'Create supplier credit' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Supplier credit from Initech');
    expect(await figure(page, 'Total').textContent()).toBe('£120.00');
    const allocations = page.getByRole('region', { name: 'Allocations' });
    await allocations.getByRole('button', { name: 'Allocate' }).click();
    await expect.poll(() => figure(page, 'Status').textContent()).toBe('Paid');
    expect(JSON.parse((await web.api('GET', `/bills/${bill.id}`)).body)).toMatchObject({ outstandingAmount: '240.00' });

    // A bill has no number: the button names it by its date.
    await allocations.getByRole('button', { name: /^Remove allocation to Bill of / }).click();
    await expect.poll(() => figure(page, 'Outstanding').textContent()).toBe('£120.00');
    expect(JSON.parse((await web.api('GET', `/bills/${bill.id}`)).body)).toMatchObject({ outstandingAmount: '360.00' });
  });

  it('offers no removal of an allocation to a written-off invoice', async () => {
    const invoice = await invoiceOf360('Umbrella Corp');
    const note = await creditNoteOf120(invoice.clientId);
    const allocated = await web.api('POST', `/creditNotes/${note.id}/allocations`, {
      invoiceId: invoice.id,
      amount: '50.00',
    });
    expect(allocated.status).toBe(200);
    expect((await web.api('POST', `/invoices/${invoice.id}/writeOff`, { date: issued })).status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/credit-notes/${note.id}`);
    const allocations = page.getByRole('region', { name: 'Allocations' });
    await expect.poll(() => allocations.locator('tbody tr').count()).toBe(1);
    expect(await allocations.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
  });

  it('offers no removal of an allocation dated on or before the lock date, and shows the refusal of one', async () => {
    const invoice = await invoiceOf360('Massive Dynamic');
    const note = await creditNoteOf120(invoice.clientId);
    const allocated = await web.api('POST', `/creditNotes/${note.id}/allocations`, {
      invoiceId: invoice.id,
      amount: '50.00',
    });
    expect(allocated.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/credit-notes/${note.id}`);
    const remove = page.getByRole('button', { name: `Remove allocation to ${invoice.invoiceNumber}` });
    expect(await remove.count()).toBe(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The books close on the allocation's date after the page was shown: the API refuses, and the page says so.
    expect((await web.api('PATCH', '/company', { lockDate: issued })).status).toBe(200);
    try {
      await remove.click();
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^The books are locked up to/);
      expect(await page.getByText(`date ${issued} is on or before the lock date ${issued}`).count()).toBe(1);
      expect(await remove.count()).toBe(0);
      expect(await figure(page, 'Outstanding').textContent()).toBe('£70.00');
      expect(JSON.parse((await web.api('GET', `/creditNotes/${note.id}/allocations`)).body)).toHaveLength(1);
    } finally {
      expect((await web.api('PATCH', '/company', { lockDate: null })).status).toBe(200);
    }
  });

  it("is refunded to the client from its page, out of a bank account in the credit note's currency", async () => {
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Business account' })).body);
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Initrode' })).body);
    const note = await creditNoteOf120(client.id);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/credit-notes/${note.id}`);
    await page.getByRole('link', { name: 'Refund' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Refund credit note ${note.creditNoteNumber}`);
    expect(await page.getByLabel('Amount').inputValue()).toBe('120.00');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('Amount').fill('150.00');
    await page.getByLabel('Date paid').fill(issued);
    await page.getByLabel('Bank account').selectOption({ label: 'Business account' });
    await page.getByRole('button', { name: 'Record refund' }).click();
    // More than the credit note holds: refused, the form shown again as it was filled in.
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await page.getByLabel('Amount').inputValue()).toBe('150.00');

    await page.getByLabel('Amount').fill('120.00');
    await page.getByRole('button', { name: 'Record refund' }).click();
    await expect.poll(() => figure(page, 'Status').textContent()).toBe('Paid');
    const refunds = page.getByRole('region', { name: 'Refunds' }).locator('tbody tr');
    expect(await refunds.count()).toBe(1);
    expect(await refunds.first().textContent()).toContain('£120.00');
    const [refund] = JSON.parse((await web.api('GET', `/clientRefunds?creditNoteId=${note.id}`)).body);
    expect(refund).toMatchObject({ bankAccountId: bank.id, amount: '120.00', datePaid: issued });

    // Deleted, the 120.00 is the credit note's again, and out of the bank no more.
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: /^Delete refund of £120\.00 on / }).click();
    await expect.poll(() => figure(page, 'Status').textContent()).toBe('Open');
    expect(await figure(page, 'Outstanding').textContent()).toBe('£120.00');
    expect(await page.getByRole('region', { name: 'Refunds' }).count()).toBe(0);
    expect(JSON.parse((await web.api('GET', `/clientRefunds?creditNoteId=${note.id}`)).body)).toEqual([]);
    expect(JSON.parse((await web.api('GET', `/bankAccounts/${bank.id}`)).body)).toMatchObject({ balance: '0.00' });
    const trail = JSON.parse((await web.api('GET', `/auditLog?recordType=clientRefund&recordId=${refund.id}`)).body);
    expect(trail).toMatchObject([
      { before: refund, after: null },
      { method: 'POST', before: null, after: refund },
    ]);
  });

  it("deletes a supplier credit's refund from its page", async () => {
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Supplier refunds' })).body);
    const supplier = JSON.parse((await web.api('POST', '/suppliers', { name: 'Globex' })).body);
    const credit = await supplierDocument('/supplierCredits', supplier.id, '100.00');
    const refunded = await web.api('POST', '/supplierRefunds', {
      supplierId: supplier.id,
      supplierCreditId: credit.id,
      currency: 'GBP',
      amount: '45.00',
      bankAccountId: bank.id,
      dateReceived: issued,
    });
    expect(refunded.status).toBe(200);
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/supplier-credits/${credit.id}`);
    // 120.00 less the 45.00 received back.
    await expect.poll(() => figure(page, 'Outstanding').textContent()).toBe('£75.00');
    await page.getByRole('button', { name: /^Delete refund of £45\.00 on / }).click();
    await expect.poll(() => figure(page, 'Outstanding').textContent()).toBe('£120.00');
    expect(JSON.parse((await web.api('GET', `/supplierRefunds?supplierCreditId=${credit.id}`)).body)).toEqual([]);
  });

  it('offers no deletion of a refund dated on or before the lock date, and shows the refusal of one', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Cyberdyne' })).body);
    const note = await creditNoteOf120(client.id);
    await clientRefundOf(client.id, note.id, '30.00');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/credit-notes/${note.id}`);
    const remove = page.getByRole('button', { name: /^Delete refund of £30\.00 on / });
    expect(await remove.count()).toBe(1);

    // The books close on the refund's date after the page was shown: the API refuses, and the page says so.
    expect((await web.api('PATCH', '/company', { lockDate: issued })).status).toBe(200);
    try {
      await remove.click();
      const refunds = page.getByRole('region', { name: 'Refunds' });
      await expect.poll(() => refunds.getByRole('alert').textContent()).toMatch(/^The books are locked up to/);
      expect(await remove.count()).toBe(0);
      expect(await figure(page, 'Outstanding').textContent()).toBe('£90.00');
      expect(JSON.parse((await web.api('GET', `/clientRefunds?creditNoteId=${note.id}`)).body)).toHaveLength(1);
    } finally {
      expect((await web.api('PATCH', '/company', { lockDate: null })).status).toBe(200);
    }
  });

  it('shows the refusal of a refund that a bank statement line is matched to', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Wayne Enterprises' })).body);
    const note = await creditNoteOf120(client.id);
    const { bank, refund } = await clientRefundOf(client.id, note.id, '30.00');
    const posted = issued.replaceAll('-', '');
    const statement = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>401276</BANKID><ACCTID>71584403</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>${posted}</DTSTART><DTEND>${posted}</DTEND>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>${posted}</DTPOSTED><TRNAMT>-30.00</TRNAMT><FITID>${posted}0001</FITID><NAME>WAYNE ENTERPRISES</NAME></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const imported = await fetch(`${web.url}/api/v1/bankAccounts/${bank.id}/statementImports?format=ofx`, {
      method: 'POST',
      headers: { authorization: web.owner.authorization, 'content-type': 'application/x-ofx' },
      body: statement,
    });
    expect(imported.status).toBe(200);
    const [line] = JSON.parse((await web.api('GET', `/bankAccounts/${bank.id}/statementLines`)).body);
    const matches = [{ type: 'clientRefund', id: refund.id }];
    const matched = await web.api('POST', `/bankAccounts/${bank.id}/statementLines/${line.id}/match`, { matches });
    expect(matched.status).toBe(200);

    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/credit-notes/${note.id}`);
    await page.getByRole('button', { name: /^Delete refund of £30\.00 on / }).click();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect
      .poll(() => refunds.getByRole('alert').textContent())
      .toBe(
        `Client refund ${refund.id} is matched to statement line ${line.id} of bank account ${bank.id}: unmatch the line before changing its amount, date or bank account, or deleting it`,
      );
    expect(await figure(page, 'Outstanding').textContent()).toBe('£90.00');
    expect(JSON.parse((await web.api('GET', `/clientRefunds?creditNoteId=${note.id}`)).body)).toEqual([refund]);
  });

  it('deletes only a refund of the credit note whose page it is sent from', async () => {
    const client = JSON.parse((await web.api('POST', '/clients', { name: 'Tyrell Corp' })).body);
    const [note, other] = [await creditNoteOf120(client.id), await creditNoteOf120(client.id)];
    const { refund } = await clientRefundOf(client.id, note.id, '10.00');
    const removed = await postFormAs(web, web.owner, `/credit-notes/${other.id}/refunds/${refund.id}/remove`, {});
    expect(removed.status).toBe(404);
    expect(JSON.parse((await web.api('GET', `/clientRefunds?creditNoteId=${note.id}`)).body)).toEqual([refund]);
  });

  it('offers a viewer no New credit note, Edit, Allocate, Refund nor Delete refund, and refuses them the forms', async () => {
    const invoice = await invoiceOf360('Pied Piper');
    const { id } = await creditNoteOf120(invoice.clientId);
    const made = await web.api('POST', `/creditNotes/${id}/allocations`, { invoiceId: invoice.id, amount: '20.00' });
    const allocation = JSON.parse(made.body);
    const { refund } = await clientRefundOf(invoice.clientId, id, '10.00');
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/credit-notes`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Credit notes');
    expect(await page.getByRole('link', { name: 'New credit note' }).count()).toBe(0);
    await page.goto(`${web.url}/credit-notes/${id}`);
    await expect.poll(() => figure(page, 'Total').textContent()).toBe('£120.00');
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Allocate' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Refund' }).count()).toBe(0);
    const allocations = page.getByRole('region', { name: 'Allocations' });
    expect(await allocations.locator('table').first().locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Refunds' }).locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Delete refund/ }).count()).toBe(0);

    const cookie = await sessionCookie(web, viewer);
    for (const path of [
      '/credit-notes/new',
      `/credit-notes/${id}/edit`,
      `/credit-notes/${id}/refund`,
      '/supplier-credits/new',
    ]) {
      expect((await getAs(web, cookie, path)).status).toBe(403);
    }
    const allocated = await postFormAs(web, viewer, `/credit-notes/${id}/allocations`, {
      invoiceId: String(invoice.id),
      amount: '120.00',
    });
    expect(allocated.status).toBe(403);
    const removal = `/credit-notes/${id}/allocations/${allocation.id}/remove`;
    expect((await postFormAs(web, viewer, removal, {})).status).toBe(403);
    const refundRemoval = `/credit-notes/${id}/refunds/${refund.id}/remove`;
    expect((await postFormAs(web, viewer, refundRemoval, {})).status).toBe(403);
    expect(JSON.parse((await web.api('GET', `/clientRefunds?creditNoteId=${id}`)).body)).toEqual([refund]);
    // 360.00 less the 20.00 the API allocated.
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({
      outstandingAmount: '340.00',
    });
  });

  it("refuses a removal of an allocation sent without its page's token", async () => {
    const invoice = await invoiceOf360('Soylent Corp');
    const { id } = await creditNoteOf120(invoice.clientId);
    const made = await web.api('POST', `/creditNotes/${id}/allocations`, { invoiceId: invoice.id, amount: '20.00' });
    const allocation = JSON.parse(made.body);
    const cookie = await sessionCookie(web, web.owner);
    const removed = await fetch(`${web.url}/credit-notes/${id}/allocations/${allocation.id}/remove`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({}),
      redirect: 'manual',
    });
    expect(removed.status).toBe(403);
    expect(await removed.text()).toContain('The form was not sent from this page');
    expect(JSON.parse((await web.api('GET', `/creditNotes/${id}/allocations`)).body)).toEqual([allocation]);
  });
});
