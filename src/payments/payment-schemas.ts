import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import { BankExchangeRateInput } from '../shared/exchange-rate.js';
import {
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  PositiveMoneyInput,
  property,
  Timestamps,
  titleOf,
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

/** What a side's payments have of their own: who pays, how a body names what it pays, an example. */
interface OwnFields<PayerInput extends TProperties, PayerOutput extends TProperties, DocumentIds extends TSchema> {
  payerInput: PayerInput;
  payerOutput: PayerOutput;
  documentIds: DocumentIds;
  example: Record<string, unknown>;
}

/** The body and the answer of a side's payments, named as the side names its party, documents and dates. */
export function paymentSchemas<
  Side extends SettlementSide,
  PayerInput extends TProperties,
  PayerOutput extends TProperties,
  DocumentIds extends TSchema,
>(side: Side, own: OwnFields<PayerInput, PayerOutput, DocumentIds>) {
  // TypeScript reads a property of a generic as its constraint's (either side's name): typed as this side declares them.
  const dateField = side.payments.dateField as Side['payments']['dateField'];
  const partyField = side.party.field as Side['party']['field'];
  const idsField = side.documents.idsField as Side['documents']['idsField'];
  const input = Type.Object(
    {
      ...paymentFields,
      ...property(dateField, IsoDate),
      ...property(partyField, IdInput),
      ...own.payerInput,
      ...property(idsField, own.documentIds),
    },
    { title: `${titleOf(side.payments.name)}Input`, examples: [own.example] },
  );
  const output = Type.Object(
    {
      ...paymentOutput,
      ...property(dateField, DateOutput),
      ...property(partyField, Id),
      ...own.payerOutput,
      ...property(idsField, Type.Array(Id)),
      ...Timestamps,
    },
    { title: titleOf(side.payments.name) },
  );
  return { input, output };
}

const bankAmount = { ...MoneyOutput, description: "The amount in the bank account's currency." };

/** A client pays into a bank account, always against invoices it names (or on account). */
export const CLIENT_PAYMENT_SCHEMAS = paymentSchemas(CLIENT_SIDE, {
  payerInput: { bankAccountId: { ...IdInput, description: 'The bank account the money arrives in.' } },
  payerOutput: { bankAccountId: Id, amountReceivedInBank: bankAmount },
  documentIds: Type.Array(IdInput, {
    maxItems: 1000,
    description:
      'Posted invoices of the client in the payment currency; paid by due date, then id. At least one, unless onAccount is true.',
  }),
  example: {
    clientId: 42,
    bankAccountId: 42,
    invoiceIds: [42],
    currency: 'GBP',
    amount: '2500.00',
    dateReceived: '2026-11-22',
    onAccount: true,
  },
});
export type ClientPaymentInput = Static<typeof CLIENT_PAYMENT_SCHEMAS.input>;

/** A supplier is paid from a bank account or by an employee, against the bills named or all it has outstanding. */
export const SUPPLIER_PAYMENT_SCHEMAS = paymentSchemas(SUPPLIER_SIDE, {
  payerInput: {
    bankAccountId: Type.Optional({ ...IdInput, description: 'The bank account paid from; or give employeeId.' }),
    employeeId: Type.Optional({
      ...IdInput,
      description: 'The employee who paid, who is then owed it; or give bankAccountId.',
    }),
  },
  payerOutput: {
    bankAccountId: Type.Optional(Id),
    employeeId: Type.Optional(Id),
    amountPaidFromBank: Type.Optional(bankAmount),
  },
  documentIds: Type.Optional(
    Type.Array(IdInput, {
      maxItems: 1000,
      description:
        "Bills of the supplier in the payment currency; when left out, the supplier's outstanding bills in that currency. Paid by due date, then id. Empty only with onAccount: a prepayment.",
    }),
  ),
  example: {
    supplierId: 42,
    bankAccountId: 42,
    billIds: [42],
    currency: 'GBP',
    amount: '1200.00',
    datePaid: '2026-11-22',
    onAccount: true,
  },
});
export type SupplierPaymentInput = Static<typeof SUPPLIER_PAYMENT_SCHEMAS.input>;
