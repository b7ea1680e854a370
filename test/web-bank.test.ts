import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, newPage, sessionCookie, signIn, startWebHarness, type WebHarness } from './web-browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWebHarness();
}, 60_000);
afterAll(() => web?.close());

/**
 * An OFX 2 statement of November 2026 of a GBP account: 600.00 in that quotes a reference, and a fee
 * of 8.50 out; closing at 591.50.
 */
const novemberStatement = (reference: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><BANKID>401276</BANKID><ACCTID>71584403</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261101</DTSTART><DTEND>20261130</DTEND>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261120</DTPOSTED><TRNAMT>600.00</TRNAMT><FITID>202611200001</FITID><NAME>HOOLI PLC</NAME><MEMO>${reference}</MEMO></STMTTRN>
<STMTTRN><TRNTYPE>FEE</TRNTYPE><DTPOSTED>20261130</DTPOSTED><TRNAMT>-8.50</TRNAMT><FITID>202611300002</FITID><NAME>ACCOUNT FEE</NAME></STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>591.50</BALAMT><DTASOF>20261130</DTASOF></LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`);

async function booksOfNovember() {
  const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Business account' })).body);
  const client = JSON.parse((await web.api('POST', '/clients', { name: 'Hooli plc' })).body);
  const created = await web.api('POST', '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    invoiceLines: [{ description: 'Design work', quantity: 1, rate: '500.00', salesTaxCode: 'STANDARD' }],
  });
  expect(created.status, created.body).toBe(200);
  return { bank, invoice: JSON.parse(created.body) };
}

describe('the bank in the web page', () => {
  it('imports a statement, matches its line to the invoice it pays, and reconciles to its closing balance', async () => {
    const { bank, invoice } = await booksOfNovember();
    // 500.00 at 20 % is 600.00.
    expect(invoice.totalAmount).toBe('600.00');
    const page = await newPage(web);
    await signIn(page, web, web.owner);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bank' }).click();
    expect(await page.getByRole('row', { name: /Business account/ }).textContent()).toContain('£0.00');
    await page.getByRole('link', { name: 'Business account' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business account');

    await page.getByLabel('Statement file').setInputFiles({
      name: 'november.csv',
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
      name: 'november.ofx',
      mimeType: 'application/x-ofx',
      buffer: novemberStatement(invoice.invoiceNumber),
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
    expect(JSON.parse((await web.api('GET', `/invoices/${invoice.id}`)).body)).toMatchObject({
      status: 'paid',
      outstandingAmount: '0.00',
    });

    expect(await page.getByLabel('Statement date').inputValue()).toBe('2026-11-30');
    // 600.00 in the books; the fee of 8.50 is on the statement only.
    expect(await page.getByLabel('Closing balance').inputValue()).toBe('591.50');
    await page.getByLabel('Closing balance').fill('600.00');
    await page.getByRole('button', { name: 'Reconcile' }).click();
    await expect
      .poll(() => page.locator('#field-closingBalance-error').textContent())
      .toContain('the books explain 591.50 at 2026-11-30');

    await page.getByLabel('Closing balance').fill('591.50');
    await page.getByRole('button', { name: 'Reconcile' }).click();
    const figure = (name: string) =>
      page
        .locator('dl.figures div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    await expect.poll(() => figure('Reconciled to').textContent()).toBe('30 November 2026');
    expect(await figure('Balance').textContent()).toBe('£600.00');
    const reconciliations = JSON.parse((await web.api('GET', `/bankAccounts/${bank.id}/reconciliations`)).body);
    expect(reconciliations).toMatchObject([{ statementDate: '2026-11-30', closingBalance: '591.50' }]);
  });

  it('offers a viewer no button that writes, and refuses them the writes', async () => {
    const bank = JSON.parse((await web.api('POST', '/bankAccounts', { name: 'Viewed account' })).body);
    const viewer = await web.addUser('viewer');
    const page = await newPage(web);
    await signIn(page, web, viewer);
    await page.goto(`${web.url}/bank/${bank.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Viewed account');
    expect(await page.getByRole('button', { name: /^(Import statement|Match|Exclude|Reconcile)$/ }).count()).toBe(0);

    const cookie = await sessionCookie(web, viewer);
    const token = /name="_csrf" value="([^"]+)"/.exec(await (await getAs(web, cookie, '/')).text())?.[1] ?? '';
    const forms: Record<string, Record<string, string>> = {
      [`/bank/${bank.id}/imports`]: { format: 'ofx', file: novemberStatement('none').toString('base64') },
      [`/bank/${bank.id}/lines/1/match`]: { type: 'invoice', id: '1' },
      [`/bank/${bank.id}/lines/1/exclude`]: {},
      [`/bank/${bank.id}/reconciliations`]: { statementDate: '2026-11-30', closingBalance: '0.00' },
    };
    for (const [path, fields] of Object.entries(forms)) {
      const answer = await fetch(`${web.url}${path}`, {
        method: 'POST',
        headers: { cookie },
        body: new URLSearchParams({ _csrf: token, ...fields }),
        redirect: 'manual',
      });
      expect(answer.status, path).toBe(403);
      expect(await answer.text(), path).toContain('the role bookkeeper');
    }
    expect((await getAs(web, cookie, '/bank/999999999')).status).toBe(404);
    const imports = JSON.parse((await web.api('GET', `/bankAccounts/${bank.id}/statementImports`)).body);
    expect(imports).toEqual([]);
  });
});
