import { conflict, invalid, ruleViolation } from '../shared/errors.js';
import { formatMoney, MAX_MONEY, type Money } from '../shared/money.js';
import type { DocumentTotals } from '../tax/tax.js';

/** A document falls due (a quote expires) on or after the day it is issued; `path` names the due date's field. */
export function assertDueAfterIssue(dates: { issueDate: string; dueDate: string }, path = 'dueDate'): void {
  if (dates.dueDate < dates.issueDate) {
    throw invalid('A document cannot fall due before it is issued', [
      { path, message: `must not be before issueDate ${dates.issueDate}` },
    ]);
  }
}

/** Discount lines may be negative, the document as a whole may not. */
export function assertTotalNotNegative(totals: DocumentTotals): void {
  if (totals.total < 0n) {
    throw ruleViolation('The total of a document cannot be negative', undefined, { totalAmount: totals.total });
  }
}

/** A document keeps at least one line. */
export function assertNotLastLine(lineCount: number, noun: string): void {
  const name = noun.toLowerCase();
  if (lineCount <= 1) throw ruleViolation(`The ${name} must keep at least one line: delete the ${name} instead`);
}

/** What payments have allocated to a document, and how many are linked to it. */
export interface PaidState {
  allocated: Money;
  paymentCount: bigint;
}

export const paidStateOf = (row: { allocated_amount: bigint; payment_count: bigint }): PaidState => ({
  allocated: row.allocated_amount,
  paymentCount: row.payment_count,
});

/** How the rules name what settles a kind of document: payments, or a credit note's allocations and refunds. */
export interface SettlementWords {
  has: string;
  whileStanding: string;
  first: string;
}

const PAID_BY_PAYMENTS: SettlementWords = {
  has: 'has payments allocated to it',
  whileStanding: 'while payments are allocated',
  first: 'payment',
};

export const SETTLED_BY_CREDITS: SettlementWords = {
  has: 'has allocations or refunds',
  whileStanding: 'while allocations or refunds stand',
  first: 'allocation or refund',
};

/** A document that payments are allocated to stays: delete the payments first. */
export function assertNoPayments(noun: string, id: bigint, paid: PaidState, words = PAID_BY_PAYMENTS): void {
  if (paid.paymentCount > 0n) {
    throw conflict(`${noun} ${id} ${words.has}: delete them first`);
  }
}

/** Once paid, a document keeps its currency, its party and (an invoice) its posted state. */
export function assertPaidDocumentKeeps(
  noun: string,
  paid: PaidState,
  fields: { path: string; was: unknown; now: unknown }[],
  words = PAID_BY_PAYMENTS,
): void {
  if (paid.paymentCount === 0n) return;
  const changed = fields.filter((field) => field.was !== field.now);
  if (changed.length > 0) {
    throw ruleViolation(
      `The ${noun.toLowerCase()} ${words.has}`,
      changed.map((field) => ({
        path: field.path,
        message: `must stay ${String(field.was)} ${words.whileStanding}`,
      })),
    );
  }
}

/** A paid document is issued on or before its first payment: a payment never comes before what it pays. */
export function assertIssuedByFirstPayment(
  noun: string,
  issueDate: string,
  firstPaid: string | undefined,
  words = PAID_BY_PAYMENTS,
): void {
  if (firstPaid === undefined || issueDate <= firstPaid) return;
  throw ruleViolation(`The ${noun.toLowerCase()} has ${withArticle(words.first)} dated ${firstPaid}`, [
    { path: 'issueDate', message: `must be on or before ${firstPaid}, the date of its first ${words.first}` },
  ]);
}

const withArticle = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** A document's total may not fall under what payments have allocated to it. */
export function assertTotalCoversPayments(totals: DocumentTotals, paid: PaidState): void {
  if (totals.total < paid.allocated) {
    throw ruleViolation('The total would fall under what payments have allocated to the document', undefined, {
      totalAmount: totals.total,
      allocatedAmount: paid.allocated,
    });
  }
}

/** Every amount of a document stays within what the books hold (MAX_MONEY), each line's and the total. */
export function assertWithinBooks(lines: readonly { net: Money; tax: Money }[], totals: DocumentTotals): void {
  const amounts = [...lines.flatMap((line) => [line.net, line.tax]), totals.net, totals.tax, totals.total];
  if (amounts.some((amount) => amount > MAX_MONEY || amount < -MAX_MONEY)) {
    throw ruleViolation(`The amounts of the document would be larger than ${formatMoney(MAX_MONEY, 'grouped')}`);
  }
}
