import { type Kysely, sql } from 'kysely';

/**
 * A company's bank accounts have distinct names, as its clients and suppliers do. Books made before
 * keep every account: a repeated name gets the account's id after it (and so does its ledger account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const repeated = sql`exists (select 1 from bank_accounts earlier
    where earlier.company_id = bank_accounts.company_id and earlier.name = bank_accounts.name
      and earlier.id < bank_accounts.id)`;
  const renamed = sql`substr(bank_accounts.name, 1, 170) || ' (' || cast(bank_accounts.id as varchar(20)) || ')'`;
  await sql`update accounts set name = (select ${renamed} from bank_accounts
      where bank_accounts.company_id = accounts.company_id and bank_accounts.ledger_account_id = accounts.id)
    where exists (select 1 from bank_accounts
      where bank_accounts.company_id = accounts.company_id and bank_accounts.ledger_account_id = accounts.id
        and ${repeated})`.execute(db);
  await sql`update bank_accounts set name = ${renamed} where ${repeated}`.execute(db);
  await db.schema
    .createIndex('bank_accounts_name_unique')
    .on('bank_accounts')
    .columns(['company_id', 'name'])
    .unique()
    .execute();
}
