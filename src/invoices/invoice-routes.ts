import type { FastifyPluginAsync } from 'fastify';
import { documentListFilters } from '../documents/document-filters.js';
import { presentDocumentLine } from '../documents/document-present.js';
import { presentDocumentAmounts } from '../documents/document-schemas.js';
import { documentEmailRoutes } from '../email/document-email-routes.js';
import { presentSent } from '../email/email-schemas.js';
import { salesEmailedKind } from '../email/sales-emails.js';
import { documentPdfFile } from '../pdf/document-pdf.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { lineRoutes } from '../shared/line-routes.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { Invoice, InvoiceInput, InvoiceLine, InvoiceLineInput, InvoiceUpdate } from './invoice-schemas.js';
import { type InvoiceView, invoiceService } from './invoice-service.js';

const TAG = 'Invoices';

export function presentInvoiceLine(line: InvoiceView['lines'][number], format: MoneyFormat): InvoiceLine {
  return Object.assign(presentDocumentLine(line, format), {
    rate: formatMoney(line.unitPrice, format),
    item: line.extra.item ?? undefined,
  });
}

export function presentInvoice(invoice: InvoiceView, format: MoneyFormat): Invoice {
  const shown = {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    draft: invoice.draft,
    clientName: invoice.clientName,
    clientId: invoice.clientId,
    poNumber: invoice.poNumber ?? undefined,
    recurringInvoiceId: invoice.recurringInvoiceId ?? undefined,
    invoiceLines: invoice.lines.map((line) => presentInvoiceLine(line, format)),
    ...presentSent(invoice),
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
  return Object.assign(shown, presentDocumentAmounts(invoice, format), presentWriteOff(invoice.writeOff, format));
}

/** An invoice's write-off, when it has one: its fields are left out of the answer otherwise. */
function presentWriteOff(writeOff: InvoiceView['writeOff'], format: MoneyFormat) {
  if (writeOff === null) return {};
  return {
    writtenOffAmount: formatMoney(writeOff.amount, format),
    writeOff: { id: writeOff.id, date: writeOff.date, vatReclaimed: formatMoney(writeOff.vatReclaimed, format) },
  };
}

/** How an invoice is sent by email, by the API and the web page. */
export const invoiceEmailed = salesEmailedKind({
  kind: 'invoice',
  path: '/invoices',
  tag: TAG,
  noun: 'invoice',
  recordType: 'invoice',
  output: Invoice,
  service: invoiceService,
  present: presentInvoice,
  number: 'invoiceNumber',
  sentOn: 'invoices',
});

export const invoiceRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = invoiceService(options.config.taxForm);
  await app.register(
    crudRoutes({
      path: '/invoices',
      recordType: 'invoice',
      tag: TAG,
      noun: 'invoice',
      input: InvoiceInput,
      updateInput: InvoiceUpdate,
      output: Invoice,
      service,
      present: presentInvoice,
      listFilters: documentListFilters('clientId', 'client', 'the invoiceNumber'),
      lines: { member: 'invoiceLines', path: '/invoices/{id}/invoiceLines' },
      printed: (db, companyId, id) => documentPdfFile(db, companyId, 'invoice', id),
    }),
    options,
  );
  await app.register(
    lineRoutes({
      path: '/invoices/:id/invoiceLines',
      tag: TAG,
      noun: 'line of an invoice',
      description: 'Recomputes the invoice and its postings; refused with 422 when the total would be negative.',
      input: InvoiceLineInput,
      output: InvoiceLine,
      service: () => service,
      present: presentInvoiceLine,
      document: { recordType: 'invoice', output: Invoice, get: service.get, present: presentInvoice },
    }),
    options,
  );
  await app.register(documentEmailRoutes(invoiceEmailed(options.config)), options);
};
