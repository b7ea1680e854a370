import { type Executor, readConsistently } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { countSettlements, isSettlementOf } from '../settlements/settlement-filter-repository.js';
import type { SettlementListing } from '../settlements/settlement-filters.js';
import { groupBy } from '../shared/collections.js';
import { assertCursorListed } from '../shared/list-sorts.js';
import type { Money } from '../shared/money.js';
import {
  allocationsOfPage,
  allocationsOfPayment,
  listPaymentRows,
  type PaymentTable,
  requirePayment,
} from './payment-repository.js';

/** A payment's money on account: what it kept beyond what it paid, and what of that is still unallocated. */
export interface OnAccount {
  onAccountAmount: Money;
  unallocatedAmount: Money;
}

/** What a payment still holds on account: what it kept, less what allocations and refunds took of it. */
const unallocatedOf = (row: OwnedRow<PaymentTable>): Money => row.on_account_amount - row.on_account_allocated_amount;

/**
 * Reads payments with the ids of the documents each paid and what each still holds on account: one,
 * or a page in three queries.
 */
export function paymentReads<T extends PaymentTable, View>(
  table: T,
  noun: string,
  toView: (row: OwnedRow<T>, documentIds: bigint[], unallocated: Money) => View,
) {
  const load = async (db: Executor, companyId: bigint, id: bigint) => {
    const row = await requirePayment(db, table, companyId, id, noun);
    const allocations = await allocationsOfPayment(db, table, companyId, id);
    return toView(
      row,
      allocations.map((allocation) => allocation.document_id),
      unallocatedOf(row as OwnedRow<PaymentTable>),
    );
  };
  return {
    load,
    get: (db: Executor, companyId: bigint, id: bigint) => readConsistently(db, (trx) => load(trx, companyId, id)),
    /** A page of the payments the filters let through, in their order, and how many they let through in all. */
    list: (db: Executor, companyId: bigint, page: Page, listing?: SettlementListing) =>
      readConsistently(db, async (trx) => {
        await assertCursorListed(page, listing?.sort, noun.toLowerCase(), (id) =>
          isSettlementOf(trx, table, companyId, id),
        );
        const rows = (await listPaymentRows(trx, table, companyId, page, listing)) as (OwnedRow<T> & { id: bigint })[];
        const paid = groupBy(await allocationsOfPage(trx, table, companyId, page, listing), (a) => a.payment_id);
        const items = rows.map((row) =>
          toView(
            row,
            (paid.get(row.id) ?? []).map((a) => a.document_id),
            unallocatedOf(row as OwnedRow<PaymentTable>),
          ),
        );
        return { items, total: await countSettlements(trx, table, companyId, listing?.filters) };
      }),
  };
}
