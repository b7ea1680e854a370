import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedRecord, auditTrail } from '../audit/audit-hooks.js';
import { forgettingPrincipalsAfter } from '../auth/principal-cache.js';
import type { Database } from '../db/database.js';
import { IdempotencyHeaders, refuseIdempotencyKey } from '../idempotency/idempotency-hooks.js';
import { IfMatchHeaders } from '../shared/entity-tags.js';
import { MERGE_PATCH_TYPE, MergePatch, patchedBody } from '../shared/merge-patch.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { addPageHeaders, ListQuery, pageOf } from '../shared/pagination.js';
import { IdParams } from '../shared/schemas.js';
import { User, UserInput, UserUpdate, UserWithFirstKey } from './user-schemas.js';
import { addUser, changeUser, getUser, listUsers, removeUser } from './user-service.js';

const TAG = 'Users';
const AUDITED = auditedRecord('user', User);
const PATCHABLE = { update: UserUpdate, output: User };
// Who may call what is the permission's to say (admin: owners and admins); who may touch an owner, the service's.
const MANAGING_USERS = { permission: 'admin' } as const;
const OWNERS_RULE =
  'Only an owner may change, delete or make an owner (403 naming the role owner otherwise), and a company always keeps an owner who is not disabled: demoting, disabling or deleting the last is a 409.';

/** Writes the update that `body` makes of the user as they stand, in the audit trail; the user's keys act with it at once. */
export function updateUserAudited(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  id: bigint,
  body: (current: User) => unknown,
): Promise<User> {
  const { principal } = request;
  return forgettingPrincipalsAfter(db, () =>
    auditTrail(request, reply, AUDITED).update(
      db,
      id,
      (write) => getUser(write.trx, principal.companyId, id),
      (write, current) => changeUser(write, principal, id, body(current) as UserUpdate),
    ),
  );
}

/** Adds a user to the caller's company, in the audit trail: the answer holds their first key, this once. */
export const addUserAudited = (request: FastifyRequest, reply: FastifyReply, db: Database, input: UserInput) =>
  auditTrail(request, reply, AUDITED).create(db, (write) => addUser(write, request.principal, input));

/** Deletes a user of the caller's company, in the audit trail; their keys stop working at once. */
export function removeUserAudited(request: FastifyRequest, reply: FastifyReply, db: Database, id: bigint) {
  const { principal } = request;
  return forgettingPrincipalsAfter(db, () =>
    auditTrail(request, reply, AUDITED).remove(db, (write) => removeUser(write, principal, id), {
      id,
      read: (write) => getUser(write.trx, principal.companyId, id),
    }),
  );
}

/** The users of the company, managed by its owners and admins. */
export const userRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: MANAGING_USERS,
      schema: {
        tags: [TAG],
        summary: "List the company's users",
        description:
          'In id order. Without limit, the whole list; with limit (1–1000) and offset or after, one page, with X-Total-Count and a Link header with rel="next" when another page exists.',
        querystring: ListQuery,
        response: { 200: Type.Array(User) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      const { items, total } = await listUsers(db, request.principal.companyId, page);
      addPageHeaders(request, reply, page, items, total);
      return items;
    },
  );

  app.get(
    '/users/:id',
    {
      config: MANAGING_USERS,
      schema: { tags: [TAG], summary: 'Get a user', params: IdParams, response: { 200: User } },
    },
    async (request) => getUser(db, request.principal.companyId, BigInt(request.params.id)),
  );

  app.post(
    '/users',
    {
      config: MANAGING_USERS,
      schema: {
        tags: [TAG],
        summary: 'Add a user to the company, with their first API key',
        description: `Answers the user and their first API key, this once: only its hash is stored, so no answer is kept under an Idempotency-Key, which is refused (400): a retry finds the user name taken (409). The user authenticates with HTTP Basic, their user name and the key. A user name taken in the installation, by any company, is a 409. ${OWNERS_RULE}`,
        headers: IdempotencyHeaders,
        body: UserInput,
        response: { 200: UserWithFirstKey },
      },
    },
    async (request, reply) => {
      refuseIdempotencyKey(request, 'A user');
      return addUserAudited(request, reply, db, request.body);
    },
  );

  app.put(
    '/users/:id',
    {
      config: MANAGING_USERS,
      schema: {
        tags: [TAG],
        summary: "Set a user's role, name, email and whether they are disabled",
        description: `The body is the whole user but their user name, which does not change (a body that carries it is a 400). The user's keys act with the change from its commit, in every server process. ${OWNERS_RULE}`,
        params: IdParams,
        headers: IfMatchHeaders,
        body: UserUpdate,
        response: { 200: User },
      },
    },
    async (request, reply) => updateUserAudited(request, reply, db, BigInt(request.params.id), () => request.body),
  );

  app.patch(
    '/users/:id',
    {
      config: MANAGING_USERS,
      schema: {
        tags: [TAG],
        summary: 'Change fields of a user',
        description: `The body is a JSON Merge Patch (RFC 7396) of UserUpdate, sent as application/merge-patch+json or application/json: the fields sent change, the others stay. The user so merged is checked and written as a PUT of it would be. ${OWNERS_RULE}`,
        params: IdParams,
        headers: IfMatchHeaders,
        consumes: [MERGE_PATCH_TYPE, 'application/json'],
        body: MergePatch(UserUpdate),
        response: { 200: User },
      },
    },
    async (request, reply) =>
      updateUserAudited(request, reply, db, BigInt(request.params.id), (current) =>
        patchedBody(request, reply, PATCHABLE, current),
      ),
  );

  app.delete(
    '/users/:id',
    {
      config: MANAGING_USERS,
      schema: {
        tags: [TAG],
        summary: 'Delete a user',
        description: `Their keys stop working with the commit, in every server process; the audit trail keeps their name beside their writes. Answers the user as they were. ${OWNERS_RULE}`,
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: User },
      },
    },
    async (request, reply) => removeUserAudited(request, reply, db, BigInt(request.params.id)),
  );
};
