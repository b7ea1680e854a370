import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { isPostgres } from './postgres.js';

/**
 * A reversal's reference to the transaction it cancels is checked at the end of its statement, as
 * every other reference is, no longer at the commit. On SQLite the writes that arrive together
 * commit together (group commit): a reference checked only then failed every write of the group;
 * checked at once, it fails only the write that made it. The import of a company's books, whose
 * document may list a reversal before the transaction it cancels, sets such a reference once that
 * transaction is written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table journal_transactions alter constraint journal_transactions_reverses_fk not deferrable`.execute(
      db,
    );
  } else {
    await rebuildOnSqlite(db);
  }
}

/**
 * SQLite cannot change a constraint: the table is made anew, with its indexes as they were. The
 * postings' references to it are checked at commit (`defer_foreign_keys`): dropping the table
 * leaves them without a parent, and each row written back gives theirs back.
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_schema
    where type = 'index' and tbl_name = 'journal_transactions' and sql is not null`.execute(db);
  await sql`pragma defer_foreign_keys = on`.execute(db);
  await sql`create table journal_transactions_copy as select * from journal_transactions`.execute(db);
  await db.schema.dropTable('journal_transactions').execute();
  await companyTable(db, 'journal_transactions')
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('source_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('source_id', 'bigint', (col) => col.notNull())
    .addColumn('reverses_id', 'bigint')
    .addColumn('valued', 'boolean', (col) => col.notNull().defaultTo(true))
    .addForeignKeyConstraint(
      'journal_transactions_reverses_fk',
      ['company_id', 'reverses_id'],
      'journal_transactions',
      ['company_id', 'id'],
    )
    .execute();
  await sql`insert into journal_transactions (company_id, id, date, source_type, source_id, reverses_id, valued)
    select company_id, id, date, source_type, source_id, reverses_id, valued from journal_transactions_copy`.execute(
    db,
  );
  await db.schema.dropTable('journal_transactions_copy').execute();
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
