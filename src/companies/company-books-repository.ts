import { type Kysely, type Selectable, sql } from 'kysely';
import { newRecordTimestamps } from '../db/clock.js';
import { COMPANY_TABLES, type CompanyTable, INTEGRATION_COLUMNS, isTimestamped } from '../db/company-tables.js';
import { type Executor, isPostgres } from '../db/database.js';
import { toSafeNumber } from '../db/integers.js';
import type { ApiKeysTable, CompaniesTable, Tables, UsersTable } from '../db/tables.js';
import { SETTLEMENT_SIDES } from '../settlements/sides.js';

/** A row as the database holds it, column by column. */
export type BooksRow = Record<string, unknown>;
export type CompanyBooksRow = Selectable<CompaniesTable>;
export type UserBooksRow = Selectable<UsersTable>;

/**
 * The tables a company's books are written to: its own row, its users' with their API keys (hashes
 * only), and every company-owned table.
 */
export type BooksTable = 'companies' | 'users' | 'api_keys' | CompanyTable;

type BigintColumn<Name extends BooksTable> = {
  [Column in keyof Selectable<Tables[Name]>]-?: NonNullable<Selectable<Tables[Name]>[Column]> extends bigint
    ? Column
    : never;
}[keyof Selectable<Tables[Name]>];

const KEY = { company_id: true, id: true } as const;
const AMOUNTS = { net_amount: true, tax_amount: true } as const;
const DOCUMENT = { ...KEY, ...AMOUNTS, total_amount: true, allocated_amount: true, exchange_rate: true } as const;
const LINE = { ...KEY, ...AMOUNTS, document_id: true, quantity_micros: true, unit_price: true } as const;
const RATED = { sales_tax_id: true, tax_rate_micros: true } as const;
const ALLOCATION = { ...KEY, payment_id: true, document_id: true, amount: true, base_amount: true } as const;
const REFUND = {
  ...KEY,
  bank_account_id: true,
  credit_id: true,
  payment_id: true,
  amount: true,
  exchange_rate: true,
  bank_amount: true,
  base_amount: true,
} as const;
const CREDIT_ALLOCATION = {
  ...KEY,
  credit_id: true,
  payment_id: true,
  document_id: true,
  amount: true,
  base_amount: true,
  credit_base_amount: true,
} as const;

/**
 * The 64-bit integer columns of each table, which a document writes as strings of digits. The type
 * makes the compiler hold this list to the row types: a bigint column left out, or one that is not
 * a bigint, does not compile.
 */
