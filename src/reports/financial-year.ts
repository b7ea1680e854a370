import { addDays, dateInYear, yearOf } from '../shared/dates.js';

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

/**
 * The last days of the financial years starting on `yearStart` that fall from `from` to `to`
 * (YYYY-MM-DD, both included), in order: where those days are split into years.
 */
export function financialYearEnds(yearStart: string, from: string, to: string): string[] {
  const ends: string[] = [];
  // The year starting in year Y ends in Y, or in Y - 1 for years starting on 1 January.
  for (let year = yearOf(from); year <= yearOf(to) + 1; year += 1) {
    const start = dateInYear(year, yearStart);
    const end = start === undefined ? undefined : addDays(start, -1);
    if (end !== undefined && end >= from && end <= to) ends.push(end);
  }
  return ends;
}
