import { requireBankAccounts } from '../bank-accounts/bank-account-lookup.js';
import type { Database } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { refuseWhileWrittenOff } from '../invoices/write-off-rules.js';
import { CLIENTS } from '../settlements/credit-sides.js';
import { lockSettledRows } from '../settlements/settlement-repository.js';
import { convert, exchangeRateBetween } from '../shared/exchange-rate.js';
import { type Money, parseMoney } from '../shared/money.js';
import { assertPaysSomething, checkPayableDocuments } from './payable-documents.js';
import { paymentEngine } from './payment-engine.js';
import type { ClientPaymentInput } from './payment-schemas.js';

type PaymentRow = OwnedRow<'client_payments'>;

/** Where a client's payment arrived: a bank account, and how much in its currency. */
export interface ClientPayer {
  bankAccountId: bigint;
  amountReceived: Money;
}

/** Clients' payments: money received into the bank, off trade debtors, against their invoices. */
const payments = paymentEngine({
  credits: CLIENTS,
  money: 'in',
  moneyAccount: (row, bank) => ({
    accountId: (bank as NonNullable<typeof bank>).ledger_account_id,
    currency: (bank as NonNullable<typeof bank>).currency,
    amount: (row as PaymentRow).amount_received,
  }),
  payerOf: (row): ClientPayer => ({
    bankAccountId: (row as PaymentRow).bank_account_id,
    amountReceived: (row as PaymentRow).amount_received,
  }),
  refuseUnsettling: (invoices) => {
    const writtenOff = invoices.find((invoice) => invoice.writtenOff);
    if (writtenOff) refuseWhileWrittenOff(writtenOff.id, 'unsettle');
  },
});

export const {
  get: getClientPayment,
  list: listClientPayments,
  repost: repostClientPayment,
  remove: deleteClientPayment,
} = payments;

/**
 * Records money received against invoices: the check of what they have outstanding and the write
 * happen in one write transaction, so that racing payments can never overpay an invoice.
 */
export const createClientPayment = (db: Database | Write, companyId: bigint, input: ClientPaymentInput) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    assertPaysSomething(input.invoiceIds, 'invoiceIds', input.onAccount);
    const clientId = BigInt(input.clientId);
    await payments.requireParty(trx, companyId, clientId, 'clientId');
    const { bankAccountId: bank } = await requireBankAccounts(trx, companyId, {
      bankAccountId: BigInt(input.bankAccountId),
    });
    const currency = input.currency.toUpperCase();
    const ids = input.invoiceIds.map(BigInt);
    await lockSettledRows(trx, 'invoices', companyId, [...new Set(ids)]);
    const found = await payments.payables(trx, companyId, [...new Set(ids)]);
    const invoices = checkPayableDocuments(ids, new Map(found.map((invoice) => [invoice.id, invoice])), {
      field: 'invoiceIds',
      noun: 'invoice',
      partyNoun: 'client',
      partyId: clientId,
      currency,
      date: { field: 'dateReceived', value: input.dateReceived },
    });
    const rate = exchangeRateBetween(currency, bank.currency, input.exchangeRate);
    const amount = parseMoney(input.amount) ?? 0n;
    const row = () => ({
      company_id: companyId,
      client_id: clientId,
      bank_account_id: bank.id,
      currency,
      amount,
      exchange_rate: rate,
      amount_received: convert(amount, rate),
      date_received: input.dateReceived,
    });
    return payments.record(write, companyId, { amount, onAccount: input.onAccount, row }, bank, invoices);
  });
