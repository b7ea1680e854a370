import { sql } from 'kysely';
import { assertMatchedMovementKept } from '../banking/matched-records.js';
import { type Executor, isPostgres } from '../db/database.js';
import type { Page } from '../db/page.js';
import { rowInserter } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import { moveBalances } from './balance-repository.js';
import {
  assertBalanced,
  isValued,
  type JournalTransaction,
  OTHER_RANK_IN_DAY,
  type Place,
  RANK_IN_DAY,
  SOURCE_DATE_FIELDS,
  type Source,
  type SourceType,
  withoutZeroPostings,
} from './journal.js';
import { changedJournal } from './later-values.js';
import { assertUnlocked } from './lock-date.js';
import { notReversed, type PostedBuilder } from './standing-repository.js';

/**
 * Posts a source record's journal transaction and moves the period balances with it: the only code
 * that writes ledger rows. Call it in the transaction that writes the record, so that no reader ever
 * sees one without the other. Posted history is never changed: what the record posted before is
 * reversed first (`replacing`), unless it posted exactly this. A record created in this transaction
 * has nothing to reverse (`replacing: false`). Neither the old date nor the new may be locked, except
 * for a record valued anew after another changed (`reposting`) whose postings stay as they are. What
 * changes leaves the values of later records to be worked again before the write commits (see
 * later-values.ts).
 */
export async function postJournal(
  write: Write,
  companyId: bigint,
  transaction: JournalTransaction,
  { replacing = true, reposting = false } = {},
): Promise<void> {
  const db = write.trx;
  assertBalanced(transaction);
  const posted = { ...transaction, postings: withoutZeroPostings(transaction.postings) };
  const current = replacing ? await currentJournal(db, companyId, transaction.source) : undefined;
  const unchanged = current !== undefined && samePostings(current, posted);
  // A record posted again because another changed is held to the lock date only if its postings change.
  if (!(reposting && unchanged)) {
    await assertUnlocked(db, companyId, SOURCE_DATE_FIELDS[transaction.source.type], current?.date, transaction.date);
  }
  if (unchanged) return;
  if (current) {
    await assertMatchedMovementKept(db, companyId, current, posted);
    await reverse(write, companyId, current);
    changedJournal(write, companyId, current);
  }
  await writeJournal(write, companyId, posted);
  changedJournal(write, companyId, posted);
}

/** Reverses what a source record posted (when the record is deleted, or stops posting). */
export async function removeJournal(write: Write, companyId: bigint, source: Source): Promise<void> {
  const current = await currentJournal(write.trx, companyId, source);
  if (!current) return;
  await assertUnlocked(write.trx, companyId, SOURCE_DATE_FIELDS[source.type], current.date);
  await assertMatchedMovementKept(write.trx, companyId, current, undefined);
  await reverse(write, companyId, current);
  changedJournal(write, companyId, current);
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
    .where(notReversed)
    .executeTakeFirst();
  if (!current) return undefined;
  const postings = await db
    .selectFrom('postings')
    .select(['account_id', 'currency', 'amount', 'base_amount'])
    .where('company_id', '=', companyId)
    .where('transaction_id', '=', current.id)
    .execute();
  return {
    id: current.id,
    date: current.date,
    source,
    postings: postings.map((row) => ({
      accountId: row.account_id,
      currency: row.currency,
      amount: row.amount,
      baseAmount: row.base_amount,
    })),
  };
}

/** Posts the opposite of a transaction, on its date, so that together they move nothing. */
async function reverse(write: Write, companyId: bigint, posted: PostedTransaction): Promise<void> {
  const postings = posted.postings.map((posting) => ({
    ...posting,
    amount: -posting.amount,
    baseAmount: posting.baseAmount === null ? null : -posting.baseAmount,
  }));
  await writeJournal(write, companyId, { date: posted.date, source: posted.source, postings }, posted.id);
}

const insertTransaction = rowInserter('journal_transactions');
const insertPostings = rowInserter('postings');

async function writeJournal(
  write: Write,
  companyId: bigint,
  { date, source, postings }: JournalTransaction,
  reverses: bigint | null = null,
): Promise<void> {
  const [transactionId, ...postingIds] = (await write.newIds(1 + postings.length)) as [bigint, ...bigint[]];
  const transaction = {
    company_id: companyId,
    id: transactionId,
    date,
    source_type: source.type,
    source_id: source.id,
    reverses_id: reverses,
    valued: isValued(postings),
  };
  await write.insertAhead(insertTransaction, [transaction]);
  const rows = postings.map((posting, index) => ({
    company_id: companyId,
    id: postingIds[index] as bigint,
    transaction_id: transactionId,
    account_id: posting.accountId,
    currency: posting.currency,
    amount: posting.amount,
    base_amount: posting.baseAmount,
    date,
  }));
  await write.insertAhead(insertPostings, rows);
  moveBalances(
    write,
    companyId,
    postings.map((posting) => ({ ...posting, date })),
  );
}

