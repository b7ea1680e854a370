import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { connectDatabase, openDatabase } from '../src/db/database.js';
import { testConfig } from './helpers.js';
import { call, type RunningServer, startServer } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

let database: TestDatabase | undefined;
let servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

/** A new database migrated up to `name`, as books made by an earlier release are, with the migrator to go on. */
async function booksMadeWith(name: string) {
  const books = await createTestDatabase();
  const db = connectDatabase(testConfig({ databaseUrl: books.url })) as unknown as Kysely<
    Record<string, Record<string, unknown>>
  >;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const close = async () => {
    await db.destroy();
    await books.drop();
  };
  const { error } = await migrator.migrateTo(name);
  if (error) await close();
  expect(error).toBeUndefined();
  return { db, migrator, close };
}

/** Books made before hold ids up to `last`: the ids given from now on come after it, as they would. */
async function idsGivenUpTo(db: Kysely<Record<string, Record<string, unknown>>>, last: bigint) {
  if (testStore === 'postgres') await sql`select setval('record_id_sequence', ${last})`.execute(db);
  else await sql`update record_ids set last_id = ${last}`.execute(db);
}

/**
 * Company 1 with client 2 and bank account 4 (ledger account 3), as books of an earlier schema hold
 * them, with the columns their documents of 50.00 in pounds share.
 */
async function clientWithBank(db: Kysely<Record<string, Record<string, unknown>>>) {
  const made = '2026-01-01T00:00:00.000Z';
  const stamps = { created_at: made, updated_at: made };
  const owned = { company_id: 1n, ...stamps };
  await db
    .insertInto('companies')
    .values({ id: 1n, name: 'Books', currency: 'GBP', ...stamps })
    .execute();
  await db
    .insertInto('clients')
    .values({ ...owned, id: 2n, name: 'Client' })
    .execute();
  await db
    .insertInto('accounts')
    .values({ ...owned, id: 3n, code: '1300', name: 'Bank', type: 'ASSET' })
    .execute();
  await db
    .insertInto('bank_accounts')
    .values({ ...owned, id: 4n, name: 'Bank', currency: 'GBP', type: 'CURRENT', ledger_account_id: 3n })
    .execute();
  const document = { currency: 'GBP', issue_date: '2026-02-01', due_date: '2026-02-01', exchange_rate: null };
  const totals = { net_amount: 5000n, tax_amount: 0n, total_amount: 5000n };
  /** A refund of 10.00 of credit note 6 of client 2, into the bank account. */
  const refundOfCreditNote = (id: bigint) => ({
    ...owned,
    id,
    client_id: 2n,
    bank_account_id: 4n,
    credit_id: 6n,
    currency: 'GBP',
    amount: 1000n,
    exchange_rate: null,
    bank_amount: 1000n,
    date: '2026-02-03',
    base_amount: 1000n,
  });
  return { owned, document, totals, refundOfCreditNote };
}

