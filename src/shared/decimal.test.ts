import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp, parseScaled, scaledToNumber } from './decimal.js';

describe('divideRoundingHalfUp', () => {
  it.each([
    [5n, 2n, 3n], // 2.5 → 3: half-up, not to the even 2
    [7n, 2n, 4n], // 3.5 → 4
    [-5n, 2n, -3n], // -2.5 → -3: halves away from zero
    [1n, 2n, 1n], // 0.5 → 1
    [-1n, 2n, -1n],
    [4_999_999n, 10_000_000n, 0n], // 0.4999999 → 0
    [5_000_000n, 10_000_000n, 1n], // 0.5 → 1
    [14_999_999n, 10_000_000n, 1n], // 1.4999999 → 1
    [2n, 3n, 1n], // 0.666… → 1
    [1n, 3n, 0n], // 0.333… → 0
    [6n, 3n, 2n],
    [0n, 7n, 0n],
  ])('%d / %d is %d', (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });

  it('is never more than half from the exact quotient, and rounds halves away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (n, d) => {
          const error = 2n * (divideRoundingHalfUp(n, d) * d - n); // twice the error, in units of 1/d
          expect(error <= d && error >= -d).toBe(true);
          if (error === d) expect(n > 0n).toBe(true);
          if (error === -d) expect(n < 0n).toBe(true);
        },
      ),
      {
        examples: [
          [5n, 2n],
          [-5n, 2n],
          [1n, 10n ** 20n],
        ],
      },
    );
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1n, -2n)).toThrow(RangeError);
  });
});

describe('parseScaled', () => {
  it.each([
    [0.00000005, 8, 5n], // written 5e-8 by JavaScript
    [1.5e-7, 8, 15n],
    [-1e-7, 8, -10n],
    [0.0000001234, 10, 1234n],
    [1e21, 0, 10n ** 21n],
    [1e-9, 8, undefined], // 9 decimals
    ['1e-8', 8, undefined], // a string is read as written
    [0.86645, 8, 86_645_000n],
    ['17007.66', 8, 1_700_766_000_000n],
  ])('reads %s at scale %d as %s', (value, scale, expected) => {
    expect(parseScaled(value, scale)).toBe(expected);
  });

  it('reads back every 8-decimal rate that it writes as a number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 100_000_000_000_000n }), (units) => {
        expect(parseScaled(scaledToNumber(units, 8), 8)).toBe(units);
      }),
    );
  });
});
