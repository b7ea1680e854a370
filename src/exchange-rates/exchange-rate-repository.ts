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

/**
 * The company's rate of each currency on the date (see rateOn), by currency, leaving out those with
 * none so early: the currencies are stepped through on the index, two seeks each, never a read of
 * all the company's rates.
 */
export async function ratesOn(db: Executor, companyId: bigint, date: string): Promise<Map<string, bigint>> {
  const rates = new Map<string, bigint>();
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
    if (!next) return rates;
    after = next.currency;
    const rate = await rateOn(db, companyId, after, date);
    if (rate !== undefined) rates.set(after, rate);
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
