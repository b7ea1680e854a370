import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, anyTimestamps, apiClient, buildTestApp, createTenant, type TestApp, testConfig } from './helpers.js';
import { comparable, expectOk, expectProblem, invalid, MISSING_ID, problem, violation } from './problem.js';

interface Endpoint {
  id: number;
  url: string;
  description?: string;
  eventTypes: string[] | null;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
  updatedAt: string;
  secret?: string;
}

interface Delivery {
  id: number;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  latencyMs: number | null;
  error: string | null;
  createdAt: string;
}

const ENDPOINTS = '/webhookEndpoints';
/** Standard Webhooks' form of a secret: whsec_ and the base64 of 24 random bytes. */
const SECRET = /^whsec_[A-Za-z0-9+/]{32}$/;

let t: TestApp;
let api: Api;
let neighbour: Api;

beforeAll(async () => {
  t = await buildTestApp();
});
// Each test has companies of its own: no test meets the endpoints another made, nor their limit.
beforeEach(async () => {
  api = apiClient(t.app, await createTenant(t.db));
  neighbour = apiClient(t.app, await createTenant(t.db));
});
afterAll(() => t.close());

let endpoints = 0;
const newUrl = () => {
  endpoints += 1;
  return `https://hooks.example.com/receiver/${endpoints}`;
};

async function createEndpoint(fields: Partial<Endpoint> = {}, as = api): Promise<Endpoint> {
  return expectOk<Endpoint>(await as.post(ENDPOINTS, { url: newUrl(), ...fields }));
}

const withoutSecret = ({ secret: _secret, ...endpoint }: Endpoint) => endpoint;

async function ping(endpoint: Endpoint, as = api): Promise<Delivery> {
  return expectOk<Delivery>(await as.post(`${ENDPOINTS}/${endpoint.id}/test`, {}));
}

const deliveriesOf = async (endpoint: Endpoint, query = '') =>
  expectOk<Delivery[]>(await api.get(`${ENDPOINTS}/${endpoint.id}/deliveries${query}`));

const storedDeliveries = (eventId: number) =>
  t.db.selectFrom('webhook_deliveries').selectAll().where('event_id', '=', BigInt(eventId)).execute();

