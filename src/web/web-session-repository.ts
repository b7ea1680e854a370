import type { Selectable } from 'kysely';
import { type KeyHolderRow, keysWithHolders } from '../api-keys/api-key-repository.js';
import type { Executor } from '../db/database.js';
import type { WebSessionsTable } from '../db/tables.js';

export type WebSessionRow = Selectable<WebSessionsTable>;

/** A session with the key it acts with, the key's user and the name of the user's company. */
export type SessionHolderRow = KeyHolderRow & Pick<WebSessionRow, 'last_seen_at'> & { company_name: string };

export async function insertWebSession(db: Executor, row: WebSessionRow): Promise<void> {
  await db.insertInto('web_sessions').values(row).execute();
}

export async function findSessionHolder(db: Executor, idHash: string): Promise<SessionHolderRow | undefined> {
  return keysWithHolders(db)
    .innerJoin('web_sessions', 'web_sessions.api_key_id', 'api_keys.id')
    .select(['web_sessions.last_seen_at', 'companies.name as company_name'])
    .where('web_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function stampSessionSeen(db: Executor, idHash: string, at: string): Promise<void> {
  await db.updateTable('web_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
}

export async function deleteWebSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('web_sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every session last seen before `before`. */
export async function deleteIdleSessions(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('web_sessions').where('last_seen_at', '<', before).execute();
}
