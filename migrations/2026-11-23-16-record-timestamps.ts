import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/** The records the API answers one by one; their lines and the ledger's rows are parts of them. */
const RECORDS = [
  'accounts',
  'sales_taxes',
  'employees',
  'clients',
  'suppliers',
  'line_items',
  'bank_accounts',
  'manual_journal_entries',
  'invoices',
  'bills',
  'bank_transfers',
  'client_payments',
  'supplier_payments',
];

/**
 * Every record carries when it was made and when it last changed (`created_at`, `updated_at`: UTC
 * text with milliseconds), and the company when it last changed; the rows already there take the
 * time the migration runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = await databaseTime(db);
  for (const table of RECORDS) await addTimestamps(db, table, ['created_at', 'updated_at'], now);
  await addTimestamps(db, 'companies', ['updated_at'], now);
  if (isPostgres(db)) await collateTextBytewise(db);
}

async function databaseTime(db: Kysely<unknown>): Promise<string> {
  const now = isPostgres(db)
    ? sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const { rows } = await sql<{ now: string }>`select ${now} as now`.execute(db);
  return rows[0]?.now ?? '';
}

/**
 * Adds NOT NULL columns, the rows already there holding `now`. PostgreSQL fills them from a constant
 * default without rewriting the table, and the default goes. SQLite takes a NOT NULL column only with
 * a constant default and drops one only by making the table anew: there the columns keep an empty
 * default, which no write relies on (each sets both columns), and the rows take `now` by an update.
 */
async function addTimestamps(db: Kysely<unknown>, table: string, columns: string[], now: string): Promise<void> {
  for (const column of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'varchar(30)', (col) => col.notNull().defaultTo(isPostgres(db) ? now : ''))
      .execute();
  }
  if (isPostgres(db)) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .alterColumn(column, (col) => col.dropDefault())
        .execute();
    }
  } else {
    const values = columns.map((column) => sql`${sql.ref(column)} = ${now}`);
    await sql`update ${sql.table(table)} set ${sql.join(values)}`.execute(db);
  }
}
