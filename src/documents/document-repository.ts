import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres, readTogether } from '../db/database.js';
import { companyColumn, countOf, whereAll } from '../db/filtered.js';
import { countOwned, deleteOwned, findOwned, insertOwned, lockOwnedRows, updateOwned } from '../db/owned.js';
import type { NewOwnedRow, OwnedChanges } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { type Precompiled, precompiled, precompiledForPage } from '../db/precompiled.js';
import { inPageOrder, sortedPageIds } from '../db/sorted-page.js';
import type { AllocationsTable, DocumentColumns, DocumentLineColumns, PartiesTable } from '../db/tables.js';
import type { Write } from '../db/write.js';
import type { SettlementTable, SettlingColumn } from '../settlements/settlement-repository.js';
import { SETTLEMENT_SIDES, type SettlementSide } from '../settlements/sides.js';
import { BY_ID, isUnfilteredById } from '../shared/list-sorts.js';
import { documentConditions, filteredBy, sortedDocuments } from './document-filter-repository.js';
import type { DocumentFilters, DocumentListing } from './document-filters.js';
import { type LineTable, type LineValues, type LineValueType, linesAsJson } from './document-line-repository.js';
import { searchCondition } from './document-search-repository.js';
import type { DocumentTable } from './document-tables.js';

/** The payments whose allocations a table keeps: such an allocation is dated by its payment. */
const PAYMENT_OF_ALLOCATIONS = new Map<SettlementTable, SettlementSide['payments']>(
  SETTLEMENT_SIDES.map(({ payments }) => [payments.allocations, payments]),
);

const settlementDate = (table: SettlementTable) => {
  const payments = PAYMENT_OF_ALLOCATIONS.get(table);
  return payments ? sql.ref(`payment.${payments.date}`) : sql.ref('settled.date');
};

const settlementJoin = (table: SettlementTable) => {
  const payments = PAYMENT_OF_ALLOCATIONS.get(table);
  return payments
    ? sql`join ${sql.table(payments.table)} payment
    on payment.company_id = settled.company_id and payment.id = settled.payment_id`
    : sql``;
};

/**
 * The date of the first (or the last) of the settlements of a document (`settledBy`, as its store
 * names them), if any settled it.
 */
export async function settledOn(
  db: Executor,
  companyId: bigint,
  settledBy: DocumentStore['settledBy'],
  id: bigint,
  which: 'first' | 'last',
): Promise<string | undefined> {
  let found: string | undefined;
  for (const { table, column } of settledBy) {
    // An expression of the date, in no index: else SQLite, without statistics, would walk the
    // company's settlements in date order by the index of their dates to find the document's first.
    const date = isPostgres(db) ? sql`(${settlementDate(table)} + 0)` : sql`+${settlementDate(table)}`;
    const { rows } = await sql<{ date: string | null }>`
      select ${which === 'first' ? sql`min(${date})` : sql`max(${date})`} as date from ${sql.table(table)} as settled
      ${settlementJoin(table)}
      where settled.company_id = ${companyId} and ${sql.ref(`settled.${column}`)} = ${id}`.execute(db);
    const day = rows[0]?.date ?? undefined;
    if (day !== undefined && (found === undefined || (which === 'first' ? day < found : day > found))) found = day;
  }
  return found;
}

/** Up to 10 ids of the credit notes that name the document as the one they correct. */
export async function creditsCorrecting(
  db: Executor,
  companyId: bigint,
  correctedBy: { table: 'credit_notes' | 'supplier_credits'; column: 'invoice_id' | 'bill_id' },
  id: bigint,
) {
  const { table, column } = correctedBy;
  const { rows } = await sql<{ id: bigint }>`select id from ${sql.table(table)}
    where company_id = ${companyId} and ${sql.ref(column)} = ${id} order by id limit 10`.execute(db);
  return rows;
}

export const findDocumentRow = <T extends DocumentTable>(db: Executor, table: T, companyId: bigint, id: bigint) =>
  findOwned(db, table, companyId, id);

/** Inserts a document's row, its number given, and answers it as stored. */
export const insertDocumentRow = <T extends DocumentTable>(write: Write, table: T, row: NewOwnedRow<T>) =>
  insertOwned(write, table, row);

/** Writes changes to a document's row and answers it as stored. */
export const updateDocumentRow = <T extends DocumentTable>(
  db: Executor,
  table: T,
  companyId: bigint,
  id: bigint,
  changes: OwnedChanges<T>,
) => updateOwned(db, table, companyId, id, changes);

export const deleteDocumentRow = (write: Write, table: DocumentTable, companyId: bigint, id: bigint) =>
  deleteOwned(write, table, companyId, id);

/** Locks the documents against other writers until the end of the write transaction (see lockOwnedRows). */
export const lockDocumentRows = (db: Executor, table: DocumentTable, companyId: bigint, ids: bigint[]) =>
  lockOwnedRows(db, table, companyId, ids);

