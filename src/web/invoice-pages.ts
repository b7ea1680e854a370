import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { documentListFilters } from '../documents/document-filters.js';
import { presentInvoice } from '../invoices/invoice-routes.js';
import { Invoice, InvoiceInput } from '../invoices/invoice-schemas.js';
import { type InvoiceView, invoiceService } from '../invoices/invoice-service.js';
import { lineItemService } from '../line-items/line-item-service.js';
import { partyService } from '../parties/party-service.js';
import { createClientPayment, listClientPayments } from '../payments/client-payment-service.js';
import { presentClientPayment } from '../payments/payment-routes.js';
import { CLIENT_PAYMENT_SCHEMAS } from '../payments/payment-schemas.js';
import { documentPdfFile } from '../pdf/document-pdf.js';
import { salesTaxService } from '../sales-taxes/sales-tax-service.js';
import { paymentListFilters } from '../settlements/settlement-filters.js';
import { CLIENT_SIDE } from '../settlements/sides.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { sendPdf } from '../shared/pdf-answers.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { invoiceRow, STATUS_NAMES, type Writers, writersFor } from './web-format.js';
import { formInput, formRefusal, refusedForm } from './web-forms.js';

/** The invoices a list shows at once, latest issued first; the search and status narrow them. */
const LISTED_INVOICES = 100;
/** The lines the create form offers; those left empty are left out. */
const FORM_LINES = 5;
const LINE_FIELDS = ['lineItem', 'description', 'quantity', 'rate', 'salesTaxCode'] as const;
const STATUS_FILTERS = ['draft', 'open', 'overdue', 'paid', 'writtenOff'] as const;
const PAYMENT_FIELDS = ['amount', 'dateReceived', 'bankAccountId'];

const InvoiceSearch = Type.Object({ status: Type.Optional(Type.String()), q: Type.Optional(Type.String()) });

const invoiceList = documentListFilters('clientId', 'client', 'the invoiceNumber');
const paymentsOfInvoice = paymentListFilters(CLIENT_SIDE);
const clients = partyService('clients', 'Client');
const auditedInvoice = auditedRecord('invoice', Invoice);
const auditedPayment = auditedRecord('clientPayment', CLIENT_PAYMENT_SCHEMAS.output);
const idOf = (request: FastifyRequest) => BigInt((request.params as { id: string }).id);
const lineName = (index: number, field: string) => `invoiceLines[${index}].${field}`;

/** The invoices: their list with its status filter and search, a page each, the create form and recording a payment. */
export function invoicePages(app: FastifyInstance, { db, config }: ModuleOptions): void {
  const invoices = invoiceService(config.taxForm);
  const reading = { schema: { hide: true, params: IdParams }, config: { permission: 'read' as const } };

  app.get(
    '/invoices',
    { schema: { hide: true, querystring: InvoiceSearch }, config: { permission: 'read' } },
    async (request, reply) => {
      const { companyId } = request.principal;
      const search = formInput(request.query, ['status', 'q']);
      const query = { ...search, sort: '-issueDate' };
      assertValid(invoiceList.query, query);
      const [company, listed] = await Promise.all([
        getCompanySettings(db, companyId),
        invoices.list(db, companyId, { limit: LISTED_INVOICES }, invoiceList.of(query)),
      ]);
      const write = writersFor(company);
      return reply.view('invoices', {
        title: 'Invoices',
        current: 'Invoices',
        search,
        statuses: STATUS_FILTERS.map((status) => ({ value: status, name: STATUS_NAMES[status] })),
        invoices: listed.items.map((invoice) => invoiceRow(invoice, write)),
        more: listed.total > listed.items.length,
      });
    },
  );

  const formChoices = async (companyId: bigint) => {
    const [company, parties, taxes, items] = await Promise.all([
      getCompanySettings(db, companyId),
      clients.list(db, companyId, {}),
      salesTaxService.list(db, companyId, {}),
      lineItemService.list(db, companyId, {}),
    ]);
    return {
      title: 'New invoice',
      current: 'Invoices',
      clients: parties.items,
      taxes: taxes.items,
      lineItems: items.items,
      lines: Array.from({ length: FORM_LINES }, (_, index) => index),
      company,
    };
  };

  app.get(
    '/invoices/new',
    {
      schema: { hide: true, querystring: Type.Object({ clientId: Type.Optional(Type.String()) }) },
      config: { permission: 'write:documents' },
    },
    async (request, reply) => {
      const choices = await formChoices(request.principal.companyId);
      const values = {
        clientId: (request.query as { clientId?: string }).clientId ?? '',
        currency: choices.company.currency,
        issueDate: today(),
      };
      return reply.view('invoice-form', { ...choices, values });
    },
  );

  app.post(
    '/invoices',
    { schema: { hide: true }, config: { permission: 'write:documents' } },
    async (request, reply) => {
      const { companyId } = request.principal;
      const choices = await formChoices(companyId);
      const values = formInput(request.body, INVOICE_FORM_FIELDS);
      try {
        const input = invoiceInput(values, choices.lineItems);
        assertValid(InvoiceInput, input);
        const created = await auditTrail(request, reply, auditedInvoice).create(db, async (write) =>
          presentInvoice(await invoices.create(write, companyId, input), config.moneyFormat),
        );
        return reply.redirect(`${reply.locals?.base}/invoices/${created.id}`, 303);
      } catch (error) {
        return refusedForm(reply, error, 'invoice-form', { ...choices, values });
      }
    },
  );

  const showInvoice = async (request: FastifyRequest, reply: FastifyReply, form = {}) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    const invoice = await invoices.get(db, companyId, id);
    const [company, payments, banks] = await Promise.all([
      getCompanySettings(db, companyId),
      listClientPayments(db, companyId, {}, paymentsOfInvoice.of({ invoiceId: Number(id) })),
      bankAccountService.list(db, companyId, {}),
    ]);
    const write = writersFor(company);
    return reply.view('invoice', {
      title: `Invoice ${invoice.invoiceNumber}`,
      current: 'Invoices',
      ...invoicePage(invoice, write),
      payments: payments.items.map((payment) => ({
        date: write.date(payment.date),
        amount: write.money(payment.amount, payment.currency),
      })),
      payable: !invoice.draft && invoice.outstandingAmount > 0n,
      banks: banks.items.filter((bank) => bank.currency === invoice.currency),
      values: { amount: formatMoney(invoice.outstandingAmount, 'plain'), dateReceived: today() },
      ...form,
    });
  };

  app.get('/invoices/:id', reading, (request, reply) => showInvoice(request, reply));

  app.get('/invoices/:id.pdf', reading, async (request, reply) =>
    sendPdf(reply, await documentPdfFile(db, request.principal.companyId, 'invoice', idOf(request))),
  );

  app.post(
    '/invoices/:id/payments',
    { schema: { hide: true, params: IdParams }, config: { permission: 'write:payments' } },
    async (request, reply) => {
      const { companyId } = request.principal;
      const values = formInput(request.body, PAYMENT_FIELDS);
      try {
        const invoice = await invoices.get(db, companyId, idOf(request));
        const input = {
          clientId: Number(invoice.clientId),
          currency: invoice.currency,
          ...values,
          bankAccountId: wholeNumber(values.bankAccountId),
          invoiceIds: [Number(invoice.id)],
        };
        assertValid(CLIENT_PAYMENT_SCHEMAS.input, input);
        await auditTrail(request, reply, auditedPayment).create(db, async (write) =>
          presentClientPayment(await createClientPayment(write, companyId, input), config.moneyFormat),
        );
        return reply.redirect(`${reply.locals?.base}/invoices/${invoice.id}`, 303);
      } catch (error) {
        const refusal = formRefusal(error);
        return showInvoice(request, reply.code(refusal.status), { values, ...refusal });
      }
    },
  );
}

