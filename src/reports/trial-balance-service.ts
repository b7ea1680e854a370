import { baseCurrency } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { balancesAt, figuresAt } from '../ledger/balance-repository.js';
import type { AccountType } from '../ledger/chart.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import type { Money } from '../shared/money.js';

export interface TrialBalanceLine {
  accountId: bigint;
  code: string;
  name: string;
  type: AccountType;
  currency: string;
  debit: Money;
  credit: Money;
}

export interface TrialBalanceView {
  date: string;
  lines: TrialBalanceLine[];
  totals: { currency: string; debit: Money; credit: Money }[];
}

type BalanceRow = { id: bigint; code: string; name: string; type: string; currency: string; balance: Money };

/** Every account with a balance at the end of `date`, in the debit or the credit column, per currency. */
export async function trialBalance(db: Executor, companyId: bigint, date: string): Promise<TrialBalanceView> {
  return inColumns(date, await balancesAt(db, companyId, date));
}

/**
 * Every account with a balance in the base currency at the end of `date`, with the transactions
 * up to it that have no base value: their amounts are in no line, and no value is guessed for them.
 */
export async function baseTrialBalance(db: Executor, companyId: bigint, date: string) {
  const currency = await baseCurrency(db, companyId);
  const rows = (await figuresAt(db, companyId, date, 'base')).map((row) => ({ ...row, currency }));
  return { ...inColumns(date, rows), currency, unvalued: await unvaluedTransactions(db, companyId, { to: date }) };
}

function inColumns(date: string, rows: BalanceRow[]): TrialBalanceView {
  const lines = rows.map((row): TrialBalanceLine => {
    const { balance } = row;
    return {
      accountId: row.id,
      code: row.code,
      name: row.name,
      type: row.type as AccountType,
      currency: row.currency,
      debit: balance > 0n ? balance : 0n,
      credit: balance < 0n ? -balance : 0n,
    };
  });
  const totals = new Map<string, { currency: string; debit: Money; credit: Money }>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { currency: line.currency, debit: 0n, credit: 0n };
    totals.set(line.currency, { ...total, debit: total.debit + line.debit, credit: total.credit + line.credit });
  }
  return { date, lines, totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}
