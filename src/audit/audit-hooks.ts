import { type TObject, Type } from '@sinclair/typebox';
import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { getOrAdd } from '../shared/collections.js';
import { assertIfMatch, entityTagOf } from '../shared/entity-tags.js';
import { DomainError } from '../shared/errors.js';
import { pathOf } from '../shared/http.js';
import { inAnswerFormat } from '../shared/money-preference.js';
import { announceIn, announceRecordChange } from '../webhooks/announcements.js';
import type { RecordType } from './audit-schemas.js';
import { type Author, readBeforeChange, recordChange } from './audit-service.js';

/**
 * What a record's own writes do not set: a document's outstanding amount, which its payments move,
 * an invoice's write-off, and a bank account's balance, which the records that move its money move;
 * their entries say so.
 */
const MOVED_BY_OTHER_RECORDS = ['outstandingAmount', 'writtenOffAmount', 'writeOff', 'balance'] as const;

/**
 * A document's status, which its payments and the passing of its due date (a quote's expiry date)
 * move (a statement line's is its own).
 */
const DOCUMENTS: ReadonlySet<RecordType> = new Set(['invoice', 'bill', 'creditNote', 'supplierCredit', 'quote']);

const movedByOthers = (type: RecordType): string[] =>
  DOCUMENTS.has(type) ? [...MOVED_BY_OTHER_RECORDS, 'status'] : [...MOVED_BY_OTHER_RECORDS];

/** A kind of record as the audit trail keeps it: its name, and the schema of its answers. */
export interface AuditedRecord {
  type: RecordType;
  /** The schema of the answer of a read of the record, whose body its entity tag is a digest of. */
  output: TObject;
  /** The answer's schema without what other records move; made once, as serializers are compiled per schema. */
  snapshot: TObject;
}

export const auditedRecord = (type: RecordType, output: TObject): AuditedRecord => ({
  type,
  output,
  snapshot: Type.Omit(output, movedByOthers(type)),
});

type Change<T> = (write: Write) => Promise<T>;

const isNotFound = (error: unknown) => error instanceof DomainError && error.kind === 'not-found';

/**
 * The writes of one request to one kind of record, each run in one transaction with its entry in
 * the audit trail: a write that fails or is refused leaves no entry. The records are kept as their
 * answers are written (`present`ed), so an entry reads as the calls of the API answered.
 *
 * A write with If-Match is made on that condition, checked against the record as it stands once the
 * write has locked it: of two writers that read the same record, the second finds it changed (412).
 * `ifMatch` is the request's If-Match header unless given: a web form carries the tag in a field.
 */
