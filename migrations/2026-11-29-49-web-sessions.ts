import type { Kysely } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * The web page's sessions, kept by the hash of their id: like API keys, an installation table whose
 * rows belong to a company through their user. A session acts with the key its user signed in
 * with, and ends with it: deleting the key or the user deletes the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_sessions')
    .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api_key_id', 'bigint', (col) => col.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('web_sessions_by_key').on('web_sessions').columns(['api_key_id']).execute();
  await db.schema.createIndex('web_sessions_by_user').on('web_sessions').columns(['user_id']).execute();
  await db.schema.createIndex('web_sessions_by_last_seen').on('web_sessions').columns(['last_seen_at']).execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
