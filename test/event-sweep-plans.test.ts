import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { sweepEvents } from '../src/webhooks/event-sweep.js';
import { createBank, createClient, createSupplier, invoiceOf } from './books.js';
import { copyRows } from './bulk-rows.js';
import { apiClient, createTenant, recordedApp } from './helpers.js';
import { planNodes, sqlitePlan } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * The sweep of overdue documents reads the invoices and bills still owing and unannounced through
 * the partial index of them (migration of event sweeps), by due date, and marks one through its
 * key: never every document, nor those paid, which a company has by the thousand.
 */

const PAID_COPIES = 20_000;

let close: () => Promise<void>;
let db: Database;
let sent: CompiledQuery[];

beforeAll(async () => {
  const { opened, recording, app, ...recorded } = await recordedApp();
  close = recorded.close;
  db = opened.db;
  sent = recording.compiled;
  const tenant = await createTenant(db);
  const api = apiClient(app, tenant);
  const client = await createClient(api);
  const bank = await createBank(api);
  // Due 2026-04-30, before today: an invoice overdue, and one of 120.00 paid off.
  await invoiceOf(api, client);
  const paid = await invoiceOf(api, client);
  ok(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '120.00',
      dateReceived: '2026-05-01',
      invoiceIds: [paid.id],
    }),
  );
  const supplier = await createSupplier(api);
  const bill = ok<{ id: number }>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: '2026-04-01',
      dueDate: '2026-04-30',
      billLines: [{ quantity: 1, unitPrice: '96.00', vatRate: 0, categoryCode: '7100' }],
    }),
  );
  if (testStore === 'postgres') {
    // The paid invoice copied, and the bill copied as paid: thousands of documents the sweep must not read.
    await db.transaction().execute(async (trx) => {
      const copy = (table: string, id: number, changes: RawBuilder<unknown>) =>
        copyRows(trx, tenant.companyId, PAID_COPIES, table, sql`id = ${id}`, changes);
      await copy('invoices', paid.id, sql`invoice_number = 'COPY-' || n`);
      await copy('bills', bill.id, sql`allocated_amount = total_amount`);
    });
    await sql`analyze`.execute(db);
  }
  sent.length = 0;
  expect(await sweepEvents(db, 'grouped')).toMatchObject({ announced: 2 });
}, 120_000);
afterAll(() => close());

/** The sweep's statements that read or mark the documents of a table by their falling overdue. */
const sweepOf = (table: string) =>
  sent.filter((statement) => statement.sql.includes(`"${table}"`) && statement.sql.includes('overdue_announced'));

const TABLES = [['invoices'], ['bills']];

describe.runIf(testStore === 'sqlite')('the sweep of overdue documents on SQLite', () => {
  it.each(TABLES)(
    'reads the %s owing and unannounced by the partial index, and marks one by its key',
    async (table) => {
      const [select, ...updates] = sweepOf(table);
      expect(select?.sql).toMatch(/^select/);
      expect(updates.map((update) => update.sql.slice(0, 6))).toEqual(['update']);
      expect(await sqlitePlan(db, select?.sql as string)).toEqual([
        `SEARCH ${table} USING INDEX ${table}_overdue_unannounced (due_date<?)`,
      ]);
      const marked = await sqlitePlan(db, updates[0]?.sql as string);
      expect(marked).toEqual([`SEARCH ${table} USING INDEX sqlite_autoindex_${table}_1 (company_id=? AND id=?)`]);
    },
  );
});

describe.runIf(testStore === 'postgres')('the sweep of overdue documents on PostgreSQL, with statistics', () => {
  it.each(TABLES)(
    'reads the %s owing and unannounced by the partial index, and marks one by its key',
    async (table) => {
      const [select, ...updates] = sweepOf(table);
      expect(updates).toHaveLength(1);
      const indexesOf = async (statement: CompiledQuery | undefined) => {
        const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (format json) ${statement?.sql}`, [...(statement?.parameters ?? [])]),
        );
        const nodes = planNodes(rows[0]?.['QUERY PLAN']);
        expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' || node['Node Type'] === 'Sort')).toEqual([]);
        const scans = nodes.filter((node) => String(node['Node Type']).endsWith('Scan'));
        return scans.flatMap((node) => (node['Relation Name'] === table ? [node['Index Name']] : []));
      };
      expect(await indexesOf(select)).toEqual([`${table}_overdue_unannounced`]);
      expect(await indexesOf(updates[0])).toEqual([`${table}_pk`]);
    },
  );
});
