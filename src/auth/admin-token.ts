import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../shared/http.js';
import type { LoginThrottle } from './request-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls the installation's admin API: the fingerprint of the admin token presented. */
    operator?: string;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Names the token in logs: the first 8 hex digits of its SHA-256, which tell tokens apart and reveal nothing of them. */
export const tokenFingerprint = (token: string): string => sha256(token).toString('hex').slice(0, 8);

/** Reads `Authorization: Bearer <token>` (RFC 6750); undefined when the header is missing or of another scheme. */
const bearerToken = (header: string | undefined) => /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];

/**
 * An onRequest hook: the installation's admin token as a bearer token, or 401 with
 * WWW-Authenticate: Bearer; 429 with Retry-After while the throttle refuses the address after
 * repeated failures. The digests of the two are compared, in constant time: neither the
 * comparison's time nor its length tells anything of the token.
 */
export function requireAdminToken(token: string, throttle: LoginThrottle) {
  const expected = sha256(token);
  const operator = tokenFingerprint(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = throttle.refusal(request);
    if (wait !== undefined) {
      reply.header('retry-after', String(wait));
      return sendProblem(request, reply, 429, 'Too many failed authentications: wait before trying again');
    }
    const presented = bearerToken(request.headers.authorization);
    if (presented !== undefined && timingSafeEqual(sha256(presented), expected)) {
      request.operator = operator;
      return;
    }
    throttle.failed(request, false);
    request.log.warn({ admin: 'refused', route: routeOf(request) }, 'admin call refused');
    reply.header('www-authenticate', 'Bearer realm="accounting-admin"');
    return sendProblem(request, reply, 401, "The installation's admin token is required (Authorization: Bearer)");
  };
}

/** An onResponse hook: logs each call of the admin API with who made it (the token's fingerprint) and its answer. */
export async function logAdminCall(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.operator === undefined) return;
  request.log.info(
    { admin: request.operator, route: routeOf(request), statusCode: reply.statusCode },
    `admin ${routeOf(request)}`,
  );
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;
