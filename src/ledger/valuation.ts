import { baseCurrency } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import type { Write } from '../db/write.js';
import { rateOn } from '../exchange-rates/exchange-rate-repository.js';
import { compareBigints, getOrAdd, largestBy } from '../shared/collections.js';
import { divideRoundingHalfUp } from '../shared/decimal.js';
import { EXCHANGE_RATE_SCALE } from '../shared/exchange-rate.js';
import { type Money, multiplyAndRound } from '../shared/money.js';
import { foreignBalancesAt } from './balance-repository.js';
import { type Entry, type Place, type Posting, placeOf, type Source } from './journal.js';
import { postedOnDayFrom } from './ledger-repository.js';

/**
 * The valuation rules of the books, in the company's base currency (rounding half away from zero to
 * the minor unit, as everywhere):
 * 1. An amount in the base currency is worth itself.
 * 2. A document (invoice, bill, manual journal entry) is worth its amounts at its own rate; its
 *    rounding difference goes to the largest of the postings that may take it (`absorbers`).
 * 3. A payment clears each document at the document's rate (see payments/cleared-values.ts). What
 *    it keeps on account is worth its share of what its money was worth, and a part of that its
 *    share of the value (paymentValues, clearedValue).
 * 4. Money in a foreign currency on a bank account (or owed to employees) arrives at what was given
 *    for it in the base currency, else at the company's rate of the day, and leaves at its book
 *    value just before it, in the order of valuation (see valueOnAccount, and placeOf): a change of
 *    an earlier movement values the later ones anew (see later-values.ts).
 * 5. What arrives less what leaves is a realised exchange difference (see journal.ts, movement).
 */

/** `part` of `whole` (positive) worth `value` in all: its share of the value, rounded half away from zero. */
export const shareOfValue = (value: Money, part: Money, whole: Money): Money =>
  divideRoundingHalfUp(value * part, whole);

/** The value of an amount at a rate of 10^-8 units. */
export const atRate = (amount: Money, rate: bigint): Money => multiplyAndRound(amount, rate, EXCHANGE_RATE_SCALE);

/**
 * Rule 2: a document's entries, all in its currency, valued at its rate (null: not known). Each is
 * worth its amount at the rate, and the largest absorber takes what the rounding left unbalanced.
 */
export function valuedAtRate(
  entries: readonly Entry[],
  rate: bigint | null,
  base: string,
  absorbers: readonly bigint[],
): Posting[] {
  const values = entries.map((entry) => {
    if (entry.currency === base) return entry.amount;
    return rate === null ? null : atRate(entry.amount, rate);
  });
  if (values.some((value) => value === null)) return entries.map((entry) => ({ ...entry, baseAmount: null }));
  const postings = entries.map((entry, index) => ({ ...entry, baseAmount: values[index] as Money }));
  const residual = postings.reduce((sum, posting) => sum + posting.baseAmount, 0n);
  if (residual !== 0n) largestOf(postings, absorbers).baseAmount -= residual;
  return postings;
}

function largestOf<T extends Posting & { baseAmount: Money }>(postings: T[], absorbers: readonly bigint[]): T {
  const candidates = postings.filter((posting) => absorbers.includes(posting.accountId));
  const largest = largestBy(candidates, (posting) => posting.amount);
  if (!largest) throw new Error('A document posting with a rounding difference has no posting to take it');
  return largest;
}

/**
 * A document's totals in the base currency at its rate, as its postings have them (rule 2): the
 * total and the tax each at the rate, the net what is left.
 */
export function baseTotalsAt(totals: { net: Money; tax: Money; total: Money }, rate: bigint) {
  const total = atRate(totals.total, rate);
  const tax = atRate(totals.tax, rate);
  return { net: total - tax, tax, total };
}

/** The rate of a document in the currency on the date: the company's, or null in the base currency or when none is known. */
export async function companyRate(
  db: Executor,
  companyId: bigint,
  currency: string,
  date: string,
): Promise<bigint | null> {
  if (currency === (await baseCurrency(db, companyId))) return null;
  return (await rateOn(db, companyId, currency, date)) ?? null;
}

/** Money moved on an account: `amount` as it is posted there, a debit positive. */
export interface MovedMoney {
  accountId: bigint;
  currency: string;
  amount: Money;
}

/** Values money that arrives (or, past a balance it empties, goes on), signed as it is posted; null when unknown. */
export type Pricing = (amount: Money) => Money | null;

