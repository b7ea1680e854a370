import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Database } from '../db/database.js';
import { sendProblem } from '../shared/http.js';
import { authenticate, isUserName } from '../users/user-service.js';
import { parseBasicAuthorization } from './api-keys.js';
import type { Principal } from './principal.js';
import { knownPrincipal, rememberedPrincipal } from './principal-cache.js';
import type { LoginThrottle } from './request-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user and company; set on every route behind `requireApiKey`. */
    principal: Principal;
  }
}

/**
 * An onRequest hook: HTTP Basic with a user name and an API key, or 401; 429 with Retry-After while
 * the throttle refuses the address or the user name after repeated failures.
 */
export function requireApiKey(db: Database, throttle: LoginThrottle) {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = throttle.refusal(request);
    if (wait !== undefined) {
      reply.header('retry-after', String(wait));
      return sendProblem(request, reply, 429, 'Too many failed authentications: wait before trying again');
    }
    const header = request.headers.authorization;
    const credentials = parseBasicAuthorization(header);
    const principal =
      credentials &&
      (await rememberedPrincipal(db, header as string, () =>
        authenticate(db, credentials.username, credentials.password),
      ));
    if (!principal) {
      throttle.failed(request, credentials !== undefined && (await isUserName(db, credentials.username)));
      reply.header('www-authenticate', 'Basic realm="accounting"');
      return sendProblem(request, reply, 401, 'A valid user name and API key are required (HTTP Basic)');
    }
    request.principal = principal;
  };
  // A key accepted before, while no failure is being counted, passes without a promise or a lookup.
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const header = request.headers.authorization;
    const known = header !== undefined && !throttle.counting() ? knownPrincipal(db, header) : undefined;
    if (!known) return check(request, reply);
    request.principal = known;
    done();
  };
}
