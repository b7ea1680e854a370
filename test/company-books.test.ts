import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createCompany } from '../src/companies/company-service.js';
import { COMPANY_TABLES, isTimestamped } from '../src/db/company-tables.js';
import { type Database, isPostgres, openDatabase } from '../src/db/database.js';
import { drawIds } from '../src/db/ids.js';
import {
  type Account,
  type Bill,
  createBank,
  createClient,
  createSupplier,
  type Invoice,
  type TrialBalance,
} from './books.js';
import { CLI_TIMEOUT_MS, failed, printed, spawnCli } from './cli.js';
import { type Api, apiClient, createTenant, type Tenant, testConfig } from './helpers.js';
import { ok } from './problem.js';
import { sleep, within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

const SLOW_TEST_MS = 120_000;

interface Store {
  db: Database;
  app: FastifyInstance;
  api: Api;
}

async function openStore(databaseUrl: string, tenant?: Tenant): Promise<Store & { tenant: Tenant }> {
  const config = testConfig({ databaseUrl });
  const db = await openDatabase(config);
  const app = await buildApp(config, db);
  await app.ready();
  const owner = tenant ?? (await createTenant(db));
  return { db, app, api: apiClient(app, owner), tenant: owner };
}

interface BooksDocument {
  format: string;
  version: number;
  schema: string;
  company: Record<string, unknown> & { id: string };
  users: (Record<string, unknown> & { id: string; username: string; api_keys: Record<string, unknown>[] })[];
  tables: Record<string, (Record<string, unknown> & { id?: string })[]>;
}

const IDEMPOTENCY_KEY = 'books-move-1';

/** A record's timestamp: UTC with milliseconds. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The schema of the documents made before records carried their timestamps, which an import still reads. */
const SCHEMA_BEFORE_TIMESTAMPS = '2026-11-23-14-allocations-by-document';
const IDEMPOTENT_BODY = { name: 'Idempotent Supplies Ltd' };

/** POST /suppliers with the Idempotency-Key, as a client retrying a create sends it. */
const idempotentCreate = (store: Store, tenant: Tenant) =>
  store.app.inject({
    method: 'POST',
    url: '/api/v1/suppliers',
    headers: { authorization: tenant.authorization, 'idempotency-key': IDEMPOTENCY_KEY },
    payload: IDEMPOTENT_BODY,
  });

let folder: string;
let sourceUrl: string;
let source: Store & { tenant: Tenant };
let targetDatabase: TestDatabase;
let target: Store;
let document: string;
let imported: unknown;
let firstIdempotentAnswer: LightMyRequestResponse;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'company-books-'));
  sourceUrl = join(folder, 'source.sqlite');
  source = await openStore(sourceUrl);
  await bookEverything(source.api);
  firstIdempotentAnswer = await idempotentCreate(source, source.tenant);
  expect(firstIdempotentAnswer.statusCode, firstIdempotentAnswer.body).toBe(200);

  document = printed(await spawnCli(sourceUrl, ['company', 'export', '--id', String(source.tenant.companyId)]));
  targetDatabase = await createTestDatabase();
  imported = JSON.parse(printed(await spawnCli(targetDatabase.url, ['company', 'import'], { input: document })));
  target = await openStore(targetDatabase.url, source.tenant);
}, SLOW_TEST_MS);

