import type { Executor } from '../db/database.js';
import { notFound } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import { detailsOf } from './company-details.js';
import { type CompanyRow, findCompany, findLogoFacts, type LogoFacts } from './company-repository.js';
import type { Company, HostedCompany } from './company-schemas.js';

/** A company as the API answers it, with the size and type of its logo if it has one. */
export const toCompany = (row: CompanyRow, logo?: LogoFacts): Company => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  lockDate: row.lock_date,
  yearStart: row.year_start,
  ...detailsOf(row),
  ...(logo ? { logo } : {}),
  ...timestampsOf(row),
});

/** A company as the installation's operator sees it, without its logo. */
export const toHostedCompany = (row: CompanyRow): HostedCompany => ({ ...toCompany(row), disabled: row.disabled });

/** A company's settings as its reports read them (its year, currency, name), without its logo. */
export async function getCompanySettings(db: Executor, id: bigint): Promise<Company> {
  const row = await findCompany(db, id);
  if (!row) throw notFound('Company', id);
  return toCompany(row);
}

/** A company as the API answers it, with its logo's size and type if it has one. */
export async function getCompany(db: Executor, id: bigint): Promise<Company> {
  const company = await getCompanySettings(db, id);
  const logo = await findLogoFacts(db, id);
  return logo ? { ...company, logo } : company;
}
