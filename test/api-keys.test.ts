import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/api-keys/api-key-records.js';
import type { Role } from '../src/auth/permissions.js';
import { openDatabase } from '../src/db/database.js';
import { authenticate, createUser, rotateApiKey } from '../src/users/user-service.js';
import {
  basicAuthorization,
  createTenant,
  openTestDatabase,
  readyApp,
  recordingQueries,
  type Tenant,
  testConfig,
  untilKeyRemembered,
  untilRefused,
} from './helpers.js';
import { startServer, call as toServer } from './processes.js';
import { createTestDatabase } from './store.js';

const START = Date.parse('2026-12-01T09:00:00.000Z');
const ADMIN_TOKEN = 'an-admin-token-of-the-installation-0123456789';
const MINUTE = 60_000;
let clock = START;
let app: FastifyInstance;
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
const recording = recordingQueries();

beforeAll(async () => {
  opened = await openTestDatabase({ adminToken: ADMIN_TOKEN }, recording.observe);
  app = await readyApp(opened.config, opened.db, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await opened.close();
});

interface KeyAnswer {
  id: number;
  userId: number;
  name: string;
  prefix: string | null;
  scopes: string[];
  expiresAt: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  apiKey?: string;
}

const send = (authorization: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const getCompany = (authorization: string): Promise<LightMyRequestResponse> => send(authorization, 'GET', '/company');

/** A user of the tenant's company with this role, and the Authorization header of their first key. */
async function userOf(tenant: Tenant, role: Role) {
  const user = await createUser(opened.db, {
    companyId: tenant.companyId,
    username: `${role}-${tenant.companyId}-${Math.random().toString(36).slice(2, 8)}`,
    role,
  });
  return { ...user, authorization: basicAuthorization(user.username, user.apiKey) };
}

async function newKey(authorization: string, input: object) {
  const response = await send(authorization, 'POST', '/apiKeys', input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KeyAnswer & { apiKey: string };
}

const storedKeys = () => opened.db.selectFrom('api_keys').selectAll().execute();

describe('several keys per user', () => {
  it('accepts a second key of the user beside the first, and answers its own scopes', async () => {
    const tenant = await createTenant(opened.db);
    const first = await authenticate(opened.db, tenant.username, tenant.apiKey);
    expect(first).toMatchObject({ apiKeyName: 'default', scopes: expect.arrayContaining(['read', 'admin']) });
    const second = await createApiKey(opened.db, {
      userId: first?.userId as bigint,
      name: 'invoicing',
      scopes: ['read', 'write:documents'],
    });
    expect((await getCompany(basicAuthorization(tenant.username, second.apiKey))).statusCode).toBe(200);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
    expect(await authenticate(opened.db, tenant.username, second.apiKey)).toMatchObject({
      userId: first?.userId,
      apiKeyId: second.id,
      apiKeyName: 'invoicing',
      scopes: ['read', 'write:documents'],
    });
  });

  it('makes a key through the API: its secret shown once, stored as its hash, listed with its prefix', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'accountant', scopes: ['read'] });
    expect(made).toMatchObject({
      name: 'accountant',
      scopes: ['read'],
      expiresAt: null,
      createdAt: new Date(clock).toISOString(),
      lastUsedAt: null,
      prefix: made.apiKey.slice(0, 8),
    });
    expect(made.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await storedKeys()).find((row) => row.id === BigInt(made.id));
    expect(JSON.stringify(stored, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(made.apiKey);

    const accountant = basicAuthorization(tenant.username, made.apiKey);
    expect((await getCompany(accountant)).statusCode).toBe(200);
    const listed = (await send(accountant, 'GET', '/apiKeys')).json() as KeyAnswer[];
    expect(listed.map((key) => key.name)).toEqual(['default', 'accountant']);
    expect(listed.every((key) => !('apiKey' in key))).toBe(true);
    expect(listed[0]).toMatchObject({ prefix: tenant.apiKey.slice(0, 8), scopes: expect.arrayContaining(['admin']) });
  });

  it("refuses (403) a key with a scope beyond the caller's rights, and makes none", async () => {
    const tenant = await createTenant(opened.db);
    const viewer = await userOf(tenant, 'viewer');
    const before = (await storedKeys()).length;
    const refused = await send(viewer.authorization, 'POST', '/apiKeys', { name: 'x', scopes: ['write:documents'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ requiredRole: 'bookkeeper' });
    const readOnly = await newKey(tenant.authorization, { name: 'read only', scopes: ['read'] });
    const narrowed = await send(basicAuthorization(tenant.username, readOnly.apiKey), 'POST', '/apiKeys', {
      name: 'wider',
      scopes: ['read', 'admin'],
    });
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json()).toMatchObject({ requiredRole: 'admin', requiredScope: 'admin' });
    expect((await storedKeys()).length).toBe(before + 1);
  });

  it("lists another user's keys for an admin only", async () => {
    const tenant = await createTenant(opened.db);
    const bookkeeper = await userOf(tenant, 'bookkeeper');
    const admin = await userOf(tenant, 'admin');
    const ofBookkeeper = `/apiKeys?userId=${bookkeeper.id}`;
    expect((await send(admin.authorization, 'GET', ofBookkeeper)).json()).toMatchObject([{ name: 'default' }]);
    const refused = await send(bookkeeper.authorization, 'GET', `/apiKeys?userId=${admin.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ requiredRole: 'admin' });
  });
});

describe('expiry', () => {
  it('refuses a key from its expiry on, also once the process remembers it', async () => {
    const tenant = await createTenant(opened.db);
    const expiresAt = new Date(clock + 10 * MINUTE).toISOString();
    const made = await newKey(tenant.authorization, { name: 'ten minutes', scopes: ['read'], expiresAt });
    expect(made.expiresAt).toBe(expiresAt);
    const authorization = basicAuthorization(tenant.username, made.apiKey);
    expect((await untilKeyRemembered(() => getCompany(authorization), recording.queries)).statusCode).toBe(200);
    clock += 10 * MINUTE - 1;
    expect((await getCompany(authorization)).statusCode).toBe(200);
    clock += 1; // its expiry: the key stops working at that instant
    expect((await getCompany(authorization)).statusCode).toBe(401);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
  });

  it('refuses a key whose first use is past its expiry', async () => {
    const tenant = await createTenant(opened.db);
    const expiresAt = new Date(clock + MINUTE).toISOString();
    const made = await newKey(tenant.authorization, { name: 'a minute', scopes: ['read'], expiresAt });
    clock += MINUTE;
    expect((await getCompany(basicAuthorization(tenant.username, made.apiKey))).statusCode).toBe(401);
  });

  it('refuses (400) to make a key under an Idempotency-Key, which would keep its secret', async () => {
    const tenant = await createTenant(opened.db);
    const before = (await storedKeys()).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/apiKeys',
      headers: { authorization: tenant.authorization, 'idempotency-key': 'make-key-1' },
      payload: { name: 'retried', scopes: ['read'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'idempotency-key' }] });
    expect((await storedKeys()).length).toBe(before);
  });

  it('refuses (422) an expiry that is not in the future', async () => {
    const tenant = await createTenant(opened.db);
    const response = await send(tenant.authorization, 'POST', '/apiKeys', {
      name: 'late',
      scopes: ['read'],
      expiresAt: new Date(clock).toISOString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ path: 'expiresAt' }] });
  });
});

describe('revocation', () => {
  it('stops a revoked key at once, even once remembered, and leaves the other keys working', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'integration', scopes: ['read'] });
    const authorization = basicAuthorization(tenant.username, made.apiKey);
    expect((await untilKeyRemembered(() => getCompany(authorization), recording.queries)).statusCode).toBe(200);
    const revoked = await send(authorization, 'DELETE', `/apiKeys/${made.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: made.id, name: 'integration' });
    expect((await getCompany(authorization)).statusCode).toBe(401);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
    expect((await send(tenant.authorization, 'DELETE', `/apiKeys/${made.id}`)).statusCode).toBe(404);
  });

  it("lets an admin revoke others' keys, an owner's only an owner, and no one another company's", async () => {
    const tenant = await createTenant(opened.db);
    const owner = await authenticate(opened.db, tenant.username, tenant.apiKey);
    const admin = await userOf(tenant, 'admin');
    const bookkeeper = await userOf(tenant, 'bookkeeper');
    const [adminKey, bookkeeperKey, ownerKey] = await Promise.all(
      [admin.id, bookkeeper.id, owner?.userId as bigint].map(
        async (userId) =>
          (await opened.db.selectFrom('api_keys').select('id').where('user_id', '=', userId).execute())[0]?.id,
      ),
    );
    const byBookkeeper = await send(bookkeeper.authorization, 'DELETE', `/apiKeys/${adminKey}`);
    expect(byBookkeeper.statusCode).toBe(403);
    expect(byBookkeeper.json()).toMatchObject({ requiredRole: 'admin' });
    const ofOwner = await send(admin.authorization, 'DELETE', `/apiKeys/${ownerKey}`);
    expect(ofOwner.statusCode).toBe(403);
    expect(ofOwner.json()).toMatchObject({ requiredRole: 'owner' });
    const other = await createTenant(opened.db);
    expect((await send(other.authorization, 'DELETE', `/apiKeys/${bookkeeperKey}`)).statusCode).toBe(404);
    expect((await getCompany(bookkeeper.authorization)).statusCode).toBe(200);

    expect((await send(admin.authorization, 'DELETE', `/apiKeys/${bookkeeperKey}`)).statusCode).toBe(200);
    expect((await getCompany(bookkeeper.authorization)).statusCode).toBe(401);
    expect((await send(tenant.authorization, 'DELETE', `/apiKeys/${adminKey}`)).statusCode).toBe(200);
    expect((await getCompany(admin.authorization)).statusCode).toBe(401);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
  });

  it('rotate-key replaces every key of the user by one new key named default', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'extra', scopes: ['read'] });
    const rotated = await rotateApiKey(opened.db, tenant.username);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(401);
    expect((await getCompany(basicAuthorization(tenant.username, made.apiKey))).statusCode).toBe(401);
    const authorization = basicAuthorization(tenant.username, rotated.apiKey);
    expect(((await send(authorization, 'GET', '/apiKeys')).json() as KeyAnswer[]).map((key) => key.name)).toEqual([
      'default',
    ]);
  });

  it('stops a key revoked by another process at once in this one', async () => {
    const database = await createTestDatabase();
    const config = testConfig({ databaseUrl: database.url });
    const here = recordingQueries();
    const db = await openDatabase(config, here.observe);
    const local = await readyApp(config, db);
    const server = await startServer(database.url);
    try {
      const tenant = await createTenant(db);
      const made = await toServer(server.port, 'POST', '/api/v1/apiKeys', {
        headers: { authorization: tenant.authorization },
        body: { name: 'elsewhere', scopes: ['read'] },
      });
      expect(made.status).toBe(200);
      const key = JSON.parse(made.body) as KeyAnswer & { apiKey: string };
      const authorization = basicAuthorization(tenant.username, key.apiKey);
      const get = () => local.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization } });
      expect((await untilKeyRemembered(get, here.queries)).statusCode).toBe(200);

      const revoked = await toServer(server.port, 'DELETE', `/api/v1/apiKeys/${key.id}`, {
        headers: { authorization: tenant.authorization },
      });
      expect(revoked.status).toBe(200);
      expect((await untilRefused(get)).statusCode).toBe(401);
      const stillThere = await local.inject({
        method: 'GET',
        url: '/api/v1/company',
        headers: { authorization: tenant.authorization },
      });
      expect(stillThere.statusCode).toBe(200);
    } finally {
      await server.stop();
      await local.close();
      await db.destroy();
      await database.drop();
    }
  }, 60_000);
});

