import type { Executor } from '../db/database.js';

/** The bank account whose ledger account this is, if any. */
export async function findBankAccountOfLedgerAccount(db: Executor, companyId: bigint, accountId: bigint) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('ledger_account_id', '=', accountId)
    .executeTakeFirst();
}

/** The manual journal entries with a line on this account, at most `limit` of them. */
export async function journalEntriesUsingAccount(db: Executor, companyId: bigint, accountId: bigint, limit: number) {
  const rows = await db
    .selectFrom('manual_journal_entry_lines')
    .select('entry_id')
    .distinct()
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .orderBy('entry_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.entry_id);
}

/**
 * Locks the account against new postings until the end of the write transaction: a posting's
 * reference to its account takes a share lock of the key (PostgreSQL), which this lock excludes.
 */
export async function lockAccountAgainstPostings(db: Executor, companyId: bigint, accountId: bigint): Promise<void> {
  await db
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', accountId)
    .forUpdate()
    .execute();
}

/** True when any record posts to this account. */
export async function accountHasPostings(db: Executor, companyId: bigint, accountId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('postings')
    .select('id')
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Up to `limit` ids of the bills (or supplier credits) with a line booked to this account. */
export async function documentsUsingAccount(
  db: Executor,
  lines: 'bill_lines' | 'supplier_credit_lines',
  companyId: bigint,
  accountId: bigint,
  limit: number,
) {
  const rows = await db
    .selectFrom(lines as 'bill_lines')
    .select('document_id')
    .distinct()
    .where('company_id', '=', companyId)
    .where('category_account_id', '=', accountId)
    .orderBy('document_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.document_id);
}
