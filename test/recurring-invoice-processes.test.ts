import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, dayFromToday, type Invoice } from './books.js';
import { runCli, succeeded } from './cli.js';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { ok } from './problem.js';
import { outputOf, REPO_ROOT, type RunningServer, serviceEnv, sleep, startServer, within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/*
 * The runner of recurring invoices against what stops processes: a run killed with SIGKILL in the
 * middle, and days on which no server ran. Each due occurrence is issued exactly once.
 */

let database: TestDatabase;
let t: TestApp;
let api: Api;
let companyId: bigint;
const children: { kill: (signal: NodeJS.Signals) => unknown }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url });
  const tenant = await createTenant(t.db);
  companyId = tenant.companyId;
  api = apiClient(t.app, tenant);
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t.close();
  await database.drop();
});

const LINE = { description: 'Retainer', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' };

/** A weekly schedule from `startDate`, of `count` invoices when given. */
async function weeklySchedule(startDate: string, count?: number): Promise<{ id: number }> {
  const client = await createClient(api);
  return ok<{ id: number }>(
    await api.post('/recurringInvoices', {
      clientId: client.id,
      currency: 'GBP',
      paymentTermsDays: 30,
      invoiceLines: [LINE],
      schedule: { frequency: 'weekly', interval: 1 },
      startDate,
      ...(count === undefined ? {} : { count }),
    }),
  );
}

const issued = async (schedule: { id: number }) =>
  ok<Invoice[]>(await api.get(`/recurringInvoices/${schedule.id}/invoices`));

/** The invoices of the company that schedules issued, counted in the database as a run writes them. */
async function issuedCount(): Promise<number> {
  const { rows } = await sql<{ issued: string | number }>`select count(*) as issued from invoices
    where company_id = ${companyId} and recurring_invoice_id is not null`.execute(t.db);
  return Number(rows[0]?.issued ?? 0);
}

/** `cli recurring run --date <date>` as a process of its own, killed with SIGKILL once `killWhen` holds. */
async function runKilled(date: string, killWhen: () => Promise<boolean>) {
  const child = spawn(process.execPath, ['dist/cli/cli.js', 'recurring', 'run', '--date', date], {
    cwd: REPO_ROOT,
    env: serviceEnv({ DATABASE_URL: database.url }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = outputOf(child);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  await within(60_000, 'the run to issue some of the invoices', async () => {
    while (!(await killWhen())) {
      if (child.exitCode !== null) throw new Error(`the run ended before it was killed: ${output.stdout()}`);
      await sleep(10);
    }
  });
  child.kill('SIGKILL');
  return exited;
}

describe(`a run of recurring invoices killed with SIGKILL, on ${testStore}`, () => {
  it('leaves each occurrence issued at most once; the next run issues the rest, each exactly once', async () => {
    // 30 schedules of 12 weekly invoices from Monday 6 January 2042: 360 occurrences due by 31 March.
    const schedules = [];
    for (let index = 0; index < 30; index++) schedules.push(await weeklySchedule('2042-01-06', 12));
    const signal = await runKilled('2042-12-31', async () => (await issuedCount()) >= 40);
    expect(signal).toBe('SIGKILL');
    const before = await issuedCount();
    expect(before).toBeLessThan(360);

    const rest = succeeded(await runCli(database.url, ['recurring', 'run', '--date', '2042-12-31'])) as {
      issued: number;
    };
    expect(rest.issued).toBe(360 - before);
    // Every Monday from 6 January 2042 (6 January + 11 weeks = 24 March).
    const mondays = [
      ...['06', '13', '20', '27'].map((day) => `2042-01-${day}`),
      ...['03', '10', '17', '24'].map((day) => `2042-02-${day}`),
      ...['03', '10', '17', '24'].map((day) => `2042-03-${day}`),
    ];
    const numbers = new Set<string>();
    for (const schedule of schedules) {
      const invoices = await issued(schedule);
      expect(invoices.map((invoice) => invoice.issueDate)).toEqual(mondays);
      for (const invoice of invoices) numbers.add(invoice.invoiceNumber);
      expect(
        ok<{ issuedCount: number; status: string }>(await api.get(`/recurringInvoices/${schedule.id}`)),
      ).toMatchObject({ issuedCount: 12, status: 'ended' });
    }
    // 360 invoices, numbered without a gap or a repeat: the number is taken in the write that issues the invoice.
    expect(numbers.size).toBe(360);
    expect(await issuedCount()).toBe(360);
    const again = succeeded(await runCli(database.url, ['recurring', 'run', '--date', '2042-12-31'])) as {
      issued: number;
    };
    expect(again.issued).toBe(0);
  }, 180_000);
});

describe(`a server started after occurrences fell due, on ${testStore}`, () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it('issues each occurrence it missed on start, once, on its own date', async () => {
    // Weekly from three weeks ago: due 21, 14 and 7 days ago and today, while no server ran.
    const schedule = await weeklySchedule(dayFromToday(-21));
    const expected = [-21, -14, -7, 0].map(dayFromToday);
    expect(await issued(schedule)).toEqual([]);
    server = await startServer(database.url);
    children.push(server.child);
    const invoices = await within(30_000, 'the server to catch up', async () => {
      for (;;) {
        const found = await issued(schedule);
        if (found.length >= expected.length) return found;
        await sleep(50);
      }
    });
    expect(invoices.map((invoice) => invoice.issueDate)).toEqual(expected);
    expect(
      ok<{ issuedCount: number; nextIssueDate: string }>(await api.get(`/recurringInvoices/${schedule.id}`)),
    ).toMatchObject({ issuedCount: 4, nextIssueDate: dayFromToday(7) });
    // The catch-up ran once: a while later still the four.
    await sleep(500);
    expect(await issued(schedule)).toHaveLength(4);
  }, 120_000);
});
