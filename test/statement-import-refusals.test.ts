import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok, problem, violation } from './problem.js';
import { camtStatement, type StatementLine } from './statement-builders.js';
import { statementFixture } from './statement-files.js';

/* A file that cannot be read, or is not the bank account's, changes nothing: the answer names where and why. */

let t: TestApp;
let api: Api;
let bank: BankAccount;

const rent = { date: '2026-05-01', amount: '-950.00', description: 'RENT MAY' };
const coffee = { date: '2026-05-06', amount: '-3.00', description: 'COFFEE CORNER CARD PAYMENT' };

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  bank = await createBank(api);
  ok(await send('camt053', camtStatement([rent, coffee])));
});
afterAll(() => t.close());

function send(query: string, body: Buffer | string, contentType = 'application/xml') {
  return api.post(`/bankAccounts/${bank.id}/statementImports?format=${query}`, Buffer.from(body), {
    'content-type': contentType,
  });
}

const lineCount = async () => ok<StatementLine[]>(await api.get(`/bankAccounts/${bank.id}/statementLines`)).length;

/** Sends the file, expects the problem naming `path` with a message holding `message`, and no line added. */
async function refused(
  response: Promise<Parameters<typeof problem>[0]>,
  status: 400 | 422,
  path: string,
  message = '',
) {
  const body = (status === 400 ? invalid : violation)(await response, [path]);
  expect(body.errors?.[0]?.message).toContain(message);
  expect(await lineCount()).toBe(2);
  return body;
}

const OFX2 = statementFixture('current-account-ofx2.ofx').toString('utf8');
const CAMT = statementFixture('march-2026-current-account.camt053.xml').toString('utf8');

describe('a file that cannot be read is refused whole, naming the place', () => {
  it('an OFX cut short, naming the element left open', async () => {
    const cut = OFX2.slice(0, OFX2.indexOf('<FITID>202603090002'));
    await refused(send('ofx', cut), 400, 'OFX/BANKMSGSRSV1/STMTTRNRS/STMTRS/BANKTRANLIST/STMTTRN[2]', 'truncated');
  });

  it('an OFX date that is not a day of the calendar, and an amount that is not one', async () => {
    await refused(
      send('ofx', OFX2.replace('<DTPOSTED>20260309', '<DTPOSTED>20260230')),
      400,
      'STMTTRN[2]/DTPOSTED',
      'not a real date',
    );
    await refused(
      send('ofx', OFX2.replace('<TRNAMT>-1000.00', '<TRNAMT>-1,000.00')),
      400,
      'STMTTRN[3]/TRNAMT',
      'not an amount',
    );
  });

  it('a CAMT date or amount that does not parse, and more than two decimals', async () => {
    const secondEntry = 'Stmt/Ntry[2]';
    await refused(
      send('camt053', camtStatement([rent, { ...coffee, date: '2026-05-32' }])),
      400,
      `${secondEntry}/BookgDt`,
      'not a real date',
    );
    await refused(
      send('camt053', camtStatement([rent, { ...coffee, amount: '-3.OO' }])),
      400,
      `${secondEntry}/Amt`,
      'not an amount',
    );
    await refused(
      send('camt053', camtStatement([rent, { ...coffee, amount: '-3.005' }])),
      400,
      `${secondEntry}/Amt`,
      'never rounded',
    );
  });

  it('XML that is not a CAMT.053 statement, or not well formed', async () => {
    const report = CAMT.replace('camt.053.001.02', 'camt.052.001.02');
    await refused(send('camt053', report), 400, 'Document', 'camt.052.001.02');
    await refused(send('camt053', '<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>'), 400, 'Document');
    await refused(send('camt053', CAMT.slice(0, 2000)), 400, expect.stringMatching(/^line \d+$/) as never);
  });

  it('an empty body, in either format', async () => {
    await refused(send('camt053', ''), 400, 'file', 'empty');
    await refused(send('ofx', ' \r\n', 'application/x-ofx'), 400, 'file', 'empty');
    const bodiless = await api.post(`/bankAccounts/${bank.id}/statementImports?format=ofx`, undefined);
    expect(bodiless.statusCode).toBe(400);
    expect(await lineCount()).toBe(2);
  });
});

