import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, newCompany } from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { expectProblem, ok, problem } from './problem.js';
import { camtStatement, type StatementLine } from './statement-builders.js';
import { statementFixture } from './statement-files.js';

/* Statement files imported over HTTP: what each format's lines and balances come out as, and nothing twice. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface StatementImport {
  id: number;
  linesImported: number;
  duplicatesSkipped: number;
}

const MEDIA_TYPE = { ofx: 'application/x-ofx', camt053: 'application/xml', mt940: 'text/plain' } as const;

const importFile = (api: Api, bank: BankAccount, format: keyof typeof MEDIA_TYPE, file: Buffer | string) =>
  api.post(`/bankAccounts/${bank.id}/statementImports?format=${format}`, Buffer.from(file), {
    'content-type': MEDIA_TYPE[format],
  });

const linesOf = async (api: Api, bank: BankAccount, query = '') =>
  ok<StatementLine[]>(await api.get(`/bankAccounts/${bank.id}/statementLines${query}`));

/** A line as [date, amount, description, reference, counterparty name, counterparty account, bank id]. */
const said = (line: StatementLine) => [
  line.date,
  line.amount,
  line.description,
  line.reference,
  line.counterpartyName,
  line.counterpartyAccount,
  line.bankId,
];

describe('each format, imported over HTTP', () => {
  it('reads an OFX 1.x credit card statement in Windows-1252: a purchase is money out, negative, as the card’s balance owed is', async () => {
    const api = await newCompany(t);
    const card = ok<BankAccount>(await api.post('/bankAccounts', { name: 'Company card', type: 'CREDIT_CARD' }));
    const imported = ok(await importFile(api, card, 'ofx', statementFixture('credit-card-ofx1.ofx')));
    // The card owes 1,273.16 at the end of March: LEDGERBAL −1,273.16. OFX states no opening balance.
    expect(imported).toEqual({
      id: expect.any(Number),
      bankAccountId: card.id,
      format: 'ofx',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      linesImported: 5,
      duplicatesSkipped: 0,
      from: '2026-03-02',
      to: '2026-03-20',
      closingBalance: { date: '2026-03-31', amount: '-1,273.16' },
      ...anyTimestamps,
    });
    // NAME then MEMO, runs of spaces collapsed; the time and zone of DTPOSTED dropped, the day kept as written.
    expect((await linesOf(api, card)).map(said)).toEqual([
      [
        '2026-03-02',
        '-45.60',
        'TESCO STORES 2345 LONDON GB',
        undefined,
        'TESCO STORES 2345',
        undefined,
        '2026030200001',
      ],
      [
        '2026-03-05',
        '-12.99',
        'CAFÉ NÉRO HOLBORN Déjeuner client – £12.99',
        undefined,
        'CAFÉ NÉRO HOLBORN',
        undefined,
        '2026030500002',
      ],
      ['2026-03-10', '-1,234.56', 'AMAZON MARKETPLACE', undefined, 'AMAZON MARKETPLACE', undefined, '2026031000003'],
      [
        '2026-03-15',
        '500.00',
        'PAYMENT RECEIVED - THANK YOU',
        undefined,
        'PAYMENT RECEIVED - THANK YOU',
        undefined,
        '2026031500004',
      ],
      [
        '2026-03-20',
        '19.99',
        'AMAZON MARKETPLACE REFUND ORDER 204-117',
        '204-117',
        'AMAZON MARKETPLACE',
        undefined,
        '2026032000005',
      ],
    ]);
    // Purchases lower the card's balance, which the books hold as a liability shown negative when owed:
    // −45.60 − 12.99 − 1,234.56 + 500.00 + 19.99 = −773.16 over the month, so −500.00 was owed on 1 March.
  });

  it('reads an OFX 2.x bank statement', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const imported = ok(await importFile(api, bank, 'ofx', statementFixture('current-account-ofx2.ofx')));
    expect(imported).toMatchObject({
      linesImported: 4,
      duplicatesSkipped: 0,
      from: '2026-03-03',
      to: '2026-03-31',
      closingBalance: { date: '2026-03-31', amount: '6,041.50' },
    });
    expect(imported).not.toHaveProperty('openingBalance');
    expect((await linesOf(api, bank)).map(said)).toEqual([
      [
        '2026-03-03',
        '2,400.00',
        'BRIGHT & EARLY LTD INV-0042',
        undefined,
        'BRIGHT & EARLY LTD',
        undefined,
        '202603030001',
      ],
      ['2026-03-09', '-350.00', 'CHEQUE 000117', '000117', 'CHEQUE 000117', undefined, '202603090002'],
      ['2026-03-16', '-1,000.00', 'TRANSFER TO SAVINGS', undefined, 'TRANSFER TO SAVINGS', '71590017', '202603160003'],
      ['2026-03-31', '-8.50', 'ACCOUNT FEE MONTHLY ACCOUNT FEE', undefined, 'ACCOUNT FEE', undefined, '202603310004'],
    ]);
  });

  it('reads a CAMT.053.001.02 statement: booked entries only, the pending one left out, with both balances', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const imported = ok(
      await importFile(api, bank, 'camt053', statementFixture('march-2026-current-account.camt053.xml')),
    );
    // 8,450.00 + 2,400.00 − 1,234.56 − 3.00 − 3.00 − 96.00 − 2,000.00 + 3,150.75 + 45.99 − 780.00 − 8.50
    // = 9,921.68, the closing balance stated; the pending 12.40 to Staples is not among the lines.
    expect(imported).toMatchObject({
      linesImported: 10,
      duplicatesSkipped: 0,
      from: '2026-03-03',
      to: '2026-03-31',
      openingBalance: { date: '2026-03-01', amount: '8,450.00' },
      closingBalance: { date: '2026-03-31', amount: '9,921.68' },
    });
    const nw = ['NORTHWIND TRADING LTD', 'GB29NWBK60161331926819'];
    expect((await linesOf(api, bank)).map(said)).toEqual([
      ['2026-03-03', '2,400.00', 'INV-0007 BANK CREDIT', 'INV-0007', ...nw, 'BW26030300001'],
      [
        '2026-03-05',
        '-1,234.56',
        'BILL-2231 FASTER PAYMENT',
        'BILL-2231',
        'ACME OFFICE SUPPLIES',
        'GB07LOYD30963412345678',
        'BW26030500002',
      ],
      ['2026-03-09', '-3.00', 'CARD PAYMENT', undefined, 'PRET A MANGER', undefined, 'BW26030900003'],
      ['2026-03-09', '-3.00', 'CARD PAYMENT', undefined, 'PRET A MANGER', undefined, 'BW26030900004'],
      [
        '2026-03-12',
        '-96.00',
        'CH-88213 HOSTING MARCH DIRECT DEBIT',
        'CH-88213',
        'CLOUDHOST LTD',
        'GB90MIDL40051522334455',
        'BW26031200005',
      ],
      [
        '2026-03-16',
        '-2,000.00',
        'TRANSFER TO SAVINGS',
        'SAVINGS-0316',
        'BRIGHTWATER DESIGN LTD',
        'GB70BARC20457730719002',
        'BW26031600006',
      ],
      [
        '2026-03-18',
        '3,150.75',
        'INV-0009 BANK CREDIT',
        'INV-0009',
        'FENWICK & SONS',
        'GB94HBUK40127655511234',
        'BW26031800007',
      ],
      [
        '2026-03-20',
        '45.99',
        'CARD REFUND AMAZON MARKETPLACE AMZ 204-1170',
        undefined,
        undefined,
        undefined,
        'BW26032000008',
      ],
      [
        '2026-03-24',
        '-780.00',
        'BW-Q1-2026 FASTER PAYMENT',
        'BW-Q1-2026',
        'HARGREAVES ACCOUNTANTS',
        'GB17SRLG60837112345678',
        'BW26032400009',
      ],
      ['2026-03-31', '-8.50', 'MONTHLY ACCOUNT FEE', undefined, undefined, undefined, 'BW26033100010'],
    ]);
  });

  it('reads a CAMT.053.001.08 statement of an overdrawn account: debit balances negative, a batch one line', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const imported = ok(await importFile(api, bank, 'camt053', statementFixture('camt053-v08-overdrawn.xml')));
    // −200.00 + 150.00 − 420.00 = −470.00; the INFO entry of 99.00 is not booked.
    expect(imported).toMatchObject({
      linesImported: 2,
      from: '2026-04-01',
      to: '2026-04-02',
      openingBalance: { date: '2026-04-01', amount: '-200.00' },
      closingBalance: { date: '2026-04-02', amount: '-470.00' },
    });
    expect((await linesOf(api, bank)).map(said)).toEqual([
      [
        '2026-04-01',
        '150.00',
        'INV-0012 THANK YOU',
        'OAK-APR-01',
        'OAKLEY PARTNERS LLP',
        '40127671584403',
        'FPS-7781-0401',
      ],
      [
        '2026-04-02',
        '-420.00',
        'PAYROLL J SMITH PAYROLL K JONES BULK PAYMENT 2 ITEMS',
        undefined,
        undefined,
        undefined,
        'BULK-0402-3',
      ],
    ]);
  });

  it('reads an MT940 statement: both date forms, comma decimals, a reversal, and structured :86: details', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const imported = ok(await importFile(api, bank, 'mt940', statementFixture('february-2026-current-account.mt940')));
    // 5,000.00 + 1,500.00 − 250.50 − 42.00 + 42.00 (the debit reversed, RD) + 980.00 − 8.50 = 7,221.00.
    expect(imported).toMatchObject({
      format: 'mt940',
      linesImported: 6,
      from: '2026-02-02',
      to: '2026-02-27',
      openingBalance: { date: '2026-02-01', amount: '5,000.00' },
      closingBalance: { date: '2026-02-28', amount: '7,221.00' },
    });
    const none = undefined;
    expect((await linesOf(api, bank)).map(said)).toEqual([
      [
        '2026-02-02',
        '1,500.00',
        'NORTHWIND TRADING LTD INV-0005 FEBRUARY FASTER PAYMENT',
        'INV-0005',
        none,
        none,
        'BW26020200001',
      ],
      ['2026-02-05', '-250.50', 'CLOUDHOST LTD DD CH-88100', none, none, none, 'BW26020500002'],
      ['2026-02-10', '-42.00', 'CARD PAYMENT STAPLES UK 4829', none, none, none, 'BW26021000003'],
      ['2026-02-11', '42.00', 'REFUND STAPLES UK 4829', none, none, none, 'BW26021100004'],
      [
        '2026-02-16',
        '980.00',
        // The purpose (?20 to ?29) as the bank wrote it, SEPA keywords and all: the EREF is not taken as the reference.
        'EREF+RE-2026-0117 SVWZ+Invoice INV-0006 Web design',
        none,
        'MÜLLER & SCHMIDT GMBH',
        'DE89370400440532013000',
        'BW26021600005',
      ],
      ['2026-02-27', '-8.50', 'MONTHLY ACCOUNT FEE', none, none, none, 'BW26022700006'],
    ]);
  });

  it('reads a UK bank’s CSV, newest first, through its profile: money in and out, and both identical coffees, once', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const profile = ok<{ id: number }>(
      await api.post('/bankStatementProfiles', {
        name: 'Barclays business',
        skipRows: 4,
        dateColumn: 'Date',
        dateFormat: 'DD/MM/YYYY',
        moneyInColumn: 'Paid in',
        moneyOutColumn: 'Paid out',
        balanceColumn: 'Balance',
        referenceColumn: 'Reference',
        descriptionColumns: ['Transaction type', 'Description'],
        counterpartyColumn: 'Description',
      }),
    );
    const send = async () =>
      ok<StatementImport>(
        await api.post(
          `/bankAccounts/${bank.id}/statementImports?format=csv&profileId=${profile.id}`,
          statementFixture('march-2026-current-account.csv'),
          { 'content-type': 'text/csv' },
        ),
      );
    // The first line's balance, 10,850.00 after 2,400.00 in, opens the statement at 8,450.00 on 3 March.
    expect(await send()).toMatchObject({
      format: 'csv',
      linesImported: 10,
      duplicatesSkipped: 0,
      from: '2026-03-03',
      to: '2026-03-31',
      openingBalance: { date: '2026-03-03', amount: '8,450.00' },
      closingBalance: { date: '2026-03-31', amount: '9,921.68' },
    });
    const byDate = (await linesOf(api, bank)).map(said).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const none = undefined;
    expect(byDate).toEqual([
      ['2026-03-03', '2,400.00', 'Bank credit NORTHWIND TRADING LTD', 'INV-0007', 'NORTHWIND TRADING LTD', none, none],
      [
        '2026-03-05',
        '-1,234.56',
        'Faster Payment ACME OFFICE SUPPLIES',
        'BILL-2231',
        'ACME OFFICE SUPPLIES',
        none,
        none,
      ],
      ['2026-03-09', '-3.00', 'Card payment PRET A MANGER', none, 'PRET A MANGER', none, none],
      ['2026-03-09', '-3.00', 'Card payment PRET A MANGER', none, 'PRET A MANGER', none, none],
      ['2026-03-12', '-96.00', 'Direct debit CLOUDHOST LTD', 'CH-88213', 'CLOUDHOST LTD', none, none],
      ['2026-03-16', '-2,000.00', 'Transfer TRANSFER TO SAVINGS', 'SAVINGS-0316', 'TRANSFER TO SAVINGS', none, none],
      ['2026-03-18', '3,150.75', 'Bank credit FENWICK & SONS', 'INV-0009', 'FENWICK & SONS', none, none],
      ['2026-03-20', '45.99', 'Card refund AMAZON MARKETPLACE', 'AMZ 204-1170', 'AMAZON MARKETPLACE', none, none],
      [
        '2026-03-24',
        '-780.00',
        'Faster Payment HARGREAVES ACCOUNTANTS',
        'BW-Q1-2026',
        'HARGREAVES ACCOUNTANTS',
        none,
        none,
      ],
      ['2026-03-31', '-8.50', 'Charge MONTHLY ACCOUNT FEE', none, 'MONTHLY ACCOUNT FEE', none, none],
    ]);
    expect(await send()).toMatchObject({ linesImported: 0, duplicatesSkipped: 10 });
  });
});

