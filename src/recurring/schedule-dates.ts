import { addCalendarMonths, addDays } from '../shared/dates.js';

// The dates of a recurring invoice's occurrences: pure, so that they are worked out the same way
// by the API (nextIssueDate), the runner and the tests.

export const FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface Schedule {
  frequency: Frequency;
  /** Every `interval` weeks, months, quarters or years. */
  interval: number;
  /** The day of each month it falls on, or its last day; none for a weekly schedule (it keeps startDate's weekday). */
  dayOfMonth?: number | 'last' | undefined;
  startDate: string;
  endDate?: string | undefined;
  /** How many occurrences there are in all. */
  count?: number | undefined;
}

const MONTHS_PER_STEP: Record<Exclude<Frequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The day of the month of a monthly (or longer) schedule: the one given, else startDate's. */
const dayOfMonthOf = (schedule: Schedule): number => {
  const { dayOfMonth, startDate } = schedule;
  if (dayOfMonth === 'last') return 31;
  return dayOfMonth ?? Number(startDate.slice(8, 10));
};

/**
 * The day `day` of the month `months` after January of `year`, or that month's last day when it is
 * shorter: January has 31 days, so addCalendarMonths clamps as a schedule does (31 → 28 February).
 */
const dayOfMonthAfter = (year: string, day: number, months: number) =>
  addCalendarMonths(`${year}-01-${String(day).padStart(2, '0')}`, months);

/**
 * The months from January of startDate's year to the first occurrence: startDate's month when its
 * day of the schedule is not before startDate, else the next period's.
 */
function firstMonthOffset(schedule: Schedule, step: number): number {
  const year = schedule.startDate.slice(0, 4);
  const months = Number(schedule.startDate.slice(5, 7)) - 1;
  const inStartMonth = dayOfMonthAfter(year, dayOfMonthOf(schedule), months);
  return inStartMonth !== undefined && inStartMonth >= schedule.startDate ? months : months + step;
}

/**
 * The date of occurrence `n` (0 for the first) whatever the schedule's end; undefined past the
 * year 9999. A monthly schedule on the 31st, or on the `last` day, falls on 28 (29) February and
 * 30 April; a yearly one from 29 February on 28 February in the years between leap years.
 */
export function occurrenceDate(schedule: Schedule, n: number): string | undefined {
  if (schedule.frequency === 'weekly') return addDays(schedule.startDate, 7 * schedule.interval * n);
  const step = MONTHS_PER_STEP[schedule.frequency] * schedule.interval;
  const year = schedule.startDate.slice(0, 4);
  return dayOfMonthAfter(year, dayOfMonthOf(schedule), firstMonthOffset(schedule, step) + step * n);
}

/** The date of occurrence `n` when the schedule has one: not past its count, its endDate or the year 9999. */
export function scheduledDate(schedule: Schedule, n: number): string | undefined {
  if (schedule.count !== undefined && n >= schedule.count) return undefined;
  const date = occurrenceDate(schedule, n);
  if (date === undefined || (schedule.endDate !== undefined && date > schedule.endDate)) return undefined;
  return date;
}

/**
 * The first occurrence, from `n` on, that falls on or after `date`, or undefined when the schedule
 * has none left: where a paused schedule resumes, the occurrences it missed left out.
 */
export function firstOccurrenceFrom(schedule: Schedule, n: number, date: string): number | undefined {
  for (let next = n; ; next++) {
    const at = scheduledDate(schedule, next);
    if (at === undefined) return undefined;
    if (at >= date) return next;
  }
}

/**
 * The first occurrence, from `n` on, that falls on or after `date`, with its date, for a schedule that
 * has issued `issued` invoices; undefined when none is left. `count` is how many invoices it issues
 * in all: once its dates change (a PUT) or occurrences are passed over (a pause), occurrence `n` is
 * no longer its n-th invoice, so what it issued is counted, not the occurrences' numbers.
 */
export function nextOccurrence(
  schedule: Schedule,
  issued: number,
  n: number,
  date: string,
): { number: number; date: string } | undefined {
  if (schedule.count !== undefined && issued >= schedule.count) return undefined;
  const uncounted = { ...schedule, count: undefined };
  const next = firstOccurrenceFrom(uncounted, n, date);
  const at = next === undefined ? undefined : scheduledDate(uncounted, next);
  return next === undefined || at === undefined ? undefined : { number: next, date: at };
}
