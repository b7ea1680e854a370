import { type Static, Type } from '@sinclair/typebox';
import {
  documentInputFields,
  documentOutputAmounts,
  documentOutputDates,
  documentStatusField,
  lineInputFields,
  lineOutputAmounts,
  lineOutputTaxFields,
  linesOnCreate,
  linesOnUpdate,
} from '../documents/document-schemas.js';
import { DOCUMENT_STATUSES } from '../documents/document-status.js';
import { SentFields } from '../email/email-schemas.js';
import { Id, IdInput, MoneyInput, MoneyOutput, OptionalText, Timestamps } from '../shared/schemas.js';
import { invoiceWriteOffFields } from './write-off-schemas.js';

export const InvoiceLineInput = Type.Object(
  {
    ...lineInputFields,
    rate: { ...MoneyInput, description: 'The unit rate.' },
    item: OptionalText(100, { description: 'The unit label of the line, such as "hours".' }),
  },
  {
    title: 'InvoiceLineInput',
    examples: [{ description: 'Consulting', quantity: 10, rate: '95.00', salesTaxCode: 'STANDARD', item: 'hours' }],
  },
);
export type InvoiceLineInput = Static<typeof InvoiceLineInput>;

const invoiceFields = {
  ...documentInputFields,
  invoiceNumber: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description: 'Given by the service on create; an update may change it to a number no other invoice has.',
    }),
  ),
  clientName: Type.Optional(Type.String({ maxLength: 200, description: 'Either clientName or clientId.' })),
  clientId: Type.Optional({ ...IdInput, description: 'Either clientId or clientName; both must agree.' }),
  draft: Type.Optional(
    Type.Boolean({
      description:
        'A draft posts nothing and cannot be paid. False on create when left out; kept when an update leaves it out.',
    }),
  ),
  poNumber: OptionalText(100),
};

export const InvoiceInput = Type.Object(
  {
    ...invoiceFields,
    invoiceLines: linesOnCreate(InvoiceLineInput),
  },
  {
    title: 'InvoiceInput',
    examples: [
      {
        clientId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        dueDate: '2026-12-22',
        poNumber: 'PO-1234',
        invoiceLines: [
          { description: 'Consulting', quantity: 10, rate: '95.00', salesTaxCode: 'STANDARD', item: 'hours' },
        ],
      },
    ],
  },
);
export type InvoiceInput = Static<typeof InvoiceInput>;

export const InvoiceUpdate = Type.Object(
  {
    ...invoiceFields,
    invoiceLines: linesOnUpdate(InvoiceLineInput),
  },
  {
    title: 'InvoiceUpdate',
    examples: [{ clientId: 42, currency: 'GBP', issueDate: '2026-11-22', dueDate: '2026-12-31', poNumber: 'PO-1235' }],
  },
);
export type InvoiceUpdate = Static<typeof InvoiceUpdate>;

export const InvoiceLine = Type.Object(
  {
    id: Id,
    quantity: Type.Number(),
    rate: MoneyOutput,
    ...lineOutputTaxFields,
    item: Type.Optional(Type.String()),
    ...lineOutputAmounts,
  },
  { title: 'InvoiceLine' },
);
export type InvoiceLine = Static<typeof InvoiceLine>;

export const Invoice = Type.Object(
  {
    id: Id,
    invoiceNumber: Type.String({ examples: ['INV-000001'] }),
    ...documentOutputDates,
    draft: Type.Boolean(),
    clientName: Type.String(),
    clientId: Id,
    poNumber: Type.Optional(Type.String()),
    ...documentOutputAmounts,
    status: documentStatusField('debt', DOCUMENT_STATUSES),
    ...invoiceWriteOffFields,
    invoiceLines: Type.Array(InvoiceLine),
    ...SentFields,
    ...Timestamps,
  },
  { title: 'Invoice' },
);
export type Invoice = Static<typeof Invoice>;
