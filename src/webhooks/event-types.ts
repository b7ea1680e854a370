import type { Static } from '@sinclair/typebox';
import { RECORD_TYPES, type RecordType } from '../audit/audit-schemas.js';
import { StringEnum } from '../shared/schemas.js';

/** The records whose writes are kept in the audit trail but announced to no one: the endpoints themselves. */
const UNANNOUNCED: ReadonlySet<RecordType> = new Set(['webhookEndpoint']);

const WRITES = ['created', 'updated', 'deleted'] as const;

/** The documents that are paid off; of them, those with a due date fall overdue. */
const SETTLED_DOCUMENTS = ['invoice', 'bill', 'creditNote', 'supplierCredit'] as const;
const DUE_DOCUMENTS = ['invoice', 'bill'] as const;

/** Every type of event: a write to a record, a document paid or fallen overdue, the lock date moved, and a test. */
export const EVENT_TYPES = [
  ...RECORD_TYPES.filter((type) => !UNANNOUNCED.has(type)).flatMap((type) =>
    WRITES.map((write) => `${type}.${write}` as const),
  ),
  ...SETTLED_DOCUMENTS.map((type) => `${type}.paid` as const),
  ...DUE_DOCUMENTS.map((type) => `${type}.overdue` as const),
  'company.lockDateChanged',
  'ping',
] as const;

export const EventType = StringEnum(EVENT_TYPES, { description: 'The type of an event: what happened, to what.' });
export type EventType = Static<typeof EventType>;
