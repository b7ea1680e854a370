import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { pingDatabase } from '../db/health.js';
import { sendProblem } from './http.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the server begins to stop: /readyz answers 503 from then on, so that proxies send it no more. */
    stopping: boolean;
  }
}

const HEALTH = Type.Object({ status: Type.Literal('ok') }, { title: 'Health' });

const ALIVE_SCHEMA = {
  tags: ['Health'],
  summary: 'Whether the process answers, for liveness probes (no authentication); it asks nothing of the database',
  security: [],
  response: { 200: HEALTH },
};

const READY_SCHEMA = {
  tags: ['Health'],
  summary:
    'Whether the service can serve: its database answers and it is not stopping, for readiness probes and load balancers (no authentication)',
  security: [],
  response: { 200: HEALTH },
  problems: { 503: 'The database does not answer, or the server is stopping' },
};

/** `/healthz`: the process is alive; `/readyz`: it can serve requests. */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.decorate('stopping', false);
  app.get('/healthz', { schema: ALIVE_SCHEMA }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: READY_SCHEMA }, async (request, reply) => {
    if (app.stopping) return sendProblem(request, reply, 503, 'The server is stopping');
    try {
      await pingDatabase(db);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'database readiness check failed');
      return sendProblem(request, reply, 503, 'The database does not answer');
    }
  });
}
