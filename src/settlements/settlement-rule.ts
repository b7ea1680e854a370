import { writtenOffMessage } from '../invoices/write-off-rules.js';
import type { FieldError } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

/*
 * May this settle that: the one rule of every kind of settlement. A payment takes from the
 * documents it pays, an allocation from a credit (a credit note, or a payment's money on account)
 * and from the document it is set against, a refund from a credit. Each must exist, belong to the
 * settlement's party, be posted, not be written off, be in its currency, be issued on or before it,
 * and have at least its amount outstanding. Amounts are positive before they reach the rule: the
 * schemas refuse any other (PositiveMoneyInput). The lock date is the ledger's to hold, for every
 * posting alike (ledger/lock-date.ts).
 */

/** What a settlement takes from, as the rule sees it. */
export interface Settleable {
  id: bigint;
  partyId: bigint;
  currency: string;
  draft: boolean;
  issueDate: string;
  outstanding: Money;
  /** Whether a write-off settles it (an invoice's): nothing else may until it is undone. */
  writtenOff?: boolean;
}

/**
 * What a settlement asks of what it takes from. A term left out sets no limit: a payment splits its
 * amount over its documents itself (allocatePayment), and a credit is the party's whose documents
 * it is set against.
 */
export interface SettlementTerms {
  partyId?: bigint;
  currency?: string;
  date?: string;
  amount?: Money;
}

/** The rules, in the order a refusal names the first broken. */
export const SETTLEMENT_RULES = [
  'missing',
  'otherParty',
  'draft',
  'writtenOff',
  'otherCurrency',
  'tooEarly',
  'moreThanOutstanding',
] as const;

export type SettlementRule = (typeof SETTLEMENT_RULES)[number];

/** The rules that settling on `terms` from `settleable` (undefined: none has the id) breaks, in order. */
export function brokenRules(settleable: Settleable | undefined, terms: SettlementTerms): SettlementRule[] {
  if (!settleable) return ['missing'];
  const { partyId, currency, date, amount } = terms;
  const broken: Record<Exclude<SettlementRule, 'missing'>, boolean> = {
    otherParty: partyId !== undefined && settleable.partyId !== partyId,
    draft: settleable.draft,
    writtenOff: settleable.writtenOff === true,
    otherCurrency: currency !== undefined && settleable.currency !== currency,
    tooEarly: date !== undefined && settleable.issueDate > date,
    moreThanOutstanding: amount !== undefined && amount > settleable.outstanding,
  };
  return SETTLEMENT_RULES.filter((rule) => rule !== 'missing' && broken[rule]);
}

/**
 * The first rule broken by a settlement that takes from each of `parts`, by rule and then by part,
 * with the index of the part that broke it; undefined when it may settle them all.
 */
export function firstBrokenRule(
  parts: readonly (readonly [Settleable | undefined, SettlementTerms])[],
): { rule: SettlementRule; part: number } | undefined {
  const broken = parts.map(([settleable, terms]) => brokenRules(settleable, terms));
  for (const rule of SETTLEMENT_RULES) {
    const part = broken.findIndex((rules) => rules.includes(rule));
    if (part !== -1) return { rule, part };
  }
  return undefined;
}

/** How a kind of settlement words a refusal of what it takes from. */
export interface RefusalWording {
  /** The field that names what it takes from. */
  path: string;
  /** How messages name what it takes from: invoice, bill, credit note, client payment. */
  noun: string;
  partyNoun: string;
  /** What a draft cannot be: paid, allocated, refunded. */
  verb: string;
  /** Whose currency it must be in: "the payment's". */
  whose: string;
  /** How answers name what it has left: outstandingAmount, or a payment's unallocatedAmount. */
  heldField: string;
  /** Each kind says in its own words which date comes too early, and where. */
  tooEarly: (settleable: Settleable) => FieldError;
}

export interface Refusal {
  error: FieldError;
  extensions?: Record<string, unknown>;
}

/** The field error (and figures) by which a kind of settlement answers a broken rule. */
export function refusalOf(
  rule: SettlementRule,
  id: bigint,
  settleable: Settleable | undefined,
  terms: SettlementTerms,
  wording: RefusalWording,
): Refusal {
  const { path, noun } = wording;
  const at = (message: string): Refusal => ({ error: { path, message } });
  if (rule === 'missing' || !settleable) return at(`no ${noun} has the id ${id}`);
  switch (rule) {
    case 'otherParty':
      return at(`${noun} ${id} is not one of this ${wording.partyNoun}'s`);
    case 'draft':
      return at(`${noun} ${id} is a draft, which cannot be ${wording.verb}`);
    case 'writtenOff':
      return at(writtenOffMessage(id));
    case 'otherCurrency':
      return at(`${noun} ${id} is in ${settleable.currency}, not in ${wording.whose} ${terms.currency}`);
    case 'tooEarly':
      return { error: wording.tooEarly(settleable) };
    case 'moreThanOutstanding':
      return {
        error: { path: 'amount', message: `must not be more than the ${wording.heldField} of the ${noun}` },
        extensions: { amount: terms.amount, [wording.heldField]: settleable.outstanding },
      };
  }
}
