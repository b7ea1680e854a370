import { describe, expect, it } from 'vitest';
import {
  expectUnreadable,
  statementFixture as fixture,
  statementLine as line,
  timed,
} from '../../test/statement-files.js';
import { readOfx } from './ofx.js';

describe('readOfx', () => {
  it('reads a credit card statement of OFX 1.x (SGML, CHARSET:1252)', () => {
    const statement = readOfx(fixture('credit-card-ofx1.ofx'));

    expect(statement.currency).toBe('GBP');
    expect(statement.openingBalance).toBeNull();
    expect(statement.closingBalance).toEqual({ date: '2026-03-31', amount: -127316n });
    expect(statement.lines).toEqual([
      line(1, '2026-03-02', -4560n, 'TESCO STORES 2345 LONDON GB', {
        counterpartyName: 'TESCO STORES 2345',
        bankId: '2026030200001',
      }),
      line(2, '2026-03-05', -1299n, 'CAFÉ NÉRO HOLBORN Déjeuner client – £12.99', {
        counterpartyName: 'CAFÉ NÉRO HOLBORN',
        bankId: '2026030500002',
      }),
      // The day the bank wrote, whatever its time zone: 10 March, 08:30 EST.
      line(3, '2026-03-10', -123456n, 'AMAZON MARKETPLACE', {
        counterpartyName: 'AMAZON MARKETPLACE',
        bankId: '2026031000003',
      }),
      line(4, '2026-03-15', 50000n, 'PAYMENT RECEIVED - THANK YOU', {
        counterpartyName: 'PAYMENT RECEIVED - THANK YOU',
        bankId: '2026031500004',
      }),
      line(5, '2026-03-20', 1999n, 'AMAZON MARKETPLACE REFUND ORDER 204-117', {
        reference: '204-117',
        counterpartyName: 'AMAZON MARKETPLACE',
        bankId: '2026032000005',
      }),
    ]);
    // OFX states no opening balance. The lines: -45.60 - 12.99 - 1,234.56 + 500.00 + 19.99 = -773.16;
    // the ledger balance -1,273.16 less them leaves -500.00 owed on the card on 1 March.
    const moved = statement.lines.reduce((sum, each) => sum + each.amount, 0n);
    expect(moved).toBe(-77316n);
    expect(-127316n - moved).toBe(-50000n);
  });

  it('reads a bank statement of OFX 2.x (XML)', () => {
    const statement = readOfx(fixture('current-account-ofx2.ofx'));

    expect(statement.currency).toBe('GBP');
    expect(statement.closingBalance).toEqual({ date: '2026-03-31', amount: 604150n });
    expect(statement.lines).toEqual([
      line(1, '2026-03-03', 240000n, 'BRIGHT & EARLY LTD INV-0042', {
        counterpartyName: 'BRIGHT & EARLY LTD',
        bankId: '202603030001',
      }),
      line(2, '2026-03-09', -35000n, 'CHEQUE 000117', {
        reference: '000117',
        counterpartyName: 'CHEQUE 000117',
        bankId: '202603090002',
      }),
      line(3, '2026-03-16', -100000n, 'TRANSFER TO SAVINGS', {
        counterpartyName: 'TRANSFER TO SAVINGS',
        counterpartyAccount: '71590017',
        bankId: '202603160003',
      }),
      line(4, '2026-03-31', -850n, 'ACCOUNT FEE MONTHLY ACCOUNT FEE', {
        counterpartyName: 'ACCOUNT FEE',
        bankId: '202603310004',
      }),
    ]);
    // 2,400.00 - 350.00 - 1,000.00 - 8.50 = 1,041.50; the ledger balance 6,041.50 less them: 5,000.00 on 1 March.
    const moved = statement.lines.reduce((sum, each) => sum + each.amount, 0n);
    expect(moved).toBe(104150n);
    expect(604150n - moved).toBe(500000n);
  });

  it('reads a comma as the radix point, as OFX allows', () => {
    const statement = readOfx(sgml(transaction({ TRNAMT: '-12,50' })));
    expect(statement.lines[0]?.amount).toBe(-1250n);
  });

  it.each([
    ['a date that is not a real day', { DTPOSTED: '20260231' }, 'STMTTRN[1]/DTPOSTED', '"20260231" is not a real date'],
    ['a date of another form', { DTPOSTED: '05/03/2026' }, 'STMTTRN[1]/DTPOSTED', 'is not an OFX date'],
    ['an amount that is no number', { TRNAMT: 'twelve' }, 'STMTTRN[1]/TRNAMT', '"twelve" is not an amount'],
    ['three decimals', { TRNAMT: '-12.505' }, 'STMTTRN[1]/TRNAMT', '-12.505 has more than two decimals'],
    ['an amount beyond the largest kept', { TRNAMT: '1000000000000.00' }, 'STMTTRN[1]/TRNAMT', 'larger than any'],
    ['no amount', { TRNAMT: undefined }, 'STMTTRN[1]/TRNAMT', 'TRNAMT is missing'],
  ])('refuses %s, naming the transaction and its tag', (_, fields, where, message) => {
    expectUnreadable(() => readOfx(sgml(transaction({}), transaction(fields))), where.replace('[1]', '[2]'), message);
  });

  it('refuses a transaction whose amount is in another currency than the account', () => {
    const abroad = transaction({}).replace(
      '</STMTTRN>',
      '<CURRENCY>\n<CURRATE>1.17\n<CURSYM>EUR\n</CURRENCY>\n</STMTTRN>',
    );
    expectUnreadable(() => readOfx(sgml(abroad)), 'STMTTRN[1]/CURRENCY', "The amount is in EUR, not the account's GBP");
  });

  it('refuses a truncated file, naming where it stops', () => {
    const whole = sgml(transaction({}), transaction({}));
    const truncated = whole.subarray(0, whole.indexOf('<TRNAMT>', whole.lastIndexOf('<STMTTRN>')));
    expectUnreadable(
      () => readOfx(truncated),
      'OFX/BANKMSGSRSV1/STMTTRNRS/STMTRS/BANKTRANLIST/STMTTRN[2]',
      'it is truncated',
    );
  });

  it('refuses an end tag that closes nothing', () => {
    expectUnreadable(
      () => readOfx(sgml(`<STMTTRN>${fields({})}</STMTTRN></BANKACCTFROM>`)),
      'OFX/BANKMSGSRSV1/STMTTRNRS/STMTRS/BANKTRANLIST',
      '</BANKACCTFROM> closes an element that is not open',
    );
  });

  it('refuses a charset it does not know', () => {
    const file = Buffer.concat([Buffer.from('OFXHEADER:100\nCHARSET:EBCDIC\n\n'), sgml(transaction({}))]);
    expectUnreadable(() => readOfx(file), 'CHARSET', 'charset EBCDIC is not one this reader knows');
  });

  it('refuses a file that is not OFX, or empty', () => {
    expectUnreadable(() => readOfx(Buffer.from('')), 'OFX', 'it has no <OFX> element');
    expectUnreadable(() => readOfx(Buffer.from('Date,Amount\n')), 'OFX', 'it has no <OFX> element');
  });

  it('refuses a statement without a transactions list', () => {
    const text = sgml()
      .toString()
      .replace(/<BANKTRANLIST>[\s\S]*<\/BANKTRANLIST>/, '');
    expectUnreadable(() => readOfx(Buffer.from(text)), 'STMTRS', 'no transactions list (BANKTRANLIST)');
  });

  it('refuses a file with no statement in it', () => {
    expectUnreadable(() => readOfx(Buffer.from('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')), 'OFX', 'no bank or');
  });

  it('refuses a file holding the statements of two accounts', () => {
    const one = statementResponse(transaction({}));
    const text = `<OFX><BANKMSGSRSV1>${one}${one}</BANKMSGSRSV1></OFX>`;
    expectUnreadable(() => readOfx(Buffer.from(text)), 'STMTRS[2]', 'The file holds 2 account statements');
  });

  it('reads 10,000 transactions well within a second', () => {
    const transactions = Array.from({ length: 10_000 }, (_, index) =>
      transaction({ FITID: `F${index}`, TRNAMT: `-${index}.${String(index % 100).padStart(2, '0')}` }),
    );
    const file = sgml(...transactions);
    const { result: statement, milliseconds } = timed(() => readOfx(file));
    expect(milliseconds).toBeLessThan(1000);
    expect(statement.lines).toHaveLength(10_000);
    expect(statement.lines[9_999]).toMatchObject({ position: 10_000, amount: -999_999n, bankId: 'F9999' });
  });
});

type Fields = Record<string, string | undefined>;

function fields(overrides: Fields): string {
  const all: Fields = { TRNTYPE: 'DEBIT', DTPOSTED: '20260305', TRNAMT: '-3.00', FITID: 'A1', NAME: 'COFFEE' };
  return Object.entries({ ...all, ...overrides })
    .filter(([, value]) => value !== undefined)
    .map(([tag, value]) => `<${tag}>${value}\n`)
    .join('');
}

const transaction = (overrides: Fields) => `<STMTTRN>\n${fields(overrides)}</STMTTRN>\n`;

const statementResponse = (...transactions: string[]) =>
  `<STMTTRNRS><STMTRS><CURDEF>GBP\n<BANKTRANLIST>\n${transactions.join('')}</BANKTRANLIST>\n</STMTRS></STMTTRNRS>\n`;

function sgml(...transactions: string[]): Buffer {
  return Buffer.from(
    `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1>\n${statementResponse(...transactions)}</BANKMSGSRSV1>\n</OFX>\n`,
  );
}