describe('webhook endpoint CRUD', () => {
  it('creates an endpoint, answering its secret once, and reads it back without the secret', async () => {
    const url = newUrl();
    const body = { url, description: 'Paid invoices to the CRM', eventTypes: ['invoice.paid', 'invoice.created'] };
    const created = expectOk<Endpoint>(await api.post(ENDPOINTS, body));
    expect(created).toEqual({
      id: expect.any(Number),
      ...body,
      enabled: true,
      disabledReason: null,
      secret: expect.stringMatching(SECRET),
      ...anyTimestamps,
    });
    expect(Buffer.from(created.secret?.slice('whsec_'.length) ?? '', 'base64')).toHaveLength(24);
    expect(expectOk<Endpoint>(await api.get(`${ENDPOINTS}/${created.id}`))).toEqual(withoutSecret(created));
  });

  it('reads eventTypes left out or null as every type, and answers null', async () => {
    expect((await createEndpoint()).eventTypes).toBeNull();
    expect((await createEndpoint({ eventTypes: null })).eventTypes).toBeNull();
  });

  it('gives each endpoint a secret of its own', async () => {
    const [first, second] = [await createEndpoint(), await createEndpoint()];
    expect(first.secret).not.toBe(second.secret);
  });

  it('lists the endpoints by id, a page at a time', async () => {
    const [first, second] = [await createEndpoint(), await createEndpoint()];
    const all = expectOk<Endpoint[]>(await api.get(ENDPOINTS));
    expect(all).toContainEqual(withoutSecret(first));
    expect(all.map((endpoint) => endpoint.id).indexOf(second.id)).toBeGreaterThan(
      all.map((endpoint) => endpoint.id).indexOf(first.id),
    );
    const page = await api.get(`${ENDPOINTS}?limit=1`);
    expect(expectOk<Endpoint[]>(page)).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.headers.link).toMatch(/rel="next"/);
  });

  it('replaces an endpoint with PUT, and changes one field with PATCH', async () => {
    const endpoint = await createEndpoint({ description: 'Before', eventTypes: ['bill.created'] });
    const url = newUrl();
    const replaced = expectOk<Endpoint>(
      await api.put(`${ENDPOINTS}/${endpoint.id}`, { url, eventTypes: ['bill.paid'], enabled: false }),
    );
    expect(replaced).toEqual({
      id: endpoint.id,
      url,
      eventTypes: ['bill.paid'],
      enabled: false,
      disabledReason: null,
      ...anyTimestamps,
    });
    const patched = expectOk<Endpoint>(await api.patch(`${ENDPOINTS}/${endpoint.id}`, { description: 'After' }));
    expect(patched).toEqual({ ...replaced, description: 'After', updatedAt: expect.any(String) });
    const everyType = expectOk<Endpoint>(await api.patch(`${ENDPOINTS}/${endpoint.id}`, { eventTypes: null }));
    expect(everyType).toEqual({ ...patched, eventTypes: null, updatedAt: expect.any(String) });
  });

  it('honours If-Match: a write with the tag of an older read is a 412 and changes nothing', async () => {
    const endpoint = await createEndpoint();
    const read = await api.get(`${ENDPOINTS}/${endpoint.id}`);
    expectOk(await api.patch(`${ENDPOINTS}/${endpoint.id}`, { description: 'Changed' }));
    const stale = { 'if-match': String(read.headers.etag) };
    problem(await api.delete(`${ENDPOINTS}/${endpoint.id}`, stale), 412);
    expectOk(await api.get(`${ENDPOINTS}/${endpoint.id}`));
  });

  it('deletes an endpoint with its deliveries, and keeps the events', async () => {
    const endpoint = await createEndpoint();
    const delivery = await ping(endpoint);
    expect(withoutSecret(expectOk<Endpoint>(await api.delete(`${ENDPOINTS}/${endpoint.id}`)))).toEqual(
      withoutSecret(endpoint),
    );
    expectProblem(await api.get(`${ENDPOINTS}/${endpoint.id}`), 404, `Webhook endpoint ${endpoint.id} was not found`);
    expect(await storedDeliveries(delivery.id)).toEqual([]);
    const events = await t.db.selectFrom('events').select('id').where('id', '=', BigInt(delivery.id)).execute();
    expect(events).toHaveLength(1);
  });

  it('says why the service disabled an endpoint, and forgets it once the endpoint is enabled again', async () => {
    const endpoint = await createEndpoint();
    await t.db
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone' })
      .where('id', '=', BigInt(endpoint.id))
      .execute();
    const disabled = expectOk<Endpoint>(await api.patch(`${ENDPOINTS}/${endpoint.id}`, { description: 'Still off' }));
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'The endpoint answered 410 Gone' });
    const enabled = expectOk<Endpoint>(await api.patch(`${ENDPOINTS}/${endpoint.id}`, { enabled: true }));
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null, description: 'Still off' });
  });

  it('refuses a twenty-first endpoint of a company (422), and takes one again once one is deleted', async () => {
    const made: Endpoint[] = [];
    for (let n = 0; n < 20; n += 1) made.push(await createEndpoint());
    expectProblem(await api.post(ENDPOINTS, { url: newUrl() }), 422, 'at most 20 webhook endpoints');
    expectOk(await api.delete(`${ENDPOINTS}/${made[0]?.id}`));
    await createEndpoint();
  });
});

