import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { newIds } from '../db/ids.js';
import type { Page } from '../db/owned.js';
import { type DatedPosting, moveBalances } from './balance-repository.js';
import { assertBalanced, type JournalTransaction, type Source, withoutZeroPostings } from './journal.js';

/**
 * Replaces the postings of a source record, and moves the period balances with them: the only code
 * that writes ledger rows. Call it in the transaction that writes the record, so that no reader ever
 * sees one without the other. A record created in this transaction has nothing to replace (`replacing: false`).
 */
export async function postJournal(
  db: Executor,
  companyId: bigint,
  transaction: JournalTransaction,
  { replacing = true } = {},
): Promise<void> {
  assertBalanced(transaction);
  const removed = replacing ? await deleteJournal(db, companyId, transaction.source) : [];
  const postings = withoutZeroPostings(transaction.postings);
  const [transactionId, ...postingIds] = (await newIds(db, 1 + postings.length)) as [bigint, ...bigint[]];
  await db
    .insertInto('journal_transactions')
    .values({
      company_id: companyId,
      id: transactionId,
      date: transaction.date,
      source_type: transaction.source.type,
      source_id: transaction.source.id,
    })
    .execute();
  const rows = postings.map((posting, index) => ({
    company_id: companyId,
    id: postingIds[index] as bigint,
    transaction_id: transactionId,
    account_id: posting.accountId,
    currency: posting.currency,
    amount: posting.amount,
    date: transaction.date,
  }));
  for (const chunk of chunks(rows)) await db.insertInto('postings').values(chunk).execute();
  const added = postings.map((posting) => ({ ...posting, date: transaction.date }));
  await moveBalances(db, companyId, [...removed, ...added]);
}

/** Removes the postings of a source record (when the record is deleted, or stops posting), and their balances. */
export async function removeJournal(db: Executor, companyId: bigint, source: Source): Promise<void> {
  await moveBalances(db, companyId, await deleteJournal(db, companyId, source));
}

/** Deletes the journal transaction of a source record; answers its postings negated, to take off the balances. */
async function deleteJournal(db: Executor, companyId: bigint, source: Source): Promise<DatedPosting[]> {
  const existing = await db
    .selectFrom('journal_transactions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('source_type', '=', source.type)
    .where('source_id', '=', source.id)
    .executeTakeFirst();
  if (!existing) return [];
  const removed = await db
    .deleteFrom('postings')
    .where('company_id', '=', companyId)
    .where('transaction_id', '=', existing.id)
    .returning(['account_id', 'currency', 'amount', 'date'])
    .execute();
  await db
    .deleteFrom('journal_transactions')
    .where('company_id', '=', companyId)
    .where('id', '=', existing.id)
    .execute();
  return removed.map((row) => ({
    accountId: row.account_id,
    currency: row.currency,
    amount: -row.amount,
    date: row.date,
  }));
}

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** An account's postings in date order, each with the record that made it; one page of them with a limit. */
export async function accountPostings(
  db: Executor,
  companyId: bigint,
  accountId: bigint,
  range: DateRange,
  page: Page = {},
) {
  let query = db
    .selectFrom('postings')
    .innerJoin('journal_transactions as source', (join) =>
      join.onRef('source.company_id', '=', 'postings.company_id').onRef('source.id', '=', 'postings.transaction_id'),
    )
    .select([
      'postings.id',
      'postings.date',
      'postings.currency',
      'postings.amount',
      'postings.transaction_id',
      'source.source_type',
      'source.source_id',
    ])
    .where('postings.company_id', '=', companyId)
    .where('postings.account_id', '=', accountId);
  if (range.from) query = query.where('postings.date', '>=', range.from);
  if (range.to) query = query.where('postings.date', '<=', range.to);
  query = query.orderBy('postings.date').orderBy('postings.id');
  if (page.limit !== undefined || page.offset) query = query.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
  if (page.offset) query = query.offset(page.offset);
  return query.execute();
}

/** The account's balance in each currency from its postings on `date` that come before posting `beforeId`. */
export async function accountMovementsOnDayBefore(
  db: Executor,
  companyId: bigint,
  accountId: bigint,
  date: string,
  beforeId: bigint,
) {
  return db
    .selectFrom('postings')
    .select((eb) => ['currency', eb.cast<bigint>(eb.fn.sum('amount'), 'bigint').as('balance')])
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .where('date', '=', date)
    .where('id', '<', beforeId)
    .groupBy('currency')
    .execute();
}
