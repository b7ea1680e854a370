import type { TObject } from '@sinclair/typebox';
import { auditedRecord } from '../audit/audit-hooks.js';
import { presentBill } from '../bills/bill-routes.js';
import { Bill, BillInput } from '../bills/bill-schemas.js';
import { billService } from '../bills/bill-service.js';
import type { Config } from '../config.js';
import type { Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';
import { type DocumentListing, documentListFilters } from '../documents/document-filters.js';
import type { DocumentLine } from '../documents/document-lines.js';
import type { DocumentStatus } from '../documents/document-status.js';
import { presentInvoice } from '../invoices/invoice-routes.js';
import { Invoice, InvoiceInput } from '../invoices/invoice-schemas.js';
import { invoiceService } from '../invoices/invoice-service.js';
import { Client, Supplier } from '../parties/party-schemas.js';
import { partyService } from '../parties/party-service.js';
import { createClientPayment, listClientPayments } from '../payments/client-payment-service.js';
import { presentClientPayment, presentSupplierPayment } from '../payments/payment-routes.js';
import { CLIENT_PAYMENT_SCHEMAS, SUPPLIER_PAYMENT_SCHEMAS } from '../payments/payment-schemas.js';
import { createSupplierPayment, listSupplierPayments } from '../payments/supplier-payment-service.js';
import type { PrintedKind } from '../pdf/document-pdf.js';
import { CLIENT_SIDE, SUPPLIER_SIDE } from '../settlements/sides.js';
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
}

/** How a document service reads its documents, as `View`s. */
interface DocumentReads<View> {
  list: (
    db: Executor,
    companyId: bigint,
    page: Page,
    listing: DocumentListing,
  ) => Promise<{ items: View[]; total: number }>;
  get: (db: Executor, companyId: bigint, id: bigint) => Promise<View>;
}

/** A side's documents as its pages call them: read as a page reads them, created as the API answers them. */
interface DocumentCalls extends DocumentReads<DocumentOnPage> {
  create: (write: Write, companyId: bigint, input: unknown) => Promise<{ id: bigint }>;
}

interface DocumentService<View> extends DocumentReads<View> {
  create: (write: Write, companyId: bigint, input: never) => Promise<View>;
}

/** A document service's calls with its views read for the pages, and its creations presented for the audit trail. */
function documentCalls<View>(
  service: DocumentService<View>,
  onPage: (view: View) => DocumentOnPage,
  present: (view: View) => { id: bigint },
): DocumentCalls {
  return {
    list: async (db, companyId, page, listing) => {
      const listed = await service.list(db, companyId, page, listing);
      return { items: listed.items.map(onPage), total: listed.total };
    },
    get: async (db, companyId, id) => onPage(await service.get(db, companyId, id)),
    create: async (write, companyId, input) => present(await service.create(write, companyId, input as never)),
  };
}

/** A payment service's create, answering the payment as the API does, for the audit trail. */
const presentedCreate =
  <View>(
    create: (write: Write, companyId: bigint, input: never) => Promise<View>,
    present: (view: View, format: MoneyFormat) => { id: bigint },
  ) =>
  async (write: Write, companyId: bigint, input: unknown, config: Config) =>
    present(await create(write, companyId, input as never), config.moneyFormat);

/**
 * The web page's two sides, each declared once as the API declares them: the party and its pages,
 * the documents it is owed or owes and theirs, and the payments that settle them. The pages of
 * both are written once, in party-pages.ts and document-pages.ts.
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
    /** The API has a client's statement, and no supplier's. */
    hasStatement: true,
  },
  documents: {
    title: 'Invoices',
    noun: 'invoice',
    Noun: 'Invoice',
    path: '/invoices',
    linesField: 'invoiceLines',
    priceField: 'rate',
    categories: false,
    pdf: 'invoice' as PrintedKind | null,
    statuses: ['draft', 'open', 'overdue', 'paid', 'writtenOff'],
    filters: documentListFilters('clientId', 'client', 'the invoiceNumber'),
    input: InvoiceInput as TObject,
    audited: auditedRecord('invoice', Invoice),
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
  },
  payments: {
    dateLabel: 'Date received',
    schemas: CLIENT_PAYMENT_SCHEMAS,
    list: listClientPayments,
    create: presentedCreate(createClientPayment, presentClientPayment),
  },
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
    hasStatement: false,
  },
  documents: {
    title: 'Bills',
    noun: 'bill',
    Noun: 'Bill',
    path: '/bills',
    linesField: 'billLines',
    priceField: 'unitPrice',
    categories: true,
    pdf: null as PrintedKind | null,
    statuses: ['open', 'overdue', 'paid'],
    filters: documentListFilters('supplierId', 'supplier'),
    input: BillInput as TObject,
    audited: auditedRecord('bill', Bill),
    calls: (config: Config) =>
      documentCalls(
        billService(config.taxForm),
        (bill) => ({ ...bill, number: null, draft: false, partyId: bill.supplierId, partyName: bill.supplierName }),
        (bill) => presentBill(bill, config.moneyFormat),
      ),
  },
  payments: {
    dateLabel: 'Date paid',
    schemas: SUPPLIER_PAYMENT_SCHEMAS,
    list: listSupplierPayments,
    create: presentedCreate(createSupplierPayment, presentSupplierPayment),
  },
} as const;

export type WebSide = typeof SALES_PAGES | typeof PURCHASE_PAGES;
