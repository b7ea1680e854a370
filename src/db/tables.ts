import type { Generated } from 'kysely';

/** Row types: the database's shape, kept apart from the API's shapes on purpose. */
export interface Tables {
  record_ids: RecordIdsTable;
  companies: CompaniesTable;
  users: UsersTable;
  accounts: AccountsTable;
  sales_taxes: SalesTaxesTable;
  employees: EmployeesTable;
  clients: PartiesTable;
  suppliers: PartiesTable;
  line_items: LineItemsTable;
  bank_accounts: BankAccountsTable;
  journal_transactions: JournalTransactionsTable;
  postings: PostingsTable;
  manual_journal_entries: ManualJournalEntriesTable;
  manual_journal_entry_lines: ManualJournalEntryLinesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  bank_transfers: BankTransfersTable;
  client_payments: ClientPaymentsTable;
  client_payment_allocations: AllocationsTable;
  supplier_payments: SupplierPaymentsTable;
  supplier_payment_allocations: AllocationsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export interface RecordIdsTable {
  singleton: number;
  last_id: number;
}

export interface CompaniesTable {
  id: number;
  name: string;
  currency: string;
  created_at: string;
  last_invoice_number: Generated<number>;
}

export interface UsersTable {
  id: number;
  company_id: number;
  username: string;
  api_key_hash: string;
  created_at: string;
  key_rotated_at: Generated<string | null>;
}

interface CompanyOwned {
  company_id: number;
  id: number;
}

export interface AccountsTable extends CompanyOwned {
  code: string;
  name: string;
  type: string;
  description: string | null;
  system_role: string | null;
}

export interface SalesTaxesTable extends CompanyOwned {
  code: string;
  name: string;
  rate_micros: number;
}

export interface EmployeesTable extends CompanyOwned {
  name: string;
  email: string | null;
}

export interface PartiesTable extends CompanyOwned {
  name: string;
  email: string | null;
  address_line1: string | null;
  address_line2: string | null;
  phone_number: string | null;
  vat_number: string | null;
  country_code: string | null;
}

export interface LineItemsTable extends CompanyOwned {
  name: string;
  default_description: string | null;
  default_quantity_micros: number | null;
  default_rate: number | null;
  default_sales_tax_id: number | null;
  display_quantity: boolean | null;
  display_rate: boolean | null;
}

export interface BankAccountsTable extends CompanyOwned {
  name: string;
  account_number: string | null;
  bank_name: string | null;
  iban: string | null;
  sort_code: string | null;
  currency: string;
  type: string;
  ledger_account_id: number;
}

export interface JournalTransactionsTable extends CompanyOwned {
  date: string;
  source_type: string;
  source_id: number;
}

export interface PostingsTable extends CompanyOwned {
  transaction_id: number;
  account_id: number;
  currency: string;
  amount: number;
  date: string;
}

export interface ManualJournalEntriesTable extends CompanyOwned {
  reason: string;
  date: string;
}

export interface ManualJournalEntryLinesTable extends CompanyOwned {
  entry_id: number;
  account_id: number;
  debit: number;
  credit: number;
}

interface DocumentColumns extends CompanyOwned {
  currency: string;
  issue_date: string;
  due_date: string;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
}

export interface InvoicesTable extends DocumentColumns {
  client_id: number;
  invoice_number: string;
  draft: boolean;
  po_number: string | null;
}

export interface BillsTable extends DocumentColumns {
  supplier_id: number;
  type: string;
}

export interface DocumentLineColumns extends CompanyOwned {
  document_id: number;
  quantity_micros: number;
  unit_price: number;
  sales_tax_id: number | null;
  tax_rate_micros: number;
  description: string | null;
  net_amount: number;
  tax_amount: number;
}

export interface InvoiceLinesTable extends DocumentLineColumns {
  item: string | null;
}

export interface BillLinesTable extends DocumentLineColumns {
  category_account_id: number;
}

export interface BankTransfersTable extends CompanyOwned {
  from_bank_account_id: number;
  to_bank_account_id: number;
  amount: number;
  exchange_rate: number | null;
  amount_received: number;
  date_transferred: string;
}

export interface ClientPaymentsTable extends CompanyOwned {
  client_id: number;
  bank_account_id: number;
  currency: string;
  amount: number;
  exchange_rate: number | null;
  amount_received: number;
  date_received: string;
}

export interface SupplierPaymentsTable extends CompanyOwned {
  supplier_id: number;
  bank_account_id: number | null;
  employee_id: number | null;
  currency: string;
  amount: number;
  exchange_rate: number | null;
  amount_paid_from_bank: number;
  date_paid: string;
}

export interface AllocationsTable extends CompanyOwned {
  payment_id: number;
  document_id: number;
  amount: number;
}

export interface IdempotencyKeysTable {
  company_id: number;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}
