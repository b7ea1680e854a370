import type { Kysely } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import type { DocumentLine } from './document-lines.js';

export type LineTable = 'invoice_lines' | 'bill_lines';

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
  for (const rows of chunks(added)) {
    const values = rows.map((line) => ({
      company_id: companyId,
      id: line.id,
      document_id: documentId,
      ...columns(line, extraColumns),
    }));
    await anyLines(db)
      .insertInto(named(table))
      .values(values as SharedLineColumns[])
      .execute();
  }
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
