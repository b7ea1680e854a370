import { ruleViolation } from './errors.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The years the books keep: those YYYY-MM-DD writes, which both stores hold. */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

interface Day {
  year: number;
  month: number;
  day: number;
}

/** True for a `YYYY-MM-DD` string naming a real calendar day (leap years included). */
export function isIsoDate(value: string): boolean {
  const day = dayOf(value);
  return day !== undefined && isoDate(day) === value;
}

const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{3})?Z$/;

/** True for a UTC instant as the API writes timestamps, `YYYY-MM-DDTHH:MM:SS.sssZ` (the milliseconds optional), on a real day. */
export function isUtcTimestamp(value: string): boolean {
  const day = UTC_TIMESTAMP.exec(value)?.[1];
  return day !== undefined && isIsoDate(day);
}

function dayOf(value: string): Day | undefined {
  const match = ISO_DATE.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
}

/** A real calendar day of the years the books keep, written YYYY-MM-DD; undefined for any other. */
function isoDate({ year, month, day }: Day): string | undefined {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** A date (YYYY-MM-DD) as the UTC midnight that begins it. */
function midnightOf(date: string): Date {
  const { year, month, day } = dayOf(date) as Day;
  const midnight = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes the years 0 to 99 as they are, not as 1900 to 1999.
  midnight.setUTCFullYear(year, month - 1, day);
  return midnight;
}

const DAY_MS = 86_400_000;

let todayBegan = 0;
let todayText = '';

/**
 * Today in UTC (YYYY-MM-DD): the day a report is taken at when it names none, and the day a
 * document falls overdue after. Written anew once a day, not once a call: every document of a
 * list asks.
 */
export function today(): string {
  const now = Date.now();
  if (now < todayBegan || now >= todayBegan + DAY_MS) {
    todayBegan = now - (now % DAY_MS);
    todayText = new Date(todayBegan).toISOString().slice(0, 10);
  }
  return todayText;
}

/** The day `days` after `date` (before it, when negative); undefined when it falls outside the years the books keep. */
export function addDays(date: string, days: number): string | undefined {
  const moved = midnightOf(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return isoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** The whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((midnightOf(to).getTime() - midnightOf(from).getTime()) / DAY_MS);
}

/** The year of a date (YYYY-MM-DD). */
export const yearOf = (date: string): number => (dayOf(date) as Day).year;

/** The day `monthDay` (MM-DD) of `year`; undefined when the year is outside those the books keep, or has no such day. */
export function dateInYear(year: number, monthDay: string): string | undefined {
  const [month = 0, day = 0] = monthDay.split('-').map(Number);
  return isoDate({ year, month, day });
}

/**
 * A date worked out from the one a request gave in `field` (a reversal the day after it, the first
 * day of its financial year), as long as it falls in the years the books keep: else the request is
 * refused (422), naming the field, before anything is written.
 */
export function keptDate(date: string | undefined, field: string, what: string): string {
  if (date !== undefined) return date;
  throw ruleViolation(`The ${what} would fall outside the years 0001 to 9999, which the books keep`, [
    { path: field, message: `puts the ${what} outside the years 0001 to 9999` },
  ]);
}

/**
 * The day `months` calendar months after `date`: the same day of that month, or its last day when the
 * month is shorter (31 August and six months: 28 February, or 29 in a leap year). Undefined when that
 * day falls outside the years the books keep.
 */
export function addCalendarMonths(date: string, months: number): string | undefined {
  const { year, month, day } = dayOf(date) as Day;
  const monthIndex = year * 12 + month - 1 + months;
  const laterYear = Math.floor(monthIndex / 12);
  const laterMonth = monthIndex - laterYear * 12 + 1;
  if (laterYear < FIRST_YEAR || laterYear > LAST_YEAR) return undefined;
  return isoDate({ year: laterYear, month: laterMonth, day: Math.min(day, daysInMonth(laterYear, laterMonth)) });
}
