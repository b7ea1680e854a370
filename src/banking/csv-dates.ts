import { UnreadableStatement } from './statement-file.js';
import { fourDigitYear, readDay } from './statement-values.js';

/** The ways a bank's CSV writes its dates. */
export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MMM-YYYY',
  'DD MMM YYYY',
  'DD.MM.YYYY',
  'DD/MM/YY',
  'YYYYMMDD',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

interface DatePattern {
  pattern: RegExp;
  /** Where the day, month and year are among the pattern's groups. */
  order: { day: number; month: number; year: number };
}

// Spreadsheets drop the leading zeros of days and months, and some banks add the time: both are read.
const TIME = '(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2})?)?';
const dated = (body: string) => new RegExp(`^${body}${TIME}$`, 'i');
const DMY = { day: 1, month: 2, year: 3 };

const PATTERNS: Record<DateFormat, DatePattern> = {
  'DD/MM/YYYY': { pattern: dated('(\\d{1,2})/(\\d{1,2})/(\\d{4})'), order: DMY },
  'MM/DD/YYYY': { pattern: dated('(\\d{1,2})/(\\d{1,2})/(\\d{4})'), order: { day: 2, month: 1, year: 3 } },
  'YYYY-MM-DD': { pattern: dated('(\\d{4})-(\\d{1,2})-(\\d{1,2})'), order: { day: 3, month: 2, year: 1 } },
  'DD-MMM-YYYY': { pattern: dated('(\\d{1,2})-([a-z]{3,9})-(\\d{4})'), order: DMY },
  'DD MMM YYYY': { pattern: dated('(\\d{1,2}) ([a-z]{3,9}) (\\d{4})'), order: DMY },
  'DD.MM.YYYY': { pattern: dated('(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})'), order: DMY },
  'DD/MM/YY': { pattern: dated('(\\d{1,2})/(\\d{1,2})/(\\d{2})'), order: DMY },
  YYYYMMDD: { pattern: dated('(\\d{4})(\\d{2})(\\d{2})'), order: { day: 3, month: 2, year: 1 } },
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A CSV cell's date, in the profile's format, as YYYY-MM-DD: refused unless it is a real calendar day. */
export function readCsvDate(cell: string, format: DateFormat, where: string): string {
  const { pattern, order } = PATTERNS[format];
  const match = pattern.exec(cell.trim());
  if (!match) throw new UnreadableStatement(where, `"${cell}" is not a date written ${format}`);
  const year = match[order.year] as string;
  const month = monthNumber(match[order.month] as string);
  if (month === undefined) throw new UnreadableStatement(where, `"${cell}" names no month`);
  return readDay(year.length === 2 ? fourDigitYear(year) : year, month, match[order.day] as string, where, cell);
}

function monthNumber(written: string): string | undefined {
  if (/^\d+$/.test(written)) return written;
  const name = written.toLowerCase();
  const index = name.length === 3 ? MONTHS.indexOf(name) : MONTH_NAMES.indexOf(name);
  // 'Sept' is how some banks abbreviate September.
  return index >= 0 ? String(index + 1) : name === 'sept' ? '9' : undefined;
}
