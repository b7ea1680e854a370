/**
 * The first day of the financial year that `date` (YYYY-MM-DD) falls in, for years starting on
 * `yearStart` (MM-DD, never 29 February, so that every year has the day).
 */
export function financialYearStart(date: string, yearStart: string): string {
  const year = Number(date.slice(0, 4));
  const start = `${String(year).padStart(4, '0')}-${yearStart}`;
  return start <= date ? start : `${String(year - 1).padStart(4, '0')}-${yearStart}`;
}

/** Today in UTC, the day a report is taken at when it names none. */
export const today = () => new Date().toISOString().slice(0, 10);
