import { divideRoundingHalfUp } from '../shared/decimal.js';
import { type Money, multiplyAndRound } from '../shared/money.js';

/** Tax rates are kept in millionths: 0.175 is 175000. */
export const RATE_SCALE = 6;
/** Quantities are kept in millionths: 2.5 is 2500000. */
export const QUANTITY_SCALE = 6;

/** A line's net: quantity × unit price, rounded half-up to the cent. */
export function lineNet(quantityMicros: bigint, unitPrice: Money): Money {
  return multiplyAndRound(unitPrice, quantityMicros, QUANTITY_SCALE);
}

/** A line's tax: its net × the tax rate, rounded half-up to the cent. */
export function lineTax(net: Money, rateMicros: bigint): Money {
  return multiplyAndRound(net, rateMicros, RATE_SCALE);
}

/**
 * The VAT within an amount that includes it: amount × rate / (1 + rate), rounded half-up to the
 * cent. The rest is the net, whose VAT at the rate (lineTax) is within a penny of this.
 */
export function taxIncluded(amount: Money, rateMicros: bigint): Money {
  return divideRoundingHalfUp(amount * rateMicros, 10n ** BigInt(RATE_SCALE) + rateMicros);
}

export interface DocumentTotals {
  net: Money;
  tax: Money;
  total: Money;
}

/** A document's total is the sum of its lines' nets plus the sum of their taxes. */
export function documentTotals(lines: readonly { net: Money; tax: Money }[]): DocumentTotals {
  const net = lines.reduce((sum, line) => sum + line.net, 0n);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0n);
  return { net, tax, total: net + tax };
}
