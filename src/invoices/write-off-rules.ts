import { shareOfValue } from '../ledger/valuation.js';
import { addCalendarMonths } from '../shared/dates.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';

/** An invoice as a write-off sees it. */
export interface InvoiceToWriteOff {
  id: bigint;
  currency: string;
  issue_date: string;
  due_date: string;
  draft: boolean;
  tax_amount: Money;
  total_amount: Money;
  allocated_amount: Money;
  exchange_rate: bigint | null;
}

/**
 * HMRC's bad-debt relief (VAT Notice 700/18): the VAT of a debt is reclaimed once it is more than
 * six months past the day it fell due, counted in calendar months, so that a debt due on 31 August
 * gives relief from 1 March (six months after is 28 February).
 */
export function reliefApplies(dueDate: string, date: string): boolean {
  const sixMonthsLater = addCalendarMonths(dueDate, 6);
  return sixMonthsLater !== undefined && date > sixMonthsLater;
}

/**
 * The VAT that writing off `outstanding` reclaims: with relief its VAT fraction, outstanding × VAT
 * / total (half away from zero), the rest being the net; without relief nothing.
 */
export const vatReclaimed = (invoice: InvoiceToWriteOff, outstanding: Money, relief: boolean): Money =>
  relief ? shareOfValue(invoice.tax_amount, outstanding, invoice.total_amount) : 0n;

/**
 * Only an issued invoice with something outstanding is written off, on or after the day it was
 * issued and the day of what last settled it: what it had outstanding before then is not what it
 * has now.
 */
export function checkWriteOff(invoice: InvoiceToWriteOff, date: string, lastSettled: string | undefined): void {
  const refuse = (path: string, message: string) => {
    throw ruleViolation(`Invoice ${invoice.id} cannot be written off so`, [{ path, message }]);
  };
  if (invoice.draft) refuse('draft', `invoice ${invoice.id} is a draft, which owes nothing until it is issued`);
  if (invoice.total_amount === invoice.allocated_amount) {
    refuse('outstandingAmount', `invoice ${invoice.id} has nothing outstanding to write off`);
  }
  if (date < invoice.issue_date)
    refuse('date', `must be on or after ${invoice.issue_date}, when the invoice was issued`);
  if (lastSettled !== undefined && date < lastSettled) {
    refuse('date', `must be on or after ${lastSettled}, the date of the invoice's last payment or allocation`);
  }
}

/** An invoice has one write-off at most: a second waits for the first to be undone. */
export const alreadyWrittenOff = (invoiceId: bigint, date: string) =>
  conflict(`Invoice ${invoiceId} is already written off, on ${date}: undo that write-off first`);

/** Why nothing more settles a written-off invoice, as a refused payment or allocation names it. */
export const writtenOffMessage = (invoiceId: bigint) => `invoice ${invoiceId} is written off: undo its write-off first`;

/**
 * A written-off invoice stays as it is until its write-off is undone: neither it (an edit is a 422,
 * a delete a 409) nor what settled it before (a 409) changes.
 */
export function refuseWhileWrittenOff(invoiceId: bigint, change: 'edit' | 'delete' | 'unsettle'): never {
  const undo = `undo its write-off (DELETE /invoices/${invoiceId}/writeOff) first`;
  if (change === 'edit') {
    throw ruleViolation(`Invoice ${invoiceId} is written off: ${undo}`, [
      { path: 'writeOff', message: 'must be undone before the invoice changes' },
    ]);
  }
  const what = change === 'delete' ? 'it' : 'what settled it';
  throw conflict(`Invoice ${invoiceId} is written off: ${undo} to delete ${what}`);
}
