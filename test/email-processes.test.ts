import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { createTenant, type Tenant, testConfig } from './helpers.js';
import { call, type RunningServer, sleep, startServer, within } from './processes.js';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/**
 * The outbox of emails across server processes: an email whose send answered is delivered though
 * the process is killed before it could deliver it, and several processes deliver each email once.
 */

let database: TestDatabase;
let db: Database;
let tenant: Tenant;
let smtp: SmtpTestServer;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(testConfig({ databaseUrl: database.url }));
  tenant = await createTenant(db);
  smtp = await startSmtpTestServer();
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await smtp?.close();
  await db?.destroy();
  await database?.drop();
});

async function server(): Promise<RunningServer> {
  const settings = { SMTP_URL: smtp.url, MAIL_FROM: 'accounts@company.example', WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1' };
  const started = await startServer(database.url, settings);
  servers.push(started);
  return started;
}

async function created<T>(running: RunningServer, path: string, body: unknown): Promise<T> {
  const answer = await call(running.port, 'POST', `/api/v1${path}`, {
    headers: { authorization: tenant.authorization },
    body,
  });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as T;
}

/** An invoice of a new client, sent to `to`. */
async function sendInvoice(running: RunningServer, to: string): Promise<void> {
  const client = await created<{ id: number }>(running, '/clients', { name: `Client of ${to}` });
  const invoice = await created<{ id: number }>(running, '/invoices', {
    clientId: client.id,
    currency: 'GBP',
    issueDate: '2026-04-01',
    dueDate: '2026-04-30',
    invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
  });
  await created(running, `/invoices/${invoice.id}/send`, { to });
}

const receivedBy = (address: string) =>
  smtp.received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address);

describe(`emails across server processes, on ${testStore}`, () => {
  it('delivers an email whose send answered just before the process was killed with SIGKILL', async () => {
    const first = await server();
    // The mail server refuses for now while the first process runs: it cannot deliver before it dies.
    smtp.refuseNext.push(421, 421, 421, 421, 421, 421, 421, 421, 421, 421);
    await sendInvoice(first, 'killed@client.example');
    first.child.kill('SIGKILL');
    await within(10_000, 'the killed server to exit', () => first.exited);

    smtp.refuseNext.length = 0;
    const second = await server();
    await within(30_000, 'the email to arrive', async () => {
      while (receivedBy('killed@client.example').length === 0) await sleep(100);
    });
    await sleep(2000);
    expect(receivedBy('killed@client.example')).toHaveLength(1);
    await second.stop();
  }, 60_000);

  it.runIf(testStore === 'postgres')(
    'delivers each email once when two processes send them',
    async () => {
      const [one, two] = [await server(), await server()] as [RunningServer, RunningServer];
      const addresses = Array.from({ length: 20 }, (_, index) => `many-${index}@client.example`);
      await Promise.all(addresses.map((address, index) => sendInvoice(index % 2 === 0 ? one : two, address)));

      await within(60_000, 'every email to arrive', async () => {
        while (addresses.some((address) => receivedBy(address).length === 0)) await sleep(100);
      });
      await sleep(2000);
      for (const address of addresses) expect(receivedBy(address), address).toHaveLength(1);
      await one.stop();
      await two.stop();
    },
    120_000,
  );
});
