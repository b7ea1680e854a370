import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { ok, unique } from './problem.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/**
 * The events of concurrent writes: on PostgreSQL from two apps on one database, as two server
 * processes would be; on SQLite from one (its driver waits for a lock synchronously, so two apps
 * in one process would wait for each other).
 */

interface Event {
  id: number;
  sequence: number;
}

let database: TestDatabase;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await buildTestApp({ databaseUrl: database.url });
  second = testStore === 'postgres' ? await buildTestApp({ databaseUrl: database.url }) : first;
});
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
  await database?.drop();
});

/** The company's events, newest first. */
const sequencesOf = async (api: Api) => ok<Event[]>(await api.get('/events?limit=1000')).map((event) => event.sequence);

/** 1, 2, … n, newest first: the sequences of n events without a gap or a repeat. */
const newestFirst = (n: number) => Array.from({ length: n }, (_, at) => n - at);

/** Reads the company's events until `done`, and answers every read that was not 1..n without a gap. */
async function pollWhile(api: Api, done: () => boolean): Promise<number[][]> {
  const gapped: number[][] = [];
  while (!done()) {
    const sequences = await sequencesOf(api);
    if (sequences.join() !== newestFirst(sequences.length).join()) gapped.push(sequences);
  }
  return gapped;
}

describe('the sequence numbers of events', () => {
  it('number the writes of a company 1..n in the order they committed, each company on its own, however many write at once', async () => {
    const tenants: Tenant[] = [await createTenant(first.db), await createTenant(first.db)];
    const writes = 40;
    // Each company's clients are created at once, half through each app.
    const creates = tenants.flatMap((tenant) =>
      Array.from({ length: writes }, (_, at) =>
        apiClient((at % 2 === 0 ? first : second).app, tenant).post('/clients', { name: unique('Racing client') }),
      ),
    );
    let settled = false;
    const all = Promise.all(creates).finally(() => {
      settled = true;
    });
    const polled = tenants.map((tenant) => pollWhile(apiClient(second.app, tenant), () => settled));
    for (const answer of await all) expect(answer.statusCode, answer.body).toBe(200);
    // A reader that saw sequence k + 1 before k would have seen a gap: it never did.
    expect(await Promise.all(polled)).toEqual([[], []]);
    for (const tenant of tenants) {
      expect(await sequencesOf(apiClient(first.app, tenant))).toEqual(newestFirst(writes));
    }
  }, 60_000);
});

describe('a write rolled back after its events were written', () => {
  /**
   * Refuses the counts of one company's records, which a write moves after its entry in the audit
   * trail and its events (see HELD_ORDER in db/write.ts): its events are written, then undone.
   */
  async function refuseCountsOf(tenant: Tenant): Promise<() => Promise<void>> {
    const company = Number(tenant.companyId);
    if (testStore === 'postgres') {
      await sql`create function refuse_counts() returns trigger language plpgsql as $$
        begin raise exception 'counts refused'; end $$`.execute(first.db);
      await sql`create trigger refuse_counts before insert or update on record_counts for each row
        when (new.company_id = ${sql.lit(company)}) execute function refuse_counts()`.execute(first.db);
      return async () => {
        await sql`drop trigger refuse_counts on record_counts`.execute(first.db);
        await sql`drop function refuse_counts`.execute(first.db);
      };
    }
    for (const [name, on] of [
      ['refuse_new_counts', 'insert'],
      ['refuse_counts', 'update'],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} before ${sql.raw(on)} on record_counts
        when new.company_id = ${sql.lit(company)} begin select raise(abort, 'counts refused'); end`.execute(first.db);
    }
    return async () => {
      await sql`drop trigger refuse_new_counts`.execute(first.db);
      await sql`drop trigger refuse_counts`.execute(first.db);
    };
  }

  it('leaves no event and no delivery, and the next write takes the sequence number it would have had', async () => {
    const tenant = await createTenant(first.db);
    const api = apiClient(first.app, tenant);
    const endpoint = ok<{ id: number }>(await api.post('/webhookEndpoints', { url: 'https://hooks.example.com/in' }));
    ok(await api.post('/clients', { name: unique('Before') }));
    const allow = await refuseCountsOf(tenant);
    try {
      expect((await api.post('/clients', { name: unique('Undone') })).statusCode).toBe(500);
    } finally {
      await allow();
    }
    const after = ok<{ id: number }>(await api.post('/clients', { name: unique('After') }));
    const events = ok<{ sequence: number; data: { object: { id: number } } }[]>(await api.get('/events'));
    expect(events.map((event) => [event.sequence, event.data.object.id])).toEqual([
      [2, after.id],
      [1, expect.any(Number)],
    ]);
    const deliveries = await first.db
      .selectFrom('webhook_deliveries')
      .select('event_id')
      .where('company_id', '=', tenant.companyId)
      .where('endpoint_id', '=', BigInt(endpoint.id))
      .execute();
    expect(deliveries).toHaveLength(2);
    const stored = await first.db
      .selectFrom('events')
      .select('sequence')
      .where('company_id', '=', tenant.companyId)
      .execute();
    expect(stored.map((event) => Number(event.sequence)).sort()).toEqual([1, 2]);
  });
});
