import type { Executor } from '../db/database.js';

/** The bank account whose ledger account this is, if any. */
export async function findBankAccountOfLedgerAccount(db: Executor, companyId: number, accountId: number) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('ledger_account_id', '=', accountId)
    .executeTakeFirst();
}
