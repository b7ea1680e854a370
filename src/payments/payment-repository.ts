import type { Executor } from '../db/database.js';
import { deleteOwned, inPage, insertOwned, requireOwned } from '../db/owned.js';
import type { NewOwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { precompiled, precompiledForPage } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import { filteredPageIds, listedRows } from '../settlements/settlement-filter-repository.js';
import type { SettlementListing } from '../settlements/settlement-filters.js';
import { type PaymentTable, SETTLEMENT_SIDES, sideOfPayments } from '../settlements/sides.js';
import { isUnfilteredById } from '../shared/list-sorts.js';

export type { PaymentTable };

const allocationsOf = (table: PaymentTable) => sideOfPayments(table).payments.allocations;

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

/**
 * A page of the payments; a filtered or sorted page is built for its filters each time, as their
 * number varies.
 */
export const listPaymentRows = (
  db: Executor,
  table: PaymentTable,
  companyId: bigint,
  page: Page,
  listing?: SettlementListing,
) =>
  isUnfilteredById(listing) ? READS[table].page(db, companyId, page) : listedRows(db, table, companyId, page, listing);

/** The documents each payment of a page paid, in one query. */
export const allocationsOfPage = (
  db: Executor,
  table: PaymentTable,
  companyId: bigint,
  page: Page,
  listing?: SettlementListing,
) =>
  isUnfilteredById(listing)
    ? READS[table].allocationsOfPage(db, companyId, page)
    : selectAllocations(db, table, companyId)
        .where('payment_id', 'in', filteredPageIds(db, table, companyId, page, listing))
        .orderBy('payment_id')
        .orderBy('id')
        .execute();

export const allocationsOfPayment = (db: Executor, table: PaymentTable, companyId: bigint, paymentId: bigint) =>
  READS[table].allocationsOfPayment(db, companyId, paymentId);

/** The payment, or a 404. */
export const requirePayment = <T extends PaymentTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  noun: string,
) => requireOwned(db, table, companyId, id, noun);

/** Inserts a payment and answers it as stored. */
export const insertPayment = <T extends PaymentTable>(write: Write, table: T, row: NewOwnedRow<T>) =>
  insertOwned(write, table, row);

export const deletePayment = (write: Write, table: PaymentTable, companyId: bigint, id: bigint) =>
  deleteOwned(write, table, companyId, id);