const coffee = { date: '2026-05-06', amount: '-3.00', description: 'COFFEE CORNER CARD PAYMENT' };
const rent = { date: '2026-05-01', amount: '-950.00', description: 'RENT MAY' };
const sales = { date: '2026-05-07', amount: '1200.00', description: 'SALES TAKINGS' };

describe('nothing twice, nothing lost', () => {
  it('adds nothing when the same file comes again, and only the new lines of an overlapping one', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const first = camtStatement([
      { ...rent, bankId: 'A1' },
      { ...coffee, bankId: 'A2' },
    ]);
    const overlapping = camtStatement([
      { ...coffee, bankId: 'A2' },
      { ...sales, bankId: 'A3' },
    ]);
    expect(ok(await importFile(api, bank, 'camt053', first))).toMatchObject({ linesImported: 2, duplicatesSkipped: 0 });
    expect(ok(await importFile(api, bank, 'camt053', first))).toMatchObject({ linesImported: 0, duplicatesSkipped: 2 });
    expect(ok(await importFile(api, bank, 'camt053', overlapping))).toMatchObject({
      linesImported: 1,
      duplicatesSkipped: 1,
    });
    expect((await linesOf(api, bank)).map((line) => [line.date, line.amount, line.bankId])).toEqual([
      ['2026-05-01', '-950.00', 'A1'],
      ['2026-05-06', '-3.00', 'A2'],
      ['2026-05-07', '1,200.00', 'A3'],
    ]);
  });

  it('keeps two identical coffees of one day as two lines, again on re-import, and adds the third of a later file once', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const twoCoffees = camtStatement([rent, coffee, coffee]);
    expect(ok(await importFile(api, bank, 'camt053', twoCoffees))).toMatchObject({
      linesImported: 3,
      duplicatesSkipped: 0,
    });
    expect(ok(await importFile(api, bank, 'camt053', twoCoffees))).toMatchObject({
      linesImported: 0,
      duplicatesSkipped: 3,
    });
    // The bank's later statement shows three coffees that day: the two held, and one more.
    const threeCoffees = camtStatement([coffee, coffee, coffee, sales]);
    expect(ok(await importFile(api, bank, 'camt053', threeCoffees))).toMatchObject({
      linesImported: 2,
      duplicatesSkipped: 2,
    });
    expect(ok(await importFile(api, bank, 'camt053', threeCoffees))).toMatchObject({
      linesImported: 0,
      duplicatesSkipped: 4,
    });
    expect((await linesOf(api, bank)).map((line) => [line.date, line.amount])).toEqual([
      ['2026-05-01', '-950.00'],
      ['2026-05-06', '-3.00'],
      ['2026-05-06', '-3.00'],
      ['2026-05-06', '-3.00'],
      ['2026-05-07', '1,200.00'],
    ]);
  });

  it('gives one set of lines when the same file is imported twice at once', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const file = statementFixture('march-2026-current-account.camt053.xml');
    const answers = await Promise.all([importFile(api, bank, 'camt053', file), importFile(api, bank, 'camt053', file)]);
    const counts = answers.map((answer) => ok<StatementImport>(answer));
    expect(counts.map((each) => [each.linesImported, each.duplicatesSkipped]).sort()).toEqual([
      [0, 10],
      [10, 0],
    ]);
    expect(await linesOf(api, bank)).toHaveLength(10);
  });
});

