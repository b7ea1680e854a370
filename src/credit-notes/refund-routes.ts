import type { Static } from '@sinclair/typebox';
import { refundListFilters } from '../settlements/settlement-filters.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { exchangeRateField } from '../shared/exchange-rate.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { refundSchemas } from './refund-schemas.js';
import { clientRefunds, type RefundView, supplierRefunds } from './refund-service.js';

/** The calls of a side's refunds, written once for both sides (refund-service.ts). */
type RefundCalls = typeof clientRefunds;

/** A side's refund as the API answers it, named as the side names its party, credits and dates. */
export const presentRefund = (side: SettlementSide, refund: RefundView, format: MoneyFormat) => {
  const { party, credits, refunds } = side;
  return {
    id: refund.id,
    currency: refund.currency,
    amount: formatMoney(refund.amount, format),
    ...exchangeRateField(refund.exchangeRate),
    bankAccountId: refund.bankAccountId,
    ...(refund.paymentId === null ? {} : { paymentId: refund.paymentId }),
    [party.field]: refund.partyId,
    ...(refund.creditId === null ? {} : { [credits.field]: refund.creditId }),
    [refunds.dateField]: refund.date,
    [refunds.bankAmountField]: formatMoney(refund.bankAmount, format),
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
  };
};

/**
 * The calls of a side's refunds, named as the side names its party, credits and dates: money paid
 * back to a client on a credit note, or received back from a supplier on its credit. Like
 * payments, refunds have no update call.
 */
function refundRoutes(side: SettlementSide, calls: RefundCalls) {
  const { party, credits, refunds } = side;
  const { input, output } = refundSchemas(side);
  type Body = Static<typeof input> & Record<string, string | number | undefined>;
  const present = (refund: RefundView, format: MoneyFormat) =>
    presentRefund(side, refund, format) as Static<typeof output>;
  return crudRoutes({
    path: `/${refunds.name}s`,
    recordType: refunds.name,
    tag: 'Refunds',
    noun: refunds.noun.toLowerCase(),
    input,
    output,
    service: {
      list: calls.list,
      get: calls.get,
      create: (db, companyId, body: Body) =>
        calls.create(db, companyId, {
          ...body,
          partyId: body[party.field] as string | number,
          creditId: body[credits.field],
          date: body[refunds.dateField] as string,
        }),
      remove: calls.remove,
    },
    present,
    listFilters: refundListFilters(side),
  });
}

export const clientRefundRoutes = refundRoutes(CLIENT_SIDE, clientRefunds);
export const supplierRefundRoutes = refundRoutes(SUPPLIER_SIDE, supplierRefunds);