describe('the signing secret', () => {
  it('is never answered again: not by a read, a list, a PUT, a PATCH, a delete, nor in the audit trail', async () => {
    const endpoint = await createEndpoint();
    const secret = String(endpoint.secret);
    const answers = [
      await api.get(`${ENDPOINTS}/${endpoint.id}`),
      await api.get(ENDPOINTS),
      await api.put(`${ENDPOINTS}/${endpoint.id}`, { url: endpoint.url, description: 'Put' }),
      await api.patch(`${ENDPOINTS}/${endpoint.id}`, { description: 'Patched' }),
      await api.post(`${ENDPOINTS}/${endpoint.id}/rotateSecret`, {}),
      await api.delete(`${ENDPOINTS}/${endpoint.id}`),
      await api.get('/auditLog?recordType=webhookEndpoint'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(secret);
    }
    expect(answers.at(-1)?.json<unknown[]>().length).toBeGreaterThanOrEqual(5);
  });

  it('is in no event: the object of a test event names the endpoint, not its secret', async () => {
    const endpoint = await createEndpoint();
    const delivery = await ping(endpoint);
    const event = await t.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', BigInt(delivery.id))
      .executeTakeFirstOrThrow();
    expect(event.type).toBe('ping');
    expect(JSON.parse(event.object)).toEqual({ endpointId: endpoint.id, message: expect.any(String) });
    expect(event.object).not.toContain(String(endpoint.secret));
  });

  it('is answered again to a create repeated with its Idempotency-Key, which makes no second endpoint', async () => {
    const key = { 'idempotency-key': `endpoint-${newUrl()}` };
    const body = { url: newUrl() };
    const first = expectOk<Endpoint>(await api.post(ENDPOINTS, body, key));
    const again = await api.post(ENDPOINTS, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(expectOk<Endpoint>(again)).toEqual(first);
  });
});

describe('the url of an endpoint', () => {
  it.each([
    ['plain http', 'http://hooks.example.com/receiver'],
    ['not a URL', 'not a url'],
    ['a relative URL', '/receiver'],
    ['another scheme', 'ftp://hooks.example.com/receiver'],
  ])('is refused when it is %s (422 naming url)', async (_what, url) => {
    violation(await api.post(ENDPOINTS, { url }), ['url']);
    const endpoint = await createEndpoint();
    violation(await api.put(`${ENDPOINTS}/${endpoint.id}`, { url }), ['url']);
    violation(await api.patch(`${ENDPOINTS}/${endpoint.id}`, { url }), ['url']);
    expect(expectOk<Endpoint>(await api.get(`${ENDPOINTS}/${endpoint.id}`)).url).toBe(endpoint.url);
  });

  it('may be plain http when the operator allows private targets', async () => {
    const webhooks = { ...testConfig().webhooks, allowPrivateTargets: true };
    const allowing = await buildTestApp({ webhooks });
    try {
      const local = apiClient(allowing.app, await createTenant(allowing.db));
      const url = 'http://127.0.0.1:8080/receiver';
      expect(expectOk<Endpoint>(await local.post(ENDPOINTS, { url })).url).toBe(url);
      violation(await local.post(ENDPOINTS, { url: 'ftp://127.0.0.1/receiver' }), ['url']);
    } finally {
      await allowing.close();
    }
  });
});

describe('the event types of an endpoint', () => {
  it('are refused when one is unknown, when there are none, or when one is repeated (400 naming eventTypes)', async () => {
    invalid(await api.post(ENDPOINTS, { url: newUrl(), eventTypes: ['invoice.exploded'] }), ['eventTypes[0]']);
    invalid(await api.post(ENDPOINTS, { url: newUrl(), eventTypes: [] }), ['eventTypes']);
    invalid(await api.post(ENDPOINTS, { url: newUrl(), eventTypes: ['bill.paid', 'bill.paid'] }), ['eventTypes']);
  });
});

describe('rotating the secret', () => {
  const stored = (endpoint: Endpoint) =>
    t.db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret', 'previous_secret_expires_at', 'updated_at'])
      .where('id', '=', BigInt(endpoint.id))
      .executeTakeFirstOrThrow();

  it('answers a new secret once; the one it replaces signs beside it for 24 hours', async () => {
    const endpoint = await createEndpoint();
    const rotated = expectOk<Endpoint>(await api.post(`${ENDPOINTS}/${endpoint.id}/rotateSecret`, {}));
    expect(rotated).toEqual({ ...endpoint, secret: expect.stringMatching(SECRET), updatedAt: expect.any(String) });
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(expectOk<Endpoint>(await api.get(`${ENDPOINTS}/${endpoint.id}`))).not.toHaveProperty('secret');
    const row = await stored(endpoint);
    expect(row).toMatchObject({ secret: rotated.secret, previous_secret: endpoint.secret });
    // Rotated at updated_at; the previous secret expires 24 hours (86,400,000 ms) later.
    const overlap = Date.parse(String(row.previous_secret_expires_at)) - Date.parse(row.updated_at);
    expect(overlap).toBe(86_400_000);
  });

  it('keeps only the secret it just replaced when rotated again within the overlap', async () => {
    const endpoint = await createEndpoint();
    const first = expectOk<Endpoint>(await api.post(`${ENDPOINTS}/${endpoint.id}/rotateSecret`, {}));
    const second = expectOk<Endpoint>(await api.post(`${ENDPOINTS}/${endpoint.id}/rotateSecret`, {}));
    const row = await stored(endpoint);
    expect(row).toMatchObject({ secret: second.secret, previous_secret: first.secret });
    expect(JSON.stringify(row)).not.toContain(String(endpoint.secret));
  });
});

describe('deliveries', () => {
  it('sends a test event to that endpoint alone, whatever the types it or another endpoint wants', async () => {
    const everyType = await createEndpoint();
    const tested = await createEndpoint({ eventTypes: ['invoice.created'] });
    const delivery = await ping(tested);
    expect(delivery).toEqual({
      id: expect.any(Number),
      eventType: 'ping',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: expect.any(String),
      lastAttemptAt: null,
      responseStatus: null,
      responseExcerpt: null,
      latencyMs: null,
      error: null,
      createdAt: expect.any(String),
    });
    const stored = await storedDeliveries(delivery.id);
    expect(stored.map((row) => row.endpoint_id)).toEqual([BigInt(tested.id)]);
    expect(await deliveriesOf(tested)).toEqual([delivery]);
    expect(await deliveriesOf(everyType)).toEqual([]);
  });

  it('lists the deliveries newest first, by status, a page at a time', async () => {
    const endpoint = await createEndpoint();
    const [first, second, third] = [await ping(endpoint), await ping(endpoint), await ping(endpoint)];
    expect((await deliveriesOf(endpoint)).map((delivery) => delivery.id)).toEqual([third.id, second.id, first.id]);
    await t.db
      .updateTable('webhook_deliveries')
      .set({ status: 'succeeded', attempts: 1, response_status: 204, latency_ms: 12 })
      .where('event_id', '=', BigInt(second.id))
      .execute();
    const succeeded = await deliveriesOf(endpoint, '?status=succeeded');
    expect(succeeded).toEqual([
      { ...second, status: 'succeeded', attempts: 1, nextAttemptAt: null, responseStatus: 204, latencyMs: 12 },
    ]);
    expect((await deliveriesOf(endpoint, '?status=pending')).map((delivery) => delivery.id)).toEqual([
      third.id,
      first.id,
    ]);
    const page = await api.get(`${ENDPOINTS}/${endpoint.id}/deliveries?limit=2`);
    expect(expectOk<Delivery[]>(page).map((delivery) => delivery.id)).toEqual([third.id, second.id]);
    expect(page.headers.link).toBe(
      `</api/v1${ENDPOINTS}/${endpoint.id}/deliveries?limit=2&after=${second.id}>; rel="next"`,
    );
    expect((await deliveriesOf(endpoint, `?limit=2&after=${second.id}`)).map((delivery) => delivery.id)).toEqual([
      first.id,
    ]);
    invalid(await api.get(`${ENDPOINTS}/${endpoint.id}/deliveries?status=lost`), ['status']);
  });

  it('retries a failed delivery: pending again, its next attempt now', async () => {
    const endpoint = await createEndpoint();
    const delivery = await ping(endpoint);
    await t.db
      .updateTable('webhook_deliveries')
      .set({
        status: 'failed',
        attempts: 10,
        next_attempt_at: '2026-01-01T00:00:00.000Z',
        last_attempt_at: '2026-01-01T00:00:00.000Z',
        response_status: 500,
        response_excerpt: 'Internal Server Error',
        latency_ms: 80,
      })
      .where('event_id', '=', BigInt(delivery.id))
      .execute();
    const before = Date.now();
    const retried = expectOk<Delivery>(
      await api.post(`${ENDPOINTS}/${endpoint.id}/deliveries/${delivery.id}/retry`, {}),
    );
    expect(retried).toEqual({
      ...delivery,
      status: 'pending',
      attempts: 10,
      nextAttemptAt: expect.any(String),
      lastAttemptAt: '2026-01-01T00:00:00.000Z',
      responseStatus: 500,
      responseExcerpt: 'Internal Server Error',
      latencyMs: 80,
    });
    // The next attempt is now, by the database's clock: not before the request was sent (to the second).
    expect(Date.parse(String(retried.nextAttemptAt))).toBeGreaterThan(before - 1000);
    expect(await deliveriesOf(endpoint)).toEqual([retried]);
  });

  it('answers 404 for a delivery of another endpoint, or one that does not exist', async () => {
    const [endpoint, other] = [await createEndpoint(), await createEndpoint()];
    const delivery = await ping(other);
    expectProblem(
      await api.post(`${ENDPOINTS}/${endpoint.id}/deliveries/${delivery.id}/retry`, {}),
      404,
      `Webhook delivery ${delivery.id} was not found`,
    );
    expectProblem(
      await api.post(`${ENDPOINTS}/${endpoint.id}/deliveries/${MISSING_ID}/retry`, {}),
      404,
      `Webhook delivery ${MISSING_ID} was not found`,
    );
    expectProblem(await api.get(`${ENDPOINTS}/${MISSING_ID}/deliveries`), 404, `Webhook endpoint ${MISSING_ID}`);
  });
});

describe('companies walled off', () => {
  it("answers another company's endpoint, its deliveries and its calls exactly as a missing one", async () => {
    const theirs = await createEndpoint({}, neighbour);
    const delivery = await ping(theirs, neighbour);
    const mine = await createEndpoint();
    const calls: [string, (id: number) => Promise<import('fastify').LightMyRequestResponse>][] = [
      ['GET', (id) => api.get(`${ENDPOINTS}/${id}`)],
      ['PUT', (id) => api.put(`${ENDPOINTS}/${id}`, { url: newUrl() })],
      ['PATCH', (id) => api.patch(`${ENDPOINTS}/${id}`, { description: 'Mine now' })],
      ['rotate', (id) => api.post(`${ENDPOINTS}/${id}/rotateSecret`, {})],
      ['test', (id) => api.post(`${ENDPOINTS}/${id}/test`, {})],
      ['deliveries', (id) => api.get(`${ENDPOINTS}/${id}/deliveries`)],
      ['DELETE', (id) => api.delete(`${ENDPOINTS}/${id}`)],
    ];
    for (const [what, call] of calls) {
      const other = expectProblem(await call(theirs.id), 404, `Webhook endpoint ${theirs.id} was not found`);
      const missing = expectProblem(await call(MISSING_ID), 404, `Webhook endpoint ${MISSING_ID} was not found`);
      expect(comparable(other, theirs.id), what).toEqual(comparable(missing, MISSING_ID));
    }
    const retry = await api.post(`${ENDPOINTS}/${mine.id}/deliveries/${delivery.id}/retry`, {});
    expectProblem(retry, 404, `Webhook delivery ${delivery.id} was not found`);
    expect(expectOk<Endpoint[]>(await api.get(ENDPOINTS)).map((endpoint) => endpoint.id)).not.toContain(theirs.id);
    // Its own, whatever the sender has made of it since.
    const kept = expectOk<Delivery[]>(await neighbour.get(`${ENDPOINTS}/${theirs.id}/deliveries`));
    expect(kept.map((each) => each.id)).toEqual([delivery.id]);
  });
});
