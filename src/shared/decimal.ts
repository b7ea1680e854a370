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
  const match = DECIMAL.exec(String(value));
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
