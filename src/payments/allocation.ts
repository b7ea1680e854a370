import { compareBigints } from '../shared/collections.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

export interface Payable {
  id: bigint;
  dueDate: string;
  outstanding: Money;
}

export interface Allocation {
  documentId: bigint;
  amount: Money;
}

/**
 * Splits a payment over documents, the earliest due first (then the lowest id), each up to what it
 * has outstanding. A payment never overpays: more than they have outstanding together is refused,
 * unless the rest stays on the party's account (`onAccount`).
 */
export function allocatePayment(
  amount: Money,
  documents: readonly Payable[],
  noun: string,
  onAccount = false,
): Allocation[] {
  const outstanding = documents.reduce((sum, document) => sum + document.outstanding, 0n);
  if (amount > outstanding && !onAccount) {
    throw ruleViolation(
      `The payment is more than the ${noun} it pays have outstanding together`,
      [{ path: 'amount', message: 'must not be more than outstandingAmount, unless onAccount is true' }],
      { amount, outstandingAmount: outstanding },
    );
  }
  const ordered = [...documents].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || compareBigints(a.id, b.id));
  let remaining = amount;
  return ordered.map((document) => {
    const share = remaining < document.outstanding ? remaining : document.outstanding;
    remaining -= share;
    return { documentId: document.id, amount: share };
  });
}

/**
 * The shares that pay something: a document the amount did not reach is not paid by the payment,
 * is not listed with it, and stays free to change.
 */
export const paidShares = (allocations: Allocation[]) => allocations.filter((allocation) => allocation.amount > 0n);

/** What a payment of `amount` keeps on account beyond what its shares pay. */
export const leftOnAccount = (amount: Money, shares: readonly Allocation[]) =>
  shares.reduce((rest, share) => rest - share.amount, amount);
