import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { bankAccountService } from '../bank-accounts/bank-account-service.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { lineItemService } from '../line-items/line-item-service.js';
import { documentPdfFile } from '../pdf/document-pdf.js';
import { salesTaxService } from '../sales-taxes/sales-tax-service.js';
import { paymentListFilters } from '../settlements/settlement-filters.js';
import { today } from '../shared/dates.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { formatMoney } from '../shared/money.js';
import { sendPdf } from '../shared/pdf-answers.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { documentRow, STATUS_NAMES, type Writers, writersFor } from './web-format.js';
import { formInput, formRefusal, refusedForm, wholeNumber } from './web-forms.js';
import type { DocumentOnPage, WebSide } from './web-sides.js';

/** The documents a list shows at once, latest issued first; the search and status narrow them. */
const LISTED_DOCUMENTS = 100;
/** The lines the create form offers; those left empty are left out. */
const FORM_LINES = 5;

const DocumentSearch = Type.Object({ status: Type.Optional(Type.String()), q: Type.Optional(Type.String()) });

const idOf = (request: FastifyRequest) => BigInt((request.params as { id: string }).id);

/** A side's documents: their list with its status filter and search, a page each, the create form and recording a payment. */
export const documentPages =
  (side: WebSide) =>
  (app: FastifyInstance, { db, config }: ModuleOptions): void => {
    const { documents: kind, settlement } = side;
    const documents = kind.calls(config);
    const paymentsOf = paymentListFilters(settlement);
    const auditedPayment = auditedRecord(settlement.payments.name, side.payments.schemas.output);
    const formFields = documentFormFields(side);
    const paymentFields = ['amount', settlement.payments.dateField, 'bankAccountId'];
    const current = kind.title;
    const reading = { schema: { hide: true, params: IdParams }, config: { permission: 'read' as const } };

    app.get(
      kind.path,
      { schema: { hide: true, querystring: DocumentSearch }, config: { permission: 'read' } },
      async (request, reply) => {
        const { companyId } = request.principal;
        const search = formInput(request.query, ['status', 'q']);
        const query = { ...search, sort: '-issueDate' };
        assertValid(kind.filters.query, query);
        const [company, listed] = await Promise.all([
          getCompanySettings(db, companyId),
          documents.list(db, companyId, { limit: LISTED_DOCUMENTS }, kind.filters.of(query)),
        ]);
        const write = writersFor(company);
        return reply.view('documents', {
          title: kind.title,
          current,
          side,
          search,
          statuses: kind.statuses.map((status) => ({ value: status, name: STATUS_NAMES[status] })),
          documents: listed.items.map((document) => documentRow(document, write)),
          more: listed.total > listed.items.length,
        });
      },
    );

    const formChoices = async (companyId: bigint) => {
      const [company, parties, taxes, items] = await Promise.all([
        getCompanySettings(db, companyId),
        side.party.service.list(db, companyId, {}),
        salesTaxService.list(db, companyId, {}),
        lineItemService.list(db, companyId, {}),
      ]);
      return {
        title: `New ${kind.noun}`,
        current,
        side,
        parties: parties.items,
        taxes: taxes.items,
        lineItems: items.items,
        lines: Array.from({ length: FORM_LINES }, (_, index) => index),
        company,
      };
    };

    app.get(
      `${kind.path}/new`,
      {
        schema: { hide: true, querystring: Type.Object({ [settlement.party.field]: Type.Optional(Type.String()) }) },
        config: { permission: 'write:documents' },
      },
      async (request, reply) => {
        const choices = await formChoices(request.principal.companyId);
        const values = {
          [settlement.party.field]: (request.query as Record<string, string | undefined>)[settlement.party.field] ?? '',
          currency: choices.company.currency,
          issueDate: today(),
        };
        return reply.view('document-form', { ...choices, values });
      },
    );

    app.post(
      kind.path,
      { schema: { hide: true }, config: { permission: 'write:documents' } },
      async (request, reply) => {
        const { companyId } = request.principal;
        const choices = await formChoices(companyId);
        const values = formInput(request.body, formFields);
        try {
          const input = documentInput(side, values, choices.lineItems);
          assertValid(kind.input, input);
          const created = await auditTrail(request, reply, kind.audited).create(db, (write) =>
            documents.create(write, companyId, input),
          );
          return reply.redirect(`${reply.locals?.base}${kind.path}/${created.id}`, 303);
        } catch (error) {
          return refusedForm(reply, error, 'document-form', { ...choices, values });
        }
      },
    );

    const showDocument = async (request: FastifyRequest, reply: FastifyReply, form = {}) => {
      const { companyId } = request.principal;
      const id = idOf(request);
      const document = await documents.get(db, companyId, id);
      const [company, payments, banks] = await Promise.all([
        getCompanySettings(db, companyId),
        side.payments.list(db, companyId, {}, paymentsOf.of({ [settlement.documents.field]: Number(id) })),
        bankAccountService.list(db, companyId, {}),
      ]);
      const write = writersFor(company);
      return reply.view('document', {
        title: document.number === null ? `${kind.Noun} from ${document.partyName}` : `${kind.Noun} ${document.number}`,
        current,
        side,
        ...documentPage(document, write),
        payments: payments.items.map((payment) => ({
          date: write.date(payment.date),
          amount: write.money(payment.amount, payment.currency),
        })),
        payable: !document.draft && document.outstandingAmount > 0n,
        banks: banks.items.filter((bank) => bank.currency === document.currency),
        values: { amount: formatMoney(document.outstandingAmount, 'plain'), [settlement.payments.dateField]: today() },
        ...form,
      });
    };

    app.get(`${kind.path}/:id`, reading, (request, reply) => showDocument(request, reply));

    const printed = kind.pdf;
    if (printed !== null) {
      app.get(`${kind.path}/:id.pdf`, reading, async (request, reply) =>
        sendPdf(reply, await documentPdfFile(db, request.principal.companyId, printed, idOf(request))),
      );
    }

    app.post(
      `${kind.path}/:id/payments`,
      { schema: { hide: true, params: IdParams }, config: { permission: 'write:payments' } },
      async (request, reply) => {
        const { companyId } = request.principal;
        const values = formInput(request.body, paymentFields);
        try {
          const document = await documents.get(db, companyId, idOf(request));
          const input = {
            [settlement.party.field]: Number(document.partyId),
            currency: document.currency,
            ...values,
            bankAccountId: wholeNumber(values.bankAccountId),
            [settlement.documents.idsField]: [Number(document.id)],
          };
          assertValid(side.payments.schemas.input, input);
          await auditTrail(request, reply, auditedPayment).create(db, (write) =>
            side.payments.create(write, companyId, input, config),
          );
          return reply.redirect(`${reply.locals?.base}${kind.path}/${document.id}`, 303);
        } catch (error) {
          const refusal = formRefusal(error);
          return showDocument(request, reply.code(refusal.status), { values, ...refusal });
        }
      },
    );
  };

