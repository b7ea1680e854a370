import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { createClient, type Invoice } from './books.js';
import { copyRows } from './bulk-rows.js';
import { type Api, apiClient, createTenant, recordedApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * A report reads its figures on one snapshot, in one read transaction that spans its statements: on
 * SQLite it holds the process's reader for as long, and its statements run synchronously. The readiness
 * check reads nothing of the books and must not wait for it (a load balancer would take a busy
 * process for a dead one): it is answered while the report still runs its statements.
 */

const COPIES = 3000;

let t: Awaited<ReturnType<typeof recordedApp>>;
let db: Database;
let api: Api;

beforeAll(async () => {
  t = await recordedApp();
  db = t.opened.db;
  const tenant = await createTenant(db);
  api = apiClient(t.app, tenant);
  const client = await createClient(api, 'Alpha Ltd');
  const invoice = ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-01-10',
      dueDate: '2026-02-10',
      invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
    }),
  );
  // Thousands of open invoices, copies of that one: only the report reads them.
  await db
    .transaction()
    .execute((trx) =>
      copyRows(trx, tenant.companyId, COPIES, 'invoices', sql`id = ${invoice.id}`, sql`invoice_number = 'COPY-' || n`),
    );
}, 60_000);
afterAll(() => t.close());

describe('the readiness check while a long report runs', () => {
  it('answers without waiting for the report', async () => {
    const statements = t.recording.compiled;
    statements.length = 0;
    const started = performance.now();
    const report = api.get('/reports/agedReceivables?date=2026-06-30');
    // Asked once the report has begun its reads.
    while (statements.length === 0) await new Promise(setImmediate);
    const health = await t.app.inject({ method: 'GET', url: '/readyz' });
    const healthAnswered = { after: Math.round(performance.now() - started), statements: statements.length };
    const reported = ok<{ totals: { total: string } }>(await report);
    const seen = `health in ${healthAnswered.after} ms after ${healthAnswered.statements} of the report's ${statements.length} statements, report in ${Math.round(performance.now() - started)} ms`;
    expect(health.statusCode).toBe(200);
    expect(healthAnswered.statements, seen).toBeLessThan(statements.length);
    // 3,001 invoices of 120.00, each over 90 days past due on 30 June.
    expect(reported.totals.total).toBe('360,120.00');
  });
});
