import type { Executor } from '../db/database.js';
import type { Write } from '../db/write.js';
import type { ClearedDocument, Settled } from '../payments/cleared-values.js';
import { compareBigints } from '../shared/collections.js';
import { conflict } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import {
  moneyOnAccountRows,
  setOnAccountValue,
  settlementsOfDocument,
  takenFromHeldBefore,
  takersOfHeld,
} from './held-money-repository.js';
import { repostSettlement } from './reposting.js';
import { type SettledDocumentRow, settledDocumentRows } from './settled-document-repository.js';
import { CLIENT_SIDE, type PaymentTable, type SettlementSide, SUPPLIER_SIDE } from './sides.js';

/*
 * Each side as the settlements that take a party's money see it: the documents they are set
 * against, and what holds the money they take (credit notes, or money payments left on account).
 * Every kind of settlement reaches the others only through the registry (reposting.ts), so that
 * none imports another.
 */

/** A document, a credit note or a payment's money on account as an allocation sees it. */
export interface Allocatable extends ClearedDocument {
  partyId: bigint;
  draft: boolean;
  issueDate: string;
  outstanding: Money;
  /** Whether a write-off settles it (an invoice's): nothing else may until it is undone. */
  writtenOff?: boolean;
}

/**
 * What holds money of a party that allocations and refunds take: its credit notes (`credit_id`),
 * or the money its payments left on account (`payment_id`).
 */
export interface Holder {
  table: 'credit_notes' | 'supplier_credits' | PaymentTable;
  column: 'credit_id' | 'payment_id';
  noun: string;
  /** How its answers name what it still holds. */
  heldField: 'outstandingAmount' | 'unallocatedAmount';
  /** How its date came to be: a credit note is issued, a payment made. */
  dated: 'issued' | 'made';
  sourceType:
    | 'CREDIT_NOTE_ALLOCATION'
    | 'SUPPLIER_CREDIT_ALLOCATION'
    | 'CLIENT_ON_ACCOUNT_ALLOCATION'
    | 'SUPPLIER_ON_ACCOUNT_ALLOCATION';
  byIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Allocatable[]>;
}

/** One side of the books whose credits are allocated: to clients' invoices, or to suppliers' bills. */
export interface CreditSide {
  declared: SettlementSide;
  credits: Holder;
  onAccount: Holder;
  documentsByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Allocatable[]>;
}

/** The holder of the money an allocation or a refund took, and its id. */
export const heldBy = (side: CreditSide, row: { credit_id: bigint | null; payment_id: bigint | null }) =>
  row.credit_id === null
    ? { holder: side.onAccount, id: row.payment_id as bigint }
    : { holder: side.credits, id: row.credit_id };

type Row = Omit<SettledDocumentRow, 'party_id' | 'draft' | 'due_date'>;

const allocatable = (row: Row, partyId: bigint, draft: boolean): Allocatable => ({
  id: row.id,
  partyId,
  draft,
  currency: row.currency,
  issueDate: row.issue_date,
  totalAmount: row.total_amount,
  outstanding: row.total_amount - row.allocated_amount,
  exchangeRate: row.exchange_rate,
});

const settledAllocatable = (row: SettledDocumentRow): Allocatable => ({
  ...allocatable(row, row.party_id, row.draft),
  ...(row.write_off_id === undefined ? {} : { writtenOff: row.write_off_id !== null }),
});

/**
 * The money that payments left on account, as an allocation sees it: what each kept beyond what it
 * paid, worth what it was valued at, less what allocations and refunds have taken of it since.
 */
async function moneyOnAccount(
  db: Executor,
  companyId: bigint,
  side: SettlementSide,
  ids: bigint[],
): Promise<Allocatable[]> {
  if (ids.length === 0) return [];
  const rows = await moneyOnAccountRows(db, companyId, side, ids);
  return rows.map((row) => ({ ...allocatable(row, row.party_id, false), baseTotal: row.base_total }));
}

