import { generateApiKey, hasExpired, hashApiKey } from '../auth/api-keys.js';
import { SCOPES, type Scope } from '../auth/permissions.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { ruleViolation } from '../shared/errors.js';
import { type ApiKeyRow, insertApiKey, type KeyHolderRow } from './api-key-repository.js';
import type { ApiKey, ApiKeyWithSecret, NewApiKey } from './api-key-schemas.js';

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

/** Who acts with a key at `now`: its user, company and rights; undefined when the key has expired or its user is disabled. */
export function livePrincipal(key: KeyHolderRow, now: number): Principal | undefined {
  if (key.disabled || hasExpired(key.expires_at, now)) return undefined;
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
