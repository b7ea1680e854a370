import { dateInYear, yearOf } from '../shared/dates.js';

/**
 * The first day of the financial year that `date` (YYYY-MM-DD) falls in, for years starting on
 * `yearStart` (MM-DD, never 29 February, so that every year has the day); undefined when that day
 * falls before the first year the books keep.
 */
export function financialYearStart(date: string, yearStart: string): string | undefined {
  const year = yearOf(date);
  const start = dateInYear(year, yearStart);
  return start !== undefined && start <= date ? start : dateInYear(year - 1, yearStart);
}

/** Today in UTC, the day a report is taken at when it names none. */
export const today = () => new Date().toISOString().slice(0, 10);
