import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import type { Database } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';
import { IdempotencyHeaders, idempotentCreate } from '../idempotency/idempotency-hooks.js';
import { crudRoutes } from '../shared/crud-routes.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import { LIST_BATCH, streamList } from '../shared/list-stream.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { addNextPageLink } from '../shared/pagination.js';
import { IdParams } from '../shared/schemas.js';
import { DeliveryParams, DeliveryQuery, WebhookDelivery } from './webhook-delivery-schemas.js';
import { listDeliveries, pingEndpoint, retryDelivery } from './webhook-delivery-service.js';
import { WebhookEndpoint, WebhookEndpointInput, WebhookEndpointWithSecret } from './webhook-endpoint-schemas.js';
import { assertDeliverableUrl, rotateSecret, webhookEndpointService } from './webhook-endpoint-service.js';

const TAG = 'Webhooks';
const PATH = '/webhookEndpoints';

const ROTATION =
  'Answers the new secret, this once. The secret it replaces keeps signing beside it for 24 hours (each event then carries two signatures), so that receivers can move to the new one; a rotation within those hours drops the secret the one before replaced, at once.';

const endpointCrudRoutes = crudRoutes({
  path: PATH,
  recordType: 'webhookEndpoint',
  tag: TAG,
  noun: 'webhook endpoint',
  input: WebhookEndpointInput,
  output: WebhookEndpoint,
  createdOutput: WebhookEndpointWithSecret,
  service: webhookEndpointService,
  present: (endpoint) => endpoint,
});

/** An endpoint in the audit trail: as a read answers it, without its secret. */
export const AUDITED_ENDPOINT = auditedRecord('webhookEndpoint', WebhookEndpoint);

/** Gives the endpoint a new secret, in the audit trail; the answer shows it, this once. */
export function rotateSecretAudited(request: FastifyRequest, reply: FastifyReply, db: Database | Write, id: bigint) {
  const { companyId } = request.principal;
  return auditTrail(request, reply, AUDITED_ENDPOINT).update(
    db,
    id,
    (write) => webhookEndpointService.get(write.trx, companyId, id),
    (write) => rotateSecret(write, companyId, id),
  );
}

/** The endpoints that a company's events are sent to, their secrets, and their deliveries. */
export const webhookEndpointRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, options) => {
  const { db, config } = options;

  // Before the write's transaction: the check may look the host up, which no write should wait for.
  app.addHook('preHandler', async (request) => {
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url === 'string') await assertDeliverableUrl(url, config.webhooks.allowPrivateTargets);
  });
  await app.register(endpointCrudRoutes, options);

  app.post(
    `${PATH}/:id/rotateSecret`,
    {
      schema: {
        tags: [TAG],
        summary: 'Give a webhook endpoint a new signing secret',
        description: ROTATION,
        params: IdParams,
        headers: Type.Composite([IdempotencyHeaders, IfMatchHeaders]),
        response: { 200: WebhookEndpointWithSecret },
      },
    },
    async (request, reply) =>
      idempotentCreate(request, reply, db, (executor) =>
        rotateSecretAudited(request, reply, executor, BigInt(request.params.id)),
      ),
  );

  app.post(
    `${PATH}/:id/test`,
    {
      schema: {
        tags: [TAG],
        summary: 'Send a test event (ping) to a webhook endpoint',
        description:
          'Writes a ping event, whose object names the endpoint, and a delivery of it to this endpoint alone, whatever the event types it wants. Answers the delivery: follow it in the list of deliveries.',
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 200: WebhookDelivery },
      },
    },
    async (request, reply) =>
      idempotentCreate(request, reply, db, (executor) =>
        pingEndpoint(executor, request.principal.companyId, BigInt(request.params.id)),
      ),
  );

  app.get(
    `${PATH}/:id/deliveries`,
    {
      schema: {
        tags: [TAG],
        summary: "A webhook endpoint's deliveries, newest first",
        description:
          'Each event sent to the endpoint, with how its attempts went. Without limit, the whole list; with limit, one page, with a Link header with rel="next" when the page is full.',
        params: IdParams,
        querystring: DeliveryQuery,
        response: { 200: Type.Array(WebhookDelivery) },
      },
    },
    async (request, reply) => {
      const { status, limit, offset, after } = request.query;
      const { companyId } = request.principal;
      const id = BigInt(request.params.id);
      const page = { limit: limit ?? LIST_BATCH, offset, after: after === undefined ? undefined : BigInt(after) };
      const deliveries = await listDeliveries(db, companyId, id, status, page);
      if (limit === undefined) {
        if (deliveries.length < LIST_BATCH) return deliveries;
        const serialize = reply.compileSerializationSchema(WebhookDelivery);
        const batch = (next: Page) => listDeliveries(db, companyId, id, status, next);
        return streamList(reply, deliveries, batch, (delivery) => serialize(delivery));
      }
      const last = deliveries.at(-1);
      if (deliveries.length === limit && last) addNextPageLink(request, reply, { offset: undefined, after: last.id });
      return deliveries;
    },
  );

  app.post(
    `${PATH}/:id/deliveries/:deliveryId/retry`,
    {
      schema: {
        tags: [TAG],
        summary: 'Try a delivery again now',
        description:
          'Makes the delivery pending again, its next attempt now, whatever became of it (failed, succeeded or still pending): one more attempt, signed with the secrets of the endpoint as they then are. Answers the delivery.',
        params: DeliveryParams,
        headers: IdempotencyHeaders,
        response: { 200: WebhookDelivery },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      return idempotentCreate(request, reply, db, (executor) =>
        retryDelivery(executor, request.principal.companyId, BigInt(id), BigInt(deliveryId)),
      );
    },
  );
};
