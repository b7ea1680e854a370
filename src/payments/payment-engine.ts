import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency } from '../companies/company-repository.js';
import type { Database, Executor } from '../db/database.js';
import type { NewOwnedRow, OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { type Leg, movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { type SystemAccounts, systemAccounts } from '../ledger/system-accounts.js';
import { legValue } from '../ledger/valuation.js';
import { findParty } from '../parties/party-repository.js';
import {
  assertOnAccountUntouched,
  type CreditSide,
  keepOnAccountValue,
  repostSettlementsOfDocument,
} from '../settlements/credit-sides.js';
import { settledDocumentRows } from '../settlements/settled-document-repository.js';
import { deleteAllocations, insertAllocations, lockSettledRows } from '../settlements/settlement-repository.js';
import type { PaymentTable } from '../settlements/sides.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { allocatePayment, leftOnAccount, paidShares } from './allocation.js';
import { clearedValues, paymentValues, sharesOfPayment, storeClearedValues } from './cleared-values.js';
import { type PayableDocument, payableDocument, payableOf } from './payable-documents.js';
import { type OnAccount, paymentReads } from './payment-reads.js';
import { deletePayment, insertPayment, requirePayment } from './payment-repository.js';

type PaymentRow = OwnedRow<PaymentTable>;

/** A payment's row as its side builds it, before the engine gives it an id and what it keeps on account. */
export type NewPayment = Omit<NewOwnedRow<PaymentTable>, 'id' | 'on_account_amount'>;

/** What the money moved through: a bank account, or (a supplier's) the employee who paid. */
type MoneyAccount = Omit<Leg, 'value'>;

/**
 * One side's payments, as the engine runs them: clients' into the bank against their invoices,
 * suppliers' out of it (or paid by an employee) against their bills.
 */
/** A payment as its side's calls answer it; `payer` is what its side has of its own (see PaymentSide). */
export interface PaymentView<Payer> extends Timestamps, OnAccount {
  id: bigint;
  currency: string;
  amount: Money;
  exchangeRate: bigint | null;
  date: string;
  partyId: bigint;
  documentIds: bigint[];
  payer: Payer;
}

export interface PaymentSide<Payer> {
  credits: CreditSide;
  /** Money comes into the bank from a client, and leaves it to a supplier. */
  money: 'in' | 'out';
  moneyAccount(row: PaymentRow, bank: BankAccountRow | null, accounts: SystemAccounts): MoneyAccount;
  /** Where its money came from or went, as its answers show it. */
  payerOf(row: PaymentRow): Payer;
  /** What refuses to take a payment off its documents, beside its money on account: a written-off invoice. */
  refuseUnsettling?(documents: PayableDocument[]): void;
}

/** The calls of one side's payments: reads, writes and reposting, written once for both sides. */
export function paymentEngine<Payer>(side: PaymentSide<Payer>) {
  const { declared } = side.credits;
  const { table, noun } = declared.payments;
  const documentsTable = declared.documents.table;
  const column = (row: PaymentRow, name: string) => (row as unknown as Record<string, unknown>)[name];
  const toView = (row: PaymentRow, documentIds: bigint[], unallocated: Money): PaymentView<Payer> => ({
    id: row.id,
    currency: row.currency,
    amount: row.amount,
    exchangeRate: row.exchange_rate,
    date: column(row, declared.payments.date) as string,
    partyId: column(row, declared.party.column) as bigint,
    documentIds,
    onAccountAmount: row.on_account_amount,
    unallocatedAmount: unallocated,
    payer: side.payerOf(row),
    ...timestampsOf(row),
  });
  const reads = paymentReads(table, noun, toView);

  /** The side's documents with these ids, as a payment sees them. */
  const payables = async (db: Executor, companyId: bigint, ids: bigint[]): Promise<PayableDocument[]> =>
    (await settledDocumentRows(db, documentsTable, companyId, ids)).map(payableDocument);

  const payablesById = async (db: Executor, companyId: bigint, ids: bigint[]) =>
    new Map((await payables(db, companyId, [...new Set(ids)])).map((document) => [document.id, document]));

  /**
   * Posts what a payment moved: the control account cleared at what it cleared of its documents
   * (`cleared`) and at what its money on account is worth, the money at what it is worth, and the
   * difference as a realised exchange difference. Keeps the value of its money on account and, when
   * that changed, values anew what took of it.
   */
  async function post(
    write: Write,
    companyId: bigint,
    row: PaymentRow,
    bank: BankAccountRow | null,
    cleared: (Money | null)[],
    options: { replacing: boolean; reposting?: boolean },
  ): Promise<void> {
    const trx = write.trx;
    const accounts = await systemAccounts(trx, companyId);
    const control = { accountId: accounts[declared.control], currency: row.currency, amount: row.amount };
    const money = side.moneyAccount(row, bank, accounts);
    const date = column(row, declared.payments.date) as string;
    const source = { type: declared.payments.source, id: row.id };
    const moneyValue = await legValue(write, companyId, money, side.money, { date, source, counterpart: control });
    const { clearing, onAccount } = paymentValues(cleared, moneyValue, row);
    const controlLeg: Leg = { ...control, value: clearing };
    const moneyLeg: Leg = { ...money, value: moneyValue };
    const [from, to] = side.money === 'in' ? [controlLeg, moneyLeg] : [moneyLeg, controlLeg];
    const postings = movement(from, to, accounts, await baseCurrency(trx, companyId));
    await postJournal(write, companyId, { date, source, postings }, options);
    await keepOnAccountValue(write, companyId, side.credits, row, onAccount);
  }

  const bankOf = async (trx: Executor, companyId: bigint, row: PaymentRow) =>
    row.bank_account_id === null
      ? null
      : (await requireBankAccounts(trx, companyId, { bankAccountId: row.bank_account_id })).bankAccountId;

  /** Values a payment anew and posts it again: after a document it paid changed, or gained a rate. */
  async function repost(write: Write, companyId: bigint, id: bigint): Promise<void> {
    const trx = write.trx;
    const row = await requirePayment(trx, table, companyId, id, noun);
    const shares = await sharesOfPayment(trx, companyId, table, id);
    const documentIds = shares.map((share) => share.documentId);
    await lockSettledRows(trx, documentsTable, companyId, documentIds);
    const documents = await payablesById(trx, companyId, documentIds);
    const cleared = await clearedValues(trx, companyId, table, id, shares, documents);
    await storeClearedValues(trx, companyId, table, id, shares, cleared);
    await post(write, companyId, row, await bankOf(trx, companyId, row), cleared, { replacing: true, reposting: true });
  }

  /** A payment's party must be one of the company's, named at `field`. */
  async function requireParty(trx: Executor, companyId: bigint, partyId: bigint, field: string) {
    const party = declared.party.noun;
    if (!(await findParty(trx, declared.party.table, companyId, partyId))) {
      throw ruleViolation(`No ${party} has the id ${partyId}`, [{ path: field, message: `must name a ${party}` }]);
    }
  }

  /**
   * Writes a payment of `amount` its side has checked: split over `documents` (locked by the
   * caller), each up to what it has outstanding, the rest kept on account when `onAccount` allows;
   * its row as the side builds it once the split is known, its allocations, valued, and its postings.
   */
  async function record(
    write: Write,
    companyId: bigint,
    payment: { amount: Money; onAccount: boolean | undefined; row: () => NewPayment },
    bank: BankAccountRow | null,
    documents: PayableDocument[],
  ): Promise<PaymentView<Payer>> {
    const trx = write.trx;
    const plural = `${declared.documents.noun}s`;
    const allocations = allocatePayment(payment.amount, documents.map(payableOf), plural, payment.onAccount);
    const built = payment.row();
    const paid = paidShares(allocations);
    const id = await write.newId();
    const row = (await insertPayment(write, table, {
      ...built,
      id,
      on_account_amount: leftOnAccount(payment.amount, paid),
    } as NewOwnedRow<'client_payments'>)) as PaymentRow;
    const byId = new Map(documents.map((document) => [document.id, document]));
    const cleared = await clearedValues(trx, companyId, table, id, paid, byId);
    await insertAllocations(write, declared.payments.allocations, companyId, id, paid, cleared);
    await post(write, companyId, row, bank, cleared, { replacing: false });
    return toView(
      row,
      paid.map((allocation) => allocation.documentId),
      row.on_account_amount,
    );
  }

  /**
   * Deletes a payment: what it paid is outstanding again, its postings go, and the other payments of
   * what it paid are valued anew, in one transaction.
   */
  const remove = (db: Database | Write, companyId: bigint, id: bigint) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const payment = await reads.load(trx, companyId, id);
      await assertOnAccountUntouched(trx, companyId, side.credits, id);
      const paid = await sharesOfPayment(trx, companyId, table, id);
      // Locked as a payment locks them, so that one racing this delete values them after it.
      const documentIds = paid.map((share) => share.documentId);
      await lockSettledRows(trx, documentsTable, companyId, documentIds);
      if (side.refuseUnsettling) side.refuseUnsettling(await payables(trx, companyId, documentIds));
      await removeJournal(write, companyId, { type: declared.payments.source, id });
      await deleteAllocations(write, table, companyId, id);
      await deletePayment(write, table, companyId, id);
      // The other payments of a foreign document clear its value as if this one had never been.
      if (payment.currency !== (await baseCurrency(trx, companyId))) {
        for (const share of paid) await repostSettlementsOfDocument(write, companyId, side.credits, share.documentId);
      }
      return payment;
    });

  return { get: reads.get, list: reads.list, payables, repost, requireParty, record, remove };
}
