import { type Executor, readConsistently } from '../db/database.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { atRate } from '../ledger/valuation.js';
import { daysBetween } from '../shared/dates.js';
import type { Money } from '../shared/money.js';
import { reportFigures } from './report-figures.js';
import { type OpenDocumentRow, openDocumentsAt, revaluationOfAccount, type Side } from './report-repository.js';

const CONTROL_ACCOUNTS = { receivables: 'TRADE_DEBTORS', payables: 'TRADE_CREDITORS' } as const;

export type { Side } from './report-repository.js';

type AgeBucket = 'notDue' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90';

export type AgedAmounts = Record<AgeBucket | 'total', Money>;

export interface AgedParty extends AgedAmounts {
  partyId: bigint;
  name: string;
  /** The currency of the party's documents that the row adds up. */
  currency: string;
}

export interface AgedBalances {
  date: string;
  currency: string;
  parties: AgedParty[];
  totals: AgedAmounts;
  /** In the base currency: what a revaluation of the date added to the control account, beside the totals. */
  revaluation?: Money;
  unvalued?: Awaited<ReturnType<typeof unvaluedTransactions>>;
}

/** The bucket of a document due on `due`, seen at the end of `date`: not yet due on its due date itself. */
function ageBucket(due: string, date: string): AgeBucket {
  const daysPastDue = daysBetween(due, date);
  if (daysPastDue <= 0) return 'notDue';
  if (daysPastDue <= 30) return 'days1To30';
  if (daysPastDue <= 60) return 'days31To60';
  if (daysPastDue <= 90) return 'days61To90';
  return 'over90';
}

export const noAmounts = (): AgedAmounts => ({
  notDue: 0n,
  days1To30: 0n,
  days31To60: 0n,
  days61To90: 0n,
  over90: 0n,
  total: 0n,
});

/**
 * What each party owed (receivables) or was owed (payables) at the end of `date`, per currency of
 * its documents, by how long it was past due. In the base currency each document counts at its
 * book value (its value at its rate, less what the payments up to the date cleared of it), so that
 * the totals and a revaluation of that day (`revaluation`) are the control account's balance; a
 * document without a value is left out, and its transaction is in `unvalued`. With `currency`, only the documents in it, in their own amounts.
 */
export function agedBalances(
  db: Executor,
  companyId: bigint,
  side: Side,
  { date, currency }: { date: string; currency?: string },
): Promise<AgedBalances> {
  return readConsistently(db, async (trx) => {
    const { figures, currency: shown } = await reportFigures(trx, companyId, currency);
    const documents = await openDocumentsAt(trx, companyId, side, date);
    const inBase = figures === 'base';
    const amountOf = inBase ? (row: OpenDocumentRow) => baseOutstanding(row, shown) : outstanding;
    const counted = inBase ? documents : documents.filter((row) => row.currency === shown);
    const { parties, totals } = aged(counted, amountOf, date);
    if (!inBase) return { date, currency: shown, parties, totals };
    const control = (await systemAccounts(trx, companyId))[CONTROL_ACCOUNTS[side]];
    const revalued = await revaluationOfAccount(trx, companyId, control, date);
    return {
      date,
      currency: shown,
      parties,
      totals,
      // What the company is owed shows as a debit of trade debtors, what it owes as a credit of trade creditors.
      revaluation: side === 'receivables' ? revalued : -revalued,
      unvalued: await unvaluedTransactions(trx, companyId, { to: date }),
    };
  });
}

/**
 * What one party owed (receivables) or was owed (payables) at the end of `date`, per currency of its
 * documents in their own amounts, by how long it was past due: its rows of the report in each currency.
 */
export async function agedOfParty(
  db: Executor,
  companyId: bigint,
  side: Side,
  { partyId, date }: { partyId: bigint; date: string },
): Promise<AgedParty[]> {
  return aged(await openDocumentsAt(db, companyId, side, date, partyId), outstanding, date).parties;
}

/** The documents' amounts added up per party and currency, and in all, by how long they were past due at `date`. */
function aged(documents: OpenDocumentRow[], amountOf: (row: OpenDocumentRow) => Money | null, date: string) {
  const parties = new Map<string, AgedParty>();
  const totals = noAmounts();
  for (const row of documents) {
    const amount = amountOf(row);
    if (amount === null || amount === 0n) continue;
    const key = `${row.party_id} ${row.currency}`;
    const party = parties.get(key) ?? {
      partyId: row.party_id,
      name: row.party_name,
      currency: row.currency,
      ...noAmounts(),
    };
    const bucket = ageBucket(row.due_date, date);
    party[bucket] += amount;
    party.total += amount;
    totals[bucket] += amount;
    totals.total += amount;
    parties.set(key, party);
  }
  return { parties: [...parties.values()], totals };
}

const outstanding = (row: OpenDocumentRow): Money => row.total_amount - row.paid;

/**
 * A document's book value still outstanding in the base currency, or null when it has no value. A
 * payment without a base value has cleared nothing of it yet, as in the ledger.
 */
function baseOutstanding(row: OpenDocumentRow, base: string): Money | null {
  if (row.currency === base) return row.total_amount - row.paid_base;
  if (row.base_total !== undefined) return row.base_total === null ? null : row.base_total - row.paid_base;
  if (row.exchange_rate === null) return null;
  return atRate(row.total_amount, row.exchange_rate) - row.paid_base;
}
