import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import { baseCurrency } from '../companies/company-repository.js';
import {
  assertOnAccountUntouched,
  CLIENTS,
  creditNoteAllocations,
  keepOnAccountValue,
  unallocatedOnAccount,
} from '../credit-notes/credit-allocation-service.js';
import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { lockSettledRows } from '../documents/settlement-repository.js';
import { invoiceRowsByIds } from '../invoices/invoice-service.js';
import { refuseWhileWrittenOff } from '../invoices/write-off-rules.js';
import { movement } from '../ledger/journal.js';
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
import type { ClientPaymentInput } from './payment-schemas.js';

const NOUN = 'Client payment';
type PaymentRow = OwnedRow<'client_payments'>;

export interface ClientPaymentView extends Timestamps, OnAccount {
  id: bigint;
  currency: string;
  amount: Money;
  exchangeRate: bigint | null;
  amountReceived: Money;
  dateReceived: string;
  clientId: bigint;
  bankAccountId: bigint;
  invoiceIds: bigint[];
}

const toView = (row: PaymentRow, invoiceIds: bigint[], unallocated: Money): ClientPaymentView => ({
  id: row.id,
  currency: row.currency,
  amount: row.amount,
  exchangeRate: row.exchange_rate,
  amountReceived: row.amount_received,
  dateReceived: row.date_received,
  clientId: row.client_id,
  bankAccountId: row.bank_account_id,
  invoiceIds,
  onAccountAmount: row.on_account_amount,
  unallocatedAmount: unallocated,
  ...timestampsOf(row),
});

const { load, get, list } = paymentReads('client_payments', NOUN, toView, (db, companyId, ids) =>
  unallocatedOnAccount(db, companyId, CLIENTS, ids),
);

export { get as getClientPayment, list as listClientPayments };

async function payableInvoices(db: Executor, companyId: bigint, ids: bigint[]): Promise<Map<bigint, PayableDocument>> {
  const rows = await invoiceRowsByIds(db, companyId, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        partyId: row.client_id,
        currency: row.currency,
        draft: row.draft,
        issueDate: row.issue_date,
        dueDate: row.due_date,
        totalAmount: row.total_amount,
        allocatedAmount: row.allocated_amount,
        exchangeRate: row.exchange_rate,
        writtenOff: row.write_off_id !== null,
      },
    ]),
  );
}

/**
 * Posts what a payment moved: out of trade debtors at what it cleared of its invoices (`cleared`) and
 * at what its money on account is worth, into the bank at what the money received is worth, and the
 * difference as a realised exchange difference. Keeps the value of its money on account and, when
 * that changed, values anew what took of it.
 */
async function postClientPayment(
  write: Write,
  companyId: bigint,
  row: PaymentRow,
  bank: BankAccountRow,
  cleared: (Money | null)[],
  options: { replacing: boolean; reposting?: boolean },
): Promise<void> {
  const trx = write.trx;
  const accounts = await systemAccounts(trx, companyId);
  const paid = { accountId: accounts.TRADE_DEBTORS, currency: row.currency, amount: row.amount };
  const received = { accountId: bank.ledger_account_id, currency: bank.currency, amount: row.amount_received };
  const date = row.date_received;
  const source = { type: 'CLIENT_PAYMENT' as const, id: row.id };
  const receivedValue = await legValue(write, companyId, received, 'in', { date, source, counterpart: paid });
  const { clearing, onAccount } = paymentValues(cleared, receivedValue, row);
  const postings = movement(
    { ...paid, value: clearing },
    { ...received, value: receivedValue },
    accounts,
    await baseCurrency(trx, companyId),
  );
  await postJournal(write, companyId, { date, source, postings }, options);
  await keepOnAccountValue(write, companyId, CLIENTS, row, onAccount);
}

