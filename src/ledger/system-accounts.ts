import type { Executor } from '../db/database.js';
import type { SystemRole } from './chart.js';

export type SystemAccounts = Record<SystemRole, bigint>;

/** The ids of the company's system accounts, by role, in one query. */
export async function systemAccounts(db: Executor, companyId: bigint): Promise<SystemAccounts> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'system_role'])
    .where('company_id', '=', companyId)
    .where('system_role', 'is not', null)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.system_role, row.id])) as SystemAccounts;
}
