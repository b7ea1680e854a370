import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, dayFromToday, getInvoice, type Invoice } from './books.js';
import { runCli, spawnCli, succeeded } from './cli.js';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { ok } from './problem.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

interface RecurringInvoice {
  id: number;
  status: 'active' | 'paused' | 'ended';
  nextIssueDate: string | null;
  issuedCount: number;
  pausedReason?: string;
  endedReason?: string;
}

let database: TestDatabase;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: database.url });
  api = apiClient(t.app, await createTenant(t.db));
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const run = async (date: string) => succeeded(await runCli(database.url, ['recurring', 'run', '--date', date]));

const LINE = { description: 'Retainer', quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' };

async function createSchedule(on: Api, fields: Record<string, unknown>): Promise<RecurringInvoice> {
  const client = await createClient(on);
  return ok<RecurringInvoice>(
    await on.post('/recurringInvoices', {
      clientId: client.id,
      currency: 'GBP',
      paymentTermsDays: 30,
      invoiceLines: [LINE],
      ...fields,
    }),
  );
}

const issued = async (schedule: { id: number }, on = api) =>
  ok<(Invoice & { recurringInvoiceId: number })[]>(await on.get(`/recurringInvoices/${schedule.id}/invoices`));
const datesOf = async (schedule: { id: number }) => (await issued(schedule)).map((invoice) => invoice.issueDate);
const scheduleOf = async (schedule: { id: number }) =>
  ok<RecurringInvoice>(await api.get(`/recurringInvoices/${schedule.id}`));

describe('recurring invoices issue each occurrence once, on its date', () => {
  it('monthly on the 31st from 31 January: 31 Jan, 28 Feb, 31 Mar, 30 Apr, each an invoice due 30 days later', async () => {
    const schedule = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 31 },
      startDate: '2026-01-31',
    });
    expect(schedule).toMatchObject({ status: 'active', nextIssueDate: '2026-01-31', issuedCount: 0 });
    await run('2026-04-30');
    const invoices = await issued(schedule);
    expect(invoices.map((invoice) => [invoice.issueDate, invoice.dueDate])).toEqual([
      ['2026-01-31', '2026-03-02'],
      ['2026-02-28', '2026-03-30'],
      ['2026-03-31', '2026-04-30'],
      ['2026-04-30', '2026-05-30'],
    ]);
    // 1 × 100.00 at 20%: 100.00 net, 20.00 VAT, 120.00 owed; issued, not drafts.
    const first = await getInvoice(api, (invoices[0] as Invoice).id);
    expect(first).toMatchObject({ draft: false, totalAmount: '120.00', recurringInvoiceId: schedule.id });
    expect(await scheduleOf(schedule)).toMatchObject({ nextIssueDate: '2026-05-31', issuedCount: 4 });
  });

  it('a second run up to the same date issues nothing more', async () => {
    const schedule = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1, dayOfMonth: 'last' },
      startDate: '2024-01-15',
      draft: true,
    });
    await run('2024-04-30');
    await run('2024-04-30');
    expect(await datesOf(schedule)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect((await issued(schedule)).every((invoice) => invoice.draft)).toBe(true);
  });

  it('weekly every 2 weeks, quarterly, and yearly from 29 February', async () => {
    const weekly = await createSchedule(api, {
      schedule: { frequency: 'weekly', interval: 2 },
      startDate: '2026-01-05',
    });
    const quarterly = await createSchedule(api, {
      schedule: { frequency: 'quarterly', interval: 1, dayOfMonth: 30 },
      startDate: '2025-11-30',
    });
    const yearly = await createSchedule(api, {
      schedule: { frequency: 'yearly', interval: 1 },
      startDate: '2024-02-29',
    });
    await run('2026-02-28');
    expect(await datesOf(weekly)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02', '2026-02-16']);
    expect(await datesOf(quarterly)).toEqual(['2025-11-30', '2026-02-28']);
    expect(await datesOf(yearly)).toEqual(['2024-02-29', '2025-02-28', '2026-02-28']);
  });

  it('count and endDate end the schedule after its last occurrence', async () => {
    const counted = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2025-01-10',
      count: 2,
    });
    const until = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2025-01-10',
      endDate: '2025-03-09',
    });
    await run('2025-12-31');
    expect(await datesOf(counted)).toEqual(['2025-01-10', '2025-02-10']);
    expect(await datesOf(until)).toEqual(['2025-01-10', '2025-02-10']);
    expect(await scheduleOf(counted)).toMatchObject({ status: 'ended', nextIssueDate: null, issuedCount: 2 });
    expect(await scheduleOf(until)).toMatchObject({ status: 'ended', nextIssueDate: null });
  });

  it('refuses endDate with count, dayOfMonth on a weekly schedule, and an unknown tax code, naming the field', async () => {
    const base = { schedule: { frequency: 'monthly', interval: 1 }, startDate: '2026-01-01' };
    const client = await createClient(api);
    const cases = [
      [{ ...base, endDate: '2026-06-01', count: 2 }, 'count'],
      [{ ...base, schedule: { frequency: 'weekly', interval: 1, dayOfMonth: 3 } }, 'schedule.dayOfMonth'],
      [{ ...base, invoiceLines: [{ ...LINE, salesTaxCode: 'NOPE' }] }, 'invoiceLines[0].salesTaxCode'],
    ] as const;
    for (const [fields, path] of cases) {
      const response = await api.post('/recurringInvoices', {
        clientId: client.id,
        currency: 'GBP',
        paymentTermsDays: 30,
        invoiceLines: [LINE],
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.body).toContain(path);
    }
  });
});

