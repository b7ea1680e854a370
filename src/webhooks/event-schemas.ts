import { type Static, Type } from '@sinclair/typebox';
import { ListQuery } from '../shared/pagination.js';
import { Id, PathId } from '../shared/schemas.js';
import { EventType } from './event-types.js';

/** An event, as every webhook delivery of it sends it (see eventBody). */
export const Event = Type.Object(
  {
    id: { ...Id, description: 'The event, and the `webhook-id` of every delivery of it.' },
    type: EventType,
    createdAt: Type.String({
      description: 'When the write that made it committed, near enough: UTC, with milliseconds.',
      examples: ['2026-11-29T09:30:00.000Z'],
    }),
    sequence: {
      ...Id,
      description:
        "Its place among the company's events, from 1, without gaps, in the order the writes committed: a receiver that sees a gap has missed an event.",
    },
    data: Type.Object({
      object: Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            "The record as the API answered it at that moment (as it was, for a delete): the answer of a GET of it, in the installation's money format.",
        },
      ),
    }),
  },
  { title: 'Event' },
);

export const EventQuery = Type.Object({
  type: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]+(\\.[A-Za-z]+)?(,[A-Za-z]+(\\.[A-Za-z]+)?)*$',
      'x-message': 'must be one or more types of event, separated by commas',
      description: 'Only the events of any of these types, separated by commas.',
      examples: ['invoice.paid', 'invoice.paid,invoice.overdue'],
    }),
  ),
  limit: Type.Optional({ ...ListQuery.properties.limit, description: 'Page size, 1–1000; 100 unless given.' }),
  after: Type.Optional(
    Type.Integer({
      ...PathId,
      description:
        'Only the events older than the one with this id: the cursor of the Link to the next page, which costs the same however deep the page.',
    }),
  ),
});
export type EventQuery = Static<typeof EventQuery>;

export const EventParams = Type.Object({ id: PathId });