afterAll(async () => {
  await source?.app.close();
  await source?.db.destroy();
  await target?.app.close();
  await target?.db.destroy();
  await targetDatabase?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * Books with a record of every kind: parties, an employee, a line item, a sales tax, exchange rates
 * and an account of the company's own, bank accounts in two currencies, posted, draft, deleted and written-off invoices, bills,
 * credit notes (one allocated and refunded), a supplier's credit refunded, payments (one across currencies, one paid by an employee), transfers both ways, manual entries.
 */
async function bookEverything(api: Api): Promise<void> {
  ok(await api.put('/company', { lockDate: null, yearStart: '04-06' }));
  const employee = ok<{ id: number }>(await api.post('/employees', { name: 'Erin Ames', email: 'erin@example.com' }));
  const client = ok<{ id: number }>(
    await api.post('/clients', {
      name: 'Globex Corporation',
      email: 'accounts@globex.example',
      addressLine1: '1 Main Street',
      addressLine2: '',
      phoneNumber: '+44 20 7946 0000',
      vatNumber: 'GB123456789',
      countryCode: 'GB',
    }),
  );
  const otherClient = await createClient(api);
  const supplier = ok<{ id: number }>(
    await api.post('/suppliers', { name: 'Initech', email: 'billing@initech.example', countryCode: 'US' }),
  );
  const otherSupplier = await createSupplier(api);
  ok(await api.post('/salesTaxes', { code: 'LUXURY', name: 'Luxury rate', rate: 0.125 }));
  ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-01-02', rate: 0.7908452 }));
  ok(await api.post('/exchangeRates', { currency: 'IDR', date: '2026-01-02', rate: 0.00000005 }));
  ok(
    await api.post('/lineItems', {
      name: 'Consulting day',
      defaultDescription: 'Consulting',
      defaultQuantity: 1.5,
      defaultRate: '820.00',
      defaultSalesTaxCode: 'STANDARD',
      displayQuantity: true,
      displayRate: false,
    }),
  );
  ok(await api.post('/accounts', { code: '6350', name: 'Cloud hosting', type: 'EXPENSE', description: 'Servers' }));
  const gbp = await createBank(api);
  const usd = await createBank(api, 'USD');

  const invoice = ok<Invoice>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-02-01',
      dueDate: '2026-03-01',
      poNumber: 'PO-7',
      invoiceLines: [
        { quantity: 2, rate: '820.00', salesTaxCode: 'STANDARD', description: 'Consulting', item: 'days' },
        { quantity: 3.333, rate: '12.34', salesTaxCode: 'LUXURY' },
        { quantity: -1, rate: '50.00', vatRate: 0.05, description: 'Discount' },
      ],
    }),
  );
  const second = ok<Invoice>(
    await api.post('/invoices', {
      clientId: otherClient.id,
      currency: 'GBP',
      issueDate: '2026-02-10',
      dueDate: '2026-03-10',
      invoiceLines: [{ quantity: 1, rate: '400.00', salesTaxCode: 'REDUCED' }],
    }),
  );
  const draft = {
    clientId: client.id,
    currency: 'GBP',
    issueDate: '2026-04-01',
    dueDate: '2026-05-01',
    draft: true,
    invoiceLines: [{ quantity: 1, rate: '99.99', salesTaxCode: 'STANDARD' }],
  };
  ok(await api.post('/invoices', draft));
  // A deleted invoice leaves its number used: the imported books must not give it again.
  ok(await api.delete(`/invoices/${ok<Invoice>(await api.post('/invoices', draft)).id}`));
  // A bad debt, more than six months past its due date: its VAT reclaimed.
  const unpaid = ok<Invoice>(
    await api.post('/invoices', {
      clientId: otherClient.id,
      currency: 'GBP',
      issueDate: '2026-02-12',
      dueDate: '2026-02-12',
      invoiceLines: [{ quantity: 1, rate: '60.00', salesTaxCode: 'STANDARD' }],
    }),
  );
  ok(await api.post(`/invoices/${unpaid.id}/writeOff`, { date: '2026-09-01', note: 'Gone away' }));

  const bill = ok<Bill>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: '2026-02-05',
      dueDate: '2026-03-05',
      billLines: [
        { quantity: 1, unitPrice: '300.00', salesTaxCode: 'STANDARD', categoryCode: '6350', description: 'Hosting' },
        { quantity: 4, unitPrice: '25.00', vatRate: 0, categoryCode: '6300' },
      ],
    }),
  );
  const expenses = ok<Bill>(
    await api.post('/bills', {
      supplierId: otherSupplier.id,
      currency: 'GBP',
      issueDate: '2026-02-06',
      dueDate: '2026-02-06',
      billLines: [{ quantity: 1, unitPrice: '80.00', vatRate: 0, categoryCode: '6500' }],
    }),
  );

  ok(
    await api.post('/manualJournalEntries', {
      reason: 'Opening capital',
      date: '2026-01-01',
      manualJournalEntryLines: [
        { accountCode: gbp.ledgerAccountCode, debitAmountValue: '5000.00' },
        { accountCode: '3000', creditAmountValue: '5000.00' },
      ],
    }),
  );
  ok(
    await api.post('/manualJournalEntries', {
      reason: 'Depreciation and accruals',
      date: '2026-03-31',
      manualJournalEntryLines: [
        { accountCode: '7200', debitAmountValue: '120.00' },
        { accountCode: '1090', creditAmountValue: '100.00' },
        { accountCode: '2250', creditAmountValue: '20.00' },
      ],
    }),
  );

  const clientPayment = (body: object) => api.post('/clientPayments', { currency: 'GBP', ...body });
  ok(
    await clientPayment({
      clientId: client.id,
      bankAccountId: gbp.id,
      amount: '1000.00',
      dateReceived: '2026-03-02',
      invoiceIds: [invoice.id],
    }),
  );
  ok(
    await clientPayment({
      clientId: otherClient.id,
      bankAccountId: usd.id,
      amount: '200.00',
      exchangeRate: 1.2734,
      dateReceived: '2026-03-12',
      invoiceIds: [second.id],
    }),
  );
  const supplierPayment = (body: object) => api.post('/supplierPayments', { currency: 'GBP', ...body });
  ok(
    await supplierPayment({
      supplierId: supplier.id,
      bankAccountId: gbp.id,
      amount: '460.00',
      datePaid: '2026-03-06',
      billIds: [bill.id],
    }),
  );
  ok(
    await supplierPayment({
      supplierId: otherSupplier.id,
      employeeId: employee.id,
      amount: '80.00',
      datePaid: '2026-03-07',
      billIds: [expenses.id],
    }),
  );

  const note = ok<{ id: number }>(
    await api.post('/creditNotes', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-03-03',
      dueDate: '2026-03-03',
      invoiceId: invoice.id,
      reference: 'Returned goods',
      creditNoteLines: [{ quantity: 1, rate: '50.00', salesTaxCode: 'STANDARD', item: 'unit' }],
    }),
  );
  ok(await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '20.00' }));
  ok(
    await api.post('/clientRefunds', {
      clientId: client.id,
      creditNoteId: note.id,
      bankAccountId: gbp.id,
      currency: 'GBP',
      amount: '40.00',
      datePaid: '2026-03-20',
    }),
  );
  const supplierCredit = ok<{ id: number }>(
    await api.post('/supplierCredits', {
      supplierId: otherSupplier.id,
      currency: 'GBP',
      issueDate: '2026-02-07',
      dueDate: '2026-02-07',
      supplierCreditLines: [{ quantity: 1, unitPrice: '15.00', vatRate: 0, categoryCode: '6500' }],
    }),
  );
  ok(
    await api.post('/supplierRefunds', {
      supplierId: otherSupplier.id,
      supplierCreditId: supplierCredit.id,
      bankAccountId: gbp.id,
      currency: 'GBP',
      amount: '15.00',
      dateReceived: '2026-03-21',
    }),
  );
  // Money on account: 30.00 received before any invoice and 10.00 of it paid back; 40.00 paid to a
  // supplier before its bill, and 15.00 of it allocated to the bill.
  const prepayment = ok<{ id: number }>(
    await clientPayment({
      clientId: otherClient.id,
      bankAccountId: gbp.id,
      amount: '30.00',
      dateReceived: '2026-03-22',
      invoiceIds: [],
      onAccount: true,
    }),
  );
  ok(
    await api.post('/clientRefunds', {
      clientId: otherClient.id,
      paymentId: prepayment.id,
      bankAccountId: gbp.id,
      currency: 'GBP',
      amount: '10.00',
      datePaid: '2026-03-23',
    }),
  );
  const supplierPrepayment = ok<{ id: number }>(
    await supplierPayment({
      supplierId: supplier.id,
      bankAccountId: gbp.id,
      amount: '40.00',
      datePaid: '2026-03-22',
      billIds: [],
      onAccount: true,
    }),
  );
  const later = ok<{ id: number }>(
    await api.post('/bills', {
      supplierId: supplier.id,
      currency: 'GBP',
      issueDate: '2026-03-24',
      dueDate: '2026-04-24',
      billLines: [{ quantity: 1, unitPrice: '25.00', vatRate: 0, categoryCode: '6500' }],
    }),
  );
  ok(await api.post(`/supplierPayments/${supplierPrepayment.id}/allocations`, { billId: later.id, amount: '15.00' }));

  const transfer = (body: object) => api.post('/bankTransfers', body);
  ok(
    await transfer({
      fromBankAccountId: gbp.id,
      toBankAccountId: usd.id,
      amount: '250.00',
      exchangeRate: 1.26,
      dateTransferred: '2026-03-15',
    }),
  );
  ok(
    await transfer({
      fromBankAccountId: usd.id,
      toBankAccountId: gbp.id,
      amount: '100.00',
      exchangeRate: 0.79123,
      dateTransferred: '2026-04-01',
    }),
  );
  ok(
    await api.post('/bankRules', {
      name: 'Card fees',
      bankAccountId: gbp.id,
      direction: 'out',
      conditions: [{ field: 'amount', operator: 'lessThan', value: '20.00' }],
      action: { type: 'manualJournalEntry', accountCode: '6800', salesTaxCode: 'EXEMPT', reason: 'Card fees' },
    }),
  );
}

