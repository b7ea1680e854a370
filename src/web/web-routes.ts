import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import view from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePermissions } from '../auth/authorization.js';
import { STATEMENT_BODY_LIMIT } from '../banking/banking-routes.js';
import { DomainError } from '../shared/errors.js';
import { statusOfKind } from '../shared/http.js';
import { bankPages } from './bank-pages.js';
import { companyPages } from './company-pages.js';
import { dashboardPages } from './dashboard-pages.js';
import { documentPages } from './document-pages.js';
import { partyPages } from './party-pages.js';
import { reportPages } from './report-pages.js';
import { settingsPages } from './settings-pages.js';
import { signInPages, signOutPage } from './sign-in-pages.js';
import { statementPages } from './statement-pages.js';
import { userPages } from './user-pages.js';
import type { WebOptions } from './web-options.js';
import { basePath, requireFormToken, requireWebSession } from './web-session-hooks.js';
import { PURCHASE_PAGES, SALES_PAGES } from './web-sides.js';
import { webhookPages } from './webhook-pages.js';

const require = createRequire(import.meta.url);

/** The package's root, found from here whether this runs from src/ or from the bundle in dist/. */
function packageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return folder;
}

const WEB_FOLDER = join(packageRoot(), 'src', 'web');

/** The files the pages load, read once: the stylesheet and htmx, from its package rather than a CDN. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'style.css': { file: join(WEB_FOLDER, 'assets', 'style.css'), type: 'text/css; charset=utf-8' },
  'htmx.min.js': { file: require.resolve('htmx.org/dist/htmx.min.js'), type: 'text/javascript; charset=utf-8' },
};

/** No other site may frame the pages (clickjacking), nor guess their types, nor learn their addresses. */
const PAGE_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/**
 * The web page at `/`: server-rendered pages that call the services the API calls, as the user
 * signed in, with the permissions the API declares.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { db, config, now } = options;
  const web = config.web;
  if (!web) return;
  const base = basePath(config.publicUrl);
  const idleMs = web.sessionIdleMinutes * 60_000;
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 1, fileSize: STATEMENT_BODY_LIMIT } });
  await app.register(view, {
    engine: { eta: new Eta({ autoEscape: true }) },
    root: join(WEB_FOLDER, 'templates'),
    production: true,
    defaultContext: { base },
  });
  app.setErrorHandler(renderError);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(PAGE_HEADERS);
  });
  serveAssets(app);
  signInPages(app, options, { base, idleMs });

  await app.register(async (pages) => {
    pages.addHook('onRequest', requireWebSession(db, base, idleMs, now));
    requirePermissions(pages);
    pages.addHook('preHandler', requireFormToken);
    signOutPage(pages, options, base);
    dashboardPages(pages, options);
    for (const side of [SALES_PAGES, PURCHASE_PAGES]) {
      partyPages(side)(pages, options);
      documentPages(side)(pages, options);
      statementPages(side)(pages, options);
    }
    reportPages(pages, options);
    bankPages(pages, options);
    settingsPages(pages);
    companyPages(pages, options);
    userPages(pages, options);
    webhookPages(pages, options);
  });
}

function serveAssets(app: FastifyInstance): void {
  for (const [name, { file, type }] of Object.entries(ASSETS)) {
    const content = readFileSync(file);
    app.get(`/assets/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(content),
    );
  }
}

/**
 * A refusal, a missing record or a service the server is not set up for (email) as a page of its
 * own; anything unexpected is logged, and its page says no more.
 */
function renderError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof DomainError ? statusOfKind(error.kind) : (error.statusCode ?? 500);
  const unexpected = status >= 500 && !(error instanceof DomainError);
  if (unexpected) request.log.error({ err: error }, 'a web page failed');
  const message = unexpected ? 'Something went wrong: the page could not be shown.' : error.message;
  return reply.code(status).view('error', { title: STATUS_TITLES[status] ?? 'Error', message });
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad request',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  422: 'Not possible',
  503: 'Not available',
};
