import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ApiKeysTable, UsersTable } from '../db/tables.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** A key found by its hash, with its user: what authenticating with it needs. */
export type KeyHolderRow = ApiKeyRow & Pick<UsersTable, 'username' | 'role' | 'disabled'>;

export async function insertApiKey(db: Executor, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** The key whose hash this is, and its user's name: one lookup by a unique index, whoever asks. */
export async function findKeyByHash(db: Executor, keyHash: string): Promise<KeyHolderRow | undefined> {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .selectAll('api_keys')
    .select(['users.username', 'users.role', 'users.disabled'])
    .where('api_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function apiKeysOfUser(db: Executor, companyId: bigint, userId: bigint): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function findApiKey(db: Executor, companyId: bigint, id: bigint): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteApiKey(db: Executor, companyId: bigint, id: bigint): Promise<void> {
  await db.deleteFrom('api_keys').where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function deleteApiKeysOfUser(db: Executor, userId: bigint): Promise<void> {
  await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
}

/** Stamps the key's last use, unless another process stamped it since `staleBefore`. */
export async function stampLastUse(db: Executor, id: bigint, at: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}
