import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import { conditionsGiven } from '../db/filtered.js';
import { columnOf, type FilteredBy, type SortedList, type SortValue } from '../db/sorted-page.js';
import { hasFilters } from '../shared/list-filters.js';
import type { DocumentFilters, SortKey, StatusFilter } from './document-filters.js';
import type { QuoteStatus } from './document-status.js';
import type { DocumentTable } from './document-tables.js';

/** What a kind of document's status is derived from, beside its amounts (see documentStatus). */
const STATUS_FACTS: Record<DocumentTable, { drafts: boolean; owed: 'debt' | 'credit'; writeOffs?: string }> = {
  invoices: { drafts: true, owed: 'debt', writeOffs: 'invoice_write_offs' },
  bills: { drafts: false, owed: 'debt' },
  credit_notes: { drafts: true, owed: 'credit' },
  supplier_credits: { drafts: false, owed: 'credit' },
  quotes: { drafts: true, owed: 'debt' },
};

const column = (name: string) => sql.ref(`document.${name}`);

/**
 * Where a document stands, as its status index keeps it (the migration of document filters writes
 * the same expression): 0 a draft, 1 issued with something outstanding, 2 issued with nothing.
 */
const settlement = (drafts: boolean) => {
  const outstanding = sql`${column('total_amount')} > ${column('allocated_amount')}`;
  return drafts
    ? sql`(case when ${column('draft')} then 0 when ${outstanding} then 1 else 2 end)`
    : sql`(case when ${outstanding} then 1 else 2 end)`;
};

/** The documents of `table` (read as `document`) issued with something outstanding now, by the status index. */
export const outstandingNow = (table: DocumentTable) => sql<SqlBool>`${settlement(STATUS_FACTS[table].drafts)} = 1`;

const NONE = sql<SqlBool>`1 = 0`;

/**
 * Where documents of each status stand (see settlement). A write-off settles what was outstanding,
 * as an allocation would: a written-off invoice stands with the paid ones.
 */
const STANDING: Record<StatusFilter, number> = { draft: 0, open: 1, overdue: 1, paid: 2, writtenOff: 2 };

const standingsOf = (statuses: StatusFilter[]) => [...new Set(statuses.map((status) => STANDING[status]))].sort();

/** Whether the statuses stand in one place, by the status index (a quote's have none: they are told apart by their state). */
const isOneStanding = (statuses: readonly string[]) =>
  statuses.every((status) => Object.hasOwn(STANDING, status)) && standingsOf(statuses as StatusFilter[]).length === 1;

/**
 * The conditions of `statuses` on documents of `table`: where they stand (by the status index),
 * then what tells their statuses apart there. As documentStatus: a write-off outranks what is
 * outstanding, and only a debt falls overdue, after its due date.
 */
function statusCondition(
  db: Executor,
  table: DocumentTable,
  statuses: StatusFilter[],
  asOf: string,
): RawBuilder<SqlBool>[] {
  const { drafts, owed, writeOffs } = STATUS_FACTS[table];
  // Without statistics SQLite would read every document due before asOf (most of the books) by the
  // due dates' index rather than the open ones by the status index; a unary + keeps a term from its
  // indexes. PostgreSQL weighs the two by its statistics.
  const dueDate = isPostgres(db) ? column('due_date') : sql`+${column('due_date')}`;
  const writtenOff = writeOffs
    ? sql<SqlBool>`exists (select 1 from ${sql.table(writeOffs)} written
        where written.company_id = document.company_id and written.document_id = document.id)`
    : NONE;
  const notWrittenOff = writeOffs ? sql<SqlBool>`not ${writtenOff}` : sql<SqlBool>`1 = 1`;
  const tellsApart: Record<StatusFilter, RawBuilder<SqlBool>> = {
    draft: drafts ? sql<SqlBool>`1 = 1` : NONE,
    open: notWrittenOff,
    overdue: owed === 'debt' ? sql<SqlBool>`${notWrittenOff} and ${dueDate} < ${asOf}` : NONE,
    paid: notWrittenOff,
    writtenOff: writtenOff,
  };
  const standing = settlement(drafts);
  return [
    sql<SqlBool>`${standing} in (${sql.join(standingsOf(statuses).map((at) => sql.lit(at)))})`,
    sql<SqlBool>`(${sql.join(
      statuses.map((status) => sql`(${standing} = ${sql.lit(STANDING[status])} and ${tellsApart[status]})`),
      sql` or `,
    )})`,
  ];
}

/**
 * The condition of each status of a quote on `asOf` (see quoteStatus): what was done with it, by
 * the index of its state, then whether it was invoiced or has expired.
 */
