import type { Database } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { type DocumentKind, documentEngine } from '../documents/document-engine.js';
import { type Numbering, numberAfterUpdate } from '../documents/document-numbers.js';
import { presentDocumentLine } from '../documents/document-present.js';
import { documentAmounts, type SalesTaxLookups } from '../documents/document-reads.js';
import { findDocumentRow, lockDocumentRows, type Named, updateDocumentRow } from '../documents/document-repository.js';
import type { LoadedDocument } from '../documents/document-service.js';
import { type QuoteState, type QuoteStatus, quoteStatus } from '../documents/document-status.js';
import { SALES_LINE_STORE, SALES_SIDE, type SalesExtra, type SalesLine } from '../documents/sales-side.js';
import { invoiceDueDate } from '../invoices/invoice-creation.js';
import type { InvoiceInput, InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { today } from '../shared/dates.js';
import { conflict, notFound, ruleViolation } from '../shared/errors.js';
import { formatMoney, type Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import type { QuoteConversion, QuoteInput, QuoteUpdate } from './quote-schemas.js';

type QuoteRow = OwnedRow<'quotes'> & Named;
type QuoteLineRow = OwnedRow<'quote_lines'> & SalesTaxLookups;

export interface QuoteView extends Timestamps {
  id: bigint;
  quoteNumber: string;
  currency: string;
  issueDate: string;
  expiryDate: string;
  draft: boolean;
  clientId: bigint;
  clientName: string;
  poNumber: string | null;
  netAmount: Money;
  taxAmount: Money;
  totalAmount: Money;
  exchangeRate: bigint | null;
  baseAmounts: { net: Money; tax: Money; total: Money } | null;
  status: QuoteStatus;
  invoiceId: bigint | null;
  lines: SalesLine[];
}

function toView({ row, lines }: LoadedDocument<QuoteRow, SalesLine>): QuoteView {
  const { exchangeRate, baseAmounts, netAmount, taxAmount, totalAmount } = documentAmounts(row, 'debt');
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    currency: row.currency,
    issueDate: row.issue_date,
    expiryDate: row.due_date,
    draft: row.state === 'draft',
    clientId: row.client_id,
    clientName: row.party_name,
    poNumber: row.po_number,
    netAmount,
    taxAmount,
    totalAmount,
    exchangeRate,
    baseAmounts,
    status: quoteStatus({ state: row.state, expiryDate: row.due_date, invoiceId: row.invoice_id }, today()),
    invoiceId: row.invoice_id,
    lines,
    ...timestampsOf(row),
  };
}

const NUMBERING: Numbering = {
  noun: 'quote',
  prefix: 'QU',
  table: 'quotes',
  column: 'quote_number',
  field: 'quoteNumber',
  counter: 'last_quote_number',
};

/** The engine reads a document's due date as `dueDate`: a quote's is its expiry date. */
type Dated<T> = T & { dueDate: string };

/** A quote once answered (accepted, declined) or invoiced keeps the terms it was answered on. */
function assertUndecided(row: QuoteRow, change: 'edit' | 'delete') {
  if (change === 'delete') {
    if (row.invoice_id !== null) {
      throw conflict(`Quote ${row.id} was converted to invoice ${row.invoice_id}: it stays with the invoice`);
    }
    return;
  }
  if (row.invoice_id !== null || row.state === 'accepted' || row.state === 'declined') {
    const status = row.invoice_id === null ? row.state : 'invoiced';
    throw ruleViolation(`Quote ${row.id} is ${status}: it keeps the terms it was answered on`, [
      { path: 'status', message: 'must be draft, sent or expired for the quote to change' },
    ]);
  }
}

const QUOTE: DocumentKind<
  'quotes',
  QuoteRow,
  QuoteLineRow,
  SalesExtra,
  Dated<QuoteInput>,
  Dated<QuoteUpdate>,
  InvoiceLineInput,
  QuoteView
> = {
  noun: 'Quote',
  linesField: 'quoteLines',
  sourceType: null,
  dueField: 'expiryDate',
  store: {
    table: 'quotes',
    lineTable: 'quote_lines',
    party: { table: 'clients', column: 'client_id' },
    settledBy: [],
    ...SALES_LINE_STORE,
  },
  ...SALES_SIDE,
  linesOf: (input) => input.quoteLines,
  toView,
  numbering: NUMBERING,
  newColumns: async (_trx, _companyId, input) => ({
    state: input.draft === false ? 'sent' : 'draft',
    po_number: input.poNumber ?? null,
  }),
  updatedColumns: async (trx, companyId, current, input) => {
    const draft = current.state === 'draft';
    return {
      quote_number: await numberAfterUpdate(
        trx,
        companyId,
        NUMBERING,
        { number: current.quote_number, draft },
        input.quoteNumber,
      ),
      state: (input.draft ?? draft) ? 'draft' : 'sent',
      po_number: input.poNumber ?? null,
    };
  },
  keptWhilePaid: () => [],
  posting: () => null,
  repostPayments: async () => {},
  assertChangeable: assertUndecided,
};

const quotes = documentEngine(QUOTE);

/** A quote of the company as its GET reads it; not found when the company has none of that id. */
export const getQuote = quotes.get;

const dated = <T extends { expiryDate: string }>(input: T): Dated<T> => ({ ...input, dueDate: input.expiryDate });

/** What answers a quote, or refuses a change of it, from its stored state. */
type Transition = 'markSent' | 'accept' | 'decline';

const TRANSITIONS: Record<Transition, { from: QuoteStatus[]; to: QuoteState; done: string }> = {
  markSent: { from: ['draft', 'sent', 'expired'], to: 'sent', done: 'marked as sent' },
  accept: { from: ['sent', 'expired'], to: 'accepted', done: 'accepted' },
  decline: { from: ['sent', 'expired'], to: 'declined', done: 'declined' },
};

/** The quote's row, locked until the end of the write: its answers and its conversion take turns. */
async function lockedQuote(write: Write, companyId: bigint, id: bigint): Promise<OwnedRow<'quotes'>> {
  await lockDocumentRows(write.trx, 'quotes', companyId, [id]);
  const row = await findDocumentRow(write.trx, 'quotes', companyId, id);
  if (!row) throw notFound('Quote', id);
  return row;
}

const statusOf = (row: OwnedRow<'quotes'>) =>
  quoteStatus({ state: row.state, expiryDate: row.due_date, invoiceId: row.invoice_id }, today());

/** An invoice's lines as the quote's lines are: each line's tax in the form it was given. */
function invoiceLinesOf(quote: QuoteView): InvoiceLineInput[] {
  return quote.lines.map((line) => {
    const { quantity, vatRate, salesTaxCode, description } = presentDocumentLine(line, 'plain');
    return {
      quantity,
      rate: formatMoney(line.unitPrice, 'plain'),
      ...(salesTaxCode === undefined ? { vatRate } : { salesTaxCode }),
      description,
      item: line.extra.item ?? undefined,
    };
  });
}

/** Issues an invoice of the company (the invoices' create), in the write given. */
export type IssueInvoice = (write: Write, companyId: bigint, input: InvoiceInput) => Promise<{ id: bigint }>;

/** The quote use cases; the tax of lines is read by the deployment's TAX_FORM. */
export function quoteService(taxForm: Parameters<typeof quotes.service>[0]) {
  const engine = quotes.service(taxForm);

  /** Moves a quote from one of the statuses the transition starts from; from any other, a 409. */
  const transition = (db: Database | Write, companyId: bigint, id: bigint, name: Transition) =>
    inTransaction(db, async (write) => {
      const row = await lockedQuote(write, companyId, id);
      const { from, to, done } = TRANSITIONS[name];
      const status = statusOf(row);
      if (!from.includes(status)) {
        throw conflict(`Quote ${id} is ${status}: only a quote ${from.join(' or ')} can be ${done}`);
      }
      if (row.state !== to) await updateDocumentRow(write.trx, 'quotes', companyId, id, { state: to });
      return engine.get(write.trx, companyId, id);
    });

  /**
   * Issues the quote's invoice (its client, currency, lines and PO number), once, in the write that
   * marks the quote accepted and records the invoice: a second conversion finds the first's invoice.
   */
  const convert = (db: Database | Write, companyId: bigint, id: bigint, input: QuoteConversion, issue: IssueInvoice) =>
    inTransaction(db, async (write) => {
      const row = await lockedQuote(write, companyId, id);
      if (row.invoice_id !== null) {
        throw conflict(`Quote ${id} was already converted to invoice ${row.invoice_id}`);
      }
      const status = statusOf(row);
      if (status === 'draft' || status === 'declined') {
        throw ruleViolation(`Quote ${id} is ${status}: only a quote sent, expired or accepted is converted`, [
          { path: 'status', message: 'must be sent, expired or accepted' },
        ]);
      }
      const quote = await engine.get(write.trx, companyId, id);
      const issueDate = input.issueDate ?? today();
      const invoice = await issue(write, companyId, {
        clientId: String(quote.clientId),
        currency: quote.currency,
        issueDate,
        dueDate: (await invoiceDueDate(write.trx, companyId, { issueDate, dueDate: input.dueDate })) ?? issueDate,
        poNumber: quote.poNumber ?? undefined,
        invoiceLines: invoiceLinesOf(quote),
      });
      await updateDocumentRow(write.trx, 'quotes', companyId, id, { state: 'accepted', invoice_id: invoice.id });
      return { quote: await engine.get(write.trx, companyId, id), invoiceId: invoice.id };
    });

  return {
    ...engine,
    create: (db: Database | Write, companyId: bigint, input: QuoteInput) => engine.create(db, companyId, dated(input)),
    update: (db: Database | Write, companyId: bigint, id: bigint, input: QuoteUpdate) =>
      engine.update(db, companyId, id, dated(input)),
    markSent: (db: Database | Write, companyId: bigint, id: bigint) => transition(db, companyId, id, 'markSent'),
    accept: (db: Database | Write, companyId: bigint, id: bigint) => transition(db, companyId, id, 'accept'),
    decline: (db: Database | Write, companyId: bigint, id: bigint) => transition(db, companyId, id, 'decline'),
    convert,
  };
}
