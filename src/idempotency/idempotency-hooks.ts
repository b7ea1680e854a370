import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Executor, inTransaction } from '../db/database.js';
import {
  abandonIdempotentRequest,
  beginIdempotentRequest,
  completeIdempotentRequest,
  type IdempotentRequest,
  requestHash,
} from './idempotency-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a create call carries an Idempotency-Key that it runs under. */
    idempotency?: { request: IdempotentRequest; completed: boolean };
  }
}

/** The header, as create calls document and validate it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description:
        'Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight is a 409. Keys are per company.',
    }),
  ),
});

/**
 * Runs every POST that carries an Idempotency-Key under it: a repeat is answered from the store
 * before its handler runs, and whatever the first request answered is kept.
 */
export function installIdempotency(app: FastifyInstance, db: Executor): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return;
    const path = request.url.split('?', 1)[0] ?? '';
    const hash = requestHash(request.method, path, request.body);
    const outcome = await beginIdempotentRequest(db, request.principal.companyId, key, hash);
    if (outcome.kind === 'replay') return replay(reply, outcome.statusCode, outcome.body);
    request.idempotency = { request: outcome.request, completed: false };
  });

  // Answers that the create itself did not store with its write (its refusals) are stored here;
  // an unexpected failure frees the key, so that a retry runs the request again.
  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.idempotency;
    if (!state || state.completed) return payload;
    state.completed = true;
    if (reply.statusCode >= 500) await abandonIdempotentRequest(db, state.request);
    else await completeIdempotentRequest(db, state.request, reply.statusCode, String(payload));
    return payload;
  });
}

function replay(reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .code(statusCode)
    .header('idempotent-replayed', 'true')
    .type(statusCode >= 400 ? 'application/problem+json' : 'application/json')
    .send(body);
}

/**
 * Runs a create and stores its answer under the request's Idempotency-Key in one transaction: the
 * record is never written without its answer kept, so a retry can never write it twice.
 */
export async function idempotentCreate<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Executor,
  create: (executor: Executor) => Promise<T>,
): Promise<T> {
  const state = request.idempotency;
  if (!state) return create(db);
  return inTransaction(db, async (trx) => {
    const answer = await create(trx);
    await completeIdempotentRequest(trx, state.request, 200, String(reply.serialize(answer)));
    state.completed = true;
    return answer;
  });
}
