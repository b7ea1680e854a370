import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { createTenant, type Tenant, testConfig } from './helpers.js';
import { call, type RunningServer, sleep, startServer, within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';
import { type Receiver, startReceiver } from './webhooks.js';

/**
 * The outbox under SIGKILL: a server process killed the moment a write answered still announces it
 * (its events were written in its transaction, and the next process sends them), and one killed in
 * the middle of a write announces nothing of it (its events went with the rolled-back transaction).
 */

const SETTINGS = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1,1,1' };

interface Event {
  id: number;
  type: string;
  sequence: number;
  data: { object: { id: number } };
}

let database: TestDatabase;
let db: Database;
let tenant: Tenant;
let receiver: Receiver;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(testConfig({ databaseUrl: database.url }));
  tenant = await createTenant(db);
  receiver = await startReceiver();
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await receiver?.close();
  await db?.destroy();
  await database?.drop();
});

async function server(): Promise<RunningServer> {
  const started = await startServer(database.url, SETTINGS);
  servers.push(started);
  return started;
}

async function killHard(running: RunningServer): Promise<void> {
  running.child.kill('SIGKILL');
  await within(10_000, 'the killed server to exit', () => running.exited);
}

const send = (running: RunningServer, method: string, path: string, body?: unknown, key?: string) =>
  call(running.port, method, `/api/v1${path}`, {
    headers: { authorization: tenant.authorization, ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });

async function created<T>(running: RunningServer, path: string, body: unknown, key?: string): Promise<T> {
  const answer = await send(running, 'POST', path, body, key);
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as T;
}

/** The events the receiver answered 200 to, each once, by the webhook-id every attempt of one event carries. */
function delivered(path: string): Map<string, Event> {
  const events = new Map<string, Event>();
  for (const received of receiver.received) {
    if (received.path === path && received.answered === 200) {
      events.set(String(received.headers['webhook-id']), JSON.parse(received.body) as Event);
    }
  }
  return events;
}

/** The company's events, as GET /events answers them: every one of them, newest first. */
async function announced(running: RunningServer): Promise<Event[]> {
  const answer = await send(running, 'GET', '/events?limit=100');
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as Event[];
}

/** Waits until the receiver has answered 200 at `path` to every event of the company of `type`. */
async function untilAllDelivered(running: RunningServer, path: string, type: string): Promise<void> {
  const events = (await announced(running)).filter((event) => event.type === type);
  await within(30_000, `every ${type} event to be delivered`, async () => {
    while (events.some((event) => !delivered(path).has(String(event.id)))) await sleep(100);
  });
}

describe(`the outbox of a server killed with SIGKILL, on ${testStore}`, () => {
  it('sends the events of a write that answered just before the kill, once the next process runs', async () => {
    let open = false;
    const first = await server();
    const endpoint = await created<{ secret: string }>(first, '/webhookEndpoints', {
      url: `${receiver.url}/answered`,
      eventTypes: ['client.created'],
    });
    receiver.route('/answered', [endpoint.secret], () => ({ status: open ? 200 : 503 }));
    const client = await created<{ id: number }>(first, '/clients', { name: 'Killed Just After Ltd' });
    await killHard(first);

    open = true;
    const second = await server();
    await within(20_000, 'the client.created event', async () => {
      while (delivered('/answered').size === 0) await sleep(100);
    });
    const [event] = [...delivered('/answered').values()];
    expect(event).toMatchObject({
      type: 'client.created',
      data: { object: { id: client.id, name: 'Killed Just After Ltd' } },
    });
    expect(receiver.badSignatures).toEqual([]);
    await second.stop();
  }, 60_000);

  it('announces each journal entry that exists exactly, and none that a kill undid, wherever the kill lands', async () => {
    const setup = await server();
    const endpoint = await created<{ secret: string }>(setup, '/webhookEndpoints', {
      url: `${receiver.url}/journals`,
      eventTypes: ['manualJournalEntry.created'],
    });
    receiver.route('/journals', [endpoint.secret], () => ({ status: 200 }));
    await setup.stop();
    const lines = Array.from({ length: 300 }, (_, index) => [
      { accountCode: '6300', debitAmountValue: `${index + 1}.00` },
      { accountCode: '1100', creditAmountValue: `${index + 1}.00` },
    ]).flat();
    for (const delayMs of [0, 10, 25, 50, 100, 200]) {
      const body = { reason: `Killed after ${delayMs} ms`, date: '2026-05-02', manualJournalEntryLines: lines };
      const first = await server();
      const abandoned = send(first, 'POST', '/manualJournalEntries', body, `outbox-${delayMs}`).catch(() => undefined);
      await sleep(delayMs);
      await killHard(first);
      await abandoned;
    }

    const last = await server();
    const entries = JSON.parse((await send(last, 'GET', '/manualJournalEntries')).body) as { id: number }[];
    await untilAllDelivered(last, '/journals', 'manualJournalEntry.created');
    const events = await announced(last);
    const journalEvents = events.filter((event) => event.type === 'manualJournalEntry.created');
    // Each entry that committed was announced once, and no entry that a kill rolled back was.
    expect(journalEvents.map((event) => event.data.object.id).sort()).toEqual(entries.map((entry) => entry.id).sort());
    expect([...delivered('/journals').values()].map((event) => event.data.object.id).sort()).toEqual(
      entries.map((entry) => entry.id).sort(),
    );
    // The company's sequence numbers run from 1 without a gap: no number went to a write undone.
    const sequences = events.map((event) => event.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    expect(receiver.badSignatures).toEqual([]);
    await last.stop();
  }, 180_000);
});
