import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DatabaseTransaction, type Executor, inTransaction } from '../db/database.js';
import { pathOf } from '../shared/http.js';
import type { RecordType } from './audit-schemas.js';
import { readBeforeChange, recordChange } from './audit-service.js';

/**
 * What a record's own writes do not set: a document's outstanding amount, which its payments move,
 * an invoice's write-off, and a bank account's balance, which the records that move its money move;
 * their entries say so.
 */
const MOVED_BY_OTHER_RECORDS = ['outstandingAmount', 'writtenOffAmount', 'writeOff', 'balance'] as const;

/** A kind of record as the audit trail keeps it: its name, and the schema of its answers. */
export interface AuditedRecord {
  type: RecordType;
  /** The answer's schema without what other records move; made once, as serializers are compiled per schema. */
  snapshot: TObject;
}

export const auditedRecord = (type: RecordType, output: TObject): AuditedRecord => ({
  type,
  snapshot: Type.Omit(output, MOVED_BY_OTHER_RECORDS),
});

type Write<T> = (trx: DatabaseTransaction) => Promise<T>;

/**
 * The writes of one request to one kind of record, each run in one transaction with its entry in
 * the audit trail: a write that fails or is refused leaves no entry. The records are kept as their
 * answers are written (`present`ed), so an entry reads as the calls of the API answered.
 */
export function auditTrail(request: FastifyRequest, reply: FastifyReply, record: AuditedRecord) {
  const { companyId, userId, username } = request.principal;
  const author = { userId, username, method: request.method, path: pathOf(request) };
  const serialize = reply.compileSerializationSchema(record.snapshot);
  const text = (answer: unknown) => (answer === null ? null : serialize(answer as Record<string, unknown>));
  const append = (trx: Executor, id: bigint, before: unknown, after: unknown) =>
    recordChange(trx, companyId, author, { type: record.type, id, before: text(before), after: text(after) });
  const readBefore = <R>(trx: Executor, id: bigint, read: Write<R>) =>
    readBeforeChange(trx, companyId, record.type, id, () => read(trx as DatabaseTransaction));

  return {
    create: <T extends { id: bigint }>(db: Executor, write: Write<T>) =>
      inTransaction(db, async (trx) => {
        const created = await write(trx);
        await append(trx, created.id, null, created);
        return created;
      }),
    /** A write whose answer is the record as it now stands. */
    update: <T>(db: Executor, id: bigint, read: Write<unknown>, write: Write<T>) =>
      inTransaction(db, async (trx) => {
        const before = await readBefore(trx, id, read);
        const updated = await write(trx);
        await append(trx, id, before, updated);
        return updated;
      }),
    /** A write to a part of the record (a line of a document), whose answer is the part. */
    updatePart: <T>(db: Executor, id: bigint, read: Write<unknown>, write: Write<T>) =>
      inTransaction(db, async (trx) => {
        const before = await readBefore(trx, id, read);
        const answer = await write(trx);
        await append(trx, id, before, await read(trx));
        return answer;
      }),
    remove: <T extends { id: bigint }>(db: Executor, write: Write<T>) =>
      inTransaction(db, async (trx) => {
        const removed = await write(trx);
        await append(trx, removed.id, removed, null);
        return removed;
      }),
  };
}
