import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { sendProblem } from '../shared/http.js';
import { authenticate, type Principal } from '../users/user-service.js';
import { parseBasicAuthorization } from './api-keys.js';
import { rememberedPrincipal } from './principal-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user and company; set on every route behind `requireApiKey`. */
    principal: Principal;
  }
}

/** An onRequest hook: HTTP Basic with a user name and an API key, or 401. */
export function requireApiKey(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const credentials = parseBasicAuthorization(header);
    const principal =
      credentials &&
      (await rememberedPrincipal(db, header as string, () =>
        authenticate(db, credentials.username, credentials.password),
      ));
    if (!principal) {
      reply.header('www-authenticate', 'Basic realm="accounting"');
      return sendProblem(request, reply, 401, 'A valid user name and API key are required (HTTP Basic)');
    }
    request.principal = principal;
  };
}