const LISTS = [
  '/accounts',
  '/salesTaxes',
  '/exchangeRates',
  '/employees',
  '/clients',
  '/suppliers',
  '/lineItems',
  '/bankAccounts',
  '/bankTransfers',
  '/clientPayments',
  '/supplierPayments',
  '/invoices',
  '/bills',
  '/creditNotes',
  '/supplierCredits',
  '/clientRefunds',
  '/supplierRefunds',
  '/manualJournalEntries',
  '/bankRules',
];

const TRIAL_BALANCE_DATES = ['2026-01-01', '2026-02-28', '2026-03-10', '2026-03-31', '2026-12-31'];

/** The same GET on both stores: 200, the same JSON, word for word, and the same count header. */
async function expectSameAnswer(url: string): Promise<unknown> {
  const [before, after] = await Promise.all([source.api.get(url), target.api.get(url)]);
  expect(before.statusCode, `${url}: ${before.body}`).toBe(200);
  expect(after.statusCode, `${url}: ${after.body}`).toBe(200);
  expect(after.json(), url).toEqual(before.json());
  expect(after.body, url).toBe(before.body);
  expect(after.headers['x-total-count'], url).toBe(before.headers['x-total-count']);
  return before.json();
}

const parse = (text: string) => JSON.parse(text) as BooksDocument;

