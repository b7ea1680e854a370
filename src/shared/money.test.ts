import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_MONEY, multiplyAndRound, parseMoney } from './money.js';

describe('parseMoney', () => {
  it.each([
    [0, 0n],
    ['0', 0n],
    [1968, 196800n],
    ['1968', 196800n],
    ['1968.5', 196850n],
    [1968.05, 196805n],
    ['1,968.00', 196800n],
    ['1,000,000.00', 100000000n],
    ['12,345,678,901.23', 1234567890123n],
    ['-1,968.00', -196800n],
    [-0.01, -1n],
    ['007.10', 710n],
    ['999,999,999,999.99', MAX_MONEY],
  ])('reads %j as %d minor units', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    ['more than two decimals', '1.005'],
    ['a number with more than two decimals', 1.005],
    ['a float artefact', 0.1 + 0.2],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['exponent notation', '1e3'],
    ['a huge number', 1e21],
    ['a tiny number', 1e-7],
    ['one cent beyond the maximum', '1,000,000,000,000.00'],
    ['misplaced separators', '19,68.00'],
    ['a separator group of two digits', '1,96.00'],
    ['a trailing dot', '5.'],
    ['a leading dot', '.5'],
    ['a plus sign', '+5'],
    ['spaces', ' 5'],
    ['an empty string', ''],
    ['a boolean', true],
    ['null', null],
    ['an object', { amount: 5 }],
  ])('refuses %s', (_, input) => {
    expect(parseMoney(input)).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it.each([
    [0n, '0.00', '0.00'],
    [5n, '0.05', '0.05'],
    [-5n, '-0.05', '-0.05'],
    [99999n, '999.99', '999.99'],
    [196800n, '1,968.00', '1968.00'],
    [-196800n, '-1,968.00', '-1968.00'],
    [100000000n, '1,000,000.00', '1000000.00'],
    [123456789012345n, '1,234,567,890,123.45', '1234567890123.45'],
  ])('writes %d as %s (grouped) and %s (plain)', (amount, grouped, plain) => {
    expect(formatMoney(amount, 'grouped')).toBe(grouped);
    expect(formatMoney(amount, 'plain')).toBe(plain);
  });

  it('reads back what it writes, in both formats', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -MAX_MONEY, max: MAX_MONEY }),
        fc.constantFrom('grouped', 'plain'),
        (amount, format) => {
          expect(parseMoney(formatMoney(amount, format as 'grouped' | 'plain'))).toBe(amount);
        },
      ),
    );
  });
});

describe('multiplyAndRound', () => {
  it.each([
    // amount (minor units), factor, scale, expected
    [1n, 500_000n, 6, 1n], // 0.01 × 0.5 = 0.005 → 0.01
    [1n, 499_999n, 6, 0n], // 0.004999… → 0.00
    [-1n, 500_000n, 6, -1n], // -0.005 → -0.01 (away from zero)
    [-1n, 499_999n, 6, 0n],
    [3n, 500_000n, 6, 2n], // 0.015 → 0.02
    [5n, 500_000n, 6, 3n], // 0.025 → 0.03 (not banker's rounding)
    [82000n, 2_000_000n, 6, 164000n], // 2 × 820.00
    [164000n, 200_000n, 6, 32800n], // 20 % of 1,640.00
    [10000n, 1_234_560n, 6, 12346n], // 100.00 × 1.23456 = 123.456 → 123.46
    [333n, 1_000_000n / 3n, 6, 111n], // 3.33 × 0.333333 = 1.1099989 → 1.11
    [1n, 1n, 0, 1n],
    [0n, 123n, 6, 0n],
  ])('%d × %d / 10^%d is %d', (amount, factor, scale, expected) => {
    expect(multiplyAndRound(amount, factor, scale)).toBe(expected);
  });

  it('is never more than half a cent from the exact product, and rounds halves away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -MAX_MONEY, max: MAX_MONEY }),
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
        (amount, factor) => {
          const rounded = multiplyAndRound(amount, factor, 6);
          const exact = amount * factor; // in units of 10^-6 cent
          const error = rounded * 1_000_000n - exact;
          expect(error <= 500_000n && error >= -500_000n).toBe(true);
          if (error === 500_000n) expect(exact > 0n).toBe(true);
          if (error === -500_000n) expect(exact < 0n).toBe(true);
        },
      ),
      // Exact halves, which random values seldom give.
      {
        examples: [
          [1n, 500_000n],
          [-1n, 500_000n],
          [3n, -500_000n],
        ],
      },
    );
  });
});
