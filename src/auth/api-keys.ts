import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_BYTES = 32;

/** A new API key: 32 random bytes, base64url-encoded (43 characters). */
export function generateApiKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/**
 * Keys carry 256 bits of entropy, so a fast hash is enough to make a stolen table useless;
 * slow password hashes guard low-entropy secrets and would only slow every request.
 */
export function hashApiKey(apiKey: string): string {
  return hash('sha256', apiKey, 'hex');
}

/** Compares in constant time, so that the answer's timing says nothing about the stored hash. */
export function apiKeyMatches(apiKey: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(apiKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

// Compared against when the user name is unknown, so that both failures cost the same.
export const UNKNOWN_USER_HASH = hashApiKey(generateApiKey());

/** Whether a key that stops working at `expiresAt` (null: never) has stopped by `now`, in milliseconds. */
export const hasExpired = (expiresAt: string | null, now: number): boolean =>
  expiresAt !== null && Date.parse(expiresAt) <= now;

export interface BasicCredentials {
  username: string;
  password: string;
}

const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Reads `Authorization: Basic base64(username:password)`; answers undefined when malformed, as when
 * either holds a control character, which RFC 7617 forbids (no user name or key has one).
 */
export function parseBasicAuthorization(header: string | undefined): BasicCredentials | undefined {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  if (CONTROL_CHARACTER.test(decoded)) return undefined;
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
