/**
 * Balances are kept by year, by month and by day, so that the balance at the end of any day is the
 * sum of at most a few dozen periods per account: the years before it, the months of its year before
 * its month, and the days of its month up to it. No posting is summed to answer it.
 */

export type PeriodKind = 'Y' | 'M' | 'D';

export interface Period {
  kind: PeriodKind;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  period: string;
}

/** The year, the month and the day that a posting on `date` (YYYY-MM-DD) counts towards. */
export const periodsOf = (date: string): Period[] => [
  { kind: 'Y', period: date.slice(0, 4) },
  { kind: 'M', period: date.slice(0, 7) },
  { kind: 'D', period: date },
];

export interface PeriodRange {
  kind: PeriodKind;
  /** Inclusive. */
  from?: string;
  /** Exclusive, or inclusive with `toIncluded`. */
  to: string;
  toIncluded: boolean;
}

/** What bounds the periods before a date: its year and first month, its month and first day, itself. */
export type PeriodBounds = [year: string, yearStart: string, month: string, monthStart: string, date: string];

export function periodBounds(date: string): PeriodBounds {
  const year = date.slice(0, 4);
  const month = date.slice(0, 7);
  return [year, `${year}-01`, month, `${month}-01`, date];
}

/**
 * The periods whose sum is the balance of everything dated before a date (or up to it, with
 * `through`): whole years before its year, whole months of its year before its month, and the days
 * of its month before it (or up to it).
 */
export function periodRanges(
  [year, yearStart, month, monthStart, date]: PeriodBounds,
  through: boolean,
): PeriodRange[] {
  return [
    { kind: 'Y', to: year, toIncluded: false },
    { kind: 'M', from: yearStart, to: month, toIncluded: false },
    { kind: 'D', from: monthStart, to: date, toIncluded: through },
  ];
}

export const periodsBefore = (date: string, { through = false } = {}) => periodRanges(periodBounds(date), through);