describe(`migrations on ${testStore}`, () => {
  it('run once when three server processes start together on a new database, and all three serve', async () => {
    database = await createTestDatabase();
    const url = database.url;
    servers = await Promise.all([startServer(url), startServer(url), startServer(url)]);
    for (const server of servers) {
      const health = await call(server.port, 'GET', '/healthz');
      expect(health.status, health.body).toBe(200);
    }
    const db = await openDatabase(testConfig({ databaseUrl: url }));
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('bring books made before up to date: every journal transaction and posting kept, repeated bank account names told apart', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-23-10-idempotency-expiry');
    try {
      const owned = { company_id: 7n };
      await db
        .insertInto('companies')
        .values({ id: 7n, name: 'Before', currency: 'GBP', created_at: '2026-01-01T00:00:00Z' })
        .execute();
      const account = (id: bigint, code: string, name: string) => ({
        ...owned,
        id,
        code,
        name,
        type: 'ASSET',
        description: null,
        system_role: null,
      });
      await db
        .insertInto('accounts')
        .values([account(1n, '3000', 'Capital'), account(2n, '1300', 'Bank'), account(3n, '1301', 'Bank')])
        .execute();
      const bank = (id: bigint, ledger: bigint) => ({
        ...owned,
        id,
        name: 'Bank',
        currency: 'GBP',
        type: 'BANK_ACCOUNT',
        ledger_account_id: ledger,
      });
      await db
        .insertInto('bank_accounts')
        .values([bank(4n, 2n), bank(5n, 3n)])
        .execute();
      await db
        .insertInto('journal_transactions')
        .values({ ...owned, id: 6n, date: '2026-01-02', source_type: 'MANUAL_JOURNAL_ENTRY', source_id: 9n })
        .execute();
      const posting = (id: bigint, accountId: bigint, amount: bigint) => ({
        ...owned,
        id,
        transaction_id: 6n,
        account_id: accountId,
        currency: 'GBP',
        amount,
        date: '2026-01-02',
      });
      await db
        .insertInto('postings')
        .values([posting(10n, 2n, 500n), posting(11n, 1n, -500n)])
        .execute();
      await db
        .insertInto('journal_transactions')
        .values({ ...owned, id: 12n, date: '2026-01-03', source_type: 'MANUAL_JOURNAL_ENTRY', source_id: 13n })
        .execute();
      await db
        .insertInto('postings')
        .values([
          { ...posting(14n, 2n, 700n), transaction_id: 12n, currency: 'EUR', date: '2026-01-03' },
          { ...posting(15n, 1n, -700n), transaction_id: 12n, currency: 'EUR', date: '2026-01-03' },
        ])
        .execute();
      await idsGivenUpTo(db, 15n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const transactions = await db
        .selectFrom('journal_transactions')
        .select(['company_id', 'id', 'date', 'source_type', 'source_id', 'reverses_id', 'valued'])
        .orderBy('id')
        .execute();
      const entry = { ...owned, source_type: 'MANUAL_JOURNAL_ENTRY', reverses_id: null };
      // In the base currency a transaction is worth its amounts; one in another currency had no rate.
      expect(transactions).toEqual([
        { ...entry, id: 6n, date: '2026-01-02', source_id: 9n, valued: true },
        { ...entry, id: 12n, date: '2026-01-03', source_id: 13n, valued: false },
      ]);
      const postings = await db.selectFrom('postings').select(['id', 'amount', 'base_amount']).orderBy('id').execute();
      expect(postings).toEqual([
        { id: 10n, amount: 500n, base_amount: 500n },
        { id: 11n, amount: -500n, base_amount: -500n },
        { id: 14n, amount: 700n, base_amount: null },
        { id: 15n, amount: -700n, base_amount: null },
      ]);
      const balances = await db
        .selectFrom('account_balances')
        .select(['account_id', 'currency', 'amount', 'base_amount', 'valued_amount'])
        .where('kind', '=', 'Y')
        .orderBy('account_id')
        .orderBy('currency')
        .execute();
      expect(balances).toEqual([
        { account_id: 1n, currency: 'EUR', amount: -700n, base_amount: 0n, valued_amount: 0n },
        { account_id: 1n, currency: 'GBP', amount: -500n, base_amount: -500n, valued_amount: -500n },
        { account_id: 2n, currency: 'EUR', amount: 700n, base_amount: 0n, valued_amount: 0n },
        { account_id: 2n, currency: 'GBP', amount: 500n, base_amount: 500n, valued_amount: 500n },
      ]);
      const names = await db.selectFrom('bank_accounts').select(['id', 'name']).orderBy('id').execute();
      expect(names).toEqual([
        { id: 4n, name: 'Bank' },
        { id: 5n, name: 'Bank (5)' },
      ]);
      const ledgerNames = await db.selectFrom('accounts').select(['id', 'name']).orderBy('id').execute();
      expect(ledgerNames).toEqual([
        { id: 1n, name: 'Capital' },
        { id: 2n, name: 'Bank' },
        { id: 3n, name: 'Bank (5)' },
        { id: 16n, name: 'Realised currency gains and losses' },
        { id: 17n, name: 'Unrealised currency gains and losses' },
        // Ids 18 to 21 went to the sales taxes of the other VAT treatments.
        { id: 22n, name: 'Bad debts' },
      ]);
      // The postings still need their transaction: the reference survived the rebuild.
      await expect(db.deleteFrom('journal_transactions').execute()).rejects.toThrow();
    } finally {
      await close();
    }
  });

  it('give the records made before they carried timestamps the time the migration ran, and require both from then on', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-23-14-allocations-by-document');
    try {
      const made = '2026-01-01T00:00:00.000Z';
      await db.insertInto('companies').values({ id: 7n, name: 'Before', currency: 'GBP', created_at: made }).execute();
      const owned = { company_id: 7n };
      await db
        .insertInto('clients')
        .values({ ...owned, id: 1n, name: 'Client' })
        .execute();
      await db
        .insertInto('employees')
        .values({ ...owned, id: 2n, name: 'Employee' })
        .execute();
      await db
        .insertInto('sales_taxes')
        .values({ ...owned, id: 3n, code: 'STANDARD', name: 'Standard', rate_micros: 200_000n })
        .execute();
      const account = { ...owned, id: 4n, code: '4000', name: 'Sales', type: 'INCOME' };
      await db.insertInto('accounts').values(account).execute();
      await idsGivenUpTo(db, 4n);

      const before = new Date().toISOString();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const after = new Date().toISOString();
      const company = await db.selectFrom('companies').select(['created_at', 'updated_at']).executeTakeFirstOrThrow();
      expect(company.created_at).toBe(made);
      const migrated = company.updated_at as string;
      expect(migrated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(migrated >= before && migrated <= after, `${before} <= ${migrated} <= ${after}`).toBe(true);
      for (const table of ['clients', 'employees', 'sales_taxes', 'accounts']) {
        const rows = await db
          .selectFrom(table)
          .select(['id', 'created_at', 'updated_at'])
          .where('id', '<=', 4n)
          .execute();
        expect(rows, table).toEqual([{ id: expect.any(BigInt), created_at: migrated, updated_at: migrated }]);
      }
      await expect(
        db
          .insertInto('accounts')
          .values({ ...account, id: 5n, code: '4100', created_at: null, updated_at: migrated })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('accounts')
          .values({ ...account, id: 6n, code: '4200', created_at: migrated, updated_at: null })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });

  it('give every company the accounts of exchange differences, under the next free code where it uses 7810', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-23-17-exchange-rates');
    try {
      const made = '2026-01-01T00:00:00.000Z';
      const stamps = { created_at: made, updated_at: made };
      await db
        .insertInto('companies')
        .values([
          { id: 1n, name: 'Uses 7810', currency: 'GBP', ...stamps },
          { id: 2n, name: 'Plain', currency: 'EUR', ...stamps },
        ])
        .execute();
      const account = { company_id: 1n, id: 3n, code: '7810', name: 'Own', type: 'EXPENSE', ...stamps };
      await db.insertInto('accounts').values(account).execute();
      await db
        .insertInto('record_counts')
        .values([
          { company_id: 1n, table_name: 'accounts', count: 1n },
          { company_id: 2n, table_name: 'accounts', count: 0n },
        ])
        .execute();
      await idsGivenUpTo(db, 3n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const accounts = await db
        .selectFrom('accounts')
        .select(['company_id', 'code', 'name', 'type', 'system_role'])
        .orderBy('company_id')
        .orderBy('code')
        .execute();
      const realised = {
        name: 'Realised currency gains and losses',
        type: 'EXPENSE',
        system_role: 'REALISED_CURRENCY_GAINS',
      };
      const unrealised = {
        name: 'Unrealised currency gains and losses',
        type: 'EXPENSE',
        system_role: 'UNREALISED_CURRENCY_GAINS',
      };
      const badDebts = { code: '7300', name: 'Bad debts', type: 'EXPENSE', system_role: 'BAD_DEBTS' };
      expect(accounts).toEqual([
        { company_id: 1n, ...badDebts },
        { company_id: 1n, code: '7810', name: 'Own', type: 'EXPENSE', system_role: null },
        { company_id: 1n, code: '7811', ...realised },
        { company_id: 1n, code: '7820', ...unrealised },
        { company_id: 2n, ...badDebts },
        { company_id: 2n, code: '7810', ...realised },
        { company_id: 2n, code: '7820', ...unrealised },
      ]);
      const counts = await db
        .selectFrom('record_counts')
        .select(['company_id', 'count'])
        .where('table_name', '=', 'accounts')
        .orderBy('company_id')
        .execute();
      expect(counts).toEqual([
        { company_id: 1n, count: 4n },
        { company_id: 2n, count: 3n },
      ]);
    } finally {
      await close();
    }
  });

  it('keep every allocation and refund of a credit note, now held by a credit note or a payment', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-23-20-credit-notes');
    try {
      const { owned, document, totals, refundOfCreditNote } = await clientWithBank(db);
      await db
        .insertInto('invoices')
        .values({ ...owned, ...document, ...totals, id: 5n, client_id: 2n, invoice_number: 'INV-1', draft: false })
        .execute();
      await db
        .insertInto('credit_notes')
        .values({ ...owned, ...document, ...totals, id: 6n, client_id: 2n, credit_note_number: 'CN-1', draft: false })
        .execute();
      const allocation = { company_id: 1n, id: 7n, credit_id: 6n, document_id: 5n, amount: 2000n, date: '2026-02-02' };
      await db
        .insertInto('credit_note_allocations')
        .values({ ...allocation, base_amount: 2000n, credit_base_amount: 2000n })
        .execute();
      const refund = refundOfCreditNote(8n);
      await db.insertInto('client_refunds').values(refund).execute();
      await idsGivenUpTo(db, 8n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('credit_note_allocations').selectAll().execute()).toEqual([
        { ...allocation, base_amount: 2000n, credit_base_amount: 2000n, payment_id: null },
      ]);
      expect(await db.selectFrom('client_refunds').selectAll().execute()).toEqual([{ ...refund, payment_id: null }]);
      // Held by neither, or by both, is refused.
      await expect(
        db
          .insertInto('credit_note_allocations')
          .values({ ...allocation, id: 9n, credit_id: null })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });

  it('give each account its all-time balance in each currency, the sum of its years, and none at zero', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-23-21-money-on-account');
    try {
      const made = '2026-01-01T00:00:00.000Z';
      const stamps = { created_at: made, updated_at: made };
      await db
        .insertInto('companies')
        .values({ id: 1n, name: 'Books', currency: 'GBP', ...stamps })
        .execute();
      const account = (id: bigint, code: string, type: string) => ({
        company_id: 1n,
        id,
        code,
        name: code,
        type,
        ...stamps,
      });
      await db
        .insertInto('accounts')
        .values([account(1n, '1200', 'ASSET'), account(2n, '4000', 'INCOME'), account(3n, '6000', 'EXPENSE')])
        .execute();
      const balance = (
        accountId: bigint,
        kind: string,
        period: string,
        currency: string,
        amount: bigint,
        base = amount,
      ) => ({
        company_id: 1n,
        account_id: accountId,
        kind,
        period,
        currency,
        amount,
        base_amount: base,
        valued_amount: amount,
      });
      await db
        .insertInto('account_balances')
        .values([
          balance(1n, 'Y', '2025', 'GBP', 100000n),
          balance(1n, 'Y', '2026', 'GBP', 25000n),
          balance(1n, 'M', '2026-01', 'GBP', 25000n),
          balance(1n, 'D', '2026-01-05', 'GBP', 25000n),
          balance(1n, 'Y', '2026', 'EUR', 30000n, 25500n),
          balance(2n, 'Y', '2025', 'GBP', -100000n),
          balance(2n, 'Y', '2026', 'GBP', -25000n),
          balance(3n, 'Y', '2025', 'GBP', 40000n),
          balance(3n, 'Y', '2026', 'GBP', -40000n),
        ])
        .execute();
      await idsGivenUpTo(db, 3n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const allTime = await db
        .selectFrom('account_balances')
        .select(['account_id', 'period', 'currency', 'amount', 'base_amount', 'valued_amount'])
        .where('kind', '=', 'A')
        .orderBy('account_id')
        .orderBy('currency')
        .execute();
      // 1000.00 + 250.00 in pounds; the months and days are within the years, not added again.
      expect(allTime).toEqual([
        { account_id: 1n, period: '', currency: 'EUR', amount: 30000n, base_amount: 25500n, valued_amount: 30000n },
        { account_id: 1n, period: '', currency: 'GBP', amount: 125000n, base_amount: 125000n, valued_amount: 125000n },
        {
          account_id: 2n,
          period: '',
          currency: 'GBP',
          amount: -125000n,
          base_amount: -125000n,
          valued_amount: -125000n,
        },
      ]);
    } finally {
      await close();
    }
  });

  it('give each document what its payments, allocations and refunds took from it, and nothing to one they did not', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-24-22-all-time-balances');
    try {
      const { owned, document, totals, refundOfCreditNote } = await clientWithBank(db);
      const invoice = { ...owned, ...document, ...totals, client_id: 2n, draft: false };
      await db
        .insertInto('invoices')
        .values([
          { ...invoice, id: 5n, invoice_number: 'INV-1' },
          { ...invoice, id: 10n, invoice_number: 'INV-2' },
        ])
        .execute();
      await db
        .insertInto('credit_notes')
        .values({ ...owned, ...document, ...totals, id: 6n, client_id: 2n, credit_note_number: 'CN-1', draft: false })
        .execute();
      await db
        .insertInto('client_payments')
        .values({
          ...owned,
          id: 7n,
          client_id: 2n,
          bank_account_id: 4n,
          currency: 'GBP',
          amount: 1500n,
          exchange_rate: null,
          amount_received: 1500n,
          date_received: '2026-02-02',
        })
        .execute();
      await db
        .insertInto('client_payment_allocations')
        .values({ company_id: 1n, id: 8n, payment_id: 7n, document_id: 5n, amount: 1500n, base_amount: 1500n })
        .execute();
      await db
        .insertInto('credit_note_allocations')
        .values({
          company_id: 1n,
          id: 9n,
          credit_id: 6n,
          document_id: 5n,
          amount: 2000n,
          date: '2026-02-02',
          base_amount: 2000n,
          credit_base_amount: 2000n,
        })
        .execute();
      await db.insertInto('client_refunds').values(refundOfCreditNote(11n)).execute();
      await idsGivenUpTo(db, 11n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const allocated = async (table: string) =>
        db.selectFrom(table).select(['id', 'allocated_amount']).orderBy('id').execute();
      // The invoice: 15.00 paid and 20.00 credited; the credit note: 20.00 set against it and 10.00 refunded.
      expect(await allocated('invoices')).toEqual([
        { id: 5n, allocated_amount: 3500n },
        { id: 10n, allocated_amount: 0n },
      ]);
      expect(await allocated('credit_notes')).toEqual([{ id: 6n, allocated_amount: 3000n }]);
    } finally {
      await close();
    }
  });

  it('give each sales tax a VAT treatment, and each company the codes it lacks for the other treatments', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-28-23-allocated-amounts');
    try {
      const made = '2026-01-01T00:00:00.000Z';
      const stamps = { created_at: made, updated_at: made };
      await db
        .insertInto('companies')
        .values([
          { id: 1n, name: 'Books', currency: 'GBP', ...stamps },
          { id: 2n, name: 'Bare', currency: 'GBP', ...stamps },
        ])
        .execute();
      const tax = (id: bigint, code: string, rate_micros: bigint) => ({
        company_id: 1n,
        id,
        code,
        name: code,
        rate_micros,
        ...stamps,
      });
      // ZERO still at 0 %; EXEMPT given a rate by its company; OUTSIDE already a code of the company.
      await db
        .insertInto('sales_taxes')
        .values([
          tax(3n, 'STANDARD', 200_000n),
          tax(4n, 'ZERO', 0n),
          tax(5n, 'EXEMPT', 50_000n),
          tax(6n, 'OUTSIDE', 100_000n),
        ])
        .execute();
      await db.insertInto('record_counts').values({ company_id: 1n, table_name: 'sales_taxes', count: 4n }).execute();
      await idsGivenUpTo(db, 6n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const taxes = await db
        .selectFrom('sales_taxes')
        .select(['company_id', 'id', 'code', 'rate_micros', 'treatment'])
        .orderBy('company_id')
        .orderBy('id')
        .execute();
      const added = (company_id: bigint, first: bigint, codes: string[]) =>
        [
          { code: 'OUTSIDE', rate_micros: 0n, treatment: 'outsideScope' },
          { code: 'RC20', rate_micros: 200_000n, treatment: 'reverseCharge' },
          { code: 'DRC20', rate_micros: 200_000n, treatment: 'domesticReverseCharge' },
          { code: 'DRC5', rate_micros: 50_000n, treatment: 'domesticReverseCharge' },
        ]
          .filter((row) => codes.includes(row.code))
          .map((row, index) => ({ company_id, id: first + BigInt(index), ...row }));
      expect(taxes).toEqual([
        { company_id: 1n, id: 3n, code: 'STANDARD', rate_micros: 200_000n, treatment: 'standard' },
        { company_id: 1n, id: 4n, code: 'ZERO', rate_micros: 0n, treatment: 'zeroRated' },
        { company_id: 1n, id: 5n, code: 'EXEMPT', rate_micros: 50_000n, treatment: 'standard' },
        { company_id: 1n, id: 6n, code: 'OUTSIDE', rate_micros: 100_000n, treatment: 'standard' },
        ...added(1n, 7n, ['RC20', 'DRC20', 'DRC5']),
        ...added(2n, 10n, ['OUTSIDE', 'RC20', 'DRC20', 'DRC5']),
      ]);
      const counts = await db
        .selectFrom('record_counts')
        .select(['company_id', 'count'])
        .where('table_name', '=', 'sales_taxes')
        .orderBy('company_id')
        .execute();
      expect(counts).toEqual([
        { company_id: 1n, count: 7n },
        { company_id: 2n, count: 4n },
      ]);
    } finally {
      await close();
    }
  });

  it('give every company the account of bad debts, under the next free code where it uses 7300, and a write-off to each invoice at most', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-28-23-allocated-amounts');
    try {
      const { owned, document, totals } = await clientWithBank(db);
      await db
        .insertInto('companies')
        .values({ id: 8n, name: 'Plain', currency: 'EUR', created_at: owned.created_at, updated_at: owned.updated_at })
        .execute();
      await db
        .insertInto('accounts')
        .values({ ...owned, id: 9n, code: '7300', name: 'Own', type: 'EXPENSE' })
        .execute();
      await db
        .insertInto('record_counts')
        .values([
          { company_id: 1n, table_name: 'accounts', count: 2n },
          { company_id: 8n, table_name: 'accounts', count: 0n },
        ])
        .execute();
      await db
        .insertInto('invoices')
        .values({ ...owned, ...document, ...totals, id: 5n, client_id: 2n, draft: false, invoice_number: 'INV-1' })
        .execute();
      await idsGivenUpTo(db, 9n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const badDebts = await db
        .selectFrom('accounts')
        .select(['company_id', 'code', 'name', 'type'])
        .where('system_role', '=', 'BAD_DEBTS')
        .orderBy('company_id')
        .execute();
      expect(badDebts).toEqual([
        { company_id: 1n, code: '7301', name: 'Bad debts', type: 'EXPENSE' },
        { company_id: 8n, code: '7300', name: 'Bad debts', type: 'EXPENSE' },
      ]);
      const counts = await db
        .selectFrom('record_counts')
        .select(['company_id', 'count'])
        .where('table_name', '=', 'accounts')
        .orderBy('company_id')
        .execute();
      expect(counts).toEqual([
        { company_id: 1n, count: 3n },
        { company_id: 8n, count: 1n },
      ]);
      const writeOff = (id: bigint) => ({
        ...owned,
        id,
        document_id: 5n,
        date: '2026-09-01',
        amount: 5000n,
        vat_amount: 0n,
        base_amount: 5000n,
      });
      await db.insertInto('invoice_write_offs').values(writeOff(20n)).execute();
      await expect(db.insertInto('invoice_write_offs').values(writeOff(21n)).execute()).rejects.toThrow();
    } finally {
      await close();
    }
  });

  it('give each payment what allocations and refunds took of its money on account, and nothing to one they did not', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-28-26-immediate-references');
    try {
      const { owned, document, totals } = await clientWithBank(db);
      await db
        .insertInto('invoices')
        .values({ ...owned, ...document, ...totals, id: 5n, client_id: 2n, invoice_number: 'INV-1', draft: false })
        .execute();
      const payment = {
        ...owned,
        client_id: 2n,
        bank_account_id: 4n,
        currency: 'GBP',
        amount: 8000n,
        exchange_rate: null,
        amount_received: 8000n,
        date_received: '2026-02-02',
        on_account_amount: 8000n,
        on_account_base_amount: 8000n,
      };
      await db
        .insertInto('client_payments')
        .values([
          { ...payment, id: 6n },
          { ...payment, id: 7n },
        ])
        .execute();
      await db
        .insertInto('credit_note_allocations')
        .values({
          company_id: 1n,
          id: 8n,
          payment_id: 6n,
          document_id: 5n,
          amount: 2500n,
          date: '2026-02-03',
          base_amount: 2500n,
          credit_base_amount: 2500n,
        })
        .execute();
      await db
        .insertInto('client_refunds')
        .values({
          ...owned,
          id: 9n,
          client_id: 2n,
          bank_account_id: 4n,
          payment_id: 6n,
          currency: 'GBP',
          amount: 1500n,
          exchange_rate: null,
          bank_amount: 1500n,
          date: '2026-02-04',
          base_amount: 1500n,
        })
        .execute();
      await idsGivenUpTo(db, 9n);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      // Payment 6 kept 80.00 on account: 25.00 allocated to the invoice and 15.00 refunded took 40.00 of it.
      expect(
        await db.selectFrom('client_payments').select(['id', 'on_account_allocated_amount']).orderBy('id').execute(),
      ).toEqual([
        { id: 6n, on_account_allocated_amount: 4000n },
        { id: 7n, on_account_allocated_amount: 0n },
      ]);
      expect(await db.selectFrom('supplier_payments').select('on_account_allocated_amount').execute()).toEqual([]);
    } finally {
      await close();
    }
  });

  it("check a reversal's reference at the end of its statement, keeping every transaction, posting and index", async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-28-25-bad-debts');
    try {
      const { owned } = await clientWithBank(db);
      const transaction = (id: bigint, reverses_id: bigint | null) => ({
        company_id: owned.company_id,
        id,
        date: '2026-02-01',
        source_type: 'INVOICE',
        source_id: 5n,
        reverses_id,
        valued: true,
      });
      await db
        .insertInto('journal_transactions')
        .values([transaction(6n, null), transaction(7n, 6n)])
        .execute();
      const posting = (id: bigint, transactionId: bigint, amount: bigint) => ({
        company_id: owned.company_id,
        id,
        transaction_id: transactionId,
        account_id: 3n,
        currency: 'GBP',
        amount,
        base_amount: amount,
        date: '2026-02-01',
      });
      await db
        .insertInto('postings')
        .values([posting(8n, 6n, 5000n), posting(9n, 7n, -5000n)])
        .execute();
      await idsGivenUpTo(db, 9n);
      const indexesBefore = await indexesOf(db, 'journal_transactions');

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const kept = await db.selectFrom('journal_transactions').selectAll().orderBy('id').execute();
      expect(kept).toEqual([transaction(6n, null), transaction(7n, 6n)]);
      expect(await db.selectFrom('postings').select(['id', 'transaction_id']).orderBy('id').execute()).toEqual([
        { id: 8n, transaction_id: 6n },
        { id: 9n, transaction_id: 7n },
      ]);
      expect(await indexesOf(db, 'journal_transactions')).toEqual(indexesBefore);
      // Refused by the statement itself, not left to the commit.
      const refusedBy = await db
        .transaction()
        .execute((trx) =>
          trx
            .insertInto('journal_transactions')
            .values(transaction(10n, 999n))
            .execute()
            .then(
              () => 'nothing',
              (reason: unknown) => `the statement: ${reason}`,
            ),
        )
        .catch((reason: unknown) => `the commit: ${reason}`);
      expect(refusedBy).toMatch(/^the statement: .*foreign key/i);
      // The postings still need their transaction: the reference survived the rebuild.
      await expect(db.deleteFrom('journal_transactions').where('id', '=', 6n).execute()).rejects.toThrow();
    } finally {
      await close();
    }
  });
  it('make every user of books made before an owner, enabled, without a name or email', async () => {
    const { db, migrator, close } = await booksMadeWith('2026-11-29-45-recurring-invoice-sends');
    try {
      const made = '2026-01-01T00:00:00.000Z';
      await db
        .insertInto('companies')
        .values({ id: 1n, name: 'Books', currency: 'GBP', created_at: made, updated_at: made })
        .execute();
      const user = (id: bigint) => ({
        id,
        company_id: 1n,
        username: `user-${id}`,
        api_key_hash: String(id).padStart(64, 'a'),
      });
      await db
        .insertInto('users')
        .values([
          { ...user(2n), created_at: made },
          { ...user(3n), created_at: made },
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const users = await db
        .selectFrom('users')
        .select(['id', 'role', 'name', 'email', 'disabled'])
        .orderBy('id')
        .execute();
      expect(users).toEqual([
        { id: 2n, role: 'owner', name: null, email: null, disabled: false },
        { id: 3n, role: 'owner', name: null, email: null, disabled: false },
      ]);
      // A role the service does not know is refused by the store itself.
      await expect(db.updateTable('users').set({ role: 'superuser' }).where('id', '=', 2n).execute()).rejects.toThrow();
    } finally {
      await close();
    }
  });
});

/** The names of a table's indexes, from the store's catalog. */
async function indexesOf(db: Kysely<Record<string, Record<string, unknown>>>, table: string): Promise<string[]> {
  const { rows } =
    testStore === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${table} order by indexname`.execute(db)
      : await sql<{ name: string }>`select name from pragma_index_list(${table}) order by name`.execute(db);
  return rows.map((row) => row.name);
}
