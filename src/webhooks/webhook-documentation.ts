import type { OpenAPIV3_2 } from '@fastify/swagger';
import { Event } from './event-schemas.js';

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The `webhooks` section of the OpenAPI document: what an endpoint receives (see docs/webhooks.md).
 * TypeBox writes JSON Schema, as OpenAPI 3.1 takes it, which openapi-types' own schema type does not name.
 */
export const WEBHOOKS_DOCUMENTATION = {
  event: {
    post: {
      operationId: 'receiveEvent',
      summary: 'An event, POSTed to each enabled endpoint that wants its type',
      description:
        'Signed as Standard Webhooks says: verify `webhook-signature` before trusting the body. Delivered at least once: retried on failure over about three days, so the same `webhook-id` may arrive more than once. Redirects are not followed.',
      security: [],
      parameters: [
        header('webhook-id', 'The event id, the same on every attempt.'),
        header('webhook-timestamp', 'When this attempt was made, in Unix seconds.'),
        header(
          'webhook-signature',
          '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the secret after `whsec_` base64-decoded; two, separated by a space, while a rotated secret still signs.',
        ),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: Event } } },
      responses: {
        '200': { description: 'Received: any 2xx within 10 seconds is a success.' },
        '410': { description: 'Gone: the delivery fails and the endpoint is disabled.' },
      },
    },
  },
} as unknown as OpenAPIV3_2.Document['webhooks'];
