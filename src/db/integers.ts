/**
 * A 64-bit integer read from the database as a JavaScript number, for values that are not money
 * (counts, status codes). One beyond 2^53 would lose precision: that is an error, never a silent change.
 */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`The integer ${value} is beyond what a JavaScript number holds exactly`);
  }
  return Number(value);
}
