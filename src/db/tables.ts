import type { Generated } from 'kysely';

/**
 * Row types: the database's shape, kept apart from the API's shapes on purpose. They say what both
 * drivers return: `bigint` for 64-bit integers (ids, money, scaled rates), `number` for 32-bit ones,
 * `boolean`, and dates as `YYYY-MM-DD` strings.
 */
export interface Tables {
  record_ids: RecordIdsTable;
  companies: CompaniesTable;
  company_logos: CompanyLogosTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  web_sessions: WebSessionsTable;
  accounts: AccountsTable;
  sales_taxes: SalesTaxesTable;
  exchange_rates: ExchangeRatesTable;
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
  recurring_invoices: RecurringInvoicesTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: InvoiceLinesTable;
  supplier_credits: SupplierCreditsTable;
  supplier_credit_lines: BillLinesTable;
  quotes: QuotesTable;
  quote_lines: InvoiceLinesTable;
  credit_note_allocations: CreditAllocationsTable;
  supplier_credit_allocations: CreditAllocationsTable;
  client_refunds: RefundsTable & { client_id: bigint };
  supplier_refunds: RefundsTable & { supplier_id: bigint };
  invoice_write_offs: InvoiceWriteOffsTable;
  bank_transfers: BankTransfersTable;
  client_payments: ClientPaymentsTable;
  client_payment_allocations: AllocationsTable;
  supplier_payments: SupplierPaymentsTable;
  supplier_payment_allocations: AllocationsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_entries: AuditEntriesTable;
  currency_revaluations: CurrencyRevaluationsTable;
  currency_revaluation_lines: CurrencyRevaluationLinesTable;
  record_counts: RecordCountsTable;
  account_balances: AccountBalancesTable;
  bank_statement_profiles: BankStatementProfilesTable;
  bank_rules: BankRulesTable;
  bank_statement_imports: BankStatementImportsTable;
  bank_statement_lines: BankStatementLinesTable;
  bank_statement_matches: BankStatementMatchesTable;
  bank_reconciliations: BankReconciliationsTable;
  event_sequences: EventSequencesTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  emails: EmailsTable;
}

export interface RecordIdsTable {
  singleton: number;
  last_id: bigint;
}

/**
 * When a record was made and when it last changed through its own calls, as the database's clock
 * gave them: UTC text with milliseconds (see db/clock.ts). Lines have none: they are part of their document.
 */
export interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface CompaniesTable extends Timestamps {
  id: bigint;
  name: string;
  currency: string;
  last_invoice_number: Generated<bigint>;
  last_credit_note_number: Generated<bigint>;
  /** Nothing dated on or before it can be created, changed or deleted; null when the books are open. */
  lock_date: Generated<string | null>;
  /** The day, MM-DD, on which each financial year starts. */
  year_start: Generated<string>;
  last_quote_number: Generated<bigint>;
  legal_name: Generated<string | null>;
  trading_name: Generated<string | null>;
  address_line1: Generated<string | null>;
  address_line2: Generated<string | null>;
  city: Generated<string | null>;
  postcode: Generated<string | null>;
  country_code: Generated<string | null>;
  company_number: Generated<string | null>;
  vat_number: Generated<string | null>;
  email: Generated<string | null>;
  phone: Generated<string | null>;
  website: Generated<string | null>;
  payment_instructions: Generated<string | null>;
  invoice_footer: Generated<string | null>;
  /** The days after its issue date that a new invoice is due by, when it gives no due date. */
  payment_terms_days: Generated<number | null>;
  /** How its documents write dates and money; null for en-GB. */
  locale: Generated<string | null>;
  /** Set by the installation's operator: the keys of its users are refused while it is. */
  disabled: Generated<boolean>;
}

/** A company's logo, which its documents show: a PNG or JPEG image. */
export interface CompanyLogosTable {
  company_id: bigint;
  media_type: string;
  image: Buffer;
}

export interface UsersTable {
  id: bigint;
  company_id: bigint;
  username: string;
  created_at: string;
  role: 'owner' | 'admin' | 'bookkeeper' | 'viewer';
  name: string | null;
  email: string | null;
  disabled: boolean;
}

