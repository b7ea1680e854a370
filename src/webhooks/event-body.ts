/** An event as it is kept: `object` is the record's answer as JSON text. */
export interface StoredEvent {
  id: bigint;
  sequence: bigint;
  type: string;
  created_at: string;
  object: string;
}

/**
 * The body of an event, `{id, type, createdAt, sequence, data: {object}}`, made from what was kept
 * and nothing else: every attempt of a delivery sends, and signs, the same bytes.
 */
export const eventBody = (event: StoredEvent): string =>
  `{"id":${event.id},"type":${JSON.stringify(event.type)},"createdAt":"${event.created_at}","sequence":${event.sequence},"data":{"object":${event.object}}}`;
