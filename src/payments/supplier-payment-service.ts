import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { billIdsOfSupplier } from '../bills/bill-repository.js';
import { billRowsByIds } from '../bills/bill-service.js';
import { baseCurrency } from '../companies/company-repository.js';
import {
  assertOnAccountUntouched,
  keepOnAccountValue,
  SUPPLIERS,
  supplierCreditAllocations,
  unallocatedOnAccount,
} from '../credit-notes/credit-allocation-service.js';
import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { lockSettledRows } from '../documents/settlement-repository.js';
import { findEmployee } from '../employees/employee-repository.js';
import { type Leg, movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { legValue } from '../ledger/valuation.js';
import { findParty } from '../parties/party-repository.js';
import { ruleViolation } from '../shared/errors.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { allocatePayment, leftOnAccount, paidShares } from './allocation.js';
import { clearedValues, paymentValues, sharesOfPayment, storeClearedValues } from './cleared-values.js';
import { assertPaysSomething, checkPayableDocuments, type PayableDocument, payableOf } from './payable-documents.js';
import { type OnAccount, paymentReads } from './payment-reads.js';
import {
  deleteAllocations,
  deletePayment,
  insertAllocations,
  insertPayment,
  requirePayment,
} from './payment-repository.js';
import type { SupplierPaymentInput } from './payment-schemas.js';

const NOUN = 'Supplier payment';
type PaymentRow = OwnedRow<'supplier_payments'>;

export interface SupplierPaymentView extends Timestamps, OnAccount {
  id: bigint;
  currency: string;
  amount: Money;
  exchangeRate: bigint | null;
  amountPaidFromBank: Money | null;
  datePaid: string;
  supplierId: bigint;
  bankAccountId: bigint | null;
  employeeId: bigint | null;
  billIds: bigint[];
}

const toView = (row: PaymentRow, billIds: bigint[], unallocated: Money): SupplierPaymentView => ({
  id: row.id,
  currency: row.currency,
  amount: row.amount,
  exchangeRate: row.exchange_rate,
  amountPaidFromBank: row.bank_account_id === null ? null : row.amount_paid_from_bank,
  datePaid: row.date_paid,
  supplierId: row.supplier_id,
  bankAccountId: row.bank_account_id,
  employeeId: row.employee_id,
  billIds,
  onAccountAmount: row.on_account_amount,
  unallocatedAmount: unallocated,
  ...timestampsOf(row),
});

const { load, get, list } = paymentReads('supplier_payments', NOUN, toView, (db, companyId, ids) =>
  unallocatedOnAccount(db, companyId, SUPPLIERS, ids),
);

export { get as getSupplierPayment, list as listSupplierPayments };

type BillRow = Awaited<ReturnType<typeof billRowsByIds>>[number];

const toPayable = (row: BillRow): PayableDocument => ({
  id: row.id,
  partyId: row.supplier_id,
  currency: row.currency,
  draft: false,
  issueDate: row.issue_date,
  dueDate: row.due_date,
  totalAmount: row.total_amount,
  allocatedAmount: row.allocated_amount,
  exchangeRate: row.exchange_rate,
});

/**
 * The bills a payment pays, locked until it is written: those it names, or else the supplier's bills
 * issued by its date with something outstanding in its currency.
 */
async function billsToPay(
  db: Executor,
  companyId: bigint,
  supplierId: bigint,
  currency: string,
  input: SupplierPaymentInput,
) {
  if (input.billIds === undefined) {
    const ids = await billIdsOfSupplier(db, companyId, supplierId, currency);
    await lockSettledRows(db, 'bills', companyId, ids);
    return (await billRowsByIds(db, companyId, ids))
      .map(toPayable)
      .filter((bill) => bill.partyId === supplierId && bill.currency === currency)
      .filter((bill) => bill.issueDate <= input.datePaid && bill.totalAmount > bill.allocatedAmount);
  }
  const ids = input.billIds.map(BigInt);
  await lockSettledRows(db, 'bills', companyId, [...new Set(ids)]);
  const found = (await billRowsByIds(db, companyId, [...new Set(ids)])).map(toPayable);
  return checkPayableDocuments(ids, new Map(found.map((bill) => [bill.id, bill])), {
    field: 'billIds',
    noun: 'bill',
    partyNoun: 'supplier',
    partyId: supplierId,
    currency,
    date: { field: 'datePaid', value: input.datePaid },
  });
}

/** Where the money comes from: a bank account, or an employee who paid and is now owed it. */
async function payer(
  db: Executor,
  companyId: bigint,
  input: SupplierPaymentInput,
): Promise<BankAccountRow | { employeeId: bigint }> {
  if ((input.bankAccountId === undefined) === (input.employeeId === undefined)) {
    const message = 'give either bankAccountId or employeeId, not both and not neither';
    throw ruleViolation('A supplier payment is made from a bank account or by an employee: give exactly one', [
      { path: 'bankAccountId', message },
      { path: 'employeeId', message },
    ]);
  }
  if (input.employeeId === undefined) {
    return (await requireBankAccounts(db, companyId, { bankAccountId: BigInt(input.bankAccountId as number | string) }))
      .bankAccountId;
  }
  const employeeId = BigInt(input.employeeId);
  if (!(await findEmployee(db, companyId, employeeId))) {
    throw ruleViolation(`No employee has the id ${employeeId}`, [
      { path: 'employeeId', message: 'must name an employee' },
    ]);
  }
  return { employeeId };
}

/**
 * Posts what a payment moved: out of the bank (or owed to the employee who paid) at what the money is
 * worth, off trade creditors at what it cleared of its bills (`cleared`) and at what its money on
 * account is worth, and the difference as a realised exchange difference. Keeps the value of its
 * money on account and, when that changed, values anew what took of it.
 */
async function postSupplierPayment(
  write: Write,
  companyId: bigint,
  row: PaymentRow,
  bank: BankAccountRow | null,
  cleared: (Money | null)[],
  options: { replacing: boolean; reposting?: boolean },
): Promise<void> {
  const trx = write.trx;
  const accounts = await systemAccounts(trx, companyId);
  const owed = { accountId: accounts.TRADE_CREDITORS, currency: row.currency, amount: row.amount };
  const paid =
    bank === null
      ? { ...owed, accountId: accounts.EMPLOYEE_EXPENSES_PAYABLE }
      : { accountId: bank.ledger_account_id, currency: bank.currency, amount: row.amount_paid_from_bank };
  const date = row.date_paid;
  const source = { type: 'SUPPLIER_PAYMENT' as const, id: row.id };
  const from: Leg = {
    ...paid,
    value: await legValue(write, companyId, paid, 'out', { date, source, counterpart: owed }),
  };
  const { clearing, onAccount } = paymentValues(cleared, from.value, row);
  const postings = movement(from, { ...owed, value: clearing }, accounts, await baseCurrency(trx, companyId));
  await postJournal(write, companyId, { date, source, postings }, options);
  await keepOnAccountValue(write, companyId, SUPPLIERS, row, onAccount);
}

/** Values a payment anew and posts it again when that changes it: after a bill it paid changed, or gained a rate. */
export async function repostSupplierPayment(write: Write, companyId: bigint, id: bigint): Promise<void> {
  const trx = write.trx;
  const row = await requirePayment(trx, 'supplier_payments', companyId, id, NOUN);
  const shares = await sharesOfPayment(trx, companyId, 'supplier_payments', id);
  await lockSettledRows(
    trx,
    'bills',
    companyId,
    shares.map((share) => share.documentId),
  );
  const bills = (await billRowsByIds(trx, companyId, [...new Set(shares.map((share) => share.documentId))])).map(
    toPayable,
  );
  const cleared = await clearedValues(
    trx,
    companyId,
    'supplier_payments',
    id,
    shares,
    new Map(bills.map((bill) => [bill.id, bill])),
  );
  await storeClearedValues(trx, companyId, 'supplier_payments', id, shares, cleared);
  const bank =
    row.bank_account_id === null
      ? null
      : (await requireBankAccounts(trx, companyId, { bankAccountId: row.bank_account_id })).bankAccountId;
  await postSupplierPayment(write, companyId, row, bank, cleared, { replacing: true, reposting: true });
}

/**
 * Records money paid against bills: the check of what they have outstanding and the write happen in
 * one write transaction, so that racing payments can never overpay a bill.
 */
export const createSupplierPayment = (db: Database | Write, companyId: bigint, input: SupplierPaymentInput) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    assertPaysSomething(input.billIds, 'billIds', input.onAccount);
    const supplierId = BigInt(input.supplierId);
    if (!(await findParty(trx, 'suppliers', companyId, supplierId))) {
      throw ruleViolation(`No supplier has the id ${supplierId}`, [
        { path: 'supplierId', message: 'must name a supplier' },
      ]);
    }
    const source = await payer(trx, companyId, input);
    const bank = 'employeeId' in source ? null : source;
    const currency = input.currency.toUpperCase();
    const rate = exchangeRateBetween(currency, bank?.currency ?? currency, input.exchangeRate);
    const amount = parseMoney(input.amount) ?? 0n;
    const bills = await billsToPay(trx, companyId, supplierId, currency, input);
    const allocations = allocatePayment(amount, bills.map(payableOf), 'bills', input.onAccount);
    const paidFromBank = convert(amount, rate);
    const paid = paidShares(allocations);

    const id = await write.newId();
    const row = await insertPayment(write, 'supplier_payments', {
      company_id: companyId,
      id,
      supplier_id: supplierId,
      bank_account_id: bank === null ? null : bank.id,
      employee_id: 'employeeId' in source ? source.employeeId : null,
      currency,
      amount,
      exchange_rate: rate,
      amount_paid_from_bank: paidFromBank,
      date_paid: input.datePaid,
      on_account_amount: leftOnAccount(amount, paid),
    });
    const cleared = await clearedValues(
      trx,
      companyId,
      'supplier_payments',
      id,
      paid,
      new Map(bills.map((bill) => [bill.id, bill])),
    );
    await insertAllocations(write, 'supplier_payment_allocations', companyId, id, paid, cleared);
    await postSupplierPayment(write, companyId, row, bank, cleared, { replacing: false });
    return toView(
      row,
      paid.map((allocation) => allocation.documentId),
      row.on_account_amount,
    );
  });

/**
 * Deletes a payment: what it paid is outstanding again, its postings go, and the other payments of
 * what it paid are valued anew, in one transaction.
 */
export const deleteSupplierPayment = (db: Database | Write, companyId: bigint, id: bigint) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    const payment = await load(trx, companyId, id);
    await assertOnAccountUntouched(trx, companyId, SUPPLIERS, id);
    const paid = await sharesOfPayment(trx, companyId, 'supplier_payments', id);
    // Locked as a payment locks them, so that one racing this delete values them after it.
    await lockSettledRows(
      trx,
      'bills',
      companyId,
      paid.map((share) => share.documentId),
    );
    await removeJournal(write, companyId, { type: 'SUPPLIER_PAYMENT', id });
    await deleteAllocations(write, 'supplier_payments', companyId, id);
    await deletePayment(write, 'supplier_payments', companyId, id);
    // The other payments of a foreign document clear its value as if this one had never been.
    if (payment.currency !== (await baseCurrency(trx, companyId))) {
      for (const share of paid)
        await supplierCreditAllocations.repostSettlementsOfDocument(write, companyId, share.documentId);
    }
    return payment;
  });
