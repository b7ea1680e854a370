import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import type { ModuleOptions } from '../app.js';
import type { Executor } from '../db/database.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { withArticle } from './crud-routes.js';
import type { MoneyFormat } from './money.js';
import { IdParams, PathId } from './schemas.js';

/** The three line calls of a document with lines: add, replace and delete one line. */
export interface LineService<Input, View> {
  addLine(db: Executor, companyId: bigint, documentId: bigint, input: Input): Promise<View>;
  updateLine(db: Executor, companyId: bigint, documentId: bigint, lineId: bigint, input: Input): Promise<View>;
  removeLine(db: Executor, companyId: bigint, documentId: bigint, lineId: bigint): Promise<View>;
}

export interface LineResource<InputSchema extends TObject, OutputSchema extends TSchema, View> {
  /** The path of the lines, such as `/invoices/:id/invoiceLines`; a trailing slash is accepted too. */
  path: string;
  tag: string;
  noun: string;
  description: string;
  input: InputSchema;
  output: OutputSchema;
  service: (options: ModuleOptions) => LineService<Static<InputSchema>, View>;
  present: (view: View, format: MoneyFormat) => Static<OutputSchema>;
}

const LineParams = Type.Object({ id: PathId, lineId: PathId });
// Generic schemas defeat the type provider's inference; the schemas still validate and document.
const routeSchema = (schema: FastifySchema): FastifySchema => schema;

export function lineRoutes<InputSchema extends TObject, OutputSchema extends TSchema, View>(
  resource: LineResource<InputSchema, OutputSchema, View>,
): FastifyPluginAsync<ModuleOptions> {
  const { path, tag, noun, description, input, output, present } = resource;
  return async (app, options) => {
    const { db, config } = options;
    const service = resource.service(options);
    const show = (view: View): unknown => present(view, config.moneyFormat);
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
          headers: IdempotencyHeaders,
          body: input,
          response: { 200: output },
        }),
      },
      async (request, reply) =>
        idempotentCreate(request, reply, db, async (executor) =>
          show(
            await service.addLine(executor, request.principal.companyId, BigInt(paramsOf(request).id), bodyOf(request)),
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
          body: input,
          response: { 200: output },
        }),
      },
      async (request) => {
        const { id, lineId } = paramsOf(request);
        return show(
          await service.updateLine(db, request.principal.companyId, BigInt(id), BigInt(lineId), bodyOf(request)),
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
          response: { 200: output },
        }),
      },
      async (request) => {
        const { id, lineId } = paramsOf(request);
        return show(await service.removeLine(db, request.principal.companyId, BigInt(id), BigInt(lineId)));
      },
    );
  };
}