const BIGINT_COLUMNS: { [Name in BooksTable]: Record<BigintColumn<Name>, true> } = {
  companies: { id: true, last_invoice_number: true, last_credit_note_number: true, last_quote_number: true },
  users: { id: true, company_id: true },
  api_keys: { id: true, user_id: true },
  accounts: KEY,
  sales_taxes: { ...KEY, rate_micros: true },
  exchange_rates: { ...KEY, rate: true },
  employees: KEY,
  clients: KEY,
  suppliers: KEY,
  line_items: { ...KEY, default_quantity_micros: true, default_rate: true, default_sales_tax_id: true },
  bank_accounts: { ...KEY, ledger_account_id: true },
  journal_transactions: { ...KEY, source_id: true, reverses_id: true },
  postings: { ...KEY, transaction_id: true, account_id: true, amount: true, base_amount: true },
  manual_journal_entries: { ...KEY, exchange_rate: true },
  manual_journal_entry_lines: {
    ...KEY,
    entry_id: true,
    account_id: true,
    debit: true,
    credit: true,
    sales_tax_id: true,
    tax_rate_micros: true,
    tax_amount: true,
  },
  recurring_invoices: { ...KEY, client_id: true },
  invoices: { ...DOCUMENT, client_id: true, recurring_invoice_id: true },
  invoice_lines: { ...LINE, ...RATED },
  bills: { ...DOCUMENT, supplier_id: true },
  bill_lines: { ...LINE, ...RATED, category_account_id: true },
  credit_notes: { ...DOCUMENT, client_id: true, invoice_id: true },
  credit_note_lines: { ...LINE, ...RATED },
  supplier_credits: { ...DOCUMENT, supplier_id: true, bill_id: true },
  supplier_credit_lines: { ...LINE, ...RATED, category_account_id: true },
  quotes: { ...DOCUMENT, client_id: true, invoice_id: true },
  quote_lines: { ...LINE, ...RATED },
  credit_note_allocations: CREDIT_ALLOCATION,
  supplier_credit_allocations: CREDIT_ALLOCATION,
  client_refunds: { ...REFUND, client_id: true },
  supplier_refunds: { ...REFUND, supplier_id: true },
  invoice_write_offs: { ...KEY, document_id: true, amount: true, vat_amount: true, base_amount: true },
  bank_transfers: {
    ...KEY,
    from_bank_account_id: true,
    to_bank_account_id: true,
    amount: true,
    exchange_rate: true,
    amount_received: true,
  },
  client_payments: {
    ...KEY,
    client_id: true,
    bank_account_id: true,
    amount: true,
    exchange_rate: true,
    amount_received: true,
    on_account_amount: true,
    on_account_base_amount: true,
    on_account_allocated_amount: true,
  },
  client_payment_allocations: ALLOCATION,
  supplier_payments: {
    ...KEY,
    supplier_id: true,
    bank_account_id: true,
    employee_id: true,
    amount: true,
    exchange_rate: true,
    amount_paid_from_bank: true,
    on_account_amount: true,
    on_account_base_amount: true,
    on_account_allocated_amount: true,
  },
  supplier_payment_allocations: ALLOCATION,
  currency_revaluations: KEY,
  currency_revaluation_lines: {
    ...KEY,
    revaluation_id: true,
    account_id: true,
    balance: true,
    rate: true,
    book_value: true,
    revalued_value: true,
  },
  bank_statement_profiles: KEY,
  bank_rules: { ...KEY, bank_account_id: true, account_id: true, sales_tax_id: true },
  bank_statement_imports: { ...KEY, bank_account_id: true, opening_balance: true, closing_balance: true },
  bank_reconciliations: { ...KEY, bank_account_id: true, closing_balance: true },
  bank_statement_lines: { ...KEY, bank_account_id: true, import_id: true, amount: true, reconciliation_id: true },
  bank_statement_matches: { ...KEY, line_id: true, bank_account_id: true, record_id: true, amount: true },
  audit_entries: { ...KEY, user_id: true, api_key_id: true, record_id: true },
  idempotency_keys: { company_id: true },
};

export function isBigintColumn(table: BooksTable, column: string): boolean {
  return Object.hasOwn(BIGINT_COLUMNS[table], column);
}

// Kysely cannot type a query over a table chosen at run time: these statements see every table as
// rows of named values, and each of them names its table and columns explicitly.
type Untyped = Kysely<Record<string, BooksRow>>;
const untyped = (db: Executor) => db as unknown as Untyped;

/** Every table but idempotency_keys is keyed by (company_id, id); that one by (company_id, idempotency_key). */
const keyColumnOf = (table: CompanyTable) => (table === 'idempotency_keys' ? 'idempotency_key' : 'id');

export async function findCompanyBooksRow(db: Executor, id: bigint): Promise<CompanyBooksRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listUserBooksRows(db: Executor, companyId: bigint): Promise<UserBooksRow[]> {
  return db.selectFrom('users').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}

/**
 * The company's rows of one table in key order, a page at a time: each page starts after the last
 * key of the one before, so that no page costs more than the first, however large the table.
 */
export async function* pagesOfRows(
  db: Executor,
  table: CompanyTable,
  companyId: bigint,
  pageSize: number,
): AsyncGenerator<BooksRow[]> {
  const key = keyColumnOf(table);
  let after: unknown;
  for (;;) {
    let query = untyped(db).selectFrom(table).selectAll().where('company_id', '=', companyId);
    if (after !== undefined) query = query.where(key, '>', after);
    const rows = await query.orderBy(key).limit(pageSize).execute();
    if (rows.length > 0) yield withoutIntegrationColumns(table, rows);
    if (rows.length < pageSize) return;
    after = rows.at(-1)?.[key];
  }
}

