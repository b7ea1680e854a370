/**
 * What the raw-driver baselines write: the service's create-invoice and client-payment use cases
 * done by hand, statement for statement as the service sends them, in the same order (the same
 * SQL, the same locks, the same rows, postings, period balances, record count and audit entry),
 * with the amounts worked out by the service's own tax functions. The books are in the base
 * currency, so every base value equals its amount. To see what the service sends, run it against
 * PostgreSQL with `log_statement = 'all'`; a change of the service's write path is followed here.
 */
import { lineNet, lineTax } from '../../src/tax/tax.js';

/** What the books seeded through the service give the raw drivers to write against. */
export interface RawFixture {
  companyId: bigint;
  clientId: bigint;
  bankAccountId: bigint;
  /** Posted invoices with money outstanding, paid in turn. */
  invoiceIds: bigint[];
  /** The author of the audit entries. */
  userId: bigint;
  username: string;
  /** The service's answers to the two POSTs: the record as its audit entry holds it. */
  invoiceAnswer: string;
  paymentAnswer: string;
}

export const ISSUE_DATE = '2026-11-01';
export const DUE_DATE = '2026-12-01';
export const PAYMENT_DATE = '2026-11-15';
/** One penny a payment, so that the seeded invoices never run out of money outstanding. */
export const PAYMENT_AMOUNT = 1n;
/** Ids a write draws at once, as the service's transaction does (src/db/ids.ts): one statement for them all. */
export const ID_BLOCK = 16;

const MICROS = 1_000_000n;

export interface RawLine {
  quantityMicros: bigint;
  unitPrice: bigint;
  description: string;
  net: bigint;
  tax: bigint;
}

/** The POST body's three lines (1, 2 and 3 days at 120.50), taxed at `rateMicros`. */
export function invoiceLines(rateMicros: bigint): RawLine[] {
  return [1n, 2n, 3n].map((days) => {
    const net = lineNet(days * MICROS, 12050n);
    return {
      quantityMicros: days * MICROS,
      unitPrice: 12050n,
      description: `Consulting, stage ${days}`,
      net,
      tax: lineTax(net, rateMicros),
    };
  });
}

export function totalsOf(lines: RawLine[]) {
  const net = lines.reduce((sum, line) => sum + line.net, 0n);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0n);
  return { net, tax, total: net + tax };
}

/** A transaction's postings, as (account, amount) pairs. */
export type RawPostings = [accountId: bigint, amount: bigint][];

/** The kinds of period an account's balance is kept for (all time, day, month, year), in key order. */
const periodsOf = (date: string): [string, string][] => [
  ['A', ''],
  ['D', date],
  ['M', date.slice(0, 7)],
  ['Y', date.slice(0, 4)],
];

/**
 * The parameters of the upsert of the balance changes of postings on `date`: each account's amount
 * for each of its periods, in key order (as the service writes them, so that two writers lock the
 * rows in the same order).
 */
export function balanceParameters(companyId: bigint, postings: RawPostings, date: string): unknown[] {
  return [...postings]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([accountId, amount]) =>
      periodsOf(date).flatMap(([kind, period]) => [companyId, accountId, kind, period, 'GBP', amount, amount, amount]),
    );
}

/** The parameters of the insert of postings of one transaction. */
export function postingParameters(
  companyId: bigint,
  transactionId: bigint,
  ids: bigint[],
  postings: RawPostings,
  date: string,
): unknown[] {
  return postings.flatMap(([accountId, amount], index) => [
    companyId,
    ids[index],
    transactionId,
    accountId,
    'GBP',
    amount,
    amount,
    date,
  ]);
}

/** How one store writes what differs between the two: its clock, its row locks, how it draws ids. */
export interface StoreSql {
  /** The database's time, as the service stamps a record (src/db/clock.ts). */
  now: string;
  /** Row locks, taken by reads on PostgreSQL; SQLite, whose writers take turns, has none. */
  locksRows: boolean;
  /** Draws ID_BLOCK new record ids: a sequence on PostgreSQL, a counter's row on SQLite. */
  newIds: string;
  /** The ids that `newIds` drew, in ascending order. */
  idsOf(rows: Record<string, unknown>[]): bigint[];
}

