import type { BillLineInput } from '../bills/bill-schemas.js';
import type { DatabaseTransaction } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { type DocumentKind, documentEngine } from '../documents/document-engine.js';
import { type Numbering, numberAfterUpdate } from '../documents/document-numbers.js';
import { documentAmounts, type SalesTaxLookups } from '../documents/document-reads.js';
import { findDocumentRow, type Named } from '../documents/document-repository.js';
import { SETTLED_BY_CREDITS } from '../documents/document-rules.js';
import type { LoadedDocument } from '../documents/document-service.js';
import type { DocumentStatus } from '../documents/document-status.js';
import type { ResolvedParty } from '../documents/party.js';
import {
  PURCHASE_SIDE,
  type PurchaseExtra,
  type PurchaseLine,
  purchasePosting,
  purchaseStore,
  readPurchaseLines,
} from '../documents/purchase-side.js';
import { SALES_SIDE, type SalesExtra, type SalesLine, salesPosting, salesStore } from '../documents/sales-side.js';
import type { InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { repostSettlementsOf } from '../settlements/reposting.js';
import { ruleViolation } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import type {
  CreditNoteInput,
  CreditNoteUpdate,
  SupplierCreditInput,
  SupplierCreditUpdate,
} from './credit-note-schemas.js';

interface CreditView extends Timestamps {
  id: bigint;
  currency: string;
  issueDate: string;
  dueDate: string;
  reference: string | null;
  netAmount: Money;
  taxAmount: Money;
  totalAmount: Money;
  outstandingAmount: Money;
  status: DocumentStatus;
  exchangeRate: bigint | null;
  baseAmounts: { net: Money; tax: Money; total: Money } | null;
}

export interface CreditNoteView extends CreditView {
  creditNoteNumber: string;
  draft: boolean;
  clientId: bigint;
  clientName: string;
  invoiceId: bigint | null;
  sentAt: string | null;
  sentBy: string | null;
  lines: SalesLine[];
}

export interface SupplierCreditView extends CreditView {
  supplierId: bigint;
  supplierName: string;
  billId: bigint | null;
  lines: PurchaseLine[];
}

type CreditNoteRow = OwnedRow<'credit_notes'> & Named;
type SupplierCreditRow = OwnedRow<'supplier_credits'> & Named;

const creditView = (row: CreditNoteRow | SupplierCreditRow) => ({
  id: row.id,
  currency: row.currency,
  issueDate: row.issue_date,
  dueDate: row.due_date,
  reference: row.reference,
  ...documentAmounts(row, 'credit'),
  ...timestampsOf(row),
});

/** What a credit note may name as the document it corrects: one of its party's, in its currency. */
interface Corrected {
  table: 'invoices' | 'bills';
  noun: 'invoice' | 'bill';
  field: 'invoiceId' | 'billId';
  partyNoun: 'client' | 'supplier';
}

async function correctedDocument(
  trx: DatabaseTransaction,
  companyId: bigint,
  corrected: Corrected,
  given: number | string | undefined,
  party: ResolvedParty,
  currency: string,
): Promise<bigint | null> {
  if (given === undefined) return null;
  const id = BigInt(given);
  const document = await findDocumentRow(trx, corrected.table, companyId, id);
  const { noun, field, partyNoun } = corrected;
  const refuse = (message: string) => {
    throw ruleViolation(`The credit note cannot correct ${noun} ${id}`, [{ path: field, message }]);
  };
  if (!document) return refuse(`no ${noun} has the id ${id}`);
  const partyId = 'client_id' in document ? document.client_id : (document as OwnedRow<'bills'>).supplier_id;
  if (partyId !== party.id) return refuse(`${noun} ${id} is not one of this ${partyNoun}'s`);
  if (document.currency !== currency.toUpperCase()) {
    return refuse(`${noun} ${id} is in ${document.currency}, not in the credit note's ${currency.toUpperCase()}`);
  }
  return id;
}

const INVOICE: Corrected = { table: 'invoices', noun: 'invoice', field: 'invoiceId', partyNoun: 'client' };
const BILL: Corrected = { table: 'bills', noun: 'bill', field: 'billId', partyNoun: 'supplier' };

const NUMBERING: Numbering = {
  noun: 'credit note',
  prefix: 'CN',
  table: 'credit_notes',
  column: 'credit_note_number',
  field: 'creditNoteNumber',
  counter: 'last_credit_note_number',
};

const CREDIT_NOTE: DocumentKind<
  'credit_notes',
  CreditNoteRow,
  OwnedRow<'credit_note_lines'> & SalesTaxLookups,
  SalesExtra,
  CreditNoteInput,
  CreditNoteUpdate,
  InvoiceLineInput,
  CreditNoteView
> = {
  noun: 'Credit note',
  linesField: 'creditNoteLines',
  sourceType: 'CREDIT_NOTE',
  settlementWords: SETTLED_BY_CREDITS,
  store: salesStore('credit_notes', 'credit_note_lines'),
  ...SALES_SIDE,
  linesOf: (input) => input.creditNoteLines,
  toView: ({ row, lines }: LoadedDocument<CreditNoteRow, SalesLine>) => ({
    ...creditView(row),
    creditNoteNumber: row.credit_note_number,
    sentAt: row.sent_at ?? null,
    sentBy: row.sent_by ?? null,
    draft: row.draft,
    clientId: row.client_id,
    clientName: row.party_name,
    invoiceId: row.invoice_id,
    lines,
  }),
  numbering: NUMBERING,
  newColumns: async (trx, companyId, input, party) => ({
    draft: input.draft ?? false,
    invoice_id: await correctedDocument(trx, companyId, INVOICE, input.invoiceId, party, input.currency),
    reference: input.reference ?? null,
  }),
  updatedColumns: async (trx, companyId, current, input, party) => ({
    credit_note_number: await numberAfterUpdate(
      trx,
      companyId,
      NUMBERING,
      { number: current.credit_note_number, draft: current.draft },
      input.creditNoteNumber,
    ),
    draft: input.draft ?? current.draft,
    invoice_id: await correctedDocument(trx, companyId, INVOICE, input.invoiceId, party, input.currency),
    reference: input.reference ?? null,
  }),
  posting: salesPosting('CREDIT_NOTE', -1n),
  repostPayments: (write, companyId, id) => repostSettlementsOf(write, companyId, { type: 'CREDIT_NOTE', id }),
};

const SUPPLIER_CREDIT: DocumentKind<
  'supplier_credits',
  SupplierCreditRow,
  OwnedRow<'supplier_credit_lines'> & SalesTaxLookups & { category_code: string },
  PurchaseExtra,
  SupplierCreditInput,
  SupplierCreditUpdate,
  BillLineInput,
  SupplierCreditView
> = {
  noun: 'Supplier credit',
  linesField: 'supplierCreditLines',
  sourceType: 'SUPPLIER_CREDIT',
  settlementWords: SETTLED_BY_CREDITS,
  store: purchaseStore('supplier_credits', 'supplier_credit_lines'),
  ...PURCHASE_SIDE,
  linesOf: (input) => input.supplierCreditLines,
  toView: ({ row, lines }: LoadedDocument<SupplierCreditRow, PurchaseLine>) => ({
    ...creditView(row),
    supplierId: row.supplier_id,
    supplierName: row.party_name,
    billId: row.bill_id,
    lines,
  }),
  readLines: (db, companyId, taxForm, requests, lineCall) =>
    readPurchaseLines(db, companyId, taxForm, requests, lineCall, 'supplier credit'),
  newColumns: async (trx, companyId, input, party) => ({
    bill_id: await correctedDocument(trx, companyId, BILL, input.billId, party, input.currency),
    reference: input.reference ?? null,
  }),
  updatedColumns: async (trx, companyId, _current, input, party) => ({
    bill_id: await correctedDocument(trx, companyId, BILL, input.billId, party, input.currency),
    reference: input.reference ?? null,
  }),
  posting: purchasePosting('SUPPLIER_CREDIT', -1n),
  repostPayments: (write, companyId, id) => repostSettlementsOf(write, companyId, { type: 'SUPPLIER_CREDIT', id }),
};

const creditNotes = documentEngine(CREDIT_NOTE);
const supplierCredits = documentEngine(SUPPLIER_CREDIT);

/** The credit note use cases; the tax of lines is read by the deployment's TAX_FORM. */
export const creditNoteService = creditNotes.service;
export const valueCreditNote = creditNotes.value;
/** Reads a credit note as its GET answers it. */
export const getCreditNote = creditNotes.get;
/** The supplier credit use cases; the tax of lines is read by the deployment's TAX_FORM. */
export const supplierCreditService = supplierCredits.service;
export const valueSupplierCredit = supplierCredits.value;
