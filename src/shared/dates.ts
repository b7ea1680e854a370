const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a `YYYY-MM-DD` string naming a real calendar day (leap years included). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day `months` calendar months after `date` (a real `YYYY-MM-DD`): the same day of that month,
 * or its last day when the month is shorter (31 August and six months: 28 February, or 29 in a leap
 * year). Undefined when that day falls after the year 9999, past every date the books hold.
 */
export function addCalendarMonths(date: string, months: number): string | undefined {
  const [, year, month, day] = (ISO_DATE.exec(date) ?? []).map(Number);
  const monthIndex = (year as number) * 12 + (month as number) - 1 + months;
  const laterYear = Math.floor(monthIndex / 12);
  const laterMonth = (monthIndex % 12) + 1;
  if (laterYear > 9999) return undefined;
  const laterDay = Math.min(day as number, daysInMonth(laterYear, laterMonth));
  const pad = (value: number, digits: number) => String(value).padStart(digits, '0');
  return `${pad(laterYear, 4)}-${pad(laterMonth, 2)}-${pad(laterDay, 2)}`;
}
