import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { databaseNow, newRecordTimestamps } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { toSafeNumber } from '../db/integers.js';
import { inPage } from '../db/owned.js';
import type { Page } from '../db/page.js';
import { precompiled } from '../db/precompiled.js';
import { storeCache } from '../db/store-cache.js';
import type { CompaniesTable, Timestamps } from '../db/tables.js';
import { notFound } from '../shared/errors.js';
import { DETAIL_COLUMNS, type DetailRow } from './company-details.js';

const COLUMNS = [
  'id',
  'name',
  'currency',
  'lock_date',
  'year_start',
  ...Object.values(DETAIL_COLUMNS),
  'disabled',
  'created_at',
  'updated_at',
] as const;

export type CompanyRow = Selectable<Pick<CompaniesTable, (typeof COLUMNS)[number]>>;

export async function findCompany(db: Executor, id: bigint): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A company's base currency is set when it is made and never changes: read once, kept. */
const baseCurrencies = storeCache<bigint, string>(10_000);

export async function baseCurrency(db: Executor, companyId: bigint): Promise<string> {
  const known = baseCurrencies.get(db, companyId);
  if (known) return known;
  const row = await findCompany(db, companyId);
  if (!row) throw notFound('Company', companyId);
  baseCurrencies.set(db, companyId, row.currency);
  return row.currency;
}

export async function anyCompanyExists(db: Executor): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function listCompanyRows(db: Executor): Promise<CompanyRow[]> {
  return db.selectFrom('companies').select(COLUMNS).orderBy('id').execute();
}

export async function pageCompanyRows(db: Executor, page: Page): Promise<CompanyRow[]> {
  return inPage(db.selectFrom('companies').select(COLUMNS), page).execute();
}

export async function countCompanies(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return toSafeNumber(count);
}

/**
 * The company's lock date, read under a lock on the company that a move of the lock date waits for,
 * and waits for: a write never lands in a period that was locked while it ran. It is the lock that
 * every insert of the company's rows takes for its reference to the company (`for key share`), so
 * writes do not wait for each other.
 */
export async function lockDateForWrite(db: Executor, id: bigint): Promise<string | null> {
  const [row] = await selectLockDate(db, id);
  return row?.lock_date ?? null;
}

const selectLockDate = precompiled(1, (db: Executor, id: bigint) =>
  db.selectFrom('companies').select('lock_date').where('id', '=', id).forKeyShare(),
);

/**
 * The company, locked for a change of its lock date or its financial year: waits until the writes
 * that read the old one have finished, and the writes after it wait for the change.
 */
export async function lockCompany(db: Executor, id: bigint): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Locks the company against another write that takes this lock, until the end of the write: bank
 * accounts of one company are made one at a time.
 */
export async function lockCompanyForNewBankAccount(db: Executor, id: bigint): Promise<void> {
  await db.selectFrom('companies').select('id').where('id', '=', id).forNoKeyUpdate().execute();
}

/**
 * Renames the company, moves its lock date or its financial year, sets its details, disables or
 * enables it; lock it first (lockCompany).
 */
export async function updateCompany(
  db: Executor,
  id: bigint,
  changes: Updateable<Pick<CompaniesTable, 'name' | 'lock_date' | 'year_start' | 'disabled'>> & Partial<DetailRow>,
): Promise<CompanyRow | undefined> {
  return db
    .updateTable('companies')
    .set({ ...changes, updated_at: databaseNow(db) })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function insertCompany(
  db: Executor,
  row: Omit<Insertable<CompaniesTable>, keyof Timestamps>,
): Promise<CompanyRow> {
  return db
    .insertInto('companies')
    .values({ ...row, ...newRecordTimestamps(db) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The days after its issue date a new invoice of the company is due by, if the company set them. */
export async function paymentTermsDays(db: Executor, companyId: bigint): Promise<number | null> {
  const row = await db
    .selectFrom('companies')
    .select('payment_terms_days')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.payment_terms_days ?? null;
}

export interface CompanyLogo {
  mediaType: string;
  image: Buffer;
}

export interface LogoFacts {
  mediaType: string;
  size: number;
}

/** The size and type of the company's logo, if it has one, without the image. */
export async function findLogoFacts(db: Executor, companyId: bigint): Promise<LogoFacts | undefined> {
  const row = await db
    .selectFrom('company_logos')
    .select(['media_type', sql<number>`length(image)`.as('size')])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row && { mediaType: row.media_type, size: Number(row.size) };
}

export async function findLogo(db: Executor, companyId: bigint): Promise<CompanyLogo | undefined> {
  const row = await db
    .selectFrom('company_logos')
    .select(['media_type', 'image'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row && { mediaType: row.media_type, image: Buffer.from(row.image) };
}

/** Sets the company's logo, in place of the one it had if any. */
export async function saveLogo(db: Executor, companyId: bigint, logo: CompanyLogo): Promise<void> {
  await db
    .insertInto('company_logos')
    .values({ company_id: companyId, media_type: logo.mediaType, image: logo.image })
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet({ media_type: logo.mediaType, image: logo.image }),
    )
    .execute();
}

/** Removes the company's logo; whether it had one. */
export async function deleteLogo(db: Executor, companyId: bigint): Promise<boolean> {
  const result = await db.deleteFrom('company_logos').where('company_id', '=', companyId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
