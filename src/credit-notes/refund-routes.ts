import { crudRoutes } from '../shared/crud-routes.js';
import { exchangeRateField } from '../shared/exchange-rate.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { ClientRefund, ClientRefundInput, SupplierRefund, SupplierRefundInput } from './credit-note-schemas.js';
import { clientRefunds, type RefundView, supplierRefunds } from './refund-service.js';

const refundOf = (refund: RefundView, format: MoneyFormat) => ({
  id: refund.id,
  currency: refund.currency,
  amount: formatMoney(refund.amount, format),
  ...exchangeRateField(refund.exchangeRate),
  bankAccountId: refund.bankAccountId,
  ...(refund.paymentId === null ? {} : { paymentId: refund.paymentId }),
});

const presentClientRefund = (refund: RefundView, format: MoneyFormat): ClientRefund => ({
  ...refundOf(refund, format),
  clientId: refund.partyId,
  ...(refund.creditId === null ? {} : { creditNoteId: refund.creditId }),
  datePaid: refund.date,
  amountPaidFromBank: formatMoney(refund.bankAmount, format),
  createdAt: refund.createdAt,
  updatedAt: refund.updatedAt,
});

const presentSupplierRefund = (refund: RefundView, format: MoneyFormat): SupplierRefund => ({
  ...refundOf(refund, format),
  supplierId: refund.partyId,
  ...(refund.creditId === null ? {} : { supplierCreditId: refund.creditId }),
  dateReceived: refund.date,
  amountReceivedInBank: formatMoney(refund.bankAmount, format),
  createdAt: refund.createdAt,
  updatedAt: refund.updatedAt,
});

/** Money paid back to a client on a credit note; like payments, refunds have no update call. */
export const clientRefundRoutes = crudRoutes({
  path: '/clientRefunds',
  recordType: 'clientRefund',
  tag: 'Refunds',
  noun: 'client refund',
  input: ClientRefundInput,
  output: ClientRefund,
  service: {
    list: clientRefunds.list,
    get: clientRefunds.get,
    create: (db, companyId, input: ClientRefundInput) =>
      clientRefunds.create(db, companyId, {
        ...input,
        partyId: input.clientId,
        creditId: input.creditNoteId,
        date: input.datePaid,
      }),
    remove: clientRefunds.remove,
  },
  present: presentClientRefund,
});

/** Money received back from a supplier on its credit note; refunds have no update call. */
export const supplierRefundRoutes = crudRoutes({
  path: '/supplierRefunds',
  recordType: 'supplierRefund',
  tag: 'Refunds',
  noun: 'supplier refund',
  input: SupplierRefundInput,
  output: SupplierRefund,
  service: {
    list: supplierRefunds.list,
    get: supplierRefunds.get,
    create: (db, companyId, input: SupplierRefundInput) =>
      supplierRefunds.create(db, companyId, {
        ...input,
        partyId: input.supplierId,
        creditId: input.supplierCreditId,
        date: input.dateReceived,
      }),
    remove: supplierRefunds.remove,
  },
  present: presentSupplierRefund,
});