/** Every row of the document, the company's and its users' included. */
/** The rows of the document, each on a line of its own; a user's API keys are on the user's line. */
const linesOf = (books: BooksDocument) => [books.company, ...books.users, ...Object.values(books.tables).flat()];
const rowsOf = (books: BooksDocument) => [...linesOf(books), ...books.users.flatMap((user) => user.api_keys)];

function largestId(books: BooksDocument): bigint {
  return rowsOf(books).reduce((largest, row) => {
    const id = row.id === undefined ? 0n : BigInt(String(row.id));
    return id > largest ? id : largest;
  }, 0n);
}

/** What an import could change: every table's rows (counted), the user names and the id counter. */
async function storeState(db: Database) {
  const counts: Record<string, string> = {};
  for (const table of ['companies', 'users', ...COMPANY_TABLES] as const) {
    const { rows } = await sql<{ count: unknown }>`select count(*) as count from ${sql.table(table)}`.execute(db);
    counts[table] = String(rows[0]?.count);
  }
  const users = await db.selectFrom('users').select(['id', 'username', 'company_id']).orderBy('id').execute();
  const counter = isPostgres(db)
    ? (await sql<{ last_value: bigint }>`select last_value from record_id_sequence`.execute(db)).rows[0]?.last_value
    : (await db.selectFrom('record_ids').select('last_id').executeTakeFirstOrThrow()).last_id;
  return { counts, users, counter };
}

/** Imports the document into the target store: it is refused, and the store is as it was. */
async function expectImportRefused(text: string): Promise<string> {
  const before = await storeState(target.db);
  const message = failed(await spawnCli(targetDatabase.url, ['company', 'import'], { input: text }));
  expect(await storeState(target.db)).toEqual(before);
  return message;
}

/** Takes out of each table's rows the columns an earlier schema did not have. */
function dropColumns(books: BooksDocument, added: Record<string, string[]>): void {
  for (const [table, columns] of Object.entries(added)) {
    for (const row of books.tables[table] ?? []) for (const column of columns) delete row[column];
  }
}

/** Imports `books` into a new store with the CLI, and runs `check` on that store as the source's tenant. */
async function inImportedStore(books: BooksDocument, check: (store: Store) => Promise<void>): Promise<void> {
  const older = await createTestDatabase();
  try {
    printed(await spawnCli(older.url, ['company', 'import'], { input: JSON.stringify(books) }));
    const store = await openStore(older.url, source.tenant);
    try {
      await check(store);
    } finally {
      await store.app.close();
      await store.db.destroy();
    }
  } finally {
    await older.drop();
  }
}

