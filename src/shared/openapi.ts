import { isDeepStrictEqual } from 'node:util';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { type RoutePermission, rolesAllowing } from '../auth/permissions.js';
import { WEBHOOKS_DOCUMENTATION } from '../webhooks/webhook-documentation.js';
import { PREFER_PARAMETER, PREFERENCE_APPLIED_DESCRIPTION } from './money-preference.js';
import { ProblemDetails } from './schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the installation's admin API (see registerAdminDocumentation). */
    adminSwagger: FastifyInstance['swagger'];
  }
  interface FastifySchema {
    /** Problems this call may answer beyond those of every call of its kind, by status: documented only. */
    problems?: Record<number, string>;
  }
}

/**
 * The OpenAPI document at /api/v1/openapi.json, its interactive page at /docs, and `/` leading there
 * when `rootLeadsToDocs` (the web page, when on, answers `/` itself).
 * The document names the server by `publicUrl`, or else by a relative URL, so that the page calls
 * whichever host and port served it.
 */
export async function registerDocumentation(
  app: FastifyInstance,
  publicUrl: string | null,
  { rootLeadsToDocs }: { rootLeadsToDocs: boolean },
): Promise<void> {
  const publicPath = publicUrl === null ? '' : new URL(publicUrl).pathname.replace(/\/$/, '');
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Accounting API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Company accounting and invoicing. Every call under /api/v1 authenticates with HTTP Basic: the user name and an API key. Errors are RFC 9457 problem details. A method that a path does not list is answered 405, with Allow naming those it does. Money is written as the installation sets it (grouped by thousands, `1,968.00`, unless MONEY_FORMAT=plain); a request with `Prefer: money=plain` gets it as plain decimals (`1968.00`).',
      },
      components: {
        securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' } },
        schemas: { ProblemDetails },
      },
      security: [{ basicAuth: [] }],
      servers: servers(publicUrl),
      webhooks: WEBHOOKS_DOCUMENTATION,
    },
    transform: ({ schema, url, route }) => (isAdmin(url) ? hidden(schema, url) : documented(schema, url, route)),
    transformObject: (document) => withPreferParameter(transformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: publicPath });
  if (rootLeadsToDocs) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${publicPath}/docs`));
  }
}

/**
 * The OpenAPI document of the installation's admin API, at /admin/v1/openapi.json once ADMIN_TOKEN
 * is set: a document of its own, so that integrators of /api/v1 never meet calls they cannot make.
 */
export async function registerAdminDocumentation(app: FastifyInstance, publicUrl: string | null): Promise<void> {
  await app.register(swagger, {
    decorator: 'adminSwagger',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Accounting admin API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          "The companies an installation hosts, for its operator's control panel: make, list, rename, disable and enable them, and export and import their books. Every call authenticates with the installation's admin token (the setting ADMIN_TOKEN) as a bearer token, and is logged with the token's fingerprint; no user's API key opens it. Errors are RFC 9457 problem details.",
      },
      components: {
        securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } },
        schemas: { ProblemDetails },
      },
      security: [{ adminToken: [] }],
      servers: servers(publicUrl),
    },
    transform: ({ schema, url, route }) =>
      isAdmin(url) ? withoutRoleProblems(documented(schema, url, route)) : hidden(schema, url),
    transformObject,
  });
}

const servers = (publicUrl: string | null) => [
  { url: publicUrl ?? '/', description: 'The server that serves this document' },
];

const isAdmin = (url: string) => url.startsWith('/admin/');

const hidden = (schema: FastifySchema, url: string) => ({ schema: { ...schema, hide: true }, url });

const documented = (schema: FastifySchema, url: string, route: RouteOptions) => ({
  schema: {
    operationId: operationIdOf(String(route.method), url),
    ...withPermission(withProblemResponses(schema, route.method, url), route.config?.permission),
  },
  url,
});

/** The operator's token carries no role or scope: nothing it opens answers 403. */
function withoutRoleProblems(transformed: ReturnType<SwaggerTransform>): ReturnType<SwaggerTransform> {
  const { 403: _forbidden, ...response } = (transformed.schema.response ?? {}) as Record<string, unknown>;
  return { ...transformed, schema: { ...transformed.schema, response } };
}

const transformObject: SwaggerTransformObject = (document) =>
  'openapiObject' in document ? withSharedProblems(withNamedSchemas(document.openapiObject)) : {};

interface Document {
  paths?: object;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Moves every schema of a request or an answer that has a title into the components, under that
 * title, and refers to it there, so that client generators name the type. Two different schemas
 * with one title are a fault of the code, found when the document is first built. A request body's
 * example has moved to its media type by then; the component keeps the example where one use has it.
 */
function withNamedSchemas<T extends Document>(document: T): T {
  const named: Record<string, Record<string, unknown>> = {};
  const refer = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(refer);
    if (typeof value !== 'object' || value === null) return value;
    const schema = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, refer(inner)]));
    const { title } = schema;
    if (typeof title !== 'string') return schema;
    const known = named[title];
    if (known !== undefined && !isDeepStrictEqual(withoutExamples(known), withoutExamples(schema))) {
      throw new Error(`Two different schemas are titled ${title}`);
    }
    if (known === undefined || schema.examples !== undefined) named[title] = schema;
    return { $ref: `#/components/schemas/${title}` };
  };
  const paths = refer(document.paths);
  return {
    ...document,
    paths,
    components: { ...document.components, schemas: { ...document.components?.schemas, ...named } },
  };
}

