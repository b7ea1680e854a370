import { type Expression, type Kysely, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { rowInserter } from '../db/precompiled.js';
import { recordMaker } from '../db/records.js';
import type { Write } from '../db/write.js';
import type { DocumentLine } from './document-lines.js';

export type LineTable = 'invoice_lines' | 'bill_lines' | 'credit_note_lines' | 'supplier_credit_lines' | 'quote_lines';

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
  quote_lines: rowInserter('quote_lines'),
  supplier_credit_lines: rowInserter('supplier_credit_lines'),
};

/** How a line's column comes in the JSON of a document's lines: bigints as text, so that none passes through a float. */
export type LineValueType = 'bigint' | 'text';

/** The columns every line table has, beside its company's: how each comes (see LineValueType). */
const LINE_COLUMNS: Record<string, LineValueType> = {
  id: 'bigint',
  document_id: 'bigint',
  quantity_micros: 'bigint',
  unit_price: 'bigint',
  sales_tax_id: 'bigint',
  tax_rate_micros: 'bigint',
  description: 'text',
  net_amount: 'bigint',
  tax_amount: 'bigint',
};

/** A line's values as they come in the JSON of a document's lines. */
export type LineValues = readonly (string | null)[];

/**
 * A document's lines in one JSON value of its own row, by id, for PostgreSQL: an array of arrays,
 * each of a line's values: those every line has, then its table's own `columns`, then `lookups`
 * (text, SQL over the line table joined as `line` and its sales tax as `sales_taxes`); read back
 * by `lineFromJson`. pg describes and decodes every field of every row: the document's columns
 * repeated beside each line cost it more than the lines' JSON does.
 */
export function linesAsJson(
  table: LineTable,
  columns: Record<string, LineValueType>,
  lookups: Record<string, Expression<string | null>>,
) {
  const fields = [
    ...Object.entries({ ...LINE_COLUMNS, ...columns }).map(([name, type]) => ({
      name,
      type,
      value: sql.ref(`line.${name}`),
    })),
    ...Object.entries(lookups).map(([name, value]) => ({ name, type: 'text' as const, value })),
  ];
  const values = fields.map(({ type, value }) => (type === 'bigint' ? sql`${value}::text` : sql`${value}`));
  const lines = sql`coalesce(json_agg(json_build_array(${sql.join(values)}) order by line.id), '[]')`;
  const query = sql<LineValues[]>`(select ${lines} from ${sql.table(table)} as line
    left join sales_taxes on sales_taxes.company_id = line.company_id and sales_taxes.id = line.sales_tax_id
    where line.company_id = document.company_id and line.document_id = document.id)`;
  return { query, lineFromJson: lineReader(fields) };
}

function lineReader(fields: readonly { name: string; type: LineValueType }[]) {
  const make = recordMaker(
    fields.map(({ name, type }) => ({ name, convert: type === 'bigint' ? toBigint : undefined })),
  );
  return <LineRow>(values: LineValues): LineRow => make(values) as LineRow;
}

const toBigint = (value: unknown) => (value === null ? null : BigInt(value as string));

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
  write: Write,
  table: LineTable,
  companyId: bigint,
  documentId: bigint,
  before: readonly DocumentLine<Extra>[],
  after: readonly DocumentLine<Extra>[],
  extraColumns: ExtraColumns<Extra>,
): Promise<void> {
  const db = write.trx;
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
  await write.insertAhead(INSERT_LINES[table], values);
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
