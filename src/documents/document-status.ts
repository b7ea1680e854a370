import type { Money } from '../shared/money.js';

export const DOCUMENT_STATUSES = ['draft', 'open', 'partiallyPaid', 'paid', 'overdue', 'writtenOff'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a document's status is derived from: its answer fields, never a status kept beside them. */
export interface StatusFacts {
  draft: boolean;
  totalAmount: Money;
  outstandingAmount: Money;
  /** Null for a credit, which is used when its holder chooses and so never falls overdue. */
  dueDate: string | null;
  /** Whether a bad-debt write-off settled what was left of it. */
  writtenOff: boolean;
}

/**
 * A document's status on `today` (YYYY-MM-DD). One settled in full, in part by a write-off, is
 * writtenOff; one with nothing to pay (a zero total) is paid; overdue is something outstanding
 * after the due date, not on it, and it outranks partiallyPaid.
 */
export function documentStatus(facts: StatusFacts, today: string): DocumentStatus {
  if (facts.draft) return 'draft';
  if (facts.writtenOff) return 'writtenOff';
  if (facts.outstandingAmount === 0n) return 'paid';
  if (facts.dueDate !== null && facts.dueDate < today) return 'overdue';
  return facts.outstandingAmount < facts.totalAmount ? 'partiallyPaid' : 'open';
}

/**
 * The statuses of a quote. `expired` is a sent quote, neither accepted nor declined, whose expiry
 * date has passed (judged on the day it is read, never stored); `invoiced` one converted to an invoice.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'invoiced'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What was done with a quote, as it is kept: its status, but for expiry and conversion. */
export type QuoteState = 'draft' | 'sent' | 'accepted' | 'declined';

/** A quote's status on `today` (YYYY-MM-DD): it expires after its expiry date, not on it. */
export function quoteStatus(
  quote: { state: QuoteState; expiryDate: string; invoiceId: bigint | null },
  today: string,
): QuoteStatus {
  if (quote.invoiceId !== null) return 'invoiced';
  if (quote.state === 'sent' && quote.expiryDate < today) return 'expired';
  return quote.state;
}
