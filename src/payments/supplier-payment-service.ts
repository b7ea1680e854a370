import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { billIdsOfSupplier } from '../bills/bill-repository.js';
import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { findEmployee } from '../employees/employee-repository.js';
import { SUPPLIERS } from '../settlements/credit-sides.js';
import { lockSettledRows } from '../settlements/settlement-repository.js';
import { ruleViolation } from '../shared/errors.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { type Money, parseMoney } from '../shared/money.js';
import { assertPaysSomething, checkPayableDocuments } from './payable-documents.js';
import { paymentEngine } from './payment-engine.js';
import type { SupplierPaymentInput } from './payment-schemas.js';

type PaymentRow = OwnedRow<'supplier_payments'>;

/** Where a supplier's payment came from: a bank account and how much left it, or an employee who paid. */
export interface SupplierPayer {
  bankAccountId: bigint | null;
  employeeId: bigint | null;
  amountPaidFromBank: Money | null;
}

/**
 * Suppliers' payments: money paid out of the bank, or by an employee who is now owed it, off trade
 * creditors, against their bills.
 */
const payments = paymentEngine({
  credits: SUPPLIERS,
  money: 'out',
  moneyAccount: (row, bank, accounts) =>
    bank === null
      ? { accountId: accounts.EMPLOYEE_EXPENSES_PAYABLE, currency: row.currency, amount: row.amount }
      : {
          accountId: bank.ledger_account_id,
          currency: bank.currency,
          amount: (row as PaymentRow).amount_paid_from_bank,
        },
  payerOf: (row): SupplierPayer => {
    const { bank_account_id, employee_id, amount_paid_from_bank } = row as PaymentRow;
    return {
      bankAccountId: bank_account_id,
      employeeId: employee_id,
      amountPaidFromBank: bank_account_id === null ? null : amount_paid_from_bank,
    };
  },
});

export const {
  get: getSupplierPayment,
  list: listSupplierPayments,
  repost: repostSupplierPayment,
  remove: deleteSupplierPayment,
} = payments;

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
    return (await payments.payables(db, companyId, ids))
      .filter((bill) => bill.partyId === supplierId && bill.currency === currency)
      .filter((bill) => bill.issueDate <= input.datePaid && bill.totalAmount > bill.allocatedAmount);
  }
  const ids = input.billIds.map(BigInt);
  await lockSettledRows(db, 'bills', companyId, [...new Set(ids)]);
  const found = await payments.payables(db, companyId, [...new Set(ids)]);
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
 * Records money paid against bills: the check of what they have outstanding and the write happen in
 * one write transaction, so that racing payments can never overpay a bill.
 */
export const createSupplierPayment = (db: Database | Write, companyId: bigint, input: SupplierPaymentInput) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    assertPaysSomething(input.billIds, 'billIds', input.onAccount);
    const supplierId = BigInt(input.supplierId);
    await payments.requireParty(trx, companyId, supplierId, 'supplierId');
    const source = await payer(trx, companyId, input);
    const bank = 'employeeId' in source ? null : source;
    const currency = input.currency.toUpperCase();
    const rate = exchangeRateBetween(currency, bank?.currency ?? currency, input.exchangeRate);
    const amount = parseMoney(input.amount) ?? 0n;
    const bills = await billsToPay(trx, companyId, supplierId, currency, input);
    const row = () => ({
      company_id: companyId,
      supplier_id: supplierId,
      bank_account_id: bank === null ? null : bank.id,
      employee_id: 'employeeId' in source ? source.employeeId : null,
      currency,
      amount,
      exchange_rate: rate,
      amount_paid_from_bank: convert(amount, rate),
      date_paid: input.datePaid,
    });
    return payments.record(write, companyId, { amount, onAccount: input.onAccount, row }, bank, bills);
  });