/** Values a payment anew and posts it again when that changes it: after an invoice it paid changed, or gained a rate. */
export async function repostClientPayment(write: Write, companyId: bigint, id: bigint): Promise<void> {
  const trx = write.trx;
  const row = await requirePayment(trx, 'client_payments', companyId, id, NOUN);
  const shares = await sharesOfPayment(trx, companyId, 'client_payments', id);
  await lockSettledRows(
    trx,
    'invoices',
    companyId,
    shares.map((share) => share.documentId),
  );
  const invoices = await payableInvoices(
    trx,
    companyId,
    shares.map((share) => share.documentId),
  );
  const cleared = await clearedValues(trx, companyId, 'client_payments', id, shares, invoices);
  await storeClearedValues(trx, companyId, 'client_payments', id, shares, cleared);
  const { bankAccountId: bank } = await requireBankAccounts(trx, companyId, { bankAccountId: row.bank_account_id });
  await postClientPayment(write, companyId, row, bank, cleared, { replacing: true, reposting: true });
}

/**
 * Records money received against invoices: the check of what they have outstanding and the write
 * happen in one write transaction, so that racing payments can never overpay an invoice.
 */
export const createClientPayment = (db: Database | Write, companyId: bigint, input: ClientPaymentInput) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    assertPaysSomething(input.invoiceIds, 'invoiceIds', input.onAccount);
    const clientId = BigInt(input.clientId);
    if (!(await findParty(trx, 'clients', companyId, clientId))) {
      throw ruleViolation(`No client has the id ${clientId}`, [{ path: 'clientId', message: 'must name a client' }]);
    }
    const { bankAccountId: bank } = await requireBankAccounts(trx, companyId, {
      bankAccountId: BigInt(input.bankAccountId),
    });
    const currency = input.currency.toUpperCase();
    const ids = input.invoiceIds.map(BigInt);
    await lockSettledRows(trx, 'invoices', companyId, [...new Set(ids)]);
    const invoices = checkPayableDocuments(ids, await payableInvoices(trx, companyId, ids), {
      field: 'invoiceIds',
      noun: 'invoice',
      partyNoun: 'client',
      partyId: clientId,
      currency,
      date: { field: 'dateReceived', value: input.dateReceived },
    });
    const rate = exchangeRateBetween(currency, bank.currency, input.exchangeRate);
    const amount = parseMoney(input.amount) ?? 0n;
    const allocations = allocatePayment(amount, invoices.map(payableOf), 'invoices', input.onAccount);
    const received = convert(amount, rate);
    const paid = paidShares(allocations);

    const id = await write.newId();
    const row = await insertPayment(write, 'client_payments', {
      company_id: companyId,
      id,
      client_id: clientId,
      bank_account_id: bank.id,
      currency,
      amount,
      exchange_rate: rate,
      amount_received: received,
      date_received: input.dateReceived,
      on_account_amount: leftOnAccount(amount, paid),
    });
    const cleared = await clearedValues(
      trx,
      companyId,
      'client_payments',
      id,
      paid,
      new Map(invoices.map((invoice) => [invoice.id, invoice])),
    );
    await insertAllocations(write, 'client_payment_allocations', companyId, id, paid, cleared);
    await postClientPayment(write, companyId, row, bank, cleared, { replacing: false });
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
export const deleteClientPayment = (db: Database | Write, companyId: bigint, id: bigint) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    const payment = await load(trx, companyId, id);
    await assertOnAccountUntouched(trx, companyId, CLIENTS, id);
    const paid = await sharesOfPayment(trx, companyId, 'client_payments', id);
    // Locked as a payment locks them, so that one racing this delete values them after it.
    const invoiceIds = paid.map((share) => share.documentId);
    await lockSettledRows(trx, 'invoices', companyId, invoiceIds);
    const writtenOff = (await invoiceRowsByIds(trx, companyId, invoiceIds)).find((row) => row.write_off_id !== null);
    if (writtenOff) refuseWhileWrittenOff(writtenOff.id, 'unsettle');
    await removeJournal(write, companyId, { type: 'CLIENT_PAYMENT', id });
    await deleteAllocations(write, 'client_payments', companyId, id);
    await deletePayment(write, 'client_payments', companyId, id);
    // The other payments of a foreign document clear its value as if this one had never been.
    if (payment.currency !== (await baseCurrency(trx, companyId))) {
      for (const share of paid)
        await creditNoteAllocations.repostSettlementsOfDocument(write, companyId, share.documentId);
    }
    return payment;
  });
