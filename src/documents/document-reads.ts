import { type Executor, readConsistently } from '../db/database.js';
import { countOwned, type Page } from '../db/owned.js';
import type { DocumentLineColumns } from '../db/tables.js';
import { groupBy } from '../shared/collections.js';
import { notFound } from '../shared/errors.js';
import type { DocumentLine } from './document-lines.js';
import { paidStateOf } from './document-rules.js';
import type { LoadedDocument } from './document-service.js';

export type StoredLine<Extra> = DocumentLine<Extra> & { salesTaxCode: string | null };

/** A stored line with the code of its sales tax, as every document reads it. */
export function storedLine<Extra>(
  row: DocumentLineColumns & { sales_tax_code: string | null },
  extra: Extra,
): StoredLine<Extra> {
  return {
    id: Number(row.id),
    quantityMicros: BigInt(row.quantity_micros),
    unitPrice: BigInt(row.unit_price),
    tax: {
      salesTaxId: row.sales_tax_id === null ? null : Number(row.sales_tax_id),
      rateMicros: BigInt(row.tax_rate_micros),
    },
    salesTaxCode: row.sales_tax_code,
    description: row.description,
    net: BigInt(row.net_amount),
    taxAmount: BigInt(row.tax_amount),
    extra,
  };
}

/** A document's amounts as its row holds them; what is outstanding is the total less what payments allocated. */
export function documentAmounts(row: {
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  allocated_amount: number | string | null;
  payment_count: number | string | null;
}) {
  const total = BigInt(row.total_amount);
  return {
    netAmount: BigInt(row.net_amount),
    taxAmount: BigInt(row.tax_amount),
    totalAmount: total,
    outstandingAmount: total - paidStateOf(row).allocated,
  };
}

/** What reading one kind of document needs: its queries and its mappings. */
export interface DocumentReadsKind<Row extends { id: number }, LineRow extends { document_id: number }, Line, View> {
  noun: string;
  table: 'invoices' | 'bills';
  findRow(db: Executor, companyId: number, id: number): Promise<Row | undefined>;
  rowsOfPage(db: Executor, companyId: number, page: Page): Promise<Row[]>;
  linesOf(db: Executor, companyId: number, id: number): Promise<LineRow[]>;
  linesOfPage(db: Executor, companyId: number, page: Page): Promise<LineRow[]>;
  toLine(row: LineRow): Line;
  toView(document: LoadedDocument<Row, Line>): View;
}

/** Reads documents with their lines: one, or a page in a constant number of queries. */
export function documentReads<Row extends { id: number }, LineRow extends { document_id: number }, Line, View>(
  kind: DocumentReadsKind<Row, LineRow, Line, View>,
) {
  async function requireRow(db: Executor, companyId: number, id: number): Promise<Row> {
    const row = await kind.findRow(db, companyId, id);
    if (!row) throw notFound(kind.noun, id);
    return row;
  }

  async function load(db: Executor, companyId: number, id: number): Promise<LoadedDocument<Row, Line>> {
    const row = await requireRow(db, companyId, id);
    return { row, lines: (await kind.linesOf(db, companyId, id)).map(kind.toLine) };
  }

  const list = (db: Executor, companyId: number, page: Page) =>
    readConsistently(db, async (trx) => {
      const rows = await kind.rowsOfPage(trx, companyId, page);
      const lines = groupBy(await kind.linesOfPage(trx, companyId, page), (line) => Number(line.document_id));
      const items = rows.map((row) => kind.toView({ row, lines: (lines.get(Number(row.id)) ?? []).map(kind.toLine) }));
      return { items, total: await countOwned(trx, kind.table, companyId) };
    });

  const get = (db: Executor, companyId: number, id: number) =>
    readConsistently(db, async (trx) => kind.toView(await load(trx, companyId, id)));

  return { requireRow, load, list, get };
}
