import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ApiKeysTable, UsersTable } from '../db/tables.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** A key found by its hash, with its user and whether their company is disabled: what authenticating with it needs. */
export type KeyHolderRow = ApiKeyRow &
  Pick<UsersTable, 'company_id' | 'username' | 'role' | 'disabled'> & { company_disabled: boolean };

export async function insertApiKey(db: Executor, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** Keys joined to their users, for a lookup to narrow. */
export const keysWithHolders = (db: Executor) =>
  db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('api_keys')
    .select(['users.company_id', 'users.username', 'users.role', 'users.disabled'])
    .select('companies.disabled as company_disabled');

/** The key whose hash this is, and its user: one lookup by a unique index, whoever asks. */
export async function findKeyByHash(db: Executor, keyHash: string): Promise<KeyHolderRow | undefined> {
  return keysWithHolders(db).where('api_keys.key_hash', '=', keyHash).executeTakeFirst();
}

/** A key belongs to the company of its user. */
export async function apiKeysOfUser(db: Executor, companyId: bigint, userId: bigint): Promise<KeyHolderRow[]> {
  return keysWithHolders(db)
    .where('users.company_id', '=', companyId)
    .where('api_keys.user_id', '=', userId)
    .orderBy('api_keys.id')
    .execute();
}

/** Every key of the company's users, by user and key. */
export async function apiKeysOfCompany(db: Executor, companyId: bigint): Promise<KeyHolderRow[]> {
  return keysWithHolders(db)
    .where('users.company_id', '=', companyId)
    .orderBy('api_keys.user_id')
    .orderBy('api_keys.id')
    .execute();
}

export async function findApiKey(db: Executor, companyId: bigint, id: bigint): Promise<KeyHolderRow | undefined> {
  return keysWithHolders(db).where('users.company_id', '=', companyId).where('api_keys.id', '=', id).executeTakeFirst();
}

/** Deletes a key found first by `findApiKey`, within the caller's company. */
export async function deleteApiKey(db: Executor, id: bigint): Promise<void> {
  await db.deleteFrom('api_keys').where('id', '=', id).execute();
}

export async function deleteApiKeysOfUser(db: Executor, userId: bigint): Promise<void> {
  await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
}

/** Stamps the key's last use, unless another process stamped it after `staleFrom`. */
export async function stampLastUse(db: Executor, id: bigint, at: string, staleFrom: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleFrom)]))
    .execute();
}