const withoutExamples = (schema: Record<string, unknown>) => ({ ...schema, examples: undefined });

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
});

/** The problems that many calls answer alike: each is declared once, in the components, and referred to. */
const SHARED_PROBLEMS = {
  BadParameter: problemResponse('A bad query parameter, or one the call does not take; `errors` names each'),
  BadPathOrQuery: problemResponse('A bad path or query parameter; `errors` names each'),
  BadRequest: problemResponse('Malformed JSON, or a bad field or parameter; `errors` names each'),
  Unauthorized: problemResponse('Missing or wrong credentials'),
  Forbidden: problemResponse(
    "The caller's role, or the scopes of the key presented, do not allow the call; `requiredRole` names the least role that may, `requiredScope` the scope the key lacks. Nothing is written",
  ),
  NotFound: problemResponse('No such record in the company'),
  NotFoundAtPathOrInBody: problemResponse('No such record in the company, at the path or named in the body'),
  RequestTimeout: problemResponse('The request did not arrive whole in time; the connection is closed'),
  Conflict: problemResponse(
    'A uniqueness conflict, or a record still in use; with Retry-After, a write that may be sent again',
  ),
  PayloadTooLarge: problemResponse('The body is larger than the call takes (1 MiB; 20 MiB for a statement file)'),
  UriTooLong: problemResponse('A part of the path is longer than any id or name the API takes'),
  UnsupportedMediaType: problemResponse(
    'The body is not of a media type the call takes (JSON, but for a statement file)',
  ),
  PreconditionFailed: problemResponse(
    'If-Match names no ETag the record has as it stands (it changed since it was read), or the record does not exist; nothing is written',
  ),
  RuleViolation: problemResponse('The request breaks an accounting rule'),
  TooManyRequests: problemResponse(
    'Too many failed authentications, or requests past the limit per key; see Retry-After',
  ),
  HeadersTooLarge: problemResponse(
    'The request line and headers are larger than the server takes; the connection is closed',
  ),
  InternalError: problemResponse('An unexpected failure; the detail gives the request id to quote'),
};
const shared = SHARED_PROBLEMS;

/** What any call may be answered, before or whatever it does. */
const EVERY_CALL_PROBLEMS = {
  400: shared.BadParameter,
  408: shared.RequestTimeout,
  431: shared.HeadersTooLarge,
  500: shared.InternalError,
};

const AUTHENTICATED_PROBLEMS = {
  401: shared.Unauthorized,
  403: shared.Forbidden,
  429: shared.TooManyRequests,
};

const RECORD_PROBLEMS = { 400: shared.BadPathOrQuery, 404: shared.NotFound, 414: shared.UriTooLong };

const WRITE_PROBLEMS = {
  400: shared.BadRequest,
  404: shared.NotFoundAtPathOrInBody,
  409: shared.Conflict,
  413: shared.PayloadTooLarge,
  415: shared.UnsupportedMediaType,
  422: shared.RuleViolation,
};

/** The document's paths, each operation of each changed by `change`. */
const changeOperations = (document: Document, change: (operation: Operation) => Operation) =>
  Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations as Record<string, Operation>).map(([method, operation]) => [
          method,
          change(operation),
        ]),
      ),
    ]),
  );

/** Refers every answer that is one of the shared problems to its declaration in the components. */
function withSharedProblems<T extends Document>(document: T): T {
  const names = Object.entries(SHARED_PROBLEMS);
  const refer = (answer: unknown) => {
    const name = names.find(([, problem]) => isDeepStrictEqual(problem, answer))?.[0];
    return name === undefined ? answer : { $ref: `#/components/responses/${name}` };
  };
  const paths = changeOperations(document, (operation) => ({
    ...operation,
    responses: Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, answer]) => [status, refer(answer)]),
    ),
  }));
  return { ...document, paths, components: { ...document.components, responses: SHARED_PROBLEMS } };
}

/** Every call takes the Prefer header, declared once in the components (see money-preference.ts). */
function withPreferParameter<T extends Document>(document: T): T {
  const paths = changeOperations(document, (operation) => ({
    ...operation,
    parameters: [...(operation.parameters ?? []), { $ref: '#/components/parameters/Prefer' }],
  }));
  return { ...document, paths, components: { ...document.components, parameters: { Prefer: PREFER_PARAMETER } } };
}

