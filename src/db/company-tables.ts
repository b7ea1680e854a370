import type { Tables, Timestamps } from './tables.js';

/**
 * Every table whose rows belong to one company, parents before children: the order in which a
 * company's books are written, and the reverse of the order in which they could be removed. The
 * installation-wide tables (companies, users, record_ids) are not in it.
 */
export const COMPANY_TABLES = [
  'accounts',
  'sales_taxes',
  'exchange_rates',
  'employees',
  'clients',
  'suppliers',
  'line_items',
  'bank_accounts',
  'journal_transactions',
  'postings',
  'manual_journal_entries',
  'manual_journal_entry_lines',
  'invoices',
  'invoice_lines',
  'bills',
  'bill_lines',
  'credit_notes',
  'credit_note_lines',
  'supplier_credits',
  'supplier_credit_lines',
  'bank_transfers',
  'client_payments',
  'client_payment_allocations',
  'supplier_payments',
  'supplier_payment_allocations',
  'credit_note_allocations',
  'supplier_credit_allocations',
  'client_refunds',
  'supplier_refunds',
  'invoice_write_offs',
  'currency_revaluations',
  'currency_revaluation_lines',
  'bank_statement_profiles',
  'bank_rules',
  'bank_statement_imports',
  'bank_reconciliations',
  'bank_statement_lines',
  'bank_statement_matches',
  'audit_entries',
  'idempotency_keys',
] as const satisfies readonly (keyof Tables)[];

export type CompanyTable = (typeof COMPANY_TABLES)[number];

/** The tables whose rows the list calls count (X-Total-Count): each keeps its count in record_counts. */
export const COUNTED_TABLES = [
  'accounts',
  'sales_taxes',
  'exchange_rates',
  'employees',
  'clients',
  'suppliers',
  'line_items',
  'bank_accounts',
  'bank_transfers',
  'client_payments',
  'supplier_payments',
  'invoices',
  'bills',
  'credit_notes',
  'supplier_credits',
  'client_refunds',
  'supplier_refunds',
  'manual_journal_entries',
  'currency_revaluations',
  'bank_statement_profiles',
  'bank_rules',
] as const satisfies readonly CompanyTable[];

export type CountedTable = (typeof COUNTED_TABLES)[number];

export const isCounted = (table: string): table is CountedTable =>
  (COUNTED_TABLES as readonly string[]).includes(table);

/** The tables of records that carry their timestamps (created_at, updated_at), as the row types say. */
export type TimestampedTable = {
  [Name in CompanyTable]: Tables[Name] extends Timestamps ? Name : never;
}[CompanyTable];

// A record, so that the compiler holds the list to the row types: a table left out, or one
// without the two columns, does not compile.
const TIMESTAMPED: Record<TimestampedTable, true> = {
  accounts: true,
  sales_taxes: true,
  employees: true,
  clients: true,
  suppliers: true,
  line_items: true,
  bank_accounts: true,
  manual_journal_entries: true,
  invoices: true,
  bills: true,
  credit_notes: true,
  supplier_credits: true,
  client_refunds: true,
  supplier_refunds: true,
  invoice_write_offs: true,
  bank_transfers: true,
  client_payments: true,
  supplier_payments: true,
  exchange_rates: true,
  currency_revaluations: true,
  bank_statement_profiles: true,
  bank_rules: true,
  bank_statement_imports: true,
  bank_statement_lines: true,
  bank_reconciliations: true,
};

export const isTimestamped = (table: string): table is TimestampedTable => Object.hasOwn(TIMESTAMPED, table);

/**
 * The company's summaries of its records, kept in the transaction of every write so that no read has
 * to scan the records: derived, so a company's books carry none of them and an import rebuilds them.
 */
export const COMPANY_SUMMARY_TABLES = [
  'record_counts',
  'account_balances',
] as const satisfies readonly (keyof Tables)[];

/**
 * What the company's integrations keep: its events, its webhook endpoints with their secrets, and
 * their deliveries; the emails it sent. Not its books: a company's books carry none of them.
 */
export const COMPANY_INTEGRATION_TABLES = [
  'event_sequences',
  'events',
  'webhook_endpoints',
  'webhook_deliveries',
  'emails',
] as const satisfies readonly (keyof Tables)[];

/**
 * The columns of the books' tables that keep what the integrations did, not the books: whether a
 * document's falling overdue was announced. A company's books carry none of them.
 */
export const INTEGRATION_COLUMNS: Partial<Record<CompanyTable, readonly string[]>> = {
  invoices: ['overdue_announced'],
  bills: ['overdue_announced'],
};
