import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { DocumentTable } from '../settlements/settlement-repository.js';

/**
 * The columns of each kind of document that `q` searches beside its party's name and its lines'
 * descriptions: its number, its PO number or reference (the migration of document search indexes
 * the same columns).
 */
const SEARCHED_COLUMNS: Record<DocumentTable, string[]> = {
  invoices: ['invoice_number', 'po_number'],
  bills: [],
  credit_notes: ['credit_note_number', 'reference'],
  supplier_credits: ['reference'],
};

/** Where a kind of document, its lines and its parties are kept. */
export interface SearchedStore {
  table: DocumentTable;
  lineTable: string;
  party: { table: string; column: string };
}

/**
 * ASCII letters in lower case, as the indexes keep the text: SQLite's lower() and PostgreSQL's
 * lower() of text in collation "C" fold those alone.
 */
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** Whether a row of `table` (read as itself) has `columns` one of which contains the text. */
type Contains = (table: string, columns: string[]) => RawBuilder<SqlBool>;

/** By the GIN index of each column's trigrams; % and _ escaped to stand for themselves. */
function postgresContains(text: string): Contains {
  const pattern = `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
  return (table, columns) =>
    sql<SqlBool>`(${sql.join(
      columns.map((column) => sql`lower(${sql.ref(`${table}.${column}`)}) like ${pattern}`),
      sql` or `,
    )})`;
}

/** By the table's FTS5 table of trigrams (every column of it searched), the text one phrase. */
function sqliteContains(text: string): Contains {
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return (table) => {
    const search = sql.table(`${table}_search`);
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${search} where ${search} match ${phrase})`;
  };
}

/**
 * The condition on documents of `store` read as `document` that their number, PO number or
 * reference, their party's name or one of their lines' descriptions contains `q` (ASCII letters of
 * either case alike): one lookup by index per table, their union of document ids.
 */
export function searchCondition(db: Executor, store: SearchedStore, companyId: bigint, q: string): RawBuilder<SqlBool> {
  const contains = (isPostgres(db) ? postgresContains : sqliteContains)(foldAscii(q));
  const { table, lineTable, party } = store;
  const columns = SEARCHED_COLUMNS[table];
  const own = columns.length
    ? [sql`select id from ${sql.table(table)} where company_id = ${companyId} and ${contains(table, columns)}`]
    : [];
  const byParty = sql`select id from ${sql.table(table)} where company_id = ${companyId} and ${sql.ref(party.column)} in
    (select id from ${sql.table(party.table)} where company_id = ${companyId} and ${contains(party.table, ['name'])})`;
  const byLine = sql`select document_id from ${sql.table(lineTable)}
    where company_id = ${companyId} and ${contains(lineTable, ['description'])}`;
  return sql<SqlBool>`${sql.ref('document.id')} in (${sql.join([...own, byParty, byLine], sql` union `)})`;
}
