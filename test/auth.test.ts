import type { ChildProcess } from 'node:child_process';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../src/auth/api-keys.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { createUser, deleteUser, rotateApiKey } from '../src/users/user-service.js';
import {
  anyTimestamps,
  basicAuthorization,
  buildTestApp,
  createTenant,
  openTestDatabase,
  readyApp,
  recordingQueries,
  type Tenant,
  type TestApp,
  testConfig,
  untilKeyRemembered,
} from './helpers.js';
import { withoutRequestId } from './problem.js';
import { call as request, startServer, within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Another owner of the tenant's company, which keeps one when the tenant's user is deleted. */
const keepAnOwner = (db: Database, tenant: Tenant) =>
  createUser(db, { companyId: tenant.companyId, username: `${tenant.username}-next`, role: 'owner' });

const getCompany = (authorization?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/company',
    headers: authorization === undefined ? {} : { authorization },
  });

function expectUnauthorized(response: LightMyRequestResponse): Record<string, unknown> {
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Basic realm="accounting"');
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ type: '/problems/unauthorized', title: 'Unauthorized', status: 401 });
  expect(body.detail).toEqual(expect.any(String));
  expect(body.requestId).toBe(response.headers['x-request-id']);
  expect(Object.keys(body).sort()).toEqual(['detail', 'requestId', 'status', 'title', 'type']);
  return body;
}

