import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

/** The kinds of record that post to the ledger. */
export const SOURCE_TYPES = [
  'MANUAL_JOURNAL_ENTRY',
  'INVOICE',
  'BILL',
  'BANK_TRANSFER',
  'CLIENT_PAYMENT',
  'SUPPLIER_PAYMENT',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The field of each kind of record that dates its journal transaction. */
export const SOURCE_DATE_FIELDS: Record<SourceType, string> = {
  MANUAL_JOURNAL_ENTRY: 'date',
  INVOICE: 'issueDate',
  BILL: 'issueDate',
  BANK_TRANSFER: 'dateTransferred',
  CLIENT_PAYMENT: 'dateReceived',
  SUPPLIER_PAYMENT: 'datePaid',
};

export interface Source {
  type: SourceType;
  id: bigint;
}

/** One movement on one account, in the currency in which it happened: debits positive, credits negative. */
export interface Posting {
  accountId: bigint;
  currency: string;
  amount: Money;
}

export interface JournalTransaction {
  date: string;
  source: Source;
  postings: Posting[];
}

/** The sum of the postings of each currency. */
export function balancesByCurrency(postings: readonly Posting[]): Map<string, Money> {
  const sums = new Map<string, Money>();
  for (const { currency, amount } of postings) sums.set(currency, (sums.get(currency) ?? 0n) + amount);
  return sums;
}

/**
 * The invariant of double entry: within a transaction the postings of each currency sum to zero.
 * Throws a rule violation naming the currencies that do not; a caller's own check (with its own
 * wording, such as a journal entry's totals) comes first, so this one guards against mistakes in code.
 */
export function assertBalanced(transaction: JournalTransaction): void {
  const unbalanced = [...balancesByCurrency(transaction.postings)].filter(([, sum]) => sum !== 0n);
  if (unbalanced.length > 0) {
    const sums = unbalanced.map(([currency, sum]) => `${currency} ${sum}`).join(', ');
    throw ruleViolation(
      `The postings of ${transaction.source.type} ${transaction.source.id} do not balance (minor units: ${sums})`,
    );
  }
}

/** Postings without the zero amounts, which move nothing. */
export function withoutZeroPostings(postings: readonly Posting[]): Posting[] {
  return postings.filter((posting) => posting.amount !== 0n);
}

export interface Leg {
  accountId: bigint;
  currency: string;
  amount: Money;
}

/**
 * Money leaving one account (`from`, credited) and arriving in another (`to`, debited). When the two
 * legs are in different currencies, each currency balances through the currency-conversion account:
 * no rate is invented, the two amounts are the ones that happened.
 */
export function movement(from: Leg, to: Leg, conversionAccountId: bigint): Posting[] {
  const legs = [
    { accountId: from.accountId, currency: from.currency, amount: -from.amount },
    { accountId: to.accountId, currency: to.currency, amount: to.amount },
  ];
  if (from.currency === to.currency) return legs;
  return [
    ...legs,
    { accountId: conversionAccountId, currency: from.currency, amount: from.amount },
    { accountId: conversionAccountId, currency: to.currency, amount: -to.amount },
  ];
}