interface Operation {
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

/**
 * The name of an operation for client generators, from its method and path: `GET /clients/:id` is
 * `getClientsById`, `POST /creditNotes/:id/allocations` is `postCreditNotesByIdAllocations`,
 * `GET /clients/:id/statement.pdf` is `getClientsByIdStatementPdf`.
 */
function operationIdOf(method: string, url: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = url
    .replace(/^\/(api|admin)\/v1/, '')
    .split(/[/.]/)
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `By${capital(segment.slice(1))}` : capital(segment)));
  return method.toLowerCase() + words.join('');
}

/**
 * Documents the problems that a call may answer beside its success: those of every call, of an
 * authenticated call (one that does not declare `security: []`), of a call on a record named in
 * its path, of a write, and those the route names in `problems`.
 */
function withProblemResponses<T>(schema: T, method: string | string[], url: string): T {
  const { problems = {}, ...routeSchema } = (schema ?? {}) as RouteSchema;
  const authenticated = routeSchema.security?.length !== 0;
  const writes = !['GET', 'HEAD'].includes(String(method));
  const success = routeSchema.response?.[200];
  const reads = authenticated && String(method) === 'GET';
  const conditional = routeSchema.headers?.properties?.['if-match'] !== undefined;
  const response = success ? { 200: { ...success, headers: successHeaders(routeSchema, reads) } } : {};
  const named = Object.fromEntries(
    Object.entries(problems).map(([status, description]) => [status, problemResponse(description)]),
  );
  return {
    ...routeSchema,
    ...(reads ? { headers: withIfNoneMatch(routeSchema.headers) } : {}),
    response: {
      ...EVERY_CALL_PROBLEMS,
      ...(authenticated ? AUTHENTICATED_PROBLEMS : {}),
      ...(url.includes('/:') ? RECORD_PROBLEMS : {}),
      ...(writes ? WRITE_PROBLEMS : {}),
      ...(reads ? { 304: NOT_MODIFIED } : {}),
      ...(conditional ? { 412: shared.PreconditionFailed } : {}),
      ...named,
      ...routeSchema.response,
      ...response,
    },
  } as T;
}

/**
 * Shows who may call an operation: its permission as the vendor extension `x-permission`, and a
 * sentence at the end of its description.
 */
function withPermission<T extends { description?: string }>(schema: T, permission: RoutePermission | undefined): T {
  if (permission === undefined) return schema;
  const who =
    permission === 'operator'
      ? "Needs the installation's admin token."
      : permission === 'authenticated'
        ? 'Any API key of the company may call it, whatever its scopes.'
        : `Needs the scope \`${permission}\`: a user whose role is ${inWords(rolesAllowing(permission))}, with a key that has the scope.`;
  const description = schema.description === undefined ? who : `${schema.description} ${who}`;
  return { ...schema, description, 'x-permission': permission };
}

/** "owner, admin or bookkeeper". */
const inWords = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

interface RouteSchema {
  problems?: Record<number, string>;
  security?: unknown[];
  response?: Record<string, object>;
  querystring?: { properties?: Record<string, unknown> };
  headers?: { properties?: Record<string, unknown> };
}

// Written as the JSON schema of the header's value; the plugin moves the description out of it.
const header = (description: string, type = 'string') => ({ type, description });

const ETAG = header(
  'A digest of the body: strong for a record, weak (W/"…") for a list; a compressed record\'s has the coding after a + ("…+gzip"), and If-None-Match and If-Match take either form; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record\'s new ETag, a call on a line of a document the document\'s; a DELETE none.',
);

const NOT_MODIFIED = {
  type: 'null',
  description: 'If-None-Match names the ETag of the answer: it has not changed, and is not sent again',
  headers: { ETag: ETAG },
};

/** The headers of a read, with If-None-Match, which every read honours. */
const withIfNoneMatch = (headers: RouteSchema['headers']) => ({
  type: 'object',
  ...headers,
  properties: {
    ...headers?.properties,
    'if-none-match': header(
      'ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body.',
    ),
  },
});

/**
 * The headers of a success: the request id on every one, the paging of a list, the replay of a
 * create, the ETag of a read and of a write made on a condition.
 */
function successHeaders(schema: RouteSchema, reads: boolean) {
  const pages = schema.querystring?.properties?.limit !== undefined;
  const creates = schema.headers?.properties?.['idempotency-key'] !== undefined;
  const tagged = reads || schema.headers?.properties?.['if-match'] !== undefined;
  return {
    'X-Request-Id': header("The request's id, taken from a sane X-Request-Id of the request or made up."),
    'Preference-Applied': header(PREFERENCE_APPLIED_DESCRIPTION),
    ...(tagged ? { ETag: ETAG } : {}),
    ...(pages
      ? {
          'X-Total-Count': header('How many records the whole list has.', 'integer'),
          Link: header('With limit, when more records follow: <the next page>; rel="next".'),
        }
      : {}),
    ...(creates
      ? { 'Idempotent-Replayed': header('true when this is the stored answer to an earlier request with the key.') }
      : {}),
  };
}
