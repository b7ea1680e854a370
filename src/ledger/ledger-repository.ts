import { sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { newIds } from '../db/ids.js';
import { assertBalanced, type JournalTransaction, type Source, withoutZeroPostings } from './journal.js';

/**
 * Replaces the postings of a source record: the only code that writes ledger rows. Call it in the
 * transaction that writes the record, so that no reader ever sees one without the other.
 */
export async function postJournal(db: Executor, companyId: bigint, transaction: JournalTransaction): Promise<void> {
  assertBalanced(transaction);
  await removeJournal(db, companyId, transaction.source);
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
}

/** Removes the postings of a source record (when the record is deleted, or stops posting). */
export async function removeJournal(db: Executor, companyId: bigint, source: Source): Promise<void> {
  const existing = await db
    .selectFrom('journal_transactions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('source_type', '=', source.type)
    .where('source_id', '=', source.id)
    .executeTakeFirst();
  if (!existing) return;
  await db
    .deleteFrom('postings')
    .where('company_id', '=', companyId)
    .where('transaction_id', '=', existing.id)
    .execute();
  await db
    .deleteFrom('journal_transactions')
    .where('company_id', '=', companyId)
    .where('id', '=', existing.id)
    .execute();
}

/**
 * SUM as a 64-bit integer on both stores (PostgreSQL's sum of bigints is a numeric): an exact bigint,
 * and an error rather than a rounded figure if it ever left the 64-bit range.
 */
const exactSum = (column: 'amount' | 'postings.amount') => sql<bigint>`cast(sum(${sql.ref(column)}) as bigint)`;

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** An account's postings in date order, each with the record that made it. */
export async function accountPostings(db: Executor, companyId: bigint, accountId: bigint, range: DateRange) {
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
  return query.orderBy('postings.date').orderBy('postings.id').execute();
}

/** The account's balance in each currency from its postings dated before `date`. */
export async function accountBalancesBefore(db: Executor, companyId: bigint, accountId: bigint, date: string) {
  return db
    .selectFrom('postings')
    .select(['currency', exactSum('amount').as('balance')])
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .where('date', '<', date)
    .groupBy('currency')
    .orderBy('currency')
    .execute();
}

/** Every account's balance in each currency at the end of `date`, leaving out those at zero. */
export async function balancesAt(db: Executor, companyId: bigint, date: string) {
  return db
    .selectFrom('postings')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'postings.company_id').onRef('accounts.id', '=', 'postings.account_id'),
    )
    .select([
      'accounts.id',
      'accounts.code',
      'accounts.name',
      'accounts.type',
      'postings.currency',
      exactSum('postings.amount').as('balance'),
    ])
    .where('postings.company_id', '=', companyId)
    .where('postings.date', '<=', date)
    .groupBy(['accounts.id', 'accounts.code', 'accounts.name', 'accounts.type', 'postings.currency'])
    .having((eb) => eb.fn.sum('postings.amount'), '!=', 0)
    .orderBy('accounts.code')
    .orderBy('postings.currency')
    .execute();
}
