import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUnreadable, statementLine as line, statementFixture, timed } from '../../test/statement-files.js';
import { formatMoney, MAX_MONEY } from '../shared/money.js';
import { type CsvProfile, DATE_FORMATS, readCsv } from './csv-statement.js';

/** The profile of the UK bank's CSV in test/fixtures: four rows of account details, then the header. */
const ukBank: CsvProfile = {
  dateColumn: 'Date',
  dateFormat: 'DD/MM/YYYY',
  amountColumn: null,
  moneyInColumn: 'Paid in',
  moneyOutColumn: 'Paid out',
  descriptionColumns: ['Transaction type', 'Description'],
  referenceColumn: 'Reference',
  counterpartyColumn: 'Description',
  balanceColumn: 'Balance',
  delimiter: ',',
  decimalSeparator: '.',
  skipRows: 4,
};

const signed: CsvProfile = {
  ...ukBank,
  amountColumn: 'Amount',
  moneyInColumn: null,
  moneyOutColumn: null,
  descriptionColumns: ['Memo'],
  referenceColumn: null,
  counterpartyColumn: null,
  balanceColumn: null,
  skipRows: 0,
};

const csv = (...rows: string[]) => Buffer.from(`${rows.join('\r\n')}\r\n`);

describe('readCsv', () => {
  it("reads a UK bank's CSV listed newest first, with money in and out, oldest first", () => {
    const statement = readCsv(statementFixture('march-2026-current-account.csv'), ukBank);

    expect(statement.currency).toBeNull();
    // The oldest row (3 March) reads 10,850.00 after 2,400.00 came in: 8,450.00 before it.
    expect(statement.openingBalance).toEqual({ date: '2026-03-03', amount: 845000n });
    expect(statement.closingBalance).toEqual({ date: '2026-03-31', amount: 992168n });
    expect(statement.lines).toEqual([
      line(1, '2026-03-03', 240000n, 'Bank credit NORTHWIND TRADING LTD', {
        reference: 'INV-0007',
        counterpartyName: 'NORTHWIND TRADING LTD',
      }),
      line(2, '2026-03-05', -123456n, 'Faster Payment ACME OFFICE SUPPLIES', {
        reference: 'BILL-2231',
        counterpartyName: 'ACME OFFICE SUPPLIES',
      }),
      // Two coffees of £3.00 on one day: two lines.
      line(3, '2026-03-09', -300n, 'Card payment PRET A MANGER', { counterpartyName: 'PRET A MANGER' }),
      line(4, '2026-03-09', -300n, 'Card payment PRET A MANGER', { counterpartyName: 'PRET A MANGER' }),
      line(5, '2026-03-12', -9600n, 'Direct debit CLOUDHOST LTD', {
        reference: 'CH-88213',
        counterpartyName: 'CLOUDHOST LTD',
      }),
      line(6, '2026-03-16', -200000n, 'Transfer TRANSFER TO SAVINGS', {
        reference: 'SAVINGS-0316',
        counterpartyName: 'TRANSFER TO SAVINGS',
      }),
      line(7, '2026-03-18', 315075n, 'Bank credit FENWICK & SONS', {
        reference: 'INV-0009',
        counterpartyName: 'FENWICK & SONS',
      }),
      line(8, '2026-03-20', 4599n, 'Card refund AMAZON MARKETPLACE', {
        reference: 'AMZ 204-1170',
        counterpartyName: 'AMAZON MARKETPLACE',
      }),
      line(9, '2026-03-24', -78000n, 'Faster Payment HARGREAVES ACCOUNTANTS', {
        reference: 'BW-Q1-2026',
        counterpartyName: 'HARGREAVES ACCOUNTANTS',
      }),
      line(10, '2026-03-31', -850n, 'Charge MONTHLY ACCOUNT FEE', { counterpartyName: 'MONTHLY ACCOUNT FEE' }),
    ]);
    // In: 2,400.00 + 3,150.75 + 45.99 = 5,596.74. Out: 1,234.56 + 3.00 + 3.00 + 96.00 + 2,000.00 + 780.00 + 8.50
    // = 4,125.06. 8,450.00 + 5,596.74 - 4,125.06 = 9,921.68, the balance the newest row states.
    const moved = statement.lines.reduce((sum, each) => sum + each.amount, 0n);
    expect(moved).toBe(147168n);
    expect(845000n + moved).toBe(992168n);
  });

  it('reads a signed amount column, oldest first, in a CSV written in Windows-1252', () => {
    const file = Buffer.from(
      'Date,Amount,Memo\r\n01/04/2026,"£1,500.00",Caf\xe9 Rouge   deposit\r\n02/04/2026,(12.40),STAPLES\r\n' +
        '02/04/2026,-£0.99,Bank fee\r\n03/04/2026,+7.5,\r\n',
      'latin1',
    );
    expect(readCsv(file, signed).lines).toEqual([
      line(1, '2026-04-01', 150000n, 'Café Rouge deposit'),
      line(2, '2026-04-02', -1240n, 'STAPLES'),
      line(3, '2026-04-02', -99n, 'Bank fee'),
      line(4, '2026-04-03', 750n, ''),
    ]);
  });

  it('reads a semicolon-separated CSV with decimal commas', () => {
    const profile: CsvProfile = { ...signed, delimiter: ';', decimalSeparator: ',', dateFormat: 'DD.MM.YYYY' };
    const file = csv('Date;Amount;Memo', '01.04.2026;1.234,56;Miete', '02.04.2026;-0,5;Gebühr');
    expect(readCsv(file, profile).lines).toEqual([
      line(1, '2026-04-01', 123456n, 'Miete'),
      line(2, '2026-04-02', -50n, 'Gebühr'),
    ]);
  });

  it('reads back exactly any amount, however a bank writes it', () => {
    const styles = {
      plain: (amount: bigint) => formatMoney(amount, 'plain'),
      pounds: (amount: bigint) => formatMoney(amount, 'grouped').replace(/^(-?)/, '$1£'),
      brackets: (amount: bigint) => {
        const grouped = formatMoney(amount < 0n ? -amount : amount, 'grouped');
        return amount < 0n ? `(£${grouped})` : `£${grouped}`;
      },
      // 1.234,56 where the bank writes a decimal comma.
      continental: (amount: bigint) =>
        formatMoney(amount, 'grouped').replace(/[,.]/g, (mark) => (mark === ',' ? '.' : ',')),
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: -MAX_MONEY, max: MAX_MONEY }),
        fc.constantFrom(...(Object.keys(styles) as (keyof typeof styles)[])),
        (amount, style) => {
          const profile: CsvProfile = { ...signed, decimalSeparator: style === 'continental' ? ',' : '.' };
          const file = csv('Date,Amount,Memo', `01/03/2026,"${styles[style](amount)}",x`);
          expect(readCsv(file, profile).lines[0]?.amount).toBe(amount);
        },
      ),
    );
  });

  it.each([
    ['DD/MM/YYYY', '9/3/2026'],
    ['MM/DD/YYYY', '03/09/2026'],
    ['YYYY-MM-DD', '2026-03-09'],
    ['DD-MMM-YYYY', '09-Mar-2026'],
    ['DD MMM YYYY', '09 March 2026'],
    ['DD.MM.YYYY', '09.03.2026'],
    ['DD/MM/YY', '09/03/26'],
    ['YYYYMMDD', '20260309'],
  ] as const)('reads dates written %s', (dateFormat, written) => {
    const file = csv('Date,Amount,Memo', `${written},1.00,x`);
    expect(readCsv(file, { ...signed, dateFormat }).lines[0]?.date).toBe('2026-03-09');
  });

  it('knows every date format it lists', () => {
    expect(DATE_FORMATS).toHaveLength(8);
  });

  it('tells the order of a file of one day from its balances', () => {
    const profile = { ...signed, balanceColumn: 'Balance' };
    // Newest first: 97.00 after the second coffee, 100.00 - 3.00 = 97.00; 100.00 after the first, 103.00 - 3.00.
    const file = csv('Date,Amount,Memo,Balance', '09/03/2026,-3.00,b,97.00', '09/03/2026,-3.00,a,100.00');
    const statement = readCsv(file, profile);
    expect(statement.lines.map((each) => each.description)).toEqual(['a', 'b']);
    expect(statement.openingBalance).toEqual({ date: '2026-03-09', amount: 10300n });
    expect(statement.closingBalance).toEqual({ date: '2026-03-09', amount: 9700n });
  });

  it('refuses a file whose balances do not follow from its amounts, naming the row', () => {
    const swapped = { ...ukBank, moneyInColumn: 'Paid out', moneyOutColumn: 'Paid in' };
    expectUnreadable(
      () => readCsv(statementFixture('march-2026-current-account.csv'), swapped),
      'line 14',
      'The balance 9,615.44 does not follow from the balance before it and the amounts, which come to 12,084.56',
    );
  });

  it.each([
    ['a date that is not a real day', '31/02/2026,1.00,x', 'line 3', '"31/02/2026" is not a real date'],
    ['a date of another form', '2026-03-01,1.00,x', 'line 3', '"2026-03-01" is not a date written DD/MM/YYYY'],
    ['an amount that is no number', '01/03/2026,ten,x', 'line 3', '"ten" is not an amount'],
    ['three decimals', '01/03/2026,£1.005,x', 'line 3', '£1.005 has more than two decimals'],
    ['misplaced separators', '01/03/2026,"1,23.00",x', 'line 3', '"1,23.00" is not an amount'],
    ['an amount beyond the largest kept', '01/03/2026,1000000000000,x', 'line 3', 'larger than any amount'],
    ['no amount', '01/03/2026,,x', 'line 3', 'The amount ("Amount") is empty'],
  ])('refuses %s, naming the line as a spreadsheet numbers it', (_, row, where, message) => {
    expectUnreadable(() => readCsv(csv('Date,Amount,Memo', '01/03/2026,1.00,fine', row), signed), where, message);
  });

  it('refuses a row with both money in and money out, or neither', () => {
    const profile = { ...ukBank, skipRows: 0, balanceColumn: null, referenceColumn: null };
    const header = 'Date,Transaction type,Description,Paid out,Paid in';
    expectUnreadable(
      () => readCsv(csv(header, '01/03/2026,x,y,1.00,2.00'), profile),
      'line 2',
      'The row has both "Paid in" and "Paid out"',
    );
    expectUnreadable(() => readCsv(csv(header, '01/03/2026,x,y,,'), profile), 'line 2', 'The row has neither');
  });

  it('refuses a header that lacks a column the profile names, naming it', () => {
    const file = csv('Date,Value,Memo', '01/03/2026,1.00,x');
    expectUnreadable(() => readCsv(file, signed), 'line 1', 'The header has no column "Amount"');
  });

  it('counts the rows before the header in the line it names', () => {
    const file = csv('Account,1234', 'Balance,£3.00', '', 'Date,Amount,Memo', '01/03/2026,1.00,x', '02/03/2026,?,y');
    expectUnreadable(() => readCsv(file, { ...signed, skipRows: 3 }), 'line 6', '"?" is not an amount');
  });

  it('numbers rows as a spreadsheet shows them: a blank one counts, a cell of two lines is one row', () => {
    const file = csv('Date,Amount,Memo', '01/03/2026,1.00,"two', 'lines"', '', '02/03/2026,1.00,x', '03/03/2026,?,y');
    expectUnreadable(() => readCsv(file, signed), 'line 5', '"?" is not an amount');
  });

  it('refuses an empty file, and one of a header alone', () => {
    expectUnreadable(() => readCsv(Buffer.from(''), signed), 'line 1', 'The file is empty');
    expectUnreadable(() => readCsv(csv('Date,Amount,Memo'), signed), 'line 1', 'no rows after its header');
  });

  it('refuses a quote left open, naming the line', () => {
    const file = csv('Date,Amount,Memo', '01/03/2026,1.00,"unclosed', '02/03/2026,1.00,x');
    expectUnreadable(() => readCsv(file, signed), expect.stringMatching(/^line \d+$/), 'Quote Not Closed');
  });

  it('reads 10,000 rows well within a second', () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, index) => `05/03/2026,"-£${(index + 1000).toLocaleString('en-GB')}.50",Row ${index}`,
    );
    const file = csv('Date,Amount,Memo', ...rows);
    const { result: statement, milliseconds } = timed(() => readCsv(file, signed));
    expect(milliseconds).toBeLessThan(1000);
    expect(statement.lines).toHaveLength(10_000);
    expect(statement.lines[9_999]).toMatchObject({ position: 10_000, amount: -1_099_950n, description: 'Row 9999' });
  });
});
