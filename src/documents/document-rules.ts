import { invalid, ruleViolation } from '../shared/errors.js';
import type { DocumentTotals } from '../tax/tax.js';

/** A document falls due on or after the day it is issued. */
export function assertDueAfterIssue(dates: { issueDate: string; dueDate: string }): void {
  if (dates.dueDate < dates.issueDate) {
    throw invalid('A document cannot fall due before it is issued', [
      { path: 'dueDate', message: `must not be before issueDate ${dates.issueDate}` },
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
