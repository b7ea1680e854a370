/**
 * The floor under the service's reads: Fastify alone, with the service's HTTP Basic check (a SHA-256
 * of the key compared in constant time) against one user held in memory, answering each GET path
 * with a body that the service gave for it, serialized anew on every call. No database, no schema.
 *
 * Environment: PORT, LOG_LEVEL (as the service's), BENCH_USERNAME, BENCH_API_KEY_HASH, and
 * BENCH_ANSWERS, a JSON file mapping paths (such as /api/v1/invoices/42) to the bodies to answer.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { apiKeyMatches, parseBasicAuthorization, UNKNOWN_USER_HASH } from '../../src/auth/api-keys.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const users = new Map([[env('BENCH_USERNAME'), env('BENCH_API_KEY_HASH')]]);
const answers = JSON.parse(readFileSync(env('BENCH_ANSWERS'), 'utf8')) as Record<string, unknown>;

async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  const credentials = parseBasicAuthorization(request.headers.authorization);
  const hash = (credentials && users.get(credentials.username)) ?? UNKNOWN_USER_HASH;
  if (!credentials || !apiKeyMatches(credentials.password, hash) || !users.has(credentials.username)) {
    return reply.code(401).header('www-authenticate', 'Basic realm="accounting"').send({ status: 401 });
  }
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/healthz', async () => ({ status: 'ok' }));
for (const [path, body] of Object.entries(answers)) {
  app.get(path, { onRequest: authenticate }, async () => body);
}

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
