import { type Static, Type } from '@sinclair/typebox';
import { DateOutput, Id, IsoDate, MoneyOutput, OptionalText, Timestamps } from '../shared/schemas.js';

export const InvoiceWriteOffInput = Type.Object(
  {
    date: {
      ...IsoDate,
      description:
        "The day the debt is written off: on or after the invoice's issue date and its last payment or allocation, after the lock date.",
    },
    note: OptionalText(500, { description: 'Why the debt is written off.' }),
  },
  { title: 'InvoiceWriteOffInput', examples: [{ date: '2027-07-01', note: 'The client went into liquidation' }] },
);
export type InvoiceWriteOffInput = Static<typeof InvoiceWriteOffInput>;

const vatReclaimed = {
  ...MoneyOutput,
  description:
    "The VAT reclaimed as bad-debt relief, in the invoice's currency: amount × taxAmount / totalAmount when the debt is more than six months past its due date on the write-off's date, else 0.00.",
};

export const InvoiceWriteOff = Type.Object(
  {
    id: Id,
    invoiceId: Id,
    date: DateOutput,
    amount: { ...MoneyOutput, description: 'What the invoice had outstanding, written off.' },
    vatReclaimed,
    note: Type.Optional(Type.String()),
    ...Timestamps,
  },
  { title: 'InvoiceWriteOff' },
);
export type InvoiceWriteOff = Static<typeof InvoiceWriteOff>;

/** What an invoice answers of its write-off, when it has one. */
export const invoiceWriteOffFields = {
  writtenOffAmount: Type.Optional({
    ...MoneyOutput,
    description: 'What a write-off took off what the invoice had outstanding (see writeOff).',
  }),
  writeOff: Type.Optional(
    Type.Object(
      { id: Id, date: DateOutput, vatReclaimed },
      { description: 'The write-off of the invoice, at /invoices/{id}/writeOff; left out while it has none.' },
    ),
  ),
};
