import { CompiledQuery, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { claimDeliveries } from '../src/webhooks/delivery-service.js';
import { publicLookup, refusedTarget } from '../src/webhooks/webhook-targets.js';
import { buildTestApp, createTenant, openTestDatabase, recordingQueries, type TestApp, testConfig } from './helpers.js';
import { planNodes, sqlitePlan } from './plans.js';
import { type RunningServer, startServer } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';
import {
  announce,
  type DeliveryRow,
  deliveryOf,
  deliveryOnce,
  endpointOf,
  insertEndpoint,
  newSecret,
  type Receiver,
  startReceiver,
  verifies,
} from './webhooks.js';

/*
 * The server process sends each event to the endpoints that want it: signed as Standard Webhooks
 * says, retried on the schedule (here 1 s, then 1 s: three attempts in all), never redirected, and
 * only to public addresses unless private ones are allowed (here they are, for a receiver on 127.0.0.1).
 */

const settled = (row: DeliveryRow) => row.status !== 'pending';

describe('webhooks sent by the server', () => {
  let testApp: TestApp;
  let db: Database;
  let receiver: Receiver;
  let paths = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ webhooks: { retrySchedule: [1, 1], allowPrivateTargets: true } });
    db = testApp.db;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await testApp?.close();
  });
  afterEach(() => expect(receiver.badSignatures).toEqual([]));

  /** The endpoint of a company of its own, at a path of its own on the receiver, answered by `answering`. */
  async function endpoint(
    answering: Parameters<Receiver['route']>[2],
    previous?: { secret: string; expiresInMs: number },
  ) {
    paths += 1;
    const path = `/hook-${paths}`;
    const { companyId } = await createTenant(db);
    const made = await insertEndpoint(db, companyId, {
      url: `${receiver.url}${path}`,
      ...(previous ? { previous } : {}),
    });
    receiver.route(path, [made.secret, ...(previous ? [previous.secret] : [])], answering);
    return { ...made, path, requests: () => receiver.received.filter((request) => request.path === path) };
  }

  it('sends the event once, signed, with its exact body and the headers of Standard Webhooks', async () => {
    const hook = await endpoint(() => ({ status: 200 }));
    const eventId = await announce(db, hook.companyId, { message: 'hello' });
    const delivery = await deliveryOnce(db, hook, eventId, settled);
    const event = await db
      .selectFrom('events')
      .select(['created_at', 'sequence'])
      .where('company_id', '=', hook.companyId)
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const [request] = hook.requests();
    expect(hook.requests()).toHaveLength(1);
    expect(request?.body).toBe(
      `{"id":${eventId},"type":"ping","createdAt":"${event.created_at}","sequence":${event.sequence},"data":{"object":{"message":"hello"}}}`,
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toMatch(/^accounting-service-webhooks\//);
    expect(request?.headers['webhook-id']).toBe(String(eventId));
    expect(Math.abs(Number(request?.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(request?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifies(hook.secret, request as NonNullable<typeof request>)).toBe(true);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, error: null });
    expect(delivery.response_excerpt).toBe('ok');
    expect(delivery.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('retries after a 500 with the same webhook-id and a later timestamp, then succeeds', async () => {
    const hook = await endpoint((received) => ({ status: hookRequestsBefore(received) === 0 ? 500 : 200 }));
    const hookRequestsBefore = (received: { at: number }) =>
      hook.requests().filter((request) => request.at < received.at).length;
    const eventId = await announce(db, hook.companyId);
    const delivery = await deliveryOnce(db, hook, eventId, settled);
    const [first, second] = hook.requests();
    expect(hook.requests()).toHaveLength(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.headers['webhook-id']).toBe(String(eventId));
    // The wait is 1 s, less its jitter of at most 10%.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(850);
    expect(Number(second?.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(
      Number(first?.headers['webhook-timestamp']),
    );
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 200, error: null });
    expect(String(delivery.last_attempt_at) > delivery.created_at).toBe(true);
  });

  it('fails the delivery once the schedule is spent, and disables an endpoint that nothing reached since', async () => {
    const hook = await endpoint(() => ({ status: 503 }));
    const eventId = await announce(db, hook.companyId);
    const pendingAfterFirst = await deliveryOnce(db, hook, eventId, (row) => row.attempts === 1);
    expect(pendingAfterFirst).toMatchObject({ status: 'pending', response_status: 503 });
    expect(pendingAfterFirst.response_excerpt).toBe('answered 503');
    const delivery = await deliveryOnce(db, hook, eventId, settled);
    // One attempt, then one after each of the schedule's two waits.
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3, response_status: 503 });
    expect(hook.requests()).toHaveLength(3);
    const disabled = await endpointOf(db, hook);
    expect(Boolean(disabled.enabled)).toBe(false);
    expect(disabled.disabled_reason).toMatch(`failing since ${delivery.created_at}`);
  });

  it('keeps enabled an endpoint that one event fails at while others reach it', async () => {
    const hook = await endpoint((received) => ({ status: received.body.includes('"poison":true') ? 500 : 200 }));
    const poisoned = await announce(db, hook.companyId, { poison: true });
    const healthy = await announce(db, hook.companyId, { poison: false });
    expect(await deliveryOnce(db, hook, healthy, settled)).toMatchObject({ status: 'succeeded' });
    expect(await deliveryOnce(db, hook, poisoned, settled)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await endpointOf(db, hook)).toMatchObject({ disabled_reason: null });
  });

  it('fails the delivery on a 410 and disables the endpoint, saying why', async () => {
    const hook = await endpoint(() => ({ status: 410 }));
    const eventId = await announce(db, hook.companyId);
    const delivery = await deliveryOnce(db, hook, eventId, settled);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, response_status: 410 });
    const disabled = await endpointOf(db, hook);
    expect(Boolean(disabled.enabled)).toBe(false);
    expect(disabled.disabled_reason).toMatch(/^the endpoint answered 410 Gone \(disabled at \d{4}-\d\d-\d\dT/);
    // An event the endpoint had coming is not sent to it any more.
    const later = await announce(db, hook.companyId);
    expect(await deliveryOf(db, hook, later).catch(() => undefined)).toBeUndefined();
    expect(hook.requests()).toHaveLength(1);
  });

  it('does not follow a redirect: the 3xx is a failed attempt', async () => {
    const target = await endpoint(() => ({ status: 200 }));
    const hook = await endpoint(() => ({ status: 302, location: `${receiver.url}${target.path}` }));
    const eventId = await announce(db, hook.companyId);
    const delivery = await deliveryOnce(db, hook, eventId, (row) => row.attempts >= 1);
    expect(delivery).toMatchObject({ response_status: 302, error: 'answered a redirect (302), which is not followed' });
    expect(hook.requests().length).toBeGreaterThanOrEqual(1);
    expect(target.requests()).toEqual([]);
  });

  it('signs with both secrets while a rotated secret has not expired, and with the new one alone after', async () => {
    const previous = newSecret();
    const overlapping = await endpoint(() => ({ status: 200 }), { secret: previous, expiresInMs: 3_600_000 });
    const expired = await endpoint(() => ({ status: 200 }), { secret: newSecret(), expiresInMs: -1000 });
    for (const hook of [overlapping, expired])
      await deliveryOnce(db, hook, await announce(db, hook.companyId), settled);
    const [both] = overlapping.requests();
    const signatures = String(both?.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    for (const [signature, secret] of [
      [signatures[0], overlapping.secret],
      [signatures[1], previous],
    ] as const) {
      const alone = { body: both?.body ?? '', headers: { ...both?.headers, 'webhook-signature': signature } };
      expect(verifies(secret, alone)).toBe(true);
    }
    const [single] = expired.requests();
    expect(String(single?.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(expired.secret, single as NonNullable<typeof single>)).toBe(true);
  });

  it('fails an attempt that gets no answer within 10 seconds, and tries again', { timeout: 30_000 }, async () => {
    const hook = await endpoint(() => ({ status: 200, hangMs: 12_000 }));
    const eventId = await announce(db, hook.companyId);
    const delivery = await deliveryOnce(db, hook, eventId, (row) => row.attempts >= 1, 20_000);
    expect(delivery).toMatchObject({ status: 'pending', response_status: null, error: 'timed out after 10 s' });
    expect(delivery.latency_ms).toBeGreaterThanOrEqual(10_000);
    expect(delivery.latency_ms).toBeLessThan(11_000);
    expect(hook.requests().length).toBeGreaterThanOrEqual(1);
  });
});

describe('webhooks to private addresses, when the operator does not allow them', () => {
  let testApp: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    testApp = await buildTestApp({ webhooks: { retrySchedule: [1, 1], allowPrivateTargets: false } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await testApp?.close();
  });

  it.each([
    ['plain http', 'http://93.184.216.34/hook', /only https/],
    ['loopback', 'https://127.0.0.1/hook', /127\.0\.0\.1 is not a public address/],
    ['private', 'https://10.0.0.1/hook', /10\.0\.0\.1 is not a public address/],
    ['cloud metadata', 'https://169.254.169.254/latest', /169\.254\.169\.254 is not a public address/],
    ['IPv6 loopback', 'https://[::1]/hook', /::1 is not a public address/],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook', /is not a public address/],
    ['a name of loopback', 'https://localhost/hook', /refused target localhost: .* is not a public address/],
  ])('refuses a target on %s', async (_name, url, reason) => {
    expect(await refusedTarget(new URL(url), false)).toMatch(reason);
  });

  it('allows a public address, and any address when private targets are allowed', async () => {
    expect(await refusedTarget(new URL('https://93.184.216.34/hook'), false)).toBeUndefined();
    expect(await refusedTarget(new URL('http://127.0.0.1:8080/hook'), true)).toBeUndefined();
  });

  it('refuses, as it connects, a name that resolves to a private address', async () => {
    const lookup = publicLookup(false);
    const error = await new Promise<Error | null>((resolve) => lookup('localhost', {}, (failed) => resolve(failed)));
    expect(error?.message).toMatch(/refused target localhost: .* is not a public address/);
  });

  it('refuses at delivery time an endpoint whose address is private: nothing is sent', async () => {
    const { db } = testApp;
    const { companyId } = await createTenant(db);
    const port = new URL(receiver.url).port;
    receiver.route('/hook', [], () => ({ status: 200 }));
    const hook = await insertEndpoint(db, companyId, { url: `https://127.0.0.1:${port}/hook` });
    const eventId = await announce(db, companyId);
    const delivery = await deliveryOnce(db, hook, eventId, (row) => row.attempts >= 1);
    expect(delivery).toMatchObject({
      status: 'pending',
      response_status: null,
      error: 'refused target 127.0.0.1: 127.0.0.1 is not a public address',
    });
    expect(receiver.received).toEqual([]);
  });
});

/**
 * Every process looks for due deliveries each second: the look and the claim read the few pending
 * deliveries by the index of those pending, never the deliveries of the past. On PostgreSQL, whose
 * planner goes by its statistics, among 30,000 deliveries that succeeded.
 */
describe('the claim of due deliveries', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let companyId: bigint;
  const recording = recordingQueries();

  beforeAll(async () => {
    opened = await openTestDatabase({}, recording.observe);
    const { db } = opened;
    companyId = (await createTenant(db)).companyId;
    const hook = await insertEndpoint(db, companyId, { url: 'https://93.184.216.34/hook' });
    if (testStore === 'postgres') {
      const day = sql.lit('2026-01-01T00:00:00.000Z');
      await sql`insert into events (company_id, id, sequence, type, created_at, object)
        select ${companyId}, 10000000 + n, 1000 + n, 'ping', ${day}, '{}' from generate_series(1, 30000) n`.execute(db);
      await sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at)
        select ${companyId}, ${hook.id}, 10000000 + n, 'succeeded', 1, ${day}, ${day} from generate_series(1, 30000) n`.execute(
        db,
      );
      await sql`analyze`.execute(db);
    }
  }, 60_000);
  afterAll(() => opened?.close());

  it('never gives one delivery to two claims made at once', async () => {
    const { db } = opened;
    const { companyId } = await createTenant(db);
    const hook = await insertEndpoint(db, companyId, { url: 'https://93.184.216.34/hook' });
    await Promise.all(Array.from({ length: 200 }, () => announce(db, companyId)));
    const claimed: string[] = [];
    const claimUntilNoneLeft = async () => {
      for (;;) {
        const batch = await claimDeliveries(db, 10, 60_000);
        if (batch.length === 0) return;
        claimed.push(...batch.map(({ key }) => `${key.endpoint_id}/${key.event_id}`));
      }
    };
    await Promise.all(Array.from({ length: 8 }, claimUntilNoneLeft));
    const ofHook = claimed.filter((key) => key.startsWith(`${hook.id}/`));
    expect(ofHook).toHaveLength(200);
    expect(new Set(ofHook).size).toBe(200);
  });

  it('reads the due deliveries through the index webhook_deliveries_due', async () => {
    await announce(opened.db, companyId);
    recording.queries.length = 0;
    recording.compiled.length = 0;
    expect(await claimDeliveries(opened.db, 10, 60_000)).toHaveLength(1);
    const reads = recording.compiled.filter((query) => /"webhook_deliveries"/.test(query.sql));
    // The look, and the claim.
    expect(reads).toHaveLength(2);
    for (const query of reads) {
      const plan = await planOf(opened.db, query);
      expect(plan.join('\n')).toMatch(/webhook_deliveries_due/);
      expect(plan.filter((step) => /^SCAN webhook_deliveries|Seq Scan on webhook_deliveries/.test(step))).toEqual([]);
    }
  });
});

/** The steps of a query's plan, as SQLite words them or as PostgreSQL names its nodes. */
async function planOf(db: Database, query: CompiledQuery): Promise<string[]> {
  if (testStore === 'sqlite') return sqlitePlan(db, query.sql);
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  return planNodes(rows[0]?.['QUERY PLAN']).map(
    (node) => `${node['Node Type']} on ${node['Relation Name'] ?? ''} using ${node['Index Name'] ?? ''}`,
  );
}

/** Two server processes on one database share the deliveries: each is sent once, never by both. */
describe(`webhooks sent by two server processes on one ${testStore} database`, () => {
  let database: TestDatabase;
  let db: Database;
  let servers: RunningServer[];
  let receiver: Receiver;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase(testConfig({ databaseUrl: database.url }));
    const settings = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1,1' };
    servers = await Promise.all([startServer(database.url, settings), startServer(database.url, settings)]);
    receiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await receiver?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('delivers each of 40 events once', { timeout: 60_000 }, async () => {
    const { companyId } = await createTenant(db);
    const hook = await insertEndpoint(db, companyId, { url: `${receiver.url}/shared` });
    // Each answer takes a moment, so that the two processes' attempts overlap.
    receiver.route('/shared', [hook.secret], () => ({ status: 200, hangMs: 50 }));
    const events = await Promise.all(Array.from({ length: 40 }, () => announce(db, companyId)));
    for (const eventId of events) {
      expect(await deliveryOnce(db, hook, eventId, settled, 30_000)).toMatchObject({
        status: 'succeeded',
        attempts: 1,
      });
    }
    const sent = receiver.received.map((request) => request.headers['webhook-id']).sort();
    expect(sent).toEqual(events.map(String).sort());
    expect(receiver.badSignatures).toEqual([]);
  });
});
