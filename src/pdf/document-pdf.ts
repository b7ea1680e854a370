import { type CreditNoteView, getCreditNote } from '../credit-notes/credit-note-service.js';
import { type Executor, readConsistently } from '../db/database.js';
import type { SalesLine } from '../documents/sales-side.js';
import { getInvoice, type InvoiceView } from '../invoices/invoice-service.js';
import { findParty } from '../parties/party-repository.js';
import { getQuote, type QuoteView } from '../quotes/quote-service.js';
import { notFound } from '../shared/errors.js';
import type { PdfFile } from '../shared/pdf-answers.js';
import { documentDefinition } from './document-layout.js';
import { renderPdf } from './pdf-render.js';
import { type PrintedCompany, printedCompany } from './printed-company.js';
import type { PrintedDocument, PrintedLine, PrintedParty } from './printed-document.js';

/** The kinds of document the service renders as PDFs. */
export type PrintedKind = 'invoice' | 'creditNote' | 'quote';

type Reader = (db: Executor, companyId: bigint, id: bigint, company: PrintedCompany) => Promise<PrintedDocument>;

const printedLine = (line: SalesLine): PrintedLine => ({
  description: line.description,
  quantityMicros: line.quantityMicros,
  unit: line.extra.item,
  unitPrice: line.unitPrice,
  rateMicros: line.tax.rateMicros,
  net: line.net,
  tax: line.taxAmount,
});

/** The client as its documents show it: its name, address and VAT number. */
async function printedClient(db: Executor, companyId: bigint, clientId: bigint): Promise<PrintedParty> {
  const client = await findParty(db, 'clients', companyId, clientId);
  if (!client) throw notFound('Client', clientId);
  const address = [client.address_line1, client.address_line2, client.country_code];
  return {
    name: client.name,
    address: address.filter((line): line is string => Boolean(line)),
    vatNumber: client.vat_number,
  };
}

type SalesView = InvoiceView | CreditNoteView;

/** What every document to a client shows alike, from its view; a quote expires where the others fall due. */
async function printedSales(
  db: Executor,
  companyId: bigint,
  company: PrintedCompany,
  heading: { title: string; number: string; references: PrintedDocument['references'] },
  document: SalesView | QuoteView,
): Promise<Omit<PrintedDocument, 'settlement' | 'stamp'>> {
  return {
    ...heading,
    currency: document.currency,
    dates: [
      { label: 'Issue date', date: document.issueDate },
      'expiryDate' in document
        ? { label: 'Expiry date', date: document.expiryDate }
        : { label: 'Due date', date: document.dueDate },
    ],
    client: await printedClient(db, companyId, document.clientId),
    lines: document.lines.map(printedLine),
    net: document.netAmount,
    tax: document.taxAmount,
    total: document.totalAmount,
    baseTax:
      document.exchangeRate === null || document.baseAmounts === null
        ? null
        : { currency: company.baseCurrency, rate: document.exchangeRate, tax: document.baseAmounts.tax },
  };
}

/**
 * What has been settled and what is left of an issued document; a draft owes nothing until it is
 * issued, so it shows neither.
 */
function settlementOf(document: SalesView, labels: { settled: string; left: string }, writtenOff = 0n) {
  if (document.draft) return null;
  return {
    settledLabel: labels.settled,
    settled: document.totalAmount - document.outstandingAmount - writtenOff,
    writtenOff,
    leftLabel: labels.left,
    left: document.outstandingAmount,
  };
}

/** How each kind of document is read for its PDF: as its GET reads it, so a missing one is missing alike. */
const READERS: Record<PrintedKind, Reader> = {
  invoice: async (db, companyId, id, company) => {
    const invoice = await getInvoice(db, companyId, id);
    const references = invoice.poNumber === null ? [] : [{ label: 'PO number', value: invoice.poNumber }];
    const heading = { title: 'Invoice', number: invoice.invoiceNumber, references };
    return {
      ...(await printedSales(db, companyId, company, heading, invoice)),
      settlement: settlementOf(invoice, { settled: 'Paid', left: 'Due' }, invoice.writeOff?.amount),
      stamp: invoice.draft ? 'DRAFT' : invoice.status === 'paid' ? 'PAID' : null,
    };
  },
  creditNote: async (db, companyId, id, company) => {
    const note = await getCreditNote(db, companyId, id);
    const credited = note.invoiceId === null ? null : await getInvoice(db, companyId, note.invoiceId);
    const references = [
      ...(credited ? [{ label: 'Credits invoice', value: credited.invoiceNumber }] : []),
      ...(note.reference ? [{ label: 'Reference', value: note.reference }] : []),
    ];
    const heading = { title: 'Credit note', number: note.creditNoteNumber, references };
    return {
      ...(await printedSales(db, companyId, company, heading, note)),
      settlement: settlementOf(note, { settled: 'Used', left: 'Left to use' }),
      stamp: note.draft ? 'DRAFT' : null,
    };
  },
  // A quote asks for nothing yet: it shows no paid or due lines.
  quote: async (db, companyId, id, company) => {
    const quote = await getQuote(db, companyId, id);
    const references = quote.poNumber === null ? [] : [{ label: 'PO number', value: quote.poNumber }];
    const heading = { title: 'Quote', number: quote.quoteNumber, references };
    return {
      ...(await printedSales(db, companyId, company, heading, quote)),
      settlement: null,
      stamp: quote.draft ? 'DRAFT' : null,
    };
  },
};

/** The company's document as its PDF shows it, and the company as the document's head and foot show it, in one snapshot. */
export const printedDocument = (db: Executor, companyId: bigint, kind: PrintedKind, id: bigint) =>
  readConsistently(db, async (trx) => {
    const company = await printedCompany(trx, companyId);
    return [await READERS[kind](trx, companyId, id, company), company] as const;
  });

/**
 * The PDF of the company's document as it stands, with its file's name; not found, as its GET
 * answers, when the company has none of that id.
 */
export async function documentPdfFile(
  db: Executor,
  companyId: bigint,
  kind: PrintedKind,
  id: bigint,
): Promise<PdfFile> {
  const [document, company] = await printedDocument(db, companyId, kind, id);
  return { filename: `${document.number}.pdf`, pdf: await renderPdf(documentDefinition(document, company)) };
}

/** The PDF of the company's document as it stands; not found, as its GET answers, when the company has none of that id. */
export async function documentPdf(db: Executor, companyId: bigint, kind: PrintedKind, id: bigint): Promise<Buffer> {
  return (await documentPdfFile(db, companyId, kind, id)).pdf;
}
