import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { deleteOwned, insertOwned, lockOwnedRows } from '../db/owned.js';
import type { NewOwnedRow, OwnedRow } from '../db/owned-rows.js';
import { precompiled } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import {
  type CreditAllocationTable,
  type PaymentAllocationTable,
  type RefundTable,
  SETTLEMENT_SIDES,
  type SettlementSide,
} from '../settlements/sides.js';

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

/** A settlement's column that names a document it takes from. */
export type SettlingColumn = 'document_id' | 'credit_id';

/**
 * What each kind of settlement takes from: the document each column names. An allocation of a
 * credit note takes from the document it is set against and from the credit note; a refund from
 * the credit note it pays out; a write-off from the invoice whose debt it writes off. What a
 * payment keeps on account is not a document (`payment_id`).
 */
type Settles = readonly { column: SettlingColumn; documents: DocumentTable }[];

const settlesOnSide = (side: SettlementSide): [SettlementTable, Settles][] => {
  const documents = { column: 'document_id', documents: side.documents.table } as const;
  const credits = { column: 'credit_id', documents: side.credits.table } as const;
  return [
    [side.payments.allocations, [documents]],
    [side.creditAllocations, [documents, credits]],
    [side.refunds.table, [credits]],
    ...(side.writeOffs === null ? [] : [[side.writeOffs, [documents]] as [SettlementTable, Settles]]),
  ];
};

const SETTLES = Object.fromEntries(SETTLEMENT_SIDES.flatMap(settlesOnSide)) as Record<SettlementTable, Settles>;

const SETTLEMENT_TABLES = Object.keys(SETTLES) as SettlementTable[];

/** The settlements that take from a kind of document, each naming it in `column`. */
export const settlementsOf = (documents: DocumentTable) =>
  SETTLEMENT_TABLES.flatMap((table) =>
    SETTLES[table].filter((settles) => settles.documents === documents).map(({ column }) => ({ table, column })),
  );

/** A settlement row as far as it takes from documents. */
export interface Taking {
  amount: bigint;
  document_id?: bigint | null;
  credit_id?: bigint | null;
}

const addToAllocated = (documents: DocumentTable) =>
  precompiled(3, (db: Executor, companyId: bigint, id: bigint, amount: bigint) =>
    db
      .updateTable(documents as 'invoices')
      .set((eb) => ({ allocated_amount: eb('allocated_amount', '+', amount) }))
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );

const ADD_TO_ALLOCATED: Record<DocumentTable, ReturnType<typeof addToAllocated>> = {
  invoices: addToAllocated('invoices'),
  bills: addToAllocated('bills'),
  credit_notes: addToAllocated('credit_notes'),
  supplier_credits: addToAllocated('supplier_credits'),
};

/**
 * Keeps each document's `allocated_amount` equal to what its settlements take: called in the
 * transaction that writes (`sign` 1n) or deletes (`sign` -1n) settlement rows of `table`, before
 * anything reads what the documents have outstanding. The writes lock the documents first.
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
    for (const [id, amount] of byDocument)
      await write.sendAhead(ADD_TO_ALLOCATED[documents].bound(write.trx, companyId, id, amount));
  }
}

/** Sets what is allocated to each of the company's documents from its settlements, as an import writes them. */
export async function allocateAnew(db: Executor, companyId: bigint): Promise<void> {
  for (const documents of Object.keys(ADD_TO_ALLOCATED) as DocumentTable[]) {
    const sums = settlementsOf(documents).map(
      ({ table, column }) => sql`coalesce((select sum(settled.amount) from ${sql.table(table)} as settled
        where settled.company_id = ${sql.ref(`${documents}.company_id`)}
          and ${sql.ref(`settled.${column}`)} = ${sql.ref(`${documents}.id`)}), 0)`,
    );
    await sql`update ${sql.table(documents)} set allocated_amount = cast(${sql.join(sums, sql` + `)} as bigint)
      where company_id = ${companyId}`.execute(db);
  }
}
