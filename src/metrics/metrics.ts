import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { connectionUseOf, type Database } from '../db/database.js';
import type { ConnectionUse } from '../db/store.js';
import { emailOutbox } from '../email/email-sender.js';
import { deliveryOutbox } from '../webhooks/delivery-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the process counts and measures for the operator's scrapes; null when there are no metrics. */
    metrics: Registry | null;
  }
}

/** The label of a request that no route took (a 404): the raw URL would make a series of every path tried. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answer of the app, by route pattern, method and status, and reads at each
 * scrape the use of the store's connections and the outboxes' pending items. Each app has its own
 * registry, the process's default metrics (event-loop delay, memory, garbage collection) included.
 */
export function installMetrics(app: FastifyInstance, db: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  countRequests(app, registry);
  gaugeConnections(registry, db);
  gaugeOutboxes(registry, db);
  return registry;
}

function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the arrival of a request to the end of its answer, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}

function gaugeConnections(registry: Registry, db: Database): void {
  const gauge = (name: string, help: string, read: (use: ConnectionUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(connectionUseOf(db)));
      },
    });
  gauge('db_pool_connections', 'Connections open to the database', (use) => use.open);
  gauge('db_pool_idle_connections', 'Connections open to the database that nothing holds', (use) => use.idle);
  gauge(
    'db_pool_waiting',
    'Statements and transactions waiting for a connection to the database',
    (use) => use.waiting,
  );
}

function gaugeOutboxes(registry: Registry, db: Database): void {
  const outboxes = { webhook_deliveries: deliveryOutbox, emails: emailOutbox };
  new Gauge({
    name: 'outbox_pending',
    help: 'Webhook deliveries and emails waiting to be sent, or being sent, across companies',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      for (const [name, outbox] of Object.entries(outboxes)) this.set({ outbox: name }, await outbox.countPending(db));
    },
  });
}

/**
 * The second server of the process, on the metrics port: it answers `GET /metrics` in Prometheus's
 * text format and nothing else, and logs no request, as a scrape every few seconds would fill the log.
 */
export function buildMetricsApp(registry: Registry, logger: FastifyBaseLogger): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger.child({ server: 'metrics' }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/metrics', async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return app;
}
