import type { Money } from '../shared/money.js';

/** A line of a document as its PDF shows it. */
export interface PrintedLine {
  description: string | null;
  quantityMicros: bigint;
  /** The unit of the quantity, such as `hours`. */
  unit: string | null;
  unitPrice: Money;
  rateMicros: bigint;
  net: Money;
  tax: Money;
}

/** A document (an invoice, a credit note) as its PDF shows it, whatever its kind. */
export interface PrintedDocument {
  /** What the document is, as its heading says: `Invoice`, `Credit note`. */
  title: string;
  number: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  clientName: string;
  lines: PrintedLine[];
  net: Money;
  tax: Money;
  total: Money;
}
