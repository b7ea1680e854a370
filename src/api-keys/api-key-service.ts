import { assertAllowed, forbidden } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import { announceCredentialChange, type Database, type Executor } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { getOrAdd } from '../shared/collections.js';
import { notFound } from '../shared/errors.js';
import { createApiKey, presentApiKey } from './api-key-records.js';
import { apiKeysOfCompany, apiKeysOfUser, deleteApiKey, findApiKey, stampLastUse } from './api-key-repository.js';
import type { ApiKey, ApiKeyInput, ApiKeyWithSecret } from './api-key-schemas.js';

/** A key's last use is stamped at most once in this many milliseconds. */
const STAMP_INTERVAL_MS = 60_000;

/** Makes a key for the caller's own user, with scopes within the caller's rights (else 403). */
export async function createOwnApiKey(
  db: Database | Write,
  caller: Principal,
  input: ApiKeyInput,
  now: () => number,
): Promise<ApiKeyWithSecret> {
  for (const scope of input.scopes) assertAllowed(caller, scope);
  return createApiKey(db, { ...input, userId: caller.userId }, now);
}

/** The keys of the caller's user, or of another user of the company for a caller with `admin`. */
export async function listApiKeys(db: Executor, caller: Principal, userId = caller.userId): Promise<ApiKey[]> {
  if (userId !== caller.userId) assertAllowed(caller, 'admin');
  return (await apiKeysOfUser(db, caller.companyId, userId)).map(presentApiKey);
}

/** Every key of the company's users, for a caller with `admin`. */
export async function listCompanyApiKeys(db: Executor, caller: Principal): Promise<ApiKey[]> {
  assertAllowed(caller, 'admin');
  return (await apiKeysOfCompany(db, caller.companyId)).map(presentApiKey);
}

/**
 * Revokes a key of the caller's user, or another user's key for a caller with `admin` (an owner's
 * key only for an owner), in a write that changes credentials (see changingCredentials): it stops
 * working with the commit, in every process.
 */
export async function revokeApiKey(write: Write, caller: Principal, id: bigint): Promise<ApiKey> {
  await announceCredentialChange(write.trx);
  const key = await findApiKey(write.trx, caller.companyId, id);
  if (!key) throw notFound('API key', id);
  if (key.user_id !== caller.userId) {
    assertAllowed(caller, 'admin');
    if (key.role === 'owner' && caller.role !== 'owner') throw forbidden({ role: 'owner' });
  }
  await deleteApiKey(write.trx, id);
  return presentApiKey(key);
}

/** When this process last stamped each key's use, per database: it stamps again only a minute later. */
const lastStamps = new WeakMap<Database, Map<bigint, number>>();

/**
 * Stamps the key's last use at `now` (milliseconds), unless this process did within the last minute,
 * or another did: at most one write a minute per key, however many processes and requests use it.
 */
export async function noteKeyUse(db: Database, apiKeyId: bigint, now: number): Promise<void> {
  const stamps = getOrAdd(lastStamps, db, () => new Map<bigint, number>());
  if (now - (stamps.get(apiKeyId) ?? Number.NEGATIVE_INFINITY) < STAMP_INTERVAL_MS) return;
  stamps.set(apiKeyId, now);
  const at = new Date(now).toISOString();
  const staleFrom = new Date(now - STAMP_INTERVAL_MS).toISOString();
  await inTransaction(db, (write) => stampLastUse(write.trx, apiKeyId, at, staleFrom));
}
