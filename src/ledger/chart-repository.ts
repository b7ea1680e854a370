import { newRecordTimestamps } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { requireOwned } from '../db/owned.js';
import { addToRecordCount } from '../db/record-counts.js';
import type { Write } from '../db/write.js';

/** An account as the chart writes it. */
interface NewAccount {
  code: string;
  name: string;
  type: string;
  systemRole?: string | undefined;
}

/** Writes accounts of the company, with new ids, and counts them. */
export async function insertAccounts(write: Write, companyId: bigint, accounts: readonly NewAccount[]): Promise<void> {
  const ids = await write.newIds(accounts.length);
  const timestamps = newRecordTimestamps(write.trx);
  await write.trx
    .insertInto('accounts')
    .values(
      accounts.map((entry, index) => ({
        company_id: companyId,
        id: ids[index] as bigint,
        code: entry.code,
        name: entry.name,
        type: entry.type,
        description: null,
        system_role: entry.systemRole ?? null,
        ...timestamps,
      })),
    )
    .execute();
  addToRecordCount(write, companyId, 'accounts', BigInt(accounts.length));
}

/** The code and system role of each of the company's accounts. */
export async function accountCodesAndRoles(db: Executor, companyId: bigint) {
  return db.selectFrom('accounts').select(['code', 'system_role']).where('company_id', '=', companyId).execute();
}

/** The company's accounts that have a system role. */
export async function systemAccountRows(db: Executor, companyId: bigint) {
  return db
    .selectFrom('accounts')
    .select(['id', 'system_role'])
    .where('company_id', '=', companyId)
    .where('system_role', 'is not', null)
    .execute();
}

/** The account, or a 404. */
export const requireAccount = (db: Executor, companyId: bigint, id: bigint) =>
  requireOwned(db, 'accounts', companyId, id, 'Account');
