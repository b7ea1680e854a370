import { type ForeignKeyConstraintBuilder, type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { isPostgres } from './postgres.js';

/**
 * A source record keeps every journal transaction it ever posted: an edit or a delete posts a
 * reversal (`reverses_id`, the transaction it cancels) instead of deleting. A transaction is
 * reversed at most once. The uniqueness of one transaction per source goes. The reference is checked at
 * commit, so that a company's books import in any order of ids (ids drawn by several processes are
 * not in the order of their use).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('journal_transactions').dropConstraint('journal_transactions_source_unique').execute();
    await db.schema.alterTable('journal_transactions').addColumn('reverses_id', 'bigint').execute();
    await db.schema
      .alterTable('journal_transactions')
      .addForeignKeyConstraint(...reversesReference())
      .execute();
  } else {
    await rebuildOnSqlite(db);
  }
  await db.schema
    .createIndex('journal_transactions_source')
    .on('journal_transactions')
    .columns(['company_id', 'source_type', 'source_id'])
    .execute();
  await db.schema
    .createIndex('journal_transactions_reversal')
    .on('journal_transactions')
    .columns(['company_id', 'reverses_id'])
    .unique()
    .execute();
}

/** A reversal names the transaction it cancels; checked at commit (see above). */
const reversesReference = () =>
  [
    'journal_transactions_reverses_fk',
    ['company_id', 'reverses_id'],
    'journal_transactions',
    ['company_id', 'id'],
    (constraint: ForeignKeyConstraintBuilder) => constraint.deferrable().initiallyDeferred(),
  ] as [string, string[], string, string[], (constraint: ForeignKeyConstraintBuilder) => ForeignKeyConstraintBuilder];

/**
 * SQLite cannot drop a constraint: the table is made anew. The postings' references to it are
 * checked at commit (`defer_foreign_keys`): dropping the table leaves them without a parent, and
 * each row written back gives theirs back.
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma defer_foreign_keys = on`.execute(db);
  await sql`create table journal_transactions_copy as select * from journal_transactions`.execute(db);
  await db.schema.dropTable('journal_transactions').execute();
  await companyTable(db, 'journal_transactions')
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('source_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('source_id', 'bigint', (col) => col.notNull())
    .addColumn('reverses_id', 'bigint')
    .addForeignKeyConstraint(...reversesReference())
    .execute();
  await sql`insert into journal_transactions (company_id, id, date, source_type, source_id)
    select company_id, id, date, source_type, source_id from journal_transactions_copy`.execute(db);
  await db.schema.dropTable('journal_transactions_copy').execute();
}
