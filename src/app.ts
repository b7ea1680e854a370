import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type RawRequestDefaultExpression } from 'fastify';
import { sql } from 'kysely';
import { accountRoutes } from './accounts/account-routes.js';
import { auditRoutes } from './audit/audit-routes.js';
import { requireApiKey } from './auth/authentication.js';
import { installRequestLimits, limitPerKey } from './auth/request-limits.js';
import { bankAccountRoutes } from './bank-accounts/bank-account-routes.js';
import { bankStatementRoutes } from './bank-accounts/bank-statement-routes.js';
import { bankTransferRoutes } from './bank-transfers/bank-transfer-routes.js';
import { billRoutes } from './bills/bill-routes.js';
import { companyRoutes } from './companies/company-routes.js';
import type { Config } from './config.js';
import {
  clientPaymentAllocationRoutes,
  creditNoteAllocationRoutes,
  supplierCreditAllocationRoutes,
  supplierPaymentAllocationRoutes,
} from './credit-notes/allocation-routes.js';
import { creditNoteRoutes, supplierCreditRoutes } from './credit-notes/credit-note-routes.js';
import { clientRefundRoutes, supplierRefundRoutes } from './credit-notes/refund-routes.js';
import { currencyRevaluationRoutes } from './currency-revaluations/revaluation-routes.js';
import type { Database } from './db/database.js';
import { employeeRoutes } from './employees/employee-routes.js';
import { exchangeRateRoutes } from './exchange-rates/exchange-rate-routes.js';
import { installIdempotency, purgeKeysRegularly } from './idempotency/idempotency-hooks.js';
import { invoiceRoutes } from './invoices/invoice-routes.js';
import { journalEntryRoutes, journalLineRoutes } from './journal-entries/journal-entry-routes.js';
import { ledgerRoutes } from './ledger/ledger-routes.js';
import { lineItemRoutes } from './line-items/line-item-routes.js';
import { partyBalanceRoutes } from './parties/party-balance-routes.js';
import { clientRoutes, supplierRoutes } from './parties/party-routes.js';
import { clientPaymentRoutes, supplierPaymentRoutes } from './payments/payment-routes.js';
import { journalRoutes } from './reports/journal-routes.js';
import { reportRoutes } from './reports/report-routes.js';
import { salesTaxRoutes } from './sales-taxes/sales-tax-routes.js';
import { answerClientError, frameworkErrors, installProblemHandlers, sendProblem } from './shared/http.js';
import { installJsonBodies } from './shared/json-body.js';
import { ProblemDetails } from './shared/schemas.js';
import { compileValidator } from './shared/validation.js';

/** What every resource module receives when it is registered. */
export interface ModuleOptions {
  db: Database;
  config: Config;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(config: Config, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(compileValidator);
  app.removeContentTypeParser('text/plain'); // bodies are JSON only: anything else is a 415
  installJsonBodies(app);
  const throttle = await installRequestLimits(app, config);
  installProblemHandlers(app, config.moneyFormat);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  closeConnectionsWhenStopping(app);
  purgeKeysRegularly(app, db);
  await registerDocumentation(app);

  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return sendProblem(request, reply, 503, 'The database does not answer');
    }
  });

  const modules: ModuleOptions = { db, config };
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(async (authenticated) => {
        authenticated.addHook('onRequest', requireApiKey(db, throttle));
        const perKey = limitPerKey(app, config);
        if (perKey) authenticated.addHook('onRequest', perKey);
        installIdempotency(authenticated, db);
        for (const routes of [
          companyRoutes,
          accountRoutes,
          salesTaxRoutes,
          exchangeRateRoutes,
          currencyRevaluationRoutes,
          employeeRoutes,
          clientRoutes,
          supplierRoutes,
          partyBalanceRoutes,
          lineItemRoutes,
          bankAccountRoutes,
          bankTransferRoutes,
          clientPaymentRoutes,
          supplierPaymentRoutes,
          invoiceRoutes,
          billRoutes,
          creditNoteRoutes,
          supplierCreditRoutes,
          creditNoteAllocationRoutes,
          supplierCreditAllocationRoutes,
          clientPaymentAllocationRoutes,
          supplierPaymentAllocationRoutes,
          clientRefundRoutes,
          supplierRefundRoutes,
          journalEntryRoutes,
          journalLineRoutes,
          ledgerRoutes,
          bankStatementRoutes,
          reportRoutes,
          journalRoutes,
          auditRoutes,
        ]) {
          await authenticated.register(routes, modules);
        }
      });
    },
    { prefix: '/api/v1' },
  );
  return app;
}

