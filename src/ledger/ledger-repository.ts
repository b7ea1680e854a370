import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { newIds } from '../db/ids.js';
import type { Page } from '../db/owned.js';
import { moveBalances } from './balance-repository.js';
import {
  assertBalanced,
  type JournalTransaction,
  SOURCE_DATE_FIELDS,
  type Source,
  withoutZeroPostings,
} from './journal.js';
import { assertUnlocked } from './lock-date.js';

/**
 * Posts a source record's journal transaction and moves the period balances with it: the only code
 * that writes ledger rows. Call it in the transaction that writes the record, so that no reader ever
 * sees one without the other. Posted history is never changed: what the record posted before is
 * reversed first (`replacing`), unless it posted exactly this. A record created in this transaction
 * has nothing to reverse (`replacing: false`). Neither the old date nor the new may be locked.
 */
export async function postJournal(
  db: Executor,
  companyId: bigint,
  transaction: JournalTransaction,
  { replacing = true } = {},
): Promise<void> {
  assertBalanced(transaction);
  const posted = { ...transaction, postings: withoutZeroPostings(transaction.postings) };
  const current = replacing ? await currentJournal(db, companyId, transaction.source) : undefined;
  await assertUnlocked(db, companyId, SOURCE_DATE_FIELDS[transaction.source.type], current?.date, transaction.date);
  if (current && samePostings(current, posted)) return;
  if (current) await reverse(db, companyId, current);
  await writeJournal(db, companyId, posted);
}

/** Reverses what a source record posted (when the record is deleted, or stops posting). */
export async function removeJournal(db: Executor, companyId: bigint, source: Source): Promise<void> {
  const current = await currentJournal(db, companyId, source);
  if (!current) return;
  await assertUnlocked(db, companyId, SOURCE_DATE_FIELDS[source.type], current.date);
  await reverse(db, companyId, current);
}

interface PostedTransaction extends JournalTransaction {
  id: bigint;
}

/** The transaction that stands for what a source record holds now: its latest, not reversed. */
async function currentJournal(db: Executor, companyId: bigint, source: Source): Promise<PostedTransaction | undefined> {
  const current = await db
    .selectFrom('journal_transactions as posted')
    .select(['posted.id', 'posted.date'])
    .where('posted.company_id', '=', companyId)
    .where('posted.source_type', '=', source.type)
    .where('posted.source_id', '=', source.id)
    .where('posted.reverses_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('journal_transactions as reversal')
            .select('reversal.id')
            .whereRef('reversal.company_id', '=', 'posted.company_id')
            .whereRef('reversal.reverses_id', '=', 'posted.id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (!current) return undefined;
  const postings = await db
    .selectFrom('postings')
    .select(['account_id', 'currency', 'amount'])
    .where('company_id', '=', companyId)
    .where('transaction_id', '=', current.id)
    .execute();
  return {
    id: current.id,
    date: current.date,
    source,
    postings: postings.map((row) => ({ accountId: row.account_id, currency: row.currency, amount: row.amount })),
  };
}

/** Posts the opposite of a transaction, on its date, so that together they move nothing. */
async function reverse(db: Executor, companyId: bigint, posted: PostedTransaction): Promise<void> {
  const postings = posted.postings.map((posting) => ({ ...posting, amount: -posting.amount }));
  await writeJournal(db, companyId, { date: posted.date, source: posted.source, postings }, posted.id);
}

async function writeJournal(
  db: Executor,
  companyId: bigint,
  { date, source, postings }: JournalTransaction,
  reverses: bigint | null = null,
): Promise<void> {
  const [transactionId, ...postingIds] = (await newIds(db, 1 + postings.length)) as [bigint, ...bigint[]];
  await db
    .insertInto('journal_transactions')
    .values({
      company_id: companyId,
      id: transactionId,
      date,
      source_type: source.type,
      source_id: source.id,
      reverses_id: reverses,
    })
    .execute();
  const rows = postings.map((posting, index) => ({
    company_id: companyId,
    id: postingIds[index] as bigint,
    transaction_id: transactionId,
    account_id: posting.accountId,
    currency: posting.currency,
    amount: posting.amount,
    date,
  }));
  for (const chunk of chunks(rows)) await db.insertInto('postings').values(chunk).execute();
  await moveBalances(
    db,
    companyId,
    postings.map((posting) => ({ ...posting, date })),
  );
}

/** Two transactions that post the same amounts to the same accounts on the same day. */
function samePostings(a: JournalTransaction, b: JournalTransaction): boolean {
  const key = ({ postings }: JournalTransaction) =>
    postings
      .map((posting) => `${posting.accountId} ${posting.currency} ${posting.amount}`)
      .sort()
      .join('|');
  return a.date === b.date && key(a) === key(b);
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
      'source.reverses_id',
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
