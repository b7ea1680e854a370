import type { Database, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import { type DocumentKind, documentEngine } from '../documents/document-engine.js';
import { type Numbering, numberAfterUpdate } from '../documents/document-numbers.js';
import { documentAmounts, type SalesTaxLookups } from '../documents/document-reads.js';
import type { Named } from '../documents/document-repository.js';
import type { LoadedDocument } from '../documents/document-service.js';
import type { DocumentStatus } from '../documents/document-status.js';
import { SALES_SIDE, type SalesExtra, type SalesLine, salesPosting, salesStore } from '../documents/sales-side.js';
import { repostSettlementsOf } from '../settlements/reposting.js';
import { invalid } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import type { TaxForm } from '../tax/tax-choice.js';
import { type InvoiceCreate, invoiceDueDate, OCCURRENCE } from './invoice-creation.js';
import type { InvoiceLineInput, InvoiceUpdate } from './invoice-schemas.js';
import { WRITE_OFF_LOOKUPS, type WriteOffLookups } from './write-off-repository.js';
import { refuseWhileWrittenOff } from './write-off-rules.js';

export type InvoiceLine = SalesLine;
type InvoiceRow = OwnedRow<'invoices'> & Named & WriteOffLookups;
type InvoiceLineRow = OwnedRow<'invoice_lines'> & SalesTaxLookups;

export interface InvoiceView extends Timestamps {
  id: bigint;
  invoiceNumber: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  draft: boolean;
  clientId: bigint;
  clientName: string;
  poNumber: string | null;
  /** The recurring invoice that issued it, if one did. */
  recurringInvoiceId: bigint | null;
  sentAt: string | null;
  sentBy: string | null;
  netAmount: Money;
  taxAmount: Money;
  totalAmount: Money;
  outstandingAmount: Money;
  status: DocumentStatus;
  exchangeRate: bigint | null;
  baseAmounts: { net: Money; tax: Money; total: Money } | null;
  /** The write-off that settles it, if one does. */
  writeOff: { id: bigint; date: string; amount: Money; vatReclaimed: Money } | null;
  lines: InvoiceLine[];
}

/** An invoice's write-off as its row reads it; a new invoice, as its create answers it, has none to read. */
function writeOffOf(row: Partial<WriteOffLookups>): InvoiceView['writeOff'] {
  const id = row.write_off_id ?? null;
  if (id === null) return null;
  return {
    id,
    date: row.write_off_date as string,
    amount: row.write_off_amount as Money,
    vatReclaimed: row.write_off_vat as Money,
  };
}

function toView({ row, lines }: LoadedDocument<InvoiceRow, InvoiceLine>): InvoiceView {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    currency: row.currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    draft: row.draft,
    clientId: row.client_id,
    clientName: row.party_name,
    poNumber: row.po_number,
    recurringInvoiceId: row.recurring_invoice_id,
    sentAt: row.sent_at ?? null,
    sentBy: row.sent_by ?? null,
    ...documentAmounts(row, 'debt'),
    writeOff: writeOffOf(row),
    lines,
    ...timestampsOf(row),
  };
}

const NUMBERING: Numbering = {
  noun: 'invoice',
  prefix: 'INV',
  table: 'invoices',
  column: 'invoice_number',
  field: 'invoiceNumber',
  counter: 'last_invoice_number',
};

/** A new invoice with its due date, given or by the company's payment terms. */
type DatedInvoiceInput = InvoiceCreate & { dueDate: string };

const INVOICE: DocumentKind<
  'invoices',
  InvoiceRow,
  InvoiceLineRow,
  SalesExtra,
  DatedInvoiceInput,
  InvoiceUpdate,
  InvoiceLineInput,
  InvoiceView
> = {
  noun: 'Invoice',
  linesField: 'invoiceLines',
  sourceType: 'INVOICE',
  store: { ...salesStore('invoices', 'invoice_lines'), rowLookups: WRITE_OFF_LOOKUPS },
  ...SALES_SIDE,
  linesOf: (input) => input.invoiceLines,
  toView,
  numbering: NUMBERING,
  newColumns: async (_trx, _companyId, input) => ({
    draft: input.draft ?? false,
    po_number: input.poNumber ?? null,
    recurring_invoice_id: input[OCCURRENCE]?.recurringInvoiceId ?? null,
    occurrence: input[OCCURRENCE]?.occurrence ?? null,
  }),
  updatedColumns: async (trx, companyId, current, input) => ({
    invoice_number: await numberAfterUpdate(
      trx,
      companyId,
      NUMBERING,
      { number: current.invoice_number, draft: current.draft },
      input.invoiceNumber,
    ),
    draft: input.draft ?? current.draft,
    po_number: input.poNumber ?? null,
  }),
  posting: salesPosting('INVOICE', 1n),
  correctedBy: { table: 'credit_notes', column: 'invoice_id', noun: 'credit notes' },
  repostPayments: (write, companyId, id) => repostSettlementsOf(write, companyId, { type: 'INVOICE', id }),
  assertChangeable: (row, change) => {
    if (row.write_off_id !== null) refuseWhileWrittenOff(row.id, change);
  },
};

const invoices = documentEngine(INVOICE);

/** A new invoice with its due date; without one, nor payment terms, refused as such a body always was. */
async function withDueDate(db: Executor, companyId: bigint, input: InvoiceCreate): Promise<DatedInvoiceInput> {
  const dueDate = await invoiceDueDate(db, companyId, input);
  if (dueDate === undefined) {
    throw invalid('Invalid fields in the request body', [
      { path: 'dueDate', message: 'is required: the company has no paymentTermsDays to set it by' },
    ]);
  }
  return { ...input, dueDate };
}

/** The invoice use cases; the tax of lines is read by the deployment's TAX_FORM. */
export function invoiceService(taxForm: TaxForm) {
  const service = invoices.service(taxForm);
  const create = (db: Database | Write, companyId: bigint, input: InvoiceCreate) =>
    inTransaction(db, async (write) =>
      service.create(write, companyId, await withDueDate(write.trx, companyId, input)),
    );
  return { ...service, create };
}
/** Values an invoice that had no rate, at the company's rate for its date once there is one. */
export const valueInvoice = invoices.value;
/** Reads an invoice as its GET answers it. */
export const getInvoice = invoices.get;
