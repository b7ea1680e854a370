import { daysBetween } from '../shared/dates.js';
import { divideRoundingHalfUp } from '../shared/decimal.js';
import { EXCHANGE_RATE_SCALE, exchangeRateNumber } from '../shared/exchange-rate.js';
import { formatMoney, type Money } from '../shared/money.js';
import type { MatchedRecordType } from './banking-schemas.js';

/** How far, in days, a record or a due date may be from a line and still be "the same amount within a few days". */
export const FEW_DAYS = 7;

/** Whether a record moved the bank by the line's amount within FEW_DAYS of the line's day: a record it may stand for. */
export const movedAsLine = (line: { date: string; amount: Money }, record: { date: string; amount: Money }) =>
  record.amount === line.amount && Math.abs(daysBetween(line.date, record.date)) <= FEW_DAYS;

export type SuggestionType = MatchedRecordType | 'invoice' | 'bill' | 'bankRule';

export interface Suggestion {
  type: SuggestionType;
  id: bigint;
  score: number;
  reason: string;
  /**
   * What the record moved the bank by, what the document has outstanding (signed as the line; in the
   * bank's currency at the company's rate when it is in another), or the line's amount for a rule.
   */
  amount?: Money;
  date?: string;
  partyName?: string;
  /** A document in another currency than the bank's: that currency, and what it has outstanding in it. */
  currency?: string;
  outstanding?: Money;
}

export interface LineToMatch {
  date: string;
  amount: Money;
  description: string;
  reference: string | null;
  counterpartyName: string | null;
}

/** The company's rates of the line's day of a document's currency and of the bank's, each in base currency units of 10^-8. */
export interface CompanyRates {
  document: bigint;
  bank: bigint;
}

/** A document in another currency than the bank's. */
export interface InOtherCurrency {
  currency: string;
  outstanding: Money;
  /** The bank's currency and the company's rates of the line's day; null when it lacks one of them. */
  atRates: { bankCurrency: string; rates: CompanyRates } | null;
}

export interface Candidate {
  type: SuggestionType;
  id: bigint;
  /** Signed as the line would be; null for a document in another currency without the company's rates. */
  amount: Money | null;
  /** The record's date, or the document's due date. */
  date: string;
  partyName?: string | undefined;
  number?: string | null | undefined;
  inOtherCurrency?: InOtherCurrency | undefined;
}

/**
 * The scores, in the order the issue of suggestions sets: a document whose number the line quotes;
 * then the same amount from the line's counterparty; then the same amount within a few days (the
 * nearer the better); then the rules, in their order.
 */
const QUOTED_NUMBER = 100;
const SAME_AMOUNT_AND_PARTY = 80;
const SAME_AMOUNT_NEAR = 60;
/**
 * A document in another currency whose outstanding at the company's rate is within 2 % of the line:
 * below any same amount, as the bank converted at its own rate, above the rules.
 */
const CONVERTED_AMOUNT_AND_PARTY = 52;
const CONVERTED_AMOUNT_NEAR = 51;
export const RULE_SCORE = 40;

/** How far, in percent of the converted outstanding, the line may be from it. */
const CONVERTED_TOLERANCE_PERCENT = 2n;

const abs = (amount: Money) => (amount < 0n ? -amount : amount);

/** An amount in the document's currency in the bank's at the company's rates, rounded by the one rule. */
export const atCompanyRates = (amount: Money, rates: CompanyRates): Money =>
  divideRoundingHalfUp(amount * rates.document, rates.bank);

/**
 * The outstanding amounts, in the document's currency, that could be within the tolerance of the
 * line's amount at the rates: a little wider than the tolerance, for the rounding; each document
 * found is checked exactly (withinTolerance).
 */
export function outstandingNear(amount: Money, rates: CompanyRates): { low: Money; high: Money } {
  const lineAmount = abs(amount);
  const lowest = (100n * lineAmount) / (100n + CONVERTED_TOLERANCE_PERCENT) - 1n;
  const highest = (100n * lineAmount) / (100n - CONVERTED_TOLERANCE_PERCENT) + 2n;
  const low = (lowest * rates.bank) / rates.document;
  return { low: low < 1n ? 1n : low, high: (highest * rates.bank) / rates.document + 1n };
}

/** Whether the line is within the tolerance of the converted outstanding. */
const withinTolerance = (lineAmount: Money, converted: Money) =>
  100n * abs(lineAmount - converted) <= CONVERTED_TOLERANCE_PERCENT * abs(converted);

