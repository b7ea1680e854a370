import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { precompiledForList } from '../db/precompiled.js';

export type BankRuleRow = OwnedRow<'bank_rules'>;

/**
 * The company's bank rules that look at money going this way (and those that look both ways), in
 * the order they are tried: lower priority first, then the older; through the index by direction.
 */
export const rulesInPriorityOrder = (
  db: Executor,
  companyId: bigint,
  directions: readonly BankRuleRow['direction'][],
): Promise<BankRuleRow[]> =>
  db
    .selectFrom('bank_rules')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('direction', 'in', directions)
    .orderBy('priority')
    .orderBy('id')
    .execute();

/** The company's account of this code, with the bank account whose ledger account it is, if any. */
export const accountOfCode = (db: Executor, companyId: bigint, code: string) =>
  db
    .selectFrom('accounts')
    .leftJoin('bank_accounts', (join) =>
      join
        .onRef('bank_accounts.company_id', '=', 'accounts.company_id')
        .onRef('bank_accounts.ledger_account_id', '=', 'accounts.id'),
    )
    .select(['accounts.id', 'bank_accounts.id as bankAccountId'])
    .where('accounts.company_id', '=', companyId)
    .where('accounts.code', '=', code)
    .executeTakeFirst();

const selectCodesByIds = precompiledForList((db: Executor, companyId: bigint, ids: readonly bigint[]) =>
  db.selectFrom('accounts').select(['id', 'code']).where('company_id', '=', companyId).where('id', 'in', ids),
);

/** The codes of the given accounts, in one query. */
export async function accountCodesByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Map<bigint, string>> {
  const rows = await selectCodesByIds(db, companyId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The first few of the company's bank rules that name this bank account, account or sales tax, to say why it must stay. */
export async function bankRulesNaming(
  db: Executor,
  companyId: bigint,
  column: 'bank_account_id' | 'account_id' | 'sales_tax_id',
  id: bigint,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('bank_rules')
    .select('id')
    .where('company_id', '=', companyId)
    .where(column, '=', id)
    .orderBy('id')
    .limit(5)
    .execute();
  return rows.map((row) => row.id);
}
