import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RawRequestDefaultExpression } from 'fastify';
import { accountRoutes } from './accounts/account-routes.js';
import { apiKeyRoutes } from './api-keys/api-key-routes.js';
import { auditRoutes } from './audit/audit-routes.js';
import { logAdminCall, requireAdminToken } from './auth/admin-token.js';
import { requireApiKey, stampKeyUse } from './auth/authentication.js';
import { declareModulePermissions, requirePermissions } from './auth/authorization.js';
import type { Scope } from './auth/permissions.js';
import { installRequestLimits, type LoginThrottle, limitPerKey } from './auth/request-limits.js';
import { bankAccountRoutes } from './bank-accounts/bank-account-routes.js';
import { bankStatementRoutes } from './bank-accounts/bank-statement-routes.js';
import { bankTransferRoutes } from './bank-transfers/bank-transfer-routes.js';
import { bankRuleRoutes } from './banking/bank-rule-routes.js';
import { bankStatementImportRoutes, statementProfileRoutes } from './banking/banking-routes.js';
import { billRoutes } from './bills/bill-routes.js';
import { companyLogoRoutes, companyRoutes } from './companies/company-routes.js';
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
import { sendEmailsRegularly } from './email/email-sender.js';
import { employeeRoutes } from './employees/employee-routes.js';
import { exchangeRateRoutes } from './exchange-rates/exchange-rate-routes.js';
import { hostingRoutes } from './hosting/hosting-routes.js';
import { installIdempotency, purgeKeysRegularly } from './idempotency/idempotency-hooks.js';
import { invoiceRoutes } from './invoices/invoice-routes.js';
import { invoiceWriteOffRoutes } from './invoices/write-off-routes.js';
import { journalEntryRoutes, journalLineRoutes } from './journal-entries/journal-entry-routes.js';
import { ledgerRoutes } from './ledger/ledger-routes.js';
import { lineItemRoutes } from './line-items/line-item-routes.js';
import { installMetrics } from './metrics/metrics.js';
import { partyBalanceRoutes } from './parties/party-balance-routes.js';
import { clientRoutes, supplierRoutes } from './parties/party-routes.js';
import { clientPaymentRoutes, supplierPaymentRoutes } from './payments/payment-routes.js';
import { quoteRoutes } from './quotes/quote-routes.js';
import { recurringInvoiceRoutes } from './recurring/recurring-invoice-routes.js';
import { issueRecurringInvoicesRegularly } from './recurring/recurring-runner.js';
import { journalRoutes } from './reports/journal-routes.js';
import { reportRoutes } from './reports/report-routes.js';
import { salesTaxRoutes } from './sales-taxes/sales-tax-routes.js';
import { compressAnswers } from './shared/compression.js';
import { allowOrigins } from './shared/cross-origin.js';
import { installEntityTags } from './shared/entity-tags.js';
import { healthRoutes } from './shared/health-routes.js';
import { answerClientErrors, frameworkErrors, installProblemHandlers, problemTypeBase } from './shared/http.js';
import { installJsonBodies } from './shared/json-body.js';
import type { ModuleOptions } from './shared/module-options.js';
import { honourMoneyPreference } from './shared/money-preference.js';
import { registerAdminDocumentation, registerDocumentation } from './shared/openapi.js';
import { problemPages } from './shared/problem-pages.js';
import { compileValidator, refuseUnknownQueryParameters } from './shared/validation.js';
import { statementRoutes } from './statements/statement-routes.js';
import { userRoutes } from './users/user-routes.js';
import { webRoutes } from './web/web-routes.js';
import { installEvents } from './webhooks/event-hooks.js';
import { eventRoutes } from './webhooks/event-routes.js';
import { webhookEndpointRoutes } from './webhooks/webhook-endpoint-routes.js';
import { sendWebhooksRegularly } from './webhooks/webhook-sender.js';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** How often Node looks for requests that have taken too long to arrive: the limits hold to within it. */
const TIMEOUT_CHECK_MS = 1000;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

type RouteModule = FastifyPluginAsync<ModuleOptions> | FastifyPluginAsyncTypebox<ModuleOptions>;

/**
 * The API, module by module, with the scope that its writes need and, when it is not `read`, the
 * scope that its reads need; a route that needs another declares it beside itself (`config.permission`).
 */
