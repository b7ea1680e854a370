import type { Static, TObject } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { type AuditedRecord, auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { RecordType } from '../audit/audit-schemas.js';
import type { Database, Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { pdfAnswer } from '../reports/report-formats.js';
import { answerRecordsWith } from '../webhooks/record-answers.js';
import type { CrudService } from './crud-service.js';
import { IfMatchHeaders } from './entity-tags.js';
import { invalid } from './errors.js';
import { answerList } from './list-stream.js';
import { MERGE_PATCH_TYPE, MergePatch, patchedBody } from './merge-patch.js';
import type { ModuleOptions } from './module-options.js';
import type { MoneyFormat } from './money.js';
import { ListQuery } from './pagination.js';
import { jsonOrPdf, type PdfFile, sendPdf, wantsPdf } from './pdf-answers.js';
import { IdParams } from './schemas.js';

export interface CrudResource<
  InputSchema extends TObject,
  OutputSchema extends TObject,
  View extends { id: bigint },
  UpdateSchema extends TObject = InputSchema,
  Filters = never,
> {
  path: string;
  tag: string;
  /** The record's name in the audit trail. */
  recordType: RecordType;
  /** The singular, as in "Get a client"; the plural adds an s unless `plural` is given. */
  noun: string;
  plural?: string;
  input: InputSchema;
  /** The body of PUT, when it differs from the body of POST. */
  updateInput?: UpdateSchema;
  output: OutputSchema;
  /** The answer of POST, when it tells more than a read does: a webhook endpoint's secret, shown once. */
  createdOutput?: TObject;
  service: CrudService<Static<InputSchema>, View, Static<UpdateSchema>, Filters>;
  present: (view: View, format: MoneyFormat) => Static<OutputSchema>;
  /** A document's lines, which a PATCH does not take: the member of the update, and the path of their calls. */
  lines?: { member: string; path: string };
  /** What the list may be filtered by: its query string (ListQuery's parameters and the filters) and what it asks for. */
  listFilters?: { query: TObject; of: (query: Record<string, unknown>) => Filters };
  /** A document's PDF, which GET one answers to Accept: application/pdf and `{path}/{id}.pdf` answers. */
  printed?: (db: Executor, companyId: bigint, id: bigint) => Promise<PdfFile>;
}

/**
 * Registers GET list, GET one, POST, PUT, PATCH and DELETE for a resource; the service holds every
 * rule. PATCH is a PUT of the record merged with the patch, checked as a PUT's body is.
 */
export function crudRoutes<
  InputSchema extends TObject,
  OutputSchema extends TObject,
  View extends { id: bigint },
  UpdateSchema extends TObject = InputSchema,
  Filters = never,
>(resource: CrudResource<InputSchema, OutputSchema, View, UpdateSchema, Filters>): FastifyPluginAsync<ModuleOptions> {
  const { path, tag, noun, input, output, service, present, listFilters } = resource;
  const one = withArticle(noun);
  const many = resource.plural ?? `${noun}s`;
  const updateInput = resource.updateInput ?? input;
  const onePath = `${path}/:id`;
  const audited = auditedRecord(resource.recordType, output);
  answerRecordsWith(resource.recordType, {
    output,
    read: async (db, companyId, id, format) => present(await service.get(db, companyId, id), format),
  });
  return async (app, { db, config }) => {
    type Answer = Static<OutputSchema> & { id: bigint };
    const show = (view: View) => present(view, config.moneyFormat) as Answer;
    // The schemas are generic here, so the type provider cannot infer; they are validated all the same.
    const idOf = (request: FastifyRequest) => BigInt((request.params as Static<typeof IdParams>).id);
    const bodyOf = (request: FastifyRequest) => request.body as Static<InputSchema>;
    const updateBodyOf = (request: FastifyRequest) => request.body as Static<UpdateSchema>;

    app.get(
      path,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `List ${many}`,
          description:
            'In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.',
          querystring: listFilters?.query ?? ListQuery,
          response: { 200: Type.Array(output) },
        }),
      },
      async (request, reply) => {
        const filters = listFilters?.of(request.query as Record<string, unknown>);
        const companyId = request.principal.companyId;
        const list = (page: Page) => service.list(db, companyId, page, filters);
        return answerList(request, reply, list, { output, show });
      },
    );
    const { printed } = resource;
    if (printed) {
      const pdfDescription = `The ${noun} as an A4 PDF, shown inline under its number.`;
      app.get(
        onePath,
        {
          schema: routeSchema({
            tags: [tag],
            summary: `Get ${one}, as JSON or as a PDF`,
            params: IdParams,
            response: { 200: jsonOrPdf(output, pdfDescription) },
            problems: { 406: 'The Accept header names neither application/json nor application/pdf' },
          }),
        },
        async (request, reply) => {
          const { companyId } = request.principal;
          if (wantsPdf(request, reply)) return sendPdf(reply, await printed(db, companyId, idOf(request)));
          return show(await service.get(db, companyId, idOf(request)));
        },
      );
      app.get(
        `${onePath}.pdf`,
        {
          schema: routeSchema({
            tags: [tag],
            summary: `Get ${one} as a PDF, for links`,
            params: IdParams,
            response: { 200: pdfAnswer(pdfDescription) },
          }),
        },
        async (request, reply) => sendPdf(reply, await printed(db, request.principal.companyId, idOf(request))),
      );
    } else {
      app.get(
        onePath,
        { schema: routeSchema({ tags: [tag], summary: `Get ${one}`, params: IdParams, response: { 200: output } }) },
        async (request) => show(await service.get(db, request.principal.companyId, idOf(request))),
      );
    }
    app.post(
      path,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Create ${one}`,
          headers: IdempotencyHeaders,
          body: input,
          response: { 200: resource.createdOutput ?? output },
        }),
      },
      async (request, reply) =>
        idempotentCreate(request, reply, db, (executor) =>
          auditTrail(request, reply, audited).create(executor, async (write) =>
            show(await service.create(write, request.principal.companyId, bodyOf(request))),
          ),
        ),
    );
    const { update } = service;
    if (update) {
      app.put(
        onePath,
        {
          schema: routeSchema({
            tags: [tag],
            summary: `Replace ${one}`,
            description: 'The body is the whole record; an `id` in it, when present, must equal the path id.',
            params: IdParams,
            headers: IfMatchHeaders,
            body: updateInput,
            response: { 200: output },
          }),
        },
        async (request, reply) => {
          const { companyId } = request.principal;
          const id = idOf(request);
          assertBodyIdMatches(request.body, id);
          return auditTrail(request, reply, audited).update(
            db,
            id,
            async (write) => show(await service.get(write.trx, companyId, id)),
            async (write) => show(await update(write, companyId, id, updateBodyOf(request))),
          );
        },
      );
      app.patch(
        onePath,
        {
          schema: routeSchema({
            tags: [tag],
            summary: `Change fields of ${one}`,
            description: `The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.${resource.lines ? ` The lines are left out: they change through ${resource.lines.path}.` : ''}`,
            params: IdParams,
            headers: IfMatchHeaders,
            consumes: [MERGE_PATCH_TYPE, 'application/json'],
            body: MergePatch(updateInput),
            response: { 200: output },
          }),
        },
        async (request, reply) => {
          const { companyId } = request.principal;
          const id = idOf(request);
          const patchable = { update: updateInput, output, lines: resource.lines };
          return auditTrail(request, reply, audited).update(
            db,
            id,
            async (write) => show(await service.get(write.trx, companyId, id)),
            async (write, current) => {
              const body = patchedBody(request, reply, patchable, current);
              assertBodyIdMatches(body, id);
              return show(await update(write, companyId, id, body as Static<UpdateSchema>));
            },
          );
        },
      );
    }
    app.delete(
      onePath,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Delete ${one}`,
          params: IdParams,
          headers: IfMatchHeaders,
          response: { 200: output },
        }),
      },
      async (request, reply) => removeAudited(request, reply, db, { audited, service, show }, idOf(request)),
    );
  };
}