function withoutIntegrationColumns(table: CompanyTable, rows: BooksRow[]): BooksRow[] {
  const columns = INTEGRATION_COLUMNS[table];
  if (!columns) return rows;
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column))));
}

/** The API keys of the company's users, each user's in id order. */
export async function listApiKeyBooksRows(db: Executor, companyId: bigint): Promise<Selectable<ApiKeysTable>[]> {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .selectAll('api_keys')
    .where('users.company_id', '=', companyId)
    .orderBy('api_keys.user_id')
    .orderBy('api_keys.id')
    .execute();
}

/** The first of these keys whose id or hash is already in the store. */
export async function findKeyTakingIdOrHash(
  db: Executor,
  keys: Pick<ApiKeysTable, 'id' | 'key_hash'>[],
): Promise<bigint | undefined> {
  if (keys.length === 0) return undefined;
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          keys.map((key) => key.id),
        ),
        eb(
          'key_hash',
          'in',
          keys.map((key) => key.key_hash),
        ),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** The first of these users whose id or user name is already in the store. */
export async function findUserTakingIdOrName(
  db: Executor,
  users: Pick<UsersTable, 'id' | 'username'>[],
): Promise<Pick<UsersTable, 'id' | 'username'> | undefined> {
  if (users.length === 0) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          users.map((user) => user.id),
        ),
        eb(
          'username',
          'in',
          users.map((user) => user.username),
        ),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * Writes rows as the document holds them. A record without its timestamps, from a document made
 * before records had them, takes the time of the import.
 */
export async function insertBooksRows(db: Executor, table: BooksTable, rows: BooksRow[]): Promise<void> {
  if (rows.length === 0) return;
  const timestamps = newRecordTimestamps(db);
  const stamped = table === 'companies' || isTimestamped(table) ? rows.map((row) => ({ ...timestamps, ...row })) : rows;
  await untyped(db).insertInto(table).values(stamped).execute();
}

const IMPORTED_IDS = 'imported_record_ids';

/**
 * A table, seen only by this transaction, of the record ids an import writes: at its end one join
 * per table finds any of them that another company's record holds, without a search per id.
 */
export async function createImportedIds(db: Executor): Promise<void> {
  await db.schema
    .createTable(IMPORTED_IDS)
    .temporary()
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .execute();
}

export async function dropImportedIds(db: Executor): Promise<void> {
  await db.schema.dropTable(IMPORTED_IDS).execute();
}

const HELD_REVERSALS = 'imported_reversals';

/**
 * A table, seen only by this transaction, of the reversals an import writes and the transaction
 * each cancels. A reference is checked at the end of its statement, and a document may list a
 * reversal before the transaction it cancels (ids drawn by several processes are not in the order
 * of their use): each reversal is written without it, and given it once every transaction is written.
 */
export async function createHeldReversals(db: Executor): Promise<void> {
  await db.schema
    .createTable(HELD_REVERSALS)
    .temporary()
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('reverses_id', 'bigint', (col) => col.notNull())
    .execute();
}

/** The journal transactions as they are written for now: a reversal's reference is held (see createHeldReversals). */
export async function holdReversals(db: Executor, rows: BooksRow[]): Promise<BooksRow[]> {
  const reversals = rows.filter((row) => row.reverses_id != null);
  if (reversals.length === 0) return rows;
  await untyped(db)
    .insertInto(HELD_REVERSALS)
    .values(reversals.map((row) => ({ id: row.id, reverses_id: row.reverses_id })))
    .execute();
  return rows.map((row) => (row.reverses_id == null ? row : { ...row, reverses_id: null }));
}

/** Gives the company's reversals the references that were held, once every transaction is written. */
export async function setHeldReversals(db: Executor, companyId: bigint): Promise<void> {
  await sql`update journal_transactions set reverses_id = (
      select held.reverses_id from ${sql.table(HELD_REVERSALS)} held where held.id = journal_transactions.id)
    where company_id = ${companyId} and id in (select id from ${sql.table(HELD_REVERSALS)})`.execute(db);
  await db.schema.dropTable(HELD_REVERSALS).execute();
}