const API_MODULES: [RouteModule, writes?: Scope, reads?: Scope][] = [
  [companyRoutes, 'admin'],
  [companyLogoRoutes, 'admin'],
  [accountRoutes, 'write:journals'],
  [salesTaxRoutes, 'write:journals'],
  [exchangeRateRoutes, 'write:journals'],
  [currencyRevaluationRoutes, 'write:journals'],
  [employeeRoutes, 'write:documents'],
  [clientRoutes, 'write:documents'],
  [supplierRoutes, 'write:documents'],
  [partyBalanceRoutes],
  [statementRoutes, 'write:documents'],
  [lineItemRoutes, 'write:documents'],
  [bankAccountRoutes, 'write:banking'],
  [bankTransferRoutes, 'write:banking'],
  [clientPaymentRoutes, 'write:payments'],
  [supplierPaymentRoutes, 'write:payments'],
  [invoiceRoutes, 'write:documents'],
  [invoiceWriteOffRoutes, 'write:documents'],
  [recurringInvoiceRoutes, 'write:documents'],
  [billRoutes, 'write:documents'],
  [creditNoteRoutes, 'write:documents'],
  [supplierCreditRoutes, 'write:documents'],
  [quoteRoutes, 'write:documents'],
  [creditNoteAllocationRoutes, 'write:payments'],
  [supplierCreditAllocationRoutes, 'write:payments'],
  [clientPaymentAllocationRoutes, 'write:payments'],
  [supplierPaymentAllocationRoutes, 'write:payments'],
  [clientRefundRoutes, 'write:payments'],
  [supplierRefundRoutes, 'write:payments'],
  [journalEntryRoutes, 'write:journals'],
  [journalLineRoutes, 'write:journals'],
  [ledgerRoutes],
  [bankStatementRoutes, 'write:banking'],
  [statementProfileRoutes, 'write:banking'],
  [bankStatementImportRoutes, 'write:banking'],
  [bankRuleRoutes, 'write:banking'],
  [reportRoutes],
  [journalRoutes],
  [auditRoutes],
  [webhookEndpointRoutes, 'admin', 'admin'],
  [eventRoutes],
  [apiKeyRoutes],
  [userRoutes, 'admin', 'admin'],
];

/** What buildApp may be given besides its configuration and database. */
export interface AppOptions {
  /** The clock keys expire against (milliseconds since the epoch); the system's by default. */
  now?: () => number;
}

export async function buildApp(
  config: Config,
  db: Database,
  { now = Date.now }: AppOptions = {},
): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const typeBase = problemTypeBase(config.publicUrl);
  const app = Fastify({
    // A request is logged by Fastify's serializer, which leaves its headers out: the key never reaches the log.
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // A request whose headers or body trickle in holds its socket: past the limit it is answered 408
    // and closed (answerClientErrors), so that no client can pin sockets by sending slowly. Node takes
    // it too, to make the headers' own limit the lesser of 60 s and it, as it must be.
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler: answerClientErrors(typeBase),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('metrics', config.metricsPort === null ? null : installMetrics(app, db));
  app.setValidatorCompiler(compileValidator);
  refuseUnknownQueryParameters(app);
  app.removeContentTypeParser('text/plain'); // bodies are JSON only: anything else is a 415
  installJsonBodies(app);
  const throttle = await installRequestLimits(app, config);
  installProblemHandlers(app, typeBase);
  honourMoneyPreference(app, config.moneyFormat);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  closeConnectionsWhenStopping(app);
  await allowOrigins(app, config.corsOrigins);
  await compressAnswers(app);
  purgeKeysRegularly(app, db);
  installEvents(app, db, config.moneyFormat);
  sendWebhooksRegularly(app, db, config);
  issueRecurringInvoicesRegularly(app, db, {
    taxForm: config.taxForm,
    moneyFormat: config.moneyFormat,
    mail: config.mail,
  });
  sendEmailsRegularly(app, db, config);
  await registerDocumentation(app, config.publicUrl, { rootLeadsToDocs: config.web === null });
  if (config.adminToken !== null) await registerAdminDocumentation(app, config.publicUrl);

  healthRoutes(app, db);
  problemPages(app);

  const modules: ModuleOptions = { db, config, now };
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(async (authenticated) => {
        authenticated.addHook('onRequest', requireApiKey(db, throttle, now));
        authenticated.addHook('onResponse', stampKeyUse(db, now));
        const perKey = limitPerKey(app, config);
        if (perKey) authenticated.addHook('onRequest', perKey);
        requirePermissions(authenticated);
        installIdempotency(authenticated, db);
        installEntityTags(authenticated);
        for (const [routes, writes, reads] of API_MODULES) {
          await authenticated.register(async (module) => {
            declareModulePermissions(module, writes, reads);
            await module.register(routes, modules);
          });
        }
      });
    },
    { prefix: '/api/v1' },
  );
  if (config.adminToken !== null) await registerAdminApi(app, config.adminToken, throttle, modules);
  await app.register(webRoutes, { ...modules, throttle });
  return app;
}

/**
 * The installation's admin API, at /admin/v1: the companies it hosts, for an operator's control
 * panel, opened by the admin token alone and each call logged with the token's fingerprint.
 */
async function registerAdminApi(
  app: FastifyInstance,
  token: string,
  throttle: LoginThrottle,
  modules: ModuleOptions,
): Promise<void> {
  await app.register(
    async (admin) => {
      admin.get('/openapi.json', { schema: { hide: true } }, async () => app.adminSwagger());
      await admin.register(async (operator) => {
        operator.addHook('onRequest', requireAdminToken(token, throttle));
        operator.addHook('onResponse', logAdminCall);
        requirePermissions(operator, 'installation');
        installEntityTags(operator);
        await operator.register(hostingRoutes, modules);
      });
    },
    { prefix: '/admin/v1' },
  );
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
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Takes the caller's X-Request-Id when it is a sane token, so that logs can be followed across systems. */
function requestId(request: RawRequestDefaultExpression): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}
