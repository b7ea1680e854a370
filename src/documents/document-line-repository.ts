import { type Expression, type Kysely, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { rowInserter } from '../db/precompiled.js';
import type { DocumentLine } from './document-lines.js';

export type LineTable = 'invoice_lines' | 'bill_lines' | 'credit_note_lines' | 'supplier_credit_lines';

// Both line tables share these columns; each adds its own (passed as `extraColumns`).
type SharedLineColumns = {
  company_id: bigint;
  id: bigint;
  document_id: bigint;
  quantity_micros: bigint;
  unit_price: bigint;
  sales_tax_id: bigint | null;
  tax_rate_micros: bigint;
  description: string | null;
  net_amount: bigint;
  tax_amount: bigint;
};
const anyLines = (db: Executor) => db as unknown as Kysely<{ lines: SharedLineColumns }>;
const named = (table: LineTable) => table as unknown as 'lines';

const INSERT_LINES: Record<LineTable, ReturnType<typeof rowInserter>> = {
  invoice_lines: rowInserter('invoice_lines'),
  bill_lines: rowInserter('bill_lines'),
  credit_note_lines: rowInserter('credit_note_lines'),
  supplier_credit_lines: rowInserter('supplier_credit_lines'),
};

const LINE_COLUMNS = [
  'id',
  'document_id',
  'quantity_micros',
  'unit_price',
  'sales_tax_id',
  'tax_rate_micros',
  'description',
  'net_amount',
  'tax_amount',
] as const;

/** A line's columns as they come beside its document's, in the same row: each named `line_<column>`. */
export type PrefixedLine<LineRow> = { [Column in keyof LineRow & string as `line_${Column}`]: LineRow[Column] | null };

/**
 * Selects a line's columns, from the table joined as `line`, each as `line_<column>`: those both
 * line tables have, then `extra` (name to SQL), so that a document and its lines come in one query.
 */
export function prefixedLineColumns(extra: Record<string, Expression<unknown>>) {
  const shared = Object.fromEntries(LINE_COLUMNS.map((column) => [column, sql.ref(`line.${column}`)]));
  return Object.entries({ ...shared, ...extra }).map(([name, value]) => sql`${value}`.as(`line_${name}`));
}

/** Splits the rows of one document joined to its lines (one row with no line when it has none). */
export function documentAndLines<Row, LineRow>(
  rows: readonly (Row & PrefixedLine<LineRow>)[],
): { row: Row; lines: LineRow[] } | undefined {
  const [first] = rows;
  if (!first) return undefined;
  if ((first as Record<string, unknown>).line_id === null) return { row: first, lines: [] };
  const names = Object.keys(first)
    .filter((name) => name.startsWith('line_'))
    .map((prefixed) => [prefixed, prefixed.slice('line_'.length)] as const);
  const lines = rows.map((row) => {
    const line: Record<string, unknown> = {};
    for (const [prefixed, name] of names) line[name] = (row as Record<string, unknown>)[prefixed];
    return line as LineRow;
  });
  return { row: first, lines };
}

export type ExtraColumns<Extra> = (extra: Extra) => Record<string, unknown>;

function columns<Extra>(line: DocumentLine<Extra>, extraColumns: ExtraColumns<Extra>) {
  return {
    quantity_micros: line.quantityMicros,
    unit_price: line.unitPrice,
    sales_tax_id: line.tax.salesTaxId,
    tax_rate_micros: line.tax.rateMicros,
    description: line.description,
    net_amount: line.net,
    tax_amount: line.taxAmount,
    ...extraColumns(line.extra),
  };
}

/** Writes the difference between two versions of a document's lines. */
export async function saveDocumentLines<Extra>(
  db: Executor,
  table: LineTable,
  companyId: bigint,
  documentId: bigint,
  before: readonly DocumentLine<Extra>[],
  after: readonly DocumentLine<Extra>[],
  extraColumns: ExtraColumns<Extra>,
): Promise<void> {
  const previous = new Map(before.map((line) => [line.id, line]));
  const kept = new Set(after.map((line) => line.id));
  const removed = before.filter((line) => !kept.has(line.id)).map((line) => line.id);
  for (const ids of chunks(removed)) {
    await anyLines(db).deleteFrom(named(table)).where('company_id', '=', companyId).where('id', 'in', ids).execute();
  }
  const added = after.filter((line) => !previous.has(line.id));
  const values = added.map((line) => ({
    company_id: companyId,
    id: line.id,
    document_id: documentId,
    ...columns(line, extraColumns),
  }));
  await INSERT_LINES[table].ahead(db, values);
  for (const line of after) {
    const old = previous.get(line.id);
    const changed = columns(line, extraColumns);
    if (!old || sameValues(columns(old, extraColumns), changed)) continue;
    await anyLines(db)
      .updateTable(named(table))
      .set(changed as Partial<SharedLineColumns>)
      .where('company_id', '=', companyId)
      .where('id', '=', line.id)
      .execute();
  }
}

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.entries(a).every(([name, value]) => b[name] === value);

export async function deleteLinesOfDocument(db: Executor, table: LineTable, companyId: bigint, documentId: bigint) {
  await anyLines(db)
    .deleteFrom(named(table))
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .execute();
}
