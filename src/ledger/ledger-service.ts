import { type Executor, readConsistently } from '../db/database.js';
import type { Page } from '../db/page.js';
import { invalid } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { accountBalancesBefore } from './balance-repository.js';
import type { AccountType } from './chart.js';
import { requireAccount } from './chart-repository.js';
import type { SourceType } from './journal.js';
import { accountMovementsOnDayBefore, accountPostings, type DateRange } from './ledger-repository.js';

export interface CurrencyBalance {
  currency: string;
  balance: Money;
}

export interface LedgerLine {
  id: bigint;
  date: string;
  transactionId: bigint;
  /** On a reversal: the transaction it cancels. */
  reversesTransactionId?: bigint;
  source: { type: SourceType; id: bigint };
  currency: string;
  debit: Money;
  credit: Money;
  balance: Money;
}

export interface AccountLedgerView {
  account: { id: bigint; code: string; name: string; type: AccountType };
  range: DateRange;
  openingBalances: CurrencyBalance[];
  postings: LedgerLine[];
  closingBalances: CurrencyBalance[];
}

/**
 * An account's postings with a running balance per currency, opening from what came before the first
 * posting shown: before `from` on the first page, before the page's first posting on a later one.
 * Either is read from the period balances and at most one day's postings, however deep the page.
 */
export async function accountLedger(
  db: Executor,
  companyId: bigint,
  accountId: bigint,
  range: DateRange,
  page: Page = {},
): Promise<AccountLedgerView> {
  if (range.from && range.to && range.from > range.to) {
    throw invalid('The period ends before it starts', [{ path: 'to', message: 'must not be before from' }]);
  }
  return readConsistently(db, async (trx) => {
    const account = await requireAccount(trx, companyId, accountId);
    const rows = await accountPostings(trx, companyId, accountId, range, page);
    const running = await openingBalance(trx, companyId, accountId, range, page.offset ? rows : undefined);
    const openingBalances = balancesOf(running);
    const postings = rows.map((row): LedgerLine => {
      const amount = row.amount;
      const balance = (running.get(row.currency) ?? 0n) + amount;
      running.set(row.currency, balance);
      return {
        id: row.id,
        date: row.date,
        transactionId: row.transaction_id,
        ...(row.reverses_id === null ? {} : { reversesTransactionId: row.reverses_id }),
        source: { type: row.source_type as SourceType, id: row.source_id },
        currency: row.currency,
        debit: amount > 0n ? amount : 0n,
        credit: amount < 0n ? -amount : 0n,
        balance,
      };
    });
    return {
      account: { id: account.id, code: account.code, name: account.name, type: account.type as AccountType },
      range,
      openingBalances,
      postings,
      closingBalances: balancesOf(running),
    };
  });
}

/**
 * The balance before the first posting shown: before `from` on the first page (nothing without a
 * `from`); on a later page (`laterPage`, its postings) before its first posting, or, past the last
 * posting, at the end of the range.
 */
async function openingBalance(
  db: Executor,
  companyId: bigint,
  accountId: bigint,
  range: DateRange,
  laterPage: readonly { id: bigint; date: string }[] | undefined,
): Promise<Map<string, Money>> {
  const first = laterPage?.[0];
  let parts: CurrencyBalance[] = [];
  if (!laterPage) {
    if (range.from !== undefined) parts = await accountBalancesBefore(db, companyId, accountId, range.from);
  } else if (!first) {
    parts = await accountBalancesBefore(db, companyId, accountId, range.to ?? LAST_DAY, { through: true });
  } else {
    parts = [
      ...(await accountBalancesBefore(db, companyId, accountId, first.date)),
      ...(await accountMovementsOnDayBefore(db, companyId, accountId, first.date, first.id)),
    ];
  }
  const balances = new Map<string, Money>();
  for (const { currency, balance } of parts) balances.set(currency, (balances.get(currency) ?? 0n) + balance);
  return balances;
}

/** A day after every posting's: the end of a range left open. */
const LAST_DAY = '9999-12-31';

function balancesOf(balances: Map<string, Money>): CurrencyBalance[] {
  return [...balances].sort(([a], [b]) => a.localeCompare(b)).map(([currency, balance]) => ({ currency, balance }));
}
