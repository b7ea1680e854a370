import type { Tables } from './tables.js';

/**
 * Every table whose rows belong to one company, parents before children: the order in which a
 * company's books are written, and the reverse of the order in which they could be removed. The
 * installation-wide tables (companies, users, record_ids) are not in it.
 */
export const COMPANY_TABLES = [
  'accounts',
  'sales_taxes',
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
  'bank_transfers',
  'client_payments',
  'client_payment_allocations',
  'supplier_payments',
  'supplier_payment_allocations',
  'idempotency_keys',
] as const satisfies readonly (keyof Tables)[];

export type CompanyTable = (typeof COMPANY_TABLES)[number];
