import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { type BankAccount, type Client, createBank, createClient, type Invoice } from './books.js';
import { copyRows, ID_STEP } from './bulk-rows.js';
import { type Api, apiClient, createTenant, recordedApp, type Tenant, untilKeyRemembered } from './helpers.js';
import { planNodes, sqlitePlan } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * A statement reads the client's books by the client's indexes, with a few statements whatever
 * their size: the books of another client grown to hundreds of paid invoices, then the client's
 * own, are read with the same statements, and no table that grows with the books is read whole.
 */

const COPIES = 500;

describe('the statement of a client with hundreds of invoices and payments', () => {
  let close: () => Promise<void>;
  let db: Database;
  let api: Api;
  let tenant: Tenant;
  let bank: BankAccount;
  let recorded: { queries: string[]; compiled: CompiledQuery[] };

  beforeAll(async () => {
    const { opened, recording, app, ...rest } = await recordedApp();
    close = rest.close;
    db = opened.db;
    recorded = recording;
    tenant = await createTenant(db);
    api = apiClient(app, tenant);
    bank = await createBank(api);
  }, 120_000);
  afterAll(() => close());

  /** The statement of June 2026 of the client, and the statements sent to answer it. */
  async function statementOfJune(client: Client) {
    const response = await untilKeyRemembered(
      () => api.get(`/clients/${client.id}/statement?from=2026-06-01&to=2026-06-30`),
      recorded.queries,
    );
    const statement = ok<{ currencies: { closingBalance: string; lines: unknown[] }[] }>(response);
    const sent = recorded.compiled.slice(-recorded.queries.length);
    return { statement, queries: [...recorded.queries], sent };
  }

  /** One invoice of 120.00 of `payer` issued on 10 June 2026 and paid on 20 June, and 500 copies of both. */
  async function growPaidInvoices(payer: Client, copies = COPIES) {
    const invoice = ok<Invoice>(
      await api.post('/invoices', {
        clientId: payer.id,
        currency: 'GBP',
        issueDate: '2026-06-10',
        dueDate: '2026-07-10',
        invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
      }),
    );
    const payment = ok<{ id: number }>(
      await api.post('/clientPayments', {
        clientId: payer.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '120.00',
        dateReceived: '2026-06-20',
        invoiceIds: [invoice.id],
      }),
    );
    const step = sql`cast(${ID_STEP} as bigint) * n`;
    await db.transaction().execute(async (trx) => {
      const copy = (table: string, of: RawBuilder<unknown>, changes: RawBuilder<unknown>) =>
        copyRows(trx, tenant.companyId, copies, table, of, changes);
      await copy('invoices', sql`id = ${invoice.id}`, sql`invoice_number = invoice_number || '-' || n`);
      await copy('client_payments', sql`id = ${payment.id}`, sql`bank_account_id = bank_account_id`);
      await copy(
        'client_payment_allocations',
        sql`payment_id = ${payment.id}`,
        sql`payment_id = payment_id + ${step}, document_id = document_id + ${step}`,
      );
    });
    // As the server keeps them after a bulk growth (src/db/statistics.ts): PostgreSQL without
    // statistics sees every table as a row or two, and any index of the company as good as another;
    // with them, it reads the client's rows by the client's index when they are few of the company's.
    if (testStore === 'postgres') await sql`analyze`.execute(db);
  }

  it('reads it with the same few statements, and none of the tables that grow whole', async () => {
    const client = await createClient(api);
    // The client's 501 invoices are a tenth of the company's: the others' are ten times as many.
    await growPaidInvoices(await createClient(api), 10 * COPIES);
    const few = await statementOfJune(client);
    expect(few.statement.currencies).toEqual([]);
    await growPaidInvoices(client);
    const many = await statementOfJune(client);
    // 501 invoices of 120.00, each paid in full in June: 1,002 lines, and nothing owed.
    expect(many.statement.currencies).toMatchObject([{ closingBalance: '0.00' }]);
    expect(many.statement.currencies[0]?.lines).toHaveLength(2 * (COPIES + 1));
    expect(many.queries).toEqual(few.queries);
    expect(many.queries.length).toBeLessThanOrEqual(12);
    for (const statement of many.sent) {
      expect(await wholeReads(db, statement), statement.sql).toEqual([]);
    }
  });
});

/** The tables the test grows. */
const GROWN = ['invoices', 'client_payments', 'client_payment_allocations'];

/**
 * The steps of the store's plan of a statement that read a table whole, or a table the test grows by
 * the company alone or by a range of its dates with an end (rather than by a client, an id, or what
 * came after a date): every row of the company up to a date. Those of the company's open items are
 * not: the aged receivables read them so.
 */
async function wholeReads(db: Database, statement: CompiledQuery): Promise<string[]> {
  if (!/^\s*(with|select)/i.test(statement.sql)) return [];
  if (testStore === 'sqlite') {
    const steps = await sqlitePlan(db, statement.sql);
    const subqueries = steps.flatMap((step) => /^CO-ROUTINE (\w+)/.exec(step)?.[1] ?? []);
    return steps.filter((step) => {
      const scanned = /^SCAN (\w+)$/.exec(step)?.[1];
      if (scanned !== undefined) return !subqueries.includes(scanned);
      return GROWN.some((table) => step.includes(table)) && readsTheCompany(step);
    });
  }
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
  );
  return planNodes(rows[0]?.['QUERY PLAN'])
    .filter((node) => GROWN.includes(String(node['Relation Name'])))
    .map(
      // A bitmap heap scan reads by the condition of its bitmap's index, which it rechecks.
      (node) =>
        `${node['Node Type']} ${node['Relation Name']} ${node['Index Name'] ?? ''} ${node['Index Cond'] ?? node['Recheck Cond'] ?? ''}`,
    )
    .filter((step) => /^Seq Scan /.test(step) || readsTheCompany(step));
}

const readsTheCompany = (step: string) => {
  // The open items of the company, by the indexes of those open, as the aged report reads them.
  if (/_by_settlement\b.* = 1\)+$|_holding_on_account/.test(step)) return false;
  const condition = step.replace(/company_id/g, '');
  return !/(\bid\b|_id)/.test(condition) && !/date\w*\s*>\s*\S+\)+$/.test(condition);
};
