import SwaggerParser from '@apidevtools/swagger-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFingerprint } from '../src/auth/admin-token.js';
import { balances, createBank, createClient, invoiceOf } from './books.js';
import { type Api, apiClient, basicAuthorization, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { MISSING_ID, ok, problem } from './problem.js';
import { type RunningServer, startServer } from './processes.js';
import { createTestDatabase, type TestDatabase } from './store.js';

const ADMIN_TOKEN = 'an-admin-token-of-the-installation-0123456789';
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface HostedCompany {
  id: number;
  name: string;
  currency: string;
  disabled: boolean;
}

interface Created extends HostedCompany {
  owner: { id: number; username: string; role: string; apiKey: string };
}

let database: TestDatabase;
let t: TestApp;
/** Another server process on the same database, which remembers keys of its own. */
let beside: TestApp;
/** Another installation, on a database of its own. */
let target: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url, adminToken: ADMIN_TOKEN });
  beside = await buildTestApp({ databaseUrl: database.url, adminToken: ADMIN_TOKEN });
  target = await buildTestApp({ adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await t?.close();
  await beside?.close();
  await target?.close();
  await database?.drop();
});

const admin = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = BEARER,
) =>
  app.app.inject({
    method,
    url: `/admin/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The client of the company's owner on /api/v1 of `app`, with the key the company was made with. */
const ownerApi = (app: TestApp, company: Created): Api =>
  apiClient(app.app, {
    companyId: BigInt(company.id),
    username: company.owner.username,
    apiKey: company.owner.apiKey,
    authorization: basicAuthorization(company.owner.username, company.owner.apiKey),
  });

/** A company made through the admin API, with the client of its owner on /api/v1. */
async function hostCompany(name: string, username: string): Promise<{ company: Created; api: Api }> {
  const response = await admin(t, 'POST', '/companies', { name, currency: 'gbp', owner: { username } });
  expect(response.statusCode, response.body).toBe(201);
  const company = response.json<Created>();
  expect(response.headers.location).toBe(`/admin/v1/companies/${company.id}`);
  return { company, api: ownerApi(t, company) };
}

function unauthorized(response: LightMyRequestResponse): void {
  problem(response, 401, "The installation's admin token is required (Authorization: Bearer)");
  expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
}

describe('the admin API, off by default', () => {
  it('answers 404 under /admin when ADMIN_TOKEN is not set, whatever the token', async () => {
    const off = await buildTestApp();
    try {
      for (const url of ['/admin/v1/companies', '/admin/v1/openapi.json']) {
        const response = await off.app.inject({ method: 'GET', url, headers: BEARER });
        problem(response, 404);
      }
    } finally {
      await off.close();
    }
  });
});

describe('the admin token', () => {
  it('opens /admin/v1, and nothing else opens it (401 with WWW-Authenticate: Bearer)', async () => {
    expect((await admin(t, 'GET', '/companies')).statusCode).toBe(200);
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${ADMIN_TOKEN}0` },
      { authorization: `Bearer ${ADMIN_TOKEN.slice(0, 8)}` },
      { authorization: `bearer  ${ADMIN_TOKEN} extra` },
      { authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}` },
    ];
    for (const headers of wrong) unauthorized(await admin(t, 'GET', '/companies', undefined, headers));
  });

  it("is refused on /api/v1, and a user's API key is refused on /admin/v1", async () => {
    const tenant = await createTenant(t.db);
    const onApi = await t.app.inject({ method: 'GET', url: '/api/v1/company', headers: BEARER });
    problem(onApi, 401);
    expect(onApi.headers['www-authenticate']).toMatch(/^Basic /);
    for (const authorization of [tenant.authorization, `Bearer ${tenant.apiKey}`]) {
      unauthorized(await admin(t, 'GET', '/companies', undefined, { authorization }));
    }
  });

  it('is named in logs by the first 8 hex digits of its SHA-256', () => {
    // sha256("an-admin-token-of-the-installation-0123456789"), worked out apart.
    expect(tokenFingerprint(ADMIN_TOKEN)).toBe('d8d36ffa');
  });
});

describe('a company made by the operator', () => {
  it("answers the company and its owner's first key, which works on /api/v1 at once", async () => {
    const { company, api } = await hostCompany('Hosted Ltd', 'hosted-owner');
    expect(company).toMatchObject({
      name: 'Hosted Ltd',
      currency: 'GBP',
      disabled: false,
      owner: { username: 'hosted-owner', role: 'owner', apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    expect(ok<{ id: number; name: string }>(await api.get('/company'))).toMatchObject({
      id: company.id,
      name: 'Hosted Ltd',
    });
    expect(ok<HostedCompany>(await admin(t, 'GET', `/companies/${company.id}`))).toMatchObject({
      id: company.id,
      name: 'Hosted Ltd',
      disabled: false,
    });
  });

  it('is not made when its owner cannot be (409), nor with a bad field (400 naming it)', async () => {
    const before = Number((await admin(t, 'GET', '/companies?limit=1')).headers['x-total-count']);
    await hostCompany('First Ltd', 'taken-name');
    const taken = await admin(t, 'POST', '/companies', {
      name: 'Second Ltd',
      currency: 'GBP',
      owner: { username: 'taken-name' },
    });
    problem(taken, 409, 'The user name taken-name is already taken');
    const bad = await admin(t, 'POST', '/companies', {
      name: 'Third Ltd',
      currency: 'pounds',
      owner: { username: 'x' },
    });
    expect(problem(bad, 400).errors).toEqual([{ path: 'currency', message: 'must be a three-letter currency code' }]);
    const after = Number((await admin(t, 'GET', '/companies?limit=1')).headers['x-total-count']);
    expect(after).toBe(before + 1);
  });

  it('answers 404 for a company that does not exist', async () => {
    problem(await admin(t, 'GET', `/companies/${MISSING_ID}`), 404);
    problem(await admin(t, 'PATCH', `/companies/${MISSING_ID}`, { disabled: true }), 404);
    problem(await admin(t, 'GET', `/companies/${MISSING_ID}/books`), 404);
  });
});

describe('the list of companies', () => {
  it('pages in id order with X-Total-Count and a Link to the next page', async () => {
    for (const name of ['Paged A', 'Paged B', 'Paged C']) await hostCompany(name, `owner-of-${name.slice(-1)}`);
    const whole = ok<HostedCompany[]>(await admin(t, 'GET', '/companies'));
    const ids = whole.map((company) => company.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const first = await admin(t, 'GET', '/companies?limit=2');
    expect(ok<HostedCompany[]>(first).map((company) => company.id)).toEqual(ids.slice(0, 2));
    expect(first.headers['x-total-count']).toBe(String(whole.length));
    expect(first.headers.link).toBe(`</admin/v1/companies?limit=2&after=${ids[1]}>; rel="next"`);
    const next = await admin(t, 'GET', `/companies?limit=2&after=${ids[1]}`);
    expect(ok<HostedCompany[]>(next).map((company) => company.id)).toEqual(ids.slice(2, 4));
  });

  it('refuses an unknown query parameter', async () => {
    const response = await admin(t, 'GET', '/companies?bogus=1');
    expect(problem(response, 400).errors).toEqual([expect.objectContaining({ path: 'bogus' })]);
  });
});

describe('a disabled company', () => {
  it("has its users' keys refused (403 naming it) at once, and working again once enabled", async () => {
    const { company, api } = await hostCompany('Suspended Ltd', 'suspended-owner');
    // Remembered first, so that the change must reach the memory of accepted keys.
    ok(await api.get('/company'));
    ok(await api.get('/company'));
    const disabled = ok<HostedCompany>(await admin(t, 'PATCH', `/companies/${company.id}`, { disabled: true }));
    expect(disabled).toMatchObject({ id: company.id, disabled: true });
    for (const call of [api.get('/company'), api.get('/invoices'), api.post('/clients', { name: 'Refused' })]) {
      problem(
        await call,
        403,
        `Company ${company.id} is disabled: the operator of this installation has suspended its access`,
      );
    }
    const renamed = await admin(t, 'PATCH', `/companies/${company.id}`, { name: 'Restored Ltd', disabled: false });
    expect(ok<HostedCompany>(renamed)).toMatchObject({ name: 'Restored Ltd', disabled: false });
    expect(ok<{ name: string }>(await api.get('/company')).name).toBe('Restored Ltd');
  });

  it('has its keys refused by the other server processes too, once the change reaches them', async () => {
    const { company } = await hostCompany('Elsewhere Ltd', 'elsewhere-owner');
    const elsewhere = ownerApi(beside, company);
    ok(await elsewhere.get('/company'));
    ok(await admin(t, 'PATCH', `/companies/${company.id}`, { disabled: true }));
    await expect.poll(async () => (await elsewhere.get('/company')).statusCode, { timeout: 2000 }).toBe(403);
    ok(await admin(t, 'PATCH', `/companies/${company.id}`, { disabled: false }));
    await expect.poll(async () => (await elsewhere.get('/company')).statusCode, { timeout: 2000 }).toBe(200);
  });

  it('leaves the keys of other companies working', async () => {
    const { company } = await hostCompany('Disabled Neighbour Ltd', 'neighbour-owner');
    const { api } = await hostCompany('Working Ltd', 'working-owner');
    ok(await admin(t, 'PATCH', `/companies/${company.id}`, { disabled: true }));
    ok(await api.get('/company'));
  });

  it('refuses a change with an unknown or a bad field, or none', async () => {
    const { company } = await hostCompany('Strict Ltd', 'strict-owner');
    for (const body of [{ disabled: 'yes' }, { currency: 'EUR' }, {}, { name: '' }]) {
      problem(await admin(t, 'PATCH', `/companies/${company.id}`, body), 400);
    }
  });
});

describe("a company's books", () => {
  it('are exported and imported into another installation, with the same trial balance and keys', async () => {
    const { company, api } = await hostCompany('Moving Ltd', 'moving-owner');
    await createBank(api);
    await invoiceOf(api, await createClient(api), { invoiceLines: [{ quantity: 3, rate: '40.00', vatRate: 0.2 }] });
    const before = await balances(api);
    expect(before.totals).toEqual([{ currency: 'GBP', debit: '144.00', credit: '144.00' }]);

    const exported = await admin(t, 'GET', `/companies/${company.id}/books`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="company-${company.id}-books.json"`);
    expect(exported.json()).toMatchObject({ format: 'accounting-books', company: { id: String(company.id) } });

    const imported = await target.app.inject({
      method: 'POST',
      url: '/admin/v1/companies/books',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({
      company: { id: company.id, name: 'Moving Ltd', disabled: false },
      records: expect.any(Number),
    });
    const moved = ownerApi(target, company);
    expect(await balances(moved)).toEqual(before);

    const again = await target.app.inject({
      method: 'POST',
      url: '/admin/v1/companies/books',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: exported.body,
    });
    problem(again, 409, `The document cannot be imported: company ${company.id} is already in this store`);
  });

  it('refuses a document it cannot read (400), writing nothing', async () => {
    const before = (await admin(target, 'GET', '/companies')).json<unknown[]>().length;
    const response = await target.app.inject({
      method: 'POST',
      url: '/admin/v1/companies/books',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: '{"format":"something-else"}',
    });
    problem(response, 400);
    expect((await admin(target, 'GET', '/companies')).json<unknown[]>().length).toBe(before);
  });
});

