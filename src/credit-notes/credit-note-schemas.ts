import { type Static, Type } from '@sinclair/typebox';
import { BillLine, BillLineInput } from '../bills/bill-schemas.js';
import {
  documentInputFields,
  documentOutputAmounts,
  documentOutputDates,
  documentStatusField,
  linesOnCreate,
  linesOnUpdate,
} from '../documents/document-schemas.js';
import { SentFields } from '../email/email-schemas.js';
import { InvoiceLine, InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { Id, IdInput, OptionalText, Timestamps } from '../shared/schemas.js';

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
    status: documentStatusField('credit', ['draft', 'open', 'partiallyPaid', 'paid']),
    creditNoteLines: Type.Array(InvoiceLine),
    ...SentFields,
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
    status: documentStatusField('credit', ['open', 'partiallyPaid', 'paid']),
    supplierCreditLines: Type.Array(BillLine),
    ...Timestamps,
  },
  { title: 'SupplierCredit' },
);
export type SupplierCredit = Static<typeof SupplierCredit>;
