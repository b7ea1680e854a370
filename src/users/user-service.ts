import { createApiKey, parseScopes } from '../api-keys/api-key-records.js';
import { deleteApiKeysOfUser, findKeyByHash } from '../api-keys/api-key-repository.js';
import { hasExpired, hashApiKey } from '../auth/api-keys.js';
import { forbidden, type Role, RoleSchema, SCOPES } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import { changingCredentials } from '../auth/principal-cache.js';
import { findCompany } from '../companies/company-repository.js';
import { announceCredentialChange, type Database, type Executor, readConsistently } from '../db/database.js';
import { conflictOnDuplicate } from '../db/errors.js';
import type { Page } from '../db/page.js';
import type { UsersTable } from '../db/tables.js';
import { inTransaction, type Write } from '../db/write.js';
import { conflict, notFound } from '../shared/errors.js';
import { assertValid } from '../shared/validation.js';
import {
  countLiveOwnersBesides,
  countUsersOfCompany,
  deleteUserById,
  findUserByUsername,
  findUserOfCompany,
  insertUser,
  lockUsersOfCompany,
  pageUsersOfCompany,
  type UserRecordRow,
  type UserRow,
  updateUserRow,
} from './user-repository.js';
import type { User, UserCreate, UserInput, UserUpdate, UserWithKey } from './user-schemas.js';
import { Username } from './user-schemas.js';

/**
 * Makes a user, with a first key named "default" that has every scope; the user, their company and
 * the key's secret are in the answer, this once.
 */
export type CreatedUser = User & UserWithKey;

export async function createUser(db: Database | Write, input: UserCreate): Promise<CreatedUser> {
  assertValid(Username, input.username);
  assertValid(RoleSchema, input.role);
  return conflictOnDuplicate(
    () =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        if (!(await findCompany(trx, input.companyId))) throw notFound('Company', input.companyId);
        const row = {
          id: await write.newId(),
          username: input.username,
          created_at: new Date().toISOString(),
          role: input.role,
          name: input.name ?? null,
          email: input.email ?? null,
          disabled: input.disabled ?? false,
        };
        await insertUser(trx, { ...row, company_id: input.companyId });
        const { apiKey } = await issueDefaultKey(write, row.id);
        return { ...presentUser(row), companyId: input.companyId, apiKey };
      }),
    `The user name ${input.username} is already taken`,
  );
}

/**
 * Replaces every key of the user by one new key named "default" with every scope (an operator's way
 * back in, or out for a leaked key); the old ones stop working with the commit, in every process.
 */
export async function rotateApiKey(db: Executor, username: string): Promise<UserWithKey> {
  return changingCredentials(db, async (write) => {
    const user = await requireUser(write.trx, username);
    await deleteApiKeysOfUser(write.trx, user.id);
    const { apiKey } = await issueDefaultKey(write, user.id);
    return { id: user.id, username: user.username, companyId: user.company_id, apiKey };
  });
}

const issueDefaultKey = (write: Write, userId: bigint) =>
  createApiKey(write, { userId, name: 'default', scopes: SCOPES });

/**
 * Deletes the user, unless they are their company's last owner (an operator makes another owner
 * first); their key stops working with the commit, in every process.
 */
export async function deleteUser(db: Executor, username: string): Promise<Omit<UserWithKey, 'apiKey'>> {
  return changingCredentials(db, async ({ trx }) => {
    const user = await requireUser(trx, username);
    await lockUsersOfCompany(trx, user.company_id);
    await assertOwnerRemains(trx, user.company_id, await requireUserOfCompany(trx, user.company_id, user.id));
    await deleteUserById(trx, user.id);
    return { id: user.id, username: user.username, companyId: user.company_id };
  });
}

/**
 * The user, company and key behind a user name and one of the user's live keys at `now`, with the
 * user's role, or undefined (a disabled user's keys are not live). The key is found by its hash, in
 * one lookup whatever the name: an unknown name and a wrong key take the same work.
 */
export async function authenticate(
  db: Executor,
  username: string,
  apiKey: string,
  now: number = Date.now(),
): Promise<Principal | undefined> {
  const key = await findKeyByHash(db, hashApiKey(apiKey));
  if (!key || key.username !== username || key.disabled || hasExpired(key.expires_at, now)) return undefined;
  return {
    userId: key.user_id,
    username: key.username,
    companyId: key.company_id,
    role: key.role,
    apiKeyId: key.id,
    apiKeyName: key.name,
    scopes: parseScopes(key.scopes),
    apiKeyExpiresAt: key.expires_at,
    companyDisabled: key.company_disabled,
  };
}

