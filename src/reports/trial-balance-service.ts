import type { Executor } from '../db/database.js';
import { balancesAt } from '../ledger/balance-repository.js';
import type { AccountType } from '../ledger/chart.js';
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

/** Every account with a balance at the end of `date`, in the debit or the credit column, per currency. */
export async function trialBalance(db: Executor, companyId: bigint, date: string): Promise<TrialBalanceView> {
  const lines = (await balancesAt(db, companyId, date)).map((row): TrialBalanceLine => {
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
