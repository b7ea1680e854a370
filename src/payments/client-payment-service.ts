import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import { type Executor, inTransaction } from '../db/database.js';
import { allocateIds } from '../db/ids.js';
import { deleteOwned, findOwned, insertOwned, type OwnedRow } from '../db/owned.js';
import { paidStateOf } from '../documents/document-rules.js';
import { invoiceRowsByIds } from '../invoices/invoice-repository.js';
import { movement } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { ruleViolation } from '../shared/errors.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { type Money, parseMoney } from '../shared/money.js';
import { allocatePayment, paidShares } from './allocation.js';
import { checkPayableDocuments, type PayableDocument, payableOf } from './payable-documents.js';
import { paymentReads } from './payment-reads.js';
import { deleteAllocations, insertAllocations } from './payment-repository.js';
import type { ClientPaymentInput } from './payment-schemas.js';

const NOUN = 'Client payment';
type PaymentRow = OwnedRow<'client_payments'>;

export interface ClientPaymentView {
  id: number;
  currency: string;
  amount: Money;
  exchangeRate: bigint | null;
  amountReceived: Money;
  dateReceived: string;
  clientId: number;
  bankAccountId: number;
  invoiceIds: number[];
}

const toView = (row: PaymentRow, invoiceIds: number[]): ClientPaymentView => ({
  id: Number(row.id),
  currency: row.currency,
  amount: BigInt(row.amount),
  exchangeRate: row.exchange_rate === null ? null : BigInt(row.exchange_rate),
  amountReceived: BigInt(row.amount_received),
  dateReceived: row.date_received,
  clientId: Number(row.client_id),
  bankAccountId: Number(row.bank_account_id),
  invoiceIds,
});

const { load, get, list } = paymentReads('client_payments', NOUN, toView);

export { get as getClientPayment, list as listClientPayments };

async function payableInvoices(db: Executor, companyId: number, ids: number[]): Promise<Map<number, PayableDocument>> {
  const rows = await invoiceRowsByIds(db, companyId, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        partyId: Number(row.client_id),
        currency: row.currency,
        draft: Boolean(row.draft),
        dueDate: row.due_date,
        totalAmount: BigInt(row.total_amount),
        allocatedAmount: paidStateOf(row).allocated,
      },
    ]),
  );
}

/**
 * Records money received against invoices: the check of what they have outstanding and the write
 * happen in one write transaction, so that racing payments can never overpay an invoice.
 */
export const createClientPayment = (db: Executor, companyId: number, input: ClientPaymentInput) =>
  inTransaction(db, async (trx) => {
    const clientId = Number(input.clientId);
    if (!(await findOwned(trx, 'clients', companyId, clientId))) {
      throw ruleViolation(`No client has the id ${clientId}`, [{ path: 'clientId', message: 'must name a client' }]);
    }
    const { bankAccountId: bank } = await requireBankAccounts(trx, companyId, {
      bankAccountId: Number(input.bankAccountId),
    });
    const currency = input.currency.toUpperCase();
    const ids = input.invoiceIds.map(Number);
    const invoices = checkPayableDocuments(ids, await payableInvoices(trx, companyId, ids), {
      field: 'invoiceIds',
      noun: 'invoice',
      partyNoun: 'client',
      partyId: clientId,
      currency,
    });
    const rate = exchangeRateBetween(currency, bank.currency, input.exchangeRate);
    const amount = parseMoney(input.amount) ?? 0n;
    const allocations = allocatePayment(amount, invoices.map(payableOf), 'invoices');
    const received = convert(amount, rate);

    const id = await allocateIds(trx, 1 + allocations.length);
    await insertOwned(trx, 'client_payments', {
      company_id: companyId,
      id,
      client_id: clientId,
      bank_account_id: Number(bank.id),
      currency,
      amount: Number(amount),
      exchange_rate: rate === null ? null : Number(rate),
      amount_received: Number(received),
      date_received: input.dateReceived,
    });
    await insertAllocations(trx, 'client_payment_allocations', companyId, id, id + 1, paidShares(allocations));
    const accounts = await systemAccounts(trx, companyId);
    await postJournal(trx, companyId, {
      date: input.dateReceived,
      source: { type: 'CLIENT_PAYMENT', id },
      postings: movement(
        { accountId: accounts.TRADE_DEBTORS, currency, amount },
        { accountId: Number(bank.ledger_account_id), currency: bank.currency, amount: received },
        accounts.CURRENCY_CONVERSION,
      ),
    });
    return load(trx, companyId, id);
  });

/** Deletes a payment: what it paid is outstanding again, and its postings go, in one transaction. */
export const deleteClientPayment = (db: Executor, companyId: number, id: number) =>
  inTransaction(db, async (trx) => {
    const payment = await load(trx, companyId, id);
    await removeJournal(trx, companyId, { type: 'CLIENT_PAYMENT', id });
    await deleteAllocations(trx, 'client_payments', companyId, id);
    await deleteOwned(trx, 'client_payments', companyId, id);
    return payment;
  });
