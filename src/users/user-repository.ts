import type { Executor } from '../db/database.js';
import { toSafeNumber } from '../db/integers.js';
import { inPage } from '../db/owned.js';
import type { Page } from '../db/page.js';
import type { UsersTable } from '../db/tables.js';

export type UserRow = Pick<UsersTable, 'id' | 'company_id' | 'username' | 'role' | 'disabled'>;

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'company_id', 'username', 'role', 'disabled'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function insertUser(db: Executor, row: UsersTable): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function deleteUserById(db: Executor, id: bigint): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** A user as the API shows them. */
export type UserRecordRow = Pick<UsersTable, 'id' | 'username' | 'role' | 'name' | 'email' | 'disabled' | 'created_at'>;

const RECORD_COLUMNS = ['id', 'username', 'role', 'name', 'email', 'disabled', 'created_at'] as const;

export async function findUserOfCompany(
  db: Executor,
  companyId: bigint,
  id: bigint,
): Promise<UserRecordRow | undefined> {
  return db
    .selectFrom('users')
    .select(RECORD_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function pageUsersOfCompany(db: Executor, companyId: bigint, page: Page): Promise<UserRecordRow[]> {
  return inPage(db.selectFrom('users').select(RECORD_COLUMNS).where('company_id', '=', companyId), page).execute();
}

export async function countUsersOfCompany(db: Executor, companyId: bigint): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return toSafeNumber(count);
}

/** How many users of the company, other than `exceptId`, are owners who are not disabled. */
export async function countLiveOwnersBesides(db: Executor, companyId: bigint, exceptId: bigint): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'owner')
    .where('disabled', '=', false)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return toSafeNumber(count);
}

export async function updateUserRow(
  db: Executor,
  id: bigint,
  changes: Pick<UsersTable, 'role' | 'name' | 'email' | 'disabled'>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Locks the company against every other change of its users until the end of the write, so that
 * the owners a change counts stay as counted: of two owners demoting each other at once, the second
 * counts after the first commits. Other writes of the company only share the row, and pass.
 */
export async function lockUsersOfCompany(db: Executor, companyId: bigint): Promise<void> {
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forNoKeyUpdate().execute();
}
