import { type Executor, readConsistently } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { groupBy } from '../shared/collections.js';
import type { Money } from '../shared/money.js';
import {
  allocationsOfPage,
  allocationsOfPayment,
  countPayments,
  listPaymentRows,
  type PaymentTable,
  requirePayment,
} from './payment-repository.js';

/** A payment's money on account: what it kept beyond what it paid, and what of that is still unallocated. */
export interface OnAccount {
  onAccountAmount: Money;
  unallocatedAmount: Money;
}

/** What each of the payments still holds on account, by id. */
export type Unallocated = (db: Executor, companyId: bigint, ids: bigint[]) => Promise<Map<bigint, Money>>;

/**
 * Reads payments with the ids of the documents each paid and what each still holds on account: one,
 * or a page in three queries (four when some of it kept money on account).
 */
export function paymentReads<T extends PaymentTable, View>(
  table: T,
  noun: string,
  toView: (row: OwnedRow<T>, documentIds: bigint[], unallocated: Money) => View,
  unallocated: Unallocated,
) {
  const unallocatedOf = async (db: Executor, companyId: bigint, rows: OwnedRow<T>[]) => {
    const keeping = (rows as OwnedRow<PaymentTable>[]).filter((row) => row.on_account_amount > 0n).map((row) => row.id);
    return keeping.length === 0 ? new Map<bigint, Money>() : unallocated(db, companyId, keeping);
  };
  const load = async (db: Executor, companyId: bigint, id: bigint) => {
    const row = await requirePayment(db, table, companyId, id, noun);
    const allocations = await allocationsOfPayment(db, table, companyId, id);
    const held = await unallocatedOf(db, companyId, [row]);
    return toView(
      row,
      allocations.map((allocation) => allocation.document_id),
      held.get(id) ?? 0n,
    );
  };
  return {
    load,
    get: (db: Executor, companyId: bigint, id: bigint) => readConsistently(db, (trx) => load(trx, companyId, id)),
    list: (db: Executor, companyId: bigint, page: Page) =>
      readConsistently(db, async (trx) => {
        const rows = (await listPaymentRows(trx, table, companyId, page)) as (OwnedRow<T> & { id: bigint })[];
        const paid = groupBy(await allocationsOfPage(trx, table, companyId, page), (a) => a.payment_id);
        const held = await unallocatedOf(trx, companyId, rows);
        const items = rows.map((row) =>
          toView(
            row,
            (paid.get(row.id) ?? []).map((a) => a.document_id),
            held.get(row.id) ?? 0n,
          ),
        );
        return { items, total: await countPayments(trx, table, companyId) };
      }),
  };
}
