import { changingCredentials } from '../auth/principal-cache.js';
import { type Database, type Executor, readConsistently } from '../db/database.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import { insertDefaultChart } from '../ledger/chart.js';
import { isReadableImage } from '../pdf/pdf-render.js';
import { insertDefaultSalesTaxes } from '../sales-taxes/default-sales-taxes.js';
import { notFound, ruleViolation } from '../shared/errors.js';
import { assertValid } from '../shared/validation.js';
import { assertLockedYearsKept, assertNothingUnvaluedUpTo } from './closed-periods.js';
import { detailChanges } from './company-details.js';
import { getCompany, toCompany, toHostedCompany } from './company-reads.js';
import {
  type CompanyLogo,
  type CompanyRow,
  countCompanies,
  deleteLogo,
  findCompany,
  findLogo,
  findLogoFacts,
  insertCompany,
  listCompanyRows,
  lockCompany,
  pageCompanyRows,
  saveLogo,
  updateCompany as updateCompanyRow,
} from './company-repository.js';
import {
  type Company,
  CompanyCreate,
  type CompanyUpdate,
  type HostedCompany,
  type HostedCompanyChange,
} from './company-schemas.js';

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
  return (await listCompanyRows(db)).map((row) => toCompany(row));
}

/** The companies of the installation, a page of them in id order, and how many there are. */
export async function listHostedCompanies(
  db: Executor,
  page: Page,
): Promise<{ items: HostedCompany[]; total: number }> {
  return readConsistently(db, async (trx) => ({
    items: (await pageCompanyRows(trx, page)).map(toHostedCompany),
    total: await countCompanies(trx),
  }));
}

export async function getHostedCompany(db: Executor, id: bigint): Promise<HostedCompany> {
  const row = await findCompany(db, id);
  if (!row) throw notFound('Company', id);
  return toHostedCompany(row);
}

/**
 * Renames a company, or disables or enables it: its users' keys are refused, or accepted again,
 * from the commit, in every process, as when a key changes.
 */
export async function changeHostedCompany(
  db: Database,
  id: bigint,
  input: HostedCompanyChange,
): Promise<HostedCompany> {
  return changingCredentials(db, async ({ trx }) => {
    if (!(await lockCompany(trx, id))) throw notFound('Company', id);
    const row = await updateCompanyRow(trx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.disabled === undefined ? {} : { disabled: input.disabled }),
    });
    if (!row) throw notFound('Company', id);
    return toHostedCompany(row);
  });
}

/**
 * Renames the company, sets the day its financial years start, sets its details, or moves its lock date, either way (an adviser may reopen a period). The move
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
      ...detailChanges(input),
    });
    if (!row) throw notFound('Company', id);
    return toCompany(row, await findLogoFacts(trx, id));
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

/** The media types a logo may have, each told by the first bytes of its image. */
const LOGO_SIGNATURES: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};
export const LOGO_MEDIA_TYPES = Object.keys(LOGO_SIGNATURES);

/** The largest logo taken: 1 MiB. */
export const LOGO_LIMIT_BYTES = 1024 * 1024;

/**
 * Sets the company's logo: an image of at most LOGO_LIMIT_BYTES, of a media type of LOGO_MEDIA_TYPES
 * whose bytes are what the type says, and that the PDFs can show (refused otherwise, rather than
 * failing every PDF after).
 */
export async function setLogo(write: Write, companyId: bigint, mediaType: string, image: Buffer): Promise<Company> {
  if (image.length > LOGO_LIMIT_BYTES) {
    throw ruleViolation('The logo is too large', [{ path: 'body', message: 'must be at most 1 MiB' }]);
  }
  const signature = LOGO_SIGNATURES[mediaType];
  const signed = signature !== undefined && image.subarray(0, signature.length).equals(signature);
  if (!signed || !(await isReadableImage(image, mediaType))) {
    throw ruleViolation(`The body is not a ${mediaType} image`, [
      {
        path: 'body',
        message: `must be the bytes of a ${LOGO_MEDIA_TYPES.join(' or ')} image, as its Content-Type says`,
      },
    ]);
  }
  await saveLogo(write.trx, companyId, { mediaType, image });
  return getCompany(write.trx, companyId);
}

/** The company's logo: not found when it has none. */
export async function getLogo(db: Executor, companyId: bigint): Promise<CompanyLogo> {
  const logo = await findLogo(db, companyId);
  if (!logo) throw notFound('Logo of company', companyId);
  return logo;
}

/** Removes the company's logo: not found when it has none. */
export async function removeLogo(write: Write, companyId: bigint): Promise<Company> {
  if (!(await deleteLogo(write.trx, companyId))) throw notFound('Logo of company', companyId);
  return getCompany(write.trx, companyId);
}
