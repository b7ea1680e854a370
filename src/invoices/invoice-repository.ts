import type { Executor } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';

/** Takes the next number of the company's invoice sequence: it only ever grows, so no number comes twice. */
export async function takeInvoiceSequenceNumber(db: Executor, companyId: bigint): Promise<bigint> {
  const [row] = await takeNumber(db, companyId);
  if (!row) throw new Error(`company ${companyId} not found`);
  return row.last_invoice_number;
}

const takeNumber = precompiled(1, (db: Executor, companyId: bigint) =>
  db
    .updateTable('companies')
    .set((eb) => ({ last_invoice_number: eb('last_invoice_number', '+', 1n) }))
    .where('id', '=', companyId)
    .returning('last_invoice_number'),
);

export async function invoiceNumberTaken(db: Executor, companyId: bigint, invoiceNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('company_id', '=', companyId)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}