describe('the imports of a bank account', () => {
  it('lists them by id, paged with X-Total-Count, and gives each', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const ids = [];
    for (const line of [rent, coffee, sales]) {
      ids.push(ok<StatementImport>(await importFile(api, bank, 'camt053', camtStatement([line]))).id);
    }
    const page = await api.get(`/bankAccounts/${bank.id}/statementImports?limit=2`);
    expect(ok<StatementImport[]>(page).map((each) => each.id)).toEqual(ids.slice(0, 2));
    expect(page.headers['x-total-count']).toBe('3');
    const rest = await api.get(`/bankAccounts/${bank.id}/statementImports?limit=2&offset=2`);
    expect(ok<StatementImport[]>(rest).map((each) => each.id)).toEqual(ids.slice(2));
    expect(ok(await api.get(`/bankAccounts/${bank.id}/statementImports/${ids[1]}`))).toMatchObject({
      id: ids[1],
      linesImported: 1,
      from: coffee.date,
      to: coffee.date,
    });
    const other = await createBank(api);
    problem(await api.get(`/bankAccounts/${other.id}/statementImports/${ids[1]}`), 404);
  });

  it('deletes an import with its lines while none is matched; an excluded line goes with it', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const kept = ok<StatementImport>(await importFile(api, bank, 'camt053', camtStatement([rent])));
    const imported = ok<StatementImport>(await importFile(api, bank, 'camt053', camtStatement([coffee, sales])));
    const [, coffeeLine, salesLine] = await linesOf(api, bank);
    const path = `/bankAccounts/${bank.id}/statementLines`;
    ok(await api.post(`${path}/${coffeeLine?.id}/exclude`, {}));
    const entry = ok<{ id: number }>(
      await api.post('/manualJournalEntries', {
        reason: 'Takings',
        date: sales.date,
        manualJournalEntryLines: [
          { accountCode: bank.ledgerAccountCode, debitAmountValue: '1200.00' },
          { accountCode: '4000', creditAmountValue: '1200.00' },
        ],
      }),
    );
    ok(await api.post(`${path}/${salesLine?.id}/match`, { matches: [{ type: 'manualJournalEntry', id: entry.id }] }));

    const refused = expectProblem(
      await api.delete(`/bankAccounts/${bank.id}/statementImports/${imported.id}`),
      409,
      `(${salesLine?.id})`,
    );
    expect(refused.detail).toContain('matched');
    expect(await linesOf(api, bank)).toHaveLength(3);

    ok(await api.delete(`${path}/${salesLine?.id}/match`));
    const deleted = ok(await api.delete(`/bankAccounts/${bank.id}/statementImports/${imported.id}`));
    expect(deleted).toMatchObject({ id: imported.id, linesImported: 2 });
    expect((await linesOf(api, bank)).map((line) => line.description)).toEqual([rent.description]);
    problem(await api.get(`/bankAccounts/${bank.id}/statementImports/${imported.id}`), 404);
    expect(ok<StatementImport[]>(await api.get(`/bankAccounts/${bank.id}/statementImports`))).toEqual([
      expect.objectContaining({ id: kept.id }),
    ]);
    // The lines deleted are not held any more: the file imports again, whole.
    expect(ok(await importFile(api, bank, 'camt053', camtStatement([coffee, sales])))).toMatchObject({
      linesImported: 2,
      duplicatesSkipped: 0,
    });
  });

  it('refuses a file with a new line dated in a reconciled statement, while lines already held are skipped', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    ok(await importFile(api, bank, 'camt053', camtStatement([rent])));
    const [rentLine] = await linesOf(api, bank);
    ok(await api.post(`/bankAccounts/${bank.id}/statementLines/${rentLine?.id}/exclude`, {}));
    // Nothing in the books; the rent line set aside, still on the statement: it closes at −950.00 on 1 May.
    const reconciliation = ok<{ id: number }>(
      await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
        statementDate: '2026-05-01',
        closingBalance: '-950.00',
      }),
    );
    expect(ok(await importFile(api, bank, 'camt053', camtStatement([rent, coffee])))).toMatchObject({
      linesImported: 1,
      duplicatesSkipped: 1,
    });
    const lateRent = { ...rent, description: 'RENT ADJUSTMENT' };
    const refused = problem(await importFile(api, bank, 'camt053', camtStatement([lateRent, sales])), 422);
    expect(refused.errors).toEqual([
      {
        path: 'body',
        message: expect.stringContaining(`reconciled up to 2026-05-01 (reconciliation ${reconciliation.id})`),
      },
    ]);
    expect(await linesOf(api, bank)).toHaveLength(2);
  });
});

