import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import {
  type Condition,
  recordColumn as column,
  conditionsGiven,
  countOf,
  filteredIds,
  idsInPage,
} from '../db/filtered.js';
import type { Page } from '../db/page.js';
import type { SettlementFilters } from './settlement-filters.js';
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
 * The conditions of `filters` on the company's records of `table`, read as `record`, each of which
 * an index answers (see the migration of payment filters); a payment's document by the index of
 * its allocations by document, which holds the ids of their payments.
 */
function settlementConditions(table: MovementTable, companyId: bigint, filters: SettlementFilters): Condition[] {
  const { party, date, allocations } = COLUMNS[table];
  const allocatedTo = (documentId: bigint | undefined) =>
    sql<boolean>`${column('id')} in (select paid.payment_id from ${sql.table(allocations ?? '')} paid
      where paid.company_id = ${companyId} and paid.document_id = ${documentId})`;
  return conditionsGiven([
    [filters.partyId, sql`${column(party)} = ${filters.partyId}`],
    [filters.bankAccountId, sql`${column('bank_account_id')} = ${filters.bankAccountId}`],
    [filters.documentId, allocatedTo(filters.documentId)],
    [filters.creditId, sql`${column('credit_id')} = ${filters.creditId}`],
    [filters.paymentId, sql`${column('payment_id')} = ${filters.paymentId}`],
    [filters.dateFrom, sql`${column(date)} >= ${filters.dateFrom}`],
    [filters.dateTo, sql`${column(date)} <= ${filters.dateTo}`],
    [filters.updatedSince, sql`${column('updated_at')} >= ${filters.updatedSince}`],
  ]);
}

/**
 * Whether the records the filters let through are found in id order, by an index of an equality
 * (party, bank account, what they settle), rather than by the index of a range (dates, last
 * change), and sorted.
 */
const readInIdOrder = (filters: SettlementFilters) =>
  [filters.partyId, filters.bankAccountId, filters.documentId, filters.creditId, filters.paymentId].some(
    (id) => id !== undefined,
  );

const selectFiltered = (db: Executor, table: MovementTable, companyId: bigint, filters: SettlementFilters) =>
  filteredIds(db, table, companyId, settlementConditions(table, companyId, filters));

/** The ids of a page of the company's payments or refunds that the filters let through. */
export const filteredPageIds = (
  db: Executor,
  table: MovementTable,
  companyId: bigint,
  page: Page,
  filters: SettlementFilters,
) => idsInPage(selectFiltered(db, table, companyId, filters), page, 'record.id', readInIdOrder(filters));

/** How many of the company's payments or refunds the filters let through. */
export const countFilteredSettlements = (
  db: Executor,
  table: MovementTable,
  companyId: bigint,
  filters: SettlementFilters,
) => countOf(selectFiltered(db, table, companyId, filters));
