import { type Static, Type } from '@sinclair/typebox';
import { Id, IdInput, OptionalBoolean, OptionalText, Timestamps } from '../shared/schemas.js';
import { EventType } from './event-types.js';

const URL_MAX_LENGTH = 2048;

/** As Stripe's 16: enough for every system a company connects, few enough that every write fans out cheaply. */
export const ENDPOINTS_PER_COMPANY = 20;

/** The event types an endpoint wants: at least one, each once; null (or left out) for every type. */
const EventTypes = Type.Unsafe<EventType[] | null>({
  type: ['array', 'null'],
  items: EventType,
  minItems: 1,
  uniqueItems: true,
  description:
    'The types of event sent to the endpoint, each once; null or left out for every type (new types included). A test event (ping) is sent whatever they are.',
  examples: [['invoice.created', 'invoice.paid']],
});

export const WebhookEndpointInput = Type.Object(
  {
    id: Type.Optional(IdInput),
    url: Type.String({
      minLength: 1,
      maxLength: URL_MAX_LENGTH,
      description:
        'Where events are sent: an absolute https URL, to a public address. Plain http and private addresses only where the operator allows them (WEBHOOK_ALLOW_PRIVATE_TARGETS).',
      examples: ['https://hooks.example.com/accounting'],
    }),
    description: OptionalText(500, { examples: ['Paid invoices to the CRM'] }),
    eventTypes: Type.Optional(EventTypes),
    enabled: {
      ...OptionalBoolean,
      description:
        'Whether events are sent to it; true when left out. Enabling an endpoint the service disabled clears disabledReason.',
    },
  },
  {
    title: 'WebhookEndpointInput',
    description: `Where a company's events are sent. A company has at most ${ENDPOINTS_PER_COMPANY} webhook endpoints.`,
    examples: [{ url: 'https://hooks.example.com/accounting', eventTypes: ['invoice.paid'], description: 'CRM' }],
  },
);
export type WebhookEndpointInput = Static<typeof WebhookEndpointInput>;

export const WebhookEndpoint = Type.Object(
  {
    id: Id,
    url: Type.String(),
    description: Type.Optional(Type.String()),
    eventTypes: EventTypes,
    enabled: Type.Boolean(),
    disabledReason: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description:
        'Why the service disabled the endpoint (it answered 410 Gone, or failed every attempt for days); null otherwise.',
    }),
    ...Timestamps,
  },
  { title: 'WebhookEndpoint' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** The answer of a create and of a rotation: the only answers that show the secret. */
export const WebhookEndpointWithSecret = Type.Object(
  {
    ...WebhookEndpoint.properties,
    secret: Type.String({
      description:
        "The secret that signs the endpoint's events (Standard Webhooks: whsec_ and the base64 of 24 random bytes). Shown in this answer only: keep it.",
      examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    }),
  },
  { title: 'WebhookEndpointWithSecret' },
);
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;
