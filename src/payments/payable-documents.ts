import type { SettledDocumentRow } from '../settlements/settled-document-repository.js';
import { brokenRules, type RefusalWording, refusalOf } from '../settlements/settlement-rule.js';
import { type FieldError, invalid, ruleViolation } from '../shared/errors.js';
import type { Payable } from './allocation.js';

/** An invoice or a bill as a payment sees it. */
export interface PayableDocument {
  id: bigint;
  partyId: bigint;
  currency: string;
  draft: boolean;
  issueDate: string;
  dueDate: string;
  totalAmount: bigint;
  allocatedAmount: bigint;
  /** The document's rate to the base currency (10^-8), null when it has none. */
  exchangeRate: bigint | null;
  /** Whether a write-off settles it (an invoice's): nothing else may until it is undone. */
  writtenOff?: boolean;
}

/** A document of its side, as a payment sees it. */
export const payableDocument = (row: SettledDocumentRow): PayableDocument => ({
  id: row.id,
  partyId: row.party_id,
  currency: row.currency,
  draft: row.draft,
  issueDate: row.issue_date,
  dueDate: row.due_date,
  totalAmount: row.total_amount,
  allocatedAmount: row.allocated_amount,
  exchangeRate: row.exchange_rate,
  ...(row.write_off_id === undefined ? {} : { writtenOff: row.write_off_id !== null }),
});

export const payableOf = (document: PayableDocument): Payable => ({
  id: document.id,
  dueDate: document.dueDate,
  outstanding: document.totalAmount - document.allocatedAmount,
});

export interface PayableRules {
  field: string;
  noun: 'invoice' | 'bill';
  partyNoun: 'client' | 'supplier';
  partyId: bigint;
  currency: string;
  /** The payment's date, under the name of its field: a payment cannot come before what it pays. */
  date: { field: string; value: string };
}

/** How a payment words the refusal of a document it names at `path`. */
const paymentWording = (path: string, rules: PayableRules): RefusalWording => ({
  path,
  noun: rules.noun,
  partyNoun: rules.partyNoun,
  verb: 'paid',
  whose: "the payment's",
  heldField: 'outstandingAmount',
  tooEarly: (document) => ({
    path,
    message: `${rules.noun} ${document.id} is issued on ${document.issueDate}, after the payment's ${rules.date.field} ${rules.date.value}`,
  }),
});

/**
 * The documents a payment names must be distinct, exist, belong to the payment's party, be posted
 * (not drafts), not be written off, be in the payment's currency and be issued on or before it is
 * made; each offending id is a 422 naming it and the rule.
 */
export function checkPayableDocuments(
  ids: bigint[],
  found: Map<bigint, PayableDocument>,
  rules: PayableRules,
): PayableDocument[] {
  const { field, noun, partyId, currency, date } = rules;
  const seen = new Set<bigint>();
  const errors: FieldError[] = [];
  const terms = { partyId, currency, date: date.value };
  ids.forEach((id, index) => {
    const path = `${field}[${index}]`;
    const document = found.get(id);
    if (seen.has(id)) errors.push({ path, message: `${noun} ${id} is listed twice` });
    else {
      const settleable = document && { ...document, outstanding: document.totalAmount - document.allocatedAmount };
      const [rule] = brokenRules(settleable, terms);
      if (rule) errors.push(refusalOf(rule, id, settleable, terms, paymentWording(path, rules)).error);
    }
    seen.add(id);
  });
  if (errors.length > 0) throw ruleViolation(`Some of the ${noun}s cannot be paid by this payment`, errors);
  return ids.map((id) => found.get(id) as PayableDocument);
}

/** A payment names at least one document to pay, unless it keeps its money on account. */
export function assertPaysSomething(ids: readonly unknown[] | undefined, field: string, onAccount?: boolean) {
  if (ids?.length === 0 && !onAccount) {
    throw invalid('A payment pays at least one document, unless it keeps its money on account', [
      { path: field, message: 'must name at least one document, unless onAccount is true' },
    ]);
  }
}
