import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMetricsApp } from '../src/metrics/metrics.js';
import { apiClient, buildTestApp, createTenant, holdWriteLock, type TestApp } from './helpers.js';
import { startServer } from './processes.js';
import { createTestDatabase, testStore } from './store.js';
import { announce, insertEndpoint } from './webhooks.js';

/** The value of the series named with its labels exactly as the scrape writes it, or undefined without it. */
function seriesValue(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics of the process', () => {
  let t: TestApp;
  let metrics: FastifyInstance;
  const scrape = async () => {
    const response = await metrics.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return response.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ metricsPort: 9464, databasePoolSize: 1 });
    if (!t.app.metrics) throw new Error('the app has no metrics');
    metrics = buildMetricsApp(t.app.metrics, t.app.log);
  });
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it('counts and times each answer by its route pattern, method and status, never by its URL', async () => {
    const api = apiClient(t.app, await createTenant(t.db));
    const made = await api.post('/clients', { name: 'Alpha Ltd' });
    const { id } = made.json<{ id: number }>();
    expect((await api.get(`/clients/${id}`)).statusCode).toBe(200);
    expect((await api.get(`/clients/${id}`)).statusCode).toBe(200);
    expect((await api.get('/clients/999999999')).statusCode).toBe(404);

    const text = await scrape();
    const read = 'method="GET",route="/api/v1/clients/:id",status="200"';
    expect(seriesValue(text, `http_requests_total{${read}}`)).toBe(2);
    expect(seriesValue(text, `http_requests_total{method="GET",route="/api/v1/clients/:id",status="404"}`)).toBe(1);
    expect(seriesValue(text, `http_requests_total{method="POST",route="/api/v1/clients",status="200"}`)).toBe(1);
    expect(seriesValue(text, `http_request_duration_seconds_count{${read}}`)).toBe(2);
    expect(seriesValue(text, `http_request_duration_seconds_bucket{le="+Inf",${read}}`)).toBe(2);
    expect(seriesValue(text, `http_request_duration_seconds_sum{${read}}`)).toBeGreaterThan(0);
    expect(text).not.toContain(`/clients/${id}`);
  });

  it('counts a request that no route takes as unmatched', async () => {
    await t.app.inject({ method: 'GET', url: '/no/such/page/42' });
    const text = await scrape();
    expect(seriesValue(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('/no/such/page');
  });

  it('gauges the connections to the database, and the statements that wait for one', async () => {
    // SQLite: the writer and the reader; PostgreSQL: the pool of one connection, opened as needed.
    const open = testStore === 'sqlite' ? 2 : 1;
    await t.app.inject({ method: 'GET', url: '/readyz' });
    const idle = await scrape();
    expect(seriesValue(idle, 'db_pool_connections')).toBe(open);
    expect(seriesValue(idle, 'db_pool_idle_connections')).toBe(open);
    expect(seriesValue(idle, 'db_pool_waiting')).toBe(0);

    const tenant = await createTenant(t.db);
    const held = holdWriteLock(t.db, (trx) => trx.selectFrom('companies').select('id').execute());
    await held.ready;
    const waiting = t.db.updateTable('companies').set({ name: 'Renamed' }).where('id', '=', tenant.companyId).execute();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await scrape();
    held.release();
    await waiting;
    expect(seriesValue(busy, 'db_pool_connections')).toBe(open);
    expect(seriesValue(busy, 'db_pool_idle_connections')).toBe(open - 1);
    // The update waits; on PostgreSQL the outboxes' polls of each second may come to wait beside it.
    if (testStore === 'sqlite') expect(seriesValue(busy, 'db_pool_waiting')).toBe(1);
    else expect(seriesValue(busy, 'db_pool_waiting')).toBeGreaterThanOrEqual(1);
  });

  it('gauges the webhook deliveries that wait to be sent', async () => {
    const before = seriesValue(await scrape(), 'outbox_pending{outbox="webhook_deliveries"}');
    expect(before).toBe(0);
    const { companyId } = await createTenant(t.db);
    // A host that never resolves: the delivery waits for its next attempt, pending still.
    await insertEndpoint(t.db, companyId, { url: 'https://hooks.invalid/accounting' });
    await announce(t.db, companyId);
    const after = await scrape();
    expect(seriesValue(after, 'outbox_pending{outbox="webhook_deliveries"}')).toBe(1);
    expect(seriesValue(after, 'outbox_pending{outbox="emails"}')).toBe(0);
  });

  it("reports the event loop's delay among the process's own metrics", async () => {
    const text = await scrape();
    expect(seriesValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('answers nothing else on the metrics port, and no /metrics on the public one', async () => {
    expect((await metrics.inject({ method: 'GET', url: '/api/v1/company' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('the metrics of two apps in one process', () => {
  it('are kept apart, each app counting its own requests', async () => {
    const [first, second] = [await buildTestApp({ metricsPort: 9464 }), await buildTestApp({ metricsPort: 9464 })];
    try {
      await first.app.inject({ method: 'GET', url: '/healthz' });
      await first.app.inject({ method: 'GET', url: '/healthz' });
      await second.app.inject({ method: 'GET', url: '/healthz' });
      const healthz = 'http_requests_total{method="GET",route="/healthz",status="200"}';
      expect(seriesValue((await first.app.metrics?.metrics()) ?? '', healthz)).toBe(2);
      expect(seriesValue((await second.app.metrics?.metrics()) ?? '', healthz)).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('metrics off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps none, and answers no /metrics', async () => {
    expect(t.app.metrics).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the server process with METRICS_PORT', () => {
  it('answers /metrics on that port, and 404 for /metrics on the public port', async () => {
    const database = await createTestDatabase();
    const metricsPort = await freePort();
    const server = await startServer(database.url, { METRICS_PORT: String(metricsPort) });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(seriesValue(text, 'http_requests_total{method="GET",route="/readyz",status="200"}')).toBe(1);
      expect(seriesValue(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
      const metricsLog = server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"server":"metrics"'));
      expect(metricsLog).toEqual([expect.stringContaining(`Server listening at http://127.0.0.1:${metricsPort}`)]);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
