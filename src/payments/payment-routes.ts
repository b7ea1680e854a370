import type { Static, TObject } from '@sinclair/typebox';
import { paymentListFilters, type SettlementListing } from '../settlements/settlement-filters.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import { crudRoutes } from '../shared/crud-routes.js';
import type { CrudService } from '../shared/crud-service.js';
import { exchangeRateField } from '../shared/exchange-rate.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import {
  type ClientPayer,
  createClientPayment,
  deleteClientPayment,
  getClientPayment,
  listClientPayments,
} from './client-payment-service.js';
import type { PaymentView } from './payment-engine.js';
import type { OnAccount } from './payment-reads.js';
import { CLIENT_PAYMENT_SCHEMAS, SUPPLIER_PAYMENT_SCHEMAS } from './payment-schemas.js';
import {
  createSupplierPayment,
  deleteSupplierPayment,
  getSupplierPayment,
  listSupplierPayments,
  type SupplierPayer,
} from './supplier-payment-service.js';

/** A payment's money on account, shown only when it kept some. */
const onAccountFields = (payment: OnAccount, format: MoneyFormat) =>
  payment.onAccountAmount === 0n
    ? {}
    : {
        onAccountAmount: formatMoney(payment.onAccountAmount, format),
        unallocatedAmount: formatMoney(payment.unallocatedAmount, format),
      };

/** One side's payments as the API serves them: their schemas, calls, and how their payer is shown. */
interface PaymentResource<Input extends TObject, Output extends TObject, Payer> {
  schemas: { input: Input; output: Output };
  service: CrudService<Static<Input>, PaymentView<Payer>, Static<Input>, SettlementListing>;
  presentPayer(payer: Payer, format: MoneyFormat): Record<string, unknown>;
}

/** A side's payment as the API answers it, its payer shown by `presentPayer`. */
export function paymentPresenter<Output extends TObject, Payer>(
  side: SettlementSide,
  presentPayer: (payer: Payer, format: MoneyFormat) => Record<string, unknown>,
) {
  const { party, documents, payments } = side;
  return (payment: PaymentView<Payer>, format: MoneyFormat) =>
    ({
      id: payment.id,
      currency: payment.currency,
      amount: formatMoney(payment.amount, format),
      ...exchangeRateField(payment.exchangeRate),
      [payments.dateField]: payment.date,
      [party.field]: payment.partyId,
      ...presentPayer(payment.payer, format),
      [documents.idsField]: payment.documentIds,
      ...onAccountFields(payment, format),
      createdAt: payment.createdAt,
      updatedAt: payment.updatedAt,
    }) as Static<Output>;
}

/**
 * The calls of a side's payments, named as the side names its party, documents and dates. Payments
 * have no update call (the spec's): PUT answers 405.
 */
function paymentRoutes<Input extends TObject, Output extends TObject, Payer>(
  side: SettlementSide,
  resource: PaymentResource<Input, Output, Payer>,
) {
  const { payments } = side;
  const present = paymentPresenter<Output, Payer>(side, resource.presentPayer);
  return crudRoutes({
    path: `/${payments.name}s`,
    recordType: payments.name,
    tag: `${payments.noun}s`,
    noun: payments.noun.toLowerCase(),
    input: resource.schemas.input,
    output: resource.schemas.output,
    service: resource.service,
    present,
    listFilters: paymentListFilters(side),
  });
}

function presentClientPayer(payer: ClientPayer, format: MoneyFormat) {
  return { bankAccountId: payer.bankAccountId, amountReceivedInBank: formatMoney(payer.amountReceived, format) };
}

export const clientPaymentRoutes = paymentRoutes(CLIENT_SIDE, {
  schemas: CLIENT_PAYMENT_SCHEMAS,
  service: {
    list: listClientPayments,
    get: getClientPayment,
    create: createClientPayment,
    remove: deleteClientPayment,
  },
  presentPayer: presentClientPayer,
});

/** A client payment as the API answers it. */
export const presentClientPayment = paymentPresenter<typeof CLIENT_PAYMENT_SCHEMAS.output, ClientPayer>(
  CLIENT_SIDE,
  presentClientPayer,
);

function presentSupplierPayer(payer: SupplierPayer, format: MoneyFormat) {
  return {
    ...(payer.bankAccountId === null ? {} : { bankAccountId: payer.bankAccountId }),
    ...(payer.employeeId === null ? {} : { employeeId: payer.employeeId }),
    ...(payer.amountPaidFromBank === null ? {} : { amountPaidFromBank: formatMoney(payer.amountPaidFromBank, format) }),
  };
}

export const supplierPaymentRoutes = paymentRoutes(SUPPLIER_SIDE, {
  schemas: SUPPLIER_PAYMENT_SCHEMAS,
  service: {
    list: listSupplierPayments,
    get: getSupplierPayment,
    create: createSupplierPayment,
    remove: deleteSupplierPayment,
  },
  presentPayer: presentSupplierPayer,
});

/** A supplier payment as the API answers it. */
export const presentSupplierPayment = paymentPresenter<typeof SUPPLIER_PAYMENT_SCHEMAS.output, SupplierPayer>(
  SUPPLIER_SIDE,
  presentSupplierPayer,
);