/** Whether a user has this name. */
export async function isUserName(db: Executor, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

async function requireUser(db: Executor, username: string): Promise<UserRow> {
  assertValid(Username, username);
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('User', username);
  return user;
}

/** A user as the API shows them. */
const presentUser = (row: UserRecordRow): User => ({
  id: row.id,
  username: row.username,
  role: row.role,
  name: row.name,
  email: row.email,
  disabled: row.disabled,
  createdAt: row.created_at,
});

/** The company's users, a page of them in id order, and how many it has. */
export async function listUsers(
  db: Executor,
  companyId: bigint,
  page: Page,
): Promise<{ items: User[]; total: number }> {
  return readConsistently(db, async (trx) => ({
    items: (await pageUsersOfCompany(trx, companyId, page)).map(presentUser),
    total: await countUsersOfCompany(trx, companyId),
  }));
}

export async function getUser(db: Executor, companyId: bigint, id: bigint): Promise<User> {
  return presentUser(await requireUserOfCompany(db, companyId, id));
}

/** Who changes the users of their company, and in which role. */
type Manager = Pick<Principal, 'companyId' | 'role'>;

/** Adds a user to the manager's company; only an owner adds an owner. */
export async function addUser(write: Write, manager: Manager, input: UserInput): Promise<CreatedUser> {
  assertMayManage(manager, input.role);
  return createUser(write, { ...input, companyId: manager.companyId });
}

/**
 * Sets a user's role, name, email and whether they are disabled; only an owner changes an owner or
 * makes one, and the company keeps an owner who is not disabled. The user's keys act with the change
 * from its commit, in every process.
 */
export async function changeUser(write: Write, manager: Manager, id: bigint, input: UserUpdate): Promise<User> {
  const { trx } = write;
  await lockUsersOfCompany(trx, manager.companyId);
  const current = await requireUserOfCompany(trx, manager.companyId, id);
  const changes = {
    role: input.role,
    name: input.name ?? null,
    email: input.email ?? null,
    disabled: input.disabled ?? false,
  };
  assertMayManage(manager, current.role, changes.role);
  await assertOwnerRemains(trx, manager.companyId, current, changes);
  await announceCredentialChange(trx);
  await updateUserRow(trx, id, changes);
  return presentUser({ ...current, ...changes });
}

/** Deletes a user of the manager's company; only an owner deletes an owner, and never the last. */
export async function removeUser(write: Write, manager: Manager, id: bigint): Promise<User> {
  const { trx } = write;
  await lockUsersOfCompany(trx, manager.companyId);
  const current = await requireUserOfCompany(trx, manager.companyId, id);
  assertMayManage(manager, current.role);
  await assertOwnerRemains(trx, manager.companyId, current);
  await announceCredentialChange(trx);
  await deleteUserById(trx, id);
  return presentUser(current);
}

/** Managing owners is an owner's alone: an admin manages every other user. */
function assertMayManage(manager: Manager, ...roles: Role[]): void {
  if (roles.includes('owner') && manager.role !== 'owner') throw forbidden({ role: 'owner' });
}

const isLiveOwner = (user: Pick<UsersTable, 'role' | 'disabled'>) => user.role === 'owner' && !user.disabled;

/**
 * Refuses (409) to leave the company without an owner who is not disabled, when `user` is one and
 * the change (`after`, or a delete) makes them none. The company's users are locked by the caller.
 */
async function assertOwnerRemains(
  trx: Executor,
  companyId: bigint,
  user: Pick<UsersTable, 'id' | 'role' | 'disabled'>,
  after?: Pick<UsersTable, 'role' | 'disabled'>,
): Promise<void> {
  if (!isLiveOwner(user) || (after && isLiveOwner(after))) return;
  if ((await countLiveOwnersBesides(trx, companyId, user.id)) > 0) return;
  throw conflict(
    'A company keeps at least one owner who is not disabled: make another user an owner before this one stops being one',
  );
}

async function requireUserOfCompany(db: Executor, companyId: bigint, id: bigint): Promise<UserRecordRow> {
  const user = await findUserOfCompany(db, companyId, id);
  if (!user) throw notFound('User', id);
  return user;
}
