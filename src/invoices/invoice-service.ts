import { baseCurrency } from '../companies/company-service.js';
import { type DatabaseTransaction, type Executor, inTransaction } from '../db/database.js';
import { newId } from '../db/ids.js';
import { updateOwned } from '../db/owned.js';
import { priceLine } from '../documents/document-lines.js';
import { documentRate, documentValuation } from '../documents/document-rate.js';
import { documentAmounts, documentReads, type StoredLine, storedLine } from '../documents/document-reads.js';
import {
  assertDueAfterIssue,
  assertIssuedByFirstPayment,
  assertPaidDocumentKeeps,
  paidStateOf,
} from '../documents/document-rules.js';
import {
  createDocument,
  type DocumentTables,
  documentLineCalls,
  ISSUE_DATE,
  type LoadedDocument,
  removeDocument,
  saveDocument,
  valueAtCompanyRate,
} from '../documents/document-service.js';
import { type PartyReference, resolveParty } from '../documents/party.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { repostPaymentsOfInvoice } from '../payments/client-payment-service.js';
import { firstPaymentDate } from '../payments/payment-repository.js';
import type { CrudService } from '../shared/crud-service.js';
import { parseScaled } from '../shared/decimal.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import { mergedLines, withNewIds } from '../shared/lines.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { type DocumentTotals, QUANTITY_SCALE } from '../tax/tax.js';
import { resolveTaxes, type TaxForm } from '../tax/tax-choice.js';
import { invoiceTransaction } from './invoice-posting.js';
import {
  findInvoiceRow,
  findInvoiceWithLines,
  type InvoiceLineRow,
  type InvoiceRow,
  invoiceNumberTaken,
  linesOfInvoicePage,
  listInvoiceRows,
  takeInvoiceSequenceNumber,
} from './invoice-repository.js';
import type { InvoiceInput, InvoiceLineInput, InvoiceUpdate } from './invoice-schemas.js';

const NOUN = 'Invoice';
const LINES = 'invoiceLines';
const CLIENT: PartyReference = { table: 'clients', noun: 'client', nameField: 'clientName', idField: 'clientId' };

type InvoiceExtra = { item: string | null };
export type InvoiceLine = StoredLine<InvoiceExtra>;
type LoadedInvoice = LoadedDocument<InvoiceRow, InvoiceLine>;

const TABLES: DocumentTables<InvoiceExtra> & { table: 'invoices' } = {
  noun: NOUN,
  table: 'invoices',
  lineTable: 'invoice_lines',
  extraColumns: (extra) => ({ item: extra.item }),
};

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

const toLine = (row: InvoiceLineRow): InvoiceLine => storedLine(row, { item: row.item });

function toView({ row, lines }: LoadedInvoice): InvoiceView {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    currency: row.currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    draft: row.draft,
    clientId: row.client_id,
    clientName: row.client_name,
    poNumber: row.po_number,
    ...documentAmounts(row),
    lines,
    ...timestampsOf(row),
  };
}

const { requireRow, loadForWrite, list, get } = documentReads({
  noun: NOUN,
  table: 'invoices',
  findRow: findInvoiceRow,
  rowsOfPage: listInvoiceRows,
  findWithLines: findInvoiceWithLines,
  linesOfPage: linesOfInvoicePage,
  toLine,
  toView,
});

type PostedInvoice = { id: bigint; issue_date: string; currency: string; exchange_rate: bigint | null; draft: boolean };

/** What an invoice posts with the totals of its lines: nothing as a draft. */
const postingOf = (trx: DatabaseTransaction, companyId: bigint, row: PostedInvoice) => async (totals: DocumentTotals) =>
  row.draft
    ? null
    : invoiceTransaction(
        { id: row.id, issueDate: row.issue_date, currency: row.currency },
        totals,
        await systemAccounts(trx, companyId),
        await documentValuation(trx, companyId, row.exchange_rate),
      );

/**
 * Saves an invoice's lines and postings; the payments of a foreign invoice clear its value, so they
 * are valued anew after it changed.
 */
async function save(trx: DatabaseTransaction, companyId: bigint, current: LoadedInvoice, after: InvoiceLine[]) {
  const { row } = current;
  const lines = { before: current.lines, after };
  await saveDocument(trx, companyId, TABLES, row.id, lines, paidStateOf(row), postingOf(trx, companyId, row));
  if (paidStateOf(row).paymentCount > 0n && row.currency !== (await baseCurrency(trx, companyId))) {
    await repostPaymentsOfInvoice(trx, companyId, row.id);
  }
}

/** Values an invoice that had no rate, at the company's rate for its date once there is one. */
export const valueInvoice = async (trx: DatabaseTransaction, companyId: bigint, id: bigint) =>
  valueAtCompanyRate(trx, companyId, 'invoices', await loadForWrite(trx, companyId, id), save);

/** The next number of the company's sequence that no invoice has: INV- and six digits or more. */
async function freeInvoiceNumber(trx: DatabaseTransaction, companyId: bigint): Promise<string> {
  for (;;) {
    const invoiceNumber = `INV-${String(await takeInvoiceSequenceNumber(trx, companyId)).padStart(6, '0')}`;
    if (!(await invoiceNumberTaken(trx, companyId, invoiceNumber))) return invoiceNumber;
  }
}

