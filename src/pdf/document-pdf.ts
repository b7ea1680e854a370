import { DEFAULT_LOCALE } from '../companies/company-details.js';
import { type CreditNoteView, getCreditNote } from '../credit-notes/credit-note-service.js';
import { type Executor, readConsistently } from '../db/database.js';
import type { SalesLine } from '../documents/sales-side.js';
import { getInvoice, type InvoiceView } from '../invoices/invoice-service.js';
import { getQuote, type QuoteView } from '../quotes/quote-service.js';
import { documentDefinition } from './document-layout.js';
import { renderPdf } from './pdf-render.js';
import type { PrintedDocument, PrintedLine } from './printed-document.js';

/** The kinds of document the service renders as PDFs. */
export type PrintedKind = 'invoice' | 'creditNote' | 'quote';

type Reader = (db: Executor, companyId: bigint, id: bigint) => Promise<PrintedDocument>;

const printedLine = (line: SalesLine): PrintedLine => ({
  description: line.description,
  quantityMicros: line.quantityMicros,
  unit: line.extra.item,
  unitPrice: line.unitPrice,
  rateMicros: line.tax.rateMicros,
  net: line.net,
  tax: line.taxAmount,
});

/** What every document to a client shows alike, from its view. */
function printedSales(
  title: string,
  number: string,
  document: InvoiceView | CreditNoteView | QuoteView,
): PrintedDocument {
  return {
    title,
    number,
    currency: document.currency,
    issueDate: document.issueDate,
    ...('expiryDate' in document ? { expiryDate: document.expiryDate } : { dueDate: document.dueDate }),
    clientName: document.clientName,
    lines: document.lines.map(printedLine),
    net: document.netAmount,
    tax: document.taxAmount,
    total: document.totalAmount,
  };
}

/** How each kind of document is read for its PDF: as its GET reads it, so a missing one is missing alike. */
const READERS: Record<PrintedKind, Reader> = {
  invoice: async (db, companyId, id) => {
    const invoice = await getInvoice(db, companyId, id);
    return printedSales('Invoice', invoice.invoiceNumber, invoice);
  },
  creditNote: async (db, companyId, id) => {
    const creditNote = await getCreditNote(db, companyId, id);
    return printedSales('Credit note', creditNote.creditNoteNumber, creditNote);
  },
  quote: async (db, companyId, id) => {
    const quote = await getQuote(db, companyId, id);
    return printedSales('Quote', quote.quoteNumber, quote);
  },
};

/**
 * The PDF of the company's document as it stands; not found, as its GET answers, when the company
 * has none of that id.
 */
export async function documentPdf(db: Executor, companyId: bigint, kind: PrintedKind, id: bigint): Promise<Buffer> {
  const document = await readConsistently(db, (trx) => READERS[kind](trx, companyId, id));
  return renderPdf(documentDefinition(document, DEFAULT_LOCALE));
}
