import { crudRoutes } from '../shared/crud-routes.js';
import { exchangeRateField } from '../shared/exchange-rate.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import {
  type ClientPaymentView,
  createClientPayment,
  deleteClientPayment,
  getClientPayment,
  listClientPayments,
} from './client-payment-service.js';
import type { OnAccount } from './payment-reads.js';
import { ClientPayment, ClientPaymentInput, SupplierPayment, SupplierPaymentInput } from './payment-schemas.js';
import {
  createSupplierPayment,
  deleteSupplierPayment,
  getSupplierPayment,
  listSupplierPayments,
  type SupplierPaymentView,
} from './supplier-payment-service.js';

/** A payment's money on account, shown only when it kept some. */
const onAccountFields = (payment: OnAccount, format: MoneyFormat) =>
  payment.onAccountAmount === 0n
    ? {}
    : {
        onAccountAmount: formatMoney(payment.onAccountAmount, format),
        unallocatedAmount: formatMoney(payment.unallocatedAmount, format),
      };

function presentClientPayment(payment: ClientPaymentView, format: MoneyFormat): ClientPayment {
  return {
    id: payment.id,
    currency: payment.currency,
    amount: formatMoney(payment.amount, format),
    ...exchangeRateField(payment.exchangeRate),
    dateReceived: payment.dateReceived,
    clientId: payment.clientId,
    bankAccountId: payment.bankAccountId,
    amountReceivedInBank: formatMoney(payment.amountReceived, format),
    invoiceIds: payment.invoiceIds,
    ...onAccountFields(payment, format),
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

function presentSupplierPayment(payment: SupplierPaymentView, format: MoneyFormat): SupplierPayment {
  return {
    id: payment.id,
    currency: payment.currency,
    amount: formatMoney(payment.amount, format),
    ...exchangeRateField(payment.exchangeRate),
    datePaid: payment.datePaid,
    supplierId: payment.supplierId,
    ...(payment.bankAccountId === null ? {} : { bankAccountId: payment.bankAccountId }),
    ...(payment.employeeId === null ? {} : { employeeId: payment.employeeId }),
    ...(payment.amountPaidFromBank === null
      ? {}
      : { amountPaidFromBank: formatMoney(payment.amountPaidFromBank, format) }),
    billIds: payment.billIds,
    ...onAccountFields(payment, format),
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

/** Client payments have no update call (the spec's): PUT answers 405. */
export const clientPaymentRoutes = crudRoutes({
  path: '/clientPayments',
  recordType: 'clientPayment',
  tag: 'Client payments',
  noun: 'client payment',
  input: ClientPaymentInput,
  output: ClientPayment,
  service: {
    list: listClientPayments,
    get: getClientPayment,
    create: createClientPayment,
    remove: deleteClientPayment,
  },
  present: presentClientPayment,
});

/** Supplier payments have no update call (the spec's): PUT answers 405. */
export const supplierPaymentRoutes = crudRoutes({
  path: '/supplierPayments',
  recordType: 'supplierPayment',
  tag: 'Supplier payments',
  noun: 'supplier payment',
  input: SupplierPaymentInput,
  output: SupplierPayment,
  service: {
    list: listSupplierPayments,
    get: getSupplierPayment,
    create: createSupplierPayment,
    remove: deleteSupplierPayment,
  },
  present: presentSupplierPayment,
});
