import { apiKeyMatches, generateApiKey, hashApiKey, UNKNOWN_USER_HASH } from '../auth/api-keys.js';
import { RoleSchema, SCOPES } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import { forgetPrincipals } from '../auth/principal-cache.js';
import { findCompany } from '../companies/company-repository.js';
import { announceCredentialChange, type Database, type DatabaseTransaction, type Executor } from '../db/database.js';
import { conflictOnDuplicate } from '../db/errors.js';
import { inTransaction, type Write } from '../db/write.js';
import { notFound } from '../shared/errors.js';
import { assertValid } from '../shared/validation.js';
import { deleteUserById, findUserByUsername, insertUser, type UserRow, updateApiKeyHash } from './user-repository.js';
import { type UserCreate, Username, type UserWithKey } from './user-schemas.js';

export async function createUser(db: Database | Write, input: UserCreate): Promise<UserWithKey> {
  assertValid(Username, input.username);
  assertValid(RoleSchema, input.role);
  const apiKey = generateApiKey();
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
          api_key_hash: hashApiKey(apiKey),
          created_at: new Date().toISOString(),
          role: input.role,
          name: null,
          email: null,
          disabled: false,
        });
        return { id, username: input.username, companyId: input.companyId, apiKey };
      }),
    `The user name ${input.username} is already taken`,
  );
}

/** Replaces the user's key; the old one stops working with the commit, in every process. */
export async function rotateApiKey(db: Executor, username: string): Promise<UserWithKey> {
  const apiKey = generateApiKey();
  return changingKeys(db, async (trx) => {
    const user = await requireUser(trx, username);
    await updateApiKeyHash(trx, user.id, hashApiKey(apiKey), new Date().toISOString());
    return { id: user.id, username: user.username, companyId: user.company_id, apiKey };
  });
}

/** Deletes the user; their key stops working with the commit, in every process. */
export async function deleteUser(db: Executor, username: string): Promise<Omit<UserWithKey, 'apiKey'>> {
  return changingKeys(db, async (trx) => {
    const user = await requireUser(trx, username);
    await deleteUserById(trx, user.id);
    return { id: user.id, username: user.username, companyId: user.company_id };
  });
}

/** A write that changes keys: other processes are told with the commit, and this one forgets what it remembered. */
async function changingKeys<T>(db: Database, change: (trx: DatabaseTransaction) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, async (write) => {
      const trx = write.trx;
      await announceCredentialChange(trx);
      return change(trx);
    });
  } finally {
    forgetPrincipals(db);
  }
}

/**
 * The user and company behind a user name and key, with the user's role, or undefined when either is
 * wrong or the user is disabled; both failures take the same work.
 */
export async function authenticate(db: Executor, username: string, apiKey: string): Promise<Principal | undefined> {
  const user = await findUserByUsername(db, username);
  const matches = apiKeyMatches(apiKey, user?.api_key_hash ?? UNKNOWN_USER_HASH);
  if (!user || !matches || user.disabled) return undefined;
  return { userId: user.id, username: user.username, companyId: user.company_id, role: user.role, scopes: SCOPES };
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
