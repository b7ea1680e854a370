import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { deliveryOutbox } from '../src/webhooks/delivery-repository.js';
import { type Api, apiClient, createTenant, recordedApp, type Tenant } from './helpers.js';
import { planNodes, sqlitePlan } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * The list of an endpoint's deliveries, whole or of one status, reads the page it answers through
 * an index in the order of the list, never every delivery of the endpoint nor of the company, on
 * both stores (see list-query-plans.test.ts for the way).
 */

/** A page of the list: its name, its query string (given the id of a delivery), and whether it is of one status. */
const PAGES: [name: string, query: (delivery: number) => string, ofStatus: boolean][] = [
  ['the newest deliveries', () => 'limit=50', false],
  ['the deliveries after one', (delivery) => `limit=50&after=${delivery}`, false],
  ['the failed deliveries', () => 'status=failed&limit=50', true],
  ['the failed deliveries after one', (delivery) => `status=failed&limit=50&after=${delivery}`, true],
];

let close: () => Promise<void>;
let db: Database;
let sent: CompiledQuery[];
let api: Api;
let endpoint: number;
let delivery: number;

beforeAll(async () => {
  const { opened, recording, app, ...recorded } = await recordedApp();
  close = recorded.close;
  db = opened.db;
  sent = recording.compiled;
  const tenant = await createTenant(db);
  api = apiClient(app, tenant);
  const create = async () =>
    ok<{ id: number }>(await api.post('/webhookEndpoints', { url: 'https://hooks.example.com/receiver' })).id;
  const [other, ours] = [await create(), await create()];
  endpoint = ours;
  for (const id of [other, ours, ours]) {
    delivery = ok<{ id: number }>(await api.post(`/webhookEndpoints/${id}/test`, {})).id;
  }
  if (testStore === 'postgres') await manyDeliveries(tenant, [other, ours]);
}, 60_000);
afterAll(() => close());

/**
 * 20,000 events of the company, each delivered to both endpoints, every 500th of them failed to
 * ours: PostgreSQL chooses by its statistics, which then say the endpoint has thousands of deliveries.
 */
async function manyDeliveries(tenant: Tenant, endpoints: number[]) {
  await sql`insert into events (company_id, id, sequence, type, created_at, object)
    select ${tenant.companyId}, 1000000000 + n, 1000000 + n, 'invoice.created', '2026-01-01T00:00:00.000Z', '{}'
    from generate_series(1, 20000) n`.execute(db);
  await sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at)
    select ${tenant.companyId}, e.id, 1000000000 + n,
      case when n % 500 = 0 and e.id = ${endpoints[1]} then 'failed' else 'succeeded' end,
      1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
    from generate_series(1, 20000) n cross join (select unnest(${sql.val(endpoints)}::bigint[]) as id) e`.execute(db);
  await sql`analyze`.execute(db);
}

/** The statements of the list that read the deliveries, sent for one page. */
async function readsOf(query: string): Promise<CompiledQuery[]> {
  sent.length = 0;
  ok(await api.get(`/webhookEndpoints/${endpoint}/deliveries?${query}`));
  const reads = sent.filter((statement) => /from "webhook_deliveries"/.test(statement.sql));
  expect(reads).toHaveLength(1);
  return reads;
}

describe.runIf(testStore === 'sqlite')('the deliveries of an endpoint on SQLite', () => {
  it.each(PAGES)('%s are read through an index in the order of the list', async (_name, query, ofStatus) => {
    for (const read of await readsOf(query(delivery))) {
      const plan = await sqlitePlan(db, read.sql);
      expect(
        plan.filter((line) => /^SCAN |TEMP B-TREE/.test(line)),
        plan.join('\n'),
      ).toEqual([]);
      const index = ofStatus
        ? 'webhook_deliveries_by_status (company_id=? AND endpoint_id=? AND status=?'
        : 'sqlite_autoindex_webhook_deliveries_1 (company_id=? AND endpoint_id=?';
      expect(
        plan.some((line) => line.includes(`INDEX ${index}`)),
        plan.join('\n'),
      ).toBe(true);
    }
  });
});

describe.runIf(testStore === 'postgres')('the deliveries of an endpoint on PostgreSQL, with statistics', () => {
  it.each(PAGES)('%s are read through an index in the order of the list', async (_name, query, ofStatus) => {
    for (const read of await readsOf(query(1000000000 + 10000))) {
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${read.sql}`, [...read.parameters]),
      );
      const nodes = planNodes(rows[0]?.['QUERY PLAN']);
      expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' || node['Node Type'] === 'Sort')).toEqual([]);
      const used = nodes.flatMap((node) =>
        node['Relation Name'] === 'webhook_deliveries' ? [node['Index Name']] : [],
      );
      expect(used).toEqual([ofStatus ? 'webhook_deliveries_by_status' : 'webhook_deliveries_pk']);
    }
  });
});

describe('the count of the pending deliveries, read at each scrape of the metrics', () => {
  it('reads the index of the pending deliveries alone, never the table', async () => {
    sent.length = 0;
    await deliveryOutbox.countPending(db);
    const [count] = sent.filter((statement) => /from "webhook_deliveries"/.test(statement.sql));
    if (count === undefined) throw new Error('no count of the deliveries was sent');
    if (testStore === 'sqlite') {
      expect(await sqlitePlan(db, count.sql)).toEqual([
        'SCAN webhook_deliveries USING COVERING INDEX webhook_deliveries_due',
      ]);
      return;
    }
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${count.sql}`, [...count.parameters]),
    );
    const nodes = planNodes(rows[0]?.['QUERY PLAN']);
    expect(
      nodes.filter((node) => node['Relation Name'] === 'webhook_deliveries').map((node) => node['Index Name']),
    ).toEqual(['webhook_deliveries_due']);
  });
});
