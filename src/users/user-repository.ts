import type { Executor } from '../db/database.js';
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
