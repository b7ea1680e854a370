import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import { pageOwned, requireOwned } from '../db/owned.js';
import type { Page } from '../db/page.js';
import type { RefundsTable } from '../db/tables.js';
import type { RefundTable } from '../settlements/sides.js';

export type RefundRow = Selectable<RefundsTable>;

/** The refund, or a 404. */
export const requireRefund = (db: Executor, table: RefundTable, companyId: bigint, id: bigint, noun: string) =>
  requireOwned(db, table, companyId, id, noun);

/** A page of the company's refunds of one side, with the count of all of them. */
export const pageRefunds = (db: Executor, table: RefundTable, companyId: bigint, page: Page) =>
  pageOwned(db, table, companyId, page);

/** Keeps what a refund cleared of its credit, after it was valued anew. */
export async function setRefundValue(
  db: Executor,
  table: RefundTable,
  companyId: bigint,
  id: bigint,
  value: bigint | null,
) {
  await db
    .updateTable(table)
    .set({ base_amount: value })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