/**
 * Rule 4: the value of money moved on an account that holds it in a foreign currency (a bank
 * account, or what employees are owed). What brings the balance towards zero leaves at its book
 * value: its share of what the balance is worth in the books, the whole of it when it empties the
 * balance. What moves the balance away from zero, and what goes past zero, is valued by `price`.
 * The balance is the account's just before `source` on `date`: with the movements of earlier days,
 * and those of its own day that come before it in the order of valuation (see placeOf).
 */
export async function valueOnAccount(
  write: Write,
  companyId: bigint,
  moved: MovedMoney,
  date: string,
  source: Source,
  price: Pricing,
): Promise<Money | null> {
  const base = await baseCurrency(write.trx, companyId);
  if (moved.currency === base) return moved.amount;
  const { balance, book } = await bookBalance(write, companyId, moved, date, source, base);
  const { amount } = moved;
  if (balance === 0n || amount > 0n === balance > 0n) return price(amount);
  if ((amount < 0n ? -amount : amount) <= (balance < 0n ? -balance : balance)) {
    return balance > 0n ? shareOfValue(book, amount, balance) : shareOfValue(-book, amount, -balance);
  }
  const beyond = price(amount + balance);
  return beyond === null ? null : beyond - book;
}

/** The account's balance in the currency just before `source` on `date`, and its book value. */
async function bookBalance(
  write: Write,
  companyId: bigint,
  moved: MovedMoney,
  date: string,
  source: Source,
  base: string,
): Promise<{ balance: Money; book: Money }> {
  const balances = await foreignBalancesBefore(write, companyId, [moved.accountId], base, placeOf(date, source));
  const held = balances.find((row) => row.currency === moved.currency);
  return { balance: held?.balance ?? 0n, book: held?.bookValue ?? 0n };
}

export interface ForeignBalance {
  accountId: bigint;
  currency: string;
  /** The amount of the valued postings. */
  balance: Money;
  /** What that is worth in the books. */
  bookValue: Money;
}

/**
 * The balances of the accounts in each currency but the base currency just before `place` (see
 * placeOf), with what each is worth in the books, by account and currency, leaving out those at zero
 * in both: those at the end of the day before, and what the day brought before `place`.
 */
export async function foreignBalancesBefore(
  write: Write,
  companyId: bigint,
  accountIds: readonly bigint[],
  base: string,
  place: Place,
): Promise<ForeignBalance[]> {
  const balances = new Map<string, ForeignBalance>();
  const held = (accountId: bigint, currency: string) =>
    getOrAdd(balances, `${accountId} ${currency}`, () => ({ accountId, currency, balance: 0n, bookValue: 0n }));
  for (const row of await foreignBalancesAt(write, companyId, accountIds, base, place.date)) {
    Object.assign(held(row.account_id, row.currency), { balance: row.balance, bookValue: row.book_value });
  }
  const later = await postedOnDayFrom(write.trx, companyId, accountIds, place);
  for (const row of later.filter((posted) => posted.currency !== base)) {
    const balance = held(row.account_id, row.currency);
    balance.balance -= row.amount;
    balance.bookValue -= row.base_amount;
  }
  return [...balances.values()]
    .filter((balance) => balance.balance !== 0n || balance.bookValue !== 0n)
    .sort((a, b) => compareBigints(a.accountId, b.accountId) || a.currency.localeCompare(b.currency));
}

/**
 * The value of one side of a movement of money on a bank account (or owed to an employee), `out`
 * of it or `in`to it, against `counterpart` (rule 4): money that arrives is worth what was given for
 * it when that is in the base currency, else its amount at the company's rate of the day.
 */
export async function legValue(
  write: Write,
  companyId: bigint,
  leg: MovedMoney,
  direction: 'in' | 'out',
  movement: { date: string; source: Source; counterpart: { currency: string; amount: Money } },
): Promise<Money | null> {
  const { date, source, counterpart } = movement;
  const base = await baseCurrency(write.trx, companyId);
  const atCost = counterpart.currency === base;
  const rate = atCost || leg.currency === base ? undefined : await rateOn(write.trx, companyId, leg.currency, date);
  const price: Pricing = (amount) => {
    if (atCost) return shareOfValue(counterpart.amount, amount, leg.amount);
    return rate === undefined ? null : atRate(amount, rate);
  };
  const moved = { ...leg, amount: direction === 'in' ? leg.amount : -leg.amount };
  const value = await valueOnAccount(write, companyId, moved, date, source, price);
  return value === null || direction === 'in' ? value : -value;
}