/** The words of the line that could be a document number: those with a digit in them. */
export function quotedNumbers(line: LineToMatch): string[] {
  const words = `${line.reference ?? ''} ${line.description}`.split(/[^A-Za-z0-9/_.-]+/);
  const numbers = words.filter((word) => /\d/.test(word) && word.length <= 50);
  return [...new Set(numbers.flatMap((word) => [word, word.toUpperCase()]))].slice(0, 100);
}

/** A name without case, punctuation or the words of a company's legal form: "Fenwick & Sons Ltd" is "fenwicksons". */
function plainName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(ltd|limited|plc|llp|llc|inc|gmbh|sa|bv)\b/g, '')
    .replace(/&|\band\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Whether the bank's name for the counterparty names the party: one holds the other, once plain. */
function namesParty(counterparty: string | null, party: string | undefined): boolean {
  if (!counterparty || !party) return false;
  const [a, b] = [plainName(counterparty), plainName(party)];
  if (a.length < 3 || b.length < 3) return a === b && a.length > 0;
  return a.includes(b) || b.includes(a);
}

/** "EUR 1,000.00 outstanding, GBP 860.00 at the company’s rate of 0.86", or that it has no rate. */
function inOtherCurrencyText(line: LineToMatch, amount: Money | null, other: InOtherCurrency): string {
  const outstanding = `${other.currency} ${formatMoney(other.outstanding, 'grouped')} outstanding`;
  if (amount === null || other.atRates === null) return `${outstanding}, no rate of the company on ${line.date}`;
  const { bankCurrency, rates } = other.atRates;
  const rate = exchangeRateNumber(
    divideRoundingHalfUp(rates.document * 10n ** BigInt(EXCHANGE_RATE_SCALE), rates.bank),
  );
  return `${outstanding}, ${bankCurrency} ${formatMoney(abs(amount), 'grouped')} at the company’s rate of ${rate}`;
}

/** Scores a candidate against the line, or answers undefined when it is no suggestion. */
function scored(line: LineToMatch, candidate: Candidate): Suggestion | undefined {
  const { type, id, amount, date, partyName, inOtherCurrency: other } = candidate;
  const suggestion = (score: number, reason: string): Suggestion => ({
    type,
    id,
    score,
    reason,
    ...(amount === null ? {} : { amount }),
    date,
    ...(partyName === undefined ? {} : { partyName }),
    ...(other === undefined ? {} : { currency: other.currency, outstanding: other.outstanding }),
  });
  const otherText = other === undefined ? undefined : inOtherCurrencyText(line, amount, other);
  if (candidate.number && quotedNumbers(line).includes(candidate.number)) {
    const quoted = `the line quotes its number, ${candidate.number}`;
    return suggestion(QUOTED_NUMBER, otherText === undefined ? quoted : `${quoted}; ${otherText}`);
  }
  if (amount === null) return undefined;
  if (otherText !== undefined) {
    if (!withinTolerance(line.amount, amount)) return undefined;
    const within = `${otherText}: within ${CONVERTED_TOLERANCE_PERCENT} % of the amount`;
    return scoredByPartyOrDate(line, candidate, suggestion, {
      party: CONVERTED_AMOUNT_AND_PARTY,
      near: CONVERTED_AMOUNT_NEAR,
      reason: within,
    });
  }
  if (amount !== line.amount) return undefined;
  return scoredByPartyOrDate(line, candidate, suggestion, {
    party: SAME_AMOUNT_AND_PARTY,
    near: SAME_AMOUNT_NEAR,
    reason: 'the same amount',
  });
}

/** A candidate of a fitting amount: scored by its party when the bank names it, else by its date when near. */
function scoredByPartyOrDate(
  line: LineToMatch,
  { type, date, partyName }: Candidate,
  suggestion: (score: number, reason: string) => Suggestion,
  scores: { party: number; near: number; reason: string },
): Suggestion | undefined {
  if (namesParty(line.counterpartyName, partyName)) {
    return suggestion(scores.party, `${scores.reason}, from ${partyName}`);
  }
  const apart = Math.abs(daysBetween(line.date, date));
  if (apart > FEW_DAYS) return undefined;
  const when = type === 'invoice' || type === 'bill' ? 'due' : 'dated';
  return suggestion(
    scores.near - apart,
    `${scores.reason}, ${when} ${apart === 0 ? 'the same day' : `${apart} day${apart === 1 ? '' : 's'} apart`}`,
  );
}

/** The candidates that are suggestions, each once, best first, then by id. */
export function ranked(line: LineToMatch, candidates: readonly Candidate[]): Suggestion[] {
  const seen = new Set<string>();
  return candidates
    .flatMap((candidate) => scored(line, candidate) ?? [])
    .filter((suggestion) => {
      const key = `${suggestion.type} ${suggestion.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
