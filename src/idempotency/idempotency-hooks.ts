import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Database, Executor } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { busy, invalid } from '../shared/errors.js';
import { pathOf } from '../shared/http.js';
import {
  assertWellFormedKey,
  claimKey,
  completeIdempotentRequest,
  type IdempotentRequest,
  KeyTaken,
  keepRefusal,
  keptAnswer,
  purgeExpiredKeys,
  requestHash,
} from './idempotency-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a create call carries an Idempotency-Key that it runs under. */
    idempotency?: { request: IdempotentRequest; answered: boolean };
  }
}

/** The header, as create calls document and validate it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description:
        'Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company.',
    }),
  ),
});

/**
 * Runs every POST that carries an Idempotency-Key under it (see `idempotentCreate`). A refusal wrote
 * nothing, so its answer is kept on its own afterwards; an answer that says to retry (a 5xx, or a
 * 409 with Retry-After) is not kept, so that the retry runs the request again. The hooks are those of
 * POST routes alone: the other calls carry no key, and pass without them.
 */
/**
 * Refuses (400) an Idempotency-Key on a create whose answer holds a secret shown once: keeping that
 * answer to replay would keep the secret, which is stored only as its hash.
 */
export function refuseIdempotencyKey(request: FastifyRequest, what: string): void {
  if (request.headers['idempotency-key'] === undefined) return;
  throw invalid(`${what} is not made under an Idempotency-Key: its secret would be kept with the answer`, [
    { path: 'idempotency-key', message: `must be absent when making ${what.toLowerCase()}` },
  ]);
}

export function installIdempotency(app: FastifyInstance, db: Database): void {
  const preHandler: preHandlerHookHandler = (request, _reply, done) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return done();
    assertWellFormedKey(key);
    const hash = requestHash(request.method, pathOf(request), hashedBody(request));
    request.idempotency = {
      request: { companyId: request.principal.companyId, key, requestHash: hash },
      answered: false,
    };
    done();
  };

  // Most answers carry no key: they pass without a promise of their own.
  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const state = request.idempotency;
    if (!state || state.answered) return done(null, payload);
    state.answered = true;
    const transient = reply.statusCode >= 500 || reply.hasHeader('retry-after');
    if (transient) return done(null, payload);
    keepRefusal(db, state.request, { statusCode: reply.statusCode, body: String(payload) }).then(
      () => done(null, payload),
      (error) => {
        // The refusal still reaches the client; a retry then runs the request again and is refused anew.
        request.log.warn({ err: error }, 'the answer could not be kept under its Idempotency-Key');
        done(null, payload);
      },
    );
  };

  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST') return;
    route.preHandler = [...hooksOf(route.preHandler), preHandler];
    route.onSend = [...hooksOf(route.onSend), onSend];
  });
}

/**
 * What of a request its key is held to: its JSON body; or, for a file sent as the body, the file's
 * digest with the query that says how to read it.
 */
function hashedBody(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body)) return request.body;
  return { query: request.query, sha256: createHash('sha256').update(request.body).digest('hex') };
}

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Sends a kept answer again. A kept record is sent as an object, so that it is written as this
 * request prefers (its money plain or not), as the first answer was; it was kept as the installation writes it.
 */
function replay(reply: FastifyReply, statusCode: number, body: string) {
  const refused = statusCode >= 400;
  return reply
    .code(statusCode)
    .header('idempotent-replayed', 'true')
    .type(refused ? 'application/problem+json' : 'application/json')
    .send(refused ? body : JSON.parse(body));
}

/**
 * Runs a create under the request's Idempotency-Key: the key is claimed, the record written and the
 * answer kept in one transaction, so a record is never written without its answer, nor twice. A key
 * that another request committed is answered with that request's answer.
 */
export async function idempotentCreate<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  create: (db: Database | Write) => Promise<T>,
): Promise<T | FastifyReply> {
  const state = request.idempotency;
  if (!state) return create(db);
  try {
    const answer = await inTransaction(db, async (write) => {
      const trx = write.trx;
      await claimKey(trx, state.request);
      const created = await create(write);
      await completeIdempotentRequest(trx, state.request, { statusCode: 200, body: String(reply.serialize(created)) });
      return created;
    });
    state.answered = true;
    return answer;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  state.answered = true;
  // Read as a write: on SQLite the key's answer may be written and not yet committed with its group.
  const kept = await inTransaction(db, (write) => keptAnswer(write.trx, state.request));
  // Only a key that expired and was forgotten in the instant since its claim failed leaves nothing to replay.
  if (!kept) throw busy('The Idempotency-Key changed hands while this request ran; retry the request');
  return replay(reply, kept.statusCode, kept.body);
}

/** How often a server purges expired keys; it also does once when it starts. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges every company's expired keys when the server starts and then every hour, so that a company
 * that stops writing does not keep them: a key lives at least 24 hours and at most one hour more.
 * With several processes each purges; the deletes of one make the others' short.
 */
export function purgeKeysRegularly(app: FastifyInstance, db: Executor): void {
  let running: Promise<void> | undefined;
  const purge = () => {
    running ??= purgeExpiredKeys(db)
      .then(
        (purged) => {
          if (purged > 0) app.log.info({ purged }, 'expired idempotency keys purged');
        },
        (error: unknown) => app.log.warn({ err: error }, 'expired idempotency keys could not be purged'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
