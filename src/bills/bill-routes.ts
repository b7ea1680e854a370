import type { FastifyPluginAsync } from 'fastify';
import { documentListFilters } from '../documents/document-filters.js';
import { presentDocumentLine } from '../documents/document-present.js';
import { presentDocumentAmounts } from '../documents/document-schemas.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { lineRoutes } from '../shared/line-routes.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { Bill, BillInput, BillLine, BillLineInput, BillUpdate } from './bill-schemas.js';
import { type BillView, billService } from './bill-service.js';

const TAG = 'Bills';

export function presentBillLine(line: BillView['lines'][number], format: MoneyFormat): BillLine {
  return Object.assign(presentDocumentLine(line, format), {
    unitPrice: formatMoney(line.unitPrice, format),
    categoryCode: line.extra.categoryCode,
  });
}

export function presentBill(bill: BillView, format: MoneyFormat): Bill {
  const shown = {
    id: bill.id,
    currency: bill.currency,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    type: bill.type,
    supplierName: bill.supplierName,
    supplierId: bill.supplierId,
    billLines: bill.lines.map((line) => presentBillLine(line, format)),
    createdAt: bill.createdAt,
    updatedAt: bill.updatedAt,
  };
  return Object.assign(shown, presentDocumentAmounts(bill, format));
}

export const billRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const service = billService(options.config.taxForm);
  await app.register(
    crudRoutes({
      path: '/bills',
      recordType: 'bill',
      tag: TAG,
      noun: 'bill',
      input: BillInput,
      updateInput: BillUpdate,
      output: Bill,
      service,
      present: presentBill,
      lines: { member: 'billLines', path: '/bills/{id}/billLines' },
      listFilters: documentListFilters('supplierId', 'supplier'),
    }),
    options,
  );
  await app.register(
    lineRoutes({
      path: '/bills/:id/billLines',
      tag: TAG,
      noun: 'line of a bill',
      description:
        'Recomputes the bill and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.',
      input: BillLineInput,
      output: BillLine,
      service: () => service,
      present: presentBillLine,
      document: { recordType: 'bill', output: Bill, get: service.get, present: presentBill },
    }),
    options,
  );
};
