import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One counter for the whole installation, so that an id always names one record.
  await db.schema
    .createTable('record_ids')
    .addColumn('singleton', 'integer', (col) => col.primaryKey().check(sql`singleton = 1`))
    .addColumn('last_id', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('record_ids' as never)
    .values({ singleton: 1, last_id: 0 } as never)
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  // User names are unique across the installation: HTTP Basic names a user, not a company.
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id'))
    .addColumn('username', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('api_key_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('key_rotated_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('users_company_id').on('users').column('company_id').execute();
}
