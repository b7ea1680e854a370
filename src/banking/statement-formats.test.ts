import { describe, expect, it } from 'vitest';
import { expectUnreadable, statementFixture } from '../../test/statement-files.js';
import type { CsvProfile } from './csv-statement.js';
import { STATEMENT_FORMATS } from './statement-file.js';
import { readStatement } from './statement-formats.js';

const profile: CsvProfile = {
  dateColumn: 'Date',
  dateFormat: 'DD/MM/YYYY',
  amountColumn: null,
  moneyInColumn: 'Paid in',
  moneyOutColumn: 'Paid out',
  descriptionColumns: ['Description'],
  referenceColumn: 'Reference',
  counterpartyColumn: null,
  balanceColumn: 'Balance',
  delimiter: ',',
  decimalSeparator: '.',
  skipRows: 4,
};

describe('readStatement', () => {
  it('reads the same month from a CSV and from a CAMT.053: the same amounts, dates and closing balance', () => {
    const fromCsv = readStatement('csv', statementFixture('march-2026-current-account.csv'), profile);
    const fromCamt = readStatement('camt053', statementFixture('march-2026-current-account.camt053.xml'));
    const figures = (lines: typeof fromCsv.lines) => lines.map(({ date, amount }) => [date, amount]);
    expect(figures(fromCsv.lines)).toEqual(figures(fromCamt.lines));
    expect(fromCsv.closingBalance).toEqual(fromCamt.closingBalance);
    // 8,450.00 on both, though the CSV dates it the day of its first line (3 March), the CAMT the 1st.
    expect(fromCsv.openingBalance?.amount).toBe(fromCamt.openingBalance?.amount);
  });

  it.each([
    ['ofx', 'credit-card-ofx1.ofx', 5],
    ['mt940', 'february-2026-current-account.mt940', 6],
  ] as const)('reads %s', (format, fixture, count) => {
    expect(readStatement(format, statementFixture(fixture)).lines).toHaveLength(count);
  });

  it.each(STATEMENT_FORMATS)('refuses an empty %s file', (format) => {
    expectUnreadable(() => readStatement(format, Buffer.from(' \r\n'), profile), 'file', 'The file is empty');
  });

  it('refuses a CSV without a profile to read it by', () => {
    const file = statementFixture('march-2026-current-account.csv');
    expectUnreadable(() => readStatement('csv', file), 'profile', 'A CSV is read through a profile');
  });
});
