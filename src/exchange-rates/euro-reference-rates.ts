import { parse } from 'csv-parse/sync';
import { isIsoDate } from '../shared/dates.js';
import { divideRoundingHalfUp, parseScaled } from '../shared/decimal.js';
import { invalid, ruleViolation } from '../shared/errors.js';
import { EXCHANGE_RATE_SCALE, MAX_EXCHANGE_RATE } from '../shared/exchange-rate.js';

/**
 * The European Central Bank's euro reference rates as its CSV files give them: eurofxref-hist.csv
 * (every day since 1999, newest first) and eurofxref.csv (the latest day). A `Date` column, then a
 * column per currency holding the units of that currency for one euro, `N/A` or empty where there
 * is none that day. Every line ends with a comma; the daily file pads its fields with a space and
 * spells its date out ("03 June 2021").
 */
export interface EuroReferenceRates {
  currencies: string[];
  days: EuroReferenceDay[];
}

export interface EuroReferenceDay {
  date: string;
  /** Units of each currency for one euro, in units of 10^-8. */
  perEuro: Map<string, bigint>;
}

export interface DatedRate {
  currency: string;
  date: string;
  /** Units of the base currency for one unit of `currency`, in units of 10^-8. */
  rate: bigint;
}

const ONE = 10n ** BigInt(EXCHANGE_RATE_SCALE);
const NO_RATE = new Set(['N/A', '']);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Reads the text of either file; anything else is refused, naming the first thing that is not as it should be. */
export function readEuroReferenceRates(text: string): EuroReferenceRates {
  const [header, ...rows] = parseCsv(text);
  const currencies = currencyColumns(header);
  const dates = new Set<string>();
  const days = rows.map((row) => {
    const day = readDay(row, currencies);
    if (dates.has(day.date)) throw notReferenceRates(`${day.date} comes twice`);
    dates.add(day.date);
    return day;
  });
  return { currencies, days };
}

/**
 * The rates of every day in the base currency: units of `base` for one unit of each other currency
 * of the day, the euro included. A day without a rate of the base currency gives none.
 */
export function ratesInBaseCurrency(rates: EuroReferenceRates, base: string): DatedRate[] {
  if (base !== 'EUR' && !rates.currencies.includes(base)) {
    throw ruleViolation(`The file has no rates of ${base}, the company's base currency`);
  }
  if (base !== 'EUR' && rates.days.every((day) => !day.perEuro.has(base))) {
    throw ruleViolation(
      `The file has no rates of ${base}, the company's base currency: its column has no rate on any day`,
    );
  }
  return rates.days.flatMap((day) => {
    const perEuro = new Map([['EUR', ONE], ...day.perEuro]);
    const basePerEuro = perEuro.get(base);
    if (basePerEuro === undefined) return [];
    return [...perEuro]
      .filter(([currency]) => currency !== base)
      .map(([currency, quote]) => kept({ currency, date: day.date, rate: crossRate(basePerEuro, quote) }));
  });
}

/**
 * Units of the base currency for one unit of another, from the units of each for one euro (all in
 * units of 10^-8): base per euro ÷ currency per euro, rounded half-up to 8 decimals.
 */
export function crossRate(basePerEuro: bigint, currencyPerEuro: bigint): bigint {
  return divideRoundingHalfUp(basePerEuro * ONE, currencyPerEuro);
}

function kept(rate: DatedRate): DatedRate {
  if (rate.rate > 0n && rate.rate <= BigInt(MAX_EXCHANGE_RATE) * ONE) return rate;
  throw ruleViolation(
    `The rate of ${rate.currency} on ${rate.date} is not one the books keep: more than 0 and at most ${MAX_EXCHANGE_RATE} at 8 decimals`,
  );
}

function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, trim: true, skip_empty_lines: true });
  } catch (error) {
    throw notReferenceRates(error instanceof Error ? error.message : String(error));
  }
}

function currencyColumns(header: string[] | undefined): string[] {
  if (header === undefined) throw notReferenceRates('it is empty');
  if (header[0] !== 'Date') throw notReferenceRates('its first line does not begin with Date');
  // The comma that ends every line makes a last column without a name.
  const names = header.at(-1) === '' ? header.slice(1, -1) : header.slice(1);
  if (names.length === 0) throw notReferenceRates('it names no currency');
  for (const [index, name] of names.entries()) {
    if (!/^[A-Z]{3}$/.test(name)) throw notReferenceRates(`"${name}" is not a currency code`);
    if (names.indexOf(name) !== index) throw notReferenceRates(`${name} has two columns`);
    if (name === 'EUR') throw notReferenceRates('EUR has a column, where every rate is per euro');
  }
  return names;
}

function readDay(row: string[], currencies: string[]): EuroReferenceDay {
  const date = readDate(row[0] ?? '');
  const perEuro = new Map<string, bigint>();
  for (const [index, currency] of currencies.entries()) {
    const text = row[index + 1] ?? '';
    if (NO_RATE.has(text)) continue;
    const quote = parseScaled(text, EXCHANGE_RATE_SCALE);
    if (quote === undefined || quote <= 0n) throw notReferenceRates(`${currency} on ${date} is not a rate: "${text}"`);
    perEuro.set(currency, quote);
  }
  return { date, perEuro };
}

/** `2024-01-02` in the historical file, `02 January 2024` in the daily one. */
function readDate(text: string): string {
  const [, day = '', monthName = '', year = ''] = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text) ?? [];
  const month = String(MONTHS.indexOf(monthName) + 1).padStart(2, '0');
  const date = year ? `${year}-${month}-${day.padStart(2, '0')}` : text;
  if (!isIsoDate(date)) throw notReferenceRates(`"${text}" is not a date`);
  return date;
}

const notReferenceRates = (reason: string) =>
  invalid(`The file is not the ECB's euro reference rates in CSV: ${reason.replaceAll(/\s+/g, ' ')}`);
