import { type Static, Type } from '@sinclair/typebox';
import { BankExchangeRateInput } from '../shared/exchange-rate.js';
import {
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  PositiveMoneyInput,
  Timestamps,
} from '../shared/schemas.js';

const paymentFields = {
  currency: { ...CurrencyCode, description: 'The currency of the documents paid.' },
  amount: PositiveMoneyInput,
  exchangeRate: Type.Optional(BankExchangeRateInput),
  onAccount: Type.Optional(
    Type.Boolean({
      description:
        "What the payment is more than its documents have outstanding stays on the party's account (onAccountAmount), to allocate to documents or refund later. Without it, such a payment is refused.",
    }),
  ),
};

export const ClientPaymentInput = Type.Object(
  {
    ...paymentFields,
    dateReceived: IsoDate,
    clientId: IdInput,
    bankAccountId: { ...IdInput, description: 'The bank account the money arrives in.' },
    invoiceIds: Type.Array(IdInput, {
      maxItems: 1000,
      description:
        'Posted invoices of the client in the payment currency; paid by due date, then id. At least one, unless onAccount is true.',
    }),
  },
  {
    title: 'ClientPaymentInput',
    examples: [
      {
        clientId: 42,
        bankAccountId: 42,
        invoiceIds: [42],
        currency: 'GBP',
        amount: '2500.00',
        dateReceived: '2026-11-22',
        onAccount: true,
      },
    ],
  },
);
export type ClientPaymentInput = Static<typeof ClientPaymentInput>;

export const SupplierPaymentInput = Type.Object(
  {
    ...paymentFields,
    datePaid: IsoDate,
    supplierId: IdInput,
    bankAccountId: Type.Optional({ ...IdInput, description: 'The bank account paid from; or give employeeId.' }),
    employeeId: Type.Optional({
      ...IdInput,
      description: 'The employee who paid, who is then owed it; or give bankAccountId.',
    }),
    billIds: Type.Optional(
      Type.Array(IdInput, {
        maxItems: 1000,
        description:
          "Bills of the supplier in the payment currency; when left out, the supplier's outstanding bills in that currency. Paid by due date, then id. Empty only with onAccount: a prepayment.",
      }),
    ),
  },
  {
    title: 'SupplierPaymentInput',
    examples: [
      {
        supplierId: 42,
        bankAccountId: 42,
        billIds: [42],
        currency: 'GBP',
        amount: '1200.00',
        datePaid: '2026-11-22',
        onAccount: true,
      },
    ],
  },
);
export type SupplierPaymentInput = Static<typeof SupplierPaymentInput>;

const paymentOutput = {
  id: Id,
  currency: Type.String(),
  amount: MoneyOutput,
  exchangeRate: Type.Optional(Type.Number({ description: 'Left out within one currency.' })),
  onAccountAmount: Type.Optional({
    ...MoneyOutput,
    description: 'What the payment kept on account beyond what it paid; left out when it kept nothing.',
  }),
  unallocatedAmount: Type.Optional({
    ...MoneyOutput,
    description: 'What of onAccountAmount is still on account, not yet allocated or refunded; left out with it.',
  }),
};

export const ClientPayment = Type.Object(
  {
    ...paymentOutput,
    dateReceived: DateOutput,
    clientId: Id,
    bankAccountId: Id,
    amountReceivedInBank: { ...MoneyOutput, description: "The amount in the bank account's currency." },
    invoiceIds: Type.Array(Id),
    ...Timestamps,
  },
  { title: 'ClientPayment' },
);
export type ClientPayment = Static<typeof ClientPayment>;

export const SupplierPayment = Type.Object(
  {
    ...paymentOutput,
    datePaid: DateOutput,
    supplierId: Id,
    bankAccountId: Type.Optional(Id),
    employeeId: Type.Optional(Id),
    amountPaidFromBank: Type.Optional({ ...MoneyOutput, description: "The amount in the bank account's currency." }),
    billIds: Type.Array(Id),
    ...Timestamps,
  },
  { title: 'SupplierPayment' },
);
export type SupplierPayment = Static<typeof SupplierPayment>;