/** The fields of a line of a side's create form: the API's, and a line item to fill them from. */
export const lineFieldsOf = ({ documents }: WebSide) => [
  'lineItem',
  'description',
  'quantity',
  documents.priceField,
  'salesTaxCode',
  ...(documents.categories ? ['categoryCode'] : []),
];

const lineName = ({ documents }: WebSide, index: number, field: string) => `${documents.linesField}[${index}].${field}`;

/** The create form's fields, as the API's body names them: a line's are named by its place. */
const documentFormFields = (side: WebSide) => [
  side.settlement.party.field,
  'currency',
  'issueDate',
  'dueDate',
  ...Array.from({ length: FORM_LINES }, (_, index) =>
    lineFieldsOf(side).map((field) => lineName(side, index, field)),
  ).flat(),
];

function numeric(text: string | undefined): number | string | undefined {
  return text !== undefined && /^-?[0-9]{1,10}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : text;
}

type LineItem = Awaited<ReturnType<typeof lineItemService.list>>['items'][number];

/**
 * The API's body of the document the form describes. A line that names a line item takes the item's
 * description, quantity, rate and tax where the form leaves them empty; a line left wholly empty is
 * no line.
 */
function documentInput(side: WebSide, values: Record<string, string>, lineItems: LineItem[]) {
  const { priceField, categories, linesField } = side.documents;
  const lines = Array.from({ length: FORM_LINES }, (_, index) => {
    const field = (name: string) => values[lineName(side, index, name)];
    const item = lineItems.find((candidate) => String(candidate.id) === field('lineItem'));
    const line = {
      description: field('description') ?? item?.defaultDescription,
      quantity: numeric(field('quantity')) ?? item?.defaultQuantity,
      [priceField]:
        field(priceField) ?? (item?.defaultRate === undefined ? undefined : formatMoney(item.defaultRate, 'plain')),
      salesTaxCode: field('salesTaxCode') ?? item?.defaultSalesTaxCode ?? undefined,
      ...(categories ? { categoryCode: field('categoryCode') } : {}),
    };
    return Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined && value !== null));
  });
  const partyField = side.settlement.party.field;
  return {
    [partyField]: wholeNumber(values[partyField]),
    currency: values.currency,
    issueDate: values.issueDate,
    ...(values.dueDate === undefined ? {} : { dueDate: values.dueDate }),
    [linesField]: lines.filter((line) => Object.keys(line).length > 0),
  };
}

/** A document as its page shows it, in the company's locale. */
function documentPage(document: DocumentOnPage, write: Writers) {
  const money = (amount: bigint) => write.money(amount, document.currency);
  return {
    document: {
      ...documentRow(document, write),
      net: money(document.netAmount),
      tax: money(document.taxAmount),
      partyId: document.partyId,
    },
    lines: document.lines.map((line) => ({
      description: line.description ?? '',
      quantity: write.quantity(line.quantityMicros),
      rate: money(line.unitPrice),
      net: money(line.net),
      tax: money(line.taxAmount),
    })),
  };
}
