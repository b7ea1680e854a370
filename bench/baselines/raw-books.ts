/**
 * What the raw-driver baselines write: the rows of the service's create-invoice and client-payment
 * use cases, with the amounts worked out in plain integer arithmetic.
 */

/** What the books seeded through the service give the raw drivers to write against. */
export interface RawFixture {
  companyId: bigint;
  clientId: bigint;
  bankAccountId: bigint;
  /** Posted invoices with money outstanding, paid in turn. */
  invoiceIds: bigint[];
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