describe('a file whose lines do not add up to the balances it states', () => {
  it('is refused whole, naming closingBalance: a line is lost or held twice', async () => {
    // The March statement opens at 8,450.00 and its lines add 1,471.68: it closes at 9,921.68, not 9,921.86.
    const body = await refused(
      send('camt053', CAMT.replace('<Amt Ccy="GBP">9921.68</Amt>', '<Amt Ccy="GBP">9921.86</Amt>')),
      422,
      'closingBalance',
      'the opening balance 8450.00 and the lines, 1471.68 in all, make 9921.68; the file states 9921.86',
    );
    expect(body.detail).toContain('nothing was imported');
  });
});

describe('a file that is not for this bank account, or a call that does not say how to read it', () => {
  it('a CAMT or OFX statement of an account in another currency: 422 naming currency', async () => {
    const euros = camtStatement([rent], 'EUR');
    const camt = await refused(send('camt053', euros), 422, 'currency', 'EUR');
    expect(camt.errors?.[0]?.message).toContain('GBP');
    await refused(send('ofx', OFX2.replace('<CURDEF>GBP', '<CURDEF>EUR')), 422, 'currency', 'EUR');
  });

  it('a format it does not know, and a CSV without its profile or with another company’s', async () => {
    await refused(send('qif', OFX2), 400, 'format');
    await refused(send('csv', 'Date,Amount\n01/05/2026,-3.00\n', 'text/csv'), 422, 'profileId');
    const other = await newCompany(t);
    const profile = ok<{ id: number }>(
      await other.post('/bankStatementProfiles', {
        name: 'High Street Bank',
        dateColumn: 'Date',
        dateFormat: 'DD/MM/YYYY',
        amountColumn: 'Amount',
        descriptionColumns: ['Description'],
      }),
    );
    await refused(
      send(`csv&profileId=${profile.id}`, 'Date,Amount\n01/05/2026,-3.00\n', 'text/csv'),
      422,
      'profileId',
      `no bank statement profile has the id ${profile.id}`,
    );
    await refused(send(`ofx&profileId=${profile.id}`, OFX2), 422, 'profileId');
  });

  it('a query parameter it does not know', async () => {
    await refused(send('camt053&profile=3', CAMT), 400, 'profile');
  });
});

describe('the body of an import', () => {
  it('is read as the file whichever of the listed media types it is sent as', async () => {
    const types = ['text/csv', 'text/plain', 'application/xml', 'application/x-ofx', 'application/octet-stream'];
    const before = await lineCount();
    for (const [index, type] of types.entries()) {
      const file = camtStatement([{ ...coffee, date: `2026-06-0${index + 1}` }]);
      expect(ok(await send('camt053', file, type))).toMatchObject({ linesImported: 1 });
    }
    expect(await lineCount()).toBe(before + types.length);
  });

  it('is refused with 415 when sent as a media type that is not a file’s, and 400 as JSON', async () => {
    const before = await lineCount();
    problem(await send('camt053', CAMT, 'image/png'), 415);
    problem(await send('camt053', CAMT, 'application/json'), 400);
    expect(await lineCount()).toBe(before);
  });

  it('may be 6 MB, and is refused with 413 above 20 MiB', async () => {
    const api2 = await newCompany(t);
    const large = await createBank(api2);
    // 6,000 entries of 1,000 bytes or so each: each says what it is at length.
    const remittance = 'SUPPLIER PAYMENT FOR SERVICES RENDERED '.repeat(25);
    const entries = Array.from({ length: 6000 }, (_, index) => ({
      date: '2026-05-01',
      amount: '-1.00',
      description: `${remittance}${index + 1}`,
    }));
    const file = camtStatement(entries);
    expect(Buffer.byteLength(file)).toBeGreaterThan(6_000_000);
    const path = `/bankAccounts/${large.id}/statementImports?format=camt053`;
    const imported = ok(await api2.post(path, Buffer.from(file), { 'content-type': 'application/xml' }));
    expect(imported).toMatchObject({ linesImported: 6000 });
    const tooLarge = Buffer.concat([Buffer.from(file), Buffer.alloc(21 * 1024 * 1024 - file.length, ' ')]);
    problem(await api2.post(path, tooLarge, { 'content-type': 'application/xml' }), 413);
  }, 60_000);
});
