import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { createBank, createClient, createSupplier } from './books.js';
import { type Api, apiClient, createTenant, recordedApp } from './helpers.js';
import { expectReadsThrough, planNodes, sqlitePlan, sqlitePlanSteps, tableReads } from './plans.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/*
 * The filtered lists of payments, refunds, clients and suppliers read through an index of the
 * filter on both stores: on SQLite without statistics, by the shape of each query and the indexes
 * it has; on PostgreSQL by its statistics of books far larger than the few records a filter finds.
 */

interface Created {
  id: number;
}

const DOCUMENT = { currency: 'GBP', issueDate: '2026-01-10', dueDate: '2026-02-10' };

/** A company's client and supplier, each with a document paid, a credit refunded and a payment on account refunded. */
async function books(api: Api) {
  const client = await createClient(api);
  const supplier = await createSupplier(api);
  const bank = await createBank(api);
  const line = { quantity: 1, rate: '100.00', vatRate: 0 };
  const billLine = { quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '6300' };
  const invoice = ok<Created>(await api.post('/invoices', { ...DOCUMENT, clientId: client.id, invoiceLines: [line] }));
  const bill = ok<Created>(await api.post('/bills', { ...DOCUMENT, supplierId: supplier.id, billLines: [billLine] }));
  const note = ok<Created>(
    await api.post('/creditNotes', { ...DOCUMENT, clientId: client.id, creditNoteLines: [line] }),
  );
  const credit = ok<Created>(
    await api.post('/supplierCredits', { ...DOCUMENT, supplierId: supplier.id, supplierCreditLines: [billLine] }),
  );
  const money = { bankAccountId: bank.id, currency: 'GBP', amount: '10.00' };
  const clientPaid = { ...money, clientId: client.id, dateReceived: '2026-01-20' };
  const supplierPaid = { ...money, supplierId: supplier.id, datePaid: '2026-01-20' };
  ok(await api.post('/clientPayments', { ...clientPaid, invoiceIds: [invoice.id] }));
  ok(await api.post('/supplierPayments', { ...supplierPaid, billIds: [bill.id] }));
  const clientOnAccount = ok<Created>(
    await api.post('/clientPayments', { ...clientPaid, invoiceIds: [], onAccount: true }),
  );
  const supplierOnAccount = ok<Created>(
    await api.post('/supplierPayments', { ...supplierPaid, billIds: [], onAccount: true }),
  );
  const clientRefund = { ...money, amount: '1.00', clientId: client.id, datePaid: '2026-01-25' };
  const supplierRefund = { ...money, amount: '1.00', supplierId: supplier.id, dateReceived: '2026-01-25' };
  ok(await api.post('/clientRefunds', { ...clientRefund, creditNoteId: note.id }));
  ok(await api.post('/clientRefunds', { ...clientRefund, paymentId: clientOnAccount.id }));
  ok(await api.post('/supplierRefunds', { ...supplierRefund, supplierCreditId: credit.id }));
  ok(await api.post('/supplierRefunds', { ...supplierRefund, paymentId: supplierOnAccount.id }));
  return { client, supplier, bank, invoice, bill, note, credit, clientOnAccount, supplierOnAccount };
}

type Books = Awaited<ReturnType<typeof books>>;

const DATES = 'dateFrom=2026-01-01&dateTo=2026-01-31';
const CHANGED = 'updatedSince=2026-01-01T00:00:00Z';