const remove = (db: Executor, companyId: bigint, id: bigint) =>
  inTransaction(db, async (trx) => {
    const current = await loadForWrite(trx, companyId, id);
    await removeDocument(trx, companyId, TABLES, current.row, paidStateOf(current.row));
    return toView(current);
  });

/** The invoice use cases; the tax of lines is read by the deployment's TAX_FORM. */
export function invoiceService(taxForm: TaxForm) {
  /** Reads line inputs into priced lines without ids; their sales taxes are looked up in one query. */
  async function readLines(
    db: Executor,
    companyId: bigint,
    inputs: InvoiceLineInput[],
    pathOf: (index: number) => string,
  ): Promise<Omit<InvoiceLine, 'id'>[]> {
    const requests = inputs.map((input, index) => ({ fields: input, path: pathOf(index) }));
    const taxes = await resolveTaxes(db, companyId, taxForm, requests);
    return inputs.map((input, index) => {
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
  }

  const create = (db: Executor, companyId: bigint, input: InvoiceInput) =>
    inTransaction(db, async (trx) => {
      const client = await resolveParty(trx, companyId, CLIENT, { id: input.clientId, name: input.clientName });
      assertDueAfterIssue(input);
      const priced = await readLines(trx, companyId, input.invoiceLines, (index) => `${LINES}[${index}]`);
      const id = await newId(trx);
      const lines = await withNewIds<InvoiceLine>(trx, priced);
      const currency = input.currency.toUpperCase();
      const row = {
        company_id: companyId,
        id,
        invoice_number: await freeInvoiceNumber(trx, companyId),
        client_id: client.id,
        currency,
        issue_date: input.issueDate,
        due_date: input.dueDate,
        draft: input.draft ?? false,
        po_number: input.poNumber ?? null,
        exchange_rate: await documentRate(trx, companyId, {
          currency,
          date: input.issueDate,
          given: input.exchangeRate,
        }),
      };
      const stored = await createDocument(trx, companyId, TABLES, row, lines, postingOf(trx, companyId, row));
      const unpaid = { allocated_amount: 0n, payment_count: 0n };
      return toView({ row: { ...stored, ...unpaid, client_name: client.name }, lines });
    });

  const update = (db: Executor, companyId: bigint, id: bigint, input: InvoiceUpdate) =>
    inTransaction(db, async (trx) => {
      const current = await loadForWrite(trx, companyId, id);
      await assertUnlocked(trx, companyId, ISSUE_DATE, current.row.issue_date, input.issueDate);
      const client = await resolveParty(trx, companyId, CLIENT, { id: input.clientId, name: input.clientName });
      assertDueAfterIssue(input);
      const pathOf = (index: number) => `${LINES}[${index}]`;
      const lines = await mergedLines(trx, current.lines, input.invoiceLines ?? [], pathOf, (inputs) =>
        readLines(trx, companyId, inputs, pathOf),
      );
      const draft = input.draft ?? current.row.draft;
      assertPaidDocumentKeeps(NOUN, paidStateOf(current.row), [
        { path: 'currency', was: current.row.currency, now: input.currency.toUpperCase() },
        { path: 'clientId', was: current.row.client_id, now: client.id },
        { path: 'draft', was: false, now: draft },
      ]);
      if (paidStateOf(current.row).paymentCount > 0n) {
        const firstPaid = await firstPaymentDate(trx, 'client_payments', companyId, id);
        assertIssuedByFirstPayment(NOUN, input.issueDate, firstPaid);
      }
      const invoiceNumber = input.invoiceNumber ?? current.row.invoice_number;
      if (invoiceNumber !== current.row.invoice_number && !current.row.draft) {
        throw ruleViolation(`A posted invoice keeps its number ${current.row.invoice_number}`, [
          { path: 'invoiceNumber', message: "cannot change once the invoice is posted; only a draft's number can" },
        ]);
      }
      if (invoiceNumber !== current.row.invoice_number && (await invoiceNumberTaken(trx, companyId, invoiceNumber))) {
        throw conflict(`The invoice number ${invoiceNumber} is already used`);
      }
      const currency = input.currency.toUpperCase();
      await updateOwned(trx, 'invoices', companyId, id, {
        invoice_number: invoiceNumber,
        client_id: client.id,
        currency,
        issue_date: input.issueDate,
        due_date: input.dueDate,
        draft,
        po_number: input.poNumber ?? null,
        exchange_rate: await documentRate(
          trx,
          companyId,
          { currency, date: input.issueDate, given: input.exchangeRate },
          { currency: current.row.currency, date: current.row.issue_date, rate: current.row.exchange_rate },
        ),
      });
      const updated = { ...current, row: await requireRow(trx, companyId, id) };
      await save(trx, companyId, updated, lines);
      return get(trx, companyId, id);
    });

  const lineCalls = documentLineCalls<InvoiceRow, InvoiceLine, InvoiceLineInput>({
    noun: NOUN,
    load: loadForWrite,
    readLine: async (trx, companyId, input) => (await readLines(trx, companyId, [input], () => ''))[0] as InvoiceLine,
    save,
  });

  const crud: CrudService<InvoiceInput, InvoiceView, InvoiceUpdate> = { list, get, create, update, remove };
  return { ...crud, ...lineCalls };
}
