import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { CompaniesTable } from '../db/tables.js';

export type CompanyRow = Pick<CompaniesTable, 'id' | 'name' | 'currency'>;

export async function findCompany(db: Executor, id: bigint): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').select(['id', 'name', 'currency']).where('id', '=', id).executeTakeFirst();
}

export async function listCompanyRows(db: Executor): Promise<CompanyRow[]> {
  return db.selectFrom('companies').select(['id', 'name', 'currency']).orderBy('id').execute();
}

export async function insertCompany(db: Executor, row: Insertable<CompaniesTable>): Promise<void> {
  await db.insertInto('companies').values(row).execute();
}
