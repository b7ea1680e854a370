import type { Executor } from '../db/database.js';
import { storeCache } from '../db/store-cache.js';
import type { SystemRole } from './chart.js';
import { systemAccountRows } from './chart-repository.js';

export type SystemAccounts = Record<SystemRole, bigint>;

/** A company's system accounts are made with it and never change nor go: read once, kept. */
const known = storeCache<bigint, SystemAccounts>(10_000);

/** The ids of the company's system accounts, by role. */
export async function systemAccounts(db: Executor, companyId: bigint): Promise<SystemAccounts> {
  const cached = known.get(db, companyId);
  if (cached) return cached;
  const rows = await systemAccountRows(db, companyId);
  const accounts = Object.fromEntries(rows.map((row) => [row.system_role, row.id])) as SystemAccounts;
  known.set(db, companyId, accounts);
  return accounts;
}
