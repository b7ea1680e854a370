import { generateApiKey, hashApiKey } from '../auth/api-keys.js';
import { assertAllowed, forbidden, SCOPES, type Scope } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import { changingCredentials } from '../auth/principal-cache.js';
import type { Database, Executor } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { getOrAdd } from '../shared/collections.js';
import { notFound, ruleViolation } from '../shared/errors.js';
import {
  type ApiKeyRow,
  apiKeysOfUser,
  deleteApiKey,
  findApiKey,
  insertApiKey,
  stampLastUse,
} from './api-key-repository.js';
import type { ApiKey, ApiKeyInput, ApiKeyWithSecret, NewApiKey } from './api-key-schemas.js';

/** A key's last use is stamped at most once in this many milliseconds. */
const STAMP_INTERVAL_MS = 60_000;

/** How many characters of a key are kept in the clear, to recognise it by: 48 of its 256 bits. */
const PREFIX_LENGTH = 8;

/** Makes a key for a user; its secret is in the answer, this once, and only its hash is stored. */
export async function createApiKey(
  db: Database | Write,
  key: NewApiKey,
  now: () => number = Date.now,
): Promise<ApiKeyWithSecret> {
  const expiresAt = key.expiresAt ? new Date(key.expiresAt).toISOString() : null;
  if (expiresAt !== null && Date.parse(expiresAt) <= now()) {
    throw ruleViolation('A key cannot expire in the past', [{ path: 'expiresAt', message: 'must be in the future' }]);
  }
  const apiKey = generateApiKey();
  return inTransaction(db, async (write) => {
    const row: ApiKeyRow = {
      id: await write.newId(),
      user_id: key.userId,
      name: key.name,
      prefix: apiKey.slice(0, PREFIX_LENGTH),
      key_hash: hashApiKey(apiKey),
      scopes: key.scopes.join(' '),
      expires_at: expiresAt,
      created_at: new Date(now()).toISOString(),
      last_used_at: null,
    };
    await insertApiKey(write.trx, row);
    return { ...presentApiKey(row), apiKey };
  });
}

/**
 * Gives a user of books made before several keys per user their one key as the migration gave it:
 * named default, with every scope, and no prefix, which only its secret could tell.
 */
export async function addDefaultKey(write: Write, key: { userId: bigint; keyHash: string; since: string }) {
  await insertApiKey(write.trx, {
    id: await write.newId(),
    user_id: key.userId,
    name: 'default',
    prefix: null,
    key_hash: key.keyHash,
    scopes: SCOPES.join(' '),
    expires_at: null,
    created_at: key.since,
    last_used_at: null,
  });
}

/** Makes a key for the caller's own user, with scopes within the caller's rights (else 403). */
export async function createOwnApiKey(
  db: Database,
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

/**
 * Revokes a key of the caller's user, or another user's key for a caller with `admin` (an owner's
 * key only for an owner); it stops working with the commit, in every process.
 */
export async function revokeApiKey(db: Database, caller: Principal, id: bigint): Promise<ApiKey> {
  return changingCredentials(db, async ({ trx }) => {
    const key = await findApiKey(trx, caller.companyId, id);
    if (!key) throw notFound('API key', id);
    if (key.user_id !== caller.userId) {
      assertAllowed(caller, 'admin');
      if (key.role === 'owner' && caller.role !== 'owner') throw forbidden({ role: 'owner' });
    }
    await deleteApiKey(trx, id);
    return presentApiKey(key);
  });
}

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    scopes: [...parseScopes(row.scopes)],
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

const KNOWN_SCOPES: ReadonlySet<string> = new Set(SCOPES);

/** A key's scopes as the keys table keeps them, space-separated. */
export const parseScopes = (text: string): readonly Scope[] =>
  text.split(' ').filter((word): word is Scope => KNOWN_SCOPES.has(word));

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
