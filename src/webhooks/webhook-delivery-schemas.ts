import { type Static, Type } from '@sinclair/typebox';
import { newestFirstPaging } from '../shared/pagination.js';
import { Id, PathId, StringEnum } from '../shared/schemas.js';
import { EventType } from './event-types.js';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const DeliveryStatus = StringEnum(DELIVERY_STATUSES, {
  description:
    'pending: waits for its next attempt; succeeded: the endpoint answered 2xx; failed: the attempts ran out, or the endpoint is gone.',
});

const NullableTimestamp = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', description });

const Nullable = <T>(type: 'string' | 'integer', description: string) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], description });

export const WebhookDelivery = Type.Object(
  {
    id: { ...Id, description: "The event's id: the webhook-id header of every attempt to send it." },
    eventType: EventType,
    status: DeliveryStatus,
    attempts: Type.Integer({ minimum: 0, description: 'The attempts made so far.' }),
    nextAttemptAt: NullableTimestamp('When it is next tried (UTC); null unless pending.'),
    lastAttemptAt: NullableTimestamp('When it was last tried (UTC); null before its first attempt.'),
    responseStatus: Nullable<number>('integer', "The status of the endpoint's answer to the last attempt."),
    responseExcerpt: Nullable<string>('string', "The start of the body of the endpoint's answer to the last attempt."),
    latencyMs: Nullable<number>('integer', 'How long the endpoint took to answer the last attempt, in milliseconds.'),
    error: Nullable<string>(
      'string',
      'Why the last attempt failed when the endpoint did not answer (a timeout, a refused address).',
    ),
    createdAt: Type.String({ format: 'date-time', description: 'When the event was written (UTC).' }),
  },
  { title: 'WebhookDelivery' },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const DeliveryQuery = Type.Object({
  status: Type.Optional(DeliveryStatus),
  ...newestFirstPaging('deliveries'),
});
export type DeliveryQuery = Static<typeof DeliveryQuery>;

export const DeliveryParams = Type.Object({ id: PathId, deliveryId: PathId });
