import { divideRoundingHalfUp } from './decimal.js';

/**
 * Money is a bigint of minor units (hundredths). The API writes money as strings with two
 * decimals for every currency, so every currency is kept to two decimals here.
 */
export type Money = bigint;

export type MoneyFormat = 'grouped' | 'plain';

/** The largest absolute amount accepted: anything above is taken for a mistake, not rounded or clipped. */
export const MAX_MONEY: Money = 99_999_999_999_999n;

const PLAIN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const GROUPED = /^(-?)(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * Reads money from a request: a JSON number or a numeric string, plain (`1968.5`) or with
 * thousands separators (`1,968.50`). Answers undefined for anything else, including more than two
 * decimals: money is never rounded silently.
 */
export function parseMoney(value: unknown): Money | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return undefined;
  }
  const match = PLAIN.exec(text) ?? GROUPED.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const units = BigInt(whole.replaceAll(',', '') + fraction.padEnd(2, '0'));
  if (units > MAX_MONEY) return undefined;
  return sign === '-' ? -units : units;
}

/** Writes money for a response: `1,968.00` (grouped) or `1968.00` (plain), `-` before negative values. */
export function formatMoney(amount: Money, format: MoneyFormat): string {
  const written = amount.toString();
  const sign = written.startsWith('-') ? '-' : '';
  const digits = (sign ? written.slice(1) : written).padStart(3, '0');
  const whole = digits.slice(0, -2);
  const fraction = digits.slice(-2);
  const grouped = format === 'grouped' && whole.length > 3 ? whole.replace(THOUSANDS, ',') : whole;
  return `${sign}${grouped}.${fraction}`;
}

/** Where a thousands separator goes in a whole number's digits. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * `amount × factor / 10^scale` to the cent, computed exactly and rounded by the service's one rule,
 * half-up: halves away from zero, so 0.005 is 0.01 and -0.005 is -0.01.
 */
export function multiplyAndRound(amount: Money, factor: bigint, scale: number): Money {
  return divideRoundingHalfUp(amount * factor, 10n ** BigInt(scale));
}