export const POSTGRES_SQL: StoreSql = {
  now: `to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  locksRows: true,
  newIds: `select nextval('record_id_sequence') as "id" from generate_series(1, ?) as "series" order by "id"`,
  idsOf: (rows) => rows.map((row) => row.id as bigint),
};

export const SQLITE_SQL: StoreSql = {
  now: "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  locksRows: false,
  newIds: 'update "record_ids" set "last_id" = "last_id" + ? returning "last_id"',
  idsOf: ([row]) => {
    const last = row?.last_id as bigint;
    return Array.from({ length: ID_BLOCK }, (_, index) => last - BigInt(ID_BLOCK - 1 - index));
  },
};

const list = (count: number, item: string) => Array.from({ length: count }, () => item).join(', ');
const rows = (count: number, columns: number) => list(count, `(${list(columns, '?')})`);

const INVOICE_SUBQUERIES = `(select "party"."name" from "clients" as "party" where "party"."company_id" = "document"."company_id" and "party"."id" = "document"."client_id") as "party_name", ${[
  ['id', 'write_off_id'],
  ['date', 'write_off_date'],
  ['amount', 'write_off_amount'],
  ['vat_amount', 'write_off_vat'],
]
  .map(
    ([column, name]) =>
      `(select "written"."${column}" from invoice_write_offs written where written.company_id = document.company_id and written.document_id = document.id) as "${name}"`,
  )
  .join(', ')}`;

/** An invoice as the service reads it, with its client's name and its write-off: `where` chooses which. */
export const invoicesQuery = (where: string) =>
  `select "document".*, ${INVOICE_SUBQUERIES} from "invoices" as "document" where "document"."company_id" = ? and ${where}`;

/**
 * The statements of the two writes, with `?` for their parameters (see `numbered` for PostgreSQL's),
 * as the service sends them.
 */
export function rawStatements(store: StoreSql) {
  const lock = (clause: string) => (store.locksRows ? ` ${clause}` : '');
  const postings = (count: number) =>
    `insert into "postings" ("company_id", "id", "transaction_id", "account_id", "currency", "amount", "base_amount", "date") values ${rows(count, 8)}`;
  const balances = (count: number) =>
    `insert into "account_balances" ("company_id", "account_id", "kind", "period", "currency", "amount", "base_amount", "valued_amount") values ${rows(count, 8)} on conflict ("company_id", "account_id", "kind", "period", "currency") do update set "amount" = "account_balances"."amount" + "excluded"."amount", "base_amount" = "account_balances"."base_amount" + "excluded"."base_amount", "valued_amount" = "account_balances"."valued_amount" + "excluded"."valued_amount" returning "account_id", "kind", "period", "currency", "amount", "base_amount", "valued_amount"`;
  return {
    newIds: store.newIds,
    client: 'select * from "clients" where "company_id" = ? and "id" = ?',
    salesTax: `select "id", "code", "rate_micros", "treatment" from "sales_taxes" where "company_id" = ? and "code" in (?) order by "id"${lock('for share')}`,
    lockDate: `select "lock_date" from "companies" where "id" = ?${lock('for key share')}`,
    insertTransaction:
      'insert into "journal_transactions" ("company_id", "id", "date", "source_type", "source_id", "reverses_id", "valued") values (?, ?, ?, ?, ?, ?, ?)',
    insertInvoicePostings: postings(3),
    insertPaymentPostings: postings(2),
    takeInvoiceNumber:
      'update "companies" set "last_invoice_number" = "last_invoice_number" + 1 where "id" = ? returning "last_invoice_number" as "number"',
    insertInvoice: `insert into "invoices" ("company_id", "id", "client_id", "currency", "issue_date", "due_date", "draft", "po_number", "exchange_rate", "net_amount", "tax_amount", "total_amount", "allocated_amount", "invoice_number", "created_at", "updated_at") values (${list(14, '?')}, ${store.now}, ${store.now}) on conflict ("company_id", "invoice_number") do nothing returning *`,
    insertLines: `insert into "invoice_lines" ("company_id", "id", "document_id", "quantity_micros", "unit_price", "sales_tax_id", "tax_rate_micros", "description", "net_amount", "tax_amount", "item") values ${rows(3, 11)}`,
    insertAuditEntry: `insert into "audit_entries" ("company_id", "id", "user_id", "username", "method", "path", "record_type", "record_id", "before", "after", "at") values (${list(10, '?')}, ${store.now})`,
    countRecord:
      'insert into "record_counts" ("company_id", "table_name", "count") values (?, ?, ?) on conflict ("company_id", "table_name") do update set "count" = "record_counts"."count" + "excluded"."count"',
    moveInvoiceBalances: balances(12),
    movePaymentBalances: balances(8),
    bankAccount: `select "bank_accounts"."id", "bank_accounts"."company_id", "bank_accounts"."name", "bank_accounts"."account_number", "bank_accounts"."bank_name", "bank_accounts"."iban", "bank_accounts"."sort_code", "bank_accounts"."currency", "bank_accounts"."type", "bank_accounts"."ledger_account_id", "bank_accounts"."created_at", "bank_accounts"."updated_at", "accounts"."code" as "ledger_account_code" from "bank_accounts" inner join "accounts" on "accounts"."company_id" = "bank_accounts"."company_id" and "accounts"."id" = "bank_accounts"."ledger_account_id" where "bank_accounts"."company_id" = ? and "bank_accounts"."id" in (?) order by "bank_accounts"."id"${lock('for share of "bank_accounts"')}`,
    lockInvoice: `select "id" from "invoices" where "company_id" = ? and "id" in (?) order by "id"${lock('for no key update')}`,
    invoiceForPayment: invoicesQuery('"document"."id" in (?)'),
    insertPayment: `insert into "client_payments" ("company_id", "id", "client_id", "bank_account_id", "currency", "amount", "exchange_rate", "amount_received", "date_received", "on_account_amount", "created_at", "updated_at") values (${list(10, '?')}, ${store.now}, ${store.now}) returning *`,
    insertAllocation:
      'insert into "client_payment_allocations" ("company_id", "id", "payment_id", "document_id", "amount", "base_amount") values (?, ?, ?, ?, ?, ?)',
    addToAllocated:
      'update "invoices" set "allocated_amount" = "allocated_amount" + ? where "company_id" = ? and "id" = ?',
  };
}

export type RawStatementName = keyof ReturnType<typeof rawStatements>;

/** A statement with PostgreSQL's numbered parameters ($1, $2…) for its `?`s. */
export function numbered(statement: string): string {
  let index = 0;
  return statement.replace(/\?/g, () => `$${++index}`);
}

export const invoiceNumber = (sequence: bigint) => `INV-${String(sequence).padStart(6, '0')}`;

/** The accounts the transactions post to, looked up once before the run (the service keeps them in memory). */
export interface RawAccounts {
  tradeDebtors: bigint;
  salesIncome: bigint;
  salesTaxControl: bigint;
  bankLedger: bigint;
}

/** One query for them all, with `?` for the company and the bank account. */
export const ACCOUNTS_QUERY = `select
  (select id from accounts where company_id = ? and system_role = 'TRADE_DEBTORS') as trade_debtors,
  (select id from accounts where company_id = ? and system_role = 'SALES_INCOME') as sales_income,
  (select id from accounts where company_id = ? and system_role = 'SALES_TAX_CONTROL') as sales_tax_control,
  (select ledger_account_id from bank_accounts where company_id = ? and id = ?) as bank_ledger`;

export const accountsParameters = (fixture: RawFixture) => [
  fixture.companyId,
  fixture.companyId,
  fixture.companyId,
  fixture.companyId,
  fixture.bankAccountId,
];

export type AccountsRow = Record<
  'trade_debtors' | 'sales_income' | 'sales_tax_control' | 'bank_ledger',
  bigint | string
>;

export function accountsOf(row: AccountsRow): RawAccounts {
  return {
    tradeDebtors: BigInt(row.trade_debtors),
    salesIncome: BigInt(row.sales_income),
    salesTaxControl: BigInt(row.sales_tax_control),
    bankLedger: BigInt(row.bank_ledger),
  };
}

/** The next invoice to pay: the seeded ones in turn. */
export function invoiceRotation(ids: bigint[]): () => bigint {
  let next = 0;
  return () => {
    const id = ids[next % ids.length] as bigint;
    next += 1;
    return id;
  };
}
