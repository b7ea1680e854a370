import { type Kysely, sql } from 'kysely';

/**
 * Each account's all-time balance per currency, the sum of its yearly ones: a balance at a date is
 * then read as the all-time balance less the periods after the date, a few rows for a recent date
 * whatever the age of the books.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into account_balances
      (company_id, account_id, kind, period, currency, amount, base_amount, valued_amount)
    select company_id, account_id, 'A', '', currency, sum(amount), sum(base_amount), sum(valued_amount)
    from account_balances
    where kind = 'Y'
    group by company_id, account_id, currency
    having sum(amount) <> 0 or sum(base_amount) <> 0 or sum(valued_amount) <> 0`.execute(db);
}
