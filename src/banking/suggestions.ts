import { daysBetween } from '../shared/dates.js';
import type { Money } from '../shared/money.js';
import type { MatchedRecordType } from './banking-schemas.js';

/** How far, in days, a record or a due date may be from a line and still be "the same amount within a few days". */
export const FEW_DAYS = 7;

export type SuggestionType = MatchedRecordType | 'invoice' | 'bill' | 'bankRule';

export interface Suggestion {
  type: SuggestionType;
  id: bigint;
  score: number;
  reason: string;
  /** What the record moved the bank by, what the document has outstanding (signed as the line), or the line's amount for a rule. */
  amount: Money;
  date?: string;
  partyName?: string;
}

export interface LineToMatch {
  date: string;
  amount: Money;
  description: string;
  reference: string | null;
  counterpartyName: string | null;
}

export interface Candidate {
  type: SuggestionType;
  id: bigint;
  /** Signed as the line would be. */
  amount: Money;
  /** The record's date, or the document's due date. */
  date: string;
  partyName?: string | undefined;
  number?: string | null | undefined;
}

/**
 * The scores, in the order the issue of suggestions sets: a document whose number the line quotes;
 * then the same amount from the line's counterparty; then the same amount within a few days (the
 * nearer the better); then the rules, in their order.
 */
const QUOTED_NUMBER = 100;
const SAME_AMOUNT_AND_PARTY = 80;
const SAME_AMOUNT_NEAR = 60;
export const RULE_SCORE = 40;

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

/** Scores a candidate against the line, or answers undefined when it is no suggestion. */
function scored(line: LineToMatch, candidate: Candidate): Suggestion | undefined {
  const { type, id, amount, date, partyName } = candidate;
  const suggestion = (score: number, reason: string): Suggestion => ({
    type,
    id,
    score,
    reason,
    amount,
    date,
    ...(partyName === undefined ? {} : { partyName }),
  });
  if (candidate.number && quotedNumbers(line).includes(candidate.number)) {
    return suggestion(QUOTED_NUMBER, `the line quotes its number, ${candidate.number}`);
  }
  if (amount !== line.amount) return undefined;
  if (namesParty(line.counterpartyName, partyName)) {
    return suggestion(SAME_AMOUNT_AND_PARTY, `the same amount, from ${partyName}`);
  }
  const apart = Math.abs(daysBetween(line.date, date));
  if (apart > FEW_DAYS) return undefined;
  const when = type === 'invoice' || type === 'bill' ? 'due' : 'dated';
  return suggestion(
    SAME_AMOUNT_NEAR - apart,
    `the same amount, ${when} ${apart === 0 ? 'the same day' : `${apart} day${apart === 1 ? '' : 's'} apart`}`,
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
