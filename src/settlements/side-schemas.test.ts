import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { allocationSchemas } from '../credit-notes/allocation-schemas.js';
import { refundSchemas } from '../credit-notes/refund-schemas.js';
import { paymentSchemas } from '../payments/payment-schemas.js';
import { CLIENT_SIDE, type SettlementSide } from './sides.js';

/**
 * A side is one declaration: the schemas of its payments, allocations and refunds take every name
 * from it. A side declared with names of its own (a made-up one: customers, orders, vouchers) is
 * answered under those names, and under none of another side's.
 */
const CUSTOMERS = {
  ...CLIENT_SIDE,
  party: { ...CLIENT_SIDE.party, noun: 'customer', field: 'customerId' },
  documents: { ...CLIENT_SIDE.documents, noun: 'order', field: 'orderId', idsField: 'orderIds' },
  credits: { ...CLIENT_SIDE.credits, noun: 'Voucher', name: 'voucher', field: 'voucherId', brief: 'voucher' },
  payments: { ...CLIENT_SIDE.payments, noun: 'Customer receipt', name: 'customerReceipt', dateField: 'dateBanked' },
  refunds: {
    ...CLIENT_SIDE.refunds,
    noun: 'Customer refund',
    name: 'customerRefund',
    dateField: 'dateRefunded',
    bankAmountField: 'amountRefunded',
  },
} as unknown as SettlementSide;

const names = (schema: { title?: string; properties: object }) => [schema.title, Object.keys(schema.properties)];

describe('the schemas of a side declared with names of its own', () => {
  it('name its payments, the party, the documents and the date as it declares them', () => {
    const { input, output } = paymentSchemas(CUSTOMERS, {
      payerInput: { bankAccountId: Type.Integer() },
      payerOutput: { bankAccountId: Type.Integer() },
      documentIds: Type.Array(Type.Integer()),
      example: {},
    });
    expect(names(input)).toEqual([
      'CustomerReceiptInput',
      ['currency', 'amount', 'exchangeRate', 'onAccount', 'dateBanked', 'customerId', 'bankAccountId', 'orderIds'],
    ]);
    expect(names(output)).toEqual([
      'CustomerReceipt',
      [
        'id',
        'currency',
        'amount',
        'exchangeRate',
        'onAccountAmount',
        'unallocatedAmount',
        'dateBanked',
        'customerId',
        'bankAccountId',
        'orderIds',
        'createdAt',
        'updatedAt',
      ],
    ]);
  });

  it('name its allocations of credits and of money on account as it declares them', () => {
    const schemas = allocationSchemas(CUSTOMERS);
    expect(names(schemas.input)).toEqual(['OrderAllocationInput', ['orderId', 'amount', 'date']]);
    expect(names(schemas.credits)).toEqual(['VoucherAllocation', ['id', 'voucherId', 'orderId', 'amount', 'date']]);
    expect(names(schemas.onAccount)).toEqual([
      'CustomerReceiptAllocation',
      ['id', 'paymentId', 'orderId', 'amount', 'date'],
    ]);
    expect(schemas.input.properties.amount?.description).toBe(
      'At most what the credit (a voucher, or money on account) and the order have outstanding.',
    );
  });

  it('name its refunds, their party, credit, date and bank amount as it declares them', () => {
    const { input, output } = refundSchemas(CUSTOMERS);
    expect(names(input)).toEqual([
      'CustomerRefundInput',
      ['currency', 'amount', 'exchangeRate', 'bankAccountId', 'paymentId', 'customerId', 'voucherId', 'dateRefunded'],
    ]);
    expect(names(output)).toEqual([
      'CustomerRefund',
      [
        'id',
        'currency',
        'amount',
        'exchangeRate',
        'bankAccountId',
        'paymentId',
        'customerId',
        'voucherId',
        'dateRefunded',
        'amountRefunded',
        'createdAt',
        'updatedAt',
      ],
    ]);
  });
});
