import { type Executor, readConsistently } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { DocumentLineColumns } from '../db/tables.js';
import { baseTotalsAt } from '../ledger/valuation.js';
import { groupBy } from '../shared/collections.js';
import { today } from '../shared/dates.js';
import { notFound } from '../shared/errors.js';
import { hasFilters } from '../shared/list-filters.js';
import { assertCursorListed } from '../shared/list-sorts.js';
import { DEFAULT_TREATMENT, type TaxTreatment } from '../tax/tax-treatment.js';
import type { DocumentFilters, DocumentListing } from './document-filters.js';
import type { DocumentLine } from './document-lines.js';
import { type Counted, countDocuments, findDocumentRow, lockDocumentRows } from './document-repository.js';
import type { LoadedDocument } from './document-service.js';
import { documentStatus } from './document-status.js';
import type { DocumentTable } from './document-tables.js';

export type StoredLine<Extra> = DocumentLine<Extra> & { salesTaxCode: string | null };

/** What a line reads of its sales tax (nothing for a line taxed by a bare rate). */
export interface SalesTaxLookups {
  sales_tax_code: string | null;
  sales_tax_treatment: string | null;
}

/** A stored line with the code and treatment of its sales tax, as every document reads it. */
export function storedLine<Extra>(row: DocumentLineColumns & SalesTaxLookups, extra: Extra): StoredLine<Extra> {
  return {
    id: row.id,
    quantityMicros: row.quantity_micros,
    unitPrice: row.unit_price,
    tax: {
      salesTaxId: row.sales_tax_id,
      rateMicros: row.tax_rate_micros,
      treatment: (row.sales_tax_treatment ?? DEFAULT_TREATMENT) as TaxTreatment,
    },
    salesTaxCode: row.sales_tax_code,
    description: row.description,
    net: row.net_amount,
    taxAmount: row.tax_amount,
    extra,
  };
}

export type DocumentAmounts = ReturnType<typeof documentAmounts>;

/**
 * A document's amounts, rate and status as its row holds them; what is outstanding is the total
 * less what payments allocated, and nothing on a draft, which owes nothing until it is issued. A
 * debt (an invoice, a bill) falls overdue after its due date; a credit never does.
 */
export function documentAmounts(
  row: {
    net_amount: bigint;
    tax_amount: bigint;
    total_amount: bigint;
    allocated_amount: bigint;
    exchange_rate: bigint | null;
    due_date: string;
    draft?: boolean;
    write_off_id?: bigint | null;
  },
  owed: 'debt' | 'credit',
) {
  const totals = { net: row.net_amount, tax: row.tax_amount, total: row.total_amount };
  const draft = row.draft ?? false;
  const outstandingAmount = draft ? 0n : row.total_amount - row.allocated_amount;
  const facts = {
    draft,
    totalAmount: row.total_amount,
    outstandingAmount,
    dueDate: owed === 'debt' ? row.due_date : null,
    writtenOff: (row.write_off_id ?? null) !== null,
  };
  return {
    exchangeRate: row.exchange_rate,
    baseAmounts: row.exchange_rate === null ? null : baseTotalsAt(totals, row.exchange_rate),
    netAmount: row.net_amount,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    outstandingAmount,
    status: documentStatus(facts, today()),
  };
}

type FindWithLines<Found, LineRow> = (
  db: Executor,
  companyId: bigint,
  id: bigint,
) => Promise<{ row: Found; lines: LineRow[] } | undefined>;

/** What reading one kind of document needs: its queries and its mappings. */
export interface DocumentReadsKind<Row extends { id: bigint }, LineRow extends { document_id: bigint }, Line, View> {
  noun: string;
  table: DocumentTable;
  findRow(db: Executor, companyId: bigint, id: bigint): Promise<(Row & Counted) | undefined>;
  rowsOfPage(db: Executor, companyId: bigint, page: Page, listing?: DocumentListing): Promise<Row[]>;
  countFiltered(db: Executor, companyId: bigint, filters: DocumentFilters): Promise<number>;
  findWithLines: FindWithLines<Row, LineRow>;
  findWithLinesForWrite: FindWithLines<Row & Counted, LineRow>;
  linesOfPage(db: Executor, companyId: bigint, page: Page, listing?: DocumentListing): Promise<LineRow[]>;
  toLine(row: LineRow): Line;
  toView(document: LoadedDocument<Row, Line>): View;
}

/** Reads documents with their lines: one, or a page in a constant number of queries. */
export function documentReads<Row extends { id: bigint }, LineRow extends { document_id: bigint }, Line, View>(
  kind: DocumentReadsKind<Row, LineRow, Line, View>,
) {
  async function requireRow(db: Executor, companyId: bigint, id: bigint): Promise<Row & Counted> {
    const row = await kind.findRow(db, companyId, id);
    if (!row) throw notFound(kind.noun, id);
    return row;
  }

  async function load<Found>(
    find: FindWithLines<Found, LineRow>,
    db: Executor,
    companyId: bigint,
    id: bigint,
  ): Promise<LoadedDocument<Found, Line>> {
    const found = await find(db, companyId, id);
    if (!found) throw notFound(kind.noun, id);
    return { row: found.row, lines: found.lines.map(kind.toLine) };
  }

  /** The document with its lines, locked against other writers until the end of the write transaction. */
  async function loadForWrite(
    db: Executor,
    companyId: bigint,
    id: bigint,
  ): Promise<LoadedDocument<Row & Counted, Line>> {
    await lockDocumentRows(db, kind.table, companyId, [id]);
    return load(kind.findWithLinesForWrite, db, companyId, id);
  }

  /** A page of the documents the filters let through, in their order, and how many they let through in all. */
  const list = (db: Executor, companyId: bigint, page: Page, listing?: DocumentListing) =>
    readConsistently(db, async (trx) => {
      await assertCursorListed(page, listing?.sort, kind.noun, async (id) =>
        Boolean(await findDocumentRow(trx, kind.table, companyId, id)),
      );
      const rows = await kind.rowsOfPage(trx, companyId, page, listing);
      const lines = groupBy(await kind.linesOfPage(trx, companyId, page, listing), (line) => line.document_id);
      const items = rows.map((row) => kind.toView({ row, lines: (lines.get(row.id) ?? []).map(kind.toLine) }));
      const filters = listing?.filters;
      const total = hasFilters(filters)
        ? await kind.countFiltered(trx, companyId, filters)
        : await countDocuments(trx, kind.table, companyId);
      return { items, total };
    });

  const get = async (db: Executor, companyId: bigint, id: bigint) =>
    kind.toView(await load(kind.findWithLines, db, companyId, id));

  return { requireRow, loadForWrite, list, get };
}