/** A key of a user, stored as its hash only; its scopes space-separated. */
export interface ApiKeysTable {
  id: bigint;
  user_id: bigint;
  name: string;
  /** The key's first characters, to recognise it by; null for the key each user had before keys were named. */
  prefix: string | null;
  key_hash: string;
  scopes: string;
  expires_at: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A signed-in browser, kept by the SHA-256 of its session id; it acts with the key its user signed in with. */
export interface WebSessionsTable {
  id_hash: string;
  user_id: bigint;
  api_key_id: bigint;
  created_at: string;
  last_seen_at: string;
}

interface CompanyOwned {
  company_id: bigint;
  id: bigint;
}

/** A record of the company that the API answers on its own, and so carries its timestamps. */
interface CompanyRecord extends CompanyOwned, Timestamps {}

export interface AccountsTable extends CompanyRecord {
  code: string;
  name: string;
  type: string;
  description: string | null;
  system_role: string | null;
}

export interface SalesTaxesTable extends CompanyRecord {
  code: string;
  name: string;
  rate_micros: bigint;
  treatment: Generated<string>;
}

export interface ExchangeRatesTable extends CompanyRecord {
  currency: string;
  date: string;
  /** Units of the base currency for one unit of `currency`, in units of 10^-8. */
  rate: bigint;
}

export interface EmployeesTable extends CompanyRecord {
  name: string;
  email: string | null;
}

export interface PartiesTable extends CompanyRecord {
  name: string;
  email: string | null;
  address_line1: string | null;
  address_line2: string | null;
  phone_number: string | null;
  vat_number: string | null;
  country_code: string | null;
}

export interface LineItemsTable extends CompanyRecord {
  name: string;
  default_description: string | null;
  default_quantity_micros: bigint | null;
  default_rate: bigint | null;
  default_sales_tax_id: bigint | null;
  display_quantity: boolean | null;
  display_rate: boolean | null;
}

export interface BankAccountsTable extends CompanyRecord {
  name: string;
  account_number: string | null;
  bank_name: string | null;
  iban: string | null;
  sort_code: string | null;
  currency: string;
  type: string;
  ledger_account_id: bigint;
}

export interface JournalTransactionsTable extends CompanyOwned {
  date: string;
  source_type: string;
  source_id: bigint;
  /** On a reversal: the transaction it cancels. */
  reverses_id: bigint | null;
  /** Whether its postings carry their base-currency values; false while a rate it needs is unknown. */
  valued: boolean;
}

export interface PostingsTable extends CompanyOwned {
  transaction_id: bigint;
  account_id: bigint;
  currency: string;
  amount: bigint;
  /** The value in the company's base currency; null in a transaction that is not valued. */
  base_amount: bigint | null;
  date: string;
}

export interface ManualJournalEntriesTable extends CompanyRecord {
  reason: string;
  date: string;
  currency: string;
  /** Units of the base currency for one unit of `currency` (10^-8); null in the base currency or while unknown. */
  exchange_rate: bigint | null;
}

export interface ManualJournalEntryLinesTable extends CompanyOwned {
  entry_id: bigint;
  account_id: bigint;
  debit: bigint;
  credit: bigint;
  /** A taxed line's debit or credit is its net; the entry also posts `tax_amount` to the sales tax control account. */
  sales_tax_id: bigint | null;
  tax_rate_micros: Generated<bigint>;
  tax_amount: Generated<bigint>;
}

export interface DocumentColumns extends CompanyRecord {
  currency: string;
  issue_date: string;
  due_date: string;
  net_amount: bigint;
  tax_amount: bigint;
  total_amount: bigint;
  /** What the payments, allocations and refunds that settle the document take from it, kept with each of them. */
  allocated_amount: bigint;
  /** Units of the base currency for one unit of `currency` (10^-8); null in the base currency or while unknown. */
  exchange_rate: bigint | null;
}

export interface InvoicesTable extends DocumentColumns {
  client_id: bigint;
  invoice_number: string;
  draft: boolean;
  po_number: string | null;
  /** When it was last sent by email (the send accepted), and by whom (a user name); null until then. */
  sent_at: string | null;
  sent_by: string | null;
  /** Whether its falling overdue was announced (invoice.overdue): once per invoice. */
  overdue_announced: Generated<boolean>;
  /** The recurring invoice that issued it, and which of its occurrences (0, 1, …) it is; null for the others. */
  recurring_invoice_id: Generated<bigint | null>;
  occurrence: Generated<number | null>;
}

/** A schedule that issues an invoice to a client at each of its occurrences. */
export interface RecurringInvoicesTable extends CompanyRecord {
  client_id: bigint;
  currency: string;
  po_number: string | null;
  /** The lines of each invoice, as a JSON array of the API's invoice lines. */
  invoice_lines: string;
  frequency: string;
  interval_count: number;
  /** '1' to '31' or 'last'; null for a weekly schedule. */
  day_of_month: string | null;
  start_date: string;
  end_date: string | null;
  occurrence_limit: number | null;
  payment_terms_days: number;
  draft: boolean;
  status: string;
  /** Why it was paused or ended, when the service did it. */
  status_reason: string | null;
  /** The occurrence to issue next, and its date; the date is null once the schedule has none left. */
  next_occurrence: number;
  next_issue_date: string | null;
  issued_count: number;
  /** Whether each invoice it issues is emailed; to send_to (a JSON array; null: the client's email) and send_cc. */
  send_email: boolean;
  send_to: string | null;
  send_cc: string | null;
}

export interface BillsTable extends DocumentColumns {
  supplier_id: bigint;
  type: string;
  /** Whether its falling overdue was announced (bill.overdue): once per bill. */
  overdue_announced: Generated<boolean>;
}

/** A credit note to a client, which may name the invoice it corrects. */
export interface CreditNotesTable extends DocumentColumns {
  client_id: bigint;
  credit_note_number: string;
  draft: boolean;
  invoice_id: bigint | null;
  reference: string | null;
  /** When it was last sent by email (the send accepted), and by whom (a user name); null until then. */
  sent_at: string | null;
  sent_by: string | null;
}

/**
 * A quote to a client, which posts nothing: `due_date` is its expiry date, `state` what was done
 * with it, `invoice_id` the invoice it was converted to.
 */
export interface QuotesTable extends DocumentColumns {
  client_id: bigint;
  quote_number: string;
  state: 'draft' | 'sent' | 'accepted' | 'declined';
  po_number: string | null;
  invoice_id: bigint | null;
}

/** A credit note from a supplier, which may name the bill it corrects. */
export interface SupplierCreditsTable extends DocumentColumns {
  supplier_id: bigint;
  bill_id: bigint | null;
  reference: string | null;
}

/** What holds the money that allocations and refunds take: a credit note, or a payment's money on account. */
interface HeldBy {
  credit_id: bigint | null;
  payment_id: bigint | null;
}

/**
 * A credit's amount set against a document of its party: `base_amount` is what it cleared of the
 * document in the base currency, `credit_base_amount` what it cleared of the credit.
 */

export interface CreditAllocationsTable extends CompanyOwned, HeldBy {
  document_id: bigint;
  amount: bigint;
  date: string;
  base_amount: bigint | null;
  credit_base_amount: bigint | null;
}

/**
 * Money paid back on a credit note or from money on account (to a client), or received back (from a
 * supplier): `amount` in the credit's currency, `bank_amount` in the bank account's; `base_amount`
 * is what it cleared of the credit in the base currency.
 */
export interface RefundsTable extends CompanyRecord, HeldBy {
  bank_account_id: bigint;
  currency: string;
  amount: bigint;
  exchange_rate: bigint | null;
  bank_amount: bigint;
  date: string;
  base_amount: bigint | null;
}

/**
 * A bad debt written off: what an invoice (`document_id`) had outstanding on `date`, in its currency,
 * of which `vat_amount` is reclaimed as bad-debt relief; `base_amount` is what it cleared of the
 * invoice in the base currency, null while unknown.
 */
export interface InvoiceWriteOffsTable extends CompanyRecord {
  document_id: bigint;
  date: string;
  amount: bigint;
  vat_amount: bigint;
  base_amount: bigint | null;
  note: string | null;
}

export interface DocumentLineColumns extends CompanyOwned {
  document_id: bigint;
  quantity_micros: bigint;
  unit_price: bigint;
  sales_tax_id: bigint | null;
  tax_rate_micros: bigint;
  description: string | null;
  net_amount: bigint;
  tax_amount: bigint;
}

export interface InvoiceLinesTable extends DocumentLineColumns {
  item: string | null;
}

export interface BillLinesTable extends DocumentLineColumns {
  category_account_id: bigint;
}

export interface BankTransfersTable extends CompanyRecord {
  from_bank_account_id: bigint;
  to_bank_account_id: bigint;
  amount: bigint;
  exchange_rate: bigint | null;
  amount_received: bigint;
  date_transferred: string;
}

export interface ClientPaymentsTable extends CompanyRecord {
  client_id: bigint;
  bank_account_id: bigint;
  currency: string;
  amount: bigint;
  exchange_rate: bigint | null;
  amount_received: bigint;
  date_received: string;
  /** What it kept on account beyond what it paid, and what that is worth in the base currency (null: unknown). */
  on_account_amount: Generated<bigint>;
  on_account_base_amount: bigint | null;
  /** What allocations and refunds took of the money on account, kept with each of them. */
  on_account_allocated_amount: Generated<bigint>;
}

export interface SupplierPaymentsTable extends CompanyRecord {
  supplier_id: bigint;
  bank_account_id: bigint | null;
  employee_id: bigint | null;
  currency: string;
  amount: bigint;
  exchange_rate: bigint | null;
  amount_paid_from_bank: bigint;
  date_paid: string;
  /** What it kept on account beyond what it paid, and what that is worth in the base currency (null: unknown). */
  on_account_amount: Generated<bigint>;
  on_account_base_amount: bigint | null;
  /** What allocations and refunds took of the money on account, kept with each of them. */
  on_account_allocated_amount: Generated<bigint>;
}

export interface AllocationsTable extends CompanyOwned {
  payment_id: bigint;
  document_id: bigint;
  amount: bigint;
  /** The share of the document's base value that this allocation cleared; null while unknown. */
  base_amount: bigint | null;
}

export interface IdempotencyKeysTable {
  company_id: bigint;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}

export interface RecordCountsTable {
  company_id: bigint;
  table_name: string;
  count: bigint;
}

export interface AccountBalancesTable {
  company_id: bigint;
  account_id: bigint;
  /** Y, M or D: a year, a month or a day (see ledger/periods.ts). */
  kind: string;
  period: string;
  currency: string;
  amount: bigint;
  /** The sum of the postings' base values (those without one count nothing). */
  base_amount: bigint;
  /** The sum of the amounts of the postings that carry a base value. */
  valued_amount: bigint;
}

export interface CurrencyRevaluationsTable extends CompanyRecord {
  date: string;
}

/** One foreign balance of an account revalued: its amount in `currency`, and its base values before and at `rate`. */
export interface CurrencyRevaluationLinesTable extends CompanyOwned {
  revaluation_id: bigint;
  account_id: bigint;
  currency: string;
  balance: bigint;
  /** Units of the base currency for one unit of `currency` (10^-8). */
  rate: bigint;
  book_value: bigint;
  revalued_value: bigint;
}

/** One write, as the audit trail keeps it: append-only, the records as JSON text (null where none). */
export interface AuditEntriesTable extends CompanyOwned {
  at: string;
  user_id: bigint;
  username: string;
  /** The key the write was made with; null for a write the service made of itself, or made before keys were named. */
  api_key_id: bigint | null;
  api_key_name: string | null;
  method: string;
  path: string;
  record_type: string;
  record_id: bigint;
  before: string | null;
  after: string | null;
}

/** A saved layout of a bank's CSV statements: which column holds what. */
export interface BankStatementProfilesTable extends CompanyRecord {
  name: string;
  date_column: string;
  date_format: string;
  amount_column: string | null;
  money_in_column: string | null;
  money_out_column: string | null;
  /** A JSON array of column names. */
  description_columns: string;
  reference_column: string | null;
  counterparty_column: string | null;
  balance_column: string | null;
  delimiter: string;
  decimal_separator: string;
  skip_rows: number;
}

export interface BankStatementImportsTable extends CompanyRecord {
  bank_account_id: bigint;
  format: string;
  sha256: string;
  lines_imported: number;
  duplicates_skipped: number;
  date_from: string | null;
  date_to: string | null;
  opening_balance: bigint | null;
  opening_balance_date: string | null;
  closing_balance: bigint | null;
  closing_balance_date: string | null;
}

export interface BankStatementLinesTable extends CompanyRecord {
  bank_account_id: bigint;
  import_id: bigint;
  date: string;
  /** In the bank account's currency: money in positive, money out negative. */
  amount: bigint;
  description: string;
  reference: string | null;
  counterparty_name: string | null;
  counterparty_account: string | null;
  bank_id: string | null;
  identity: string;
  status: 'unmatched' | 'matched' | 'excluded';
  reconciliation_id: bigint | null;
}

/** A record of the books that a statement line stands for, with what it moved the bank account by. */
export interface BankStatementMatchesTable extends CompanyOwned {
  line_id: bigint;
  bank_account_id: bigint;
  record_type: string;
  record_id: bigint;
  amount: bigint;
}

export interface BankReconciliationsTable extends CompanyRecord {
  bank_account_id: bigint;
  statement_date: string;
  closing_balance: bigint;
}

/** What a rule proposes for the statement lines it fits. */
export interface BankRulesTable extends CompanyRecord {
  name: string;
  /** The bank account whose lines it looks at; null for every account's. */
  bank_account_id: bigint | null;
  direction: 'in' | 'out' | 'any';
  /** A JSON array of conditions: `{field, operator, value}`. */
  conditions: string;
  match: 'all' | 'any';
  /** What to book from a line the rule fits: a manual journal entry to this account, with this tax. */
  action_type: 'manualJournalEntry';
  account_id: bigint;
  sales_tax_id: bigint | null;
  reason: string | null;
  /** Lower first. */
  priority: number;
}

/** The sequence number of each company's last event. */
export interface EventSequencesTable {
  company_id: bigint;
  last: bigint;
}

/** What a write did, as its webhooks tell it: `object` is the record as the API answered it then (JSON text). */
export interface EventsTable extends CompanyOwned {
  sequence: bigint;
  type: string;
  created_at: string;
  object: string;
}

/** Where a company's events are sent, and the secrets that sign them. */
export interface WebhookEndpointsTable extends CompanyRecord {
  url: string;
  description: string | null;
  /** A JSON array of event types; null for every type. */
  event_types: string | null;
  enabled: boolean;
  secret: string;
  /** The secret before the last rotation, which signs beside the new one until it expires. */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  /** Why the endpoint was disabled by the service (a 410, failing for days); null otherwise. */
  disabled_reason: string | null;
}

/** One event to send to one endpoint, and how its attempts went. */
export interface WebhookDeliveriesTable {
  company_id: bigint;
  endpoint_id: bigint;
  event_id: bigint;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: string;
  /** Until when a process that took the delivery for an attempt holds it. */
  claimed_until: string | null;
  last_attempt_at: string | null;
  response_status: number | null;
  response_excerpt: string | null;
  latency_ms: number | null;
  error: string | null;
  created_at: string;
}

/** One email of a document to its client, with its attachment as rendered when the send was asked for, and how its attempts went. */
export interface EmailsTable extends CompanyOwned {
  /** invoice, creditNote, or another kind that is sent (see src/email/document-email.ts). */
  document_kind: string;
  document_id: bigint;
  /** JSON arrays of addresses. */
  to_addresses: string;
  cc_addresses: string;
  subject: string;
  body: string;
  attachment_name: string;
  attachment: Buffer;
  /** The user name of who asked for the send. */
  requested_by: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  /** Until when a process that took the email for an attempt holds it. */
  claimed_until: string | null;
  last_attempt_at: string | null;
  error: string | null;
  created_at: string;
}