describe('company export and import', () => {
  it('writes one document of the books, one row per line, and imports every row of it', () => {
    const books = parse(document);
    expect(books).toMatchObject({ format: 'accounting-books', version: 1, schema: expect.any(String) });
    expect(Object.keys(books)).toEqual(['format', 'version', 'schema', 'company', 'users', 'tables']);
    expect(Object.keys(books.tables)).toEqual([...COMPANY_TABLES]);
    expect(books.company.id).toBe(String(source.tenant.companyId));
    expect(books.users.map((user) => user.username)).toEqual([source.tenant.username]);
    for (const table of ['invoices', 'bills', 'postings', 'client_payments', 'supplier_payments', 'idempotency_keys']) {
      expect(books.tables[table]?.length, table).toBeGreaterThan(0);
    }
    const rowLines = document.split('\n').filter((line) => line.startsWith('{"'));
    expect(books.users[0]?.api_keys).toEqual([
      expect.objectContaining({ name: 'default', key_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    expect(document).not.toContain(source.tenant.apiKey);
    expect(rowLines.length).toBe(linesOf(books).length); // the header line, and a line for every user and record
    for (const line of rowLines.slice(1)) expect(JSON.parse(line.replace(/,$/, ''))).toEqual(expect.any(Object));
    expect(imported).toEqual({
      company: {
        id: Number(source.tenant.companyId),
        name: books.company.name,
        currency: 'GBP',
        lockDate: null,
        yearStart: '04-06',
        locale: 'en-GB',
        createdAt: books.company.created_at,
        updatedAt: books.company.updated_at,
      },
      records: rowsOf(books).length,
    });
    for (const row of [books.company, ...(books.tables.invoices ?? []), ...(books.tables.accounts ?? [])]) {
      expect(row).toMatchObject({ created_at: expect.stringMatching(ISO_TIME), updated_at: expect.any(String) });
    }
  });

  it('answers every list, every record, the company, the trial balance and every ledger alike', async () => {
    await expectSameAnswer('/company');
    for (const list of LISTS) {
      const records = (await expectSameAnswer(list)) as { id: number }[];
      expect(records.length, list).toBeGreaterThan(0);
      await expectSameAnswer(`${list}?limit=2&offset=1`);
      for (const record of records) await expectSameAnswer(`${list}/${record.id}`);
    }
    for (const date of TRIAL_BALANCE_DATES) await expectSameAnswer(`/reports/trialBalance?date=${date}`);
    const [writtenOff] = parse(document).tables.invoice_write_offs ?? [];
    expect(writtenOff).toBeDefined();
    await expectSameAnswer(`/invoices/${writtenOff?.document_id}/writeOff`);
    await expectSameAnswer('/reports/vatReturn?from=2026-07-01&to=2026-09-30');
    for (const account of (await expectSameAnswer('/accounts')) as Account[]) {
      await expectSameAnswer(`/accounts/${account.id}/ledger`);
      await expectSameAnswer(`/accounts/${account.id}/ledger?from=2026-03-01&to=2026-03-31`);
    }
  });

  it(
    'exports the imported books as the very same document',
    async () => {
      const again = printed(
        await spawnCli(targetDatabase.url, ['company', 'export', '--id', String(source.tenant.companyId)]),
      );
      expect(again).toBe(document);
    },
    SLOW_TEST_MS,
  );

  it('keeps the idempotency keys, and gives new records ids past the imported ones and the next invoice number', async () => {
    const replay = await idempotentCreate(target, source.tenant);
    expect(replay.statusCode).toBe(firstIdempotentAnswer.statusCode);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(firstIdempotentAnswer.body);

    const largest = largestId(parse(document));
    const client = await createClient(target.api);
    expect(BigInt(client.id)).toBeGreaterThan(largest);
    const invoice = ok<Invoice>(
      await target.api.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-05-01',
        dueDate: '2026-05-31',
        invoiceLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'STANDARD' }],
      }),
    );
    expect(BigInt(invoice.id)).toBeGreaterThan(largest);
    expect(invoice.invoiceNumber).toBe('INV-000006');
  });

  it(
    'refuses the same document again, naming the company, and writes nothing',
    async () => {
      const message = await expectImportRefused(document);
      expect(message).toBe(
        `The document cannot be imported: company ${source.tenant.companyId} is already in this store`,
      );
    },
    SLOW_TEST_MS,
  );

  it(
    "refuses whole a document whose record ids another company's records hold, and writes nothing",
    async () => {
      const books = parse(document);
      books.company.id = String(largestId(books) + 1_000_000n);
      for (const row of Object.values(books.tables).flat()) row.company_id = books.company.id;
      for (const user of books.users) {
        user.company_id = books.company.id;
        user.username = `${user.username}-copy`;
      }
      const user = books.users[0];
      expect(await expectImportRefused(JSON.stringify(books))).toBe(
        `The document cannot be imported: record id ${user?.id} is already used in users`,
      );

      books.users = [];
      const firstAccount = books.tables.accounts
        ?.map((row) => BigInt(String(row.id)))
        .sort((a, b) => (a < b ? -1 : 1))[0];
      expect(await expectImportRefused(JSON.stringify(books))).toBe(
        `The document cannot be imported: record id ${firstAccount} is already used in accounts`,
      );
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a document of another schema, version or format, and a malformed one, and writes nothing',
    async () => {
      const books = parse(document);
      const schema = books.schema;
      books.schema = '2020-01-01-01-older';
      expect(await expectImportRefused(JSON.stringify(books))).toBe(
        `The document was made with schema 2020-01-01-01-older; this store has schema ${schema}`,
      );
      books.schema = schema;
      books.version = 2;
      expect(await expectImportRefused(JSON.stringify(books))).toMatch(/version 2 .*reads version 1/);
      expect(await expectImportRefused(JSON.stringify({ hello: 'world' }))).toBe(
        'The input is not an accounting-books document',
      );
      expect(await expectImportRefused('this is not JSON')).toMatch(
        /^The document cannot be read: it is not valid JSON/,
      );

      // Cut in the middle of its records, after the company and its users were written: all undone.
      books.version = 1;
      books.company.id = String(largestId(books) + 2_000_000n);
      for (const row of Object.values(books.tables).flat()) row.company_id = books.company.id;
      books.users = [];
      const whole = JSON.stringify(books, null, 1);
      const cut = whole.slice(0, whole.indexOf('"postings"'));
      expect(await expectImportRefused(cut)).toMatch(
        /^The document cannot be read: it (is not valid JSON|ends before it is complete)/,
      );
    },
    SLOW_TEST_MS,
  );

  it(
    'imports a document made before records had timestamps: each record takes the time of the import',
    async () => {
      const books = parse(document);
      books.schema = SCHEMA_BEFORE_TIMESTAMPS;
      delete books.company.updated_at;
      for (const [table, rows] of Object.entries(books.tables)) {
        for (const row of isTimestamped(table) ? rows : []) {
          delete row.created_at;
          delete row.updated_at;
        }
      }
      const older = await createTestDatabase();
      try {
        const before = new Date().toISOString();
        const answer = JSON.parse(
          printed(await spawnCli(older.url, ['company', 'import'], { input: JSON.stringify(books) })),
        );
        const after = new Date().toISOString();
        const duringImport = (time: string) => ISO_TIME.test(time) && time >= before && time <= after;
        const { updatedAt, ...company } = answer.company;
        const { updatedAt: _exported, ...exported } = (imported as { company: { updatedAt: string } }).company;
        expect(company).toEqual(exported);
        expect(duringImport(updatedAt), updatedAt).toBe(true);
        const store = await openStore(older.url, source.tenant);
        try {
          for (const list of LISTS) {
            for (const record of ok<{ createdAt: string; updatedAt: string }[]>(await store.api.get(list))) {
              expect(duringImport(record.createdAt), `${list}: ${record.createdAt}`).toBe(true);
              expect(record.updatedAt, list).toBe(record.createdAt);
            }
          }
        } finally {
          await store.app.close();
          await store.db.destroy();
        }
      } finally {
        await older.drop();
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'imports a document made before base-currency values: they are given from the rates the books hold, as the books had them',
    async () => {
      const books = parse(document);
      books.schema = '2026-11-23-17-exchange-rates';
      dropColumns(books, {
        postings: ['base_amount'],
        journal_transactions: ['valued'],
        invoices: ['exchange_rate'],
        bills: ['exchange_rate'],
        manual_journal_entries: ['currency', 'exchange_rate'],
        client_payment_allocations: ['base_amount'],
        supplier_payment_allocations: ['base_amount'],
      });
      // Exchange differences were not posted then: a posting without an amount is one.
      const accounts = books.tables.accounts ?? [];
      books.tables.accounts = accounts.filter((row) => !String(row.system_role).endsWith('CURRENCY_GAINS'));
      expect(books.tables.accounts.length).toBe(accounts.length - 2);
      const postings = books.tables.postings ?? [];
      books.tables.postings = postings.filter((row) => row.amount !== '0');
      expect(books.tables.postings.length).toBeLessThan(postings.length);
      await inImportedStore(books, async (store) => {
        // The accounts of exchange differences are new: the same figures, under new ids.
        type Report = { lines: { accountId?: number }[] };
        const figures = ({ lines, ...report }: Report) => ({
          ...report,
          lines: lines.map(({ accountId: _id, ...line }) => line),
        });
        for (const query of ['', '&currency=base']) {
          const report = `/reports/trialBalance?date=2026-12-31${query}`;
          const upgraded = figures(ok<Report>(await store.api.get(report)));
          expect(upgraded, report).toEqual(figures(ok<Report>(await source.api.get(report))));
        }
        const codes = ok<{ code: string }[]>(await store.api.get('/accounts')).map((account) => account.code);
        expect(codes).toEqual(expect.arrayContaining(['7810', '7820']));
      });
    },
    SLOW_TEST_MS,
  );

  it(
    'imports a document made before documents kept what is allocated to them: each takes it from its settlements',
    async () => {
      const books = parse(document);
      books.schema = '2026-11-24-22-all-time-balances';
      const allocated = ['allocated_amount'];
      dropColumns(books, {
        invoices: allocated,
        bills: allocated,
        credit_notes: allocated,
        supplier_credits: allocated,
      });
      const paid = (books.tables.client_payment_allocations ?? []).map((row) => Number(row.document_id));
      expect(paid.length).toBeGreaterThan(0);
      await inImportedStore(books, async (store) => {
        for (const list of ['/invoices', '/bills']) {
          type Outstanding = { id: number; outstandingAmount: string };
          const outstanding = (records: Outstanding[]) =>
            records.map(({ id, outstandingAmount }) => ({ id, outstandingAmount }));
          const before = outstanding(ok<Outstanding[]>(await source.api.get(list)));
          expect(outstanding(ok<Outstanding[]>(await store.api.get(list))), list).toEqual(before);
        }
        const invoice = ok<{ totalAmount: string; outstandingAmount: string }>(
          await store.api.get(`/invoices/${paid[0]}`),
        );
        expect(invoice.outstandingAmount).not.toBe(invoice.totalAmount);
      });
    },
    SLOW_TEST_MS,
  );

  it.each(['2026-11-28-25-bad-debts', '2026-11-28-26-immediate-references'])(
    'imports a document of schema %s, made before payments kept what was taken of their money on account: each takes it from its allocations and refunds',
    async (schema) => {
      const books = parse(document);
      books.schema = schema;
      const taken = ['on_account_allocated_amount'];
      dropColumns(books, { client_payments: taken, supplier_payments: taken });
      await inImportedStore(books, async (store) => {
        // 30.00 kept and 10.00 refunded leaves 20.00; 40.00 kept and 15.00 allocated leaves 25.00.
        for (const [list, unallocated] of [
          ['/clientPayments', '20.00'],
          ['/supplierPayments', '25.00'],
        ] as const) {
          type Held = { id: number; unallocatedAmount?: string };
          const held = (records: Held[]) => records.map(({ id, unallocatedAmount }) => ({ id, unallocatedAmount }));
          const before = held(ok<Held[]>(await source.api.get(list)));
          expect(before.map((payment) => payment.unallocatedAmount)).toContain(unallocated);
          expect(held(ok<Held[]>(await store.api.get(list))), list).toEqual(before);
        }
      });
    },
    SLOW_TEST_MS,
  );

  it(
    'imports a document that lists a reversal hundreds of transactions before the one it cancels, keeping the reference',
    async () => {
      const tenant = await createTenant(source.db);
      const api = apiClient(source.app, tenant);
      const client = await createClient(api);
      const invoice = {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-05-01',
        dueDate: '2026-05-31',
        invoiceLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'ZERO' }],
      };
      // Deleted once posted: its transaction is cancelled by a reversal. The other stands.
      ok(await api.delete(`/invoices/${ok<Invoice>(await api.post('/invoices', invoice)).id}`));
      ok(await api.post('/invoices', invoice));
      const books = parse(printed(await spawnCli(sourceUrl, ['company', 'export', '--id', String(tenant.companyId)])));
      const transactions = books.tables.journal_transactions ?? [];
      const reversals = transactions.filter((row) => row.reverses_id !== null);
      const others = transactions.filter((row) => row.reverses_id === null);
      expect(reversals).toHaveLength(1);
      // More rows between the reversal and what it cancels than the import writes in one statement
      // (500): transactions with no postings, which move no figure.
      const next = largestId(books) + 1n;
      const empty = Array.from({ length: 600 }, (_, index) => ({ ...others[0], id: String(next + BigInt(index)) }));
      books.tables.journal_transactions = [...reversals, ...empty, ...others];
      await inImportedStore(books, async (store) => {
        const kept = await store.db
          .selectFrom('journal_transactions')
          .select(['id', 'reverses_id'])
          .where('company_id', '=', tenant.companyId)
          .where('reverses_id', 'is not', null)
          .execute();
        expect(kept).toEqual(
          reversals.map((row) => ({ id: BigInt(String(row.id)), reverses_id: BigInt(String(row.reverses_id)) })),
        );
        // The invoice that stands: 10.00 owed by the client, 10.00 of sales.
        const report = '/reports/trialBalance?date=2026-12-31';
        const balances = ok<TrialBalance>(await apiClient(store.app, tenant).get(report));
        expect(balances.lines.map((line) => [line.code, line.debit, line.credit])).toEqual([
          ['1200', '10.00', '0.00'],
          ['4000', '0.00', '10.00'],
        ]);
      });
    },
    SLOW_TEST_MS,
  );

  it(
    'imports a document made before sales taxes had VAT treatments: they take them, and the codes added with them, as the migration gives them',
    async () => {
      const books = parse(document);
      books.schema = '2026-11-28-23-allocated-amounts';
      const added = ['OUTSIDE', 'RC20', 'DRC20', 'DRC5'];
      const taxes = books.tables.sales_taxes ?? [];
      books.tables.sales_taxes = taxes.filter((row) => !added.includes(String(row.code)));
      expect(books.tables.sales_taxes.length).toBe(taxes.length - added.length);
      dropColumns(books, { sales_taxes: ['treatment'] });
      await inImportedStore(books, async (store) => {
        type Tax = { code: string; name: string; rate: number; treatment: string };
        const read = async (api: Api) => {
          const response = await api.get('/salesTaxes');
          const list = ok<Tax[]>(response).map(({ code, name, rate, treatment }) => ({ code, name, rate, treatment }));
          return { count: response.headers['x-total-count'], taxes: list.sort((a, b) => a.code.localeCompare(b.code)) };
        };
        const imported = await read(store.api);
        expect(imported).toEqual(await read(source.api));
        expect(imported.taxes).toContainEqual({ code: 'ZERO', name: 'Zero rate', rate: 0, treatment: 'zeroRated' });
      });
    },
    SLOW_TEST_MS,
  );

  it(
    'imports a document made before write-offs: the company gains the account of bad debts, and may write off',
    async () => {
      const books = parse(document);
      books.schema = '2026-11-28-23-allocated-amounts';
      const [writtenOff] = books.tables.invoice_write_offs ?? [];
      delete books.tables.invoice_write_offs;
      const transactions = books.tables.journal_transactions ?? [];
      const writeOffs = new Set(
        transactions.filter((row) => row.source_type === 'INVOICE_WRITE_OFF').map((row) => row.id),
      );
      expect(writeOffs.size).toBe(1);
      books.tables.journal_transactions = transactions.filter((row) => !writeOffs.has(row.id));
      books.tables.postings = (books.tables.postings ?? []).filter((row) => !writeOffs.has(String(row.transaction_id)));
      books.tables.accounts = (books.tables.accounts ?? []).filter((row) => row.system_role !== 'BAD_DEBTS');
      await inImportedStore(books, async (store) => {
        const accounts = ok<{ code: string; systemRole?: string }[]>(await store.api.get('/accounts'));
        expect(accounts.filter((account) => account.systemRole === 'BAD_DEBTS')).toMatchObject([{ code: '7300' }]);
        // Not written off in those books: its 60.00 + 12.00 VAT is outstanding, until it is written off here.
        const invoice = `/invoices/${writtenOff?.document_id}`;
        expect(ok<Invoice>(await store.api.get(invoice)).outstandingAmount).toBe('72.00');
        const made = ok<{ amount: string; vatReclaimed: string }>(
          await store.api.post(`${invoice}/writeOff`, { date: '2026-09-01' }),
        );
        expect(made).toMatchObject({ amount: '72.00', vatReclaimed: '12.00' });
      });
    },
    SLOW_TEST_MS,
  );

  it.runIf(testStore === 'postgres')(
    'waits for a write that drew one of its ids before the counter moved, and is refused once it commits',
    async () => {
      const books = parse(document);
      const clashing = largestId(books);
      const other = await createTestDatabase();
      const store = await openDatabase(testConfig({ databaseUrl: other.url }));
      try {
        // Another company, with ids far above the document's; then the next id drawn is one of the document's.
        await sql`select setval('record_id_sequence', ${clashing + 1_000_000n})`.execute(store);
        const company = await createCompany(store, { name: 'Beside Ltd', currency: 'GBP' });
        await sql`select setval('record_id_sequence', ${clashing - 1n})`.execute(store);
        let commit: () => void = () => {};
        const drawn = new Promise<bigint>((resolveDrawn, rejectDrawn) => {
          store
            .transaction()
            .execute(async (trx) => {
              const id = (await drawIds(trx, 1))[0] as bigint;
              const made = '2026-01-01T00:00:00.000Z';
              await trx
                .insertInto('employees')
                .values({
                  company_id: company.id,
                  id,
                  name: 'In flight',
                  email: null,
                  created_at: made,
                  updated_at: made,
                })
                .execute();
              resolveDrawn(id);
              await new Promise<void>((resolve) => {
                commit = resolve;
              });
            })
            .catch(rejectDrawn);
        });
        expect(await drawn).toBe(clashing);
        const importing = spawnCli(other.url, ['company', 'import'], { input: document });
        await within(CLI_TIMEOUT_MS, 'the import to wait for the write beside it', async () => {
          for (;;) {
            const { rows } = await sql<{ waiting: bigint }>`select count(*) as waiting from pg_stat_activity
              where datname = current_database() and state <> 'idle' and query like '%pg_backend_pid%'
                and pid <> pg_backend_pid()`.execute(store);
            if ((rows[0]?.waiting ?? 0n) > 0n) return;
            await sleep(20);
          }
        });
        commit();
        expect(failed(await importing)).toBe(
          `The document cannot be imported: record id ${clashing} is already used in employees`,
        );
        const { rows } = await sql<{ count: bigint }>`select count(*) as count from companies`.execute(store);
        expect(rows[0]?.count).toBe(1n);
      } finally {
        await store.destroy();
        await other.drop();
      }
    },
    SLOW_TEST_MS,
  );

  it('refuses to export a company that does not exist, writing nothing on stdout', async () => {
    const missing = String(largestId(parse(document)) + 3_000_000n);
    expect(failed(await spawnCli(sourceUrl, ['company', 'export', '--id', missing]))).toBe(
      `Company ${missing} was not found`,
    );
  });
});
