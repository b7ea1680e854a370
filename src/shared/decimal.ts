/**
 * Exact decimals (quantities, tax and exchange rates) as bigints scaled by a fixed power of ten:
 * 0.175 at scale 6 is 175000n. JSON numbers are read through their shortest decimal writing,
 * which is the number the client wrote, so no binary rounding enters.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Reads a number or numeric string with at most `scale` decimals; undefined for anything else. */
export function parseScaled(value: unknown, scale: number): bigint | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const match = DECIMAL.exec(typeof value === 'number' ? withoutExponent(value) : value);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return undefined;
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** The JSON number for a scaled decimal; exact whenever the value has 15 significant digits or fewer. */
export function scaledToNumber(units: bigint, scale: number): number {
  return Number(units) / 10 ** scale;
}

/**
 * A number's shortest decimal writing, without the exponent that JavaScript uses below 10^-6 and
 * from 10^21: 5e-8 is 0.00000005, a rate that a client sent, or read back from an answer.
 */
function withoutExponent(value: number): string {
  const [mantissa = '', exponent] = String(value).split('e');
  if (exponent === undefined) return mantissa;
  const sign = mantissa.startsWith('-') ? '-' : '';
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits.padEnd(point, '0')}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The one rounding rule of the service: `numerator / denominator` (a positive denominator) to the
 * nearest integer, halves away from zero (half-up: 2.5 is 3, -2.5 is -3), computed exactly.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError(`divideRoundingHalfUp needs a positive denominator, not ${denominator}`);
  const quotient = numerator / denominator;
  const twiceRemainder = 2n * (numerator % denominator);
  if (twiceRemainder >= denominator) return quotient + 1n;
  if (twiceRemainder <= -denominator) return quotient - 1n;
  return quotient;
}