describe('pausing, resuming, ending and stopping', () => {
  it('occurrences that fall due while paused are not issued once resumed', async () => {
    const schedule = await createSchedule(api, {
      schedule: { frequency: 'weekly', interval: 1 },
      startDate: dayFromToday(-21),
    });
    await run(dayFromToday(-21));
    expect(await datesOf(schedule)).toEqual([dayFromToday(-21)]);
    ok(await api.post(`/recurringInvoices/${schedule.id}/pause`, {}));
    await run(dayFromToday(0));
    expect(await datesOf(schedule)).toEqual([dayFromToday(-21)]);
    // Resumed today: the occurrences 14 and 7 days ago are missed; today's is the next.
    const resumed = ok<RecurringInvoice>(await api.post(`/recurringInvoices/${schedule.id}/resume`, {}));
    expect(resumed).toMatchObject({ status: 'active', nextIssueDate: dayFromToday(0) });
    await run(dayFromToday(0));
    expect(await datesOf(schedule)).toEqual([dayFromToday(-21), dayFromToday(0)]);
    const ended = ok<RecurringInvoice>(await api.post(`/recurringInvoices/${schedule.id}/end`, {}));
    expect(ended).toMatchObject({ status: 'ended', nextIssueDate: null });
    await run(dayFromToday(30));
    expect(await datesOf(schedule)).toHaveLength(2);
  });

  it('a schedule whose client is deleted ends and says why; the others go on', async () => {
    const client = await createClient(api);
    const orphan = ok<RecurringInvoice>(
      await api.post('/recurringInvoices', {
        clientId: client.id,
        currency: 'GBP',
        paymentTermsDays: 30,
        invoiceLines: [LINE],
        schedule: { frequency: 'monthly', interval: 1 },
        startDate: '2030-01-01',
      }),
    );
    const other = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2030-01-01',
    });
    ok(await api.delete(`/clients/${client.id}`));
    await run('2030-02-01');
    expect(await scheduleOf(orphan)).toMatchObject({
      status: 'ended',
      endedReason: `Its client ${client.id} was deleted`,
    });
    expect(await datesOf(other)).toEqual(['2030-01-01', '2030-02-01']);
  });

  it('an occurrence the lock date covers pauses its schedule with the reason, and issues nothing', async () => {
    const other = await newTenantApi();
    const schedule = await createSchedule(other, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2020-01-15',
    });
    ok(await other.put('/company', { lockDate: '2020-01-31' }));
    await run('2020-03-15');
    const stopped = ok<RecurringInvoice>(await other.get(`/recurringInvoices/${schedule.id}`));
    expect(stopped.status).toBe('paused');
    expect(stopped.pausedReason).toMatch(/2020-01-15/);
    expect(await issued(schedule, other)).toEqual([]);
  });

  it('a schedule that issued invoices cannot be deleted (409): it is ended instead', async () => {
    const schedule = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2031-01-01',
    });
    await run('2031-01-01');
    expect((await api.delete(`/recurringInvoices/${schedule.id}`)).statusCode).toBe(409);
  });
});

async function newTenantApi() {
  return apiClient(t.app, await createTenant(t.db));
}

describe('companies are walled off', () => {
  it("another company neither sees a schedule nor its invoices, and a run issues each company's own", async () => {
    const other = await newTenantApi();
    const mine = await createSchedule(api, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2032-01-01',
    });
    const theirs = await createSchedule(other, {
      schedule: { frequency: 'monthly', interval: 1 },
      startDate: '2032-01-01',
    });
    await run('2032-01-01');
    expect((await other.get(`/recurringInvoices/${mine.id}`)).statusCode).toBe(404);
    expect((await other.get(`/recurringInvoices/${mine.id}/invoices`)).statusCode).toBe(404);
    expect(await datesOf(mine)).toEqual(['2032-01-01']);
    expect((await issued(theirs, other)).map((invoice) => invoice.issueDate)).toEqual(['2032-01-01']);
  });
});

describe.runIf(testStore === 'postgres')('several processes at once', () => {
  // Books of their own: the runs issue what is due in every company, and no other schedule is.
  let own: TestDatabase;
  let ownApp: TestApp;
  let ownApi: Api;
  beforeAll(async () => {
    own = await createTestDatabase();
    ownApp = await buildTestApp({ databaseUrl: own.url });
    ownApi = apiClient(ownApp.app, await createTenant(ownApp.db));
  });
  afterAll(async () => {
    await ownApp.close();
    await own.drop();
  });

  it('two CLI runs at once issue each occurrence once, numbered without a gap', async () => {
    const schedule = await createSchedule(ownApi, {
      schedule: { frequency: 'weekly', interval: 1 },
      startDate: '2040-01-02',
    });
    const args = ['recurring', 'run', '--date', '2040-06-30'];
    const runs = await Promise.all([spawnCli(own.url, args), spawnCli(own.url, args)]);
    const counts = runs.map((result) => (succeeded(result) as { issued: number }).issued);
    // Every Monday from 2 January to 25 June 2040 (2 January + 25 weeks): 26 occurrences, shared between the runs.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(26);
    const invoices = await issued(schedule, ownApi);
    expect(invoices).toHaveLength(26);
    expect(new Set(invoices.map((invoice) => invoice.issueDate)).size).toBe(26);
  }, 120_000);
});
