import { describe, expect, it } from 'vitest';
import { crossRate, ratesInBaseCurrency, readEuroReferenceRates } from './euro-reference-rates.js';

const HISTORY =
  'Date,USD,JPY,GBP,HRK,\n2024-01-02,1.0956,155.68,0.86645,N/A,\n2019-04-10,1.1279,125.38,0.86083,7.4253,\n';

describe('crossRate', () => {
  it('divides base per euro by currency per euro, rounding half-up at the 8th decimal', () => {
    // 0.00000005 ÷ 2 = 0.000000025: half-up gives 0.00000003 (half-even would give 0.00000002).
    expect(crossRate(5n, 200_000_000n)).toBe(3n);
    // 0.00000005 ÷ 2.00000001 = 0.0000000249999…: under the half, down.
    expect(crossRate(5n, 200_000_001n)).toBe(2n);
    // 0.86645 ÷ 1.0956 = 0.790845198977…: the 9th decimal is 8, up.
    expect(crossRate(86_645_000n, 109_560_000n)).toBe(79_084_520n);
  });
});

describe('readEuroReferenceRates', () => {
  it('reads the historical file: a column per currency, N/A and empty where there is no rate', () => {
    const rates = readEuroReferenceRates(`${HISTORY}2019-04-09,1.1277,,0.86335,7.4342,\n`);
    expect(rates.currencies).toEqual(['USD', 'JPY', 'GBP', 'HRK']);
    expect(rates.days.map((day) => [day.date, [...day.perEuro]])).toEqual([
      [
        '2024-01-02',
        [
          ['USD', 109_560_000n],
          ['JPY', 15_568_000_000n],
          ['GBP', 86_645_000n],
        ],
      ],
      [
        '2019-04-10',
        [
          ['USD', 112_790_000n],
          ['JPY', 12_538_000_000n],
          ['GBP', 86_083_000n],
          ['HRK', 742_530_000n],
        ],
      ],
      [
        '2019-04-09',
        [
          ['USD', 112_770_000n],
          ['GBP', 86_335_000n],
          ['HRK', 743_420_000n],
        ],
      ],
    ]);
  });

  it('reads the daily file: fields padded with a space, the date spelled out, Windows line ends', () => {
    const rates = readEuroReferenceRates('Date, USD, GBP, \r\n03 June 2021, 1.2187, 0.85955, \r\n');
    expect(rates.days).toEqual([
      {
        date: '2021-06-03',
        perEuro: new Map([
          ['USD', 121_870_000n],
          ['GBP', 85_955_000n],
        ]),
      },
    ]);
  });

  it.each([
    ['', /it is empty/],
    ['Currency,Rate\nUSD,1.1\n', /first line does not begin with Date/],
    ['Date,\n2024-01-02,\n', /names no currency/],
    ['Date,USD,US Dollar,\n', /"US Dollar" is not a currency code/],
    ['Date,USD,USD,\n', /USD has two columns/],
    ['Date,USD,EUR,\n', /EUR has a column/],
    ['Date,USD,\n2024-01-02,one,\n', /USD on 2024-01-02 is not a rate: "one"/],
    ['Date,USD,\n2024-01-02,-1.1,\n', /USD on 2024-01-02 is not a rate/],
    ['Date,USD,\n2024-01-02,0,\n', /USD on 2024-01-02 is not a rate/],
    ['Date,USD,\n2024-01-02,1.123456789,\n', /USD on 2024-01-02 is not a rate/],
    ['Date,USD,\n2024-02-30,1.1,\n', /"2024-02-30" is not a date/],
    ['Date,USD,\n3 Juin 2021,1.1,\n', /"3 Juin 2021" is not a date/],
    ['Date,USD,\n2024-01-02,1.1,\n2024-01-02,1.2,\n', /2024-01-02 comes twice/],
    ['Date,USD,\n2024-01-02,1.1\n', /Invalid Record Length/],
    ['{"Date": "2024-01-02"}', /Invalid Opening Quote/],
  ])('refuses %j', (text, reason) => {
    expect(() => readEuroReferenceRates(text)).toThrow(/^The file is not the ECB's euro reference rates in CSV: /);
    expect(() => readEuroReferenceRates(text)).toThrow(reason);
  });
});

describe('ratesInBaseCurrency', () => {
  const rates = readEuroReferenceRates(HISTORY);
  const written = (base: string) =>
    ratesInBaseCurrency(rates, base).map(({ currency, date, rate }) => `${date} ${currency} ${rate}`);

  it('gives every other currency of a day, the euro included, in units of the base currency', () => {
    // GBP: 0.86645 ÷ 155.68 = 0.0055655832…; 0.86083 ÷ 1.1279 = 0.7632148240…; 0.86083 ÷ 125.38 = 0.0068657680…;
    // 0.86083 ÷ 7.4253 = 0.1159320162….
    expect(written('GBP')).toEqual([
      '2024-01-02 EUR 86645000',
      '2024-01-02 USD 79084520',
      '2024-01-02 JPY 556558',
      '2019-04-10 EUR 86083000',
      '2019-04-10 USD 76321482',
      '2019-04-10 JPY 686577',
      '2019-04-10 HRK 11593202',
    ]);
    // EUR: 1 ÷ 7.4253 = 0.1346746932…
    expect(written('EUR').filter((line) => line.includes('HRK'))).toEqual(['2019-04-10 HRK 13467469']);
  });

  it('gives nothing on a day without a rate of the base currency', () => {
    expect(written('HRK').filter((line) => line.startsWith('2024'))).toEqual([]);
    expect(written('HRK')).toHaveLength(4);
  });

  it('refuses a base currency that the file has no column of', () => {
    expect(() => written('NGN')).toThrow("The file has no rates of NGN, the company's base currency");
  });

  it('refuses a rate that rounds to nothing at 8 decimals or is over 1,000,000', () => {
    const tiny = readEuroReferenceRates('Date,XAA,XBB,\n2024-01-02,0.00000001,1000,\n');
    expect(() => ratesInBaseCurrency(tiny, 'XAA')).toThrow('The rate of XBB on 2024-01-02 is not one the books keep');
    expect(() => ratesInBaseCurrency(tiny, 'XBB')).toThrow('The rate of XAA on 2024-01-02 is not one the books keep');
  });
});
