/**
 * The baseline of the service's reads: Fastify alone, with the service's HTTP Basic check (a SHA-256
 * of the key compared in constant time) against one user held in memory, writing every answer with
 * the service's own response schema (Fastify's compiled serializer, as the service's routes do).
 * One invoice and the trial balance are answered from memory, the bodies the service gave for them:
 * the floor under what the service adds to HTTP, authentication and JSON. The page of invoices is
 * read anew on every call, from the service's database, by the statements the service sends, on the
 * raw driver (see raw-page.ts): what the service adds to the same reads.
 *
 * Environment: PORT, LOG_LEVEL, DATABASE_POOL_SIZE (as the service's), BENCH_USERNAME,
 * BENCH_API_KEY_HASH, BENCH_COMPANY_ID, BENCH_DATABASE_URL (the service's database), and
 * BENCH_ANSWERS, a JSON file of the bodies { invoice, trialBalance, webPages } to answer, and
 * BENCH_WEB_COOKIE, the session cookie (name=value) that the web pages are answered to.
 */
import { readFileSync } from 'node:fs';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { apiKeyMatches, parseBasicAuthorization, UNKNOWN_USER_HASH } from '../../src/auth/api-keys.js';
import { loadConfig } from '../../src/config.js';
import { Invoice } from '../../src/invoices/invoice-schemas.js';
import { TrialBalance } from '../../src/ledger/ledger-schemas.js';
import { addPageHeaders, ListQuery } from '../../src/shared/pagination.js';
import { presentPage, rawPageReader } from './raw-page.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

/** The answers from memory, by the name of their call. */
export interface Answers {
  invoice: unknown;
  trialBalance: unknown;
  /** The web pages' HTML, by path, for the session of BENCH_WEB_COOKIE. */
  webPages: Record<string, string>;
}

const config = loadConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE });
const users = new Map([[env('BENCH_USERNAME'), env('BENCH_API_KEY_HASH')]]);
const companyId = BigInt(env('BENCH_COMPANY_ID'));
const answers = JSON.parse(readFileSync(env('BENCH_ANSWERS'), 'utf8')) as Answers;
const pages = rawPageReader(env('BENCH_DATABASE_URL'), config.databasePoolSize);

async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  const credentials = parseBasicAuthorization(request.headers.authorization);
  const hash = (credentials && users.get(credentials.username)) ?? UNKNOWN_USER_HASH;
  if (!credentials || !apiKeyMatches(credentials.password, hash) || !users.has(credentials.username)) {
    return reply.code(401).header('www-authenticate', 'Basic realm="accounting"').send({ status: 401 });
  }
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/healthz', async () => ({ status: 'ok' }));
const read = (response: unknown) => ({ onRequest: authenticate, schema: { response: { 200: response } } });
app.get('/api/v1/invoices/:id', read(Invoice), async () => answers.invoice);
app.get('/api/v1/reports/trialBalance', read(TrialBalance), async () => answers.trialBalance);
app.get(
  '/api/v1/invoices',
  { onRequest: authenticate, schema: { querystring: ListQuery, response: { 200: Type.Array(Invoice) } } },
  async (request, reply) => {
    const { limit } = request.query as { limit?: number };
    if (limit === undefined) throw new Error('This baseline answers pages only: give a limit');
    const page = await pages.read(companyId, limit);
    const items = presentPage(page, config.moneyFormat) as { id: bigint }[];
    addPageHeaders(request, reply, { limit }, items, Number(page.total));
    return items;
  },
);

/** A web page answered from memory to the one session, as the service answers the page to it. */
const webCookie = process.env.BENCH_WEB_COOKIE;
for (const [path, html] of Object.entries(answers.webPages)) {
  app.get(path, async (request, reply) => {
    const cookies = (request.headers.cookie ?? '').split(/;\s*/);
    if (webCookie === undefined || !cookies.includes(webCookie)) return reply.code(401).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

const stop = async () => {
  await app.close();
  await pages.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
