import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { RecordType } from '../audit/audit-schemas.js';
import type { Database, Executor } from '../db/database.js';
import type { Write } from '../db/write.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { withArticle } from './crud-routes.js';
import { IfMatchHeaders } from './entity-tags.js';
import type { ModuleOptions } from './module-options.js';
import type { MoneyFormat } from './money.js';
import { IdParams, PathId } from './schemas.js';

/** The three line calls of a document with lines: add, replace and delete one line. */
export interface LineService<Input, View> {
  addLine(db: Database | Write, companyId: bigint, documentId: bigint, input: Input): Promise<View>;
  updateLine(db: Database | Write, companyId: bigint, documentId: bigint, lineId: bigint, input: Input): Promise<View>;
  removeLine(db: Database | Write, companyId: bigint, documentId: bigint, lineId: bigint): Promise<View>;
}

/** The document that lines belong to: a line call changes it, and the audit trail keeps it whole. */
export interface LineDocument<DocumentView> {
  recordType: RecordType;
  output: TObject;
  get: (db: Executor, companyId: bigint, id: bigint) => Promise<DocumentView>;
  present: (view: DocumentView, format: MoneyFormat) => unknown;
}

export interface LineResource<InputSchema extends TObject, OutputSchema extends TSchema, View, DocumentView> {
  /** The path of the lines, such as `/invoices/:id/invoiceLines`; a trailing slash is accepted too. */
  path: string;
  tag: string;
  noun: string;
  description: string;
  input: InputSchema;
  output: OutputSchema;
  service: (options: ModuleOptions) => LineService<Static<InputSchema>, View>;
  present: (view: View, format: MoneyFormat) => Static<OutputSchema>;
  document: LineDocument<DocumentView>;
}

const LineParams = Type.Object({ id: PathId, lineId: PathId });
// Generic schemas defeat the type provider's inference; the schemas still validate and document.
const routeSchema = (schema: FastifySchema): FastifySchema => schema;

export function lineRoutes<InputSchema extends TObject, OutputSchema extends TSchema, View, DocumentView>(
  resource: LineResource<InputSchema, OutputSchema, View, DocumentView>,
): FastifyPluginAsync<ModuleOptions> {
  const { path, tag, noun, description, input, output, present, document } = resource;
  const audited = auditedRecord(document.recordType, document.output);
  return async (app, options) => {
    const { db, config } = options;
    const service = resource.service(options);
    const show = (view: View): unknown => present(view, config.moneyFormat);
    /** Runs a line call with the audit entry of its document, read before and after it. */
    const changeDocument = <T>(
      executor: Database | Write,
      request: FastifyRequest,
      reply: FastifyReply,
      change: (write: Write) => Promise<T>,
    ) => {
      const { companyId } = request.principal;
      const documentId = BigInt(paramsOf(request).id);
      const readDocument = async (write: Write) =>
        document.present(await document.get(write.trx, companyId, documentId), config.moneyFormat);
      return auditTrail(request, reply, audited).updatePart(executor, documentId, readDocument, change);
    };
    const paramsOf = (request: FastifyRequest) => request.params as Static<typeof LineParams>;
    const bodyOf = (request: FastifyRequest) => request.body as Static<InputSchema>;

    app.post(
      path,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Add ${withArticle(noun)}`,
          description,
          params: IdParams,
          headers: Type.Composite([IdempotencyHeaders, IfMatchHeaders]),
          body: input,
          response: { 200: output },
        }),
      },
      async (request, reply) =>
        idempotentCreate(request, reply, db, (executor) =>
          changeDocument(executor, request, reply, async (write) =>
            show(
              await service.addLine(write, request.principal.companyId, BigInt(paramsOf(request).id), bodyOf(request)),
            ),
          ),
        ),
    );
    app.put(
      `${path}/:lineId`,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Replace ${withArticle(noun)}`,
          description,
          params: LineParams,
          headers: IfMatchHeaders,
          body: input,
          response: { 200: output },
        }),
      },
      async (request, reply) => {
        const { id, lineId } = paramsOf(request);
        return changeDocument(db, request, reply, async (write) =>
          show(
            await service.updateLine(write, request.principal.companyId, BigInt(id), BigInt(lineId), bodyOf(request)),
          ),
        );
      },
    );
    app.delete(
      `${path}/:lineId`,
      {
        schema: routeSchema({
          tags: [tag],
          summary: `Delete ${withArticle(noun)}`,
          description,
          params: LineParams,
          headers: IfMatchHeaders,
          response: { 200: output },
        }),
      },
      async (request, reply) => {
        const { id, lineId } = paramsOf(request);
        return changeDocument(db, request, reply, async (write) =>
          show(await service.removeLine(write, request.principal.companyId, BigInt(id), BigInt(lineId))),
        );
      },
    );
  };
}
