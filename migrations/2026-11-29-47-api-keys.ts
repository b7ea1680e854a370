import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';
import { newRecordId } from './system-accounts.js';

/** Every scope a key may carry, space-separated, as the keys table keeps them. */
const EVERY_SCOPE = 'read write:documents write:payments write:banking write:journals admin';

/**
 * Several API keys per user, each with its name, scopes and optional expiry, stored as its hash only
 * and found by it; like users, an installation table, whose rows belong to a company through their user. Each user's one key becomes their key named "default", with every scope; it has no
 * prefix, which only the secret it was made from could tell. The audit trail keeps the key of each
 * write beside its user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('prefix', 'varchar(8)')
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('scopes', 'varchar(200)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('api_keys_by_user').on('api_keys').columns(['user_id', 'id']).execute();
  const { rows: users } = await sql<{
    id: bigint;
    api_key_hash: string;
    created_at: string;
    key_rotated_at: string | null;
  }>`select id, api_key_hash, created_at, key_rotated_at from users order by id`.execute(db);
  for (const user of users) {
    const id = await newRecordId(db);
    await sql`insert into api_keys (id, user_id, name, prefix, key_hash, scopes, expires_at, created_at, last_used_at)
      values (${id}, ${user.id}, 'default', null, ${user.api_key_hash}, ${EVERY_SCOPE}, null,
        ${user.key_rotated_at ?? user.created_at}, null)`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('api_key_hash').execute();
  await db.schema.alterTable('users').dropColumn('key_rotated_at').execute();

  await db.schema.alterTable('audit_entries').addColumn('api_key_id', 'bigint').execute();
  await db.schema.alterTable('audit_entries').addColumn('api_key_name', 'varchar(100)').execute();
  await db.schema
    .createIndex('audit_entries_by_api_key')
    .on('audit_entries')
    .columns(['company_id', 'api_key_id', 'at', 'id'])
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
