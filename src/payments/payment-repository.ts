import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { newIds } from '../db/ids.js';
import { inPage, type Page } from '../db/owned.js';
import { rowInserter } from '../db/precompiled.js';
import type { Allocation } from './allocation.js';

export type PaymentTable = 'client_payments' | 'supplier_payments';
export type AllocationTable = 'client_payment_allocations' | 'supplier_payment_allocations';

export const ALLOCATIONS: Record<PaymentTable, AllocationTable> = {
  client_payments: 'client_payment_allocations',
  supplier_payments: 'supplier_payment_allocations',
};

const INSERT_ALLOCATIONS: Record<AllocationTable, ReturnType<typeof rowInserter>> = {
  client_payment_allocations: rowInserter('client_payment_allocations'),
  supplier_payment_allocations: rowInserter('supplier_payment_allocations'),
};

export async function insertAllocations(
  db: Executor,
  table: AllocationTable,
  companyId: bigint,
  paymentId: bigint,
  allocations: Allocation[],
  baseAmounts: readonly (bigint | null)[],
): Promise<void> {
  const ids = await newIds(db, allocations.length);
  const rows = allocations.map((allocation, index) => ({
    company_id: companyId,
    id: ids[index] as bigint,
    payment_id: paymentId,
    document_id: allocation.documentId,
    amount: allocation.amount,
    base_amount: baseAmounts[index] ?? null,
  }));
  for (const chunk of chunks(rows)) await INSERT_ALLOCATIONS[table](db, chunk);
}

function paymentPage(db: Executor, table: PaymentTable, companyId: bigint, page: Page) {
  return inPage(db.selectFrom(table).select('id').where('company_id', '=', companyId), page);
}

export async function listPaymentRows<T extends PaymentTable>(db: Executor, table: T, companyId: bigint, page: Page) {
  return inPage(
    db
      .selectFrom(table as PaymentTable)
      .selectAll()
      .where('company_id', '=', companyId),
    page,
  ).execute();
}

/** The documents each payment of a page paid, in one query. */
export async function allocationsOfPage(db: Executor, table: PaymentTable, companyId: bigint, page: Page) {
  return db
    .selectFrom(ALLOCATIONS[table])
    .select(['payment_id', 'document_id', 'amount'])
    .where('company_id', '=', companyId)
    .where('payment_id', 'in', paymentPage(db, table, companyId, page))
    .orderBy('payment_id')
    .orderBy('id')
    .execute();
}

export async function allocationsOfPayment(db: Executor, table: PaymentTable, companyId: bigint, paymentId: bigint) {
  return db
    .selectFrom(ALLOCATIONS[table])
    .select(['payment_id', 'document_id', 'amount'])
    .where('company_id', '=', companyId)
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
}

export async function deleteAllocations(db: Executor, table: PaymentTable, companyId: bigint, paymentId: bigint) {
  await db
    .deleteFrom(ALLOCATIONS[table])
    .where('company_id', '=', companyId)
    .where('payment_id', '=', paymentId)
    .execute();
}
