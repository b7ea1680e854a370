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

/** A document (an invoice, a credit note, a quote) as its PDF shows it, whatever its kind. */
export interface PrintedDocument {
  /** What the document is, as its heading says: `Invoice`, `Credit note`, `Quote`. */
  title: string;
  number: string;
  currency: string;
  issueDate: string;
  /** When an invoice or a credit note is due; a quote owes nothing, so has none. */
  dueDate?: string;
  /** Until when a quote holds. */
  expiryDate?: string;
  clientName: string;
  lines: PrintedLine[];
  net: Money;
  tax: Money;
  total: Money;
}
