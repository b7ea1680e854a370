import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { documentListFilters, QUOTE_LISTED_STATUSES } from '../documents/document-filters.js';
import { presentDocumentAmounts } from '../documents/document-schemas.js';
import { documentEmailRoutes } from '../email/document-email-routes.js';
import { salesDocumentEmailed } from '../email/sales-emails.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { presentInvoice, presentInvoiceLine } from '../invoices/invoice-routes.js';
import { Invoice, InvoiceLine, InvoiceLineInput } from '../invoices/invoice-schemas.js';
import { invoiceService } from '../invoices/invoice-service.js';
import { documentPdfFile } from '../pdf/document-pdf.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { lineRoutes } from '../shared/line-routes.js';
import type { ModuleOptions } from '../shared/module-options.js';
import type { MoneyFormat } from '../shared/money.js';
import { IdParams } from '../shared/schemas.js';
import { Quote, QuoteConversion, QuoteInput, QuoteUpdate } from './quote-schemas.js';
import { type QuoteView, quoteService } from './quote-service.js';

const TAG = 'Quotes';

function presentQuote(quote: QuoteView, format: MoneyFormat): Quote {
  const shown = {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    currency: quote.currency,
    issueDate: quote.issueDate,
    expiryDate: quote.expiryDate,
    draft: quote.draft,
    clientName: quote.clientName,
    clientId: quote.clientId,
    poNumber: quote.poNumber ?? undefined,
    invoiceId: quote.invoiceId ?? undefined,
    quoteLines: quote.lines.map((line) => presentInvoiceLine(line, format)),
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
  };
  // A quote owes nothing: its amounts without what is outstanding, and its own status.
  const { outstandingAmount: _outstanding, ...amounts } = presentDocumentAmounts(
    { ...quote, outstandingAmount: 0n, status: 'draft' },
    format,
  );
  return Object.assign(shown, amounts, { status: quote.status });
}

const TRANSITIONS = [
  {
    name: 'markSent',
    summary: 'Mark a quote as sent',
    description:
      'For a quote given to the client by hand: a draft becomes sent; a sent or expired quote stays as it is. 409 once accepted, declined or invoiced.',
  },
  {
    name: 'accept',
    summary: 'Record that the client accepted a quote',
    description: 'From sent or expired only; 409 otherwise.',
  },
  {
    name: 'decline',
    summary: 'Record that the client declined a quote',
    description: 'From sent or expired only; 409 otherwise.',
  },
] as const;

const CONVERT = `Issues the quote's invoice: its client, currency, lines (each line's tax as the quote gives it, at the rate in force) and PO number, dated issueDate (today when left out) and due on dueDate (when left out, by the company's paymentTermsDays, or on the issue date without them); the invoice posts as any invoice, and the lock date holds it. The quote records invoiceId and becomes invoiced, in the same transaction. Once only: a second conversion is a 409 naming the invoice. A draft or declined quote is refused (422). Answers the invoice.`;

export const quoteRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, options) => {
  const { db, config } = options;
  const service = quoteService(config.taxForm);
  const invoices = invoiceService(config.taxForm);
  const audited = auditedRecord('quote', Quote);
  const auditedInvoice = auditedRecord('invoice', Invoice);
  const show = (quote: QuoteView) => presentQuote(quote, config.moneyFormat);
  await app.register(
    crudRoutes({
      path: '/quotes',
      recordType: 'quote',
      tag: TAG,
      noun: 'quote',
      input: QuoteInput,
      updateInput: QuoteUpdate,
      output: Quote,
      service,
      present: presentQuote,
      listFilters: documentListFilters('clientId', 'client', 'the quoteNumber', {
        statuses: QUOTE_LISTED_STATUSES,
        dueField: 'expiryDate',
      }),
      lines: { member: 'quoteLines', path: '/quotes/{id}/quoteLines' },
      printed: (executor, companyId, id) => documentPdfFile(executor, companyId, 'quote', id),
    }),
    options,
  );
  await app.register(
    lineRoutes({
      path: '/quotes/:id/quoteLines',
      tag: TAG,
      noun: 'line of a quote',
      description: 'Recomputes the quote, which posts nothing; refused with 422 when the total would be negative.',
      input: InvoiceLineInput,
      output: InvoiceLine,
      service: () => service,
      present: presentInvoiceLine,
      document: { recordType: 'quote', output: Quote, get: service.get, present: presentQuote },
    }),
    options,
  );
  await app.register(
    documentEmailRoutes({
      kind: 'quote',
      path: '/quotes',
      tag: TAG,
      noun: 'quote',
      recordType: 'quote',
      output: Quote,
      read: async (executor, companyId, id) => show(await service.get(executor, companyId, id)),
      emailed: async (executor, companyId, id) => {
        const quote = await service.get(executor, companyId, id);
        const summary = { ...quote, number: quote.quoteNumber, dueDate: quote.expiryDate };
        return salesDocumentEmailed(executor, companyId, 'quote', id, summary);
      },
      // As Xero does, a draft is sent: sending is how it leaves draft, as markSent does.
      sentOn: {
        mark: (write, companyId, id) => service.markSent(write, companyId, id),
        description:
          'sending marks the quote sent as markSent does (a draft becomes sent; 409 once it is accepted, declined or invoiced)',
      },
    }),
    options,
  );

  for (const { name, summary, description } of TRANSITIONS) {
    app.post(
      `/quotes/:id/${name}`,
      {
        schema: {
          tags: [TAG],
          summary,
          description,
          params: IdParams,
          headers: IdempotencyHeaders,
          response: { 200: Quote },
        },
      },
      async (request, reply) => {
        const { companyId } = request.principal;
        const id = BigInt(request.params.id);
        return idempotentCreate(request, reply, db, (executor) =>
          auditTrail(request, reply, audited).update(
            executor,
            id,
            async (write) => show(await service.get(write.trx, companyId, id)),
            async (write) => show(await service[name](write, companyId, id)),
          ),
        );
      },
    );
  }

  app.post(
    '/quotes/:id/convert',
    {
      schema: {
        tags: [TAG],
        summary: 'Convert a quote to an invoice',
        description: CONVERT,
        params: IdParams,
        headers: IdempotencyHeaders,
        body: QuoteConversion,
        response: { 200: Invoice },
      },
    },
    async (request, reply) => {
      const { companyId } = request.principal;
      const id = BigInt(request.params.id);
      return idempotentCreate(request, reply, db, (executor) =>
        auditTrail(request, reply, auditedInvoice).create(executor, async (write) => {
          let invoiceId = 0n;
          await auditTrail(request, reply, audited).update(
            write,
            id,
            async (inner) => show(await service.get(inner.trx, companyId, id)),
            async (inner) => {
              const converted = await service.convert(inner, companyId, id, request.body, invoices.create);
              invoiceId = converted.invoiceId;
              return show(converted.quote);
            },
          );
          return presentInvoice(await invoices.get(write.trx, companyId, invoiceId), config.moneyFormat);
        }),
      );
    },
  );
};
