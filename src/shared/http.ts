import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { isForeignKeyViolation } from '../db/errors.js';
import { DomainError, type ErrorKind, type FieldError } from './errors.js';
import { formatMoney, type MoneyFormat } from './money.js';
import { toFieldErrors } from './validation.js';

const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  'not-found': 404,
  conflict: 409,
  busy: 409,
  'rule-violation': 422,
};

const PROBLEM_TYPE_OF_STATUS: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthorized',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'rule-violation',
  503: 'unavailable',
};

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
    .type('application/problem+json')
    .send({
      type: `/problems/${PROBLEM_TYPE_OF_STATUS[status] ?? (status >= 500 ? 'internal-error' : 'client-error')}`,
      title: STATUS_CODES[status] ?? 'Error',
      status,
      detail,
      requestId: request.id,
      ...(errors && errors.length > 0 ? { errors } : {}),
      ...rest,
    });
}

/** One error handler for the whole API: domain kinds, validation and Fastify's own client errors. */
/** The path a request asked for, without its query string. */
export const pathOf = (request: FastifyRequest): string => request.url.split('?', 1)[0] ?? '/';

export function installProblemHandlers(app: FastifyInstance, moneyFormat: MoneyFormat): void {
  const routes = indexRoutes(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.kind === 'busy') reply.header('retry-after', '1');
      return sendProblem(request, reply, STATUS_OF_KIND[error.kind], error.message, {
        errors: error.errors,
        ...formatAmounts(error.extensions ?? {}, moneyFormat),
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(request, reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      request,
      reply,
      500,
      `An unexpected error occurred; quote request id ${request.id} when reporting it`,
    );
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
