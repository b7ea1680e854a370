import type { Executor } from '../db/database.js';
import { allocateIds } from '../db/ids.js';
import { assertBalanced, type JournalTransaction, type Source, withoutZeroPostings } from './journal.js';

/**
 * Replaces the postings of a source record: the only code that writes ledger rows. Call it in the
 * transaction that writes the record, so that no reader ever sees one without the other.
 */
export async function postJournal(db: Executor, companyId: number, transaction: JournalTransaction): Promise<void> {
  assertBalanced(transaction);
  await removeJournal(db, companyId, transaction.source);
  const postings = withoutZeroPostings(transaction.postings);
  const transactionId = await allocateIds(db, 1 + postings.length);
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
  if (postings.length === 0) return;
  await db
    .insertInto('postings')
    .values(
      postings.map((posting, index) => ({
        company_id: companyId,
        id: transactionId + 1 + index,
        transaction_id: transactionId,
        account_id: posting.accountId,
        currency: posting.currency,
        amount: Number(posting.amount),
        date: transaction.date,
      })),
    )
    .execute();
}

/** Removes the postings of a source record (when the record is deleted, or stops posting). */
export async function removeJournal(db: Executor, companyId: number, source: Source): Promise<void> {
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
