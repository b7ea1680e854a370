import { baseCurrency } from '../companies/company-repository.js';
import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { refuseWhileWrittenOff } from '../invoices/write-off-rules.js';
import { movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { clearedValue, settledBefore } from '../payments/cleared-values.js';
import {
  type Allocatable,
  CLIENTS,
  type CreditSide,
  creditSettledBefore,
  type Holder,
  heldBy,
  repostSettlementsOfCredit,
  repostSettlementsOfDocument,
  SUPPLIERS,
} from '../settlements/credit-sides.js';
import {
  allocationsOfHeld,
  findAllocation,
  findAllocationOfHeld,
  setAllocationValues,
} from '../settlements/held-money-repository.js';
import {
  deleteSettlement,
  insertSettlement,
  keepAllocated,
  lockSettledRows,
} from '../settlements/settlement-repository.js';
import { firstBrokenRule, refusalOf } from '../settlements/settlement-rule.js';
import type { CreditAllocationTable } from '../settlements/sides.js';
import { notFound, ruleViolation } from '../shared/errors.js';
import { type Money, parseMoney } from '../shared/money.js';

type AllocationRow = OwnedRow<CreditAllocationTable>;

export interface AllocationView {
  id: bigint;
  /** The credit note's or the payment's id: what held the money. */
  heldById: bigint;
  documentId: bigint;
  amount: Money;
  date: string;
}

const toView = (row: AllocationRow): AllocationView => ({
  id: row.id,
  heldById: (row.credit_id ?? row.payment_id) as bigint,
  documentId: row.document_id,
  amount: row.amount,
  date: row.date,
});

export interface AllocationInput {
  documentId: number | string;
  amount: number | string;
  date?: string | undefined;
}

/**
 * What an allocation clears of its document and of its credit note in the base currency (null: not
 * known). Its transaction is valued only when both are known, as a payment's only when its money is.
 */
async function clearedBy(
  db: Executor,
  companyId: bigint,
  side: CreditSide,
  holder: Holder,
  key: bigint,
  amount: Money,
  parts: { credit: Allocatable; document: Allocatable },
) {
  const base = await baseCurrency(db, companyId);
  const { credit, document } = parts;
  const creditBefore = await creditSettledBefore(db, companyId, side, { holder, id: credit.id }, key);
  return {
    document: clearedValue(
      amount,
      document,
      base,
      await settledBefore(db, companyId, side.declared.payments.table, document.id, key),
    ),
    credit: clearedValue(amount, credit, base, creditBefore),
  };
}

/**
 * Posts an allocation in a foreign currency: the control account is cleared of the document and of
 * the credit note, each at what the allocation cleared of it, and the difference is a realised
 * exchange difference. In the base currency both clear the same, and nothing is posted.
 */
async function postAllocation(
  write: Write,
  companyId: bigint,
  side: CreditSide,
  holder: Holder,
  row: AllocationRow,
  currency: string,
  cleared: { document: Money | null; credit: Money | null },
  options: { replacing: boolean; reposting?: boolean },
) {
  const trx = write.trx;
  const base = await baseCurrency(trx, companyId);
  if (currency === base) return;
  const accounts = await systemAccounts(trx, companyId);
  const leg = (value: Money | null) => ({
    accountId: accounts[side.declared.control],
    currency,
    amount: row.amount,
    value,
  });
  const [from, to] =
    side.declared.clearedByCredit === 'document'
      ? [leg(cleared.document), leg(cleared.credit)]
      : [leg(cleared.credit), leg(cleared.document)];
  const postings = movement(from, to, accounts, base);
  const source = { type: holder.sourceType, id: row.id };
  await postJournal(write, companyId, { date: row.date, source, postings }, options);
}

/**
 * An allocation takes from what holds the money and from the document it is set against: a draft
 * credit holds nothing to set against anything, which is said first; then the first rule broken by
 * either, the credit's before the document's.
 */
function checkAllocation(
  side: CreditSide,
  holder: Holder,
  credit: Allocatable,
  documentId: bigint,
  document: Allocatable | undefined,
  amount: Money,
  date: string,
) {
  const creditName = holder.noun.toLowerCase();
  const holderTerms = { date, amount };
  const documentTerms = { partyId: credit.partyId, currency: credit.currency, date, amount };
  const broken = credit.draft
    ? ({ rule: 'draft', part: 0 } as const)
    : firstBrokenRule([
        [credit, holderTerms],
        [document, documentTerms],
      ]);
  if (!broken) return;
  const latest = document && document.issueDate > credit.issueDate ? document.issueDate : credit.issueDate;
  const wording = {
    path: side.declared.documents.field,
    partyNoun: side.declared.party.noun,
    whose: `the ${creditName}'s`,
    tooEarly: () => ({ path: 'date', message: `must be on or after ${latest}, when both were issued` }),
  };
  const { error, extensions } =
    broken.part === 0
      ? refusalOf(broken.rule, credit.id, credit, holderTerms, {
          ...wording,
          noun: creditName,
          verb: 'allocated',
          heldField: holder.heldField,
        })
      : refusalOf(broken.rule, documentId, document, documentTerms, {
          ...wording,
          noun: side.declared.documents.noun,
          verb: 'paid',
          heldField: 'outstandingAmount',
        });
  throw ruleViolation(`The ${creditName} cannot be allocated so`, [error], extensions);
}

/** What holds the money and the document, locked in that order until the write commits. */
async function lockedParts(
  trx: Executor,
  companyId: bigint,
  side: CreditSide,
  held: { holder: Holder; id: bigint },
  documentId: bigint,
) {
  const { holder } = held;
  await lockSettledRows(trx, holder.table, companyId, [held.id]);
  const [credit] = await holder.byIds(trx, companyId, [held.id]);
  if (!credit) throw notFound(holder.noun, held.id);
  await lockSettledRows(trx, side.declared.documents.table, companyId, [documentId]);
  const [document] = await side.documentsByIds(trx, companyId, [documentId]);
  return { credit, document };
}

/** Values an allocation anew and posts it again: after its document or its credit note changed value. */
async function repostAllocation(write: Write, companyId: bigint, side: CreditSide, id: bigint) {
  const trx = write.trx;
  const row = await findAllocation(trx, side.declared.creditAllocations, companyId, id);
  const held = heldBy(side, row);
  const { credit, document } = await lockedParts(trx, companyId, side, held, row.document_id);
  const parts = { credit, document: document as Allocatable };
  const cleared = await clearedBy(trx, companyId, side, held.holder, id, row.amount, parts);
  await setAllocationValues(trx, side.declared.creditAllocations, companyId, id, {
    base_amount: cleared.document,
    credit_base_amount: cleared.credit,
  });
  await postAllocation(write, companyId, side, held.holder, row, credit.currency, cleared, {
    replacing: true,
    reposting: true,
  });
}

/** The allocation calls of what holds a side's money: its credit notes, or its payments' money on account. */
function allocationCalls(side: CreditSide, holder: Holder) {
  const requireAllocation = async (db: Executor, companyId: bigint, creditId: bigint, id: bigint) => {
    const row = await findAllocationOfHeld(
      db,
      side.declared.creditAllocations,
      companyId,
      { column: holder.column, id: creditId },
      id,
    );
    if (!row) throw notFound('Allocation', id);
    return row;
  };

  const list = async (db: Executor, companyId: bigint, creditId: bigint) => {
    const [credit] = await holder.byIds(db, companyId, [creditId]);
    if (!credit) throw notFound(holder.noun, creditId);
    const rows = await allocationsOfHeld(db, side.declared.creditAllocations, companyId, {
      column: holder.column,
      id: creditId,
    });
    return rows.map(toView);
  };

  const get = async (db: Executor, companyId: bigint, creditId: bigint, id: bigint) =>
    toView(await requireAllocation(db, companyId, creditId, id));

  /**
   * Sets part of a credit note against a document of its party in its currency: both have that much
   * less outstanding. Checked and written in one transaction with both locked, so racing
   * allocations and payments never take more than either has.
   */
  const create = (db: Database | Write, companyId: bigint, creditId: bigint, input: AllocationInput) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const held = { holder, id: creditId };
      const { credit, document } = await lockedParts(trx, companyId, side, held, BigInt(input.documentId));
      const amount = parseMoney(input.amount) ?? 0n;
      const latest = document && document.issueDate > credit.issueDate ? document.issueDate : credit.issueDate;
      const date = input.date ?? latest;
      checkAllocation(side, holder, credit, BigInt(input.documentId), document, amount, date);
      await assertUnlocked(trx, companyId, 'date', date);
      const id = await write.newId();
      const parts = { credit, document: document as Allocatable };
      const cleared = await clearedBy(trx, companyId, side, holder, id, amount, parts);
      const row = await insertSettlement(write, side.declared.creditAllocations, {
        company_id: companyId,
        id,
        credit_id: holder.column === 'credit_id' ? credit.id : null,
        payment_id: holder.column === 'payment_id' ? credit.id : null,
        document_id: parts.document.id,
        amount,
        date,
        base_amount: cleared.document,
        credit_base_amount: cleared.credit,
      });
      await keepAllocated(write, side.declared.creditAllocations, companyId, [row], 1n);
      await postAllocation(write, companyId, side, holder, row, credit.currency, cleared, { replacing: false });
      return toView(row);
    });

  /**
   * Deletes an allocation: what it set against each other is outstanding again, its postings go, and
   * what settled either of the two after it is valued anew.
   */
  const remove = (db: Database | Write, companyId: bigint, creditId: bigint, id: bigint) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const row = await requireAllocation(trx, companyId, creditId, id);
      const held = { holder, id: creditId };
      const { credit, document } = await lockedParts(trx, companyId, side, held, row.document_id);
      if (document?.writtenOff) refuseWhileWrittenOff(document.id, 'unsettle');
      await assertUnlocked(trx, companyId, 'date', row.date);
      await removeJournal(write, companyId, { type: holder.sourceType, id });
      await deleteSettlement(write, side.declared.creditAllocations, companyId, id);
      await keepAllocated(write, side.declared.creditAllocations, companyId, [row], -1n);
      if (credit.currency !== (await baseCurrency(trx, companyId))) {
        await repostSettlementsOfDocument(write, companyId, side, row.document_id);
        await repostSettlementsOfCredit(write, companyId, side, held);
      }
      return toView(row);
    });

  return {
    list,
    get,
    create,
    remove,
    repost: (write: Write, companyId: bigint, id: bigint) => repostAllocation(write, companyId, side, id),
  };
}

export const creditNoteAllocations = allocationCalls(CLIENTS, CLIENTS.credits);
export const supplierCreditAllocations = allocationCalls(SUPPLIERS, SUPPLIERS.credits);
export const clientOnAccountAllocations = allocationCalls(CLIENTS, CLIENTS.onAccount);
export const supplierOnAccountAllocations = allocationCalls(SUPPLIERS, SUPPLIERS.onAccount);
