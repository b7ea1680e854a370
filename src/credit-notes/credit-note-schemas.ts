import { type Static, Type } from '@sinclair/typebox';
import { BillLine, BillLineInput } from '../bills/bill-schemas.js';
import {
  documentInputFields,
  documentOutputAmounts,
  documentOutputDates,
  linesOnCreate,
  linesOnUpdate,
} from '../documents/document-schemas.js';
import { InvoiceLine, InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { BankExchangeRateInput } from '../shared/exchange-rate.js';
import {
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  MoneyOutput,
  OptionalText,
  PositiveMoneyInput,
  Timestamps,
} from '../shared/schemas.js';

const reference = OptionalText(100, { description: 'Free text, such as the reason for the credit.' });

const creditNoteFields = {
  ...documentInputFields,
  creditNoteNumber: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description: 'Given by the service on create; an update may change a draft to a number no other credit note has.',
    }),
  ),
  clientName: Type.Optional(Type.String({ maxLength: 200, description: 'Either clientName or clientId.' })),
  clientId: Type.Optional({ ...IdInput, description: 'Either clientId or clientName; both must agree.' }),
  invoiceId: Type.Optional({
    ...IdInput,
    description: "The invoice the credit note corrects: one of the client's, in the same currency.",
  }),
  draft: Type.Optional(
    Type.Boolean({
      description:
        'A draft posts nothing and cannot be allocated. False on create when left out; kept when an update leaves it out.',
    }),
  ),
  reference,
};

export const CreditNoteInput = Type.Object(
  {
    ...creditNoteFields,
    creditNoteLines: linesOnCreate(InvoiceLineInput),
  },
  {
    title: 'CreditNoteInput',
    examples: [
      {
        clientId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        dueDate: '2026-12-22',
        reference: 'Hours not worked in November',
        creditNoteLines: [
          { description: 'One hour not worked', quantity: 1, rate: '95.00', salesTaxCode: 'STANDARD', item: 'hours' },
        ],
      },
    ],
  },
);
export type CreditNoteInput = Static<typeof CreditNoteInput>;

export const CreditNoteUpdate = Type.Object(
  {
    ...creditNoteFields,
    creditNoteLines: linesOnUpdate(InvoiceLineInput),
  },
  {
    title: 'CreditNoteUpdate',
    examples: [
      {
        clientId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        dueDate: '2026-12-22',
        reference: 'Hours not worked in November, ticket 812',
      },
    ],
  },
);
export type CreditNoteUpdate = Static<typeof CreditNoteUpdate>;

export const CreditNote = Type.Object(
  {
    id: Id,
    creditNoteNumber: Type.String({ examples: ['CN-000001'] }),
    ...documentOutputDates,
    draft: Type.Boolean(),
    clientName: Type.String(),
    clientId: Id,
    invoiceId: Type.Optional(Id),
    reference: Type.Optional(Type.String()),
    ...documentOutputAmounts,
    creditNoteLines: Type.Array(InvoiceLine),
    ...Timestamps,
  },
  { title: 'CreditNote' },
);
export type CreditNote = Static<typeof CreditNote>;

const supplierCreditFields = {
  ...documentInputFields,
  supplierName: Type.Optional(Type.String({ maxLength: 200, description: 'Either supplierName or supplierId.' })),
  supplierId: Type.Optional({ ...IdInput, description: 'Either supplierId or supplierName; both must agree.' }),
  billId: Type.Optional({
    ...IdInput,
    description: "The bill the credit note corrects: one of the supplier's, in the same currency.",
  }),
  reference: OptionalText(100, { description: "The supplier's number of its credit note, or other free text." }),
};

export const SupplierCreditInput = Type.Object(
  {
    ...supplierCreditFields,
    supplierCreditLines: linesOnCreate(BillLineInput),
  },
  {
    title: 'SupplierCreditInput',
    examples: [
      {
        supplierId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        dueDate: '2026-12-22',
        reference: 'Returned chair',
        supplierCreditLines: [
          {
            description: 'One chair returned',
            quantity: 1,
            unitPrice: '120.00',
            salesTaxCode: 'STANDARD',
            categoryCode: '6300',
          },
        ],
      },
    ],
  },
);
export type SupplierCreditInput = Static<typeof SupplierCreditInput>;

export const SupplierCreditUpdate = Type.Object(
  {
    ...supplierCreditFields,
    supplierCreditLines: linesOnUpdate(BillLineInput),
  },
  {
    title: 'SupplierCreditUpdate',
    examples: [
      {
        supplierId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        dueDate: '2026-12-22',
        reference: 'Returned chair, RMA 5521',
      },
    ],
  },
);
export type SupplierCreditUpdate = Static<typeof SupplierCreditUpdate>;

export const SupplierCredit = Type.Object(
  {
    id: Id,
    ...documentOutputDates,
    supplierName: Type.String(),
    supplierId: Id,
    billId: Type.Optional(Id),
    reference: Type.Optional(Type.String()),
    ...documentOutputAmounts,
    supplierCreditLines: Type.Array(BillLine),
    ...Timestamps,
  },
  { title: 'SupplierCredit' },
);
export type SupplierCredit = Static<typeof SupplierCredit>;

const allocationDate = Type.Optional({
  ...IsoDate,
  description: 'When the credit is set against the document: the later of their issue dates when left out.',
});