/** Each filter of each list: its path, its name, its query, and the index that must answer it. */
const FILTERS: [string, string, (of: Books) => string, string][] = [
  ['/clientPayments', 'client', (of) => `clientId=${of.client.id}`, 'client_payments_by_party'],
  ['/clientPayments', 'bank account', (of) => `bankAccountId=${of.bank.id}`, 'client_payments_by_bank_account'],
  ['/clientPayments', 'invoice', (of) => `invoiceId=${of.invoice.id}`, 'client_payment_allocations_document'],
  ['/clientPayments', 'date', () => DATES, 'client_payments_by_date'],
  ['/clientPayments', 'last change', () => CHANGED, 'client_payments_by_updated_at'],
  ['/supplierPayments', 'supplier', (of) => `supplierId=${of.supplier.id}`, 'supplier_payments_by_party'],
  ['/supplierPayments', 'bank account', (of) => `bankAccountId=${of.bank.id}`, 'supplier_payments_by_bank_account'],
  ['/supplierPayments', 'bill', (of) => `billId=${of.bill.id}`, 'supplier_payment_allocations_document'],
  ['/supplierPayments', 'date', () => DATES, 'supplier_payments_by_date'],
  ['/supplierPayments', 'last change', () => CHANGED, 'supplier_payments_by_updated_at'],
  ['/clientRefunds', 'client', (of) => `clientId=${of.client.id}`, 'client_refunds_by_party'],
  ['/clientRefunds', 'bank account', (of) => `bankAccountId=${of.bank.id}`, 'client_refunds_by_bank_account'],
  ['/clientRefunds', 'credit note', (of) => `creditNoteId=${of.note.id}`, 'client_refunds_by_credit_id'],
  ['/clientRefunds', 'payment', (of) => `paymentId=${of.clientOnAccount.id}`, 'client_refunds_by_payment_id'],
  ['/clientRefunds', 'date', () => DATES, 'client_refunds_by_date'],
  ['/clientRefunds', 'last change', () => CHANGED, 'client_refunds_by_updated_at'],
  ['/supplierRefunds', 'supplier', (of) => `supplierId=${of.supplier.id}`, 'supplier_refunds_by_party'],
  ['/supplierRefunds', 'bank account', (of) => `bankAccountId=${of.bank.id}`, 'supplier_refunds_by_bank_account'],
  ['/supplierRefunds', 'credit', (of) => `supplierCreditId=${of.credit.id}`, 'supplier_refunds_by_credit_id'],
  ['/supplierRefunds', 'payment', (of) => `paymentId=${of.supplierOnAccount.id}`, 'supplier_refunds_by_payment_id'],
  ['/supplierRefunds', 'date', () => DATES, 'supplier_refunds_by_date'],
  ['/supplierRefunds', 'last change', () => CHANGED, 'supplier_refunds_by_updated_at'],
  ['/clients', 'last change', () => CHANGED, 'clients_by_updated_at'],
  ['/suppliers', 'last change', () => CHANGED, 'suppliers_by_updated_at'],
  ['/clients', 'search and last change', () => `q=a&${CHANGED}`, 'clients_by_updated_at'],
];

/** Whether a filter is a range, whose records its index finds out of id order, to be sorted. */
const isRange = (name: string) => /date|last change/.test(name);

/** Each list of payments and refunds that sorts: its table, and the date it is sorted by. */
const SORTED_LISTS: [string, string, string][] = [
  ['/clientPayments', 'client_payments', 'dateReceived'],
  ['/supplierPayments', 'supplier_payments', 'datePaid'],
  ['/clientRefunds', 'client_refunds', 'datePaid'],
  ['/supplierRefunds', 'supplier_refunds', 'dateReceived'],
];

/** Each sort of a list of `table` dated by `date`, and the index that reads it: by id, the primary key. */
const sortsOf = (table: string, date: string, primaryKey: string): [string, string][] => [
  [date, `${table}_by_date`],
  [`-${date}`, `${table}_by_date`],
  ['amount', `${table}_by_amount`],
  ['-amount', `${table}_by_amount`],
  ['-id', primaryKey],
];

/**
 * A SQLite plan line that reads more than the filter lets through: a scan of a table, or an index
 * searched by the company alone (every record of the company), or, for an equality, a sort.
 */
const readsTooWide = (line: string, range: boolean) =>
  /^SCAN (?!CONSTANT ROW$)/.test(line) ||
  /USING (COVERING )?INDEX \w+ \(company_id=\?( AND id>\?)?\)$/.test(line) ||
  (!range && line === 'USE TEMP B-TREE FOR ORDER BY');

