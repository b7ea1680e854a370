import { paymentTermsDays } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { addDays } from '../shared/dates.js';
import type { InvoiceInput } from './invoice-schemas.js';

/**
 * Which occurrence of which recurring invoice a new invoice is: given by the recurring invoices'
 * runner, under a key no request body can hold.
 */
export const OCCURRENCE = Symbol('occurrence');
export type InvoiceCreate = InvoiceInput & { [OCCURRENCE]?: { recurringInvoiceId: bigint; occurrence: number } };

/**
 * A new invoice's due date: the one it gives, or its issue date plus the payment terms the company
 * set; undefined without either.
 */
export async function invoiceDueDate(
  db: Executor,
  companyId: bigint,
  input: { issueDate: string; dueDate?: string },
): Promise<string | undefined> {
  if (input.dueDate !== undefined) return input.dueDate;
  const terms = await paymentTermsDays(db, companyId);
  return terms === null ? undefined : addDays(input.issueDate, terms);
}