export const InvoiceAllocationInput = Type.Object(
  {
    invoiceId: { ...IdInput, description: "An open invoice of the client's, in the credit's currency." },
    amount: {
      ...PositiveMoneyInput,
      description: 'At most what the credit (a credit note, or money on account) and the invoice have outstanding.',
    },
    date: allocationDate,
  },
  { title: 'InvoiceAllocationInput', examples: [{ invoiceId: 42, amount: '100.00', date: '2026-11-22' }] },
);
export type InvoiceAllocationInput = Static<typeof InvoiceAllocationInput>;

export const CreditNoteAllocation = Type.Object(
  {
    id: Id,
    creditNoteId: Id,
    invoiceId: Id,
    amount: MoneyOutput,
    date: DateOutput,
  },
  { title: 'CreditNoteAllocation' },
);
export type CreditNoteAllocation = Static<typeof CreditNoteAllocation>;

export const ClientPaymentAllocation = Type.Object(
  {
    id: Id,
    paymentId: Id,
    invoiceId: Id,
    amount: MoneyOutput,
    date: DateOutput,
  },
  { title: 'ClientPaymentAllocation' },
);

export const BillAllocationInput = Type.Object(
  {
    billId: { ...IdInput, description: "An open bill of the supplier's, in the credit's currency." },
    amount: {
      ...PositiveMoneyInput,
      description: 'At most what the credit (a supplier credit, or money on account) and the bill have outstanding.',
    },
    date: allocationDate,
  },
  { title: 'BillAllocationInput', examples: [{ billId: 42, amount: '100.00', date: '2026-11-22' }] },
);
export type BillAllocationInput = Static<typeof BillAllocationInput>;

export const SupplierCreditAllocation = Type.Object(
  {
    id: Id,
    supplierCreditId: Id,
    billId: Id,
    amount: MoneyOutput,
    date: DateOutput,
  },
  { title: 'SupplierCreditAllocation' },
);
export type SupplierCreditAllocation = Static<typeof SupplierCreditAllocation>;

export const SupplierPaymentAllocation = Type.Object(
  {
    id: Id,
    paymentId: Id,
    billId: Id,
    amount: MoneyOutput,
    date: DateOutput,
  },
  { title: 'SupplierPaymentAllocation' },
);

const refundFields = {
  currency: { ...CurrencyCode, description: 'The currency of the credit refunded.' },
  amount: {
    ...PositiveMoneyInput,
    description:
      "At most what the credit note has outstanding, or what the payment's money on account has unallocated.",
  },
  exchangeRate: Type.Optional(BankExchangeRateInput),
  bankAccountId: IdInput,
  paymentId: Type.Optional({
    ...IdInput,
    description: "A payment of the party's whose money on account is refunded; or give the credit note.",
  }),
};

export const ClientRefundInput = Type.Object(
  {
    ...refundFields,
    clientId: IdInput,
    creditNoteId: Type.Optional({
      ...IdInput,
      description: "A posted credit note of the client, in the refund's currency; or give paymentId.",
    }),
    datePaid: IsoDate,
  },
  {
    title: 'ClientRefundInput',
    examples: [
      { creditNoteId: 42, clientId: 42, bankAccountId: 42, currency: 'GBP', amount: '50.00', datePaid: '2026-11-22' },
    ],
  },
);
export type ClientRefundInput = Static<typeof ClientRefundInput>;

export const SupplierRefundInput = Type.Object(
  {
    ...refundFields,
    supplierId: IdInput,
    supplierCreditId: Type.Optional({
      ...IdInput,
      description: "A credit of the supplier, in the refund's currency; or give paymentId.",
    }),
    dateReceived: IsoDate,
  },
  {
    title: 'SupplierRefundInput',
    examples: [
      {
        supplierCreditId: 42,
        supplierId: 42,
        bankAccountId: 42,
        currency: 'GBP',
        amount: '50.00',
        dateReceived: '2026-11-22',
      },
    ],
  },
);
export type SupplierRefundInput = Static<typeof SupplierRefundInput>;

const refundOutput = {
  id: Id,
  currency: Type.String(),
  amount: MoneyOutput,
  exchangeRate: Type.Optional(Type.Number({ description: 'Left out within one currency.' })),
  bankAccountId: Id,
  paymentId: Type.Optional({ ...Id, description: 'The payment whose money on account was refunded.' }),
};

export const ClientRefund = Type.Object(
  {
    ...refundOutput,
    clientId: Id,
    creditNoteId: Type.Optional({ ...Id, description: 'The credit note refunded; left out for money on account.' }),
    datePaid: DateOutput,
    amountPaidFromBank: { ...MoneyOutput, description: "The amount in the bank account's currency." },
    ...Timestamps,
  },
  { title: 'ClientRefund' },
);
export type ClientRefund = Static<typeof ClientRefund>;

export const SupplierRefund = Type.Object(
  {
    ...refundOutput,
    supplierId: Id,
    supplierCreditId: Type.Optional({ ...Id, description: 'The credit refunded; left out for money on account.' }),
    dateReceived: DateOutput,
    amountReceivedInBank: { ...MoneyOutput, description: "The amount in the bank account's currency." },
    ...Timestamps,
  },
  { title: 'SupplierRefund' },
);
export type SupplierRefund = Static<typeof SupplierRefund>;