/** Adds ids to the imported ones; answers those that were there already. */
export async function addImportedIds(db: Executor, ids: bigint[]): Promise<bigint[]> {
  if (ids.length === 0) return [];
  const added = await untyped(db)
    .insertInto(IMPORTED_IDS)
    .values(ids.map((id) => ({ id })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  const fresh = new Set(added.map((row) => row.id as bigint));
  return ids.filter((id) => !fresh.has(id));
}

/**
 * The lowest imported id that a row of another company already holds, and its table; companies and
 * users first, then the company-owned tables in order.
 */
export async function findImportedIdInUse(
  db: Executor,
  companyId: bigint,
): Promise<{ id: bigint; table: BooksTable } | undefined> {
  const tables = ['companies', 'users', ...COMPANY_TABLES.filter((table) => table !== 'idempotency_keys')] as const;
  for (const table of tables) {
    const owner = table === 'companies' ? 'id' : 'company_id';
    const { rows } = await sql<{ id: bigint }>`select t.id from ${sql.table(table)} t
      join ${sql.table(IMPORTED_IDS)} i on i.id = t.id
      where t.${sql.ref(owner)} <> ${companyId} order by t.id limit 1`.execute(db);
    const [row] = rows;
    if (row) return { id: row.id, table };
  }
  return undefined;
}

/** PostgreSQL's clock, as text it compares exactly; undefined on SQLite, where no other writer runs beside a write. */
export async function databaseClock(db: Executor): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ now: string }>`select clock_timestamp()::text as now`.execute(db);
  return rows[0]?.now;
}

/** How many other transactions on this database began before `since` and are still running (PostgreSQL). */
export async function otherTransactionsBegunBefore(db: Executor, since: string): Promise<number> {
  // Within a transaction PostgreSQL answers the statistics views from the snapshot it took first.
  await sql`select pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ running: bigint }>`select count(*) as running from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and xact_start < ${since}::timestamptz`.execute(db);
  return toSafeNumber(rows[0]?.running ?? 0n);
}

/**
 * Moves the store's record id counter past `maxId` (never back), so that no new record takes an id
 * that was imported. PostgreSQL's sequence is moved only when it would otherwise give `maxId` or less.
 */
export async function moveRecordIdsPast(db: Executor, maxId: bigint): Promise<void> {
  if (isPostgres(db)) {
    await sql`select setval('record_id_sequence', ${maxId}) where ${maxId} >=
      (select case when is_called then last_value + 1 else last_value end from record_id_sequence)`.execute(db);
    return;
  }
  await db
    .updateTable('record_ids')
    .set({ last_id: sql<bigint>`max(last_id, ${maxId})` })
    .execute();
}

/**
 * Gives rows that a document of an earlier schema wrote without base-currency values the values the
 * migration gives them (see migrations/2026-11-23-18-base-currency.ts): a transaction all in the base
 * currency is worth its amounts, one with another currency stands unvalued, a journal entry is in the
 * base currency, and an allocation of a base-currency document clears its amount. Rows that carry
 * their values are left as they are.
 */
export async function completeBaseValues(db: Executor, companyId: bigint, base: string): Promise<void> {
  await sql`update postings set base_amount = amount
    where company_id = ${companyId} and base_amount is null and not exists (
      select 1 from postings other where other.company_id = postings.company_id
        and other.transaction_id = postings.transaction_id and other.currency <> ${base})`.execute(db);
  await sql`update journal_transactions set valued = not exists (
      select 1 from postings p where p.company_id = journal_transactions.company_id
        and p.transaction_id = journal_transactions.id and p.base_amount is null)
    where company_id = ${companyId}`.execute(db);
  await sql`update manual_journal_entries set currency = ${base}
    where company_id = ${companyId} and currency = ''`.execute(db);
  for (const side of SETTLEMENT_SIDES) {
    const allocations = side.payments.allocations;
    const documents = side.documents.table;
    await sql`update ${sql.table(allocations)} set base_amount = amount
      where company_id = ${companyId} and base_amount is null and exists (
        select 1 from ${sql.table(documents)} d where d.company_id = ${sql.ref(`${allocations}.company_id`)}
          and d.id = ${sql.ref(`${allocations}.document_id`)} and d.currency = ${base})`.execute(db);
  }
}
