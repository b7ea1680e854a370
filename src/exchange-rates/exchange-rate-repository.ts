import { sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import { databaseNow, newRecordTimestamps } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { conditionsGiven, pageFiltered } from '../db/filtered.js';
import type { Page } from '../db/page.js';
import { countTableAnew, lockRecordCount } from '../db/record-counts.js';
import type { ExchangeRatesTable } from '../db/tables.js';
import type { Write } from '../db/write.js';

/**
 * The company's rate of the currency (in units of 10^-8) on the date: the latest on or before it,
 * found by one seek of the index on (company_id, currency, date); undefined when none is so early.
 */
export async function rateOn(
  db: Executor,
  companyId: bigint,
  currency: string,
  date: string,
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('exchange_rates')
    .select('rate')
    .where('company_id', '=', companyId)
    .where('currency', '=', currency)
    .where('date', '<=', date)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.rate;
}

/** A company's rates of a currency from a day on: each from its date until the next one's. */
export type RatesFrom = { date: string; rate: bigint }[];

/**
 * The company's rates of each currency on every day from `from` to `to` (see rateOn), by currency,
 * oldest first: the rate on `from`, when there is one, and each later one up to `to`. Two seeks and
 * one read of the index a currency, however many the days.
 */
export async function ratesFromTo(
  db: Executor,
  companyId: bigint,
  from: string,
  to: string,
): Promise<Map<string, RatesFrom>> {
  const rates = new Map<string, RatesFrom>();
  for await (const currency of currenciesOf(db, companyId)) {
    const first = await rateOn(db, companyId, currency, from);
    const later = await db
      .selectFrom('exchange_rates')
      .select(['date', 'rate'])
      .where('company_id', '=', companyId)
      .where('currency', '=', currency)
      .where('date', '>', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute();
    const series = first === undefined ? later : [{ date: from, rate: first }, ...later];
    if (series.length > 0) rates.set(currency, series);
  }
  return rates;
}

/** The rate of `rates` on the day: the latest from on or before it; undefined when none is so early. */
export const rateOfDay = (rates: RatesFrom, date: string): bigint | undefined =>
  rates.findLast((rate) => rate.date <= date)?.rate;

/** The currencies the company has rates of, stepped through on the index, one seek each. */
async function* currenciesOf(db: Executor, companyId: bigint): AsyncGenerator<string> {
  let after = '';
  for (;;) {
    const next = await db
      .selectFrom('exchange_rates')
      .select('currency')
      .where('company_id', '=', companyId)
      .where('currency', '>', after)
      .orderBy('currency')
      .limit(1)
      .executeTakeFirst();
    if (!next) return;
    after = next.currency;
    yield after;
  }
}

/** Writes the rates in bulk, each replacing the company's rate of its currency and date when there is one. */
export async function upsertExchangeRates(
  write: Write,
  companyId: bigint,
  rates: readonly Pick<ExchangeRatesTable, 'currency' | 'date' | 'rate'>[],
): Promise<void> {
  const db = write.trx;
  await lockRecordCount(db, companyId, 'exchange_rates');
  for (const batch of chunks(rates)) {
    const ids = await write.newIds(batch.length);
    await db
      .insertInto('exchange_rates')
      .values(
        batch.map(({ currency, date, rate }, index) => ({
          company_id: companyId,
          id: ids[index] as bigint,
          currency,
          date,
          rate,
          ...newRecordTimestamps(db),
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['company_id', 'currency', 'date'])
          .doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate'), updated_at: databaseNow(db) }))
          // A rate the file repeats is left as it is, last changed when it last changed.
          .where((eb) => eb('exchange_rates.rate', '<>', eb.ref('excluded.rate'))),
      )
      .execute();
  }
  await countTableAnew(write, companyId, 'exchange_rates');
}

/** What a list of rates may be narrowed to; every bound is inclusive. */
export interface ExchangeRateFilters {
  currency?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/**
 * A page of the rates that the filters let through, and how many they let through: a currency's
 * rates by the index of the currency's dates, those of a range of dates by the dates' index.
 */
export function pageExchangeRates(db: Executor, companyId: bigint, page: Page, filters: ExchangeRateFilters) {
  const { currency, dateFrom, dateTo } = filters;
  const conditions = conditionsGiven([
    [currency, sql`currency = ${currency}`],
    [dateFrom, sql`${sql.ref('date')} >= ${dateFrom}`],
    [dateTo, sql`${sql.ref('date')} <= ${dateTo}`],
  ]);
  return pageFiltered(db, 'exchange_rates', companyId, conditions, page, false);
}