/**
 * Once the server is stopping, every answer closes its connection: a kept-alive connection would
 * otherwise hold the shutdown until the client's keep-alive timeout.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

/** Takes the caller's X-Request-Id when it is a sane token, so that logs can be followed across systems. */
function requestId(request: RawRequestDefaultExpression): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

async function registerDocumentation(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Accounting API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Company accounting and invoicing. Every call under /api/v1 authenticates with HTTP Basic: the user name and an API key. Errors are RFC 9457 problem details.',
      },
      components: {
        securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' } },
        schemas: { ProblemDetails },
      },
      security: [{ basicAuth: [] }],
      servers: [{ url: 'http://127.0.0.1:3000', description: 'A server started with the default PORT and HOST' }],
    },
    transform: ({ schema, url, route }) => ({
      schema: { operationId: operationIdOf(String(route.method), url), ...withProblemResponses(schema, route.method) },
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
});

const READ_PROBLEMS = {
  400: problemResponse('A bad path or query parameter'),
  401: problemResponse('Missing or wrong credentials'),
  404: problemResponse('No such record in the company'),
  429: problemResponse('Too many failed authentications, or requests past the limit per key; see Retry-After'),
};

const WRITE_PROBLEMS = {
  ...READ_PROBLEMS,
  400: problemResponse('Malformed JSON or invalid fields; `errors` names each field'),
  409: problemResponse('A uniqueness conflict, or a record still in use'),
  413: problemResponse('The body is larger than 1 MiB'),
  415: problemResponse('The body is not JSON'),
  422: problemResponse('The request breaks an accounting rule'),
};

/**
 * The name of an operation for client generators, from its method and path: `GET /clients/:id` is
 * `getClientsById`, `POST /creditNotes/:id/allocations` is `postCreditNotesByIdAllocations`.
 */
function operationIdOf(method: string, url: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `By${capital(segment.slice(1))}` : capital(segment)));
  return method.toLowerCase() + words.join('');
}

/** Documents the error answers that the calls may give, beside their success answers. */
function withProblemResponses<T>(schema: T, method: string | string[]): T {
  const routeSchema = (schema ?? {}) as RouteSchema;
  const problems = ['GET', 'HEAD'].includes(String(method)) ? READ_PROBLEMS : WRITE_PROBLEMS;
  const success = routeSchema.response?.[200];
  const response = success ? { 200: { ...success, headers: successHeaders(routeSchema) } } : {};
  return { ...routeSchema, response: { ...problems, ...routeSchema.response, ...response } } as T;
}

interface RouteSchema {
  response?: Record<string, object>;
  querystring?: { properties?: Record<string, unknown> };
  headers?: { properties?: Record<string, unknown> };
}

const header = (description: string, type = 'string') => ({ description, schema: { type } });

/** The headers of a success: the request id on every one, the paging of a list, the replay of a create. */
function successHeaders(schema: RouteSchema) {
  const pages = schema.querystring?.properties?.limit !== undefined;
  const creates = schema.headers?.properties?.['idempotency-key'] !== undefined;
  return {
    'X-Request-Id': header("The request's id, taken from a sane X-Request-Id of the request or made up."),
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
