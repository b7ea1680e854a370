import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { isForeignKeyViolation } from '../db/errors.js';
import { DomainError, type ErrorKind, type FieldError } from './errors.js';
import { formatMoney, type MoneyFormat } from './money.js';
import { problemTypeOf } from './problem-types.js';
import { toFieldErrors } from './validation.js';

const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'not-acceptable': 406,
  conflict: 409,
  busy: 409,
  'precondition-failed': 412,
  'rule-violation': 422,
  unavailable: 503,
};

/** The HTTP status of a domain error's kind, for answers other than problem details (the web page's). */
export const statusOfKind = (kind: ErrorKind): number => STATUS_OF_KIND[kind];

declare module 'fastify' {
  interface FastifyInstance {
    /** What the `type` URI of every problem starts with: `/problems/`, after PUBLIC_URL when it is set. */
    problemTypeBase: string;
  }
}

/** Where the pages of the problem types are, for clients to follow a problem's `type`. */
export const problemTypeBase = (publicUrl: string | null) => `${publicUrl ?? ''}/problems/`;

interface ProblemExtensions {
  errors?: FieldError[] | undefined;
  [name: string]: unknown;
}

/** Answers with an RFC 9457 problem details body. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  detail: string,
  extensions: ProblemExtensions = {},
): FastifyReply {
  const { errors, ...rest } = extensions;
  return reply
    .code(status)
    .type(PROBLEM_TYPE)
    .send({
      ...problem(request.server.problemTypeBase, status, detail),
      requestId: request.id,
      ...(errors && errors.length > 0 ? { errors } : {}),
      ...rest,
    });
}

const PROBLEM_TYPE = 'application/problem+json';

/** An unexpected failure: logged whole, answered with nothing more than the request id to quote. */
function sendUnexpected(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  request.log.error({ err: error }, 'request failed');
  const detail = `An unexpected error occurred; quote request id ${request.id} when reporting it`;
  return sendProblem(request, reply, 500, detail);
}

const problem = (typeBase: string, status: number, detail: string) => ({
  type: `${typeBase}${problemTypeOf(status)}`,
  title: STATUS_CODES[status] ?? 'Error',
  status,
  detail,
});

/**
 * Fastify's answers to a path it cannot route (a part over the longest a parameter may be, a
 * malformed escape), as problems that do not echo the path back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(request, reply, 414, 'A part of the path is longer than any id or name the API takes');
  }
  if (error.code === 'FST_ERR_BAD_URL') return sendProblem(request, reply, 400, 'The path is not a valid URL');
  return sendUnexpected(request, reply, error);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are larger than the server takes'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time'],
};

/**
 * Answers what the HTTP parser refuses before any route sees it (headers too large, a malformed
 * request) with a problem, and closes the connection saying so, so that a pooled client does not
 * send its next request on a socket that is going away.
 */
export const answerClientErrors = (typeBase: string) => (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not well-formed HTTP'];
  const body = JSON.stringify(problem(typeBase, status, detail));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_TYPE}; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/** The path a request asked for, without its query string. */
export const pathOf = (request: FastifyRequest): string => request.url.split('?', 1)[0] ?? '/';

/** One error handler for the whole API: domain kinds, validation and Fastify's own client errors. */
export function installProblemHandlers(app: FastifyInstance, typeBase: string): void {
  app.decorate('problemTypeBase', typeBase);
  const routes = indexRoutes(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.kind === 'busy') reply.header('retry-after', '1');
      return sendProblem(request, reply, STATUS_OF_KIND[error.kind], error.message, {
        errors: error.errors,
        ...formatAmounts(error.extensions ?? {}, request.answerMoneyFormat),
      });
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const part =
        { querystring: 'query string', headers: 'headers', params: 'path', body: 'body' }[context] ?? context;
      return sendProblem(request, reply, 400, `Invalid fields in the request ${part}`, {
        errors: toFieldErrors(error.validation as never, context),
      });
    }
    if (isForeignKeyViolation(error)) {
      // The services refuse such writes with a reason first; this is the database's last word.
      return sendProblem(request, reply, 409, 'The record is still in use by other records');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(request, reply, 415, 'The body must be JSON, sent as Content-Type: application/json');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(request, reply, status, error.message);
    return sendUnexpected(request, reply, error);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const allowed = routes.allowedMethods(path);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(request, reply, 405, `${request.method} is not allowed on ${path}`);
    }
    return sendProblem(request, reply, 404, `No route answers ${request.method} ${path}`);
  });
}

/** Domain errors carry amounts as Money (bigint minor units); the answer writes them as the API writes money. */
function formatAmounts(extensions: Record<string, unknown>, format: MoneyFormat): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(extensions).map(([name, value]) => [
      name,
      typeof value === 'bigint' ? formatMoney(value, format) : value,
    ]),
  );
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Keeps a second router of every route, to tell "no such path" (404) from "not that method" (405). */
function indexRoutes(app: FastifyInstance) {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods as HTTPMethod[]) {
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => {});
    }
  });
  return {
    allowedMethods: (path: string) => METHODS.filter((method) => router.find(method, path) !== null),
  };
}
