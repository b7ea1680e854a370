import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditTrail } from '../audit/audit-hooks.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { lineItemService } from '../line-items/line-item-service.js';
import { documentPdfFile } from '../pdf/document-pdf.js';
import { salesTaxService } from '../sales-taxes/sales-tax-service.js';
import { today } from '../shared/dates.js';
import { DomainError } from '../shared/errors.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { sendPdf } from '../shared/pdf-answers.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { documentEmailForms } from './document-email-forms.js';
import {
  type AnsweredDocument,
  documentFormFields,
  documentInput,
  editedInput,
  editLineCount,
  FORM_LINES,
  formValuesOf,
  removedLineIds,
  sentLineCount,
} from './document-forms.js';
import { documentListing, listPaging } from './document-paging.js';
import { refundPages } from './refund-pages.js';
import { settlementForms } from './settlement-forms.js';
import { documentRow, STATUS_NAMES, type Writers, writersFor } from './web-format.js';
import { formInput, formRefusal, pageRefusal, refusedForm } from './web-forms.js';
import type { DocumentOnPage, PagedKind, WebSide } from './web-sides.js';

const idOf = (request: FastifyRequest) => BigInt((request.params as { id: string }).id);
const SettledParams = Type.Object({ id: PathId, settledId: PathId });
/** A document's page after its email is sent, which says so. */
const SentQuery = Type.Object({ sent: Type.Optional(Type.String()) });

/** What an edit sent after someone else changed the document is told, above the document as it now stands. */
const CHANGED_SINCE_READ =
  'Someone else changed this document after this form was opened, so nothing was saved: the form now shows the document as it stands. Make your changes again.';

/** A side's documents and its credits: each kind's pages, and what settles it. */
export const documentPages =
  (side: WebSide) =>
  (app: FastifyInstance, options: ModuleOptions): void => {
    for (const kind of [side.documents, side.credits]) kindPages(side, kind, app, options);
  };

