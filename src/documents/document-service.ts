import type { Database, DatabaseTransaction, Executor } from '../db/database.js';
import type { NewOwnedRow, OwnedRow } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import type { JournalTransaction, SourceType } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { companyRate } from '../ledger/valuation.js';
import { salesTaxRatesByIds } from '../sales-taxes/sales-tax-repository.js';
import { requireLine, withNewIds } from '../shared/lines.js';
import { type DocumentTotals, documentTotals } from '../tax/tax.js';
import {
  deleteLinesOfDocument,
  type ExtraColumns,
  type LineTable,
  saveDocumentLines,
} from './document-line-repository.js';
import { amountsOf, type DocumentLine, priceLine } from './document-lines.js';
import { insertNumbered, type Numbering } from './document-numbers.js';
import { deleteDocumentRow, insertDocumentRow, updateDocumentRow } from './document-repository.js';
import {
  assertNoPayments,
  assertNotLastLine,
  assertTotalCoversPayments,
  assertTotalNotNegative,
  assertWithinBooks,
  type PaidState,
  type SettlementWords,
} from './document-rules.js';
import type { DocumentTable } from './document-tables.js';

export interface DocumentTables<Extra> {
  noun: string;
  table: DocumentTable;
  /** The type of the source of its postings; null for a kind that is not in the books (see DocumentKind). */
  sourceType: SourceType | null;
  settlementWords?: SettlementWords;
  lineTable: LineTable;
  extraColumns: ExtraColumns<Extra>;
  numbering?: Numbering | undefined;
}

type PostingOf<Extra> = (totals: DocumentTotals, lines: DocumentLine<Extra>[]) => Promise<JournalTransaction | null>;

/** The field that dates a document, drafts included (see the lock date). */
export const ISSUE_DATE = 'issueDate';

/** Whether a kind of document is in the books: posted, and held by the lock date. A quote is not. */
export const inBooks = (tables: { sourceType: SourceType | null }) => tables.sourceType !== null;

/** A document's totals, refused before anything is written when they pass what the books hold or fall under zero. */
function checkedTotals(lines: readonly DocumentLine<unknown>[]): DocumentTotals {
  const totals = documentTotals(amountsOf(lines));
  assertWithinBooks(amountsOf(lines), totals);
  assertTotalNotNegative(totals);
  return totals;
}

/**
 * Writes a new document once, with its totals, its lines and its postings (`transaction` null: it
 * posts nothing, as a draft). Its lines were just priced at the current tax rates. Answers its row as stored.
 */
export async function createDocument<T extends DocumentTable, Extra>(
  write: Write,
  companyId: bigint,
  tables: DocumentTables<Extra> & { table: T },
  row: Omit<NewOwnedRow<T>, 'net_amount' | 'tax_amount' | 'total_amount' | 'allocated_amount'> & {
    id: bigint;
    issue_date: string;
  },
  lines: DocumentLine<Extra>[],
  transaction: PostingOf<Extra>,
): Promise<OwnedRow<T>> {
  const trx = write.trx;
  const totals = checkedTotals(lines);
  const amounts = { net_amount: totals.net, tax_amount: totals.tax, total_amount: totals.total, allocated_amount: 0n };
  const posting = await transaction(totals, lines);
  // A posting is held to the lock date where it is written; a draft posts nothing, so it is held here.
  if (posting) await postJournal(write, companyId, posting, { replacing: false });
  else if (inBooks(tables)) await assertUnlocked(trx, companyId, ISSUE_DATE, row.issue_date);
  // The number comes last: taking it locks the company's sequence until the write commits, and
  // every other new document of the kind waits for it.
  const values = { ...row, ...amounts } as NewOwnedRow<T>;
  const stored = tables.numbering
    ? await insertNumbered(write, companyId, tables.numbering, tables.table, values)
    : await insertDocumentRow(write, tables.table, values);
  await saveDocumentLines(write, tables.lineTable, companyId, row.id, [], lines, tables.extraColumns);
  return stored;
}

/**
 * Writes a document's new lines and totals and replaces its postings (`transaction` null: it posts
 * nothing, as a draft). A negative total, or one under what is paid, is refused before anything is written.
 */
export async function saveDocument<Extra>(
  write: Write,
  companyId: bigint,
  tables: DocumentTables<Extra>,
  documentId: bigint,
  lines: { before: DocumentLine<Extra>[]; after: DocumentLine<Extra>[] },
  paid: PaidState,
  transaction: PostingOf<Extra>,
): Promise<void> {
  const trx = write.trx;
  const after = await atCurrentTaxRates(trx, companyId, lines.after);
  const totals = checkedTotals(after);
  assertTotalCoversPayments(totals, paid);
  await updateDocumentRow(trx, tables.table, companyId, documentId, {
    net_amount: totals.net,
    tax_amount: totals.tax,
    total_amount: totals.total,
  });
  await saveDocumentLines(write, tables.lineTable, companyId, documentId, lines.before, after, tables.extraColumns);
  const posting = await transaction(totals, after);
  if (posting) await postJournal(write, companyId, posting);
  else if (tables.sourceType) await removeJournal(write, companyId, { type: tables.sourceType, id: documentId });
}

/**
 * Lines taxed by a sales tax take its current rate. A rate cannot change while a posted document
 * uses it, so this only ever moves the lines of drafts, which take the rate in force when posted.
 */
