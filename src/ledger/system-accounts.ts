import type { Executor } from '../db/database.js';
import { storeCache } from '../db/store-cache.js';
import type { SystemRole } from './chart.js';

export type SystemAccounts = Record<SystemRole, bigint>;

/** A company's system accounts are made with it and never change nor go: read once, kept. */
const known = storeCache<bigint, SystemAccounts>(10_000);

/** The ids of the company's system accounts, by role. */
export async function systemAccounts(db: Executor, companyId: bigint): Promise<SystemAccounts> {
  const cached = known.get(db, companyId);
  if (cached) return cached;
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'system_role'])
    .where('company_id', '=', companyId)
    .where('system_role', 'is not', null)
    .execute();
  const accounts = Object.fromEntries(rows.map((row) => [row.system_role, row.id])) as SystemAccounts;
  known.set(db, companyId, accounts);
  return accounts;
}
