import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createApiKeyAudited, revokeApiKeyAudited } from '../api-keys/api-key-routes.js';
import type { ApiKey } from '../api-keys/api-key-schemas.js';
import { ApiKeyInput } from '../api-keys/api-key-schemas.js';
import { listApiKeys, listCompanyApiKeys } from '../api-keys/api-key-service.js';
import { ROLES, SCOPES } from '../auth/permissions.js';
import { getCompanySettings } from '../companies/company-reads.js';
import { readConsistently } from '../db/database.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { IdParams } from '../shared/schemas.js';
import { assertValid } from '../shared/validation.js';
import { addUserAudited, removeUserAudited, updateUserAudited } from '../users/user-routes.js';
import { type User, UserInput, UserUpdate } from '../users/user-schemas.js';
import { listUsers } from '../users/user-service.js';
import { type Writers, writersFor } from './web-format.js';
import {
  type FormField,
  formInput,
  formList,
  type PageRefusal,
  pageWrite,
  refusedForm,
  showSecret,
} from './web-forms.js';

const CURRENT = 'Settings';
const TITLE = 'Users and keys';

const USER_FIELDS: FormField[] = [
  { name: 'username', label: 'User name', required: true },
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email', type: 'email' },
];

const idOf = (request: FastifyRequest) => BigInt((request.params as { id: number }).id);

/** The API's expiresAt of a key from the form's day: the key stops working as that day begins, in UTC. */
const expiryOf = (day: string | undefined) => (day === undefined ? {} : { expiresAt: `${day}T00:00:00.000Z` });

/**
 * Users and keys: the company's users and their roles for those who manage them (the API's `admin`),
 * and the API keys, each user's own and, for those who manage users, everyone's, as the API's users
 * and keys calls give and change them.
 */
export function userPages(app: FastifyInstance, { db, now }: ModuleOptions): void {
  const managing = { schema: { hide: true }, config: { permission: 'admin' as const } };
  const managingOne = { schema: { hide: true, params: IdParams }, config: { permission: 'admin' as const } };
  const signedIn = { schema: { hide: true }, config: { permission: 'authenticated' as const } };

  const showUsers = async (request: FastifyRequest, reply: FastifyReply, refusal?: PageRefusal) => {
    const { principal } = request;
    const manages = reply.locals?.may('admin') ?? false;
    // One snapshot: every key listed has its user.
    const [company, { users, keys }] = await Promise.all([
      getCompanySettings(db, principal.companyId),
      readConsistently(db, async (trx) =>
        manages
          ? {
              users: (await listUsers(trx, principal.companyId, {})).items,
              keys: await listCompanyApiKeys(trx, principal),
            }
          : { users: [], keys: await listApiKeys(trx, principal) },
      ),
    ]);
    const write = writersFor(company);
    const holders = manages ? users : [{ id: principal.userId, username: principal.username }];
    const usernames = new Map(holders.map((holder) => [holder.id, holder.username]));
    return reply.view('users', {
      title: TITLE,
      current: CURRENT,
      manages,
      roles: ROLES,
      users: users.map((user) => ({ ...user, createdAt: write.moment(user.createdAt) })),
      keys: keys.map((key) => keyRow(key, usernames.get(key.userId) ?? '', write)),
      sessionKeyId: principal.apiKeyId,
      ...refusal,
    });
  };

  const usersWrite = (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    pageWrite(work, { address: () => '/settings/users', show: showUsers });

  app.get('/settings/users', signedIn, (request, reply) => showUsers(request, reply));

  const userForm = { title: 'Add a user', current: CURRENT, fields: USER_FIELDS, roles: ROLES };
  app.get('/settings/users/new', managing, (_request, reply) =>
    reply.view('user-form', { ...userForm, values: { role: 'bookkeeper' } }),
  );

  app.post('/settings/users', managing, async (request, reply) => {
    const values = formInput(request.body, [...USER_FIELDS.map(({ name }) => name), 'role']);
    try {
      assertValid(UserInput, values);
      const user = await addUserAudited(request, reply, db, values);
      return showSecret(reply, {
        current: CURRENT,
        title: `${user.username} is added`,
        lead: `The first API key of ${user.username}, with every scope their role allows. With the user name ${user.username}, it signs in to this page and to the API.`,
        secret: user.apiKey,
      });
    } catch (error) {
      return refusedForm(reply, error, 'user-form', { ...userForm, values });
    }
  });

  app.post(
    '/settings/users/:id/role',
    managingOne,
    usersWrite((request, reply) => {
      const { role } = formInput(request.body, ['role']);
      return updateUserAudited(request, reply, db, idOf(request), (current) => userUpdate(current, { role }));
    }),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/settings/users/:id/${action}`,
      managingOne,
      usersWrite((request, reply) =>
        updateUserAudited(request, reply, db, idOf(request), (current) => userUpdate(current, { disabled })),
      ),
    );
  }

  app.post(
    '/settings/users/:id/delete',
    managingOne,
    usersWrite((request, reply) => removeUserAudited(request, reply, db, idOf(request))),
  );

  const keyForm = (reply: FastifyReply) => ({
    title: 'New API key',
    current: CURRENT,
    scopes: SCOPES.filter((scope) => reply.locals?.may(scope)),
  });
  app.get('/settings/keys/new', signedIn, (_request, reply) =>
    reply.view('key-form', { ...keyForm(reply), values: {}, chosen: ['read'] }),
  );

  app.post('/settings/keys', signedIn, async (request, reply) => {
    const values = formInput(request.body, ['name', 'expiresAt']);
    const chosen = formList(request.body, 'scopes');
    try {
      const input = { ...values, scopes: chosen, ...expiryOf(values.expiresAt) };
      assertValid(ApiKeyInput, input);
      const key = await createApiKeyAudited(request, reply, db, input, now);
      return showSecret(reply, {
        current: CURRENT,
        title: `Your API key ${key.name}`,
        lead: `With your user name ${request.principal.username}, it signs in to this page and to the API, with the scopes ${key.scopes.join(', ')}.`,
        secret: key.apiKey,
      });
    } catch (error) {
      return refusedForm(reply, error, 'key-form', { ...keyForm(reply), values, chosen });
    }
  });

  app.post(
    '/settings/keys/:id/revoke',
    { schema: { hide: true, params: IdParams }, config: { permission: 'authenticated' } },
    // The key of the session itself ends the session with it: the page it returns to then asks to sign in.
    usersWrite((request, reply) => revokeApiKeyAudited(request, reply, db, idOf(request))),
  );
}

/** The user as they stand with one field changed, checked as the API checks a user's update. */
function userUpdate({ role, name, email, disabled }: User, change: Partial<Record<keyof UserUpdate, unknown>>) {
  const update = { role, name, email, disabled, ...change };
  assertValid(UserUpdate, update);
  return update;
}

function keyRow(key: ApiKey, username: string, write: Writers) {
  return {
    id: key.id,
    username,
    name: key.name,
    prefix: key.prefix ?? '',
    scopes: key.scopes.join(', '),
    createdAt: write.moment(key.createdAt),
    lastUsedAt: key.lastUsedAt === null ? 'Never' : write.moment(key.lastUsedAt),
    expiresAt: key.expiresAt === null ? 'Never' : write.moment(key.expiresAt),
  };
}
