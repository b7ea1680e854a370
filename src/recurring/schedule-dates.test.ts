import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '../shared/dates.js';
import { FREQUENCIES, firstOccurrenceFrom, occurrenceDate, type Schedule, scheduledDate } from './schedule-dates.js';

const datesOf = (schedule: Schedule, count: number) =>
  Array.from({ length: count }, (_, n) => scheduledDate(schedule, n));

describe('the dates of a schedule, worked by hand', () => {
  it('monthly on the 31st from 31 January: 31 Jan, 28 Feb, 31 Mar, 30 Apr', () => {
    const schedule: Schedule = { frequency: 'monthly', interval: 1, dayOfMonth: 31, startDate: '2026-01-31' };
    expect(datesOf(schedule, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('monthly on the last day from 15 January 2024 (a leap year): 31 Jan, 29 Feb, 31 Mar, 30 Apr', () => {
    const schedule: Schedule = { frequency: 'monthly', interval: 1, dayOfMonth: 'last', startDate: '2024-01-15' };
    expect(datesOf(schedule, 4)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
  });

  it('weekly every 2 weeks from Monday 5 January 2026: the 5th, the 19th, 2 February', () => {
    const schedule: Schedule = { frequency: 'weekly', interval: 2, startDate: '2026-01-05' };
    expect(datesOf(schedule, 3)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02']);
  });

  it('quarterly on the 30th from 30 November: 30 Nov, 28 Feb, 30 May, 30 Aug', () => {
    const schedule: Schedule = { frequency: 'quarterly', interval: 1, dayOfMonth: 30, startDate: '2025-11-30' };
    expect(datesOf(schedule, 4)).toEqual(['2025-11-30', '2026-02-28', '2026-05-30', '2026-08-30']);
  });

  it('yearly from 29 February 2024: 28 February in the years between, 29 February in 2028', () => {
    const schedule: Schedule = { frequency: 'yearly', interval: 1, dayOfMonth: 29, startDate: '2024-02-29' };
    expect(datesOf(schedule, 5)).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
  });

  it('a day of the month before startDate first falls in the next period: the 10th from 15 January, quarterly', () => {
    const schedule: Schedule = { frequency: 'quarterly', interval: 1, dayOfMonth: 10, startDate: '2026-01-15' };
    expect(datesOf(schedule, 2)).toEqual(['2026-04-10', '2026-07-10']);
  });

  it('without dayOfMonth, a monthly schedule keeps the day of startDate', () => {
    const schedule: Schedule = { frequency: 'monthly', interval: 2, startDate: '2026-01-20' };
    expect(datesOf(schedule, 3)).toEqual(['2026-01-20', '2026-03-20', '2026-05-20']);
  });

  it('has no occurrence past its count, nor past its endDate', () => {
    const monthly: Schedule = { frequency: 'monthly', interval: 1, dayOfMonth: 1, startDate: '2026-01-01' };
    expect(datesOf({ ...monthly, count: 2 }, 3)).toEqual(['2026-01-01', '2026-02-01', undefined]);
    expect(datesOf({ ...monthly, endDate: '2026-02-28' }, 3)).toEqual(['2026-01-01', '2026-02-01', undefined]);
  });

  it('resumes at the first occurrence on or after a date, those before it left out', () => {
    const schedule: Schedule = { frequency: 'monthly', interval: 1, dayOfMonth: 1, startDate: '2026-01-01' };
    // 1 Feb, 1 Mar and 1 Apr are missed; 1 May is the first on or after 2 April.
    expect(firstOccurrenceFrom(schedule, 1, '2026-04-02')).toBe(4);
    expect(firstOccurrenceFrom({ ...schedule, count: 4 }, 1, '2026-04-02')).toBeUndefined();
  });
});

const DAY = fc.integer({ min: 1, max: 31 });
const scheduleArbitrary = fc
  .record({
    frequency: fc.constantFrom(...FREQUENCIES),
    interval: fc.integer({ min: 1, max: 5 }),
    dayOfMonth: fc.oneof(DAY, fc.constant('last' as const)),
    startDate: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    endOffset: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
    count: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
  })
  .map(({ frequency, dayOfMonth, endOffset, ...rest }): Schedule => {
    const endDate = endOffset === undefined ? undefined : new Date(Date.parse(rest.startDate) + endOffset * 86_400_000);
    return {
      ...rest,
      frequency,
      dayOfMonth: frequency === 'weekly' ? undefined : dayOfMonth,
      endDate: endDate?.toISOString().slice(0, 10),
    };
  });

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const STEP = { monthly: 1, quarterly: 3, yearly: 12 } as const;

describe('the dates of any schedule', () => {
  it('strictly increase from startDate on, never past endDate or count', () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        const dates = datesOf(schedule, 40).filter((date) => date !== undefined);
        if (schedule.count !== undefined) expect(dates.length).toBeLessThanOrEqual(schedule.count);
        dates.forEach((date, n) => {
          expect(date).toBe(datesOf(schedule, n + 1)[n]);
          expect(date >= schedule.startDate).toBe(true);
          if (schedule.endDate !== undefined) expect(date <= schedule.endDate).toBe(true);
          if (n > 0) expect(date > (dates[n - 1] as string)).toBe(true);
        });
      }),
    );
  });

  it('fall each in their own period, on the day asked, clamped only when the month is short', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary.filter((schedule) => schedule.frequency !== 'weekly'),
        (schedule) => {
          const step = STEP[schedule.frequency as keyof typeof STEP] * schedule.interval;
          const first = occurrenceDate(schedule, 0) as string;
          // The first period is startDate's own, or the next.
          expect([0, step]).toContain(monthIndex(first) - monthIndex(schedule.startDate));
          for (let n = 0; n < 12; n++) {
            const date = occurrenceDate(schedule, n) as string;
            expect(monthIndex(date) - monthIndex(first)).toBe(step * n);
            const asked = schedule.dayOfMonth === 'last' ? 31 : (schedule.dayOfMonth as number);
            const day = Number(date.slice(8, 10));
            // The next day is in the next month exactly when `day` is the month's last.
            const isLastOfMonth = addCalendarMonths(`${date.slice(0, 8)}01`, 1) === nextDayOf(date);
            if (day < asked) expect(isLastOfMonth).toBe(true);
            else expect(day).toBe(asked);
          }
        },
      ),
    );
  });

  it('weekly ones fall 7 × interval days apart', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary.filter((schedule) => schedule.frequency === 'weekly'),
        (schedule) => {
          for (let n = 1; n < 10; n++) {
            const gap =
              Date.parse(occurrenceDate(schedule, n) as string) - Date.parse(occurrenceDate(schedule, n - 1) as string);
            expect(gap).toBe(7 * schedule.interval * 86_400_000);
          }
        },
      ),
    );
  });
});

const nextDayOf = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
