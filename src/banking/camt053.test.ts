import { describe, expect, it } from 'vitest';
import { expectUnreadable, statementFixture as fixture, timed } from '../../test/statement-files.js';
import { readCamt053 } from './camt053.js';

describe('readCamt053', () => {
  it('reads the booked entries and balances of a camt.053.001.02 statement', () => {
    const statement = readCamt053(fixture('march-2026-current-account.camt053.xml'));

    expect(statement.currency).toBe('GBP');
    expect(statement.openingBalance).toEqual({ date: '2026-03-01', amount: 845000n });
    expect(statement.closingBalance).toEqual({ date: '2026-03-31', amount: 992168n });
    // The pending card payment to STAPLES UK (entry 8) is not on the account yet: it is left out.
    expect(statement.lines).toEqual([
      {
        position: 1,
        date: '2026-03-03',
        amount: 240000n,
        description: 'INV-0007 BANK CREDIT',
        reference: 'INV-0007',
        counterpartyName: 'NORTHWIND TRADING LTD',
        counterpartyAccount: 'GB29NWBK60161331926819',
        bankId: 'BW26030300001',
      },
      {
        position: 2,
        date: '2026-03-05',
        amount: -123456n,
        description: 'BILL-2231 FASTER PAYMENT',
        reference: 'BILL-2231',
        counterpartyName: 'ACME OFFICE SUPPLIES',
        counterpartyAccount: 'GB07LOYD30963412345678',
        bankId: 'BW26030500002',
      },
      {
        position: 3,
        date: '2026-03-09',
        amount: -300n,
        description: 'CARD PAYMENT',
        reference: null,
        counterpartyName: 'PRET A MANGER',
        counterpartyAccount: null,
        bankId: 'BW26030900003',
      },
      {
        position: 4,
        date: '2026-03-09',
        amount: -300n,
        description: 'CARD PAYMENT',
        reference: null,
        counterpartyName: 'PRET A MANGER',
        counterpartyAccount: null,
        bankId: 'BW26030900004',
      },
      {
        position: 5,
        date: '2026-03-12',
        amount: -9600n,
        description: 'CH-88213 HOSTING MARCH DIRECT DEBIT',
        reference: 'CH-88213',
        counterpartyName: 'CLOUDHOST LTD',
        counterpartyAccount: 'GB90MIDL40051522334455',
        bankId: 'BW26031200005',
      },
      {
        position: 6,
        date: '2026-03-16',
        amount: -200000n,
        description: 'TRANSFER TO SAVINGS',
        reference: 'SAVINGS-0316',
        counterpartyName: 'BRIGHTWATER DESIGN LTD',
        counterpartyAccount: 'GB70BARC20457730719002',
        bankId: 'BW26031600006',
      },
      {
        position: 7,
        date: '2026-03-18',
        amount: 315075n,
        description: 'INV-0009 BANK CREDIT',
        reference: 'INV-0009',
        counterpartyName: 'FENWICK & SONS',
        counterpartyAccount: 'GB94HBUK40127655511234',
        bankId: 'BW26031800007',
      },
      {
        position: 8,
        date: '2026-03-20',
        amount: 4599n,
        description: 'CARD REFUND AMAZON MARKETPLACE AMZ 204-1170',
        reference: null,
        counterpartyName: null,
        counterpartyAccount: null,
        bankId: 'BW26032000008',
      },
      {
        position: 9,
        date: '2026-03-24',
        amount: -78000n,
        description: 'BW-Q1-2026 FASTER PAYMENT',
        reference: 'BW-Q1-2026',
        counterpartyName: 'HARGREAVES ACCOUNTANTS',
        counterpartyAccount: 'GB17SRLG60837112345678',
        bankId: 'BW26032400009',
      },
      {
        position: 10,
        date: '2026-03-31',
        amount: -850n,
        description: 'MONTHLY ACCOUNT FEE',
        reference: null,
        counterpartyName: null,
        counterpartyAccount: null,
        bankId: 'BW26033100010',
      },
    ]);
    // In: 2,400.00 + 3,150.75 + 45.99 = 5,596.74.
    // Out: 1,234.56 + 3.00 + 3.00 + 96.00 + 2,000.00 + 780.00 + 8.50 = 4,125.06.
    // 8,450.00 + 5,596.74 - 4,125.06 = 9,921.68, the closing booked balance.
    const moved = statement.lines.reduce((sum, line) => sum + line.amount, 0n);
    expect(moved).toBe(147168n);
    expect(845000n + moved).toBe(992168n);
  });

  it('reads a camt.053.001.08 statement: parties within Pty, status codes, date-times, a batch entry', () => {
    const statement = readCamt053(fixture('camt053-v08-overdrawn.xml'));

    expect(statement.currency).toBe('GBP');
    expect(statement.openingBalance).toEqual({ date: '2026-04-01', amount: -20000n });
    expect(statement.closingBalance).toEqual({ date: '2026-04-02', amount: -47000n });
    // The informational entry (a standing order due) is not on the account: left out.
    expect(statement.lines).toEqual([
      {
        position: 1,
        date: '2026-04-01',
        amount: 15000n,
        description: 'INV-0012 THANK YOU',
        reference: 'OAK-APR-01',
        counterpartyName: 'OAKLEY PARTNERS LLP',
        counterpartyAccount: '40127671584403',
        bankId: 'FPS-7781-0401',
      },
      {
        // A batch of two payments booked as one entry: one line of the entry's amount, naming no one party.
        position: 2,
        date: '2026-04-02',
        amount: -42000n,
        description: 'PAYROLL J SMITH PAYROLL K JONES BULK PAYMENT 2 ITEMS',
        reference: null,
        counterpartyName: null,
        counterpartyAccount: null,
        bankId: 'BULK-0402-3',
      },
    ]);
    // Overdrawn 200.00, then + 150.00 - 420.00: overdrawn 470.00.
    const moved = statement.lines.reduce((sum, line) => sum + line.amount, 0n);
    expect(moved).toBe(-27000n);
    expect(-20000n + moved).toBe(-47000n);
  });

  it('takes the previous closing balance (PRCD) for the opening one when the statement gives no OPBD', () => {
    const file = camt({ opening: 'PRCD' });
    expect(readCamt053(file).openingBalance).toEqual({ date: '2026-03-01', amount: 10000n });
  });

  it('reads a statement of no entries: its balances alone', () => {
    const statement = readCamt053(camt({ entries: [] }));
    expect(statement.lines).toEqual([]);
    expect(statement.closingBalance).toEqual({ date: '2026-03-31', amount: 10000n });
  });

  it.each([
    [
      'a date that is not a real day',
      { date: '2026-02-30' },
      'Stmt/Ntry[2]/BookgDt',
      '"2026-02-30" is not a real date',
    ],
    ['a date of another form', { date: '30/03/2026' }, 'Stmt/Ntry[2]/BookgDt', 'is not an ISO date'],
    ['an amount that is no number', { amount: 'ten' }, 'Stmt/Ntry[2]/Amt', '"ten" is not an amount'],
    ['three decimals', { amount: '10.005' }, 'Stmt/Ntry[2]/Amt', '10.005 has more than two decimals'],
    ['a signed amount', { amount: '-10.00' }, 'Stmt/Ntry[2]/Amt', 'CAMT gives the sign in CdtDbtInd'],
    ['no credit or debit mark', { indicator: 'CRED' }, 'Stmt/Ntry[2]/CdtDbtInd', '"CRED" is neither CRDT nor DBIT'],
    ['an amount in another currency', { currency: 'EUR' }, 'Stmt/Ntry[2]/Amt', "in EUR, not the account's GBP"],
  ])('refuses an entry with %s, naming it', (_, wrong, where, message) => {
    expectUnreadable(() => readCamt053(camt({ entries: [{}, wrong] })), where, message);
  });

  it('refuses a balance that cannot be read, naming it', () => {
    const file = camt({}).toString().replace('<Dt>2026-03-31</Dt></Dt>', '<Dt>2026-03-32</Dt></Dt>');
    expectUnreadable(() => readCamt053(Buffer.from(file)), 'Stmt/Bal[2]/Dt', '"2026-03-32" is not a real date');
  });

  it("refuses a balance in another currency than the account's", () => {
    const file = camt({}).toString().replace('<Amt Ccy="GBP">100.00</Amt>', '<Amt Ccy="EUR">100.00</Amt>');
    expectUnreadable(() => readCamt053(Buffer.from(file)), 'Stmt/Bal[1]/Amt', "in EUR, not the account's GBP");
  });

  it('refuses XML that is not well-formed, such as a truncated file, naming the line', () => {
    const whole = camt({}).toString();
    expectUnreadable(
      () => readCamt053(Buffer.from(whole.slice(0, whole.indexOf('</Ntry>')))),
      expect.stringMatching(/^line \d+$/),
      'not well-formed XML',
    );
  });

  it('refuses an ISO 20022 document that is not a camt.053 statement, naming it', () => {
    const report = camt({}).toString().replaceAll('camt.053.001.02', 'camt.052.001.02');
    expectUnreadable(
      () => readCamt053(Buffer.from(report)),
      'Document',
      'a urn:iso:std:iso:20022:tech:xsd:camt.052.001.02 document, not a bank-to-customer statement',
    );
  });

  it('refuses a camt.053 of a version it does not know, naming it', () => {
    const unknown = camt({}).toString().replaceAll('camt.053.001.02', 'camt.053.001.01');
    expectUnreadable(() => readCamt053(Buffer.from(unknown)), 'Document', 'camt.053.001.01 document');
  });

  it('refuses XML that is not ISO 20022, and an empty file', () => {
    const xml = '<?xml version="1.0"?><rss version="2.0"><channel><title>News</title></channel></rss>';
    expectUnreadable(() => readCamt053(Buffer.from(xml)), 'Document', 'not an ISO 20022 document');
    expectUnreadable(() => readCamt053(Buffer.from('  \n')), 'Document', 'The file is empty');
  });

  it('refuses a document holding no statement', () => {
    const empty = camt({})
      .toString()
      .replace(/<Stmt>[\s\S]*<\/Stmt>/, '');
    expectUnreadable(() => readCamt053(Buffer.from(empty)), 'Document/BkToCstmrStmt', 'holds no statement');
  });

  it('refuses a file holding the statements of two accounts', () => {
    const one = /<Stmt>[\s\S]*<\/Stmt>/.exec(camt({}).toString())?.[0] ?? '';
    const two = camt({})
      .toString()
      .replace(one, one + one);
    expectUnreadable(() => readCamt053(Buffer.from(two)), 'Stmt[2]', 'The file holds 2 statements');
  });

  // saxes checks the file is well-formed as it reads it, in one pass: a few tenths of a second on a quiet machine.
  it('reads 10,000 entries in a couple of seconds', () => {
    const entries = Array.from({ length: 10_000 }, (_, index) => ({ amount: `${index}.50`, ref: `R${index}` }));
    const file = camt({ entries });
    const { result: statement, milliseconds } = timed(() => readCamt053(file));
    expect(milliseconds).toBeLessThan(2000);
    expect(statement.lines).toHaveLength(10_000);
    expect(statement.lines[9_999]).toMatchObject({ position: 10_000, amount: -999_950n, bankId: 'R9999' });
  });
});

interface Entry {
  amount?: string;
  date?: string;
  indicator?: string;
  currency?: string;
  ref?: string;
}

const entryXml = ({ amount = '3.00', date = '2026-03-09', indicator = 'DBIT', currency = 'GBP', ref = 'R1' }: Entry) =>
  `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>${date}</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef></Ntry>\n`;

const balanceXml = (code: string, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="GBP">100.00</Amt>` +
  `<CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>\n`;

function camt({ entries = [{}], opening = 'OPBD' }: { entries?: Entry[]; opening?: string }): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt>\n' +
      '<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-04-01T06:00:00</CreDtTm></GrpHdr>\n' +
      '<Stmt><Id>S1</Id><Acct><Id><IBAN>GB08BARC20457730718954</IBAN></Id><Ccy>GBP</Ccy></Acct>\n' +
      balanceXml(opening, '2026-03-01') +
      balanceXml('CLBD', '2026-03-31') +
      entries.map(entryXml).join('') +
      '</Stmt>\n</BkToCstmrStmt>\n</Document>\n',
  );
}
