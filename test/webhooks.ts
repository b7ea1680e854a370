import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { databaseNow, databaseTimeIn } from '../src/db/clock.js';
import type { Database } from '../src/db/database.js';
import type { WebhookDeliveriesTable } from '../src/db/tables.js';
import { inTransaction } from '../src/db/write.js';
import { appendEvent } from '../src/webhooks/event-repository.js';

/*
 * Webhooks for the tests: endpoints and events written straight to the database, so that a test of
 * the sending sets exactly the rows it needs (a secret about to expire, an event of any object; the
 * calls that make them are tested through HTTP in webhook-endpoints and outbox-crash), and a
 * receiver that checks every signature with the Standard Webhooks library.
 */

export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export interface EndpointSettings {
  url: string;
  secret?: string;
  /** The secret before a rotation, and in how many milliseconds it stops signing (negative: it has). */
  previous?: { secret: string; expiresInMs: number };
}

/** An enabled endpoint of the company for every event type, written as the API would write it. */
export async function insertEndpoint(db: Database, companyId: bigint, settings: EndpointSettings) {
  const secret = settings.secret ?? newSecret();
  const id = await inTransaction(db, async (write) => {
    const id = await write.newId();
    const now = databaseNow(write.trx);
    await write.trx
      .insertInto('webhook_endpoints')
      .values({
        company_id: companyId,
        id,
        url: settings.url,
        description: null,
        event_types: null,
        enabled: true,
        secret,
        previous_secret: settings.previous?.secret ?? null,
        previous_secret_expires_at: settings.previous ? databaseTimeIn(write.trx, settings.previous.expiresInMs) : null,
        disabled_reason: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  });
  return { companyId, id, secret };
}

/** A ping with `object`, announced in a write of its own, as the API would write it. */
export async function announce(db: Database, companyId: bigint, object: unknown = { message: 'hello' }) {
  return inTransaction(db, async (write) => {
    const id = await write.newId();
    appendEvent(write, { companyId, id, type: 'ping', object: JSON.stringify(object) });
    return id;
  });
}

export type DeliveryRow = WebhookDeliveriesTable;

/** An endpoint of a company. */
export interface EndpointKey {
  companyId: bigint;
  id: bigint;
}

export async function deliveryOf(db: Database, endpoint: EndpointKey, eventId: bigint): Promise<DeliveryRow> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('company_id', '=', endpoint.companyId)
    .where('endpoint_id', '=', endpoint.id)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { ...row, attempts: Number(row.attempts) };
}

export async function endpointOf(db: Database, endpoint: EndpointKey) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['enabled', 'disabled_reason'])
    .where('company_id', '=', endpoint.companyId)
    .where('id', '=', endpoint.id)
    .executeTakeFirstOrThrow();
}

/** The delivery once `settled` says it is, polled; throws after `timeoutMs`. */
export async function deliveryOnce(
  db: Database,
  endpoint: EndpointKey,
  eventId: bigint,
  settled: (row: DeliveryRow) => boolean,
  timeoutMs = 15_000,
): Promise<DeliveryRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await deliveryOf(db, endpoint, eventId);
    if (settled(row)) return row;
    if (Date.now() > deadline) throw new Error(`the delivery never settled: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status the receiver answered. */
  answered?: number;
}

/** What the receiver answers to a request: a status, or nothing for `hangMs`. */
export type Answering = (received: Received) => { status: number; location?: string; hangMs?: number };

export interface Receiver {
  url: string;
  received: Received[];
  /** Each request whose signature none of the endpoint's secrets verifies. */
  badSignatures: string[];
  /** The secrets that sign the requests to `path`, and how to answer them. */
  route(path: string, secrets: string[], answering: Answering): void;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that verifies every request with `standardwebhooks`, independently of our signing. */
export async function startReceiver(): Promise<Receiver> {
  const routes = new Map<string, { secrets: string[]; answering: Answering }>();
  const received: Received[] = [];
  const badSignatures: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? '';
    const entry: Received = { path, headers: request.headers, body, at: Date.now() };
    received.push(entry);
    const route = routes.get(path);
    if (!route) return answer(response, 404);
    if (!route.secrets.some((secret) => verifies(secret, entry))) badSignatures.push(`${path}: ${body}`);
    const { status, location, hangMs } = route.answering(entry);
    entry.answered = status;
    if (hangMs) return void setTimeout(() => answer(response, status), hangMs).unref();
    answer(response, status, location);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    badSignatures,
    route: (path, secrets, answering) => routes.set(path, { secrets, answering }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Whether `secret` verifies the request, as a receiver would check it. */
export function verifies(secret: string, received: Pick<Received, 'headers' | 'body'>): boolean {
  try {
    new Webhook(secret).verify(received.body, received.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

function answer(response: ServerResponse, status: number, location?: string) {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'text/plain', ...(location ? { location } : {}) });
  response.end(status === 200 ? 'ok' : `answered ${status}`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
