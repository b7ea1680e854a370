import { type Static, Type } from '@sinclair/typebox';
import {
  documentInputFields,
  documentOutputAmounts,
  linesOnCreate,
  linesOnUpdate,
} from '../documents/document-schemas.js';
import { QUOTE_STATUSES } from '../documents/document-status.js';
import { InvoiceLine, InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { DateOutput, Id, IdInput, IsoDate, OptionalText, StringEnum, Timestamps } from '../shared/schemas.js';

const { dueDate: _dueDate, ...datedFields } = documentInputFields;

const quoteFields = {
  ...datedFields,
  expiryDate: { ...IsoDate, description: 'The last day the quote stands: not before issueDate.' },
  quoteNumber: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description:
        "Given by the service on create (QU-000001, the quotes' own sequence); a draft's may change to one no other quote has.",
    }),
  ),
  clientName: Type.Optional(Type.String({ maxLength: 200, description: 'Either clientName or clientId.' })),
  clientId: Type.Optional({ ...IdInput, description: 'Either clientId or clientName; both must agree.' }),
  draft: Type.Optional(
    Type.Boolean({
      description:
        'A draft has not been given to the client; false is a quote given (sent). True on create when left out; kept when an update leaves it out.',
    }),
  ),
  poNumber: OptionalText(100),
};

export const QuoteInput = Type.Object(
  { ...quoteFields, quoteLines: linesOnCreate(InvoiceLineInput) },
  {
    title: 'QuoteInput',
    examples: [
      {
        clientId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        expiryDate: '2026-12-22',
        poNumber: 'PO-1234',
        quoteLines: [
          { description: 'Consulting', quantity: 10, rate: '95.00', salesTaxCode: 'STANDARD', item: 'hours' },
        ],
      },
    ],
  },
);
export type QuoteInput = Static<typeof QuoteInput>;

export const QuoteUpdate = Type.Object(
  { ...quoteFields, quoteLines: linesOnUpdate(InvoiceLineInput) },
  {
    title: 'QuoteUpdate',
    examples: [{ clientId: 42, currency: 'GBP', issueDate: '2026-11-22', expiryDate: '2026-12-31' }],
  },
);
export type QuoteUpdate = Static<typeof QuoteUpdate>;

const { outstandingAmount: _outstanding, ...quoteAmounts } = documentOutputAmounts;

const QuoteStatus = StringEnum(QUOTE_STATUSES, {
  description:
    'draft: not yet given to the client; sent: given (marked sent or emailed), awaiting an answer; accepted, declined: the answer; expired: sent, not answered, and its expiryDate before today (in UTC), derived on every read; invoiced: converted to the invoice invoiceId.',
});

export const Quote = Type.Object(
  {
    id: Id,
    quoteNumber: Type.String({ examples: ['QU-000001'] }),
    currency: Type.String({ examples: ['GBP'] }),
    issueDate: DateOutput,
    expiryDate: { ...DateOutput, examples: ['2026-12-22'] },
    draft: Type.Boolean(),
    clientName: Type.String(),
    clientId: Id,
    poNumber: Type.Optional(Type.String()),
    ...quoteAmounts,
    status: QuoteStatus,
    invoiceId: Type.Optional({ ...Id, description: 'The invoice the quote was converted to.' }),
    quoteLines: Type.Array(InvoiceLine),
    ...Timestamps,
  },
  { title: 'Quote' },
);
export type Quote = Static<typeof Quote>;

export const QuoteConversion = Type.Object(
  {
    issueDate: Type.Optional({ ...IsoDate, description: "The invoice's issue date: today (UTC) when left out." }),
    dueDate: Type.Optional({
      ...IsoDate,
      description:
        "The invoice's due date, not before its issue date. Left out: the issue date plus the company's paymentTermsDays, or the issue date when the company has none.",
    }),
  },
  { title: 'QuoteConversion', examples: [{ issueDate: '2026-12-01', dueDate: '2026-12-31' }] },
);
export type QuoteConversion = Static<typeof QuoteConversion>;
