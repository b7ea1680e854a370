import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { countOwned, deleteOwned, inPage, insertOwned, requireOwned } from '../db/owned.js';
import type { NewOwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { precompiled, precompiledForPage, rowInserter } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import { keepAllocated } from '../documents/settlement-repository.js';
import {
  type PaymentAllocationTable,
  type PaymentTable,
  SETTLEMENT_SIDES,
  sideOfPayments,
} from '../settlements/sides.js';
import type { Allocation } from './allocation.js';

export type { PaymentTable };

const allocationsOf = (table: PaymentTable) => sideOfPayments(table).payments.allocations;

const INSERT_ALLOCATIONS = Object.fromEntries(
  SETTLEMENT_SIDES.map(({ payments }) => [payments.allocations, rowInserter(payments.allocations)]),
) as Record<PaymentAllocationTable, ReturnType<typeof rowInserter>>;

export async function insertAllocations(
  write: Write,
  table: PaymentAllocationTable,
  companyId: bigint,
  paymentId: bigint,
  allocations: Allocation[],
  baseAmounts: readonly (bigint | null)[],
): Promise<void> {
  const ids = await write.newIds(allocations.length);
  const rows = allocations.map((allocation, index) => ({
    company_id: companyId,
    id: ids[index] as bigint,
    payment_id: paymentId,
    document_id: allocation.documentId,
    amount: allocation.amount,
    base_amount: baseAmounts[index] ?? null,
  }));
  await write.insertAhead(INSERT_ALLOCATIONS[table], rows);
  await keepAllocated(write, table, companyId, rows, 1n);
}

const selectAllocations = (db: Executor, table: PaymentTable, companyId: bigint) =>
  db
    .selectFrom(allocationsOf(table))
    .select(['payment_id', 'document_id', 'amount'])
    .where('company_id', '=', companyId);

/** The reads of one kind of payment, built once: a page of payments, what they paid, what one paid. */
const readsOf = (table: PaymentTable) => {
  const pageOf = (db: Executor, companyId: bigint, page: Page) =>
    inPage(db.selectFrom(table).where('company_id', '=', companyId), page);
  return {
    page: precompiledForPage((db: Executor, companyId: bigint, page: Page) => pageOf(db, companyId, page).selectAll()),
    allocationsOfPage: precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
      selectAllocations(db, table, companyId)
        .where('payment_id', 'in', pageOf(db, companyId, page).select('id'))
        .orderBy('payment_id')
        .orderBy('id'),
    ),
    allocationsOfPayment: precompiled(2, (db: Executor, companyId: bigint, paymentId: bigint) =>
      selectAllocations(db, table, companyId).where('payment_id', '=', paymentId).orderBy('id'),
    ),
  };
};

const READS = Object.fromEntries(
  SETTLEMENT_SIDES.map(({ payments }) => [payments.table, readsOf(payments.table)]),
) as Record<PaymentTable, ReturnType<typeof readsOf>>;

export const listPaymentRows = (db: Executor, table: PaymentTable, companyId: bigint, page: Page) =>
  READS[table].page(db, companyId, page);

/** The documents each payment of a page paid, in one query. */
export const allocationsOfPage = (db: Executor, table: PaymentTable, companyId: bigint, page: Page) =>
  READS[table].allocationsOfPage(db, companyId, page);

export const allocationsOfPayment = (db: Executor, table: PaymentTable, companyId: bigint, paymentId: bigint) =>
  READS[table].allocationsOfPayment(db, companyId, paymentId);

export async function deleteAllocations(write: Write, table: PaymentTable, companyId: bigint, paymentId: bigint) {
  const db = write.trx;
  const deleted = await db
    .deleteFrom(allocationsOf(table))
    .where('company_id', '=', companyId)
    .where('payment_id', '=', paymentId)
    .returning(['document_id', 'amount'])
    .execute();
  await keepAllocated(write, allocationsOf(table), companyId, deleted, -1n);
}

/**
 * What settled each of the documents before the settlement `key` (a payment's id, or a credit
 * allocation's), summed by document: the allocations of earlier payments and of earlier credit notes.
 */
export async function settledBeforeKey(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  key: bigint,
  documents: bigint[],
) {
  const { rows } = await sql<{ document_id: bigint; amount: bigint; base_amount: bigint }>`
    select settled.document_id, cast(sum(settled.amount) as bigint) as amount,
      cast(coalesce(sum(settled.base_amount), 0) as bigint) as base_amount
    from (
      select document_id, amount, base_amount from ${sql.table(allocationsOf(table))}
      where company_id = ${companyId} and document_id in (${sql.join(documents)}) and payment_id < ${key}
      union all
      select document_id, amount, base_amount from ${sql.table(sideOfPayments(table).creditAllocations)}
      where company_id = ${companyId} and document_id in (${sql.join(documents)}) and id < ${key}
    ) settled
    group by settled.document_id`.execute(db);
  return rows;
}

/** Keeps what a payment's allocation to a document cleared of it, after the payment was valued anew. */
export async function setAllocationValue(
  db: Executor,
  table: PaymentTable,
  companyId: bigint,
  paymentId: bigint,
  documentId: bigint,
  value: bigint | null,
) {
  await db
    .updateTable(allocationsOf(table))
    .set({ base_amount: value })
    .where('company_id', '=', companyId)
    .where('payment_id', '=', paymentId)
    .where('document_id', '=', documentId)
    .execute();
}

/** The payment, or a 404. */
export const requirePayment = <T extends PaymentTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  noun: string,
) => requireOwned(db, table, companyId, id, noun);

export const countPayments = (db: Executor, table: PaymentTable, companyId: bigint) => countOwned(db, table, companyId);

/** Inserts a payment and answers it as stored. */
export const insertPayment = <T extends PaymentTable>(write: Write, table: T, row: NewOwnedRow<T>) =>
  insertOwned(write, table, row);

export const deletePayment = (write: Write, table: PaymentTable, companyId: bigint, id: bigint) =>
  deleteOwned(write, table, companyId, id);
