import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/companies/company-service.js';
import { authenticate, createUser } from '../src/users/user-service.js';
import {
  type Api,
  apiClient,
  basicAuthorization,
  buildTestApp,
  createTenant,
  type Tenant,
  type TestApp,
  untilRefused,
} from './helpers.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

let database: TestDatabase;
let t: TestApp;

// On a database of its own, which another app, as another process would, opens too.
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

interface UserAnswer {
  id: number;
  username: string;
  role: string;
  name: string | null;
  email: string | null;
  disabled: boolean;
  createdAt: string;
  apiKey?: string;
}

let names = 0;
const newName = (role: string) => {
  names += 1;
  return `${role}-${names}-${Date.now()}`;
};

/** Adds a user through the API, as `manager`, and answers them with a client that calls as them. */
async function addUser(manager: Api, tenant: Tenant, role: string, fields: object = {}) {
  const response = await manager.post('/users', { username: newName(role), role, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  const user = response.json<UserAnswer & { apiKey: string }>();
  const as: Tenant = {
    ...tenant,
    username: user.username,
    apiKey: user.apiKey,
    authorization: basicAuthorization(user.username, user.apiKey),
  };
  return { user, as, api: apiClient(t.app, as) };
}

/** A company whose first user is its owner, as the CLI makes them. */
async function company() {
  const tenant = await createTenant(t.db);
  const owner = apiClient(t.app, tenant);
  const [self] = (await owner.get('/users')).json<UserAnswer[]>();
  return { tenant, owner, ownerId: self?.id as number };
}

const statusAndRole = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  requiredRole: response.json().requiredRole,
});