/** Two transactions that post the same amounts to the same accounts on the same day. */
function samePostings(a: JournalTransaction, b: JournalTransaction): boolean {
  const key = ({ postings }: JournalTransaction) =>
    postings
      .map((posting) => `${posting.accountId} ${posting.currency} ${posting.amount} ${posting.baseAmount}`)
      .sort()
      .join('|');
  return a.date === b.date && key(a) === key(b);
}

/**
 * The transactions in the range that stand without a base value (a rate they need is unknown): those
 * not reversed, by date. Found by the index of unvalued transactions, which holds only them.
 */
export async function unvaluedTransactions(db: Executor, companyId: bigint, range: DateRange) {
  // Without statistics SQLite would read every transaction of the company that reverses none, or
  // every one up to the date in date order, by the indexes of reversals and of dates: a unary +
  // keeps those terms from them. PostgreSQL finds the index of unvalued transactions the smaller.
  const unindexed = (column: 'posted.date' | 'posted.reverses_id') =>
    isPostgres(db) ? sql.ref(column) : sql<string | null>`+${sql.ref(column)}`;
  let query = db
    .selectFrom('journal_transactions as posted')
    .select(['posted.id', 'posted.date', 'posted.source_type', 'posted.source_id'])
    .where('posted.company_id', '=', companyId)
    .where(sql<boolean>`not posted.valued`);
  if (range.from) query = query.where('posted.date', '>=', range.from);
  if (range.to) query = query.where('posted.date', '<=', range.to);
  const rows = await query
    .where(unindexed('posted.reverses_id'), 'is', null)
    .where(notReversed)
    .orderBy(unindexed('posted.date'))
    .orderBy('posted.id')
    .execute();
  return rows.map((row) => ({
    transactionId: row.id,
    date: row.date,
    source: { type: row.source_type as SourceType, id: row.source_id },
  }));
}

/** The rank of a transaction (`posted`) in the order of its day (see RANK_IN_DAY). */
const rankInDay = sql<number>`case ${sql.join(
  Object.entries(RANK_IN_DAY).map(
    ([type, rank]) => sql`when posted.source_type = ${sql.lit(type)} then ${sql.lit(rank)}`,
  ),
  sql` `,
)} else ${sql.lit(OTHER_RANK_IN_DAY)} end`;

/** A transaction (`posted`) that stands at `place` or after it in the order of its day. */
const atOrAfter = (place: Place) => (eb: PostedBuilder) =>
  eb.or([
    eb(rankInDay, '>', place.rank),
    eb.and([eb(rankInDay, '=', place.rank), eb('posted.source_id', '>=', place.id)]),
  ]);

/**
 * What the valued postings of the day of `place` that stand at it or after it in the order of
 * valuation hold on the accounts, by account and currency, reversals summed with what they reverse:
 * what the balance at the end of the day holds and the balance just before `place` does not.
 */
export async function postedOnDayFrom(db: Executor, companyId: bigint, accountIds: readonly bigint[], place: Place) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('postings')
    .innerJoin('journal_transactions as posted', (join) =>
      join.onRef('posted.company_id', '=', 'postings.company_id').onRef('posted.id', '=', 'postings.transaction_id'),
    )
    .select((eb) => [
      'postings.account_id',
      'postings.currency',
      eb.cast<bigint>(eb.fn.sum('postings.amount'), 'bigint').as('amount'),
      eb.cast<bigint>(eb.fn.sum('postings.base_amount'), 'bigint').as('base_amount'),
    ])
    .where('postings.company_id', '=', companyId)
    .where('postings.account_id', 'in', accountIds)
    .where('postings.date', '=', place.date)
    .where('postings.base_amount', 'is not', null)
    .where(atOrAfter(place))
    .groupBy(['postings.account_id', 'postings.currency'])
    .execute();
}

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * An account's postings in date order, each with the record that made it; one page of them with a limit.
 * A posting has its transaction's date, and the range of a whole list is put on both: PostgreSQL,
 * joining the postings of a month by hashing, then reads only the month's transactions, not all of
 * the books'. The dates are not joined on: PostgreSQL could then merge by date alone, and compare
 * each posting with every transaction of its day. A page's range goes on the postings alone: on both
 * sides, PostgreSQL would take the two ranges for independent, expect almost no row from a short
 * range of long books, and read and sort all of it instead of the page's postings in order.
 */
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
  const whole = page.limit === undefined;
  if (range.from) query = query.where('postings.date', '>=', range.from);
  if (range.to) query = query.where('postings.date', '<=', range.to);
  if (range.from && whole) query = query.where('source.date', '>=', range.from);
  if (range.to && whole) query = query.where('source.date', '<=', range.to);
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
