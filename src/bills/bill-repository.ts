import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { precompiledForList } from '../db/precompiled.js';

/** The code of a bill line's category, as SQL over the line joined as `line`. */
export const CATEGORY_CODE = sql<string>`(select accounts.code from accounts
  where accounts.company_id = line.company_id and accounts.id = line.category_account_id)`;

const selectCategoryAccounts = precompiledForList((db: Executor, companyId: bigint, codes: readonly string[]) =>
  db
    .selectFrom('accounts')
    .leftJoin('bank_accounts', (join) =>
      join
        .onRef('bank_accounts.company_id', '=', 'accounts.company_id')
        .onRef('bank_accounts.ledger_account_id', '=', 'accounts.id'),
    )
    .select([
      'accounts.id',
      'accounts.code',
      'accounts.type',
      'accounts.system_role',
      'bank_accounts.id as bank_account_id',
    ])
    .where('accounts.company_id', '=', companyId)
    .where('accounts.code', 'in', codes),
);

/** The accounts with these codes, with what a bill may not be booked to: system and bank accounts. */
export async function categoryAccounts(db: Executor, companyId: bigint, codes: string[]) {
  const rows = await selectCategoryAccounts(db, companyId, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

/** The ids of the supplier's bills in a currency. */
export async function billIdsOfSupplier(db: Executor, companyId: bigint, supplierId: bigint, currency: string) {
  const rows = await db
    .selectFrom('bills')
    .select('id')
    .where('company_id', '=', companyId)
    .where('supplier_id', '=', supplierId)
    .where('currency', '=', currency)
    .execute();
  return rows.map((row) => row.id);
}
