import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { DocumentTable } from './document-tables.js';

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
  quotes: ['quote_number', 'po_number'],
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

/**
 * The `key` of the company's rows of `table` one of whose `columns` contains the text: read through
 * the index of the text's trigrams, each row found sought by its key.
 */
type Containing = (table: string, columns: string[], key: string) => RawBuilder<unknown>;

/**
 * By the GIN index of each column's trigrams, one lookup per column (the planner weighs each
 * apart); % and _ escaped to stand for themselves.
 */
function postgresContaining(companyId: bigint, text: string): Containing {
  const pattern = `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
  return (table, columns, key) =>
    sql.join(
      columns.map(
        (column) => sql`select ${sql.ref(key)} from ${sql.table(table)}
          where company_id = ${companyId} and lower(${sql.ref(column)}) like ${pattern}`,
      ),
      sql` union `,
    );
}

/**
 * By the table's FTS5 table of trigrams (every column of it searched), the text one phrase. A cross
 * join has SQLite read the FTS5 table first, rather than every row of the company, each probing it
 * (as it would the list of a subquery, without statistics).
 */
function sqliteContaining(companyId: bigint, text: string): Containing {
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return (table, _columns, key) => {
    const search = sql.table(`${table}_search`);
    return sql`select found.${sql.ref(key)} from ${search} cross join ${sql.table(table)} as found
      where ${search} match ${phrase} and found.company_id = ${companyId} and found.id = ${search}.rowid`;
  };
}

/**
 * The condition on documents of `store` read as `document` that their number, PO number or
 * reference, their party's name or one of their lines' descriptions contains `q` (ASCII letters of
 * either case alike): one lookup by index per table, their union of document ids.
 */
export function searchCondition(db: Executor, store: SearchedStore, companyId: bigint, q: string): RawBuilder<SqlBool> {
  const containing = (isPostgres(db) ? postgresContaining : sqliteContaining)(companyId, foldAscii(q));
  const { table, lineTable, party } = store;
  const columns = SEARCHED_COLUMNS[table];
  const own = columns.length ? [containing(table, columns, 'id')] : [];
  const byParty = sql`select listed.id from (${containing(party.table, ['name'], 'id')}) as named
    cross join ${sql.table(table)} as listed
    where listed.company_id = ${companyId} and ${sql.ref(`listed.${party.column}`)} = named.id`;
  const byLine = containing(lineTable, ['description'], 'document_id');
  const found = sql.join([...own, byParty, byLine], sql` union `);
  if (isPostgres(db)) return sql<SqlBool>`${sql.ref('document.id')} in (${found})`;
  // By the documents' key, which SQLite then looks them up by, rather than reading the company's through a sort's index.
  return sql<SqlBool>`(${sql.ref('document.company_id')}, ${sql.ref('document.id')}) in (select ${companyId}, matched.id from (${found}) as matched)`;
}
