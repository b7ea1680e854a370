import type { TObject } from '@sinclair/typebox';
import { type AuditedRecord, auditedRecord } from '../audit/audit-hooks.js';
import { presentBill } from '../bills/bill-routes.js';
import { Bill, BillInput, BillLineInput, BillUpdate } from '../bills/bill-schemas.js';
import { billService } from '../bills/bill-service.js';
import type { Config } from '../config.js';
import { allocationSchemas } from '../credit-notes/allocation-schemas.js';
import { creditNoteAllocations, supplierCreditAllocations } from '../credit-notes/credit-allocation-service.js';
import { creditNoteEmailed, presentCreditNote, presentSupplierCredit } from '../credit-notes/credit-note-routes.js';
import {
  CreditNote,
  CreditNoteInput,
  CreditNoteUpdate,
  SupplierCredit,
  SupplierCreditInput,
  SupplierCreditUpdate,
} from '../credit-notes/credit-note-schemas.js';
import { creditNoteService, supplierCreditService } from '../credit-notes/credit-note-service.js';
import { presentRefund } from '../credit-notes/refund-routes.js';
import { refundSchemas } from '../credit-notes/refund-schemas.js';
import { clientRefunds, type RefundView, supplierRefunds } from '../credit-notes/refund-service.js';
import type { Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';
import { type DocumentListing, documentListFilters, type StatusFilter } from '../documents/document-filters.js';
import type { DocumentLine } from '../documents/document-lines.js';
import type { DocumentStatus } from '../documents/document-status.js';
import type { EmailedKind } from '../email/document-email-routes.js';
import { invoiceEmailed, presentInvoice } from '../invoices/invoice-routes.js';
import { Invoice, InvoiceInput, InvoiceLineInput, InvoiceUpdate } from '../invoices/invoice-schemas.js';
import { invoiceService } from '../invoices/invoice-service.js';
import { Client, Supplier } from '../parties/party-schemas.js';
import { partyService } from '../parties/party-service.js';
import { createClientPayment, listClientPayments } from '../payments/client-payment-service.js';
import { presentClientPayment, presentSupplierPayment } from '../payments/payment-routes.js';
import { CLIENT_PAYMENT_SCHEMAS, SUPPLIER_PAYMENT_SCHEMAS } from '../payments/payment-schemas.js';
import { createSupplierPayment, listSupplierPayments } from '../payments/supplier-payment-service.js';
import type { PrintedKind } from '../pdf/document-pdf.js';
import { refundListFilters } from '../settlements/settlement-filters.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import type { Money, MoneyFormat } from '../shared/money.js';

/** A document as its pages read it, whichever side it is of. */
export interface DocumentOnPage {
  id: bigint;
  number: string | null;
  partyId: bigint;
  partyName: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  status: DocumentStatus;
  draft: boolean;
  netAmount: Money;
  taxAmount: Money;
  totalAmount: Money;
  outstandingAmount: Money;
  lines: DocumentLine<unknown>[];
  /** When it was last sent by email, and by whom: of a kind that is sent. */
  sentAt?: string | null;
  sentBy?: string | null;
}

/** A document as the API answers it. */
type Answer = { id: bigint } & Record<string, unknown>;

/** How a document service reads its documents, as `View`s. */
interface DocumentReads<View> {
  list: (
    db: Executor,
    companyId: bigint,
    page: Page,
    listing: DocumentListing,
  ) => Promise<{ items: View[]; total: number }>;
  get: (db: Executor, companyId: bigint, id: bigint) => Promise<View>;
  /** Refuses, as the API's update would, a document that may not be edited. */
  assertEditable: (db: Executor, companyId: bigint, id: bigint) => Promise<void>;
}

/**
 * A kind of document's calls as its pages make them: read as a page reads them, and as the API
 * answers them (for the edit form and the audit trail); created and updated as the API answers them.
 */
export interface DocumentCalls extends DocumentReads<DocumentOnPage> {
  answer: (db: Executor, companyId: bigint, id: bigint) => Promise<Answer>;
  create: (write: Write, companyId: bigint, input: unknown) => Promise<Answer>;
  update: (write: Write, companyId: bigint, id: bigint, input: unknown) => Promise<Answer>;
  removeLine: (write: Write, companyId: bigint, id: bigint, lineId: bigint) => Promise<unknown>;
}

interface DocumentService<View> extends DocumentReads<View> {
  create: (write: Write, companyId: bigint, input: never) => Promise<View>;
  update: (write: Write, companyId: bigint, id: bigint, input: never) => Promise<View>;
  removeLine: (write: Write, companyId: bigint, id: bigint, lineId: bigint) => Promise<unknown>;
}

/** A document service's calls with its views read for the pages, and presented as the API answers them. */
function documentCalls<View>(
  service: DocumentService<View>,
  onPage: (view: View) => DocumentOnPage,
  present: (view: View) => { id: bigint },
): DocumentCalls {
  const answered = (view: View) => present(view) as Answer;
  return {
    list: async (db, companyId, page, listing) => {
      const listed = await service.list(db, companyId, page, listing);
      return { items: listed.items.map(onPage), total: listed.total };
    },
    get: async (db, companyId, id) => onPage(await service.get(db, companyId, id)),
    assertEditable: service.assertEditable,
    answer: async (db, companyId, id) => answered(await service.get(db, companyId, id)),
    create: async (write, companyId, input) => answered(await service.create(write, companyId, input as never)),
    update: async (write, companyId, id, input) => answered(await service.update(write, companyId, id, input as never)),
    removeLine: service.removeLine,
  };
}

/**
 * A kind of document as its pages show it: its names, its form (the API's bodies, and the fields of
 * a line the form leaves to the API), its list's statuses and filters, and its service's calls.
 * `settled` names it as its settlement side does; `settledBy` says what settles it on its page.
 */
export interface PagedKind {
  title: string;
  noun: string;
  Noun: string;
  path: string;
  linesField: string;
  priceField: 'rate' | 'unitPrice';
  categories: boolean;
  pdf: PrintedKind | null;
  /** How it is sent by email, as the API sends it; null for a kind that is not sent. */
  emailed: ((config: Config) => EmailedKind) | null;
  statuses: StatusFilter[];
  filters: { query: TObject; of: (query: Record<string, unknown>) => DocumentListing };
  input: TObject;
  update: TObject;
  lineInput: TObject;
  audited: AuditedRecord;
  settled: { number: string | null };
  settledBy: 'payments' | 'allocations';
  calls: (config: Config) => DocumentCalls;
}

/** A payment service's create, answering the payment as the API does, for the audit trail. */
const presentedCreate =
  <View>(
    create: (write: Write, companyId: bigint, input: never) => Promise<View>,
    present: (view: View, format: MoneyFormat) => { id: bigint },
  ) =>
  async (write: Write, companyId: bigint, input: unknown, config: Config) =>
    present(await create(write, companyId, input as never), config.moneyFormat);

/** A side's allocations of its credits: the service's calls, the API's schemas of them, and their audit. */
function creditAllocations(side: SettlementSide, calls: typeof creditNoteAllocations) {
  const schemas = allocationSchemas(side);
  return { calls, schemas, audited: auditedRecord(`${side.credits.name}Allocation`, schemas.credits) };
}

/** A side's refunds of its credits: the service's calls, the API's schemas of them, and their audit. */
function creditRefunds(side: SettlementSide, calls: typeof clientRefunds, dateLabel: string) {
  const schemas = refundSchemas(side);
  return {
    calls,
    schemas,
    dateLabel,
    filters: refundListFilters(side),
    audited: auditedRecord(side.refunds.name, schemas.output),
    present: (refund: RefundView, format: MoneyFormat) => presentRefund(side, refund, format),
  };
}

/**
 * The web page's two sides, each declared once as the API declares them: the party and its pages,
 * the documents it is owed or owes and the credits that take from them, and what settles them:
 * payments, and allocations of credits. The pages of both are written once, in party-pages.ts and
 * document-pages.ts.
 */
export const SALES_PAGES = {
  settlement: CLIENT_SIDE,
  party: {
    title: 'Clients',
    noun: 'client',
    path: '/clients',
    service: partyService('clients', 'Client'),
    audited: auditedRecord('client', Client),
    showsEmail: true,
    balanceLabel: 'Owes',
  },
  documents: {
    title: 'Invoices',
    noun: 'invoice',
    Noun: 'Invoice',
    path: '/invoices',
    linesField: 'invoiceLines',
    priceField: 'rate',
    categories: false,
    pdf: 'invoice',
    emailed: invoiceEmailed,
    statuses: ['draft', 'open', 'overdue', 'paid', 'writtenOff'],
    filters: documentListFilters('clientId', 'client', 'the invoiceNumber'),
    input: InvoiceInput,
    update: InvoiceUpdate,
    lineInput: InvoiceLineInput,
    audited: auditedRecord('invoice', Invoice),
    settled: CLIENT_SIDE.documents,
    settledBy: 'payments',
    calls: (config: Config) =>
      documentCalls(
        invoiceService(config.taxForm),
        (invoice) => ({
          ...invoice,
          number: invoice.invoiceNumber,
          partyId: invoice.clientId,
          partyName: invoice.clientName,
        }),
        (invoice) => presentInvoice(invoice, config.moneyFormat),
      ),
  } satisfies PagedKind,
  credits: {
    title: 'Credit notes',
    noun: 'credit note',
    Noun: 'Credit note',
    path: '/credit-notes',
    linesField: 'creditNoteLines',
    priceField: 'rate',
    categories: false,
    pdf: 'creditNote',
    emailed: creditNoteEmailed,
    statuses: ['draft', 'open', 'paid'],
    filters: documentListFilters('clientId', 'client', 'the creditNoteNumber'),
    input: CreditNoteInput,
    update: CreditNoteUpdate,
    lineInput: InvoiceLineInput,
    audited: auditedRecord('creditNote', CreditNote),
    settled: CLIENT_SIDE.credits,
    settledBy: 'allocations',
    calls: (config: Config) =>
      documentCalls(
        creditNoteService(config.taxForm),
        (note) => ({ ...note, number: note.creditNoteNumber, partyId: note.clientId, partyName: note.clientName }),
        (note) => presentCreditNote(note, config.moneyFormat),
      ),
  } satisfies PagedKind,
  payments: {
    dateLabel: 'Date received',
    schemas: CLIENT_PAYMENT_SCHEMAS,
    list: listClientPayments,
    create: presentedCreate(createClientPayment, presentClientPayment),
  },
  allocations: creditAllocations(CLIENT_SIDE, creditNoteAllocations),
  refunds: creditRefunds(CLIENT_SIDE, clientRefunds, 'Date paid'),
} as const;

export const PURCHASE_PAGES = {
  settlement: SUPPLIER_SIDE,
  party: {
    title: 'Suppliers',
    noun: 'supplier',
    path: '/suppliers',
    service: partyService('suppliers', 'Supplier'),
    audited: auditedRecord('supplier', Supplier),
    showsEmail: false,
    balanceLabel: 'We owe',
  },
  documents: {
    title: 'Bills',
    noun: 'bill',
    Noun: 'Bill',
    path: '/bills',
    linesField: 'billLines',
    priceField: 'unitPrice',
    categories: true,
    pdf: null,
    emailed: null,
    statuses: ['open', 'overdue', 'paid'],
    filters: documentListFilters('supplierId', 'supplier'),
    input: BillInput,
    update: BillUpdate,
    lineInput: BillLineInput,
    audited: auditedRecord('bill', Bill),
    settled: SUPPLIER_SIDE.documents,
    settledBy: 'payments',
    calls: (config: Config) =>
      documentCalls(
        billService(config.taxForm),
        (bill) => ({ ...bill, number: null, draft: false, partyId: bill.supplierId, partyName: bill.supplierName }),
        (bill) => presentBill(bill, config.moneyFormat),
      ),
  } satisfies PagedKind,
  credits: {
    title: 'Supplier credits',
    noun: 'supplier credit',
    Noun: 'Supplier credit',
    path: '/supplier-credits',
    linesField: 'supplierCreditLines',
    priceField: 'unitPrice',
    categories: true,
    pdf: null,
    emailed: null,
    statuses: ['open', 'paid'],
    filters: documentListFilters('supplierId', 'supplier', "the supplier's reference, one without sorting first"),
    input: SupplierCreditInput,
    update: SupplierCreditUpdate,
    lineInput: BillLineInput,
    audited: auditedRecord('supplierCredit', SupplierCredit),
    settled: SUPPLIER_SIDE.credits,
    settledBy: 'allocations',
    calls: (config: Config) =>
      documentCalls(
        supplierCreditService(config.taxForm),
        (credit) => ({
          ...credit,
          number: null,
          draft: false,
          partyId: credit.supplierId,
          partyName: credit.supplierName,
        }),
        (credit) => presentSupplierCredit(credit, config.moneyFormat),
      ),
  } satisfies PagedKind,
  payments: {
    dateLabel: 'Date paid',
    schemas: SUPPLIER_PAYMENT_SCHEMAS,
    list: listSupplierPayments,
    create: presentedCreate(createSupplierPayment, presentSupplierPayment),
  },
  allocations: creditAllocations(SUPPLIER_SIDE, supplierCreditAllocations),
  refunds: creditRefunds(SUPPLIER_SIDE, supplierRefunds, 'Date received'),
} as const;

export type WebSide = typeof SALES_PAGES | typeof PURCHASE_PAGES;
