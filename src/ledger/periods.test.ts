import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PeriodRange, periodsAfter, periodsOf } from './periods.js';

const inRange = (period: { kind: string; period: string }, range: PeriodRange) =>
  period.kind === range.kind &&
  (range.fromIncluded ? period.period >= range.from : period.period > range.from) &&
  (range.to === undefined || period.period <= range.to);

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('periods', () => {
  it('give a posting all time, a year, a month and a day', () => {
    expect(periodsOf('2026-02-28')).toEqual([
      { kind: 'A', period: '' },
      { kind: 'Y', period: '2026' },
      { kind: 'M', period: '2026-02' },
      { kind: 'D', period: '2026-02-28' },
    ]);
  });

  it('count a posting exactly once in the balance of any later day, and never in that of an earlier one', () => {
    fc.assert(
      fc.property(isoDate, isoDate, fc.boolean(), (posted, asOf, through) => {
        const ranges = periodsAfter(asOf, { through });
        const periods = periodsOf(posted);
        const inAllTime = periods.filter((period) => period.kind === 'A').length;
        const after = periods.filter((period) => ranges.some((range) => inRange(period, range))).length;
        const expected = through ? posted <= asOf : posted < asOf;
        expect(inAllTime - after).toBe(expected ? 1 : 0);
      }),
      { numRuns: 2000 },
    );
  });
});