/** How many documents of a kind the company has. */
export const countDocuments = (db: Executor, table: DocumentTable, companyId: bigint) =>
  countOwned(db, table, companyId);

/** Where one kind of document is kept, and what settles it. */
export interface DocumentStore {
  table: DocumentTable;
  lineTable: LineTable;
  party: { table: 'clients' | 'suppliers'; column: 'client_id' | 'supplier_id' };
  /** The allocations that take from what the document has outstanding, each naming it in `column`. */
  settledBy: readonly { table: SettlementTable; column: SettlingColumn }[];
  /** A line's own columns beyond those every line has, with how each comes in JSON. */
  lineColumns: Record<string, LineValueType>;
  /** What a line answers from other tables, by name: text, SQL over the line, joined as `line`. */
  lineLookups: Record<string, Expression<string>>;
  /** What the document answers from other tables, by name: SQL over the document, read as `document`. */
  rowLookups?: Record<string, RawBuilder<unknown>>;
}

/** What every document row answers beside its own columns: its party's name. */
export interface Named {
  party_name: string;
}

/**
 * What the rules of a write read beside: how many payments, allocations and refunds stand against
 * the document. Reads that only answer the document leave it out, and the lookups it costs.
 */
export interface Counted {
  payment_count: bigint;
}

// Kysely cannot type a query over a generic table name, so the documents of every kind are seen
// as one shape with the columns all of them have; each query is scoped by company.
type AnyDocument = DocumentColumns & { party_id: bigint };
type AnyTables = Kysely<{
  document: AnyDocument;
  line: DocumentLineColumns;
  party: PartiesTable;
  settlement: AllocationsTable;
  sales_taxes: { company_id: bigint; id: bigint; code: string; treatment: string };
}>;
const loose = (db: Executor) => db as unknown as AnyTables;

/**
 * The queries of one kind of document: `Row` is its table's row with `Named`, `LineRow` its
 * line table's row with the code of its sales tax and the extras the store names.
 */
