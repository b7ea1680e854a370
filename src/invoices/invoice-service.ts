import type { DatabaseTransaction, Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned.js';
import { type DocumentKind, documentEngine } from '../documents/document-engine.js';
import { priceLine } from '../documents/document-lines.js';
import { documentAmounts, type StoredLine, storedLine } from '../documents/document-reads.js';
import type { Settled } from '../documents/document-repository.js';
import type { LoadedDocument } from '../documents/document-service.js';
import { repostPaymentsOfInvoice } from '../payments/client-payment-service.js';
import { parseScaled } from '../shared/decimal.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { QUANTITY_SCALE } from '../tax/tax.js';
import { resolveTaxes } from '../tax/tax-choice.js';
import { invoiceTransaction } from './invoice-posting.js';
import { invoiceNumberTaken, takeInvoiceSequenceNumber } from './invoice-repository.js';
import type { InvoiceInput, InvoiceLineInput, InvoiceUpdate } from './invoice-schemas.js';

type InvoiceExtra = { item: string | null };
export type InvoiceLine = StoredLine<InvoiceExtra>;
type InvoiceRow = OwnedRow<'invoices'> & Settled;
type InvoiceLineRow = OwnedRow<'invoice_lines'> & { sales_tax_code: string | null };

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
  netAmount: Money;
  taxAmount: Money;
  totalAmount: Money;
  outstandingAmount: Money;
  exchangeRate: bigint | null;
  baseAmounts: { net: Money; tax: Money; total: Money } | null;
  lines: InvoiceLine[];
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
    ...documentAmounts(row),
    lines,
    ...timestampsOf(row),
  };
}

/** The next number of the company's sequence that no invoice has: INV- and six digits or more. */
async function freeInvoiceNumber(trx: DatabaseTransaction, companyId: bigint): Promise<string> {
  for (;;) {
    const invoiceNumber = `INV-${String(await takeInvoiceSequenceNumber(trx, companyId)).padStart(6, '0')}`;
    if (!(await invoiceNumberTaken(trx, companyId, invoiceNumber))) return invoiceNumber;
  }
}

/** Only a draft's number can change, and only to one no other invoice has. */
async function invoiceNumberAfter(trx: Executor, companyId: bigint, current: InvoiceRow, given: string | undefined) {
  const invoiceNumber = given ?? current.invoice_number;
  if (invoiceNumber === current.invoice_number) return invoiceNumber;
  if (!current.draft) {
    throw ruleViolation(`A posted invoice keeps its number ${current.invoice_number}`, [
      { path: 'invoiceNumber', message: "cannot change once the invoice is posted; only a draft's number can" },
    ]);
  }
  if (await invoiceNumberTaken(trx, companyId, invoiceNumber)) {
    throw conflict(`The invoice number ${invoiceNumber} is already used`);
  }
  return invoiceNumber;
}

const INVOICE: DocumentKind<
  'invoices',
  InvoiceRow,
  InvoiceLineRow,
  InvoiceExtra,
  InvoiceInput,
  InvoiceUpdate,
  InvoiceLineInput,
  InvoiceView
> = {
  noun: 'Invoice',
  linesField: 'invoiceLines',
  store: {
    table: 'invoices',
    lineTable: 'invoice_lines',
    party: { table: 'clients', column: 'client_id' },
    settledBy: ['client_payment_allocations'],
    lineColumns: ['item'],
    lineLookups: {},
  },
  party: { table: 'clients', noun: 'client', nameField: 'clientName', idField: 'clientId' },
  partyOf: (input) => ({ id: input.clientId, name: input.clientName }),
  linesOf: (input) => input.invoiceLines,
  paymentTable: 'client_payments',
  extraColumns: (extra) => ({ item: extra.item }),
  toLine: (row) => storedLine(row, { item: row.item }),
  toView,
  async readLines(db, companyId, taxForm, requests) {
    const taxes = await resolveTaxes(
      db,
      companyId,
      taxForm,
      requests.map(({ input, path }) => ({ fields: input, path })),
    );
    return requests.map(({ input }, index) => {
      const { id: _id, ...line } = priceLine({
        id: 0n,
        quantityMicros: parseScaled(input.quantity, QUANTITY_SCALE) ?? 0n,
        unitPrice: parseMoney(input.rate) ?? 0n,
        tax: taxes[index] ?? { salesTaxId: null, rateMicros: 0n },
        description: input.description ?? null,
        extra: { item: input.item ?? null },
      });
      return { ...line, salesTaxCode: input.salesTaxCode ?? null };
    });
  },
  newColumns: async (trx, companyId, input) => ({
    invoice_number: await freeInvoiceNumber(trx, companyId),
    draft: input.draft ?? false,
    po_number: input.poNumber ?? null,
  }),
  updatedColumns: async (trx, companyId, current, input) => ({
    invoice_number: await invoiceNumberAfter(trx, companyId, current, input.invoiceNumber),
    draft: input.draft ?? current.draft,
    po_number: input.poNumber ?? null,
  }),
  keptWhilePaid: (current, input) => [{ path: 'draft', was: false, now: input.draft ?? current.draft }],
  posting: (invoice, _lines, totals, accounts, valuation) =>
    invoice.draft
      ? null
      : invoiceTransaction(
          { id: invoice.id, issueDate: invoice.issue_date, currency: invoice.currency },
          totals,
          accounts,
          valuation,
        ),
  repostPayments: (trx, companyId, id) => repostPaymentsOfInvoice(trx, companyId, id),
};

const invoices = documentEngine(INVOICE);

/** The invoice use cases; the tax of lines is read by the deployment's TAX_FORM. */
export const invoiceService = invoices.service;
/** Values an invoice that had no rate, at the company's rate for its date once there is one. */
export const valueInvoice = invoices.value;
/** The company's invoices with these ids, with what is allocated to them, in one query. */
export const invoiceRowsByIds = invoices.rowsByIds;
