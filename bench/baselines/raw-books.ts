/**
 * What the raw-driver baselines write: the rows of the service's create-invoice and client-payment
 * use cases, with the amounts worked out in plain integer arithmetic, and what the service keeps
 * with them in the same transaction: the accounts' balances by year, month and day, the count of
 * the records listed, and the entry of the audit trail. The books are in the base currency, so
 * every base value equals its amount.
 */

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

/** The two transactions, each committed before it returns. */
export interface RawDriver {
  createInvoice(): unknown;
  createPayment(): unknown;
  close(): Promise<void>;
}

export const ISSUE_DATE = '2026-11-01';
export const DUE_DATE = '2026-12-01';
export const PAYMENT_DATE = '2026-11-15';
/** One penny a payment, so that the seeded invoices never run out of money outstanding. */
export const PAYMENT_AMOUNT = 1n;

const MICROS = 1_000_000n;

export interface RawLine {
  quantityMicros: bigint;
  unitPrice: bigint;
  description: string;
  net: bigint;
  tax: bigint;
}

/** The POST body's three lines (1, 2 and 3 days at 120.50), taxed at `rateMicros`, rounded half up. */
export function invoiceLines(rateMicros: bigint): RawLine[] {
  return [1n, 2n, 3n].map((days) => {
    const net = 12050n * days;
    return {
      quantityMicros: days * MICROS,
      unitPrice: 12050n,
      description: `Consulting, stage ${days}`,
      net,
      tax: (net * rateMicros + MICROS / 2n) / MICROS,
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

/** A balance change: account, kind, period, amount, base amount and valued amount. */
type BalanceRow = [bigint, string, string, bigint, bigint, bigint];

/** The periods an account's balance is kept for, as (kind, period) pairs: all time, its year, month and day. */
const periodsOf = (date: string): [string, string][] => [
  ['A', ''],
  ['Y', date.slice(0, 4)],
  ['M', date.slice(0, 7)],
  ['D', date],
];

/**
 * The balance changes of postings on `date`: each account's amount for each of its periods, in key
 * order (as the service takes the rows, so that two writers lock them in the same order).
 */
export function balanceRows(postings: RawPostings, date: string): BalanceRow[] {
  const periods = periodsOf(date);
  return [...postings]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([accountId, amount]) =>
      periods.map(([kind, period]): BalanceRow => [accountId, kind, period, amount, amount, amount]),
    );
}

/**
 * The upsert of the balance changes of postings on `accounts` accounts (see balanceRows);
 * `placeholder(n)` writes the driver's n-th (0-based) placeholder.
 */
export function moveBalancesQuery(accounts: number, placeholder: (index: number) => string): string {
  const rows = accounts * periodsOf('').length;
  const values = Array.from({ length: rows }, (_, row) => {
    const at = (column: number) => placeholder(row * 7 + column);
    return `(${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}, 'GBP', ${at(4)}, ${at(5)}, ${at(6)})`;
  });
  return `insert into account_balances (company_id, account_id, kind, period, currency, amount, base_amount,
    valued_amount) values ${values.join(', ')}
    on conflict (company_id, account_id, kind, period, currency) do update set
    amount = account_balances.amount + excluded.amount,
    base_amount = account_balances.base_amount + excluded.base_amount,
    valued_amount = account_balances.valued_amount + excluded.valued_amount`;
}

/** The audit entry of a record made by a POST; `at` is the database's time, `p` the driver's placeholders (8). */
export const auditEntryQuery = (at: string, p: string[]) =>
  `insert into audit_entries (company_id, id, at, user_id, username, method, path, record_type, record_id,
    before, after) values (${p[0]}, ${p[1]}, ${at}, ${p[2]}, ${p[3]}, 'POST', ${p[4]}, ${p[5]}, ${p[6]}, null, ${p[7]})`;

export const countRecordQuery = (company: string, table: string) =>
  `insert into record_counts (company_id, table_name, count) values (${company}, ${table}, 1)
    on conflict (company_id, table_name) do update set count = record_counts.count + 1`;

export const invoiceNumber = (sequence: bigint) => `INV-${String(sequence).padStart(6, '0')}`;

/** The accounts and the rate the transactions use, looked up once before the run. */
export interface RawAccounts {
  tradeDebtors: bigint;
  salesIncome: bigint;
  salesTaxControl: bigint;
  bankLedger: bigint;
  standardTax: { id: bigint; rateMicros: bigint };
}

/** One query for them all, with the placeholders of the driver for the company and the bank account. */
export const accountsQuery = (company: string, bank: string) => `select
  (select id from accounts where company_id = ${company} and system_role = 'TRADE_DEBTORS') as trade_debtors,
  (select id from accounts where company_id = ${company} and system_role = 'SALES_INCOME') as sales_income,
  (select id from accounts where company_id = ${company} and system_role = 'SALES_TAX_CONTROL') as sales_tax_control,
  (select ledger_account_id from bank_accounts where company_id = ${company} and id = ${bank}) as bank_ledger,
  (select id from sales_taxes where company_id = ${company} and code = 'STANDARD') as tax_id,
  (select rate_micros from sales_taxes where company_id = ${company} and code = 'STANDARD') as tax_rate`;

export type AccountsRow = Record<
  'trade_debtors' | 'sales_income' | 'sales_tax_control' | 'bank_ledger' | 'tax_id' | 'tax_rate',
  bigint | string
>;

export function accountsOf(row: AccountsRow): RawAccounts {
  return {
    tradeDebtors: BigInt(row.trade_debtors),
    salesIncome: BigInt(row.sales_income),
    salesTaxControl: BigInt(row.sales_tax_control),
    bankLedger: BigInt(row.bank_ledger),
    standardTax: { id: BigInt(row.tax_id), rateMicros: BigInt(row.tax_rate) },
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