describe(`users on ${testStore}`, () => {
  it('authenticates a user with the role stored for them', async () => {
    const made = await createCompany(t.db, { name: 'Roles Ltd', currency: 'GBP' });
    const viewer = await createUser(t.db, { companyId: made.id, username: newName('viewer'), role: 'viewer' });
    expect(await authenticate(t.db, viewer.username, viewer.apiKey)).toMatchObject({
      userId: viewer.id,
      companyId: made.id,
      role: 'viewer',
    });
  });

  it('adds a user with their role, answering their first key once; the key authenticates them', async () => {
    const { tenant, owner, ownerId } = await company();
    const { user, api } = await addUser(owner, tenant, 'bookkeeper', { name: 'Ann Smith', email: 'ann@example.com' });
    expect(user).toEqual({
      id: expect.any(Number),
      username: expect.stringMatching(/^bookkeeper-/),
      role: 'bookkeeper',
      name: 'Ann Smith',
      email: 'ann@example.com',
      disabled: false,
      createdAt: expect.any(String),
      apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
    });
    const { apiKey, ...shown } = user;
    expect((await owner.get(`/users/${user.id}`)).json()).toEqual(shown);
    const listed = await owner.get('/users');
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json<UserAnswer[]>().map((one) => [one.id, one.role])).toEqual([
      [ownerId, 'owner'],
      [user.id, 'bookkeeper'],
    ]);
    expect((await api.get('/company')).json()).toMatchObject({ id: Number(tenant.companyId) });
    // The key is shown once: never in a read, nor in the audit trail.
    const trail = await owner.get(`/auditLog?recordType=user&recordId=${user.id}`);
    expect(trail.json()).toMatchObject([{ before: null, after: shown }]);
    expect(trail.body).not.toContain(apiKey);
  });

  it('refuses a user name another company already has (409), and a user of another company is not found (404)', async () => {
    const first = await company();
    const second = await company();
    const { user } = await addUser(first.owner, first.tenant, 'viewer');
    const taken = await second.owner.post('/users', { username: user.username, role: 'viewer' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toContain(user.username);
    expect((await second.owner.get(`/users/${user.id}`)).statusCode).toBe(404);
    expect((await second.owner.patch(`/users/${user.id}`, { role: 'admin' })).statusCode).toBe(404);
    expect((await second.owner.delete(`/users/${user.id}`)).statusCode).toBe(404);
    expect((await first.owner.get(`/users/${user.id}`)).json()).toMatchObject({ role: 'viewer' });
  });

  it('refuses (400) to add a user under an Idempotency-Key, which would keep their first key', async () => {
    const { tenant, owner } = await company();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { authorization: tenant.authorization, 'idempotency-key': 'add-user-1' },
      payload: { username: `kept-${tenant.companyId}`, role: 'viewer' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'idempotency-key' }] });
    expect((await owner.get('/users')).json()).toHaveLength(1);
  });

  it('refuses an unknown role, a bad email and a change of user name (400 naming the field)', async () => {
    const { tenant, owner } = await company();
    const fieldsOf = (response: LightMyRequestResponse) => ({
      status: response.statusCode,
      paths: response.json().errors.map((error: { path: string }) => error.path),
    });
    expect(fieldsOf(await owner.post('/users', { username: newName('x'), role: 'superuser' }))).toEqual({
      status: 400,
      paths: ['role'],
    });
    expect(fieldsOf(await owner.post('/users', { username: newName('x'), role: 'viewer', email: 'no' }))).toEqual({
      status: 400,
      paths: ['email'],
    });
    const { user } = await addUser(owner, tenant, 'viewer');
    expect(fieldsOf(await owner.patch(`/users/${user.id}`, { username: 'renamed' }))).toEqual({
      status: 400,
      paths: ['username'],
    });
    expect((await owner.get(`/users/${user.id}`)).json()).toMatchObject({ username: user.username });
  });

  it('replaces a user with PUT and changes fields with PATCH', async () => {
    const { tenant, owner } = await company();
    const { user } = await addUser(owner, tenant, 'viewer', { name: 'Bo', email: 'bo@example.com' });
    const put = await owner.put(`/users/${user.id}`, { role: 'bookkeeper', name: 'Bo Lee' });
    expect(put.statusCode, put.body).toBe(200);
    // The whole user but their name: the email left out is removed, disabled is false.
    expect(put.json()).toMatchObject({ role: 'bookkeeper', name: 'Bo Lee', email: null, disabled: false });
    const patched = await owner.patch(`/users/${user.id}`, { email: 'lee@example.com' });
    expect(patched.json()).toMatchObject({ role: 'bookkeeper', name: 'Bo Lee', email: 'lee@example.com' });
    expect((await owner.get(`/users/${user.id}`)).json()).toEqual(patched.json());
  });

  it('lets an admin manage every user but the owners: changing, deleting or making an owner is a 403 naming owner', async () => {
    const { tenant, owner, ownerId } = await company();
    const { api: admin } = await addUser(owner, tenant, 'admin');
    const { user: bookkeeper } = await addUser(owner, tenant, 'bookkeeper');
    const { user: otherOwner } = await addUser(owner, tenant, 'owner');

    const refused = { status: 403, requiredRole: 'owner' };
    expect(statusAndRole(await admin.post('/users', { username: newName('owner'), role: 'owner' }))).toEqual(refused);
    expect(statusAndRole(await admin.patch(`/users/${bookkeeper.id}`, { role: 'owner' }))).toEqual(refused);
    expect(statusAndRole(await admin.patch(`/users/${otherOwner.id}`, { name: 'Renamed' }))).toEqual(refused);
    expect(statusAndRole(await admin.patch(`/users/${ownerId}`, { disabled: true }))).toEqual(refused);
    expect(statusAndRole(await admin.delete(`/users/${otherOwner.id}`))).toEqual(refused);
    // Nothing changed.
    const roles = (await owner.get('/users')).json<UserAnswer[]>().map((one) => [one.role, one.name, one.disabled]);
    expect(roles).toEqual([
      ['owner', null, false],
      ['admin', null, false],
      ['bookkeeper', null, false],
      ['owner', null, false],
    ]);

    const promoted = await admin.patch(`/users/${bookkeeper.id}`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await admin.post('/users', { username: newName('viewer'), role: 'viewer' })).statusCode).toBe(200);
    expect((await admin.delete(`/users/${bookkeeper.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/users/${bookkeeper.id}`)).statusCode).toBe(404);
  });

  it('keeps a company an owner who is not disabled: demoting, disabling or deleting the last is a 409', async () => {
    const { tenant, owner, ownerId } = await company();
    const { user: disabledOwner } = await addUser(owner, tenant, 'owner', { disabled: true });
    for (const refused of [
      await owner.patch(`/users/${ownerId}`, { role: 'admin' }),
      await owner.patch(`/users/${ownerId}`, { disabled: true }),
      await owner.put(`/users/${ownerId}`, { role: 'viewer' }),
      await owner.delete(`/users/${ownerId}`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().detail).toMatch(/at least one owner/);
    }
    expect((await owner.get(`/users/${ownerId}`)).json()).toMatchObject({ role: 'owner', disabled: false });

    // Once another owner is enabled, the first may step down.
    expect((await owner.patch(`/users/${disabledOwner.id}`, { disabled: false })).statusCode).toBe(200);
    const stepped = await owner.patch(`/users/${ownerId}`, { role: 'admin' });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(stepped.json()).toMatchObject({ role: 'admin' });
  });

  it('never leaves a company without an owner when two owners demote each other at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { tenant, owner, ownerId } = await company();
      const { user: second, api: secondApi } = await addUser(owner, tenant, 'owner');
      const answers = await Promise.all([
        owner.patch(`/users/${second.id}`, { role: 'admin' }),
        secondApi.patch(`/users/${ownerId}`, { role: 'admin' }),
      ]);
      const [won, lost] = answers.map((answer) => answer.statusCode).sort();
      expect(won).toBe(200);
      // 409 when both were under way together; 403 when one was done before the other's caller
      // was authenticated, who was by then an admin.
      expect([403, 409]).toContain(lost);
      const users = (await owner.get('/users')).json<UserAnswer[]>();
      expect(users.filter((user) => user.role === 'owner')).toHaveLength(1);
    }
  });

  it("acts with a user's new role from the next request: an owner demoted to admin can no longer manage owners", async () => {
    const { tenant, owner, ownerId } = await company();
    const { user: second, api: secondApi } = await addUser(owner, tenant, 'owner');
    // Accepted, and so remembered by this process.
    expect((await secondApi.get(`/users/${ownerId}`)).statusCode).toBe(200);
    expect((await owner.patch(`/users/${second.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect(statusAndRole(await secondApi.patch(`/users/${ownerId}`, { name: 'Renamed' }))).toEqual({
      status: 403,
      requiredRole: 'owner',
    });
  });

  it("refuses a disabled or deleted user's key at once, in this process and in another, and accepts it once enabled again", async () => {
    const { tenant, owner } = await company();
    const { user, as } = await addUser(owner, tenant, 'bookkeeper');
    const { user: deleted, as: deletedAs } = await addUser(owner, tenant, 'viewer');
    const elsewhere = await buildTestApp({ databaseUrl: database.url });
    try {
      const getCompanyHere = (who: Tenant) =>
        t.app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization: who.authorization } });
      const getCompanyThere = (who: Tenant) =>
        elsewhere.app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization: who.authorization } });
      for (const who of [as, deletedAs]) {
        expect((await getCompanyHere(who)).statusCode).toBe(200);
        expect((await getCompanyThere(who)).statusCode).toBe(200);
      }

      expect((await owner.patch(`/users/${user.id}`, { disabled: true })).json()).toMatchObject({ disabled: true });
      expect((await owner.delete(`/users/${deleted.id}`)).statusCode).toBe(200);
      for (const who of [as, deletedAs]) {
        expect((await getCompanyHere(who)).statusCode).toBe(401);
        expect((await untilRefused(() => getCompanyThere(who))).statusCode).toBe(401);
      }

      expect((await owner.patch(`/users/${user.id}`, { disabled: false })).statusCode).toBe(200);
      expect((await getCompanyHere(as)).statusCode).toBe(200);
      expect((await untilAccepted(() => getCompanyThere(as))).statusCode).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });
});

/** The answer to `send` once it is accepted (200), or its last answer after two seconds. */
async function untilAccepted(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let response = await send();
  for (let attempt = 0; attempt < 100 && response.statusCode !== 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    response = await send();
  }
  return response;
}
