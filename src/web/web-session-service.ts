import { createHash, randomBytes } from 'node:crypto';
import { livePrincipal } from '../api-keys/api-key-records.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/write.js';
import {
  deleteIdleSessions,
  deleteWebSession,
  findSessionHolder,
  insertWebSession,
  stampSessionSeen,
} from './web-session-repository.js';

/** A session's last use is stamped at most this often, so that reading pages seldom writes. */
const SEEN_STAMP_MS = 60_000;

const hashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');
const isoAt = (ms: number): string => new Date(ms).toISOString();

/** Starts a session for the principal's key and answers its id, which only its hash is stored by; idle sessions end. */
export async function startWebSession(db: Database, principal: Principal, now: number, idleMs: number) {
  const sessionId = randomBytes(32).toString('base64url');
  await inTransaction(db, async ({ trx }) => {
    await deleteIdleSessions(trx, isoAt(now - idleMs));
    await insertWebSession(trx, {
      id_hash: hashOf(sessionId),
      user_id: principal.userId,
      api_key_id: principal.apiKeyId,
      created_at: isoAt(now),
      last_seen_at: isoAt(now),
    });
  });
  return sessionId;
}

/**
 * Who a session acts as at `now`, as the API would take its key, and the name of their company;
 * undefined, and the session ended, when it has been idle too long, its key has expired or its user
 * is disabled. A key or user deleted took the session with it.
 */
export async function sessionPrincipal(
  db: Database,
  sessionId: string,
  now: number,
  idleMs: number,
): Promise<{ principal: Principal; companyName: string } | undefined> {
  const idHash = hashOf(sessionId);
  const holder = await findSessionHolder(db, idHash);
  if (!holder) return undefined;
  const lastSeen = Date.parse(holder.last_seen_at);
  const principal = lastSeen > now - idleMs ? livePrincipal(holder, now) : undefined;
  if (!principal) await inTransaction(db, ({ trx }) => deleteWebSession(trx, idHash));
  else if (now - lastSeen >= SEEN_STAMP_MS)
    await inTransaction(db, ({ trx }) => stampSessionSeen(trx, idHash, isoAt(now)));
  return principal && { principal, companyName: holder.company_name };
}

export async function endWebSession(db: Database, sessionId: string): Promise<void> {
  await inTransaction(db, ({ trx }) => deleteWebSession(trx, hashOf(sessionId)));
}
