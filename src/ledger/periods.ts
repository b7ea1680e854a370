/**
 * Balances are kept for all time, by year, by month and by day. The balance at the end of any day is
 * the all-time balance less the periods after it: the years after its year, the months of its year
 * after its month, and the days of its month after it. A report of the current period thus reads
 * about one row per account, whatever the age of the books; one of a past date reads a row for each
 * later year, month of its year and day of its month. No posting is summed to answer it.
 */

export type PeriodKind = 'A' | 'Y' | 'M' | 'D';

export interface Period {
  kind: PeriodKind;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; empty for all time. */
  period: string;
}

export const ALL_TIME = { kind: 'A', period: '' } as const satisfies Period;

/** All time, and the year, the month and the day that a posting on `date` (YYYY-MM-DD) counts towards. */
export const periodsOf = (date: string): Period[] => [
  ALL_TIME,
  { kind: 'Y', period: date.slice(0, 4) },
  { kind: 'M', period: date.slice(0, 7) },
  { kind: 'D', period: date },
];

/** A range of periods of one kind, bounded by periods (or by what stands for them in a query: `Bound`). */
export interface PeriodRange<Bound = string> {
  kind: 'Y' | 'M' | 'D';
  /** Exclusive, or inclusive with `fromIncluded`. */
  from: Bound;
  fromIncluded: boolean;
  /** Inclusive. */
  to?: Bound;
}

/** What bounds the periods after a date: its year, its month and its year's last month, itself and its month's last day. */
export type PeriodBounds<Bound = string> = [year: Bound, month: Bound, lastMonth: Bound, date: Bound, lastDay: Bound];

export function periodBounds(date: string): PeriodBounds {
  const year = date.slice(0, 4);
  const month = date.slice(0, 7);
  return [year, month, `${year}-12`, date, `${month}-31`];
}

/**
 * The periods whose sum, taken from the all-time balance, leaves the balance of everything dated
 * before a date (or up to it, with `through`): the years after its year, the months of its year after
 * its month, and the days of its month from it (or after it). Days sort as text, so `-31` ends every month.
 */
export function periodRanges<Bound>(
  [year, month, lastMonth, date, lastDay]: PeriodBounds<Bound>,
  through: boolean,
): PeriodRange<Bound>[] {
  return [
    { kind: 'Y', from: year, fromIncluded: false },
    { kind: 'M', from: month, fromIncluded: false, to: lastMonth },
    { kind: 'D', from: date, fromIncluded: !through, to: lastDay },
  ];
}

export const periodsAfter = (date: string, { through = false } = {}) => periodRanges(periodBounds(date), through);
