import type { DocumentValuation } from '../documents/document-rate.js';
import type { JournalTransaction } from '../ledger/journal.js';
import { valuedAtRate } from '../ledger/valuation.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

export interface EntryLine {
  id: bigint;
  accountId: bigint;
  accountCode: string;
  /** The currency of the bank account whose ledger account the line posts to, if it is one. */
  bankCurrency: string | null;
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

/**
 * Money in a bank account is in the account's currency: a line on a bank account's ledger account
 * must be in it, or the bank's balance would mix currencies.
 */
export function assertBankLinesInCurrency(lines: readonly EntryLine[], currency: string): void {
  const errors = lines.flatMap((line, index) =>
    line.bankCurrency === null || line.bankCurrency === currency
      ? []
      : [
          {
            path: `manualJournalEntryLines[${index}].accountCode`,
            message: `is the ledger account of a bank account in ${line.bankCurrency}: an entry in ${currency} cannot post to it`,
          },
        ],
  );
  if (errors.length > 0) {
    throw ruleViolation(`A line on a bank account must be in the bank account's currency, not ${currency}`, errors);
  }
}

/** A manual entry posts each line to its account in the entry's currency; the largest line takes the rounding in the base currency. */
export function entryTransaction(
  entry: { id: bigint; date: string; currency: string },
  lines: readonly EntryLine[],
  valuation: DocumentValuation,
): JournalTransaction {
  const entries = lines.map((line) => ({
    accountId: line.accountId,
    currency: entry.currency,
    amount: line.debit - line.credit,
  }));
  return {
    date: entry.date,
    source: { type: 'MANUAL_JOURNAL_ENTRY', id: entry.id },
    postings: valuedAtRate(
      entries,
      valuation.rate,
      valuation.base,
      lines.map((line) => line.accountId),
    ),
  };
}
