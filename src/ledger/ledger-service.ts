import { type Executor, readConsistently } from '../db/database.js';
import { requireOwned } from '../db/owned.js';
import { invalid } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import type { AccountType } from './chart.js';
import type { SourceType } from './journal.js';
import { accountBalancesBefore, accountPostings, type DateRange } from './ledger-repository.js';

export interface CurrencyBalance {
  currency: string;
  balance: Money;
}

export interface LedgerLine {
  id: bigint;
  date: string;
  transactionId: bigint;
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

/** An account's postings with a running balance per currency, opening from what came before `from`. */
export async function accountLedger(
  db: Executor,
  companyId: bigint,
  accountId: bigint,
  range: DateRange,
): Promise<AccountLedgerView> {
  if (range.from && range.to && range.from > range.to) {
    throw invalid('The period ends before it starts', [{ path: 'to', message: 'must not be before from' }]);
  }
  return readConsistently(db, async (trx) => {
    const account = await requireOwned(trx, 'accounts', companyId, accountId, 'Account');
    const opening = range.from ? await accountBalancesBefore(trx, companyId, accountId, range.from) : [];
    const running = new Map(opening.map((row) => [row.currency, row.balance]));
    const openingBalances = balancesOf(running);
    const postings = (await accountPostings(trx, companyId, accountId, range)).map((row): LedgerLine => {
      const amount = row.amount;
      const balance = (running.get(row.currency) ?? 0n) + amount;
      running.set(row.currency, balance);
      return {
        id: row.id,
        date: row.date,
        transactionId: row.transaction_id,
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

function balancesOf(balances: Map<string, Money>): CurrencyBalance[] {
  return [...balances].sort(([a], [b]) => a.localeCompare(b)).map(([currency, balance]) => ({ currency, balance }));
}
