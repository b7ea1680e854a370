import { type Executor, readConsistently } from '../db/database.js';
import type { AccountType } from '../ledger/chart.js';
import type { SourceType } from '../ledger/journal.js';
import { groupBy } from '../shared/collections.js';
import { invalid } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { assertPeriodInOrder } from './report-figures.js';
import {
  chartOfAccounts,
  firstJournalDate,
  type JournalPostingRow,
  journalTransactionDate,
  journalTransactions,
  postingsOfTransactions,
} from './report-repository.js';

export interface JournalAccount {
  id: bigint;
  code: string;
  name: string;
  type: AccountType;
}

export interface JournalPosting {
  account: JournalAccount;
  currency: string;
  amount: Money;
  baseAmount: Money | null;
}

export interface JournalEntry {
  id: bigint;
  date: string;
  source: { type: SourceType; id: bigint };
  reversesTransactionId?: bigint;
  postings: JournalPosting[];
}

export interface JournalRange {
  from?: string;
  to?: string;
}

/** A period that ends before it starts is refused. */
function assertJournalRange(range: JournalRange): void {
  if (range.from !== undefined && range.to !== undefined) assertPeriodInOrder(range.from, range.to);
}

/**
 * A page of the general journal: the company's journal transactions within the range, in date order
 * then in the order they were recorded, each with its postings; after the transaction `after`.
 */
export function journalPage(
  db: Executor,
  companyId: bigint,
  range: JournalRange,
  { after, limit }: { after?: bigint; limit: number },
): Promise<JournalEntry[]> {
  assertJournalRange(range);
  return readConsistently(db, async (trx) => {
    let cursor: { date: string; id: bigint } | undefined;
    if (after !== undefined) {
      const date = await journalTransactionDate(trx, companyId, after);
      if (date === undefined) {
        throw invalid('after names no journal transaction', [
          { path: 'after', message: `${after} is not a journal transaction` },
        ]);
      }
      cursor = { date, id: after };
    }
    return entriesOf(trx, companyId, await journalTransactions(trx, companyId, range, cursor, limit));
  });
}

/** Transactions read per statement when the whole journal is written out. */
const EXPORT_PAGE = 500;

/** Every entry of the range, a page at a time: what an export writes, without holding it whole. */
export async function* wholeJournal(
  db: Executor,
  companyId: bigint,
  range: JournalRange,
): AsyncGenerator<JournalEntry[]> {
  let after: bigint | undefined;
  for (;;) {
    const page = await journalPage(db, companyId, range, { after, limit: EXPORT_PAGE });
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE) return;
    after = page.at(-1)?.id;
  }
}

async function entriesOf(db: Executor, companyId: bigint, rows: Awaited<ReturnType<typeof journalTransactions>>) {
  const postings = groupBy(
    await postingsOfTransactions(
      db,
      companyId,
      rows.map((row) => row.id),
    ),
    (posting) => posting.transaction_id,
  );
  return rows.map(
    (row): JournalEntry => ({
      id: row.id,
      date: row.date,
      source: { type: row.source_type as SourceType, id: row.source_id },
      ...(row.reverses_id === null ? {} : { reversesTransactionId: row.reverses_id }),
      postings: (postings.get(row.id) ?? []).map(postingOf),
    }),
  );
}

const postingOf = (row: JournalPostingRow) => ({
  account: { id: row.account_id, code: row.code, name: row.name, type: row.type as AccountType },
  currency: row.currency,
  amount: row.amount,
  baseAmount: row.base_amount,
});

/** What a text export of the journal declares before its entries: the chart, and the first day it needs. */
export async function journalPreamble(db: Executor, companyId: bigint, range: JournalRange) {
  assertJournalRange(range);
  const accounts = (await chartOfAccounts(db, companyId)).map((account) => ({
    ...account,
    type: account.type as AccountType,
  }));
  return { accounts, firstDay: range.from ?? (await firstJournalDate(db, companyId)) };
}