describe.runIf(testStore === 'sqlite')('filtered lists of payments, refunds and parties on SQLite', () => {
  let close: () => Promise<void>;
  let db: Database;
  let queries: string[];
  let api: Api;
  let of: Books;

  beforeAll(async () => {
    const recorded = await recordedApp();
    close = recorded.close;
    db = recorded.opened.db;
    queries = recorded.recording.queries;
    api = apiClient(recorded.app, await createTenant(db));
    of = await books(api);
  });
  afterAll(() => close());

  /** Every line of the plans of the queries that `path?query` sends for a page, a page after a cursor and a whole list. */
  async function plansOf(path: string, query: string) {
    queries.length = 0;
    ok(await api.get(`${path}?${query}&limit=50`));
    ok(await api.get(`${path}?${query}&limit=50&after=1`));
    ok(await api.get(`${path}?${query}`));
    const plans: { query: string; lines: string[] }[] = [];
    for (const sent of [...queries]) plans.push({ query: sent, lines: await sqlitePlan(db, sent) });
    return plans;
  }

  it.each(FILTERS)('GET %s filtered by %s reads through the index of the filter', async (path, name, query, index) => {
    const plans = await plansOf(path, query(of));
    const wide = plans.flatMap(({ query: sent, lines }) =>
      lines.filter((line) => readsTooWide(line, isRange(name))).map((line) => `${line}\n    in: ${sent}`),
    );
    expect(wide).toEqual([]);
    const filtered = plans.filter(({ query: sent }) => / as "record"/.test(sent));
    // The page, the page after a cursor, the whole list, and the count of each.
    expect(filtered.length).toBeGreaterThanOrEqual(3);
    for (const { lines } of filtered) {
      expect(lines.join('\n')).toMatch(new RegExp(`USING (COVERING )?INDEX ${index} \\(`));
    }
  });

  /** The id of the first record of a list, the cursor of the pages after it. */
  const firstOf = async (path: string) => (ok<Created[]>(await api.get(`${path}?limit=1`))[0] as Created).id;

  /** The plan of each query that `path?query` sends to read its records (as `record`), step by step. */
  async function recordReads(path: string, query: string) {
    queries.length = 0;
    ok(await api.get(`${path}?${query}`));
    const reads = queries.filter((sent) => / as "record"/.test(sent));
    return Promise.all(reads.map(async (sent) => ({ sent, steps: await sqlitePlanSteps(db, sent) })));
  }

  /**
   * A step that reads more than a sorted page: a scan of a table, or a sort of rows found, but the
   * sort of the page's own rows once they are found by id (a step of the outer query).
   */
  const readsMoreThanThePage = ({ detail, parent }: { detail: string; parent: number }) =>
    /^SCAN (?!CONSTANT ROW$)/.test(detail) || (detail === 'USE TEMP B-TREE FOR ORDER BY' && parent !== 0);

  // A sorted page finds its records in the order of the index of its sort, the page after a
  // record sought there by the key and the id, and sorts only the page's rows; so does each batch
  // of the whole list.
  it.each(
    SORTED_LISTS.flatMap(([path, table, date]) =>
      sortsOf(table, date, `sqlite_autoindex_${table}_1`).map(([sort, index]) => [path, sort, index]),
    ),
  )(
    'GET %s sorted by %s reads through the index of the sort, first, after a cursor and whole',
    async (path, sort, index) => {
      const after = await firstOf(path);
      for (const query of [`sort=${sort}&limit=50`, `sort=${sort}&limit=50&after=${after}`, `sort=${sort}`]) {
        const reads = await recordReads(path, query);
        expect(reads.length, query).toBeGreaterThanOrEqual(1);
        for (const { sent, steps } of reads) {
          expect(steps.filter(readsMoreThanThePage), sent).toEqual([]);
          const bySort = steps.filter(({ detail }) =>
            new RegExp(`^SEARCH record USING (COVERING )?INDEX ${index} \\(company_id=\\?`).test(detail),
          );
          expect(bySort, sent).toHaveLength(1);
          // After a cursor, the index is sought at the cursor's key, not read from the company's first record.
          if (query.includes('after')) expect(bySort[0]?.detail, sent).toMatch(/ AND /);
        }
      }
    },
  );

  // Filtered, the filter's index finds the records, which the sort orders: never every record of the company.
  it.each(
    FILTERS.flatMap(([path, name, query, index]) =>
      SORTED_LISTS.filter(([listed]) => listed === path).flatMap(([, table, date]) =>
        sortsOf(table, date, '').map(([sort]): [string, string, string, (of: Books) => string, string] => [
          path,
          name,
          sort,
          query,
          index,
        ]),
      ),
    ),
  )(
    'GET %s filtered by %s and sorted by %s reads through the index of the filter',
    async (path, _name, sort, query, index) => {
      const after = await firstOf(path);
      for (const sorted of [
        `${query(of)}&sort=${sort}&limit=50`,
        `${query(of)}&sort=${sort}&limit=50&after=${after}`,
      ]) {
        const reads = await recordReads(path, sorted);
        // The page and its count.
        expect(reads.length, sorted).toBeGreaterThanOrEqual(2);
        for (const { sent, steps } of reads) {
          const lines = steps.map(({ detail }) => detail);
          const wide = lines.filter(
            (line) =>
              /^SCAN (?!CONSTANT ROW$)/.test(line) || /USING (COVERING )?INDEX \w+ \(company_id=\?\)$/.test(line),
          );
          expect(wide, sent).toEqual([]);
          expect(lines.join('\n'), sent).toMatch(new RegExp(`USING (COVERING )?INDEX ${index} \\(`));
        }
      }
    },
  );

  // A search cannot use a b-tree index: it reads the company's parties by the company's index, never the table.
  it.each(['/clients', '/suppliers'])('GET %s searched reads the company’s parties by its index', async (path) => {
    const plans = await plansOf(path, 'q=acme');
    const reads = plans.flatMap(({ lines }) => lines.filter((line) => / record /.test(line)));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const read of reads) expect(read).toMatch(/^SEARCH record USING INDEX sqlite_autoindex_\w+_1 \(company_id=\?/);
  });
});

