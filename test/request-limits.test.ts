import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';

/*
 * Failed authentications are throttled per address and per user name; a limit of requests per API
 * key may be set. Both answer 429 with Retry-After, as problems.
 */

const get = (t: TestApp, authorization: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization }, remoteAddress });

const wrongKeyOf = (tenant: Tenant) => basicAuthorization(tenant.username, 'not-the-key');

describe('failed authentications from one address', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await buildTestApp({ authFailures: { perAddress: 5, perUser: 1000, windowSeconds: 60 } });
    tenant = await createTenant(t.db);
  });
  afterAll(() => t.close());

  it('are answered 401 five times, then 429 with Retry-After for everything that address sends', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) problem(await get(t, wrongKeyOf(tenant)), 401);
    const refused = await get(t, wrongKeyOf(tenant));
    const body = problem(refused, 429, 'Too many failed authentications: wait before trying again');
    expect(body.type).toBe('/problems/too-many-requests');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The right key is refused from that address too, and keeps working from any other.
    problem(await get(t, tenant.authorization), 429);
    ok(await get(t, tenant.authorization, '10.0.0.2'));
  });

  it('count a request without credentials as a failure', async () => {
    const none = () => t.app.inject({ method: 'GET', url: '/api/v1/company', remoteAddress: '10.0.0.3' });
    for (let attempt = 0; attempt < 5; attempt += 1) problem(await none(), 401);
    problem(await none(), 429);
  });
});

describe('failed authentications for one user name', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await buildTestApp({ authFailures: { perAddress: 1000, perUser: 3, windowSeconds: 60 } });
    tenant = await createTenant(t.db);
  });
  afterAll(() => t.close());

  it('are answered 429 at the addresses that failed, while the right key works from the others', async () => {
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      problem(await get(t, wrongKeyOf(tenant), address), 401);
    }
    problem(await get(t, wrongKeyOf(tenant), '10.1.0.1'), 429);
    problem(await get(t, tenant.authorization, '10.1.0.2'), 429);
    // An address new to the attack is answered once, then throttled as the others.
    problem(await get(t, wrongKeyOf(tenant), '10.1.0.4'), 401);
    problem(await get(t, wrongKeyOf(tenant), '10.1.0.4'), 429);
    ok(await get(t, tenant.authorization, '10.1.0.9'));
    // Another user is not touched, even from an address that failed for the first.
    const other = await createTenant(t.db);
    ok(await get(t, other.authorization, '10.1.0.1'));
  });
});

describe('failed authentications for many other user names', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    // Behind a proxy every client has its address: the per-address limit is raised out of the way.
    t = await buildTestApp({ authFailures: { perAddress: 1_000_000, perUser: 3, windowSeconds: 60 } });
    tenant = await createTenant(t.db);
  });
  afterAll(() => t.close());

  it('do not make the service forget the failures for a user that exists', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) problem(await get(t, wrongKeyOf(tenant), '10.3.0.1'), 401);
    problem(await get(t, wrongKeyOf(tenant), '10.3.0.1'), 429);
    // 5,000 names that no user has, from the same address and from others, 100 at a time.
    for (let batch = 0; batch < 50; batch += 1) {
      const failures = Array.from({ length: 100 }, (_, index) => {
        const name = `nobody-${batch}-${index}`;
        return get(t, basicAuthorization(name, 'not-the-key'), index % 2 === 0 ? '10.3.0.1' : `10.3.${batch}.${index}`);
      });
      for (const response of await Promise.all(failures)) expect(response.statusCode).toBe(401);
    }
    problem(await get(t, wrongKeyOf(tenant), '10.3.0.1'), 429);
    problem(await get(t, tenant.authorization, '10.3.0.1'), 429);
    ok(await get(t, tenant.authorization, '10.3.99.1'));
  }, 120_000);

  it('are still throttled per name, as the names of users are', async () => {
    const unknown = basicAuthorization('nobody-at-all', 'not-the-key');
    for (const address of ['10.4.0.1', '10.4.0.2', '10.4.0.3']) problem(await get(t, unknown, address), 401);
    problem(await get(t, unknown, '10.4.0.1'), 429);
    problem(await get(t, unknown, '10.4.0.9'), 401);
  });
});

describe('credentials with a control character', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await buildTestApp({ authFailures: { perAddress: 3, perUser: 1000, windowSeconds: 60 } });
    tenant = await createTenant(t.db);
  });
  afterAll(() => t.close());

  const cases: [string, (tenant: Tenant) => string][] = [
    ['a NUL in the user name', ({ username, apiKey }) => basicAuthorization(`${username}\0`, apiKey)],
    ['a NUL in the key', ({ username, apiKey }) => basicAuthorization(username, `${apiKey}\0`)],
    ['a NUL alone as the user name', ({ apiKey }) => basicAuthorization('\0', apiKey)],
    ['a line feed in the user name', ({ username, apiKey }) => basicAuthorization(`${username}\n`, apiKey)],
    ['an escape in the user name', ({ username, apiKey }) => basicAuthorization(`\x1b${username}`, apiKey)],
    ['a delete in the key', ({ username, apiKey }) => basicAuthorization(username, `\x7f${apiKey}`)],
    ['a C1 control in the user name', ({ username, apiKey }) => basicAuthorization(`${username}\x85`, apiKey)],
    ['a tab in the key', ({ username, apiKey }) => basicAuthorization(username, `${apiKey}\t`)],
  ];

  it.each(cases.map(([name, credentials], index) => [name, credentials, `10.2.0.${index + 1}`] as const))(
    'are a failed authentication, answered 401 and counted: %s',
    async (_, credentials, address) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await get(t, credentials(tenant), address);
        problem(refused, 401, 'A valid user name and API key are required (HTTP Basic)');
        expect(refused.headers['www-authenticate']).toBe('Basic realm="accounting"');
      }
      problem(await get(t, credentials(tenant), address), 429);
      ok(await get(t, tenant.authorization, '10.2.1.1'));
    },
  );
});

describe('the limit of requests per API key', () => {
  it('is off by default: no RateLimit headers', async () => {
    const t = await buildTestApp();
    try {
      const tenant = await createTenant(t.db);
      const response = await get(t, tenant.authorization);
      ok(response);
      expect(response.headers).not.toHaveProperty('ratelimit-limit');
    } finally {
      await t.close();
    }
  });

  it('when set, counts each key’s requests with RateLimit headers and answers 429 past it', async () => {
    const t = await buildTestApp({ rateLimitPerMinute: 3 });
    try {
      const tenant = await createTenant(t.db);
      for (const remaining of ['2', '1', '0']) {
        const response = await get(t, tenant.authorization);
        ok(response);
        expect(response.headers['ratelimit-limit']).toBe('3');
        expect(response.headers['ratelimit-remaining']).toBe(remaining);
      }
      const refused = await get(t, tenant.authorization);
      problem(refused, 429, 'More than 3 requests in 1 minute: wait before sending more');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per key, not per address.
      const other = await createTenant(t.db);
      ok(await get(t, other.authorization));
    } finally {
      await t.close();
    }
  });
});
