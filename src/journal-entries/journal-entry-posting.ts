import type { JournalTransaction } from '../ledger/journal.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

export interface EntryLine {
  id: bigint;
  accountId: bigint;
  accountCode: string;
  debit: Money;
  credit: Money;
}

export interface EntryTotals {
  debits: Money;
  credits: Money;
}

export function entryTotals(lines: readonly EntryLine[]): EntryTotals {
  return lines.reduce(
    (totals, line) => ({ debits: totals.debits + line.debit, credits: totals.credits + line.credit }),
    { debits: 0n, credits: 0n },
  );
}

/**
 * The spec's invariant: the debits of an entry equal its credits; the 422 states both totals and the
 * difference. And an entry moves money: at least one of its lines debits or credits its account.
 */
export function assertEntryPosts(lines: readonly EntryLine[]): void {
  const { debits, credits } = entryTotals(lines);
  if (debits !== credits) {
    throw ruleViolation('The entry does not balance: its total debits must equal its total credits', undefined, {
      debits,
      credits,
      difference: debits - credits,
    });
  }
  if (lines.every((line) => line.debit === line.credit)) {
    throw ruleViolation('The entry moves no money: each of its lines debits its account as much as it credits it', [
      { path: 'manualJournalEntryLines', message: 'at least one line must move money' },
    ]);
  }
}

/** A manual entry posts each line to its account in the company's base currency. */
export function entryTransaction(
  entry: { id: bigint; date: string },
  lines: readonly EntryLine[],
  baseCurrency: string,
): JournalTransaction {
  return {
    date: entry.date,
    source: { type: 'MANUAL_JOURNAL_ENTRY', id: entry.id },
    postings: lines.map((line) => ({
      accountId: line.accountId,
      currency: baseCurrency,
      amount: line.debit - line.credit,
    })),
  };
}
