import { type Kysely, sql } from 'kysely';
import { isPostgres } from './postgres.js';

/**
 * The text the lists of documents are searched in (see document-search-repository.ts, which must
 * write the same expressions for these indexes to be used), by table: documents' numbers, PO
 * numbers and references, parties' names, lines' descriptions.
 */
const SEARCHED: Record<string, string[]> = {
  invoices: ['invoice_number', 'po_number'],
  credit_notes: ['credit_note_number', 'reference'],
  supplier_credits: ['reference'],
  clients: ['name'],
  suppliers: ['name'],
  invoice_lines: ['description'],
  bill_lines: ['description'],
  credit_note_lines: ['description'],
  supplier_credit_lines: ['description'],
};

/**
 * `q` finds the documents whose searched text contains it, read through an index of trigrams, the
 * text in lower case (ASCII letters only, as both stores' lower() folds them here). PostgreSQL has
 * a GIN index of pg_trgm's trigrams of each column; SQLite an FTS5 table of trigrams per table,
 * keyed by the row's id (unique in the installation), which triggers keep in step with the table.
 * pg_trgm is a trusted extension: the database's owner may create it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, columns] of Object.entries(SEARCHED)) {
      for (const column of columns) {
        await sql`create index ${sql.ref(`${table}_${column}_trigrams`)} on ${sql.table(table)}
          using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
      }
    }
    return;
  }
  for (const [table, columns] of Object.entries(SEARCHED)) await searchTable(db, table, columns);
}

async function searchTable(db: Kysely<unknown>, table: string, columns: string[]) {
  const search = sql.table(`${table}_search`);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const lowered = sql.join(columns.map((column) => sql`lower(${sql.ref(`new.${column}`)})`));
  await sql`create virtual table ${search} using fts5(${names},
    content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(db);
  await sql`insert into ${search} (rowid, ${names})
    select id, ${sql.join(columns.map((column) => sql`lower(${sql.ref(column)})`))} from ${sql.table(table)}`.execute(
    db,
  );
  await sql`create trigger ${sql.ref(`${table}_search_insert`)} after insert on ${sql.table(table)} begin
    insert into ${search} (rowid, ${names}) values (new.id, ${lowered});
    end`.execute(db);
  await sql`create trigger ${sql.ref(`${table}_search_update`)} after update of ${names} on ${sql.table(table)} begin
    delete from ${search} where rowid = old.id;
    insert into ${search} (rowid, ${names}) values (new.id, ${lowered});
    end`.execute(db);
  await sql`create trigger ${sql.ref(`${table}_search_delete`)} after delete on ${sql.table(table)} begin
    delete from ${search} where rowid = old.id;
    end`.execute(db);
}
