import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { requireOwned } from '../db/owned.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { InvoiceToWriteOff } from './write-off-rules.js';

export type WriteOffRow = OwnedRow<'invoice_write_offs'>;

/** What an invoice answers of its write-off, null when it has none (see WRITE_OFF_LOOKUPS). */
export interface WriteOffLookups {
  write_off_id: bigint | null;
  write_off_date: string | null;
  write_off_amount: bigint | null;
  write_off_vat: bigint | null;
}

const ofInvoice = (column: string) =>
  sql`(select ${sql.ref(`written.${column}`)} from invoice_write_offs written
    where written.company_id = document.company_id and written.document_id = document.id)`;

/** The write-off of an invoice read as `document`, one lookup of its key each. */
export const WRITE_OFF_LOOKUPS: Record<keyof WriteOffLookups, RawBuilder<unknown>> = {
  write_off_id: ofInvoice('id'),
  write_off_date: ofInvoice('date'),
  write_off_amount: ofInvoice('amount'),
  write_off_vat: ofInvoice('vat_amount'),
};

export async function findInvoiceToWriteOff(
  db: Executor,
  companyId: bigint,
  id: bigint,
): Promise<InvoiceToWriteOff | undefined> {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'currency',
      'issue_date',
      'due_date',
      'draft',
      'tax_amount',
      'total_amount',
      'allocated_amount',
      'exchange_rate',
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findWriteOffOfInvoice(
  db: Executor,
  companyId: bigint,
  invoiceId: bigint,
): Promise<WriteOffRow | undefined> {
  return db
    .selectFrom('invoice_write_offs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('document_id', '=', invoiceId)
    .executeTakeFirst();
}

/** Keeps what a write-off cleared of its invoice in the base currency, after it was valued anew. */
export async function storeWriteOffValue(db: Executor, companyId: bigint, id: bigint, value: bigint | null) {
  await db
    .updateTable('invoice_write_offs')
    .set({ base_amount: value })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** The write-off, or a 404. */
export const requireWriteOffById = (db: Executor, companyId: bigint, id: bigint) =>
  requireOwned(db, 'invoice_write_offs', companyId, id, 'Write-off');
