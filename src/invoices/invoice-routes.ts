import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app.js';
import { presentDocumentLine } from '../documents/document-present.js';
import { presentBaseAmounts } from '../documents/document-schemas.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { lineRoutes } from '../shared/line-routes.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { Invoice, InvoiceInput, InvoiceLine, InvoiceLineInput, InvoiceUpdate } from './invoice-schemas.js';
import { type InvoiceView, invoiceService } from './invoice-service.js';

const TAG = 'Invoices';

export function presentInvoiceLine(line: InvoiceView['lines'][number], format: MoneyFormat): InvoiceLine {
  return {
    ...presentDocumentLine(line, format),
    rate: formatMoney(line.unitPrice, format),
    ...(line.extra.item === null ? {} : { item: line.extra.item }),
  };
}

function presentInvoice({ lines, ...invoice }: InvoiceView, format: MoneyFormat): Invoice {
  const money = (amount: bigint) => formatMoney(amount, format);
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    draft: invoice.draft,
    clientName: invoice.clientName,
    clientId: invoice.clientId,
    ...(invoice.poNumber === null ? {} : { poNumber: invoice.poNumber }),
    netAmount: money(invoice.netAmount),
    taxAmount: money(invoice.taxAmount),
    totalAmount: money(invoice.totalAmount),
    outstandingAmount: money(invoice.outstandingAmount),
    ...presentBaseAmounts(invoice, money),
    invoiceLines: lines.map((line) => presentInvoiceLine(line, format)),
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
}

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
};
