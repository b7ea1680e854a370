import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The request headers of the API beyond those a browser sends without asking. */
const REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'If-Match',
  'If-None-Match',
  'Idempotency-Key',
  'Prefer',
  'X-Request-Id',
];

/** The answer headers an integrator's page reads, which a browser hides from it unless told. */
const ANSWER_HEADERS = [
  'ETag',
  'Location',
  'X-Total-Count',
  'Link',
  'Preference-Applied',
  'Retry-After',
  'Content-Disposition',
  'X-Request-Id',
];

/**
 * Lets the web pages of `origins` call the API from a browser (CORS): a preflight from one of them
 * is answered 204 before authentication, which a browser never sends with it. A request from any
 * other origin, or from none, gets no CORS header at all, so the browser keeps its page out.
 */
export async function allowOrigins(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: ANSWER_HEADERS,
    maxAge: 3600,
  });
}
