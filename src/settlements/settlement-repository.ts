/*
 * The SQL of settlements: what payments, allocations, refunds and write-offs take from documents and
 * from payments' money on account, kept on their rows; and the allocations of payments. The money
 * that credit notes and money on account hold, and what takes of it, is in held-money-repository.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { deleteOwned, insertOwned, lockOwnedRows } from '../db/owned.js';
import type { NewOwnedRow, OwnedRow } from '../db/owned-rows.js';
import { precompiled, rowInserter } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import type { Allocation } from '../payments/allocation.js';
import { touchSettled } from '../webhooks/announcements.js';
import {
  type CreditAllocationTable,
  type PaymentAllocationTable,
  type PaymentTable,
  type RefundTable,
  SETTLEMENT_SIDES,
  type SettlementSide,
  sideOfPayments,
} from './sides.js';

export type DocumentTable = SettlementSide['documents']['table'] | SettlementSide['credits']['table'];
export type SettlementTable =
  | PaymentAllocationTable
  | CreditAllocationTable
  | RefundTable
  | NonNullable<SettlementSide['writeOffs']>;

/**
 * Locks the company's documents, or payments, with these ids against other writers until the end of
 * the write, in id order: a settlement locks what it takes from before it reads what is left.
 */
export const lockSettledRows = (
  db: Executor,
  table: DocumentTable | 'client_payments' | 'supplier_payments',
  companyId: bigint,
  ids: bigint[],
) => lockOwnedRows(db, table, companyId, ids);

/** Inserts one settlement and answers it as stored; keepAllocated is the caller's. */
export const insertSettlement = <T extends SettlementTable>(
  write: Write,
  table: T,
  row: NewOwnedRow<T>,
): Promise<OwnedRow<T>> => insertOwned(write, table, row);

/** Deletes one settlement; keepAllocated is the caller's. */
export const deleteSettlement = (write: Write, table: SettlementTable, companyId: bigint, id: bigint) =>
  deleteOwned(write, table, companyId, id);

/** A settlement's column that names a document, or a payment's money on account, it takes from. */
export type SettlingColumn = 'document_id' | 'credit_id' | 'payment_id';

/** What a settlement takes from: a document, or the money a payment keeps on account. */
type TakenFrom = DocumentTable | PaymentTable;

/**
 * What each kind of settlement takes from: what each column names. An allocation of a credit note
 * or of money on account takes from the document it is set against and from the credit note or
 * the payment (`payment_id`); a refund from the credit note or the payment it pays out of; a
 * write-off from the invoice whose debt it writes off.
 */
type Settles = readonly { column: SettlingColumn; documents: TakenFrom }[];

const settlesOnSide = (side: SettlementSide): [SettlementTable, Settles][] => {
  const documents = { column: 'document_id', documents: side.documents.table } as const;
  const credits = { column: 'credit_id', documents: side.credits.table } as const;
  const onAccount = { column: 'payment_id', documents: side.payments.table } as const;
  return [
    [side.payments.allocations, [documents]],
    [side.creditAllocations, [documents, credits, onAccount]],
    [side.refunds.table, [credits, onAccount]],
    ...(side.writeOffs === null ? [] : [[side.writeOffs, [documents]] as [SettlementTable, Settles]]),
  ];
};

const SETTLES = Object.fromEntries(SETTLEMENT_SIDES.flatMap(settlesOnSide)) as Record<SettlementTable, Settles>;

const SETTLEMENT_TABLES = Object.keys(SETTLES) as SettlementTable[];

const takersOf = (takenFrom: TakenFrom) =>
  SETTLEMENT_TABLES.flatMap((table) =>
    SETTLES[table].filter((settles) => settles.documents === takenFrom).map(({ column }) => ({ table, column })),
  );

/** The settlements that take from a kind of document, each naming it in `column`. */
export const settlementsOf = (documents: DocumentTable) => takersOf(documents);

/** A settlement row as far as it takes from documents. */
export interface Taking {
  amount: bigint;
  document_id?: bigint | null;
  credit_id?: bigint | null;
  payment_id?: bigint | null;
}

/** The column in which each kind of row keeps what its settlements took from it. */
const ALLOCATED_COLUMN = {
  invoices: 'allocated_amount',
  bills: 'allocated_amount',
  credit_notes: 'allocated_amount',
  supplier_credits: 'allocated_amount',
  client_payments: 'on_account_allocated_amount',
  supplier_payments: 'on_account_allocated_amount',
} as const satisfies Record<TakenFrom, string>;

const TAKEN_FROM = Object.keys(ALLOCATED_COLUMN) as TakenFrom[];

const addToAllocated = (takenFrom: TakenFrom) => {
  const column = ALLOCATED_COLUMN[takenFrom] as 'allocated_amount';
  return precompiled(3, (db: Executor, companyId: bigint, id: bigint, amount: bigint) =>
    db
      .updateTable(takenFrom as 'invoices')
      .set(column, (eb) => eb(column, '+', amount))
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );
};

const ADD_TO_ALLOCATED = Object.fromEntries(
  TAKEN_FROM.map((takenFrom) => [takenFrom, addToAllocated(takenFrom)]),
) as Record<TakenFrom, ReturnType<typeof addToAllocated>>;

/**
 * Keeps each document's `allocated_amount`, and each payment's `on_account_allocated_amount`, equal
 * to what its settlements take: called in the transaction that writes (`sign` 1n) or deletes
 * (`sign` -1n) settlement rows of `table`, before anything reads what the documents have
 * outstanding or the payments hold on account. The writes lock the documents and payments first.
 * Their answers change with it: the write announces them.
 */
export async function keepAllocated(
  write: Write,
  table: SettlementTable,
  companyId: bigint,
  takings: readonly Taking[],
  sign: 1n | -1n,
): Promise<void> {
  for (const { column, documents } of SETTLES[table]) {
    const byDocument = new Map<bigint, bigint>();
    for (const taking of takings) {
      const id = taking[column];
      if (id != null) byDocument.set(id, (byDocument.get(id) ?? 0n) + sign * taking.amount);
    }
    for (const [id, amount] of byDocument) {
      await write.sendAhead(ADD_TO_ALLOCATED[documents].bound(write.trx, companyId, id, amount));
      touchSettled(write, documents, companyId, id, amount);
    }
  }
}

/**
 * Sets what is taken from each of the company's documents and payments' money on account from its
 * settlements, as an import writes them: what the books say they kept is not trusted.
 */
export async function allocateAnew(db: Executor, companyId: bigint): Promise<void> {
  for (const takenFrom of TAKEN_FROM) {
    const sums = takersOf(takenFrom).map(
      ({ table, column }) => sql`coalesce((select sum(settled.amount) from ${sql.table(table)} as settled
        where settled.company_id = ${sql.ref(`${takenFrom}.company_id`)}
          and ${sql.ref(`settled.${column}`)} = ${sql.ref(`${takenFrom}.id`)}), 0)`,
    );
    await sql`update ${sql.table(takenFrom)} set ${sql.ref(ALLOCATED_COLUMN[takenFrom])} = cast(${sql.join(sums, sql` + `)} as bigint)
      where company_id = ${companyId}`.execute(db);
  }
}

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

export async function deleteAllocations(write: Write, table: PaymentTable, companyId: bigint, paymentId: bigint) {
  const deleted = await write.trx
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