export function documentRepository<Row extends { id: bigint }, LineRow>(store: DocumentStore) {
  const documents = `${store.table} as document` as 'document';
  const linesJson = linesAsJson(store.lineTable, store.lineColumns, {
    ...store.lineLookups,
    sales_tax_code: sql.ref('sales_taxes.code'),
    sales_tax_treatment: sql.ref('sales_taxes.treatment'),
  });

  const rowLookups = Object.entries(store.rowLookups ?? {}).map(([name, value]) => value.as(name));

  // A kind that nothing settles (a quote) counts none.
  const settlementCount = sql<bigint>`cast(${sql.join(
    store.settledBy.length === 0
      ? [sql`0`]
      : store.settledBy.map(
          ({ table, column }) => sql`(select count(*) from ${sql.table(table)} as settled
          where settled.company_id = document.company_id and ${sql.ref(`settled.${column}`)} = document.id)`,
        ),
    sql` + `,
  )} as bigint)`;

  function selectDocuments(db: Executor, companyId: bigint) {
    return loose(db)
      .selectFrom(documents)
      .selectAll('document')
      .select((eb) => [
        eb
          .selectFrom(`${store.party.table} as party` as 'party')
          .select('party.name')
          .whereRef('party.company_id', '=', 'document.company_id')
          .whereRef('party.id', '=', sql.ref(`document.${store.party.column}`))
          .as('party_name'),
        ...rowLookups,
      ])
      .where('document.company_id', '=', companyId)
      .$castTo<Row>();
  }

  const selectCounted = (db: Executor, companyId: bigint) =>
    selectDocuments(db, companyId).select(settlementCount.as('payment_count')).$castTo<Row & Counted>();

  const documentById = (db: Executor, companyId: bigint, id: bigint) =>
    selectDocuments(db, companyId).where('document.id', '=', id);

  const countedById = (db: Executor, companyId: bigint, id: bigint) =>
    selectCounted(db, companyId).where('document.id', '=', id);

  const selectCountedOne = precompiled(2, countedById);

  const findRow = async (db: Executor, companyId: bigint, id: bigint): Promise<(Row & Counted) | undefined> =>
    (await selectCountedOne(db, companyId, id))[0];

  const selectLines = precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
    selectLinesOf(db, companyId).where('line.document_id', '=', id).orderBy('line.id'),
  );

  /**
   * Reads the document that `selectRow` answers with its lines, in one snapshot. PostgreSQL answers
   * them in one row (`selectRowWithLines`), the lines in JSON, one round trip without a transaction;
   * SQLite answers the two plain reads in a read transaction in less time than it takes for one query of both.
   */
  function withLines<Found>(
    selectRow: Precompiled<[bigint, bigint], Found>,
    selectRowWithLines: Precompiled<[bigint, bigint], Found & { lines: LineValues[] }>,
  ) {
    return async (
      db: Executor,
      companyId: bigint,
      id: bigint,
    ): Promise<{ row: Found; lines: LineRow[] } | undefined> => {
      if (isPostgres(db)) {
        const [rows] = await readTogether(db, [selectRowWithLines.bound(db, companyId, id)]);
        const found = rows?.[0] as (Found & { lines: LineValues[] }) | undefined;
        if (!found) return undefined;
        const { lines, ...row } = found;
        return { row: row as Found, lines: lines.map((line) => linesJson.lineFromJson<LineRow>(line)) };
      }
      const [rows, lines] = await readTogether(db, [
        selectRow.bound(db, companyId, id),
        selectLines.bound(db, companyId, id),
      ]);
      const row = rows?.[0] as Found | undefined;
      return row && { row, lines: lines as LineRow[] };
    };
  }

  /** The document with its lines, as a read answers it. */
  const findWithLines = withLines(
    precompiled(2, documentById),
    precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
      documentById(db, companyId, id).select(linesJson.query.as('lines')),
    ),
  );

  /** The document with its lines and what its rules need, as a write reads it. */
  const findWithLinesForWrite = withLines(
    selectCountedOne,
    precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
      countedById(db, companyId, id).select(linesJson.query.as('lines')),
    ),
  );

  /**
   * The company's documents that the filters let through, as `document`; a search finds them by
   * their key, from its tables of trigrams, whatever the sort.
   */
  const selectFiltered = (db: Executor, companyId: bigint, filters: DocumentFilters = {}) =>
    whereAll(
      loose(db)
        .selectFrom(documents)
        .where(companyColumn(db, 'document.company_id', filters.q !== undefined), '=', companyId),
      [
        ...documentConditions(db, store.table, store.party.column, filters),
        ...(filters.q === undefined ? [] : [searchCondition(db, store, companyId, filters.q)]),
      ],
    );

  const sorted = sortedDocuments(store.table);

  const pageIds = (db: Executor, companyId: bigint, page: Page, listing?: DocumentListing) =>
    sortedPageIds(
      db,
      selectFiltered(db, companyId, listing?.filters).select('document.id'),
      sorted,
      companyId,
      page,
      listing?.sort ?? BY_ID,
      filteredBy(listing?.filters),
    );

  const rowsOfUnfilteredPage = precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
    selectDocuments(db, companyId)
      .where('document.id', 'in', pageIds(db, companyId, page))
      .orderBy('document.id'),
  );

  /**
   * A page of the documents; a filtered or sorted page is built for its filters each time, as
   * their number varies.
   */
  const rowsOfPage = (db: Executor, companyId: bigint, page: Page, listing?: DocumentListing): Promise<Row[]> =>
    isUnfilteredById(listing)
      ? rowsOfUnfilteredPage(db, companyId, page)
      : inPageOrder(
          db,
          selectDocuments(db, companyId).where('document.id', 'in', pageIds(db, companyId, page, listing)),
          sorted,
          listing.sort,
        ).execute();

  /** How many of the company's documents the filters let through. */
  const countFiltered = (db: Executor, companyId: bigint, filters: DocumentFilters) =>
    countOf(selectFiltered(db, companyId, filters));

  function selectLinesOf(db: Executor, companyId: bigint) {
    return loose(db)
      .selectFrom(`${store.lineTable} as line` as 'line')
      .leftJoin('sales_taxes', (join) =>
        join.onRef('sales_taxes.company_id', '=', 'line.company_id').onRef('sales_taxes.id', '=', 'line.sales_tax_id'),
      )
      .selectAll('line')
      .select(['sales_taxes.code as sales_tax_code', 'sales_taxes.treatment as sales_tax_treatment'])
      .select(Object.entries(store.lineLookups).map(([name, value]) => sql`${value}`.as(name)))
      .where('line.company_id', '=', companyId)
      .$castTo<LineRow & { document_id: bigint }>();
  }

  const linesOf = (db: Executor, companyId: bigint, page: Page, listing?: DocumentListing) =>
    selectLinesOf(db, companyId)
      .where('line.document_id', 'in', pageIds(db, companyId, page, listing))
      .orderBy('line.document_id')
      .orderBy('line.id');

  const linesOfUnfilteredPage = precompiledForPage((db: Executor, companyId: bigint, page: Page) =>
    linesOf(db, companyId, page),
  );

  /** The lines of a page of documents, in one query whatever the size of the page. */
  const linesOfPage = (db: Executor, companyId: bigint, page: Page, listing?: DocumentListing) =>
    isUnfilteredById(listing)
      ? linesOfUnfilteredPage(db, companyId, page)
      : linesOf(db, companyId, page, listing).execute();

  /** The date of the first payment, allocation or refund that settled the document, if any did. */
  const firstSettledOn = (db: Executor, companyId: bigint, id: bigint) =>
    settledOn(db, companyId, store.settledBy, id, 'first');

  return { findRow, findWithLines, findWithLinesForWrite, rowsOfPage, linesOfPage, countFiltered, firstSettledOn };
}