describe('the OpenAPI document of the admin API', () => {
  it('is apart from that of /api/v1, valid, with a bearer scheme and an example of each body', async () => {
    const document = ok<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>>;
      components: { securitySchemes: unknown };
    }>(await t.app.inject({ method: 'GET', url: '/admin/v1/openapi.json' }));
    await SwaggerParser.validate(structuredClone(document) as never);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/admin/v1/companies',
      '/admin/v1/companies/books',
      '/admin/v1/companies/{id}',
      '/admin/v1/companies/{id}/books',
    ]);
    expect(document.components.securitySchemes).toEqual({ adminToken: { type: 'http', scheme: 'bearer' } });
    const examples = {
      post: document.paths['/admin/v1/companies']?.post,
      patch: document.paths['/admin/v1/companies/{id}']?.patch,
    };
    for (const operation of Object.values(examples)) {
      expect(operation?.requestBody?.content['application/json']?.example).toBeDefined();
    }
    const api = ok<{ paths: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }),
    );
    expect(Object.keys(api.paths).filter((path) => path.startsWith('/admin'))).toEqual([]);
  });

  it('has examples that are accepted as they are', async () => {
    const document = ok<{
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { example: unknown }> } }>>;
    }>(await t.app.inject({ method: 'GET', url: '/admin/v1/openapi.json' }));
    const create = document.paths['/admin/v1/companies']?.post?.requestBody.content['application/json']?.example;
    const made = await admin(t, 'POST', '/companies', create);
    expect(made.statusCode, made.body).toBe(201);
    const change = document.paths['/admin/v1/companies/{id}']?.patch?.requestBody.content['application/json']?.example;
    ok(await admin(t, 'PATCH', `/companies/${made.json<Created>().id}`, change));
  });
});

describe('the log of admin calls', () => {
  let logged: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    logged = await createTestDatabase();
    server = await startServer(logged.url, { ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
    await logged?.drop();
  });

  it("names each call with 'admin', its route and the token's fingerprint, never the token", async () => {
    const url = `http://127.0.0.1:${server.port}/admin/v1/companies`;
    expect((await fetch(url, { headers: BEARER })).status).toBe(200);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    await expect.poll(() => server.stdout()).toMatch(/"msg":"admin call refused"/);
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"admin"'))
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({
        admin: 'd8d36ffa',
        route: 'GET /admin/v1/companies',
        statusCode: 200,
        msg: 'admin GET /admin/v1/companies',
      }),
      expect.objectContaining({ admin: 'refused', route: 'GET /admin/v1/companies', msg: 'admin call refused' }),
    ]);
    expect(server.stdout()).not.toContain(ADMIN_TOKEN);
  });
});
