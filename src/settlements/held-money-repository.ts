/*
 * The SQL of the money that credit notes and payments' money on account hold, and of the
 * allocations and refunds that take of it.
 */
import { type Selectable, sql } from 'kysely';
import { type Executor, readConsistently } from '../db/database.js';
import { pageOwned, requireOwned } from '../db/owned.js';
import type { Page } from '../db/page.js';
import type { RefundsTable } from '../db/tables.js';
import { isUnfilteredById } from '../shared/list-sorts.js';
import { countSettlements, listedRows } from './settlement-filter-repository.js';
import type { SettlementListing } from './settlement-filters.js';
import type { CreditAllocationTable, PaymentTable, RefundTable, SettlementSide } from './sides.js';

/** The column of an allocation or a refund that names what held the money it took. */
type HeldColumn = 'credit_id' | 'payment_id';

/**
 * The money that payments left on account, as an allocation sees it: what each kept beyond what it
 * paid, worth what it was valued at, with what allocations and refunds have taken of it since, as
 * the payment keeps it.
 */
export async function moneyOnAccountRows(db: Executor, companyId: bigint, side: SettlementSide, ids: bigint[]) {
  const party = side.party.column;
  const { date } = side.payments;
  const { rows } = await sql<{
    id: bigint;
    party_id: bigint;
    currency: string;
    issue_date: string;
    total_amount: bigint;
    base_total: bigint | null;
    exchange_rate: null;
    allocated_amount: bigint;
  }>`
    select p.id, p.${sql.ref(party)} as party_id, p.currency, p.${sql.ref(date)} as issue_date,
      p.on_account_amount as total_amount, p.on_account_base_amount as base_total, null as exchange_rate,
      p.on_account_allocated_amount as allocated_amount
    from ${sql.table(side.payments.table)} p
    where p.company_id = ${companyId} and p.id in (${sql.join(ids)})`.execute(db);
  return rows;
}

/** What the allocations and refunds before `key` took of the money that `heldId` (a credit note or a payment) holds. */
export async function takenFromHeldBefore(
  db: Executor,
  companyId: bigint,
  side: SettlementSide,
  held: { column: HeldColumn; id: bigint },
  key: bigint,
) {
  const column = sql.ref(held.column);
  const { rows } = await sql<{ amount: bigint; base_amount: bigint }>`
    select cast(coalesce(sum(settled.amount), 0) as bigint) as amount,
      cast(coalesce(sum(settled.base_amount), 0) as bigint) as base_amount
    from (
      select amount, credit_base_amount as base_amount from ${sql.table(side.creditAllocations)}
      where company_id = ${companyId} and ${column} = ${held.id} and id < ${key}
      union all
      select amount, base_amount from ${sql.table(side.refunds.table)}
      where company_id = ${companyId} and ${column} = ${held.id} and id < ${key}
    ) settled`.execute(db);
  return rows[0];
}

export async function findAllocation(db: Executor, table: CreditAllocationTable, companyId: bigint, id: bigint) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Keeps what an allocation cleared of its document and of its credit, after it was valued anew. */
export async function setAllocationValues(
  db: Executor,
  table: CreditAllocationTable,
  companyId: bigint,
  id: bigint,
  values: { base_amount: bigint | null; credit_base_amount: bigint | null },
) {
  await db.updateTable(table).set(values).where('company_id', '=', companyId).where('id', '=', id).execute();
}

/**
 * The payments (by id) and allocations of credit notes and of money on account that settle a
 * document, in no order.
 */
export async function settlementsOfDocument(db: Executor, companyId: bigint, side: SettlementSide, documentId: bigint) {
  const { rows } = await sql<{ key: bigint; kind: 'payment' | 'credit' | 'onAccount' }>`
    select payment_id as key, 'payment' as kind from ${sql.table(side.payments.allocations)}
    where company_id = ${companyId} and document_id = ${documentId}
    union all
    select id as key, case when credit_id is null then 'onAccount' else 'credit' end as kind
    from ${sql.table(side.creditAllocations)}
    where company_id = ${companyId} and document_id = ${documentId}`.execute(db);
  return rows;
}

/** The allocations and refunds that took of the money `held` holds, in no order. */
export async function takersOfHeld(
  db: Executor,
  companyId: bigint,
  side: SettlementSide,
  held: { column: HeldColumn; id: bigint },
) {
  const column = sql.ref(held.column);
  const { rows } = await sql<{ id: bigint; kind: 'allocation' | 'refund' }>`
    select id, 'allocation' as kind from ${sql.table(side.creditAllocations)}
    where company_id = ${companyId} and ${column} = ${held.id}
    union all
    select id, 'refund' as kind from ${sql.table(side.refunds.table)}
    where company_id = ${companyId} and ${column} = ${held.id}`.execute(db);
  return rows;
}

/** An allocation of the money `held` holds, if it is one. */
export async function findAllocationOfHeld(
  db: Executor,
  table: CreditAllocationTable,
  companyId: bigint,
  held: { column: HeldColumn; id: bigint },
  id: bigint,
) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where(held.column, '=', held.id)
    .executeTakeFirst();
}

/** The allocations of the money `held` holds, by id. */
export async function allocationsOfHeld(
  db: Executor,
  table: CreditAllocationTable,
  companyId: bigint,
  held: { column: HeldColumn; id: bigint },
) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('company_id', '=', companyId)
    .where(held.column, '=', held.id)
    .orderBy('id')
    .execute();
}

/** Keeps what a payment's money on account is worth. */
export async function setOnAccountValue(
  db: Executor,
  table: PaymentTable,
  companyId: bigint,
  paymentId: bigint,
  value: bigint | null,
) {
  await db
    .updateTable(table)
    .set({ on_account_base_amount: value })
    .where('company_id', '=', companyId)
    .where('id', '=', paymentId)
    .execute();
}

export type RefundRow = Selectable<RefundsTable>;

/** The refund, or a 404. */
export const requireRefund = (db: Executor, table: RefundTable, companyId: bigint, id: bigint, noun: string) =>
  requireOwned(db, table, companyId, id, noun);

/**
 * A page of the company's refunds of one side, with the count of all of them, or of those the
 * filters let through, in their order; a filtered or sorted page is built for its filters each
 * time, as their number varies.
 */
export const pageRefunds = (
  db: Executor,
  table: RefundTable,
  companyId: bigint,
  page: Page,
  listing?: SettlementListing,
): Promise<{ rows: RefundRow[]; total: number }> =>
  isUnfilteredById(listing)
    ? pageOwned(db, table, companyId, page)
    : readConsistently(db, async (trx) => ({
        rows: (await listedRows(trx, table, companyId, page, listing)) as RefundRow[],
        total: await countSettlements(trx, table, companyId, listing.filters),
      }));

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