/** A kind's list with its status filter, search and pages, a page each, its PDF, and the forms to create and edit one. */
function kindPages(side: WebSide, kind: PagedKind, app: FastifyInstance, { db, config }: ModuleOptions): void {
  const { settlement } = side;
  const documents = kind.calls(config);
  const current = side.documents.title;
  const reading = { schema: { hide: true, params: IdParams }, config: { permission: 'read' as const } };
  const editing = { schema: { hide: true, params: IdParams }, config: { permission: 'write:documents' as const } };
  const settling = settlementForms(side, kind, { db, config });
  const emailing = documentEmailForms(side, kind, { db, config });

  app.get(
    kind.path,
    { schema: { hide: true, querystring: documentListing.query }, config: { permission: 'read' } },
    async (request, reply) => {
      const { companyId } = request.principal;
      const { search, page, listing } = documentListing.of(kind, request.query);
      const [company, listed] = await Promise.all([
        getCompanySettings(db, companyId),
        documents.list(db, companyId, page, listing),
      ]);
      const write = writersFor(company);
      return reply.view('documents', {
        title: kind.title,
        current,
        side,
        kind,
        search,
        statuses: kind.statuses.map((status) => ({ value: status, name: STATUS_NAMES[status] })),
        documents: listed.items.map((document) => documentRow(document, write)),
        paging: listPaging(`${reply.locals?.base}${kind.path}`, search, page, listed),
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
    return { current, side, kind, parties: parties.items, taxes: taxes.items, lineItems: items.items, company };
  };
  const lines = (count: number) => Array.from({ length: count }, (_, index) => index);
  const newForm = {
    title: `New ${kind.noun}`,
    action: kind.path,
    submit: `Create ${kind.noun}`,
    lines: lines(FORM_LINES),
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
      return reply.view('document-form', { ...choices, ...newForm, values });
    },
  );

  app.post(kind.path, { schema: { hide: true }, config: { permission: 'write:documents' } }, async (request, reply) => {
    const { companyId } = request.principal;
    const choices = await formChoices(companyId);
    const lineCount = sentLineCount(kind, request.body);
    const values = formInput(request.body, documentFormFields(side, kind, lineCount));
    try {
      const input = documentInput(side, kind, values, choices.lineItems, lineCount);
      assertValid(kind.input, input);
      const created = await auditTrail(request, reply, kind.audited).create(db, (write) =>
        documents.create(write, companyId, input),
      );
      return reply.redirect(`${reply.locals?.base}${kind.path}/${created.id}`, 303);
    } catch (error) {
      return refusedForm(reply, error, 'document-form', { ...choices, ...newForm, values });
    }
  });

  /** The edit form of the document as it stands, with the version it was read at; `shown` what else it shows. */
  const editForm = async (request: FastifyRequest, reply: FastifyReply, shown: Record<string, unknown> = {}) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    await documents.assertEditable(db, companyId, id);
    const [choices, answer] = await Promise.all([formChoices(companyId), documents.answer(db, companyId, id)]);
    const answered = asRead(reply, kind, answer);
    const count = editLineCount(((answered[kind.linesField] ?? []) as unknown[]).length);
    const values = {
      ...formValuesOf(side, kind, answered),
      version: auditTrail(request, reply, kind.audited).tagOf(answer),
    };
    return reply.view('document-form', { ...choices, ...editFormOf(kind, id, count), values, ...shown });
  };

  app.get(`${kind.path}/:id/edit`, editing, (request, reply) => editForm(request, reply));

  app.post(`${kind.path}/:id`, editing, async (request, reply) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    const choices = await formChoices(companyId);
    const lineCount = sentLineCount(kind, request.body);
    const values = formInput(request.body, [...documentFormFields(side, kind, lineCount), 'version']);
    // A form without its version is taken for one read before any change, and refused as stale.
    const trail = auditTrail(request, reply, kind.audited, values.version ?? '');
    try {
      await trail.update(
        db,
        id,
        (write) => documents.answer(write.trx, companyId, id),
        async (write, before) => {
          const input = editedInput(side, kind, asRead(reply, kind, before), values, choices.lineItems, lineCount);
          assertValid(kind.update, input);
          const updated = await documents.update(write, companyId, id, input);
          const removed = removedLineIds(kind, values, lineCount);
          for (const lineId of removed) await documents.removeLine(write, companyId, id, lineId);
          return removed.length === 0 ? updated : documents.answer(write.trx, companyId, id);
        },
      );
      return reply.redirect(`${reply.locals?.base}${kind.path}/${id}`, 303);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'precondition-failed') {
        return editForm(request, reply.code(409), { message: CHANGED_SINCE_READ });
      }
      return refusedForm(reply, error, 'document-form', { ...choices, ...editFormOf(kind, id, lineCount), values });
    }
  });

  const showDocument = async (request: FastifyRequest, reply: FastifyReply, form = {}) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    const document = await documents.get(db, companyId, id);
    const [company, editable, settled, emailed] = await Promise.all([
      getCompanySettings(db, companyId),
      documents.assertEditable(db, companyId, id).then(() => true, refusedEdit),
      settling.shown(companyId, document),
      emailing?.shown(companyId, document),
    ]);
    const write = writersFor(company);
    return reply.view('document', {
      title: document.number === null ? `${kind.Noun} from ${document.partyName}` : `${kind.Noun} ${document.number}`,
      current,
      side,
      kind,
      editable,
      ...documentPage(document, write),
      ...settled(write, company.lockDate),
      ...emailed?.(write),
      sent: (request.query as { sent?: string }).sent !== undefined,
      ...form,
    });
  };

  app.get(`${kind.path}/:id`, { ...reading, schema: { ...reading.schema, querystring: SentQuery } }, (request, reply) =>
    showDocument(request, reply),
  );

  if (emailing) {
    app.post(`${kind.path}/:id/send`, editing, async (request, reply) => {
      const id = idOf(request);
      const refused = await emailing.send(request, reply, id);
      if (refused === null) return reply.redirect(`${reply.locals?.base}${kind.path}/${id}?sent=1`, 303);
      const { status, ...shown } = refused;
      return showDocument(request, reply.code(status), shown);
    });
  }

  const printed = kind.pdf;
  if (printed !== null) {
    app.get(`${kind.path}/:id.pdf`, reading, async (request, reply) =>
      sendPdf(reply, await documentPdfFile(db, request.principal.companyId, printed, idOf(request))),
    );
  }

  if (kind.settledBy === 'allocations') refundPages(side, kind, app, { db, config });

  /** Writes what settles the document, then shows its page again: after the write, or with what `refused` shows of a refusal. */
  const settle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (document: DocumentOnPage) => Promise<unknown>,
    refused: (error: unknown) => { status: number } & Record<string, unknown>,
  ) => {
    try {
      const document = await documents.get(db, request.principal.companyId, idOf(request));
      await work(document);
      return reply.redirect(`${reply.locals?.base}${kind.path}/${document.id}`, 303);
    } catch (error) {
      const { status, ...shown } = refused(error);
      return showDocument(request, reply.code(status), shown);
    }
  };

  app.post(
    `${kind.path}/:id/${settling.path}`,
    { schema: { hide: true, params: IdParams }, config: { permission: 'write:payments' } },
    (request, reply) => {
      const values = formInput(request.body, settling.fields);
      const work = (document: DocumentOnPage) => settling.record(request, reply, document, values);
      return settle(request, reply, work, (error) => ({ values, ...formRefusal(error) }));
    },
  );

  for (const [path, remove] of Object.entries(settling.removals)) {
    app.post(
      `${kind.path}/:id/${path}/:settledId/remove`,
      { schema: { hide: true, params: SettledParams }, config: { permission: 'write:payments' } },
      (request, reply) => {
        const settledId = BigInt((request.params as { settledId: string }).settledId);
        const work = (document: DocumentOnPage) => remove(request, reply, document, settledId);
        return settle(request, reply, work, (error) => {
          const { status, ...refused } = pageRefusal(error);
          return { status, removalRefused: { ...refused, of: path } };
        });
      },
    );
  }
}

/** The edit form's own parts: its title, where it is sent, its button and its lines. */
const editFormOf = (kind: PagedKind, id: bigint, lineCount: number) => ({
  title: `Edit ${kind.noun}`,
  action: `${kind.path}/${id}`,
  submit: `Save ${kind.noun}`,
  lines: Array.from({ length: lineCount }, (_, index) => index),
});

/** A document as the API's answer writes it, as JSON: as a client reads it to send it back changed. */
const asRead = (reply: FastifyReply, kind: PagedKind, answer: unknown): AnsweredDocument =>
  JSON.parse(reply.compileSerializationSchema(kind.audited.output)(answer as Record<string, unknown>));

/** A document the API would refuse to edit is offered no edit; anything else is thrown on. */
function refusedEdit(error: unknown): false {
  if (error instanceof DomainError) return false;
  throw error;
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
      currency: document.currency,
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
