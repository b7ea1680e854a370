import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { createClient, type Invoice } from './books.js';
import { type Api, apiClient, createTenant, recordedApp } from './helpers.js';
import { planNodes } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * What each store's planner makes of a search of the lists of documents: each part of it (the
 * documents' own text, their parties' names, their lines' descriptions) reads through its index of
 * trigrams, never every row of a table or of the company.
 */

let db: Database;
let api: Api;
let sent: CompiledQuery[];
let close: () => Promise<void>;

/** The reads of the documents of `table` that a search of `path` sends: the page and its count. */
async function searchReads(path: string, table: string, q: string, sort = 'id') {
  sent.length = 0;
  ok(await api.get(`${path}?q=${q}&sort=${sort}&limit=50`));
  const reads = sent.filter((statement) => statement.sql.includes(` from "${table}" as "document"`));
  expect(reads.length).toBeGreaterThanOrEqual(2);
  return reads;
}

const explained = (prefix: string, read: CompiledQuery) =>
  db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${prefix} ${read.sql}`, [...read.parameters]));

/** A new database and app recording the queries sent, and a company on it; answers the company. */
async function openRecorded() {
  const { app, recording, ...opened } = await recordedApp();
  close = opened.close;
  db = recording.db;
  sent = recording.compiled;
  const tenant = await createTenant(db);
  api = apiClient(app, tenant);
  return tenant;
}

describe.runIf(testStore === 'sqlite')('a search on SQLite', () => {
  beforeAll(() => openRecorded());
  afterAll(() => close());

  it.each([
    ['/invoices', 'invoices', ['invoices', 'clients', 'invoice_lines']],
    ['/bills', 'bills', ['suppliers', 'bill_lines']],
    ['/creditNotes', 'credit_notes', ['credit_notes', 'clients', 'credit_note_lines']],
    ['/supplierCredits', 'supplier_credits', ['supplier_credits', 'suppliers', 'supplier_credit_lines']],
  ])('of %s reads each part through its table of trigrams, whatever the sort', async (path, table, searched) => {
    const reads = await Promise.all(
      ['id', '-dueDate', 'totalAmount'].map((sort) => searchReads(path, table, 'gadget', sort)),
    );
    for (const read of reads.flat()) {
      const { rows } = await explained('explain query plan', read);
      const steps = rows.map((row) => String(row.detail));
      for (const part of searched) {
        expect(steps, read.sql).toContainEqual(expect.stringMatching(`^SCAN ${part}_search VIRTUAL TABLE INDEX 0:M`));
      }
      // Any other step finds rows by a key, or reads what the search matched, never a scan of a
      // table nor every row of the company.
      const wide = steps.filter(
        (step) =>
          (/^SCAN /.test(step) && !/^SCAN (\w+_search VIRTUAL TABLE|1-ROW VALUES CLAUSE|matched$)/.test(step)) ||
          / \(company_id=\?\)$/.test(step),
      );
      expect(wide, read.sql).toEqual([]);
    }
  });
});

/**
 * PostgreSQL chooses by its statistics: in books of 50,000 invoices, each with a line, of 50,000
 * clients, the text of one invoice's number, PO number and line is found by their indexes of
 * trigrams, and the clients' names by theirs.
 */
describe.runIf(testStore === 'postgres')('a search on PostgreSQL, with statistics', () => {
  beforeAll(async () => {
    const tenant = await openRecorded();
    const client = await createClient(api);
    const seed = ok<Invoice>(
      await api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2011-12-01',
        dueDate: '2011-12-31',
        invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
      }),
    );
    // Copies of the rows `of` picks out of the company's `table`, numbered n from 1 to `count`.
    const copies = async (
      trx: Database,
      table: string,
      of: RawBuilder<unknown>,
      count: number,
      changes: RawBuilder<unknown>,
    ) => {
      await sql`create temp table copies as select t.*, n from ${sql.table(table)} t
        cross join generate_series(1, ${count}) n where t.company_id = ${tenant.companyId} and ${of}`.execute(trx);
      await sql`update copies set ${changes}`.execute(trx);
      await sql`alter table copies drop column n`.execute(trx);
      await sql`insert into ${sql.table(table)} select * from copies`.execute(trx);
      await sql`drop table copies`.execute(trx);
    };
    await db.transaction().execute(async (trx) => {
      await copies(trx, 'clients', sql`t.id = ${client.id}`, 50000, sql`id = id + 3000000 + n, name = 'Client ' || n`);
      await copies(
        trx,
        'invoices',
        sql`t.id = ${seed.id}`,
        50000,
        sql`id = id + 1000000 + n, invoice_number = 'X' || n, po_number = 'PO' || n,
          client_id = ${client.id} + 3000000 + n,
          issue_date = date '2012-01-01' + n, due_date = date '2012-01-31' + n`,
      );
      await copies(
        trx,
        'invoice_lines',
        sql`t.document_id = ${seed.id}`,
        50000,
        sql`id = id + 2000000 + n, document_id = document_id + 1000000 + n, description = 'Item ' || n`,
      );
    });
    await sql`analyze`.execute(db);
  }, 180_000);
  afterAll(() => close());

  it('of /invoices reads each part through its index of trigrams', async () => {
    for (const read of await searchReads('/invoices', 'invoices', '12345')) {
      const { rows } = await explained('explain (format json)', read);
      const used = planNodes(rows[0]?.['QUERY PLAN']).map((node) =>
        `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim(),
      );
      for (const index of [
        'invoices_invoice_number_trigrams',
        'invoices_po_number_trigrams',
        'clients_name_trigrams',
        'invoice_lines_description_trigrams',
      ]) {
        expect(used, `${read.sql}\n${used.join('\n')}`).toContain(`Bitmap Index Scan ${index}`);
      }
      // The empty table of write-offs, which the page's rows look up, is no part of the search.
      expect(used.filter((node) => /^Seq Scan (invoices|clients|invoice_lines)$/.test(node))).toEqual([]);
    }
  });
});