/** How a record is deleted in the audit trail, as the API's DELETE deletes it, and answered. */
export interface RecordRemoval<View, Answer extends { id: bigint }> {
  audited: AuditedRecord;
  service: Pick<CrudService<unknown, View>, 'get' | 'remove'>;
  show: (view: View) => Answer;
}

/** Deletes a record in the audit trail, checking an If-Match against the record as it stands. */
export function removeAudited<View, Answer extends { id: bigint }>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  removal: RecordRemoval<View, Answer>,
  id: bigint,
) {
  const { service, show } = removal;
  const { companyId } = request.principal;
  return auditTrail(request, reply, removal.audited).remove(
    db,
    async (write) => show(await service.remove(write, companyId, id)),
    { id, read: async (write) => show(await service.get(write.trx, companyId, id)) },
  );
}

// Generic schemas defeat the type provider's inference; the schemas still validate and document.
const routeSchema = (schema: FastifySchema): FastifySchema => schema;

/** The path decides which record changes; a body id that names another record is a mistake, not a redirect. */
export function assertBodyIdMatches(body: unknown, pathId: bigint): void {
  const bodyId = (body as { id?: number | string | null }).id;
  if (bodyId !== undefined && bodyId !== null && BigInt(bodyId) !== pathId) {
    throw invalid('The id in the body must equal the id in the path', [
      { path: 'id', message: `must equal the path id ${pathId}` },
    ]);
  }
}

/** "a client", "an invoice". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