async function atCurrentTaxRates<Extra>(
  trx: DatabaseTransaction,
  companyId: bigint,
  lines: DocumentLine<Extra>[],
): Promise<DocumentLine<Extra>[]> {
  const rates = await salesTaxRatesByIds(
    trx,
    companyId,
    lines.flatMap((line) => (line.tax.salesTaxId === null ? [] : [line.tax.salesTaxId])),
  );
  return lines.map((line) => {
    const rate = line.tax.salesTaxId === null ? undefined : rates.get(line.tax.salesTaxId);
    return rate === undefined || rate === line.tax.rateMicros
      ? line
      : priceLine({ ...line, tax: { ...line.tax, rateMicros: rate } });
  });
}

export interface LoadedDocument<Row, Line> {
  row: Row;
  lines: Line[];
}

/** What the line calls need from one kind of document. */
export interface LineCallsKind<Row, Line extends DocumentLine<unknown>, Input> {
  noun: string;
  /** Whether the documents are held by the lock date (see inBooks). */
  locked: boolean;
  load(db: Executor, companyId: bigint, id: bigint): Promise<LoadedDocument<Row, Line>>;
  /** Reads one line's input; `replacing` is the line it replaces, if any. */
  readLine(trx: DatabaseTransaction, companyId: bigint, input: Input, replacing?: Line): Promise<Omit<Line, 'id'>>;
  save(write: Write, companyId: bigint, current: LoadedDocument<Row, Line>, after: Line[]): Promise<void>;
}

/** The spec's line calls of a document: each recomputes the document and its postings, or changes nothing. */
export function documentLineCalls<Row extends { issue_date: string }, Line extends DocumentLine<unknown>, Input>(
  kind: LineCallsKind<Row, Line, Input>,
) {
  type Change = (write: Write, current: LoadedDocument<Row, Line>) => Promise<{ lines: Line[]; lineId: bigint }>;

  const change = (db: Database | Write, companyId: bigint, documentId: bigint, apply: Change) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const current = await kind.load(trx, companyId, documentId);
      if (kind.locked) await assertUnlocked(trx, companyId, ISSUE_DATE, current.row.issue_date);
      const { lines, lineId } = await apply(write, current);
      await kind.save(write, companyId, current, lines);
      const after = await kind.load(trx, companyId, documentId);
      return (
        after.lines.find((line) => line.id === lineId) ?? requireLine(current.lines, lineId, kind.noun, documentId)
      );
    });

  return {
    addLine: (db: Database | Write, companyId: bigint, documentId: bigint, input: Input) =>
      change(db, companyId, documentId, async (write, current) => {
        const [line] = await withNewIds<Line>(write, [await kind.readLine(write.trx, companyId, input)]);
        return { lines: [...current.lines, line as Line], lineId: (line as Line).id };
      }),
    updateLine: (db: Database | Write, companyId: bigint, documentId: bigint, lineId: bigint, input: Input) =>
      change(db, companyId, documentId, async (write, current) => {
        const old = requireLine(current.lines, lineId, kind.noun, documentId);
        const line = { ...(await kind.readLine(write.trx, companyId, input, old)), id: lineId } as Line;
        return { lines: current.lines.map((existing) => (existing.id === lineId ? line : existing)), lineId };
      }),
    removeLine: (db: Database | Write, companyId: bigint, documentId: bigint, lineId: bigint) =>
      change(db, companyId, documentId, async (_write, current) => {
        requireLine(current.lines, lineId, kind.noun, documentId);
        assertNotLastLine(current.lines.length, kind.noun);
        return { lines: current.lines.filter((existing) => existing.id !== lineId), lineId };
      }),
  };
}

/**
 * Values a posted document that had no rate, once the company has one for its date: it takes the
 * rate and is saved again as it is, which posts its base values (and those of its payments).
 */
export async function valueAtCompanyRate<
  Row extends { id: bigint; currency: string; issue_date: string; exchange_rate: bigint | null },
  Line,
>(
  write: Write,
  companyId: bigint,
  table: DocumentTable,
  current: LoadedDocument<Row, Line>,
  save: (write: Write, companyId: bigint, current: LoadedDocument<Row, Line>, lines: Line[]) => Promise<void>,
): Promise<void> {
  const { row } = current;
  if (row.exchange_rate !== null) return;
  const rate = await companyRate(write.trx, companyId, row.currency, row.issue_date);
  if (rate === null) return;
  await updateDocumentRow(write.trx, table, companyId, row.id, { exchange_rate: rate });
  await save(write, companyId, { ...current, row: { ...row, exchange_rate: rate } }, current.lines);
}

/** Deletes a document that no payment is allocated to, with its lines and its postings. */
export async function removeDocument(
  write: Write,
  companyId: bigint,
  tables: Omit<DocumentTables<unknown>, 'extraColumns'>,
  document: { id: bigint; issue_date: string },
  paid: PaidState,
): Promise<void> {
  const trx = write.trx;
  const { id } = document;
  if (tables.sourceType) await assertUnlocked(trx, companyId, ISSUE_DATE, document.issue_date);
  assertNoPayments(tables.noun, id, paid, tables.settlementWords);
  if (tables.sourceType) await removeJournal(write, companyId, { type: tables.sourceType, id });
  await deleteLinesOfDocument(trx, tables.lineTable, companyId, id);
  await deleteDocumentRow(write, tables.table, companyId, id);
}