/** The create form's fields, as the API's body names them: a line's are named by its place. */
const INVOICE_FORM_FIELDS = [
  'clientId',
  'currency',
  'issueDate',
  'dueDate',
  ...Array.from({ length: FORM_LINES }, (_, index) => LINE_FIELDS.map((field) => lineName(index, field))).flat(),
];

/** Digits as a number, as the API's JSON would carry an id or a quantity; anything else as it was typed, for the check to name. */
function wholeNumber(text: string | undefined): number | string | undefined {
  return text !== undefined && /^[0-9]{1,15}$/.test(text) ? Number(text) : text;
}

function numeric(text: string | undefined): number | string | undefined {
  return text !== undefined && /^-?[0-9]{1,10}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : text;
}

type LineItem = Awaited<ReturnType<typeof lineItemService.list>>['items'][number];

/**
 * The API's body of the invoice the form describes. A line that names a line item takes the item's
 * description, quantity, rate and tax where the form leaves them empty; a line left wholly empty is
 * no line.
 */
function invoiceInput(values: Record<string, string>, lineItems: LineItem[]) {
  const lines = Array.from({ length: FORM_LINES }, (_, index) => {
    const field = (name: string) => values[lineName(index, name)];
    const item = lineItems.find((candidate) => String(candidate.id) === field('lineItem'));
    const line = {
      description: field('description') ?? item?.defaultDescription,
      quantity: numeric(field('quantity')) ?? item?.defaultQuantity,
      rate: field('rate') ?? (item?.defaultRate === undefined ? undefined : formatMoney(item.defaultRate, 'plain')),
      salesTaxCode: field('salesTaxCode') ?? item?.defaultSalesTaxCode ?? undefined,
    };
    return Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined && value !== null));
  });
  return {
    clientId: wholeNumber(values.clientId),
    currency: values.currency,
    issueDate: values.issueDate,
    ...(values.dueDate === undefined ? {} : { dueDate: values.dueDate }),
    invoiceLines: lines.filter((line) => Object.keys(line).length > 0),
  };
}

/** An invoice as its page shows it, in the company's locale. */
function invoicePage(invoice: InvoiceView, write: Writers) {
  const money = (amount: bigint) => write.money(amount, invoice.currency);
  return {
    invoice: {
      ...invoiceRow(invoice, write),
      net: money(invoice.netAmount),
      tax: money(invoice.taxAmount),
      clientId: invoice.clientId,
    },
    lines: invoice.lines.map((line) => ({
      description: line.description ?? '',
      quantity: write.quantity(line.quantityMicros),
      rate: money(line.unitPrice),
      net: money(line.net),
      tax: money(line.taxAmount),
    })),
  };
}