describe('authentication on /api/v1', () => {
  it('answers good credentials with the company of the user', async () => {
    const tenant = await createTenant(t.db, 'eur');
    const response = await getCompany(tenant.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.headers['www-authenticate']).toBeUndefined();
    expect(response.json()).toEqual({
      id: Number(tenant.companyId),
      name: expect.any(String),
      currency: 'EUR',
      lockDate: null,
      yearStart: '01-01',
      locale: 'en-GB',
      ...anyTimestamps,
    });
  });

  it('accepts the scheme in lower case', async () => {
    const tenant = await createTenant(t.db);
    const response = await getCompany(tenant.authorization.replace(/^Basic/, 'basic'));
    expect(response.statusCode).toBe(200);
  });

  it('answers a request without credentials with 401', async () => {
    expectUnauthorized(await getCompany());
  });

  it.each([
    ['an empty header', ''],
    ['another scheme', 'Bearer abc'],
    ['the scheme alone', 'Basic'],
    ['text that is not base64', 'Basic !!!'],
    ['credentials without a colon', `Basic ${Buffer.from('user-1').toString('base64')}`],
    ['an empty user name', `Basic ${Buffer.from(':key').toString('base64')}`],
  ])('answers a malformed header (%s) with 401', async (_, header) => {
    expectUnauthorized(await getCompany(header));
  });

  it('answers a wrong key with 401', async () => {
    const tenant = await createTenant(t.db);
    expectUnauthorized(await getCompany(basicAuthorization(tenant.username, generateApiKey())));
    expectUnauthorized(await getCompany(basicAuthorization(tenant.username, tenant.apiKey.slice(0, -1))));
    expectUnauthorized(await getCompany(basicAuthorization(tenant.username, `${tenant.apiKey}x`)));
  });

  it('answers the key of another user with 401', async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    expectUnauthorized(await getCompany(basicAuthorization(tenant.username, other.apiKey)));
  });

  it('answers an unknown user with 401', async () => {
    const tenant = await createTenant(t.db);
    expectUnauthorized(await getCompany(basicAuthorization('nobody-here', tenant.apiKey)));
  });

  it('answers an empty password with 401', async () => {
    const tenant = await createTenant(t.db);
    expectUnauthorized(await getCompany(basicAuthorization(tenant.username, '')));
  });

  it('answers a wrong key and an unknown user alike', async () => {
    const tenant = await createTenant(t.db);
    const wrongKey = await getCompany(basicAuthorization(tenant.username, generateApiKey()));
    const unknownUser = await getCompany(basicAuthorization('nobody-here', generateApiKey()));
    const wrongKeyBody = expectUnauthorized(wrongKey);
    const unknownUserBody = expectUnauthorized(unknownUser);
    expect(wrongKeyBody.requestId).not.toBe(unknownUserBody.requestId);
    expect(withoutRequestId(wrongKeyBody)).toEqual(withoutRequestId(unknownUserBody));
    expect(wrongKey.body.replace(String(wrongKeyBody.requestId), '')).toBe(
      unknownUser.body.replace(String(unknownUserBody.requestId), ''),
    );
  });

  it('refuses the old key once the key is rotated, and accepts the new one', async () => {
    const tenant = await createTenant(t.db);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
    const rotated = await rotateApiKey(t.db, tenant.username);
    expect(rotated.apiKey).not.toBe(tenant.apiKey);
    expectUnauthorized(await getCompany(tenant.authorization));
    const response = await getCompany(basicAuthorization(tenant.username, rotated.apiKey));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: Number(tenant.companyId) });
  });

  it('refuses a deleted user', async () => {
    const tenant = await createTenant(t.db);
    expect((await getCompany(tenant.authorization)).statusCode).toBe(200);
    await keepAnOwner(t.db, tenant);
    await deleteUser(t.db, tenant.username);
    expectUnauthorized(await getCompany(tenant.authorization));
  });

  it('remembers an accepted key: no lookup of the users until a key changes, then the old key fails at once', async () => {
    const recording = recordingQueries();
    const { db, config, close } = await openTestDatabase({}, recording.observe);
    const app = await readyApp(config, db);
    try {
      const tenant = await createTenant(db);
      const other = await createTenant(db);
      const get = (authorization: string) =>
        app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization } });
      expect((await untilKeyRemembered(() => get(tenant.authorization), recording.queries)).statusCode).toBe(200);
      expect((await untilKeyRemembered(() => get(other.authorization), recording.queries)).statusCode).toBe(200);
      recording.queries.length = 0;
      expect((await get(tenant.authorization)).json()).toMatchObject({ id: Number(tenant.companyId) });
      expect((await get(other.authorization)).json()).toMatchObject({ id: Number(other.companyId) });
      expect(recording.queries.filter((query) => query.includes('"users"'))).toEqual([]);

      const rotated = await rotateApiKey(db, tenant.username);
      expect((await get(tenant.authorization)).statusCode).toBe(401);
      const newKey = basicAuthorization(tenant.username, rotated.apiKey);
      expect((await untilKeyRemembered(() => get(newKey), recording.queries)).statusCode).toBe(200);
      expect((await get(other.authorization)).statusCode).toBe(200);

      await keepAnOwner(db, tenant);
      await deleteUser(db, tenant.username);
      expect((await get(newKey)).statusCode).toBe(401);
      expect((await get(other.authorization)).statusCode).toBe(200);
    } finally {
      await app.close();
      await close();
    }
  });

  it.runIf(testStore === 'postgres')(
    'forgets every remembered key when it listens again for key changes after losing the connection',
    async () => {
      const recording = recordingQueries();
      const { db, config, close } = await openTestDatabase({}, recording.observe);
      const app = await readyApp(config, db);
      const elsewhere = await openDatabase(config);
      try {
        const tenant = await createTenant(db);
        const other = await createTenant(db);
        const get = (authorization: string) =>
          app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization } });
        await untilKeyRemembered(() => get(tenant.authorization), recording.queries);
        // With a timeout, the call returns once the backend is gone: the connection is closed, not closing.
        await sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
          where datname = current_database() and query = 'listen credentials_changed'`.execute(elsewhere);
        // Rotated while the process may not be listening: the notification can be lost.
        await rotateApiKey(elsewhere, tenant.username);
        expect((await get(tenant.authorization)).statusCode).toBe(401);
        expect((await untilKeyRemembered(() => get(other.authorization), recording.queries)).statusCode).toBe(200);
        expect((await get(tenant.authorization)).statusCode).toBe(401);
      } finally {
        await elsewhere.destroy();
        await app.close();
        await close();
      }
    },
  );

  it('shows each tenant its own company only', async () => {
    const first = await createTenant(t.db, 'GBP');
    const second = await createTenant(t.db, 'USD');
    expect(first.companyId).not.toBe(second.companyId);
    const firstCompany = (await getCompany(first.authorization)).json() as { id: number; name: string };
    const secondCompany = (await getCompany(second.authorization)).json() as { id: number; name: string };
    expect(firstCompany).toMatchObject({ id: Number(first.companyId), currency: 'GBP' });
    expect(secondCompany).toMatchObject({ id: Number(second.companyId), currency: 'USD' });
    expect(firstCompany.name).not.toBe(secondCompany.name);
  });

  it('leaves routes outside /api/v1 open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});

// buildApp gives Fastify's logger no destination other than the process's standard output,
// so the logs are read from a real server process.
describe('the logs of the server', () => {
  let database: TestDatabase;
  let tenant: Tenant;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = await openDatabase(testConfig({ databaseUrl: database.url }));
    try {
      tenant = await createTenant(db);
    } finally {
      await db.destroy();
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
  });

  it('never contain the API key nor the Authorization header', async () => {
    // The most talkative level, so that anything logged about a request is seen.
    const server = await startServer(database.url, { LOG_LEVEL: 'trace' });
    child = server.child;
    const { port } = server;

    const otherKey = generateApiKey();
    const calls = [
      { id: 'log-good-key', authorization: tenant.authorization, status: 200 },
      { id: 'log-wrong-key', authorization: basicAuthorization(tenant.username, otherKey), status: 401 },
      { id: 'log-unknown-user', authorization: basicAuthorization('nobody-here', tenant.apiKey), status: 401 },
    ];
    for (const call of calls) {
      const { status } = await within(5_000, `GET /api/v1/company (${call.id})`, () =>
        request(port, 'GET', '/api/v1/company', {
          headers: { authorization: call.authorization, 'x-request-id': call.id },
        }),
      );
      expect(status).toBe(call.status);
    }

    server.child.kill('SIGTERM');
    expect((await within(10_000, 'the server to stop', () => server.exited)).code).toBe(0);

    const logs = server.stdout() + server.stderr();
    for (const call of calls) expect(logs).toContain(`"reqId":"${call.id}"`);
    for (const secret of [
      tenant.apiKey,
      otherKey,
      tenant.authorization,
      tenant.authorization.slice('Basic '.length),
      basicAuthorization(tenant.username, otherKey).slice('Basic '.length),
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
