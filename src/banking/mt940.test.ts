import { describe, expect, it } from 'vitest';
import { expectUnreadable, statementLine as line, statementFixture } from '../../test/statement-files.js';
import { readMt940 } from './mt940.js';

describe('readMt940', () => {
  it('reads a statement in its SWIFT wrappers: balances, both date forms, reversals, multi-line and structured :86:', () => {
    const statement = readMt940(statementFixture('february-2026-current-account.mt940'));

    expect(statement.currency).toBe('GBP');
    expect(statement.openingBalance).toEqual({ date: '2026-02-01', amount: 500000n });
    expect(statement.closingBalance).toEqual({ date: '2026-02-28', amount: 722100n });
    expect(statement.lines).toEqual([
      line(1, '2026-02-02', 150000n, 'NORTHWIND TRADING LTD INV-0005 FEBRUARY FASTER PAYMENT', {
        reference: 'INV-0005',
        bankId: 'BW26020200001',
      }),
      // No entry date: the value date. 250,5 is 250.50.
      line(2, '2026-02-05', -25050n, 'CLOUDHOST LTD DD CH-88100', { bankId: 'BW26020500002' }),
      // A debit with a funds code (R) after its mark.
      line(3, '2026-02-10', -4200n, 'CARD PAYMENT STAPLES UK 4829', { bankId: 'BW26021000003' }),
      // The reversal of a debit (RD) gives the money back; 42, is 42.00.
      line(4, '2026-02-11', 4200n, 'REFUND STAPLES UK 4829', { bankId: 'BW26021100004' }),
      line(5, '2026-02-16', 98000n, 'EREF+RE-2026-0117 SVWZ+Invoice INV-0006 Web design', {
        counterpartyName: 'MÜLLER & SCHMIDT GMBH',
        counterpartyAccount: 'DE89370400440532013000',
        bankId: 'BW26021600005',
      }),
      // No :86:: the :61: field's own supplementary details.
      line(6, '2026-02-27', -850n, 'MONTHLY ACCOUNT FEE', { bankId: 'BW26022700006' }),
    ]);
    // 5,000.00 + 1,500.00 - 250.50 - 42.00 + 42.00 + 980.00 - 8.50 = 7,221.00, the closing balance.
    const moved = statement.lines.reduce((sum, each) => sum + each.amount, 0n);
    expect(moved).toBe(222100n);
    expect(500000n + moved).toBe(722100n);
  });

  it('reads a statement without wrappers after a preamble, and a reversal of a credit (RC) as money out', () => {
    const file = Buffer.concat([
      Buffer.from('ABNANL2A\r\n940\r\nABNANL2A\r\n'),
      mt940(':61:260305RC10,00NTRFNONREF', ':86:RETURNED PAYMENT'),
    ]);
    const statement = readMt940(file);
    expect(statement.lines).toEqual([line(1, '2026-03-05', -1000n, 'RETURNED PAYMENT')]);
  });

  it('dates a line booked in the new year that was valued in the old one', () => {
    const statement = readMt940(mt940(':61:2512310102D5,00NCHGNONREF'));
    expect(statement.lines[0]?.date).toBe('2026-01-02');
  });

  it('reads the daily statements of one account in one file as one, from the first opening to the last closing', () => {
    const first = mt940(':61:260301C10,00NTRFA', ':86:ONE').toString();
    const second = first
      .replace(':60F:C260301GBP100,00', ':60M:C260301GBP110,00')
      .replace(':62F:C260331GBP100,00', ':62F:C260331GBP125,00')
      .replace('C10,00NTRFA', 'C15,00NTRFB')
      .replace('ONE', 'TWO');
    const statement = readMt940(Buffer.from(first + second));
    expect(statement.openingBalance).toEqual({ date: '2026-03-01', amount: 10000n });
    expect(statement.closingBalance).toEqual({ date: '2026-03-31', amount: 12500n });
    expect(statement.lines.map((each) => [each.position, each.description, each.reference])).toEqual([
      [1, 'ONE', 'A'],
      [2, 'TWO', 'B'],
    ]);
  });

  it.each([
    [
      'a date that is not a real day',
      ':61:260230C1,00NTRFNONREF',
      'line 5',
      '"260230C1,00NTRFNONREF" is not a real date',
    ],
    ['an entry date that is not a real day', ':61:2603010230C1,00NTRFNONREF', 'line 5', '"0230" is not a real date'],
    ['an amount that is no number', ':61:260301C1.00NTRFNONREF', 'line 5', 'is not an MT940 statement line'],
    ['three decimals', ':61:260301C1,005NTRFNONREF', 'line 5', '1,005 has more than two decimals'],
    ['two decimal commas', ':61:260301C1,0,0NTRFNONREF', 'line 5', '"1,0,0" is not an amount'],
  ])('refuses %s, naming the line', (_, statementLine, where, message) => {
    expectUnreadable(() => readMt940(mt940(statementLine)), where, message);
  });

  it('refuses a balance that cannot be read, naming its line', () => {
    const file = mt940().toString().replace(':60F:C260301GBP100,00', ':60F:X260301GBP100,00');
    expectUnreadable(() => readMt940(Buffer.from(file)), 'line 4', '"X260301GBP100,00" is not a balance');
  });

  it('refuses a truncated file: a statement without its closing balance', () => {
    const file = mt940(':61:260301C1,00NTRFNONREF').toString().split(':62F:')[0] ?? '';
    expectUnreadable(() => readMt940(Buffer.from(file)), 'line 1', 'The statement has no :62F: balance');
  });

  it('refuses a file holding the statements of two accounts', () => {
    const other = mt940().toString().replace(':25:204577/30718954', ':25:204577/30719002');
    expectUnreadable(
      () => readMt940(Buffer.concat([mt940(), Buffer.from(other)])),
      // The first statement is lines 1 to 6; the second's :25: is its second line.
      'line 8',
      'statements of two accounts, 204577/30718954 in GBP and 204577/30719002 in GBP',
    );
  });

  it('refuses an empty file, and one that is not MT940', () => {
    expectUnreadable(() => readMt940(Buffer.from('')), 'line 1', 'holds no MT940 statement');
    expectUnreadable(() => readMt940(Buffer.from('Date,Amount\n')), 'line 1', 'holds no MT940 statement');
  });
});

function mt940(...lines: string[]): Buffer {
  const fields = [
    ':20:STMT1',
    ':25:204577/30718954',
    ':28C:1/1',
    ':60F:C260301GBP100,00',
    ...lines,
    ':62F:C260331GBP100,00',
    '-',
  ];
  return Buffer.from(`${fields.join('\r\n')}\r\n`);
}