describe('last use', () => {
  const lastUsedAt = async (id: number) =>
    (await opened.db.selectFrom('api_keys').select('last_used_at').where('id', '=', BigInt(id)).executeTakeFirst())
      ?.last_used_at;
  /** The stamp is written once the answer is sent: waits for it a little. */
  async function until(id: number, expected: string | null) {
    for (let attempt = 0; attempt < 100 && (await lastUsedAt(id)) !== expected; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return lastUsedAt(id);
  }

  it('stamps a key at its first use, then at most once a minute', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'stamped', scopes: ['read'] });
    const authorization = basicAuthorization(tenant.username, made.apiKey);
    const first = clock;
    await getCompany(authorization);
    expect(await until(made.id, new Date(first).toISOString())).toBe(new Date(first).toISOString());
    clock += MINUTE - 1;
    await getCompany(authorization);
    await getCompany(authorization);
    expect(await until(made.id, 'never')).toBe(new Date(first).toISOString());
    clock += 1; // a minute after the stamp
    await getCompany(authorization);
    expect(await until(made.id, new Date(clock).toISOString())).toBe(new Date(clock).toISOString());
    const listed = (await send(authorization, 'GET', '/apiKeys')).json() as KeyAnswer[];
    expect(listed.find((key) => key.id === made.id)?.lastUsedAt).toBe(new Date(clock).toISOString());
  });

  /**
   * A call with the key refused while `refuse` holds, then accepted a second later once `accept`
   * has run: the stamp is that of the second call, which a stamp of the first within the minute
   * would have held back.
   */
  async function refusedThenAccepted(keyId: number, authorization: string, refusal: Refusal) {
    clock += MINUTE;
    await refusal.refuse();
    expect((await getCompany(authorization)).statusCode).toBe(refusal.status);
    expect(await lastUsedAt(keyId)).toBeNull();
    await refusal.accept();
    clock += 1000;
    expect((await getCompany(authorization)).statusCode).toBe(200);
    const accepted = new Date(clock).toISOString();
    expect(await until(keyId, accepted)).toBe(accepted);
  }
  interface Refusal {
    status: number;
    refuse: () => Promise<unknown>;
    accept: () => Promise<unknown>;
  }

  it('stamps no key whose call is refused for its disabled company, and stamps it once enabled', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'suspended', scopes: ['read'] });
    const disabled = (value: boolean) => async () => {
      const changed = await app.inject({
        method: 'PATCH',
        url: `/admin/v1/companies/${tenant.companyId}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { disabled: value },
      });
      expect(changed.json()).toMatchObject({ disabled: value });
    };
    await refusedThenAccepted(made.id, basicAuthorization(tenant.username, made.apiKey), {
      status: 403,
      refuse: disabled(true),
      accept: disabled(false),
    });
  });

  it('stamps no key of a disabled user, and stamps it once the user is enabled', async () => {
    const tenant = await createTenant(opened.db);
    const bookkeeper = await userOf(tenant, 'bookkeeper');
    const made = await newKey(bookkeeper.authorization, { name: 'of a bookkeeper', scopes: ['read'] });
    const disabled = (value: boolean) => async () => {
      const changed = await send(tenant.authorization, 'PATCH', `/users/${bookkeeper.id}`, { disabled: value });
      expect(changed.json()).toMatchObject({ disabled: value });
    };
    await refusedThenAccepted(made.id, basicAuthorization(bookkeeper.username, made.apiKey), {
      status: 401,
      refuse: disabled(true),
      accept: disabled(false),
    });
  });
});

describe('the audit trail', () => {
  it('records the key of each write beside its user, and lists the writes of one key', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'invoicing', scopes: ['read', 'write:documents'] });
    const viaKey = basicAuthorization(tenant.username, made.apiKey);
    expect((await send(viaKey, 'POST', '/clients', { name: 'Keyed client' })).statusCode).toBe(200);
    expect((await send(tenant.authorization, 'POST', '/clients', { name: 'Default client' })).statusCode).toBe(200);
    const listing = await send(tenant.authorization, 'GET', '/auditLog?recordType=client');
    expect(listing.statusCode, listing.body).toBe(200);
    const all = listing.json() as {
      apiKeyId: number | null;
      apiKeyName: string | null;
      after: { name: string };
    }[];
    expect(all.map((entry) => [entry.after.name, entry.apiKeyName])).toEqual([
      ['Default client', 'default'],
      ['Keyed client', 'invoicing'],
    ]);
    const ofKey = (
      await send(tenant.authorization, 'GET', `/auditLog?recordType=client&apiKeyId=${made.id}`)
    ).json() as typeof all;
    expect(ofKey.map((entry) => [entry.after.name, entry.apiKeyId, entry.apiKeyName])).toEqual([
      ['Keyed client', made.id, 'invoicing'],
    ]);
  });

  it('records the making and the revoking of a key, by whom, and never its secret', async () => {
    const tenant = await createTenant(opened.db);
    const made = await newKey(tenant.authorization, { name: 'payroll', scopes: ['read'] });
    expect((await send(tenant.authorization, 'DELETE', `/apiKeys/${made.id}`)).statusCode).toBe(200);
    const trail = await send(tenant.authorization, 'GET', `/auditLog?recordType=apiKey&recordId=${made.id}`);
    const { apiKey, ...shown } = made;
    // Newest first: the revocation, then the making.
    expect(trail.json()).toMatchObject([
      { apiKeyName: 'default', before: shown, after: null },
      { apiKeyName: 'default', before: null, after: shown },
    ]);
    expect(trail.body).not.toContain(apiKey);
    // A key refused makes no entry.
    const refused = await send(tenant.authorization, 'POST', '/apiKeys', {
      name: 'late',
      scopes: ['read'],
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(refused.statusCode).toBe(422);
    const all = (await send(tenant.authorization, 'GET', '/auditLog?recordType=apiKey')).json() as unknown[];
    expect(all).toHaveLength(2);
  });
});
