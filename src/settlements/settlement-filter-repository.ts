import { sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import { type Condition, recordColumn as column, conditionsGiven, countOf, filteredIds } from '../db/filtered.js';
import { countOwned, findOwned } from '../db/owned.js';
import type { Page } from '../db/page.js';
import { columnOf, type FilteredBy, inPageOrder, type SortedList, sortedPageIds } from '../db/sorted-page.js';
import { hasFilters } from '../shared/list-filters.js';
import { BY_ID, type ListSort } from '../shared/list-sorts.js';
import type { SettlementFilters, SettlementListing, SettlementSortKey } from './settlement-filters.js';
import { type PaymentTable, type RefundTable, SETTLEMENT_SIDES } from './sides.js';

/** A table of money moved for a party: payments, or refunds. */
type MovementTable = PaymentTable | RefundTable;

/** Where each kind of record keeps its party and its date, and where a payment's allocations are kept. */
const COLUMNS = Object.fromEntries(
  SETTLEMENT_SIDES.flatMap(({ party, payments, refunds }) => [
    [payments.table, { party: party.column, date: payments.date, allocations: payments.allocations }],
    [refunds.table, { party: party.column, date: 'date', allocations: undefined }],
  ]),
) as Record<MovementTable, { party: string; date: string; allocations: string | undefined }>;

/**
 * The payments of `table`, read as `record`, allocated to the company's document `documentId`, by
 * the index of the allocations by document, which holds the ids of their payments. On PostgreSQL
 * the ids are gathered first into an array that the primary key reads: as a set to probe,
 * PostgreSQL may by its statistics walk the index of a sort and probe each payment instead.
 */
function allocatedTo(db: Executor, allocations: string, companyId: bigint, documentId: bigint | undefined): Condition {
  const paid = sql`${sql.table(allocations)} paid where paid.company_id = ${companyId} and paid.document_id = ${documentId}`;
  return isPostgres(db)
    ? sql`${column('id')} = any(array(select paid.payment_id from ${paid}))`
    : sql`(${column('company_id')}, ${column('id')}) in (select paid.company_id, paid.payment_id from ${paid})`;
}

/**
 * The conditions of `filters` on the company's records of `table`, read as `record`, each of which
 * an index answers (see the migration of payment filters).
 */
function settlementConditions(
  db: Executor,
  table: MovementTable,
  companyId: bigint,
  filters: SettlementFilters,
): Condition[] {
  const { party, date, allocations } = COLUMNS[table];
  return conditionsGiven([
    [filters.partyId, sql`${column(party)} = ${filters.partyId}`],
    [filters.bankAccountId, sql`${column('bank_account_id')} = ${filters.bankAccountId}`],
    [filters.documentId, allocatedTo(db, allocations ?? '', companyId, filters.documentId)],
    [filters.creditId, sql`${column('credit_id')} = ${filters.creditId}`],
    [filters.paymentId, sql`${column('payment_id')} = ${filters.paymentId}`],
    [filters.dateFrom, sql`${column(date)} >= ${filters.dateFrom}`],
    [filters.dateTo, sql`${column(date)} <= ${filters.dateTo}`],
    [filters.updatedSince, sql`${column('updated_at')} >= ${filters.updatedSince}`],
  ]);
}

/**
 * How the records the filters let through are found: in id order by an index of an equality
 * (party, bank account, what they settle), or by the index of a range (dates, last change), and
 * sorted.
 */
function filteredBy(filters: SettlementFilters): FilteredBy {
  if (!hasFilters(filters)) return 'nothing';
  const equalities = [filters.partyId, filters.bankAccountId, filters.documentId, filters.creditId, filters.paymentId];
  return equalities.some((id) => id !== undefined) ? 'equality' : 'range';
}

/** The company's records of `table` as a list that sorts, read as `record`, by the indexes of their dates and amounts. */
const sortedRecords = (table: MovementTable): SortedList<SettlementSortKey> => ({
  table,
  alias: 'record',
  valueOf: (key) => columnOf(key === 'date' ? COLUMNS[table].date : key),
});

/**
 * The ids of the company's records of `table` that the filters let through. Sorted by a key, a
 * payment's document finds them by their key (see filteredRows): SQLite would otherwise read the
 * company's records by the index of the sort, which holds the key, and probe the document's.
 */
const selectFiltered = (
  db: Executor,
  table: MovementTable,
  companyId: bigint,
  filters: SettlementFilters,
  sort: ListSort<SettlementSortKey> = BY_ID,
) =>
  filteredIds(
    db,
    table,
    companyId,
    settlementConditions(db, table, companyId, filters),
    filters.documentId !== undefined && sort.key !== 'id',
  );

/** The ids of a page of the company's payments or refunds that the filters let through, in the order of the sort. */
export function filteredPageIds(
  db: Executor,
  table: MovementTable,
  companyId: bigint,
  page: Page,
  listing: SettlementListing,
) {
  const { filters, sort } = listing;
  const ids = selectFiltered(db, table, companyId, filters, sort);
  return sortedPageIds(db, ids, sortedRecords(table), companyId, page, sort, filteredBy(filters));
}

/** The company's payments or refunds of `table` on a page of those the listing asks for, in its order. */
export const listedRows = (
  db: Executor,
  table: MovementTable,
  companyId: bigint,
  page: Page,
  listing: SettlementListing,
) =>
  inPageOrder(
    db,
    db
      .selectFrom(table)
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', 'in', filteredPageIds(db, table, companyId, page, listing)),
    sortedRecords(table),
    listing.sort,
    table,
  ).execute();

/** How many payments or refunds the company has, or how many of them the filters let through. */
export const countSettlements = (db: Executor, table: MovementTable, companyId: bigint, filters?: SettlementFilters) =>
  hasFilters(filters) ? countOf(selectFiltered(db, table, companyId, filters)) : countOwned(db, table, companyId);

/** Whether `id` is one of the company's payments or refunds of `table`. */
export const isSettlementOf = async (db: Executor, table: MovementTable, companyId: bigint, id: bigint) =>
  (await findOwned(db, table, companyId, id)) !== undefined;
