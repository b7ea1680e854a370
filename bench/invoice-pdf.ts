import { openDatabase } from '../src/db/database.js';
import { documentDefinition } from '../src/pdf/document-layout.js';
import { printedDocument } from '../src/pdf/document-pdf.js';
import { renderPdf } from '../src/pdf/pdf-render.js';
import type { BenchOptions } from './options.js';
import { type Books, invoiceInput } from './seed.js';

/** The lines of the long invoice: 25 to a page, so three pages, the totals on the last. */
export const LONG_INVOICE_LINES = 60;

/** An invoice of LONG_INVOICE_LINES lines, written through the service; its id. */
async function createLongInvoice(origin: string, books: Books): Promise<bigint> {
  const short = invoiceInput(books.clientId, '2026-11-01', 'PO-LONG');
  const line = short.invoiceLines[0] as (typeof short.invoiceLines)[number];
  const invoiceLines = Array.from({ length: LONG_INVOICE_LINES }, (_, index) => ({
    ...line,
    quantity: (index % 5) + 1,
    description: `Consulting, stage ${index + 1}`,
  }));
  const created = await fetch(`${origin}/api/v1/invoices`, {
    method: 'POST',
    headers: { authorization: books.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ ...short, invoiceLines }),
  });
  if (!created.ok) throw new Error(`POST /invoices answered ${created.status}: ${await created.text()}`);
  return BigInt(((await created.json()) as { id: number }).id);
}

/**
 * pdfmake rendering the invoice's document definition in the bench's process, as the service renders
 * it, without HTTP, authentication or the reads of the store: the document is read once, before.
 * Before anything is measured, it checks that the render gives the very bytes the service answers.
 */
async function renderedAlone(
  served: ServedInvoice,
  databaseUrl: string,
  options: BenchOptions,
): Promise<() => Promise<Buffer>> {
  const db = await openDatabase({ ...options, databaseUrl });
  const [document, company] = await printedDocument(db, served.books.companyId, 'invoice', served.invoiceId).finally(
    () => db.destroy(),
  );
  const render = () => renderPdf(documentDefinition(document, company));
  const path = `/api/v1/invoices/${served.invoiceId}.pdf`;
  const answer = await fetch(`${served.origin}${path}`, { headers: { authorization: served.books.authorization } });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
  if (!Buffer.from(await answer.arrayBuffer()).equals(await render())) {
    throw new Error(`GET ${path}: pdfmake alone renders other bytes than the service answers`);
  }
  return render;
}

interface ServedInvoice {
  origin: string;
  books: Books;
  invoiceId: bigint;
}

/**
 * The PDFs measured: the invoice of 3 lines that the reads read, and one of LONG_INVOICE_LINES
 * lines written now, each with its path and its render by pdfmake alone.
 */
export async function invoicePdfs(short: ServedInvoice, databaseUrl: string, options: BenchOptions) {
  const long = { ...short, invoiceId: await createLongInvoice(short.origin, short.books) };
  const calls = [
    { call: 'GET an invoice as a PDF (3 lines)', served: short },
    { call: `GET an invoice as a PDF (${LONG_INVOICE_LINES} lines, 3 pages)`, served: long },
  ];
  const pdfs = [];
  for (const { call, served } of calls) {
    const render = await renderedAlone(served, databaseUrl, options);
    pdfs.push({ call, path: `/invoices/${served.invoiceId}.pdf`, render });
  }
  return pdfs;
}
