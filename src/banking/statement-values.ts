import { isIsoDate } from '../shared/dates.js';
import { type Money, parseMoney } from '../shared/money.js';
import { UnreadableStatement } from './statement-file.js';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * An amount as a statement writes it, a plain decimal (`-12.5`, `+.50`, `1234.`), read exactly to the
 * penny. More than two decimals is refused, never rounded; so is an amount above the largest kept.
 */
export function readAmount(text: string, where: string): Money {
  const written = text.trim();
  const match = DECIMAL.exec(written);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new UnreadableStatement(where, `"${text}" is not an amount`);
  if (fraction.length > 2) {
    throw new UnreadableStatement(where, `${written} has more than two decimals: money is never rounded`);
  }
  const units = parseMoney(`${sign === '-' ? '-' : ''}${whole || '0'}.${fraction.padEnd(2, '0')}`);
  if (units === undefined) throw new UnreadableStatement(where, `${written} is larger than any amount the books keep`);
  return units;
}

/** The day a statement names, written YYYY-MM-DD: refused unless it is a real calendar day. */
export function readDay(year: string, month: string, day: string, where: string, written: string): string {
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isIsoDate(date)) throw new UnreadableStatement(where, `"${written}" is not a real date`);
  return date;
}

/** A year written with two digits, as MT940 and some CSVs write it: 00 to 69 are 2000s, 70 to 99 the 1900s. */
export function fourDigitYear(twoDigits: string): string {
  return `${Number(twoDigits) < 70 ? '20' : '19'}${twoDigits}`;
}

/** The words of a description from its parts: the empty ones left out, whitespace trimmed and runs of it collapsed. */
export function describedAs(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** A value as a line keeps it: trimmed, with null for nothing. */
export function keptText(value: string | null | undefined): string | null {
  const text = describedAs(value);
  return text === '' ? null : text;
}
