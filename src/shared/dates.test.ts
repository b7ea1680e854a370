import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarMonths, addDays, daysBetween, isIsoDate, today } from './dates.js';

describe('isIsoDate', () => {
  it.each([
    ['an ordinary day', '2026-11-22'],
    ['the first day of the year', '2026-01-01'],
    ['the last day of the year', '2026-12-31'],
    ['the 31st of a 31-day month', '2026-07-31'],
    ['the 30th of a 30-day month', '2026-04-30'],
    ['28 February in a common year', '2023-02-28'],
    ['29 February in a leap year', '2024-02-29'],
    ['29 February in a year divisible by 400', '2000-02-29'],
  ])('accepts %s (%s)', (_, value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    ['29 February in a common year', '2023-02-29'],
    ['29 February in a century year not divisible by 400', '1900-02-29'],
    ['30 February', '2024-02-30'],
    ['31 April', '2026-04-31'],
    ['31 June', '2026-06-31'],
    ['31 September', '2026-09-31'],
    ['31 November', '2026-11-31'],
    ['month 00', '2026-00-10'],
    ['month 13', '2026-13-10'],
    ['day 00', '2026-01-00'],
    ['day 32', '2026-01-32'],
    ['an unpadded month and day', '2026-1-5'],
    ['an unpadded day', '2026-01-5'],
    ['an unpadded month', '2026-1-05'],
    ['a two-digit year', '26-01-05'],
    ['a time after the date', '2026-01-05T00:00:00Z'],
    ['a trailing space', '2026-01-05 '],
    ['a trailing newline', '2026-01-05\n'],
    ['trailing text', '2026-01-05x'],
    ['leading text', 'x2026-01-05'],
    ['slashes', '2026/01/05'],
    ['the day first', '05-01-2026'],
    ['an empty string', ''],
    ['the year 0000', '0000-12-31'],
    ['a five-digit year', '10000-01-01'],
    ['a signed year', '+010000-01-01'],
  ])('refuses %s (%j)', (_, value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['0099-12-31', 1, '0100-01-01'], // not taken as 1999 or 2000
    ['0001-01-02', -1, '0001-01-01'],
    ['9999-12-30', 1, '9999-12-31'],
  ])('moves %s by %i day to %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['9999-12-31', 1],
    ['0001-01-01', -1],
  ])('answers undefined when %s moved by %i day leaves the years 0001 to 9999', (date, days) => {
    expect(addDays(date, days)).toBeUndefined();
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-01-31', '2026-03-02', 30], // 28 days of February and 2 of March
    ['2024-01-31', '2024-03-02', 31], // 29 days of February in a leap year
    ['2026-03-02', '2026-01-31', -30],
    ['0001-01-01', '9999-12-31', 3_652_058],
  ])('counts from %s to %s: %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['the same day of a later month', '2025-01-15', 6, '2025-07-15'],
    ['into the next year', '2025-12-15', 6, '2026-06-15'],
    ['the last day of a month with as many days', '2025-01-31', 6, '2025-07-31'],
    ['the last day of a shorter month: 31 March to 30 September', '2025-03-31', 6, '2025-09-30'],
    ['31 August to 28 February in a common year', '2025-08-31', 6, '2026-02-28'],
    ['31 August to 29 February in a leap year', '2023-08-31', 6, '2024-02-29'],
    ['29 February to 29 August', '2024-02-29', 6, '2024-08-29'],
    ['up to the last day of 9999', '9999-06-30', 6, '9999-12-30'],
  ])('gives %s (%s + %i months = %s)', (_, date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it('gives nothing past the year 9999', () => {
    expect(addCalendarMonths('9999-07-01', 6)).toBeUndefined();
  });
});

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the date in UTC, a new one from midnight on, whichever way the clock moves', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T23:59:59.999Z'));
    expect(today()).toBe('2026-11-28');
    vi.setSystemTime(new Date('2026-11-29T00:00:00.000Z'));
    expect(today()).toBe('2026-11-29');
    vi.setSystemTime(new Date('2026-11-28T12:00:00.000Z'));
    expect(today()).toBe('2026-11-28');
  });
});
