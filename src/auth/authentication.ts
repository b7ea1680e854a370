import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { noteKeyUse } from '../api-keys/api-key-service.js';
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
 * An onRequest hook: HTTP Basic with a user name and one of the user's live keys at `now()`
 * (milliseconds), or 401; 429 with Retry-After while the throttle refuses the address or the user
 * name after repeated failures.
 */
export function requireApiKey(db: Database, throttle: LoginThrottle, now: () => number) {
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
      (await rememberedPrincipal(db, header as string, now(), () =>
        authenticate(db, credentials.username, credentials.password, now()),
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
    const known = header !== undefined && !throttle.counting() ? knownPrincipal(db, header, now()) : undefined;
    if (!known) return check(request, reply);
    request.principal = known;
    done();
  };
}

/**
 * An onResponse hook: notes the use of the request's key once its answer is sent, so that the
 * stamp of its last use is never in a request's way, and a stamp that fails fails no request. A key
 * refused is not used: one that did not authenticate (a wrong, expired or revoked key, a disabled
 * user's), and one of a disabled company, whose every call is refused.
 */
export function stampKeyUse(db: Database, now: () => number) {
  return async (request: FastifyRequest) => {
    // Unset when the request was refused before its key was accepted.
    const principal = request.principal as Principal | undefined;
    if (!principal || principal.companyDisabled) return;
    await noteKeyUse(db, principal.apiKeyId, now()).catch((error: unknown) =>
      request.log.warn({ err: error }, 'the last use of an API key could not be stamped'),
    );
  };
}
