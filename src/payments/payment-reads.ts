import { type Executor, readConsistently } from '../db/database.js';
import { countOwned, type OwnedRow, type Page, requireOwned } from '../db/owned.js';
import { groupBy } from '../shared/collections.js';
import { allocationsOfPage, allocationsOfPayment, listPaymentRows, type PaymentTable } from './payment-repository.js';

/** Reads payments with the ids of the documents each paid: one, or a page in three queries. */
export function paymentReads<T extends PaymentTable, View>(
  table: T,
  noun: string,
  toView: (row: OwnedRow<T>, documentIds: bigint[]) => View,
) {
  const load = async (db: Executor, companyId: bigint, id: bigint) => {
    const row = await requireOwned(db, table, companyId, id, noun);
    const allocations = await allocationsOfPayment(db, table, companyId, id);
    return toView(
      row,
      allocations.map((allocation) => allocation.document_id),
    );
  };
  return {
    load,
    get: (db: Executor, companyId: bigint, id: bigint) => readConsistently(db, (trx) => load(trx, companyId, id)),
    list: (db: Executor, companyId: bigint, page: Page) =>
      readConsistently(db, async (trx) => {
        const rows = (await listPaymentRows(trx, table, companyId, page)) as (OwnedRow<T> & { id: bigint })[];
        const paid = groupBy(await allocationsOfPage(trx, table, companyId, page), (a) => a.payment_id);
        const items = rows.map((row) =>
          toView(
            row,
            (paid.get(row.id) ?? []).map((a) => a.document_id),
          ),
        );
        return { items, total: await countOwned(trx, table, companyId) };
      }),
  };
}
