import type { Database, Executor } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { insertDefaultChart } from '../ledger/chart.js';
import { insertDefaultSalesTaxes } from '../sales-taxes/default-sales-taxes.js';
import { notFound } from '../shared/errors.js';
import { assertValid } from '../shared/validation.js';
import { assertLockedYearsKept, assertNothingUnvaluedUpTo } from './closed-periods.js';
import { toCompany } from './company-reads.js';
import {
  type CompanyRow,
  insertCompany,
  listCompanyRows,
  lockCompany,
  updateCompany as updateCompanyRow,
} from './company-repository.js';
import { type Company, CompanyCreate, type CompanyUpdate } from './company-schemas.js';

/** Creates a company with its books set up, in one transaction. */
export async function createCompany(db: Database | Write, input: CompanyCreate): Promise<Company> {
  assertValid(CompanyCreate, input);
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const row = await insertCompany(trx, {
      id: await write.newId(),
      name: input.name,
      currency: input.currency.toUpperCase(),
    });
    await insertDefaultChart(write, row.id);
    await insertDefaultSalesTaxes(write, row.id);
    return toCompany(row);
  });
}

export async function listCompanies(db: Executor): Promise<Company[]> {
  return (await listCompanyRows(db)).map(toCompany);
}

/**
 * Renames the company, sets the day its financial years start, or moves its lock date, either way (an adviser may reopen a period). The move
 * waits for the writes under way, and the writes after it see the new date.
 */
export async function updateCompany(db: Database | Write, id: bigint, input: CompanyUpdate): Promise<Company> {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const current = await lockCompany(trx, id);
    if (!current) throw notFound('Company', id);
    await assertPeriodsStayClosed(trx, current, input);
    const row = await updateCompanyRow(trx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      lock_date: input.lockDate,
      ...(input.yearStart === undefined ? {} : { year_start: input.yearStart }),
    });
    if (!row) throw notFound('Company', id);
    return toCompany(row);
  });
}

/** What the lock date closes after the change stays as it was: every transaction valued, every year split where it was. */
async function assertPeriodsStayClosed(db: Executor, current: CompanyRow, input: CompanyUpdate): Promise<void> {
  const { lockDate, yearStart } = input;
  if (lockDate === null) return;
  if (lockDate !== current.lock_date) await assertNothingUnvaluedUpTo(db, current.id, lockDate);
  if (yearStart !== undefined && yearStart !== current.year_start) {
    await assertLockedYearsKept(db, current.id, { from: current.year_start, to: yearStart, lockDate });
  }
}
