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

/** Whom a document is to, as its PDF shows them. */
export interface PrintedParty {
  name: string;
  /** The lines of the address that the party has. */
  address: string[];
  vatNumber: string | null;
}

/** What has been settled of a document and what is left, as its PDF's last lines show them. */
export interface PrintedSettlement {
  /** `Paid` for an invoice, `Used` for a credit note. */
  settledLabel: string;
  settled: Money;
  writtenOff: Money;
  /** `Due` for an invoice, `Left to use` for a credit note. */
  leftLabel: string;
  left: Money;
}

/** A document (an invoice, a credit note, a quote) as its PDF shows it, whatever its kind. */
export interface PrintedDocument {
  /** What the document is, as its heading says: `Invoice`, `Credit note`, `Quote`. */
  title: string;
  number: string;
  currency: string;
  /** Its dates in the order shown (`Issue date`, then `Due date` or `Expiry date`). */
  dates: { label: string; date: string }[];
  /** What else it names: a PO number, the invoice a credit note credits. */
  references: { label: string; value: string }[];
  client: PrintedParty;
  lines: PrintedLine[];
  net: Money;
  tax: Money;
  total: Money;
  /** Null where nothing is owed on it: a draft, a quote. */
  settlement: PrintedSettlement | null;
  /** Written across each page: `DRAFT`, `PAID`. */
  stamp: string | null;
  /** A document in another currency than the company's: its rate (scaled) and its VAT at it. */
  baseTax: { currency: string; rate: bigint; tax: Money } | null;
}