/**
 * PostgreSQL chooses by its statistics: in books of 50,000 payments, refunds and clients, most of
 * one client, through one bank account, one dated a day for 137 years, each filtered page and its
 * count must read the few records the filter lets through by the filter's index, never every
 * record of the company; and a search of a small company's clients reads them by the company's index.
 */
describe.runIf(testStore === 'postgres')('filtered lists of payments, refunds and clients on PostgreSQL', () => {
  let close: () => Promise<void>;
  let db: Database;
  let sent: CompiledQuery[];
  let api: Api;
  let small: Api;
  let of: Books;
  /** The ids of a payment and a refund halfway through the copies of each. */
  let middle: Record<string, number>;

  beforeAll(async () => {
    const { opened, recording, app, ...recorded } = await recordedApp();
    sent = recording.compiled;
    db = opened.db;
    close = recorded.close;
    const tenant = await createTenant(db);
    api = apiClient(app, tenant);
    small = apiClient(app, await createTenant(db));
    ok(await small.post('/clients', { name: 'Acme Small' }));
    ok(await small.post('/clients', { name: 'Other Small' }));
    of = await books(api);
    const many = await createClient(api);
    const bank = await createBank(api);
    const line = { quantity: 1, rate: '1000000.00', vatRate: 0 };
    const issued = { currency: 'GBP', issueDate: '2011-11-01', dueDate: '2011-11-01', clientId: many.id };
    const invoice = ok<Created>(await api.post('/invoices', { ...issued, invoiceLines: [line] }));
    const note = ok<Created>(await api.post('/creditNotes', { ...issued, creditNoteLines: [line] }));
    const money = { clientId: many.id, bankAccountId: bank.id, currency: 'GBP', amount: '1.00' };
    const payment = ok<Created>(
      await api.post('/clientPayments', { ...money, dateReceived: '2011-12-01', invoiceIds: [invoice.id] }),
    );
    const refund = ok<Created>(
      await api.post('/clientRefunds', { ...money, datePaid: '2011-12-01', creditNoteId: note.id }),
    );
    const { companyId } = tenant;
    middle = { '/clientPayments': payment.id + 1_025_000, '/clientRefunds': refund.id + 3_025_000 };
    const day = sql`date '2012-01-01' + n`;
    const changed = sql`to_char(timestamp '2012-01-01' + n * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const party = sql`case when n % 500 = 0 then ${of.client.id} else client_id end`;
    const through = sql`case when n % 700 = 0 then ${of.bank.id} else bank_account_id end`;
    // Copies: every 500th of the client of `of`, every 700th through its bank account; every 500th
    // payment paid its invoice, every 500th refund paid back its credit note, every 600th its payment.
    await copies(db, 'client_payments', companyId, payment.id, 1_000_000, [
      sql`client_id = ${party}, bank_account_id = ${through}, date_received = ${day}, updated_at = ${changed}`,
    ]);
    await copies(db, 'client_payment_allocations', companyId, payment.id, 2_000_000, [
      sql`payment_id = payment_id + 1000000 + n,
        document_id = case when n % 500 = 0 then ${of.invoice.id} else document_id end`,
    ]);
    await copies(db, 'client_refunds', companyId, refund.id, 3_000_000, [
      sql`client_id = ${party}, bank_account_id = ${through}, date = ${day}, updated_at = ${changed},
        credit_id = case when n % 600 = 0 then null when n % 500 = 0 then ${of.note.id} else credit_id end,
        payment_id = case when n % 600 = 0 then cast(${of.clientOnAccount.id} as bigint) end`,
    ]);
    await copies(db, 'clients', companyId, many.id, 4_000_000, [sql`name = 'Copy ' || n, updated_at = ${changed}`]);
    await sql`analyze`.execute(db);
  }, 120_000);

  afterAll(() => close());

  it.each([
    ['/clientPayments', 'client', () => `clientId=${of.client.id}`, ['client_payments_by_party']],
    ['/clientPayments', 'bank account', () => `bankAccountId=${of.bank.id}`, ['client_payments_by_bank_account']],
    ['/clientPayments', 'invoice', () => `invoiceId=${of.invoice.id}`, ['client_payment_allocations_document']],
    ['/clientPayments', 'date', () => 'dateFrom=2100-01-01&dateTo=2100-01-31', ['client_payments_by_date']],
    ['/clientPayments', 'last change', () => 'updatedSince=2148-09-01T00:00:00Z', ['client_payments_by_updated_at']],
    ['/clientRefunds', 'client', () => `clientId=${of.client.id}`, ['client_refunds_by_party']],
    ['/clientRefunds', 'bank account', () => `bankAccountId=${of.bank.id}`, ['client_refunds_by_bank_account']],
    ['/clientRefunds', 'credit note', () => `creditNoteId=${of.note.id}`, ['client_refunds_by_credit_id']],
    ['/clientRefunds', 'payment', () => `paymentId=${of.clientOnAccount.id}`, ['client_refunds_by_payment_id']],
    ['/clientRefunds', 'date', () => 'dateFrom=2100-01-01&dateTo=2100-01-31', ['client_refunds_by_date']],
    ['/clientRefunds', 'last change', () => 'updatedSince=2148-09-01T00:00:00Z', ['client_refunds_by_updated_at']],
    ['/clients', 'last change', () => 'updatedSince=2148-09-01T00:00:00Z', ['clients_by_updated_at']],
  ])('GET a page of %s filtered by %s reads through the index of the filter', async (path, _name, query, indexes) => {
    sent.length = 0;
    ok(await api.get(`${path}?${query()}&limit=50`));
    const used = await indexesUsed(path);
    expect(used).not.toContain('Seq Scan');
    expect(
      used.some((read) => indexes.some((index) => read.endsWith(` ${index}`))),
      used.join(),
    ).toBe(true);
  });

  /** How each read of `path`'s records (as `record`) that a call sent read their table, run. */
  async function recordReads(path: string, query: string) {
    sent.length = 0;
    ok(await api.get(`${path}?${query}`));
    const reads = sent.filter((statement) => / as "record"/.test(statement.sql));
    return tableReads(db, reads, path === '/clientPayments' ? 'client_payments' : 'client_refunds');
  }

  // Of 50,000 payments (refunds) of one amount (a tie of 50,000), one a day, a page of 50 and the
  // page after the 25,000th read a few more rows than the page, by the index of the sort.
  it.each([
    ...sortsOf('client_payments', 'dateReceived', 'client_payments_pk').map(([sort, index]) => [
      '/clientPayments',
      sort,
      index,
    ]),
    ...sortsOf('client_refunds', 'datePaid', 'client_refunds_pk').map(([sort, index]) => [
      '/clientRefunds',
      sort,
      index,
    ]),
  ])(
    'GET a page of %s sorted by %s reads through the index of the sort, first and after a cursor',
    async (path, sort, index) => {
      for (const query of [`sort=${sort}&limit=50`, `sort=${sort}&limit=50&after=${middle[path]}`]) {
        const plans = await recordReads(path, query);
        expect(plans.length, query).toBeGreaterThanOrEqual(1);
        expectReadsThrough(plans, index, 300, query);
      }
    },
  );

  // A filter's index finds what it lets through, which the sort orders: a few rows, not the company's.
  it.each([
    ['/clientPayments', 'client', () => `clientId=${of.client.id}&sort=-amount`],
    ...['dateReceived', '-dateReceived', 'amount', '-amount'].map((sort): [string, string, () => string] => [
      '/clientPayments',
      `invoice, by ${sort} after a cursor`,
      () => `invoiceId=${of.invoice.id}&sort=${sort}&after=${middle['/clientPayments']}`,
    ]),
    ['/clientPayments', 'date', () => 'dateFrom=2100-01-01&dateTo=2100-01-31&sort=-amount'],
    [
      '/clientRefunds',
      'bank account, after a cursor',
      () => `bankAccountId=${of.bank.id}&sort=-datePaid&after=${middle['/clientRefunds']}`,
    ],
    ['/clientRefunds', 'credit note', () => `creditNoteId=${of.note.id}&sort=amount`],
    ['/clientRefunds', 'last change', () => 'updatedSince=2148-09-01T00:00:00Z&sort=-id'],
  ])('GET a page of %s filtered by %s and sorted reads a few rows by index', async (path, _name, query) => {
    const plans = await recordReads(path, `${query()}&limit=50`);
    // The page and its count.
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const { used, rowsRead } of plans) {
      expect(used).not.toContain('Seq Scan');
      expect(rowsRead, used.join()).toBeLessThan(1000);
    }
  });

  it("GET a small company's clients searched reads them by the company's index", async () => {
    sent.length = 0;
    expect(ok<Created[]>(await small.get('/clients?q=acme&limit=50'))).toHaveLength(1);
    const used = await indexesUsed('/clients');
    expect(used.length).toBeGreaterThan(0);
    for (const read of used) expect(read).toMatch(/ clients_pk$/);
  });

  /** How each filtered query sent (the page and its count) read the table of `path`'s records. */
  async function indexesUsed(path: string) {
    const table = { '/clientPayments': 'client_payments', '/clientRefunds': 'client_refunds' }[path] ?? 'clients';
    const reads = sent.filter((statement) => / as "record"/.test(statement.sql));
    // The page and its count.
    expect(reads.length).toBeGreaterThanOrEqual(2);
    const used: string[] = [];
    for (const read of reads) {
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${read.sql}`, [...read.parameters]),
      );
      const nodes = planNodes(rows[0]?.['QUERY PLAN']).filter((node) =>
        [table, 'client_payment_allocations'].includes(String(node['Relation Name'])),
      );
      used.push(...nodes.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()));
    }
    return used;
  }
});

/** Inserts `count` copies of the company's row `id` of `table`, numbered n, with ids from `from` and `changes` made. */
async function copies(
  db: Database,
  table: string,
  companyId: bigint,
  id: number,
  from: number,
  changes: ReturnType<typeof sql>[],
  count = 50_000,
) {
  const byId = table.endsWith('_allocations') ? sql`payment_id = ${id}` : sql`id = ${id}`;
  await db.transaction().execute(async (trx) => {
    await sql`create temp table copies on commit drop as select t.*, n from ${sql.table(table)} t
      cross join generate_series(1, ${count}) n where t.company_id = ${companyId} and t.${byId}`.execute(trx);
    await sql`update copies set id = id + ${from} + n, ${sql.join(changes)}`.execute(trx);
    await sql`alter table copies drop column n`.execute(trx);
    await sql`insert into ${sql.table(table)} select * from copies`.execute(trx);
  });
}
