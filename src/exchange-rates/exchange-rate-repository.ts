import type { Executor } from '../db/database.js';

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
