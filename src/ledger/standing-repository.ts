import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { SourceType } from './journal.js';

/**
 * Reads of the journal transactions that stand: those that no other reverses, each what its record
 * posts now (see postJournal).
 */

export type PostedBuilder = ExpressionBuilder<Tables & { posted: Tables['journal_transactions'] }, 'posted'>;

/** A transaction (`posted`) that no other reverses. */
export const notReversed = ({ not, exists, selectFrom }: PostedBuilder) =>
  not(
    exists(
      selectFrom('journal_transactions as reversal')
        .select('reversal.id')
        .whereRef('reversal.company_id', '=', 'posted.company_id')
        .whereRef('reversal.reverses_id', '=', 'posted.id'),
    ),
  );

/**
 * The records whose standing transactions move the account in the currency from `date` on, with
 * their dates. Revaluations move no amount, and are left out.
 */
export async function recordsMovingFrom(
  db: Executor,
  companyId: bigint,
  moved: { accountId: bigint; currency: string },
  date: string,
) {
  const rows = await db
    .selectFrom('postings')
    .innerJoin('journal_transactions as posted', (join) =>
      join.onRef('posted.company_id', '=', 'postings.company_id').onRef('posted.id', '=', 'postings.transaction_id'),
    )
    .select(['posted.date', 'posted.source_type', 'posted.source_id'])
    .distinct()
    .where('postings.company_id', '=', companyId)
    .where('postings.account_id', '=', moved.accountId)
    .where('postings.currency', '=', moved.currency)
    .where('postings.date', '>=', date)
    .where('posted.source_type', 'not in', ['CURRENCY_REVALUATION', 'CURRENCY_REVALUATION_REVERSAL'])
    .where('posted.reverses_id', 'is', null)
    .where(notReversed)
    .execute();
  return rows.map((row) => ({ date: row.date, source: { type: row.source_type as SourceType, id: row.source_id } }));
}

/** The company's currency revaluations dated on or after `date`, found by their standing transactions. */
export async function revaluationsFrom(db: Executor, companyId: bigint, date: string) {
  const rows = await db
    .selectFrom('journal_transactions as posted')
    .select(['posted.date', 'posted.source_id'])
    .where('posted.company_id', '=', companyId)
    .where('posted.source_type', '=', 'CURRENCY_REVALUATION')
    .where('posted.date', '>=', date)
    .where('posted.reverses_id', 'is', null)
    .where(notReversed)
    .execute();
  return rows.map((row) => ({ date: row.date, source: { type: 'CURRENCY_REVALUATION' as const, id: row.source_id } }));
}
