import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { forgettingPrincipalsAfter } from '../auth/principal-cache.js';
import type { Database } from '../db/database.js';
import { IdempotencyHeaders, refuseIdempotencyKey } from '../idempotency/idempotency-hooks.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams, PathId } from '../shared/schemas.js';
import { ApiKey, ApiKeyInput, ApiKeyWithSecret } from './api-key-schemas.js';
import { createOwnApiKey, listApiKeys, revokeApiKey } from './api-key-service.js';

const TAG = 'API keys';

/** Any live key may manage its own user's keys; another user's need `admin`, checked by the keys service. */
const OWN_KEYS = { permission: 'authenticated' } as const;

/** A key as the audit trail keeps it: never its secret, which no answer but the first holds. */
const AUDITED = auditedRecord('apiKey', ApiKey);

/** Makes a key for the caller's own user, in the audit trail. */
export const createApiKeyAudited = (
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  input: ApiKeyInput,
  now: () => number,
) => auditTrail(request, reply, AUDITED).create(db, (write) => createOwnApiKey(write, request.principal, input, now));

/** Revokes a key, in the audit trail: it stops working with the commit, in every process. */
export const revokeApiKeyAudited = (request: FastifyRequest, reply: FastifyReply, db: Database, id: bigint) =>
  forgettingPrincipalsAfter(db, () =>
    auditTrail(request, reply, AUDITED).remove(db, (write) => revokeApiKey(write, request.principal, id)),
  );

/** The API keys of users: several per user, for rotation without downtime, each with its scopes and expiry. */
export const apiKeyRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    '/apiKeys',
    {
      config: OWN_KEYS,
      schema: {
        tags: [TAG],
        summary: "List a user's API keys",
        description:
          "The caller's own keys, in the order they were made; with userId, that user's keys, which needs the admin scope. Secrets are never shown: recognise a key by its prefix.",
        querystring: Type.Object({
          userId: Type.Optional({ ...PathId, description: "Another user's keys (needs the admin scope)." }),
        }),
        response: { 200: Type.Array(ApiKey) },
      },
    },
    async (request) => {
      const { userId } = request.query;
      return listApiKeys(db, request.principal, userId === undefined ? undefined : BigInt(userId));
    },
  );

  app.post(
    '/apiKeys',
    {
      config: OWN_KEYS,
      schema: {
        tags: [TAG],
        summary: 'Make an API key for yourself',
        description:
          "Answers the key's secret, this once: only its hash is stored, so no answer is kept under an Idempotency-Key, which is refused (400): a retry makes another key, and the extra one can be revoked. Its scopes must be within the caller's own rights (the role's scopes that the calling key has), else 403. Use it as the password of HTTP Basic, with your user name, beside your other keys.",
        headers: IdempotencyHeaders,
        body: ApiKeyInput,
        response: { 200: ApiKeyWithSecret },
      },
    },
    async (request, reply) => {
      refuseIdempotencyKey(request, 'An API key');
      return createApiKeyAudited(request, reply, db, request.body, now);
    },
  );

  app.delete(
    '/apiKeys/:id',
    {
      config: OWN_KEYS,
      schema: {
        tags: [TAG],
        summary: 'Revoke an API key',
        description:
          "Deletes one of the caller's keys, or another user's with the admin scope (an owner's only by an owner). It stops working at once, in every process of the service. Answers the key as it was.",
        params: IdParams,
        response: { 200: ApiKey },
      },
    },
    async (request, reply) => revokeApiKeyAudited(request, reply, db, BigInt(request.params.id)),
  );
};
