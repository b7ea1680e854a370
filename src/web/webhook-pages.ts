import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditTrail } from '../audit/audit-hooks.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { readConsistently } from '../db/database.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { EVENT_TYPES } from '../webhooks/event-types.js';
import type { DeliveryStatus, WebhookDelivery } from '../webhooks/webhook-delivery-schemas.js';
import { listDeliveries, pingEndpoint, retryDelivery } from '../webhooks/webhook-delivery-service.js';
import { AUDITED_ENDPOINT, rotateSecretAudited } from '../webhooks/webhook-endpoint-routes.js';
import {
  type WebhookEndpoint,
  WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from '../webhooks/webhook-endpoint-schemas.js';
import { assertDeliverableUrl, webhookEndpointService } from '../webhooks/webhook-endpoint-service.js';
import { type Writers, writersFor } from './web-format.js';
import { formInput, formList, type PageRefusal, pageWrite, refusedForm, showSecret } from './web-forms.js';

const CURRENT = 'Settings';
const PATH = '/settings/webhooks';
/** The deliveries an endpoint's page lists, newest first; the API lists them all. */
const LISTED_DELIVERIES = 20;

const DeliveryParams = Type.Object({ id: PathId, deliveryId: PathId });

const DELIVERY_STATES: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

const idOf = (request: FastifyRequest) => BigInt((request.params as { id: number }).id);

/**
 * Webhooks: the endpoints that the company's events are sent to, each with its recent deliveries, and
 * the forms that add, switch off and on, delete and test one, give it a new secret and retry a
 * delivery, through the services the API's webhook calls use, with its permission (`admin`).
 */
export function webhookPages(app: FastifyInstance, { db, config }: ModuleOptions): void {
  const managing = { schema: { hide: true }, config: { permission: 'admin' as const } };
  const managingOne = { schema: { hide: true, params: IdParams }, config: { permission: 'admin' as const } };

  app.get(PATH, managing, async (request, reply) => {
    const { items } = await webhookEndpointService.list(db, request.principal.companyId, {});
    return reply.view('webhooks', { title: 'Webhooks', current: CURRENT, endpoints: items.map(endpointRow) });
  });

  const endpointForm = { title: 'New webhook endpoint', current: CURRENT, eventTypes: EVENT_TYPES };
  app.get(`${PATH}/new`, managing, (_request, reply) =>
    reply.view('webhook-form', { ...endpointForm, values: {}, chosen: [] }),
  );

  app.post(PATH, managing, async (request, reply) => {
    const { companyId } = request.principal;
    const values = formInput(request.body, ['url', 'description']);
    const chosen = formList(request.body, 'eventTypes');
    try {
      const input = { ...values, ...(chosen.length > 0 ? { eventTypes: chosen } : {}) };
      assertValid(WebhookEndpointInput, input);
      // Before the write's transaction, as the API checks it: the check may look the host up.
      await assertDeliverableUrl(input.url, config.webhooks.allowPrivateTargets);
      const created = await auditTrail(request, reply, AUDITED_ENDPOINT).create(db, (write) =>
        webhookEndpointService.create(write, companyId, input),
      );
      return showEndpointSecret(reply, created, 'The secret that signs the events sent to');
    } catch (error) {
      return refusedForm(reply, error, 'webhook-form', { ...endpointForm, values, chosen });
    }
  });

  const showEndpoint = async (request: FastifyRequest, reply: FastifyReply, refusal?: PageRefusal) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    // One snapshot: a delivery's failure and the endpoint's disabling are written together.
    const [company, endpoint, deliveries] = await readConsistently(
      db,
      async (trx) =>
        [
          await getCompanySettings(trx, companyId),
          await webhookEndpointService.get(trx, companyId, id),
          await listDeliveries(trx, companyId, id, undefined, { limit: LISTED_DELIVERIES }),
        ] as const,
    );
    const write = writersFor(company);
    return reply.view('webhook', {
      title: endpoint.url,
      current: CURRENT,
      endpoint: endpointRow(endpoint),
      deliveries: deliveries.map((delivery) => deliveryRow(delivery, write)),
      listed: LISTED_DELIVERIES,
      ...refusal,
    });
  };

  const endpointWrite = (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    pageWrite(work, { address: (request) => `${PATH}/${idOf(request)}`, show: showEndpoint });

  app.get(`${PATH}/:id`, managingOne, (request, reply) => showEndpoint(request, reply));

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `${PATH}/:id/${action}`,
      managingOne,
      endpointWrite((request, reply) => {
        const { companyId } = request.principal;
        const id = idOf(request);
        return auditTrail(request, reply, AUDITED_ENDPOINT).update(
          db,
          id,
          (write) => webhookEndpointService.get(write.trx, companyId, id),
          (write, current) => webhookEndpointService.update(write, companyId, id, { ...inputOf(current), enabled }),
        );
      }),
    );
  }

  app.post(`${PATH}/:id/delete`, managingOne, async (request, reply) => {
    const { companyId } = request.principal;
    const id = idOf(request);
    await auditTrail(request, reply, AUDITED_ENDPOINT).remove(db, (write) =>
      webhookEndpointService.remove(write, companyId, id),
    );
    return reply.redirect(`${reply.locals?.base}${PATH}`, 303);
  });

  app.post(`${PATH}/:id/rotate`, managingOne, async (request, reply) => {
    const rotated = await rotateSecretAudited(request, reply, db, idOf(request));
    return showEndpointSecret(reply, rotated, 'The new secret that signs the events sent to');
  });

  app.post(
    `${PATH}/:id/test`,
    managingOne,
    endpointWrite((request) => pingEndpoint(db, request.principal.companyId, idOf(request))),
  );

  app.post(
    `${PATH}/:id/deliveries/:deliveryId/retry`,
    { ...managingOne, schema: { hide: true, params: DeliveryParams } },
    endpointWrite((request) => {
      const { deliveryId } = request.params as { deliveryId: number };
      return retryDelivery(db, request.principal.companyId, idOf(request), BigInt(deliveryId));
    }),
  );
}

/** The page that shows an endpoint's secret, this once. */
function showEndpointSecret(reply: FastifyReply, endpoint: WebhookEndpointWithSecret, what: string) {
  return showSecret(reply, {
    title: endpoint.url,
    current: CURRENT,
    lead: `${what} ${endpoint.url}: its receiver checks their signatures with it, as Standard Webhooks describes.`,
    secret: endpoint.secret,
    back: `${PATH}/${endpoint.id}`,
  });
}

/** An endpoint as the input of its update, which sets the whole endpoint. */
const inputOf = ({ url, description, eventTypes, enabled }: WebhookEndpoint): WebhookEndpointInput => ({
  url,
  description: description ?? null,
  eventTypes,
  enabled,
});

function endpointRow(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description ?? '',
    eventTypes: endpoint.eventTypes?.join(', ') ?? 'Every type',
    enabled: endpoint.enabled,
    state: endpoint.enabled ? 'Enabled' : `Disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}`,
  };
}

function deliveryRow(delivery: WebhookDelivery, write: Writers) {
  return {
    id: delivery.id,
    eventType: delivery.eventType,
    createdAt: write.moment(delivery.createdAt),
    status: DELIVERY_STATES[delivery.status],
    failed: delivery.status === 'failed',
    attempts: delivery.attempts,
    answer: delivery.responseStatus === null ? (delivery.error ?? '') : String(delivery.responseStatus),
  };
}
