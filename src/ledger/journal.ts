import { compareBigints } from '../shared/collections.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

/** The kinds of record that post to the ledger. */
export const SOURCE_TYPES = [
  'MANUAL_JOURNAL_ENTRY',
  'INVOICE',
  'BILL',
  'CREDIT_NOTE',
  'SUPPLIER_CREDIT',
  'BANK_TRANSFER',
  'CLIENT_PAYMENT',
  'SUPPLIER_PAYMENT',
  'CREDIT_NOTE_ALLOCATION',
  'SUPPLIER_CREDIT_ALLOCATION',
  'CLIENT_ON_ACCOUNT_ALLOCATION',
  'SUPPLIER_ON_ACCOUNT_ALLOCATION',
  'CLIENT_REFUND',
  'SUPPLIER_REFUND',
  'INVOICE_WRITE_OFF',
  'CURRENCY_REVALUATION',
  'CURRENCY_REVALUATION_REVERSAL',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The field of each kind of record that dates its journal transaction. */
export const SOURCE_DATE_FIELDS: Record<SourceType, string> = {
  MANUAL_JOURNAL_ENTRY: 'date',
  INVOICE: 'issueDate',
  BILL: 'issueDate',
  CREDIT_NOTE: 'issueDate',
  SUPPLIER_CREDIT: 'issueDate',
  BANK_TRANSFER: 'dateTransferred',
  CLIENT_PAYMENT: 'dateReceived',
  SUPPLIER_PAYMENT: 'datePaid',
  CREDIT_NOTE_ALLOCATION: 'date',
  SUPPLIER_CREDIT_ALLOCATION: 'date',
  CLIENT_ON_ACCOUNT_ALLOCATION: 'date',
  SUPPLIER_ON_ACCOUNT_ALLOCATION: 'date',
  CLIENT_REFUND: 'datePaid',
  SUPPLIER_REFUND: 'dateReceived',
  INVOICE_WRITE_OFF: 'date',
  CURRENCY_REVALUATION: 'date',
  CURRENCY_REVALUATION_REVERSAL: 'date',
};

export interface Source {
  type: SourceType;
  id: bigint;
}

/**
 * The order in which the books value the records of a day (see valuation.ts): the reversals of the
 * revaluations of the day before first, then every other record in the order it was made (by id),
 * and the revaluations of the day last, as the balances stand at its end.
 */
export const RANK_IN_DAY: Readonly<Partial<Record<SourceType, number>>> = {
  CURRENCY_REVALUATION_REVERSAL: 0,
  CURRENCY_REVALUATION: 2,
};
export const OTHER_RANK_IN_DAY = 1;

/** Where a record's transaction stands in the order of valuation: its date, then its rank and id in the day. */
export interface Place {
  date: string;
  rank: number;
  id: bigint;
}

export const placeOf = (date: string, source: Source): Place => ({
  date,
  rank: RANK_IN_DAY[source.type] ?? OTHER_RANK_IN_DAY,
  id: source.id,
});

/** Before everything of the day: where a change of the day's rates stands. */
export const startOfDay = (date: string): Place => ({ date, rank: -1, id: 0n });

export const comparePlaces = (a: Place, b: Place): number =>
  a.date.localeCompare(b.date) || a.rank - b.rank || compareBigints(a.id, b.id);

/** An amount on one account, in the currency in which it happened: debits positive, credits negative. */
export interface Entry {
  accountId: bigint;
  currency: string;
  amount: Money;
}

/**
 * One movement on one account, with its value in the company's base currency (see valuation.ts):
 * null in a transaction that has no known rate. A posting in the base currency is worth its amount;
 * one that only moves a base value (an exchange difference) has an amount of zero.
 */
export interface Posting extends Entry {
  baseAmount: Money | null;
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

/** Whether the transaction's postings carry their base values; each posts all of them or none. */
export const isValued = (postings: readonly Posting[]) => postings.every((posting) => posting.baseAmount !== null);

/**
 * The invariant of double entry: within a transaction the postings of each currency sum to zero, and
 * so do their base values when it is valued. Throws a rule violation naming what does not; a caller's
 * own check (with its own wording, such as a journal entry's totals) comes first, so this one guards
 * against mistakes in code.
 */
export function assertBalanced(transaction: JournalTransaction): void {
  const { postings, source } = transaction;
  const unbalanced = [...balancesByCurrency(postings)].filter(([, sum]) => sum !== 0n);
  if (unbalanced.length > 0) {
    const sums = unbalanced.map(([currency, sum]) => `${currency} ${sum}`).join(', ');
    throw ruleViolation(`The postings of ${source.type} ${source.id} do not balance (minor units: ${sums})`);
  }
  const values = postings.map((posting) => posting.baseAmount);
  if (values.some((value) => value === null) && !values.every((value) => value === null)) {
    throw ruleViolation(`The postings of ${source.type} ${source.id} are valued in part`);
  }
  const baseSum = values.reduce<Money>((sum, value) => sum + (value ?? 0n), 0n);
  if (baseSum !== 0n) {
    throw ruleViolation(`The postings of ${source.type} ${source.id} do not balance in the base currency (${baseSum})`);
  }
}

/** Postings without those that move neither an amount nor a value. */
export function withoutZeroPostings(postings: readonly Posting[]): Posting[] {
  return postings.filter((posting) => posting.amount !== 0n || (posting.baseAmount ?? 0n) !== 0n);
}

/** One side of a movement of money, with its base value (null when unknown). */
export interface Leg extends Entry {
  value: Money | null;
}

export interface MovementAccounts {
  CURRENCY_CONVERSION: bigint;
  REALISED_CURRENCY_GAINS: bigint;
}

/**
 * Money leaving one account (`from`, credited) and arriving in another (`to`, debited). When the two
 * legs are in different currencies, each currency balances through the currency-conversion account:
 * no rate is invented, the two amounts are the ones that happened. In the base currency the
 * conversion nets to nothing, and what arrives is worth more or less than what left by the
 * realised exchange difference, posted as a value without an amount in the movement's foreign
 * currency. When either side has no known value, neither has the movement.
 */
export function movement(from: Leg, to: Leg, accounts: MovementAccounts, baseCurrency: string): Posting[] {
  const valued = from.value !== null && to.value !== null;
  const value = (amount: Money | null) => (valued ? amount : null);
  const legs: Posting[] = [
    { accountId: from.accountId, currency: from.currency, amount: -from.amount, baseAmount: value(neg(from.value)) },
    { accountId: to.accountId, currency: to.currency, amount: to.amount, baseAmount: value(to.value) },
  ];
  // In the base currency a conversion is worth its base-currency side, else what left.
  const exchanged = to.currency === baseCurrency && from.currency !== baseCurrency ? to.value : from.value;
  const conversion: Posting[] =
    from.currency === to.currency
      ? []
      : [
          {
            accountId: accounts.CURRENCY_CONVERSION,
            currency: from.currency,
            amount: from.amount,
            baseAmount: value(exchanged),
          },
          {
            accountId: accounts.CURRENCY_CONVERSION,
            currency: to.currency,
            amount: -to.amount,
            baseAmount: value(neg(exchanged)),
          },
        ];
  const difference = valued ? (from.value as Money) - (to.value as Money) : 0n;
  const foreign = from.currency === baseCurrency ? to.currency : from.currency;
  const gain: Posting[] =
    difference === 0n
      ? []
      : [{ accountId: accounts.REALISED_CURRENCY_GAINS, currency: foreign, amount: 0n, baseAmount: difference }];
  return [...legs, ...conversion, ...gain];
}

const neg = (value: Money | null) => (value === null ? null : -value);
