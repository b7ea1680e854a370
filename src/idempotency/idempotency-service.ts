import { createHash } from 'node:crypto';
import type { Database, Executor } from '../db/database.js';
import { inTransaction } from '../db/write.js';
import { invalid, ruleViolation } from '../shared/errors.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  keepIdempotentAnswer,
} from './idempotency-repository.js';

/** How long a key and its answer are kept. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x20-\x7e]{1,128}$/;

export interface IdempotentRequest {
  companyId: bigint;
  key: string;
  requestHash: string;
}

export interface KeptAnswer {
  statusCode: number;
  body: string;
}

/** The key belongs to another request, which committed: its answer is to be replayed. */
export class KeyTaken extends Error {}

/**
 * The same method, path (with or without a trailing slash) and JSON body, whatever the order of
 * its fields, give the same hash.
 */
export function requestHash(method: string, path: string, body: unknown): string {
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return createHash('sha256')
    .update(`${method} ${route}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function assertWellFormedKey(key: string): void {
  if (!KEY.test(key)) {
    throw invalid('The Idempotency-Key header is malformed', [
      { path: 'idempotency-key', message: 'must be 1 to 128 printable ASCII characters' },
    ]);
  }
}

const expiredBefore = (now: Date) => new Date(now.getTime() - KEY_RETENTION_MS).toISOString();

/**
 * Claims the key in the request's write transaction, before anything is written: the claim is
 * committed with the write, or rolled back with it (a crash included), so a retry never finds a key
 * held by a request that wrote nothing. Throws KeyTaken when another request with the key committed.
 */
export async function claimKey(trx: Executor, request: IdempotentRequest, now = new Date()): Promise<void> {
  const claimed = await claimIdempotencyKey(trx, {
    ...request,
    now: now.toISOString(),
    expiredBefore: expiredBefore(now),
  });
  if (!claimed) throw new KeyTaken();
}

/** Stores the answer of a successful write, in the write's own transaction. */
export const completeIdempotentRequest = (db: Executor, request: IdempotentRequest, answer: KeptAnswer) =>
  completeIdempotencyKey(db, request.companyId, request.key, answer.statusCode, answer.body);

/** Keeps the answer of a refused request (it wrote nothing), so that a retry gets the same refusal. */
export const keepRefusal = (db: Executor, request: IdempotentRequest, answer: KeptAnswer, now = new Date()) =>
  keepIdempotentAnswer(db, { ...request, ...answer, now: now.toISOString() });

/**
 * The kept answer under the request's key, or undefined when there is none (any more); a key first
 * used with another request is a 422.
 */
export async function keptAnswer(
  db: Executor,
  request: IdempotentRequest,
  now = new Date(),
): Promise<KeptAnswer | undefined> {
  const stored = await findIdempotencyKey(db, request.companyId, request.key);
  if (!stored || stored.status_code === null || stored.created_at < expiredBefore(now)) return undefined;
  if (stored.request_hash !== request.requestHash) {
    throw ruleViolation('This Idempotency-Key was used with another request', [
      { path: 'idempotency-key', message: 'was first used with a different request; use a new key for a new request' },
    ]);
  }
  return { statusCode: stored.status_code, body: stored.response_body ?? '' };
}

/** How many expired keys one transaction of the purge deletes: short transactions, never a long lock. */
const PURGE_BATCH = 1000;

/** Forgets every company's keys older than the retention period, with their answers; answers how many. */
export async function purgeExpiredKeys(db: Database, now = new Date()): Promise<number> {
  const before = expiredBefore(now);
  let purged = 0;
  for (;;) {
    const deleted = await inTransaction(db, (write) => deleteIdempotencyKeysBefore(write.trx, before, PURGE_BATCH));
    purged += deleted;
    if (deleted < PURGE_BATCH) return purged;
  }
}
