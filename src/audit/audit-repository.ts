import { type Selectable, type SqlBool, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import { databaseNow } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { lockOwnedRows } from '../db/owned.js';
import type { OwnedTable } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { rowInserter } from '../db/precompiled.js';
import type { AuditEntriesTable } from '../db/tables.js';
import type { Write } from '../db/write.js';
import { lockUsersOfCompany } from '../users/user-repository.js';
import type { AuditAction, RecordType } from './audit-schemas.js';

export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type NewAuditEntry = Omit<AuditEntryRow, 'at'>;

export interface AuditFilter {
  recordType?: RecordType | undefined;
  recordId?: bigint | undefined;
  userId?: bigint | undefined;
  apiKeyId?: bigint | undefined;
  action?: AuditAction | undefined;
  /** Inclusive bounds, in the entries' own text form. */
  from?: string | undefined;
  to?: string | undefined;
}

const RECORD_TABLES: Record<Exclude<RecordType, 'company' | 'user' | 'apiKey'>, OwnedTable> = {
  account: 'accounts',
  salesTax: 'sales_taxes',
  exchangeRate: 'exchange_rates',
  currencyRevaluation: 'currency_revaluations',
  employee: 'employees',
  client: 'clients',
  supplier: 'suppliers',
  lineItem: 'line_items',
  bankAccount: 'bank_accounts',
  bankTransfer: 'bank_transfers',
  invoice: 'invoices',
  bill: 'bills',
  creditNote: 'credit_notes',
  supplierCredit: 'supplier_credits',
  quote: 'quotes',
  creditNoteAllocation: 'credit_note_allocations',
  supplierCreditAllocation: 'supplier_credit_allocations',
  clientPaymentAllocation: 'credit_note_allocations',
  supplierPaymentAllocation: 'supplier_credit_allocations',
  clientRefund: 'client_refunds',
  supplierRefund: 'supplier_refunds',
  invoiceWriteOff: 'invoice_write_offs',
  clientPayment: 'client_payments',
  supplierPayment: 'supplier_payments',
  manualJournalEntry: 'manual_journal_entries',
  bankStatementProfile: 'bank_statement_profiles',
  bankRule: 'bank_rules',
  bankStatementImport: 'bank_statement_imports',
  bankStatementLine: 'bank_statement_lines',
  bankReconciliation: 'bank_reconciliations',
  webhookEndpoint: 'webhook_endpoints',
  recurringInvoice: 'recurring_invoices',
};

/** Locks a record's row as its write would, until the end of the transaction. */
export async function lockRecord(trx: Executor, companyId: bigint, type: RecordType, id: bigint): Promise<void> {
  // A change of a user counts the company's owners: it locks them all, as the users service does.
  if (type === 'user') return lockUsersOfCompany(trx, companyId);
  // A key is made and revoked, never changed on a condition: no write locks it.
  if (type === 'apiKey') return;
  if (type !== 'company') return lockOwnedRows(trx, RECORD_TABLES[type], companyId, [id]);
  await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}

/**
 * Appends an entry to the trail in the write's transaction. It is held to the end of the write and
 * sent with the other held writes (see Write.hold), so that the write waits for them once.
 */
export function insertAuditEntry(write: Write, entry: NewAuditEntry): void {
  const row = { ...entry, at: databaseNow(write.trx) };
  const held = write.hold(
    'audit entries',
    () => [] as (typeof row)[],
    (rows) => ({ queries: chunks(rows).map((chunk) => insertEntries.bound(write.trx, chunk)) }),
  );
  held.push(row);
}

const insertEntries = rowInserter('audit_entries');

/**
 * What the write of an entry did to its record, as the index of the trail by action keeps it (the
 * migration of list filters writes the same expression, for the index to be used).
 */
const ACTION = sql`(case when ${sql.ref('before')} is null then 'create' when ${sql.ref('after')} is null then 'delete' else 'update' end)`;

/** Where an entry stands in the trail, as the cursor of a page after it; undefined if the company has none such. */
export async function auditEntryPosition(db: Executor, companyId: bigint, id: bigint) {
  return db
    .selectFrom('audit_entries')
    .select(['at', 'id'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of the company's entries, newest first, after the entry at `position` when there is one. */
export async function auditEntryRows(
  db: Executor,
  companyId: bigint,
  filter: AuditFilter,
  page: Omit<Page, 'after'>,
  position?: { at: string; id: bigint },
): Promise<AuditEntryRow[]> {
  const { recordType, recordId, userId, apiKeyId, action, from, to } = filter;
  let query = db.selectFrom('audit_entries').selectAll().where('company_id', '=', companyId);
  if (recordType !== undefined) query = query.where('record_type', '=', recordType);
  if (recordId !== undefined) query = query.where('record_id', '=', recordId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  if (apiKeyId !== undefined) query = query.where('api_key_id', '=', apiKeyId);
  if (action !== undefined) query = query.where(sql<SqlBool>`${ACTION} = ${action}`);
  if (from !== undefined) query = query.where('at', '>=', from);
  if (to !== undefined) query = query.where('at', '<=', to);
  if (position) query = query.where((eb) => eb(eb.refTuple('at', 'id'), '<', eb.tuple(position.at, position.id)));
  query = query.orderBy('at', 'desc').orderBy('id', 'desc');
  if (page.limit !== undefined || page.offset) query = query.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
  if (page.offset) query = query.offset(page.offset);
  return query.execute();
}