function quoteStatusCondition(statuses: QuoteStatus[], asOf: string): RawBuilder<SqlBool>[] {
  const notInvoiced = sql`${column('invoice_id')} is null`;
  const state = (name: string) => sql`${column('state')} = ${sql.lit(name)}`;
  const conditions: Record<QuoteStatus, RawBuilder<unknown>> = {
    draft: state('draft'),
    sent: sql`${state('sent')} and ${notInvoiced} and ${column('due_date')} >= ${asOf}`,
    expired: sql`${state('sent')} and ${notInvoiced} and ${column('due_date')} < ${asOf}`,
    accepted: sql`${state('accepted')} and ${notInvoiced}`,
    declined: state('declined'),
    invoiced: sql`${column('invoice_id')} is not null`,
  };
  return [
    sql<SqlBool>`(${sql.join(
      statuses.map((status) => sql`(${conditions[status]})`),
      sql` or `,
    )})`,
  ];
}

/** The conditions of a filter by statuses of documents of `table`. */
const statusesCondition = (db: Executor, table: DocumentTable, filters: DocumentFilters, asOf: string) =>
  table === 'quotes'
    ? quoteStatusCondition(filters.statuses as QuoteStatus[], asOf)
    : statusCondition(db, table, filters.statuses as StatusFilter[], asOf);

/**
 * The conditions of `filters` on documents of `table` read as `document` (whose party is in
 * `partyColumn`), each of which an index of the company's documents answers (see the migration of
 * document filters).
 */
export function documentConditions(
  db: Executor,
  table: DocumentTable,
  partyColumn: string,
  filters: DocumentFilters,
): RawBuilder<SqlBool>[] {
  const conditions = conditionsGiven([
    [filters.partyId, sql`${column(partyColumn)} = ${filters.partyId}`],
    [filters.currency, sql`${column('currency')} = ${filters.currency}`],
    [filters.issueDateFrom, sql`${column('issue_date')} >= ${filters.issueDateFrom}`],
    [filters.issueDateTo, sql`${column('issue_date')} <= ${filters.issueDateTo}`],
    [filters.dueDateFrom, sql`${column('due_date')} >= ${filters.dueDateFrom}`],
    [filters.dueDateTo, sql`${column('due_date')} <= ${filters.dueDateTo}`],
    [filters.updatedSince, sql`${column('updated_at')} >= ${filters.updatedSince}`],
    [filters.recurringInvoiceId, sql`${column('recurring_invoice_id')} = ${filters.recurringInvoiceId}`],
    [filters.ids, sql`${column('id')} in (${sql.join(filters.ids ?? [])})`],
  ]);
  const { statuses, asOf } = filters;
  return statuses && asOf ? [...conditions, ...statusesCondition(db, table, filters, asOf)] : conditions;
}

/**
 * How the documents the filters let through are found: in id order by an index of an equality
 * (party, currency, ids, a status of one standing), or by the index of a range (dates, last change) or
 * of several standings, and sorted.
 */
export function filteredBy(filters: DocumentFilters | undefined): FilteredBy {
  if (!hasFilters(filters)) return 'nothing';
  const equality =
    filters.partyId !== undefined ||
    filters.currency !== undefined ||
    filters.ids !== undefined ||
    (filters.statuses !== undefined && isOneStanding(filters.statuses));
  return equality ? 'equality' : 'range';
}

/**
 * What a document has outstanding, as the list answers it (a draft owes nothing) and as the index
 * of sorts keeps it (the migration of document sorts writes the same expression).
 */
const outstandingOf = (drafts: boolean): SortValue => ({
  of: (alias) => {
    const remaining = sql`${sql.ref(`${alias}.total_amount`)} - ${sql.ref(`${alias}.allocated_amount`)}`;
    return drafts ? sql`(case when ${sql.ref(`${alias}.draft`)} then 0 else ${remaining} end)` : sql`(${remaining})`;
  },
  expression: true,
});

/**
 * The number of each kind of document that has one: a supplier credit's is the supplier's
 * reference, one without sorting as an empty one, first (as the index of sorts keeps it).
 */
const NUMBERS: Record<DocumentTable, SortValue | undefined> = {
  invoices: columnOf('invoice_number'),
  credit_notes: columnOf('credit_note_number'),
  supplier_credits: { of: (alias) => sql`coalesce(${sql.ref(`${alias}.reference`)}, '')`, expression: true },
  bills: undefined,
  quotes: columnOf('quote_number'),
};

const SORT_COLUMNS = { issueDate: 'issue_date', dueDate: 'due_date', totalAmount: 'total_amount', id: 'id' } as const;

function sortValue(table: DocumentTable, key: SortKey): SortValue {
  if (key === 'outstandingAmount') return outstandingOf(STATUS_FACTS[table].drafts);
  if (key !== 'number') return columnOf(SORT_COLUMNS[key]);
  const number = NUMBERS[table];
  // The list's schema refuses the sort.
  if (!number) throw new Error(`${table} have no number to sort by`);
  return number;
}

/** The documents of `table` as a list that sorts, read as `document`. */
export const sortedDocuments = (table: DocumentTable): SortedList<SortKey> => ({
  table,
  alias: 'document',
  valueOf: (key) => sortValue(table, key),
});