describe('Idempotency-Key on an import', () => {
  it('answers a repeat with the same file with the same import, and refuses the key with another file or format', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const path = `/bankAccounts/${bank.id}/statementImports`;
    const file = Buffer.from(camtStatement([rent, coffee]));
    const send = (format: string, body: Buffer | string) =>
      api.post(`${path}?format=${format}`, Buffer.from(body), {
        'content-type': 'application/xml',
        'idempotency-key': 'statement-may',
      });
    const first = await send('camt053', file);
    const again = await send('camt053', file);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ok(again)).toEqual(ok(first));
    expect(ok<StatementImport[]>(await api.get(path))).toHaveLength(1);
    expectProblem(await send('camt053', camtStatement([rent])), 422);
    expectProblem(await send('ofx', file), 422);
    expect(await linesOf(api, bank)).toHaveLength(2);
  });
});

describe('a busy account’s year', () => {
  // How long it takes is measured by `npm run bench` ("POST a statement of 10,000 lines"), not here,
  // where other tests share the machine.
  it('imports a statement of 10,000 lines', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const entries = Array.from({ length: 10_000 }, (_, index) => ({
      date: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      amount: index % 3 === 0 ? `${index}.50` : `-${index}.25`,
      description: `FASTER PAYMENT ${index}`,
      bankId: `YEAR${index}`,
    }));
    const imported = ok(await importFile(api, bank, 'camt053', camtStatement(entries)));
    expect(imported).toMatchObject({
      linesImported: 10_000,
      duplicatesSkipped: 0,
      from: '2026-01-01',
      to: '2026-12-28',
    });
  });
});
