import { createHash } from 'node:crypto';
import { type Executor, inTransaction } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, invalid, ruleViolation } from '../shared/errors.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  releaseIdempotencyKey,
} from './idempotency-repository.js';

/** How long a key and its answer are kept. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A key still in flight after this long belongs to a request that died: its write never committed. */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const KEY = /^[\x20-\x7e]{1,128}$/;

export interface IdempotentRequest {
  companyId: number;
  key: string;
  requestHash: string;
}

export type KeyOutcome =
  | { kind: 'proceed'; request: IdempotentRequest }
  | { kind: 'replay'; statusCode: number; body: string };

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

/**
 * Looks a key up before a create call runs: the first request with it proceeds (and claims it), a
 * repeat of a finished one is answered from the store, a repeat with another body is a 422 and a
 * repeat while the first is in flight a 409.
 */
export async function beginIdempotentRequest(
  db: Executor,
  companyId: number,
  key: string,
  hash: string,
  now = new Date(),
): Promise<KeyOutcome> {
  if (!KEY.test(key)) {
    throw invalid('The Idempotency-Key header is malformed', [
      { path: 'idempotency-key', message: 'must be 1 to 128 printable ASCII characters' },
    ]);
  }
  try {
    return await inTransaction(db, async (trx) => {
      await deleteIdempotencyKeysBefore(trx, companyId, new Date(now.getTime() - KEY_RETENTION_MS).toISOString());
      const stored = await findIdempotencyKey(trx, companyId, key);
      if (stored && stored.status_code === null && isAbandoned(stored.created_at, now)) {
        await releaseIdempotencyKey(trx, companyId, key);
      } else if (stored) {
        if (stored.request_hash !== hash) {
          throw ruleViolation('This Idempotency-Key was used with another request', [
            {
              path: 'idempotency-key',
              message: 'was first used with a different request; use a new key for a new request',
            },
          ]);
        }
        if (stored.status_code === null) throw inFlight();
        return { kind: 'replay', statusCode: Number(stored.status_code), body: stored.response_body ?? '' } as const;
      }
      await claimIdempotencyKey(trx, companyId, key, hash, now.toISOString());
      return { kind: 'proceed', request: { companyId, key, requestHash: hash } } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inFlight();
    throw error;
  }
}

const inFlight = () => conflict('A request with this Idempotency-Key is still in flight; retry once it has finished');
const isAbandoned = (createdAt: string, now: Date) => now.getTime() - Date.parse(createdAt) > ABANDONED_AFTER_MS;

/** Stores the answer of a finished request; inside the write's own transaction when it succeeded. */
export const completeIdempotentRequest = (db: Executor, request: IdempotentRequest, statusCode: number, body: string) =>
  completeIdempotencyKey(db, request.companyId, request.key, statusCode, body);

/** Frees the key of a request that failed unexpectedly, so that a retry runs it again. */
export const abandonIdempotentRequest = (db: Executor, request: IdempotentRequest) =>
  releaseIdempotencyKey(db, request.companyId, request.key);
