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

/** The time a test of many steps in the browser may take on a busy machine. */
const LONG_TEST = 60_000;

/** The day `days` after `date` (before it, when negative). */
function shifted(date: string, days: number): string {
  const moved = addDays(date, days);
  if (moved === undefined) throw new Error(`no day is ${days} days from ${date}`);
  return moved;
}

/** The statement's month: the 30 days up to today, its last day. */
const closing = today();
const opening = shifted(closing, -29);
const received = shifted(closing, -10);
const ofxDate = (date: string) => date.replaceAll('-', '');
/** A day as the company's locale (en-GB) writes it. */
const written = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * An OFX 2 statement of a GBP account over the month: 600.00 in on `received` that quotes a
 * reference, and a fee of 8.50 out on the closing day; closing at 591.50.
 */
const monthStatement = (reference: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>401276</BANKID><ACCTID>71584403</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>${ofxDate(opening)}</DTSTART><DTEND>${ofxDate(closing)}</DTEND>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>${ofxDate(received)}</DTPOSTED><TRNAMT>600.00</TRNAMT><FITID>${ofxDate(received)}0001</FITID><NAME>HOOLI PLC</NAME><MEMO>${reference}</MEMO></STMTTRN>
<STMTTRN><TRNTYPE>FEE</TRNTYPE><DTPOSTED>${ofxDate(closing)}</DTPOSTED><TRNAMT>-8.50</TRNAMT><FITID>${ofxDate(closing)}0002</FITID><NAME>ACCOUNT FEE</NAME></STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>591.50</BALAMT><DTASOF>${ofxDate(closing)}</DTASOF></LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);

/** A new bank account, and an invoice of 600.00 to a new client issued at the month's start. */
async function booksOfTheMonth(name: string, clientName: string) {
  const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name })).body);
  const client = JSON.parse((await web.api('POST', '/clients', { name: clientName })).body);
  const created = await web.api('POST', '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: opening,
    dueDate: shifted(opening, 30),
    invoiceLines: [{ description: 'Design work', quantity: 1, rate: '500.00', salesTaxCode: 'STANDARD' }],
  });
  expect(created.status, created.body).toBe(200);
  return { bank, invoice: JSON.parse(created.body) };
}

/** Opens the bank account's page and imports the month's statement through its form. */
async function importStatement(page: Page, bankId: number, reference: string) {
  await page.goto(`${web.url}/bank/${bankId}`);
  await page.getByLabel('Format').selectOption({ label: 'OFX' });
  await page.getByLabel('Statement file').setInputFiles({
    name: 'month.ofx',
    mimeType: 'application/x-ofx',
    buffer: monthStatement(reference),
  });
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect.poll(() => page.getByRole('article', { name: /ACCOUNT FEE/ }).count()).toBe(1);
}

const figure = (page: Page, name: string) =>
  page
    .locator('dl.figures div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd')
    .textContent();

const apiBody = async (path: string) => JSON.parse((await web.api('GET', path)).body);

