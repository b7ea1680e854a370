import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { type BankAccount, type Client, createBank, createClient, type Invoice } from './books.js';
import { copyRows, ID_STEP } from './bulk-rows.js';
import { type Api, apiClient, createTenant, recordedApp, type Tenant } from './helpers.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * The aged receivables of books grown in bulk to thousands of paid invoices, on a store that has
 * never gathered statistics of them (a SQLite file never analysed, PostgreSQL before ANALYZE), and
 * then with them: what the report reads must be found by index from the open documents and what
 * was settled after its date, never every document and settlement of the company up to the date.
 */

const PAID_COPIES = 3000;

/** One invoice of 120.00 paid in full on 20 January 2026, and its copies, with their payments. */
async function growPaidInvoices(db: Database, api: Api, tenant: Tenant, client: Client, bank: BankAccount) {
  const invoice = ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-01-10',
      dueDate: '2026-02-10',
      invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
    }),
  );
  const payment = ok<{ id: number }>(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '120.00',
      dateReceived: '2026-01-20',
      invoiceIds: [invoice.id],
    }),
  );
  const company = tenant.companyId;
  await db.transaction().execute(async (trx) => {
    const copy = (table: string, of: RawBuilder<unknown>, changes: RawBuilder<unknown>) =>
      copyRows(trx, company, PAID_COPIES, table, of, changes);
    await copy('invoices', sql`id = ${invoice.id}`, sql`invoice_number = 'COPY-' || n`);
    await copy('client_payments', sql`id = ${payment.id}`, sql`bank_account_id = bank_account_id`);
    await copy(
      'client_payment_allocations',
      sql`payment_id = ${payment.id}`,
      sql`payment_id = payment_id + cast(${ID_STEP} as bigint) * n, document_id = document_id + cast(${ID_STEP} as bigint) * n`,
    );
    await copy(
      'journal_transactions',
      sql`source_type in ('INVOICE', 'CLIENT_PAYMENT') and source_id in (${invoice.id}, ${payment.id})`,
      sql`source_id = source_id + cast(${ID_STEP} as bigint) * n`,
    );
    await copy(
      'postings',
      sql`transaction_id in (select id from journal_transactions where company_id = ${company} and id < ${ID_STEP}
        and source_type in ('INVOICE', 'CLIENT_PAYMENT') and source_id in (${invoice.id}, ${payment.id}))`,
      sql`transaction_id = transaction_id + cast(${ID_STEP} as bigint) * n`,
    );
  });
}

/** The tables that grow with the books: none may be read whole, nor every row of the company up to a date. */
const GROWING = ['invoices', 'client_payments', 'client_payment_allocations', 'journal_transactions', 'postings'];

describe('the aged receivables of books grown in bulk', () => {
  let close: () => Promise<void>;
  let db: Database;
  let api: Api;
  let sent: CompiledQuery[];

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    close = recorded.close;
    db = opened.db;
    sent = recording.compiled;
    const tenant = await createTenant(db);
    api = apiClient(app, tenant);
    const client = await createClient(api, 'Alpha Ltd');
    const bank = await createBank(api);
    await growPaidInvoices(db, api, tenant, client, bank);
    // Open at the end of June: 240.00 not paid, and 360.00 of which 100.00 was paid on 5 July.
    const open = async (rate: string) =>
      ok<Invoice>(
        await api.post('/invoices', {
          clientId: client.id,
          currency: 'GBP',
          issueDate: '2026-05-01',
          dueDate: '2026-05-31',
          invoiceLines: [{ quantity: 1, rate, salesTaxCode: 'STANDARD' }],
        }),
      );
    await open('200.00');
    const paidLater = await open('300.00');
    ok(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '360.00',
        dateReceived: '2026-07-05',
        invoiceIds: [paidLater.id],
      }),
    );
  }, 120_000);

  afterAll(() => close());

  /** The aged receivables at the end of June 2026, with the statements it sent. */
  async function agedAtJuneEnd() {
    sent.length = 0;
    const report = ok<{ totals: { total: string; days1To30: string } }>(
      await api.get('/reports/agedReceivables?date=2026-06-30'),
    );
    // 240.00 + 360.00, both 30 days past due; none of the 3,001 invoices paid in January.
    expect(report.totals).toMatchObject({ total: '600.00', days1To30: '600.00' });
    return [...sent];
  }

  /** What each statement reads of the growing tables more than the few rows it needs. */
  async function wideReads(statements: CompiledQuery[]): Promise<string[]> {
    const wide: string[] = [];
    for (const statement of statements) {
      for (const step of await planOf(db, statement)) {
        if (readsTheBooks(step)) wide.push(`${step}\n    in: ${statement.sql}`);
      }
    }
    return wide;
  }

  it('reads by index from the open documents, without statistics and then with them', async () => {
    expect(await wideReads(await agedAtJuneEnd())).toEqual([]);
    await sql`analyze`.execute(db);
    expect(await wideReads(await agedAtJuneEnd())).toEqual([]);
  });
});

/** The steps of the store's plan of a statement that read a growing table, one line each. */
async function planOf(db: Database, statement: CompiledQuery): Promise<string[]> {
  if (!/^\s*(with|select)/i.test(statement.sql)) return [];
  if (testStore === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    return rows.map((row) => row.detail).filter((detail) => GROWING.some((table) => detail.includes(table)));
  }
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
  );
  const steps: string[] = [];
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table && GROWING.includes(table)) {
      const condition = node['Index Cond'] ?? node['Recheck Cond'] ?? '';
      steps.push(`${node['Node Type']} ${table} ${node['Index Name'] ?? ''} ${condition}`.trim());
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  for (const statement of rows[0]?.['QUERY PLAN'] ?? []) visit(statement.Plan);
  return steps;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * A step that reads every row of a growing table, every row of the company, or every row of the
 * company up to a date: a scan, a search by the company alone (except in the index of unvalued
 * transactions or of payments holding money on account, which hold only those), or a range of the
 * company's dates that ends at the report's date.
 */
function readsTheBooks(step: string): boolean {
  if (/^(SCAN|Seq Scan) /.test(step)) return true;
  if (/journal_transactions_unvalued|_holding_on_account/.test(step)) return false;
  if (/\(company_id=\?\)$/.test(step)) return true;
  if (/ AND \w*date\w*<\?\)$/.test(step)) return true;
  if (/^(Index|Index Only|Bitmap Index|Bitmap Heap) Scan /.test(step)) {
    return !/(= ANY|\bid = |_id = |date > |> )/.test(step) || /date <= /.test(step);
  }
  return false;
}
