import type { Executor } from '../db/database.js';
import { notFound } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import { type CompanyRow, findCompany } from './company-repository.js';
import type { Company } from './company-schemas.js';

/** A company as the API answers it. */
export const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  lockDate: row.lock_date,
  yearStart: row.year_start,
  ...timestampsOf(row),
});

export async function getCompany(db: Executor, id: bigint): Promise<Company> {
  const row = await findCompany(db, id);
  if (!row) throw notFound('Company', id);
  return toCompany(row);
}