export function auditTrail(
  request: FastifyRequest,
  reply: FastifyReply,
  record: AuditedRecord,
  ifMatch: string | string[] | undefined = request.headers['if-match'],
) {
  const { companyId, userId, username, apiKeyId, apiKeyName } = request.principal;
  const author = { userId, username, apiKeyId, apiKeyName, method: request.method, path: pathOf(request) };
  const serialize = reply.compileSerializationSchema(record.snapshot);
  const text = (answer: unknown) => (answer === null ? null : serialize(answer as Record<string, unknown>));
  const serializeWhole = reply.compileSerializationSchema(record.output);
  // The tag of the record as this request's answer writes it, which is the one its client was given.
  const tagOf = (answer: unknown) =>
    entityTagOf(serializeWhole(inAnswerFormat(request, record.output, answer) as Record<string, unknown>));
  /** The write's entry in the trail, and its announcement: the record's whole answer, as it was for a delete. */
  const append = async (write: Write, id: bigint, before: unknown, after: unknown) => {
    await recordChange(write, companyId, author, { type: record.type, id, before: text(before), after: text(after) });
    const whole = serializeWhole((after ?? before) as Record<string, unknown>);
    await announceRecordChange(write, companyId, record.type, { before, after, text: whole });
  };
  /** Runs a change as a write of the API, which announces what it changed. */
  const inWrite = <T>(db: Database | Write, work: Change<T>) =>
    inTransaction(db, (write) => {
      announceIn(write, { format: request.moneyFormat });
      return work(write);
    });
  /**
   * The record as it stands, locked, once the write's If-Match (if any) holds for it; locked through
   * the record of type `lockedAs` of that `id` when the write locks that one first.
   */
  const readBefore = async <R>(write: Write, id: bigint, read: Change<R>, lockedAs = record.type) => {
    const current = await readBeforeChange(write.trx, companyId, lockedAs, id, () => read(write)).catch(
      (error: unknown) => {
        if (ifMatch !== undefined && isNotFound(error)) return undefined;
        throw error;
      },
    );
    assertIfMatch(ifMatch, () => (current === undefined ? undefined : tagOf(current)));
    return current as R;
  };

  return {
    /** The entity tag of the record as this request's answer writes it, as a read of it is tagged. */
    tagOf,
    create: <T extends { id: bigint }>(db: Database | Write, change: Change<T>) =>
      inWrite(db, async (write) => {
        const created = await change(write);
        await append(write, created.id, null, created);
        return created;
      }),
    /** A write whose answer is the record as it now stands; `change` is given the record as it stood. */
    update: <T, R>(
      db: Database | Write,
      id: bigint,
      read: Change<R>,
      change: (write: Write, before: R) => Promise<T>,
    ) =>
      inWrite(db, async (write) => {
        const before = await readBefore(write, id, read);
        const updated = await change(write, before);
        await append(write, id, before, updated);
        return updated;
      }),
    /**
     * A write to a part of the record (a line of a document), whose answer is the part; the answer
     * carries the record's new entity tag.
     */
    updatePart: async <T>(db: Database | Write, id: bigint, read: Change<unknown>, change: Change<T>) => {
      const { answer, after } = await inWrite(db, async (write) => {
        const before = await readBefore(write, id, read);
        const answer = await change(write);
        const after = await read(write);
        await append(write, id, before, after);
        return { answer, after };
      });
      reply.header('etag', tagOf(after));
      return answer;
    },
    /**
     * A delete; with `current`, the record it deletes, read first when the delete has a condition.
     * Its `id` is the record's own, or with `lockedAs` that of the record the delete locks first (a
     * write-off's invoice, an allocation's credit, a reconciliation's bank account), for the locks to
     * be taken in the one order every write of the record takes them.
     */
    remove: <T extends { id: bigint }>(
      db: Database | Write,
      change: Change<T>,
      current?: { id: bigint; read: Change<unknown>; lockedAs?: RecordType },
    ) =>
      inWrite(db, async (write) => {
        if (current && ifMatch !== undefined) await readBefore(write, current.id, current.read, current.lockedAs);
        const removed = await change(write);
        await append(write, removed.id, removed, null);
        return removed;
      }),
  };
}

const serializers = new WeakMap<TObject, (answer: unknown) => string>();
const serialize = (schema: TObject, answer: unknown) =>
  answer === null ? null : getOrAdd(serializers, schema, () => fastJson(schema) as (answer: unknown) => string)(answer);

/**
 * A write the service makes of itself, with no request (an invoice a recurring invoice issued): its
 * entry in the audit trail, by `author`, and its announcement, as a request's write has them.
 */
export async function recordServiceWrite(
  write: Write,
  companyId: bigint,
  author: Author,
  record: AuditedRecord,
  change: { id: bigint; before: unknown; after: unknown },
): Promise<void> {
  const { id, before, after } = change;
  await recordChange(write, companyId, author, {
    type: record.type,
    id,
    before: serialize(record.snapshot, before),
    after: serialize(record.snapshot, after),
  });
  const text = serialize(record.output, after ?? before) as string;
  await announceRecordChange(write, companyId, record.type, { before, after, text });
}
