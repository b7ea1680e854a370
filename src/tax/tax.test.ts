import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, lineNet, lineTax, taxIncluded } from './tax.js';

describe('line amounts', () => {
  it("computes the spec's sample: 2 × 820.00 at 20 % is 1,640.00 + 328.00 = 1,968.00", () => {
    const net = lineNet(2_000_000n, 82_000n);
    const tax = lineTax(net, 200_000n);
    expect([net, tax, documentTotals([{ net, tax }]).total]).toEqual([164_000n, 32_800n, 196_800n]);
  });

  it.each([
    // quantity (millionths), unit price (cents), net (cents)
    [1_500_000n, 1n, 2n], // 1.5 × 0.01 = 0.015 → 0.02
    [500_000n, 1n, 1n], // 0.5 × 0.01 = 0.005 → 0.01
    [499_999n, 1n, 0n], // 0.004999… → 0.00
    [-500_000n, 1n, -1n], // a discount: -0.005 → -0.01
    [333_333n, 300n, 100n], // 0.333333 × 3.00 = 0.999999 → 1.00
    [1n, 99_999_999_999_999n, 100_000_000n], // 0.000001 × 999,999,999,999.99 = 999,999.99999999 → 1,000,000.00
  ])('nets %d millionths × %d cents as %d cents, rounding halves away from zero', (quantity, price, net) => {
    expect(lineNet(quantity, price)).toBe(net);
  });

  it.each([
    [5n, 100_000n, 1n], // 0.05 × 10 % = 0.005 → 0.01
    [4n, 125_000n, 1n], // 0.04 × 12.5 % = 0.005 → 0.01
    [3n, 125_000n, 0n], // 0.0375 → 0.00
    [-5n, 100_000n, -1n],
    [1_999n, 175_000n, 350n], // 19.99 × 17.5 % = 3.49825 → 3.50
  ])('taxes a net of %d cents at %d millionths as %d cents', (net, rate, tax) => {
    expect(lineTax(net, rate)).toBe(tax);
  });

  it('totals are the sum of the rounded line amounts, never rounded again', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            net: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
            tax: fc.bigInt({ min: 0n, max: 10n ** 8n }),
          }),
        ),
        (lines) => {
          const totals = documentTotals(lines);
          expect(totals.total).toBe(lines.reduce((sum, line) => sum + line.net + line.tax, 0n));
          expect(totals.net + totals.tax).toBe(totals.total);
        },
      ),
    );
  });

  it.each([
    // amount including VAT (cents), rate (millionths), VAT within it (cents)
    [12_000n, 200_000n, 2_000n], // 120.00 / 1.2 = 100.00: VAT 20.00
    [1_000n, 200_000n, 167n], // 10.00 × 0.2 / 1.2 = 1.6666… → 1.67, net 8.33
    [3n, 200_000n, 1n], // 0.03 × 0.2 / 1.2 = 0.005 → 0.01, a half rounded away from zero
    [2n, 200_000n, 0n], // 0.02 × 0.2 / 1.2 = 0.00333… → 0.00
    [2_100n, 50_000n, 100n], // 21.00 × 0.05 / 1.05 = 1.00
    [5_000n, 0n, 0n],
  ])('finds the VAT within %d cents at %d millionths: %d cents', (amount, rate, tax) => {
    expect(taxIncluded(amount, rate)).toBe(tax);
  });

  it('splits an amount including VAT into a net whose VAT at the rate is within a penny of the VAT found in it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 1_000_000n }), (amount, rate) => {
        const tax = taxIncluded(amount, rate);
        const difference = tax - lineTax(amount - tax, rate);
        expect(difference >= -1n && difference <= 1n).toBe(true);
      }),
    );
  });
});
