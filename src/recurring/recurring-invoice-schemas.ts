import { type Static, Type } from '@sinclair/typebox';
import { linesOnCreate } from '../documents/document-schemas.js';
import { Addresses } from '../email/email-schemas.js';
import { InvoiceLineInput } from '../invoices/invoice-schemas.js';
import {
  CurrencyCode,
  DateOutput,
  Id,
  IdInput,
  IsoDate,
  OptionalText,
  StringEnum,
  Timestamps,
} from '../shared/schemas.js';
import { FREQUENCIES } from './schedule-dates.js';

export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** A template's line: an invoice's line, without the id an invoice gives it. */
const TemplateLine = Type.Omit(InvoiceLineInput, ['id'], { title: 'RecurringInvoiceLine' });

export const RecurringSchedule = Type.Object(
  {
    frequency: StringEnum(FREQUENCIES),
    interval: Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'Every `interval` weeks, months, quarters or years.',
    }),
    dayOfMonth: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 31 }), Type.Literal('last')], {
        description:
          'Monthly, quarterly and yearly only: the day each invoice is dated, or the last day of the month; a day past the end of a short month gives its last day (31 → 28 February). Without it, the day of startDate.',
      }),
    ),
  },
  { title: 'RecurringSchedule', additionalProperties: false },
);

const templateFields = {
  id: Type.Optional(IdInput),
  clientId: { ...IdInput, description: 'The client each invoice is to.' },
  currency: CurrencyCode,
  poNumber: OptionalText(100),
  schedule: RecurringSchedule,
  startDate: { ...IsoDate, description: 'No invoice is dated before it.' },
  endDate: Type.Optional({ ...IsoDate, description: 'No invoice is dated after it; not with count.' }),
  count: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10_000, description: 'How many invoices in all; not with endDate.' }),
  ),
  paymentTermsDays: Type.Integer({
    minimum: 0,
    maximum: 3650,
    description: 'Each invoice is due this many days after its date.',
  }),
  draft: Type.Optional(
    Type.Boolean({ description: 'Each invoice is made as a draft (true) or issued (false, when left out).' }),
  ),
  send: Type.Optional(
    Type.Boolean({
      description:
        'Each invoice is emailed, its PDF attached, as it is issued (true), or not (false, when left out). Not with draft: a draft is not sent. Refused (503) where email is not configured.',
    }),
  ),
  sendTo: Type.Optional(
    Addresses("Whom each invoice is sent to: an address, or a list of them. By default the client's email address."),
  ),
  sendCc: Type.Optional(Addresses('Whom each invoice is copied to.')),
};

export const RecurringInvoiceInput = Type.Object(
  { ...templateFields, invoiceLines: linesOnCreate(TemplateLine) },
  {
    title: 'RecurringInvoiceInput',
    examples: [
      {
        clientId: 42,
        currency: 'GBP',
        schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 'last' },
        startDate: '2026-01-31',
        count: 12,
        paymentTermsDays: 30,
        invoiceLines: [{ description: 'Retainer', quantity: 1, rate: '1500.00', salesTaxCode: 'STANDARD' }],
      },
    ],
  },
);
export type RecurringInvoiceInput = Static<typeof RecurringInvoiceInput>;
export type TemplateLine = Static<typeof TemplateLine>;

export const RecurringInvoice = Type.Object(
  {
    id: Id,
    clientId: Id,
    currency: Type.String({ examples: ['GBP'] }),
    poNumber: Type.Optional(Type.String()),
    schedule: RecurringSchedule,
    startDate: DateOutput,
    endDate: Type.Optional(DateOutput),
    count: Type.Optional(Type.Integer()),
    paymentTermsDays: Type.Integer(),
    draft: Type.Boolean(),
    send: Type.Boolean(),
    sendTo: Type.Optional(
      Type.Array(Type.String(), { description: "Left out when each invoice goes to the client's email address." }),
    ),
    sendCc: Type.Optional(Type.Array(Type.String())),
    invoiceLines: Type.Array(TemplateLine),
    status: StringEnum(RECURRING_STATUSES, {
      description:
        'active: issues each occurrence as it falls due; paused: issues none (those that fall due while paused are never issued); ended: issues no more.',
    }),
    nextIssueDate: Type.Union([DateOutput, Type.Null()], {
      description: 'The date of the next invoice; null once it has none left to issue.',
    }),
    issuedCount: Type.Integer({ description: 'How many invoices it has issued.' }),
    pausedReason: Type.Optional(Type.String({ description: 'Why the service paused it, when it did.' })),
    endedReason: Type.Optional(
      Type.String({ description: 'Why it ended: its last occurrence, a call to end it, its client deleted.' }),
    ),
    ...Timestamps,
  },
  { title: 'RecurringInvoice' },
);
export type RecurringInvoice = Static<typeof RecurringInvoice>;