function creditSide(declared: SettlementSide): CreditSide {
  const { credits, payments, documents } = declared;
  return {
    declared,
    credits: {
      table: credits.table,
      column: 'credit_id',
      noun: credits.noun,
      heldField: 'outstandingAmount',
      dated: 'issued',
      sourceType: credits.allocationSource,
      byIds: async (db, companyId, ids) =>
        (await settledDocumentRows(db, credits.table, companyId, ids)).map(settledAllocatable),
    },
    onAccount: {
      table: payments.table,
      column: 'payment_id',
      noun: payments.noun,
      heldField: 'unallocatedAmount',
      dated: 'made',
      sourceType: payments.onAccountSource,
      byIds: (db, companyId, ids) => moneyOnAccount(db, companyId, declared, ids),
    },
    documentsByIds: async (db, companyId, ids) =>
      (await settledDocumentRows(db, documents.table, companyId, ids)).map(settledAllocatable),
  };
}

export const CLIENTS = creditSide(CLIENT_SIDE);
export const SUPPLIERS = creditSide(SUPPLIER_SIDE);

/** What the allocations and refunds before `key` cleared of the money `held` (a credit note or a payment) holds. */
export async function creditSettledBefore(
  db: Executor,
  companyId: bigint,
  side: CreditSide,
  held: { holder: Holder; id: bigint },
  key: bigint,
) {
  const row = await takenFromHeldBefore(db, companyId, side.declared, { column: held.holder.column, id: held.id }, key);
  return { amount: row?.amount ?? 0n, baseAmount: row?.base_amount ?? 0n } satisfies Settled;
}

/**
 * Posts again, in the order they were made, what settled a document (its payments and the credit
 * notes and money on account allocated to it) after its value changed.
 */
export async function repostSettlementsOfDocument(
  write: Write,
  companyId: bigint,
  side: CreditSide,
  documentId: bigint,
) {
  const rows = await settlementsOfDocument(write.trx, companyId, side.declared, documentId);
  const typeOf = {
    payment: side.declared.payments.source,
    credit: side.credits.sourceType,
    onAccount: side.onAccount.sourceType,
  } as const;
  for (const { key, kind } of rows.sort((a, b) => compareBigints(a.key, b.key))) {
    await repostSettlement(write, companyId, { type: typeOf[kind], id: key });
  }
}

/**
 * Posts again each allocation and refund of the money a credit note or a payment held, in the order
 * they were made, after its value changed.
 */
export async function repostSettlementsOfCredit(
  write: Write,
  companyId: bigint,
  side: CreditSide,
  held: { holder: Holder; id: bigint },
) {
  const rows = await takersOfHeld(write.trx, companyId, side.declared, { column: held.holder.column, id: held.id });
  const typeOf = { allocation: held.holder.sourceType, refund: side.declared.refunds.source } as const;
  for (const { id, kind } of rows.sort((a, b) => compareBigints(a.id, b.id))) {
    await repostSettlement(write, companyId, { type: typeOf[kind], id });
  }
}

/** A payment whose money on account was allocated or refunded stays: delete those first. */
export async function assertOnAccountUntouched(db: Executor, companyId: bigint, side: CreditSide, id: bigint) {
  const [held] = await side.onAccount.byIds(db, companyId, [id]);
  if (held && held.outstanding !== held.totalAmount) {
    throw conflict(
      `${side.onAccount.noun} ${id} has allocations or refunds of its money on account: delete them first`,
    );
  }
}

/**
 * Keeps what a payment's money on account is worth (see onAccountValue) and, when that changed,
 * values anew the allocations and refunds that took of it.
 */
export async function keepOnAccountValue(
  write: Write,
  companyId: bigint,
  side: CreditSide,
  payment: { id: bigint; on_account_amount: Money; on_account_base_amount: Money | null },
  value: Money | null,
) {
  if (payment.on_account_amount === 0n || payment.on_account_base_amount === value) return;
  await setOnAccountValue(write.trx, side.declared.payments.table, companyId, payment.id, value);
  await repostSettlementsOfCredit(write, companyId, side, { holder: side.onAccount, id: payment.id });
}
