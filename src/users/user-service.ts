import { deleteApiKeysOfUser, findKeyByHash } from '../api-keys/api-key-repository.js';
import { createApiKey, parseScopes } from '../api-keys/api-key-service.js';
import { hasExpired, hashApiKey } from '../auth/api-keys.js';
import { RoleSchema, SCOPES } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import { changingCredentials } from '../auth/principal-cache.js';
import { findCompany } from '../companies/company-repository.js';
import type { Database, Executor } from '../db/database.js';
import { conflictOnDuplicate } from '../db/errors.js';
import { inTransaction, type Write } from '../db/write.js';
import { notFound } from '../shared/errors.js';
import { assertValid } from '../shared/validation.js';
import { deleteUserById, findUserByUsername, insertUser, type UserRow } from './user-repository.js';
import { type UserCreate, Username, type UserWithKey } from './user-schemas.js';

/** Makes a user, with a first key named "default" that has every scope; its secret is in the answer, this once. */
export async function createUser(db: Database | Write, input: UserCreate): Promise<UserWithKey> {
  assertValid(Username, input.username);
  assertValid(RoleSchema, input.role);
  return conflictOnDuplicate(
    () =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        if (!(await findCompany(trx, input.companyId))) throw notFound('Company', input.companyId);
        const id = await write.newId();
        await insertUser(trx, {
          id,
          company_id: input.companyId,
          username: input.username,
          created_at: new Date().toISOString(),
          role: input.role,
          name: null,
          email: null,
          disabled: false,
        });
        const { apiKey } = await issueDefaultKey(write, id);
        return { id, username: input.username, companyId: input.companyId, apiKey };
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

/** Deletes the user; their key stops working with the commit, in every process. */
export async function deleteUser(db: Executor, username: string): Promise<Omit<UserWithKey, 'apiKey'>> {
  return changingCredentials(db, async ({ trx }) => {
    const user = await requireUser(trx, username);
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
