import type { FastifyPluginAsync } from 'fastify';
import { presentBillLine } from '../bills/bill-routes.js';
import { BillLine, BillLineInput } from '../bills/bill-schemas.js';
import { documentListFilters } from '../documents/document-filters.js';
import { presentDocumentAmounts } from '../documents/document-schemas.js';
import { documentEmailRoutes } from '../email/document-email-routes.js';
import { presentSent } from '../email/email-schemas.js';
import { salesEmailedKind } from '../email/sales-emails.js';
import { presentInvoiceLine } from '../invoices/invoice-routes.js';
import { InvoiceLine, InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { documentPdfFile } from '../pdf/document-pdf.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { lineRoutes } from '../shared/line-routes.js';
import type { ModuleOptions } from '../shared/module-options.js';
import type { MoneyFormat } from '../shared/money.js';
import {
  CreditNote,
  CreditNoteInput,
  CreditNoteUpdate,
  SupplierCredit,
  SupplierCreditInput,
  SupplierCreditUpdate,
} from './credit-note-schemas.js';
import {
  type CreditNoteView,
  creditNoteService,
  type SupplierCreditView,
  supplierCreditService,
} from './credit-note-service.js';

const CREDIT_NOTES = 'Credit notes';
const LINE_CALLS = 'Recomputes the credit note and its postings; refused with 422 when the total would be negative.';

export function presentCreditNote(note: CreditNoteView, format: MoneyFormat): CreditNote {
  const shown = {
    id: note.id,
    creditNoteNumber: note.creditNoteNumber,
    currency: note.currency,
    issueDate: note.issueDate,
    dueDate: note.dueDate,
    draft: note.draft,
    clientName: note.clientName,
    clientId: note.clientId,
    invoiceId: note.invoiceId ?? undefined,
    reference: note.reference ?? undefined,
    creditNoteLines: note.lines.map((line) => presentInvoiceLine(line, format)),
    ...presentSent(note),
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
  return Object.assign(shown, presentDocumentAmounts(note, format));
}

export function presentSupplierCredit(credit: SupplierCreditView, format: MoneyFormat): SupplierCredit {
  const shown = {
    id: credit.id,
    currency: credit.currency,
    issueDate: credit.issueDate,
    dueDate: credit.dueDate,
    supplierName: credit.supplierName,
    supplierId: credit.supplierId,
    billId: credit.billId ?? undefined,
    reference: credit.reference ?? undefined,
    supplierCreditLines: credit.lines.map((line) => presentBillLine(line, format)),
    createdAt: credit.createdAt,
    updatedAt: credit.updatedAt,
  };
  return Object.assign(shown, presentDocumentAmounts(credit, format));
}

/** How a credit note is sent by email, by the API and the web page. */
export const creditNoteEmailed = salesEmailedKind({
  kind: 'creditNote',
  path: '/creditNotes',
  tag: CREDIT_NOTES,
  noun: 'credit note',
  recordType: 'creditNote',
  output: CreditNote,
  service: creditNoteService,
  present: presentCreditNote,
  number: 'creditNoteNumber',
  sentOn: 'credit_notes',
});

export const creditNoteRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = creditNoteService(options.config.taxForm);
  const tag = CREDIT_NOTES;
  await app.register(
    crudRoutes({
      path: '/creditNotes',
      recordType: 'creditNote',
      tag,
      noun: 'credit note',
      input: CreditNoteInput,
      updateInput: CreditNoteUpdate,
      output: CreditNote,
      service,
      present: presentCreditNote,
      listFilters: documentListFilters('clientId', 'client', 'the creditNoteNumber'),
      lines: { member: 'creditNoteLines', path: '/creditNotes/{id}/creditNoteLines' },
      printed: (db, companyId, id) => documentPdfFile(db, companyId, 'creditNote', id),
    }),
    options,
  );
  await app.register(
    lineRoutes({
      path: '/creditNotes/:id/creditNoteLines',
      tag,
      noun: 'line of a credit note',
      description: LINE_CALLS,
      input: InvoiceLineInput,
      output: InvoiceLine,
      service: () => service,
      present: presentInvoiceLine,
      document: { recordType: 'creditNote', output: CreditNote, get: service.get, present: presentCreditNote },
    }),
    options,
  );
  await app.register(documentEmailRoutes(creditNoteEmailed(options.config)), options);
};

export const supplierCreditRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = supplierCreditService(options.config.taxForm);
  const tag = 'Supplier credits';
  await app.register(
    crudRoutes({
      path: '/supplierCredits',
      recordType: 'supplierCredit',
      tag,
      noun: 'supplier credit',
      input: SupplierCreditInput,
      updateInput: SupplierCreditUpdate,
      output: SupplierCredit,
      service,
      present: presentSupplierCredit,
      listFilters: documentListFilters('supplierId', 'supplier', "the supplier's reference, one without sorting first"),
      lines: { member: 'supplierCreditLines', path: '/supplierCredits/{id}/supplierCreditLines' },
    }),
    options,
  );
  await app.register(
    lineRoutes({
      path: '/supplierCredits/:id/supplierCreditLines',
      tag,
      noun: 'line of a supplier credit',
      description: `${LINE_CALLS} The line may carry vatRate whatever TAX_FORM is.`,
      input: BillLineInput,
      output: BillLine,
      service: () => service,
      present: presentBillLine,
      document: {
        recordType: 'supplierCredit',
        output: SupplierCredit,
        get: service.get,
        present: presentSupplierCredit,
      },
    }),
    options,
  );
};
