import { type Executor, readConsistently } from '../db/database.js';
import { countOwned, type OwnedRow, type Page, requireOwned } from '../db/owned.js';
import { groupBy } from '../shared/collections.js';
import { allocationsOfPage, allocationsOfPayment, listPaymentRows, type PaymentTable } from './payment-repository.js';

/** Reads payments with the ids of the documents each paid: one, or a page in three queries. */
export function paymentReads<T extends PaymentTable, View>(
  table: T,
  noun: string,
  toView: (row: OwnedRow<T>, documentIds: number[]) => View,
) {
  const load = async (db: Executor, companyId: number, id: number) => {
    const row = await requireOwned(db, table, companyId, id, noun);
    const allocations = await allocationsOfPayment(db, table, companyId, id);
    return toView(
      row,
      allocations.map((allocation) => Number(allocation.document_id)),
    );
  };
  return {
    load,
    get: (db: Executor, companyId: number, id: number) => readConsistently(db, (trx) => load(trx, companyId, id)),
    list: (db: Executor, companyId: number, page: Page) =>
      readConsistently(db, async (trx) => {
        const rows = (await listPaymentRows(trx, table, companyId, page)) as (OwnedRow<T> & { id: number })[];
        const paid = groupBy(await allocationsOfPage(trx, table, companyId, page), (a) => Number(a.payment_id));
        const items = rows.map((row) =>
          toView(
            row,
            (paid.get(Number(row.id)) ?? []).map((a) => Number(a.document_id)),
          ),
        );
        return { items, total: await countOwned(trx, table, companyId) };
      }),
  };
}
