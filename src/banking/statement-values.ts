import { isIsoDate } from '../shared/dates.js';
import { type Money, parseMoney } from '../shared/money.js';
import { UnreadableStatement } from './statement-file.js';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * An amount as a statement writes it, a plain decimal (`-12.5`, `+.50`, `1234.`), read exactly to the
 * penny. More than two decimals is refused, never rounded; so is an amount above the largest kept.
 * `written` is the amount as the file wrote it, for the message.
 */
export function readAmount(text: string, where: string, written = text.trim()): Money {
  const match = DECIMAL.exec(text.trim());
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === ''))
    throw new UnreadableStatement(where, `"${written}" is not an amount`);
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

/** Windows-1252 is Latin-1 but for 0x80 to 0x9F (€, ‘’, “”, –…); Node 20's TextDecoder reads it as Latin-1. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function windows1252(body: Buffer): string {
  return body
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] as string);
}

/** UTF-8 (its byte order mark dropped), or else Windows-1252 (where it is not UTF-8): many UK banks still write their £ in it. */
export function utf8OrWindows1252(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body);
  } catch {
    return windows1252(body);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with XML's character references (`&amp;`, `&#163;`) written out. */
export function decodeXmlEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]+));/gi,
    (entity, hex?: string, decimal?: string, name?: string) => {
      const codePoint = hex ? Number.parseInt(hex, 16) : decimal ? Number(decimal) : undefined;
      if (codePoint === undefined) return ENTITIES[(name as string).toLowerCase()] ?? entity;
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    },
  );
}
