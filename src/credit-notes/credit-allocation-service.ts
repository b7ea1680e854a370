import { sql } from 'kysely';
import { billRowsByIds } from '../bills/bill-service.js';
import { baseCurrency } from '../companies/company-service.js';
import { type Executor, inTransaction } from '../db/database.js';
import { newId } from '../db/ids.js';
import { deleteOwned, insertOwned, lockOwnedRows, type OwnedRow } from '../db/owned.js';
import { invoiceRowsByIds } from '../invoices/invoice-service.js';
import { movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { type ClearedDocument, clearedValue, type Settled, settledBefore } from '../payments/cleared-values.js';
import { repostClientPayment } from '../payments/client-payment-service.js';
import { ALLOCATIONS, type PaymentTable } from '../payments/payment-repository.js';
import { repostSupplierPayment } from '../payments/supplier-payment-service.js';
import { compareBigints } from '../shared/collections.js';
import { notFound, ruleViolation } from '../shared/errors.js';
import { type Money, parseMoney } from '../shared/money.js';
import { creditNoteRowsByIds, supplierCreditRowsByIds } from './credit-note-service.js';
import { repostRefund } from './refund-service.js';

type AllocationTable = 'credit_note_allocations' | 'supplier_credit_allocations';
type AllocationRow = OwnedRow<AllocationTable>;

/** A document or a credit note as an allocation sees it. */
export interface Allocatable extends ClearedDocument {
  partyId: bigint;
  draft: boolean;
  issueDate: string;
  outstanding: Money;
}

/** One side of the books whose credit notes are allocated: to clients' invoices, or to suppliers' bills. */
export interface CreditSide {
  allocations: AllocationTable;
  refunds: 'client_refunds' | 'supplier_refunds';
  credits: 'credit_notes' | 'supplier_credits';
  documents: 'invoices' | 'bills';
  payments: PaymentTable;
  creditNoun: string;
  documentNoun: 'invoice' | 'bill';
  documentField: 'invoiceId' | 'billId';
  partyNoun: 'client' | 'supplier';
  sourceType: 'CREDIT_NOTE_ALLOCATION' | 'SUPPLIER_CREDIT_ALLOCATION';
  /** Which of the two clears through the control account's credit: what a client owes, what is owed to a supplier. */
  clearedByCredit: 'document' | 'credit';
  control: 'TRADE_DEBTORS' | 'TRADE_CREDITORS';
  creditsByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Allocatable[]>;
  documentsByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Allocatable[]>;
  repostPayment(trx: Executor, companyId: bigint, id: bigint): Promise<void>;
}

type Row = {
  id: bigint;
  currency: string;
  issue_date: string;
  total_amount: bigint;
  allocated_amount: bigint;
  exchange_rate: bigint | null;
};
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

export const CLIENTS: CreditSide = {
  allocations: 'credit_note_allocations',
  refunds: 'client_refunds',
  credits: 'credit_notes',
  documents: 'invoices',
  payments: 'client_payments',
  creditNoun: 'Credit note',
  documentNoun: 'invoice',
  documentField: 'invoiceId',
  partyNoun: 'client',
  sourceType: 'CREDIT_NOTE_ALLOCATION',
  clearedByCredit: 'document',
  control: 'TRADE_DEBTORS',
  creditsByIds: async (db, companyId, ids) =>
    (await creditNoteRowsByIds(db, companyId, ids)).map((row) => allocatable(row, row.client_id, row.draft)),
  documentsByIds: async (db, companyId, ids) =>
    (await invoiceRowsByIds(db, companyId, ids)).map((row) => allocatable(row, row.client_id, row.draft)),
  repostPayment: (trx, companyId, id) => repostClientPayment(trx, companyId, id),
};

export const SUPPLIERS: CreditSide = {
  allocations: 'supplier_credit_allocations',
  refunds: 'supplier_refunds',
  credits: 'supplier_credits',
  documents: 'bills',
  payments: 'supplier_payments',
  creditNoun: 'Supplier credit',
  documentNoun: 'bill',
  documentField: 'billId',
  partyNoun: 'supplier',
  sourceType: 'SUPPLIER_CREDIT_ALLOCATION',
  clearedByCredit: 'credit',
  control: 'TRADE_CREDITORS',
  creditsByIds: async (db, companyId, ids) =>
    (await supplierCreditRowsByIds(db, companyId, ids)).map((row) => allocatable(row, row.supplier_id, false)),
  documentsByIds: async (db, companyId, ids) =>
    (await billRowsByIds(db, companyId, ids)).map((row) => allocatable(row, row.supplier_id, false)),
  repostPayment: (trx, companyId, id) => repostSupplierPayment(trx, companyId, id),
};

export interface AllocationView {
  id: bigint;
  creditId: bigint;
  documentId: bigint;
  amount: Money;
  date: string;
}

const toView = (row: AllocationRow): AllocationView => ({
  id: row.id,
  creditId: row.credit_id,
  documentId: row.document_id,
  amount: row.amount,
  date: row.date,
});

export interface AllocationInput {
  documentId: number | string;
  amount: number | string;
  date?: string | undefined;
}

/** What the credit note's allocations and refunds before `key` cleared of it. */
export async function creditSettledBefore(
  db: Executor,
  companyId: bigint,
  side: CreditSide,
  creditId: bigint,
  key: bigint,
) {
  const { rows } = await sql<{ amount: bigint; base_amount: bigint }>`
    select cast(coalesce(sum(settled.amount), 0) as bigint) as amount,
      cast(coalesce(sum(settled.base_amount), 0) as bigint) as base_amount
    from (
      select amount, credit_base_amount as base_amount from ${sql.table(side.allocations)}
      where company_id = ${companyId} and credit_id = ${creditId} and id < ${key}
      union all
      select amount, base_amount from ${sql.table(side.refunds)}
      where company_id = ${companyId} and credit_id = ${creditId} and id < ${key}
    ) settled`.execute(db);
  const row = rows[0];
  return { amount: row?.amount ?? 0n, baseAmount: row?.base_amount ?? 0n } satisfies Settled;
}

/**
 * What an allocation clears of its document and of its credit note in the base currency (null: not
 * known). Its transaction is valued only when both are known, as a payment's only when its money is.
 */
async function clearedBy(
  db: Executor,
  companyId: bigint,
  side: CreditSide,
  key: bigint,
  amount: Money,
  parts: { credit: Allocatable; document: Allocatable },
) {
  const base = await baseCurrency(db, companyId);
  const { credit, document } = parts;
  return {
    document: clearedValue(amount, document, base, await settledBefore(db, companyId, side.payments, document.id, key)),
    credit: clearedValue(amount, credit, base, await creditSettledBefore(db, companyId, side, credit.id, key)),
  };
}

/**
 * Posts an allocation in a foreign currency: the control account is cleared of the document and of
 * the credit note, each at what the allocation cleared of it, and the difference is a realised
 * exchange difference. In the base currency both clear the same, and nothing is posted.
 */
async function postAllocation(
  trx: Executor,
  companyId: bigint,
  side: CreditSide,
  row: AllocationRow,
  currency: string,
  cleared: { document: Money | null; credit: Money | null },
  options: { replacing: boolean; reposting?: boolean },
) {
  const base = await baseCurrency(trx, companyId);
  if (currency === base) return;
  const accounts = await systemAccounts(trx, companyId);
  const leg = (value: Money | null) => ({ accountId: accounts[side.control], currency, amount: row.amount, value });
  const [from, to] =
    side.clearedByCredit === 'document'
      ? [leg(cleared.document), leg(cleared.credit)]
      : [leg(cleared.credit), leg(cleared.document)];
  const postings = movement(from, to, accounts, base);
  const source = { type: side.sourceType, id: row.id };
  await postJournal(trx, companyId, { date: row.date, source, postings }, options);
}

function checkAllocation(
  side: CreditSide,
  credit: Allocatable,
  documentId: bigint,
  document: Allocatable | undefined,
  amount: Money,
  date: string,
) {
  const field = side.documentField;
  const noun = side.documentNoun;
  const refuse = (path: string, message: string, extensions?: Record<string, unknown>): never => {
    throw ruleViolation(`The ${side.creditNoun.toLowerCase()} cannot be allocated so`, [{ path, message }], extensions);
  };
  if (credit.draft)
    refuse(field, `${side.creditNoun.toLowerCase()} ${credit.id} is a draft, which cannot be allocated`);
  if (!document) return refuse(field, `no ${noun} has the id ${documentId}`);
  if (document.partyId !== credit.partyId)
    refuse(field, `${noun} ${document.id} is not one of this ${side.partyNoun}'s`);
  if (document.draft) refuse(field, `${noun} ${document.id} is a draft, which cannot be paid`);
  if (document.currency !== credit.currency) {
    refuse(field, `${noun} ${document.id} is in ${document.currency}, not in the credit's ${credit.currency}`);
  }
  const latest = credit.issueDate > document.issueDate ? credit.issueDate : document.issueDate;
  if (date < latest) refuse('date', `must be on or after ${latest}, when both were issued`);
  if (amount > credit.outstanding) {
    refuse('amount', 'must not be more than the outstandingAmount of the credit', {
      amount,
      outstandingAmount: credit.outstanding,
    });
  }
  if (amount > document.outstanding) {
    refuse('amount', `must not be more than the outstandingAmount of the ${noun}`, {
      amount,
      outstandingAmount: document.outstanding,
    });
  }
}

/** The credit and the document, locked in that order until the write commits. */
async function lockedParts(trx: Executor, companyId: bigint, side: CreditSide, creditId: bigint, documentId: bigint) {
  await lockOwnedRows(trx, side.credits, companyId, [creditId]);
  const [credit] = await side.creditsByIds(trx, companyId, [creditId]);
  if (!credit) throw notFound(side.creditNoun, creditId);
  await lockOwnedRows(trx, side.documents, companyId, [documentId]);
  const [document] = await side.documentsByIds(trx, companyId, [documentId]);
  return { credit, document };
}

/** Values an allocation anew and posts it again: after its document or its credit note changed value. */
async function repostAllocation(trx: Executor, companyId: bigint, side: CreditSide, id: bigint) {
  const row = await trx
    .selectFrom(side.allocations)
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const { credit, document } = await lockedParts(trx, companyId, side, row.credit_id, row.document_id);
  const cleared = await clearedBy(trx, companyId, side, id, row.amount, { credit, document: document as Allocatable });
  await trx
    .updateTable(side.allocations)
    .set({ base_amount: cleared.document, credit_base_amount: cleared.credit })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
  await postAllocation(trx, companyId, side, row, credit.currency, cleared, { replacing: true, reposting: true });
}

/**
 * Posts again, in the order they were made, what settled a document (its payments and the credit
 * notes allocated to it) after its value changed.
 */
async function repostSettlementsOfDocument(trx: Executor, companyId: bigint, side: CreditSide, documentId: bigint) {
  const { rows } = await sql<{ key: bigint; kind: 'payment' | 'credit' }>`
    select payment_id as key, 'payment' as kind from ${sql.table(ALLOCATIONS[side.payments])}
    where company_id = ${companyId} and document_id = ${documentId}
    union all
    select id as key, 'credit' as kind from ${sql.table(side.allocations)}
    where company_id = ${companyId} and document_id = ${documentId}`.execute(trx);
  for (const { key, kind } of rows.sort((a, b) => compareBigints(a.key, b.key))) {
    if (kind === 'payment') await side.repostPayment(trx, companyId, key);
    else await repostAllocation(trx, companyId, side, key);
  }
}

/** Posts again each allocation and refund of a credit note, in the order they were made, after its value changed. */
export async function repostSettlementsOfCredit(trx: Executor, companyId: bigint, side: CreditSide, creditId: bigint) {
  const { rows } = await sql<{ id: bigint; kind: 'allocation' | 'refund' }>`
    select id, 'allocation' as kind from ${sql.table(side.allocations)}
    where company_id = ${companyId} and credit_id = ${creditId}
    union all
    select id, 'refund' as kind from ${sql.table(side.refunds)}
    where company_id = ${companyId} and credit_id = ${creditId}`.execute(trx);
  for (const { id, kind } of rows.sort((a, b) => compareBigints(a.id, b.id))) {
    if (kind === 'allocation') await repostAllocation(trx, companyId, side, id);
    else await repostRefund(trx, companyId, side, id);
  }
}

function allocationCalls(side: CreditSide) {
  const requireAllocation = async (db: Executor, companyId: bigint, creditId: bigint, id: bigint) => {
    const row = await db
      .selectFrom(side.allocations)
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('credit_id', '=', creditId)
      .executeTakeFirst();
    if (!row) throw notFound('Allocation', id);
    return row;
  };

  const list = async (db: Executor, companyId: bigint, creditId: bigint) => {
    const [credit] = await side.creditsByIds(db, companyId, [creditId]);
    if (!credit) throw notFound(side.creditNoun, creditId);
    const rows = await db
      .selectFrom(side.allocations)
      .selectAll()
      .where('company_id', '=', companyId)
      .where('credit_id', '=', creditId)
      .orderBy('id')
      .execute();
    return rows.map(toView);
  };

  /**
   * Sets part of a credit note against a document of its party in its currency: both have that much
   * less outstanding. Checked and written in one transaction with both locked, so racing
   * allocations and payments never take more than either has.
   */
  const create = (db: Executor, companyId: bigint, creditId: bigint, input: AllocationInput) =>
    inTransaction(db, async (trx) => {
      const { credit, document } = await lockedParts(trx, companyId, side, creditId, BigInt(input.documentId));
      const amount = parseMoney(input.amount) ?? 0n;
      const latest = document && document.issueDate > credit.issueDate ? document.issueDate : credit.issueDate;
      const date = input.date ?? latest;
      checkAllocation(side, credit, BigInt(input.documentId), document, amount, date);
      await assertUnlocked(trx, companyId, 'date', date);
      const id = await newId(trx);
      const parts = { credit, document: document as Allocatable };
      const cleared = await clearedBy(trx, companyId, side, id, amount, parts);
      const row = await insertOwned(trx, side.allocations, {
        company_id: companyId,
        id,
        credit_id: credit.id,
        document_id: parts.document.id,
        amount,
        date,
        base_amount: cleared.document,
        credit_base_amount: cleared.credit,
      });
      await postAllocation(trx, companyId, side, row, credit.currency, cleared, { replacing: false });
      return toView(row);
    });

  /**
   * Deletes an allocation: what it set against each other is outstanding again, its postings go, and
   * what settled either of the two after it is valued anew.
   */
  const remove = (db: Executor, companyId: bigint, creditId: bigint, id: bigint) =>
    inTransaction(db, async (trx) => {
      const row = await requireAllocation(trx, companyId, creditId, id);
      const { credit } = await lockedParts(trx, companyId, side, row.credit_id, row.document_id);
      await assertUnlocked(trx, companyId, 'date', row.date);
      await removeJournal(trx, companyId, { type: side.sourceType, id });
      await deleteOwned(trx, side.allocations, companyId, id);
      if (credit.currency !== (await baseCurrency(trx, companyId))) {
        await repostSettlementsOfDocument(trx, companyId, side, row.document_id);
        await repostSettlementsOfCredit(trx, companyId, side, row.credit_id);
      }
      return toView(row);
    });

  return {
    list,
    create,
    remove,
    repost: (trx: Executor, companyId: bigint, id: bigint) => repostAllocation(trx, companyId, side, id),
    repostSettlementsOfDocument: (trx: Executor, companyId: bigint, documentId: bigint) =>
      repostSettlementsOfDocument(trx, companyId, side, documentId),
    repostSettlementsOfCredit: (trx: Executor, companyId: bigint, creditId: bigint) =>
      repostSettlementsOfCredit(trx, companyId, side, creditId),
  };
}

export const creditNoteAllocations = allocationCalls(CLIENTS);
export const supplierCreditAllocations = allocationCalls(SUPPLIERS);