describe('the bank in the web page', () => {
  it(
    'imports a statement, matches a line to its invoice, reconciles, and undoes both',
    async () => {
      const { bank, invoice } = await booksOfTheMonth('Business account', 'Hooli plc');
      // 500.00 at 20 % is 600.00.
      expect(invoice.totalAmount).toBe('600.00');
      const page = await newPage(web);
      await signIn(page, web, web.owner);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bank' }).click();
      expect(await page.getByRole('row', { name: /Business account/ }).textContent()).toContain('£0.00');
      await page.getByRole('link', { name: 'Business account' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business account');

      await page.getByLabel('Statement file').setInputFiles({
        name: 'month.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Date,Amount\n20/11/2026,600.00\n'),
      });
      await page.getByLabel('Format').selectOption({ label: 'OFX' });
      await page.getByRole('button', { name: 'Import statement' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The ofx statement cannot be read: nothing was imported');
      expect(await page.locator('ul.error').textContent()).toContain('not an OFX');
      expect(await page.getByText('No statements imported yet.').count()).toBe(1);

      await page.getByLabel('Statement file').setInputFiles({
        name: 'month.ofx',
        mimeType: 'application/x-ofx',
        buffer: monthStatement(invoice.invoiceNumber),
      });
      await page.getByLabel('Format').selectOption({ label: 'OFX' });
      await page.getByRole('button', { name: 'Import statement' }).click();

      const line = page.getByRole('article', { name: /HOOLI PLC/ });
      await expect.poll(() => line.count()).toBe(1);
      expect(await line.getByRole('heading').textContent()).toContain('£600.00');
      const suggestion = line.getByRole('row', { name: new RegExp(`Invoice ${invoice.id}\\b`) });
      expect(await suggestion.textContent()).toContain('Hooli plc');
      await suggestion.getByRole('button', { name: 'Match' }).click();

      await expect.poll(() => line.count()).toBe(0);
      const matched = page.getByRole('row', { name: /HOOLI PLC/ });
      expect(await matched.textContent()).toMatch(/Matched\s*Client payment \d+ \(£600\.00\)/);
      const fee = page.getByRole('article', { name: /ACCOUNT FEE/ });
      expect(await fee.getByText('Nothing in the books fits it yet.').count()).toBe(1);
      await fee.getByRole('button', { name: 'Exclude' }).click();
      await expect.poll(() => page.getByText('No unmatched lines.').count()).toBe(1);
      expect(await page.getByRole('row', { name: /ACCOUNT FEE/ }).textContent()).toContain('Excluded');
      expect(await apiBody(`/invoices/${invoice.id}`)).toMatchObject({ status: 'paid', outstandingAmount: '0.00' });

      expect(await page.getByLabel('Statement date').inputValue()).toBe(closing);
      // 600.00 in the books; the fee of 8.50 is on the statement only.
      expect(await page.getByLabel('Closing balance').inputValue()).toBe('591.50');
      await page.getByLabel('Closing balance').fill('600.00');
      await page.getByRole('button', { name: 'Reconcile' }).click();
      await expect
        .poll(() => page.locator('#field-closingBalance-error').textContent())
        .toContain(`the books explain 591.50 at ${closing}`);

      await page.getByLabel('Closing balance').fill('591.50');
      await page.getByRole('button', { name: 'Reconcile' }).click();
      await expect.poll(() => figure(page, 'Reconciled to')).toBe(written(closing));
      expect(await figure(page, 'Balance')).toBe('£600.00');
      expect(await apiBody(`/bankAccounts/${bank.id}/reconciliations`)).toMatchObject([
        { statementDate: closing, closingBalance: '591.50' },
      ]);
      // A reconciled line does not change until its reconciliation is undone.
      expect(await matched.textContent()).toContain('Matched, reconciled');
      expect(await matched.getByRole('button', { name: 'Unmatch' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Undo reconciliation' }).click();
      await expect.poll(() => figure(page, 'Reconciled to')).toBe('never');
      expect(await apiBody(`/bankAccounts/${bank.id}/reconciliations`)).toEqual([]);

      await matched.getByRole('button', { name: 'Unmatch' }).click();
      await expect.poll(() => line.count()).toBe(1);
      const lines = await apiBody(`/bankAccounts/${bank.id}/statementLines?status=unmatched`);
      expect(lines).toMatchObject([
        { description: `HOOLI PLC ${invoice.invoiceNumber}`, amount: '600.00', matches: [] },
      ]);
      // The payment the match made stays in the books until it is deleted; then the invoice is open again.
      const [payment] = await apiBody(`/clientPayments?invoiceId=${invoice.id}`);
      expect(payment).toMatchObject({ amount: '600.00', invoiceIds: [invoice.id] });
      expect((await web.api('DELETE', `/clientPayments/${payment.id}`)).status).toBe(200);
      expect(await apiBody(`/invoices/${invoice.id}`)).toMatchObject({ status: 'open', outstandingAmount: '600.00' });
      await page.reload();
      expect(await line.getByRole('row', { name: new RegExp(`Invoice ${invoice.id}\\b`) }).count()).toBe(1);

      await page
        .getByRole('row', { name: /ACCOUNT FEE/ })
        .getByRole('button', { name: 'Include' })
        .click();
      await expect.poll(() => page.getByRole('article', { name: /ACCOUNT FEE/ }).count()).toBe(1);
    },
    LONG_TEST,
  );

  it(
    'books a line that nothing in the books fits to an account, as the API’s match with create does',
    async () => {
      const { bank, invoice } = await booksOfTheMonth('Fees account', 'Pied Piper');
      const page = await newPage(web);
      await signIn(page, web, web.owner);
      await importStatement(page, bank.id, invoice.invoiceNumber);

      const fee = page.getByRole('article', { name: /ACCOUNT FEE/ });
      await fee.getByText('Create what it stands for').click();
      await fee.getByRole('button', { name: 'Book to the account' }).click();
      await expect.poll(() => fee.locator('.field-error').textContent()).toMatch(/^Account /);
      expect(await fee.getByLabel('Account', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
      // On a phone the page, with the line's forms open, is as wide as the screen.
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await fee.getByLabel('Account', { exact: true }).selectOption({ label: '6800 Bank charges' });
      await fee.getByLabel('Tax').selectOption({ label: 'No tax' });
      await fee.getByLabel('Description').fill('Monthly account fee');
      await fee.getByRole('button', { name: 'Book to the account' }).click();
      await expect.poll(() => fee.count()).toBe(0);
      expect(await page.getByRole('row', { name: /ACCOUNT FEE/ }).textContent()).toMatch(
        /Matched\s*Journal entry \d+ \(-£8\.50\)/,
      );
      expect(await figure(page, 'Balance')).toBe('-£8.50');

      expect(await apiBody(`/bankAccounts/${bank.id}`)).toMatchObject({ balance: '-8.50' });
      const report = await apiBody(`/reports/profitAndLoss?from=${closing}&to=${closing}`);
      expect(report.expenses.accounts).toContainEqual(expect.objectContaining({ code: '6800', amount: '8.50' }));
      const [entry] = (await apiBody(`/bankAccounts/${bank.id}/statementLines?status=matched`))[0].matches;
      expect(await apiBody(`/manualJournalEntries/${entry.id}`)).toMatchObject({ reason: 'Monthly account fee' });

      // Money in from a client that no invoice explains is kept on the client's account.
      const received = page.getByRole('article', { name: /HOOLI PLC/ });
      await received.getByText('Create what it stands for').click();
      await received.getByLabel('Client').selectOption({ label: 'Pied Piper' });
      await received.getByRole('button', { name: 'Receive on account' }).click();
      await expect.poll(() => received.count()).toBe(0);
      expect(await figure(page, 'Balance')).toBe('£591.50');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('region', { name: 'Bank balances' }).getByRole('link', { name: 'Fees account' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Fees account');
    },
    LONG_TEST,
  );

  it('imports a statement with JavaScript switched off in the browser', async () => {
    const { bank, invoice } = await booksOfTheMonth('Plain account', 'Initech');
    const context = await web.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, web, web.owner);
    await importStatement(page, bank.id, invoice.invoiceNumber);
    expect(await page.getByRole('row', { name: /^OFX/ }).textContent()).toContain('£591.50');
    expect(await apiBody(`/bankAccounts/${bank.id}/statementImports`)).toMatchObject([
      { format: 'ofx', linesImported: 2, closingBalance: { date: closing, amount: '591.50' } },
    ]);

    // Nothing is booked from a line dated on or before the lock date: its page offers no form for it.
    expect((await web.api('PATCH', '/company', { lockDate: closing })).status).toBe(200);
    await page.reload();
    const fee = page.getByRole('article', { name: /ACCOUNT FEE/ });
    expect(await fee.getByText('Dated on or before the lock date: nothing can be booked from it.').count()).toBe(1);
    expect(await fee.getByText('Create what it stands for').count()).toBe(0);
    expect((await web.api('PATCH', '/company', { lockDate: null })).status).toBe(200);
    await context.close();
  });

  it('refuses a form with a file, or any form, sent without its page’s token', async () => {
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Guarded account' })).body);
    const cookie = await sessionCookie(web, web.owner);
    for (const [path, token] of [
      [`/bank/${bank.id}/imports`, ''],
      [`/bank/${bank.id}/imports`, 'another-page'],
      [`/bank/${bank.id}/lines/1/exclude`, ''],
    ] as const) {
      const form = new FormData();
      if (token) form.set('_csrf', token);
      form.set('format', 'ofx');
      form.set('file', new Blob([monthStatement('none')], { type: 'application/x-ofx' }), 'month.ofx');
      const answer = await fetch(`${web.url}${path}`, { method: 'POST', headers: { cookie }, body: form });
      expect(answer.status, path).toBe(403);
      expect(await answer.text()).toContain('The form was not sent from this page');
    }
    expect(await apiBody(`/bankAccounts/${bank.id}/statementImports`)).toEqual([]);
  });

  it('refuses a form with a file that does not arrive whole, or is not sent with a file, as bad input', async () => {
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Torn account' })).body);
    const cookie = await sessionCookie(web, web.owner);
    const token = /name="_csrf" value="([^"]+)"/.exec(await (await getAs(web, cookie, '/')).text())?.[1] ?? '';
    const boundary = 'torn-form';
    const torn = [
      `--${boundary}`,
      'content-disposition: form-data; name="_csrf"',
      '',
      token,
      `--${boundary}`,
      'content-disposition: form-data; name="file"; filename="month.ofx"',
      'content-type: application/x-ofx',
      '',
      '<OFX>',
    ].join('\r\n');
    for (const [type, body] of [
      [`multipart/form-data; boundary=${boundary}`, torn],
      ['multipart/form-data', torn],
      ['application/x-www-form-urlencoded', new URLSearchParams({ _csrf: token, format: 'ofx' }).toString()],
    ] as const) {
      const answer = await fetch(`${web.url}/bank/${bank.id}/imports`, {
        method: 'POST',
        headers: { cookie, 'content-type': type },
        body,
      });
      expect(answer.status, type).toBe(400);
      expect(await answer.text(), type).toContain('Statement file did not arrive whole');
    }
    expect(await apiBody(`/bankAccounts/${bank.id}/statementImports`)).toEqual([]);
  });

  // A page of 100 unmatched lines reads what each could stand for: slow on a busy machine.
  it('shows an account’s statement lines a page at a time, latest first', async () => {
    const slowPage = { timeout: 30_000 };
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Busy account' })).body);
    // 101 fees of 0.01 each, one a day back from the closing day: one more than a page shows.
    const fees = Array.from({ length: 101 }, (_, index) => {
      const day = ofxDate(shifted(closing, index - 100));
      const number = String(index + 1).padStart(3, '0');
      return `<STMTTRN><TRNTYPE>FEE</TRNTYPE><DTPOSTED>${day}</DTPOSTED><TRNAMT>-0.01</TRNAMT><FITID>FEE${number}</FITID><NAME>FEE ${number}</NAME></STMTTRN>`;
    });
    const statement = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>401276</BANKID><ACCTID>71584404</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST>${fees.join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.goto(`${web.url}/bank/${bank.id}`);
    await page.getByLabel('Format').selectOption({ label: 'OFX' });
    await page.getByLabel('Statement file').setInputFiles({
      name: 'busy.ofx',
      mimeType: 'application/x-ofx',
      buffer: Buffer.from(statement),
    });
    await page.getByRole('button', { name: 'Import statement' }).click();
    const lines = page.getByRole('region', { name: 'Statement lines' });
    const shown = () => lines.getByRole('row', { name: /FEE \d+/ }).allTextContents();
    await expect.poll(async () => (await shown()).length, slowPage).toBe(100);
    expect((await shown())[0]).toContain('FEE 002');
    expect(await lines.getByRole('link', { name: 'Later lines' }).count()).toBe(0);
    await lines.getByRole('link', { name: 'Earlier lines' }).click();
    await expect.poll(shown, slowPage).toHaveLength(1);
    expect((await shown())[0]).toContain('FEE 001');
    expect(await lines.getByRole('link', { name: 'Earlier lines' }).count()).toBe(0);
    await lines.getByRole('link', { name: 'Later lines' }).click();
    await expect.poll(async () => (await shown()).length, slowPage).toBe(100);
    expect((await page.goto(`${web.url}/bank/${bank.id}?page=0`))?.status()).toBe(400);
  }, 90_000);

  it('offers a viewer no button that writes, and refuses them the writes', async () => {
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Viewed account' })).body);
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/bank/${bank.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Viewed account');
    const writes = /^(Import statement|Match|Exclude|Include|Unmatch|Reconcile|Undo reconciliation)$/;
    expect(await page.getByRole('button', { name: writes }).count()).toBe(0);

    const forms: Record<string, Record<string, string>> = {
      [`/bank/${bank.id}/lines/1/match`]: { type: 'invoice', id: '1' },
      [`/bank/${bank.id}/lines/1/book`]: { type: 'manualJournalEntry', accountCode: '6800' },
      [`/bank/${bank.id}/lines/1/exclude`]: {},
      [`/bank/${bank.id}/lines/1/include`]: {},
      [`/bank/${bank.id}/lines/1/unmatch`]: {},
      [`/bank/${bank.id}/reconciliations`]: { statementDate: closing, closingBalance: '0.00' },
      [`/bank/${bank.id}/reconciliations/1/undo`]: {},
    };
    for (const [path, fields] of Object.entries(forms)) {
      const answer = await postFormAs(web, viewer, path, fields);
      expect(answer.status, path).toBe(403);
      expect(await answer.text(), path).toContain('the role bookkeeper');
    }
    const cookie = await sessionCookie(web, viewer);
    const token = /name="_csrf" value="([^"]+)"/.exec(await (await getAs(web, cookie, '/')).text())?.[1] ?? '';
    const upload = new FormData();
    upload.set('_csrf', token);
    upload.set('format', 'ofx');
    upload.set('file', new Blob([monthStatement('none')], { type: 'application/x-ofx' }), 'month.ofx');
    const imported = await fetch(`${web.url}/bank/${bank.id}/imports`, {
      method: 'POST',
      headers: { cookie },
      body: upload,
      redirect: 'manual',
    });
    expect(imported.status).toBe(403);
    expect((await getAs(web, cookie, '/bank/999999999')).status).toBe(404);
    expect(await apiBody(`/bankAccounts/${bank.id}/statementImports`)).toEqual([]);
  });
});
