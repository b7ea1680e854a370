import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import { type Executor, inTransaction } from '../db/database.js';
import { newId } from '../db/ids.js';
import { deleteOwned, findOwned, insertOwned, lockOwnedRows, type OwnedRow } from '../db/owned.js';
import { paidStateOf } from '../documents/document-rules.js';
import { invoiceRowsByIds } from '../invoices/invoice-repository.js';
import { movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { ruleViolation } from '../shared/errors.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { allocatePayment, paidShares } from './allocation.js';
import { checkPayableDocuments, type PayableDocument, payableOf } from './payable-documents.js';
import { paymentReads } from './payment-reads.js';
import { deleteAllocations, insertAllocations } from './payment-repository.js';
import type { ClientPaymentInput } from './payment-schemas.js';

const NOUN = 'Client payment';
type PaymentRow = OwnedRow<'client_payments'>;

export interface ClientPaymentView extends Timestamps {
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

const toView = (row: PaymentRow, invoiceIds: bigint[]): ClientPaymentView => ({
  id: row.id,
  currency: row.currency,
  amount: row.amount,
  exchangeRate: row.exchange_rate,
  amountReceived: row.amount_received,
  dateReceived: row.date_received,
  clientId: row.client_id,
  bankAccountId: row.bank_account_id,
  invoiceIds,
  ...timestampsOf(row),
});

const { load, get, list } = paymentReads('client_payments', NOUN, toView);

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
        allocatedAmount: paidStateOf(row).allocated,
      },
    ]),
  );
}

/**
 * Records money received against invoices: the check of what they have outstanding and the write
 * happen in one write transaction, so that racing payments can never overpay an invoice.
 */
export const createClientPayment = (db: Executor, companyId: bigint, input: ClientPaymentInput) =>
  inTransaction(db, async (trx) => {
    const clientId = BigInt(input.clientId);
    if (!(await findOwned(trx, 'clients', companyId, clientId))) {
      throw ruleViolation(`No client has the id ${clientId}`, [{ path: 'clientId', message: 'must name a client' }]);
    }
    const { bankAccountId: bank } = await requireBankAccounts(trx, companyId, {
      bankAccountId: BigInt(input.bankAccountId),
    });
    const currency = input.currency.toUpperCase();
    const ids = input.invoiceIds.map(BigInt);
    await lockOwnedRows(trx, 'invoices', companyId, [...new Set(ids)]);
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
    const allocations = allocatePayment(amount, invoices.map(payableOf), 'invoices');
    const received = convert(amount, rate);

    const id = await newId(trx);
    const row = await insertOwned(trx, 'client_payments', {
      company_id: companyId,
      id,
      client_id: clientId,
      bank_account_id: bank.id,
      currency,
      amount,
      exchange_rate: rate,
      amount_received: received,
      date_received: input.dateReceived,
    });
    const paid = paidShares(allocations);
    await insertAllocations(trx, 'client_payment_allocations', companyId, id, paid);
    const accounts = await systemAccounts(trx, companyId);
    await postJournal(
      trx,
      companyId,
      {
        date: input.dateReceived,
        source: { type: 'CLIENT_PAYMENT', id },
        postings: movement(
          { accountId: accounts.TRADE_DEBTORS, currency, amount },
          { accountId: bank.ledger_account_id, currency: bank.currency, amount: received },
          accounts.CURRENCY_CONVERSION,
        ),
      },
      { replacing: false },
    );
    return toView(
      row,
      paid.map((allocation) => allocation.documentId),
    );
  });

/** Deletes a payment: what it paid is outstanding again, and its postings go, in one transaction. */
export const deleteClientPayment = (db: Executor, companyId: bigint, id: bigint) =>
  inTransaction(db, async (trx) => {
    const payment = await load(trx, companyId, id);
    await removeJournal(trx, companyId, { type: 'CLIENT_PAYMENT', id });
    await deleteAllocations(trx, 'client_payments', companyId, id);
    await deleteOwned(trx, 'client_payments', companyId, id);
    return payment;
  });
