import { baseCurrency } from '../companies/company-repository.js';
import type { Database, DatabaseTransaction, Executor } from '../db/database.js';
import type { NewOwnedRow, OwnedChanges } from '../db/owned-rows.js';
import { inTransaction, type Write } from '../db/write.js';
import type { JournalTransaction, SourceType } from '../ledger/journal.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { type SystemAccounts, systemAccounts } from '../ledger/system-accounts.js';
import type { CrudService } from '../shared/crud-service.js';
import { conflict } from '../shared/errors.js';
import { lineIdOf, mergedLines, withNewIds } from '../shared/lines.js';
import type { DocumentTotals } from '../tax/tax.js';
import type { TaxForm } from '../tax/tax-choice.js';
import type { DocumentListing } from './document-filters.js';
import type { ExtraColumns } from './document-line-repository.js';
import type { DocumentLine } from './document-lines.js';
import type { Numbering } from './document-numbers.js';
import { type DocumentValuation, documentRate, documentValuation } from './document-rate.js';
import { documentReads, type StoredLine } from './document-reads.js';
import {
  type Counted,
  creditsCorrecting,
  type DocumentStore,
  documentRepository,
  type Named,
  updateDocumentRow,
} from './document-repository.js';
import {
  assertDueAfterIssue,
  assertIssuedByFirstPayment,
  assertPaidDocumentKeeps,
  paidStateOf,
  type SettlementWords,
} from './document-rules.js';
import {
  createDocument,
  documentLineCalls,
  ISSUE_DATE,
  inBooks,
  type LoadedDocument,
  removeDocument,
  saveDocument,
  valueAtCompanyRate,
} from './document-service.js';
import type { DocumentTable } from './document-tables.js';
import { type PartyReference, type ResolvedParty, resolveParty } from './party.js';

/** The fields every document's body has, whatever its kind. */
export interface DocumentInput {
  currency: string;
  issueDate: string;
  dueDate: string;
  exchangeRate?: number | undefined;
}

export interface LineRequest<LineInput, Line> {
  input: LineInput;
  path: string;
  /** The line an update replaces, if any. */
  replacing?: Line | undefined;
}

/** The columns every document row has, as the engine writes and reads them. */
export type DocumentRow = {
  id: bigint;
  currency: string;
  issue_date: string;
  due_date: string;
  exchange_rate: bigint | null;
  allocated_amount: bigint;
} & Named;

/** What the document a posting builder sees: its row as stored or about to be. */
export type PostedDocument<T extends DocumentTable> = Omit<
  NewOwnedRow<T>,
  'net_amount' | 'tax_amount' | 'total_amount' | 'allocated_amount'
> & {
  id: bigint;
  issue_date: string;
  currency: string;
  exchange_rate: bigint | null;
};

/**
 * One kind of document (an invoice, a bill, a credit note of either side): what is its own. The
 * engine does the rest alike for every kind: reads, writes, line calls, lock date, what settles it
 * and valuation.
 */
export interface DocumentKind<
  T extends DocumentTable,
  Row extends DocumentRow,
  LineRow,
  Extra,
  Input extends DocumentInput,
  Update extends DocumentInput,
  LineInput extends { id?: number | string | undefined },
  View,
> {
  noun: string;
  /** The body field of the lines, such as `invoiceLines`. */
  linesField: string;
  store: DocumentStore & { table: T };
  /**
   * The type of the source of its postings; null for a kind that is not in the books (a quote): it
   * posts nothing, and the lock date does not hold it.
   */
  sourceType: SourceType | null;
  /** The body field of its due date, `dueDate` unless named (a quote's `expiryDate`). */
  dueField?: string;
  party: PartyReference;
  partyOf(input: Input | Update): { id?: number | string | undefined; name?: string | undefined };
  linesOf(input: Input | Update): LineInput[] | undefined;
  extraColumns: ExtraColumns<Extra>;
  toLine(row: LineRow): StoredLine<Extra>;
  toView(document: LoadedDocument<Row, StoredLine<Extra>>): View;
  /** Prices line inputs; `lineCall` when they come from a line call rather than the document's body. */
  readLines(
    db: Executor,
    companyId: bigint,
    taxForm: TaxForm,
    requests: LineRequest<LineInput, StoredLine<Extra>>[],
    lineCall: boolean,
  ): Promise<Omit<StoredLine<Extra>, 'id'>[]>;
  /** How a new document of the kind is numbered, if it is. */
  numbering?: Numbering;
  /** The kind's own columns of a new document of `party`, its number aside. */
  newColumns(
    trx: DatabaseTransaction,
    companyId: bigint,
    input: Input,
    party: ResolvedParty,
  ): Promise<Partial<NewOwnedRow<T>>>;
  /** The kind's own columns after an update, checked against the document as it is. */
  updatedColumns(
    trx: DatabaseTransaction,
    companyId: bigint,
    current: Row & Counted,
    input: Update,
    party: ResolvedParty,
  ): Promise<OwnedChanges<T>>;
  /** The kind's own fields that must stay while payments are allocated to it. */
  keptWhilePaid(current: Row, input: Update): { path: string; was: unknown; now: unknown }[];
  /** What the document posts with its priced lines and their totals; null when it posts nothing (a draft). */
  posting(
    document: PostedDocument<T>,
    lines: readonly DocumentLine<Extra>[],
    totals: DocumentTotals,
    accounts: SystemAccounts,
    valuation: DocumentValuation,
  ): JournalTransaction | null;
  /** How the rules name what settles it: payments when left out. */
  settlementWords?: SettlementWords;
  /** The credit notes that may name a document of this kind as the one they correct. */
  correctedBy?: { table: 'credit_notes' | 'supplier_credits'; column: 'invoice_id' | 'bill_id'; noun: string };
  /** Posts again each payment of the document, after its value changed. */
  repostPayments(write: Write, companyId: bigint, id: bigint): Promise<void>;
  /** Refuses to edit or delete a document that must stay as it is (an invoice written off), if any may. */
  assertChangeable?(row: Row, change: 'edit' | 'delete'): void;
}

/**
 * One kind of document's calls: `service` gives the spec's CRUD and line calls, with the tax of
 * lines read by the deployment's TAX_FORM; `value` values a document once a rate is known; `get`
 * reads one, as the service does, for what reads it without a TAX_FORM (its PDF).
 */
export function documentEngine<
  T extends DocumentTable,
  Row extends DocumentRow,
  LineRow extends { document_id: bigint },
  Extra,
  Input extends DocumentInput,
  Update extends DocumentInput,
  LineInput extends { id?: number | string | undefined },
  View,
>(kind: DocumentKind<T, Row, LineRow, Extra, Input, Update, LineInput, View>) {
  type Line = StoredLine<Extra>;
  type Loaded = LoadedDocument<Row & Counted, Line>;
  const { noun, store } = kind;
  const tables = {
    noun,
    table: store.table,
    sourceType: kind.sourceType,
    lineTable: store.lineTable,
    extraColumns: kind.extraColumns,
    settlementWords: kind.settlementWords,
    numbering: kind.numbering,
  };
  const repository = documentRepository<Row, LineRow>(store);

  const { requireRow, loadForWrite, list, get } = documentReads({
    noun,
    table: store.table,
    findRow: repository.findRow,
    rowsOfPage: repository.rowsOfPage,
    findWithLines: repository.findWithLines,
    findWithLinesForWrite: repository.findWithLinesForWrite,
    linesOfPage: repository.linesOfPage,
    countFiltered: repository.countFiltered,
    toLine: kind.toLine,
    toView: kind.toView,
  });

  const postingOf =
    (write: Write, companyId: bigint, row: PostedDocument<T>) =>
    async (totals: DocumentTotals, lines: DocumentLine<Extra>[]) =>
      kind.posting(
        row,
        lines,
        totals,
        await systemAccounts(write.trx, companyId),
        await documentValuation(write.trx, companyId, row.exchange_rate),
      );

  /**
   * Saves a document's lines and postings; the payments of a foreign document clear its value, so
   * they are valued anew after it changed.
   */
  async function save(write: Write, companyId: bigint, current: Loaded, after: Line[]) {
    const { row } = current;
    const lines = { before: current.lines, after };
    const posted = row as unknown as PostedDocument<T>;
    await saveDocument(write, companyId, tables, row.id, lines, paidStateOf(row), postingOf(write, companyId, posted));
    if (paidStateOf(row).paymentCount > 0n && row.currency !== (await baseCurrency(write.trx, companyId))) {
      await kind.repostPayments(write, companyId, row.id);
    }
  }

  /** Values a document that had no rate, at the company's rate for its date once there is one. */
  const value = async (write: Write, companyId: bigint, id: bigint) =>
    valueAtCompanyRate(write, companyId, store.table, await loadForWrite(write.trx, companyId, id), save);

  /** The document with its lines, locked for a write that edits it. */
  async function loadForEdit(db: Executor, companyId: bigint, id: bigint): Promise<Loaded> {
    const current = await loadForWrite(db, companyId, id);
    kind.assertChangeable?.(current.row, 'edit');
    return current;
  }

  /**
   * Refuses, as an update of it would be refused before its body is read, a document that must stay
   * as it is (an invoice written off) or that the lock date holds: for a form to be offered only when
   * an edit may be made.
   */
  async function assertEditable(db: Executor, companyId: bigint, id: bigint): Promise<void> {
    const row = await requireRow(db, companyId, id);
    kind.assertChangeable?.(row, 'edit');
    if (inBooks(tables)) await assertUnlocked(db, companyId, ISSUE_DATE, row.issue_date);
  }

  const remove = (db: Database | Write, companyId: bigint, id: bigint) =>
    inTransaction(db, async (write) => {
      const trx = write.trx;
      const current = await loadForWrite(trx, companyId, id);
      kind.assertChangeable?.(current.row, 'delete');
      await assertNotCorrected(trx, companyId, id);
      await removeDocument(write, companyId, tables, current.row, paidStateOf(current.row));
      return kind.toView(current);
    });

  /** A document that credit notes name as the one they correct stays while they do. */
  async function assertNotCorrected(trx: DatabaseTransaction, companyId: bigint, id: bigint) {
    if (!kind.correctedBy) return;
    const { table, column, noun: credits } = kind.correctedBy;
    const rows = await creditsCorrecting(trx, companyId, { table, column }, id);
    if (rows.length > 0) {
      throw conflict(`${noun} ${id} is corrected by ${credits} ${rows.map((row) => row.id).join(', ')}`);
    }
  }

  async function checkPaidUpdate(
    trx: DatabaseTransaction,
    companyId: bigint,
    current: Row & Counted,
    input: Update,
    party: ResolvedParty,
  ) {
    assertPaidDocumentKeeps(
      noun,
      paidStateOf(current),
      [
        { path: 'currency', was: current.currency, now: input.currency.toUpperCase() },
        { path: kind.party.idField, was: current[store.party.column as keyof Row], now: party.id },
        ...kind.keptWhilePaid(current, input),
      ],
      kind.settlementWords,
    );
    if (paidStateOf(current).paymentCount > 0n) {
      const firstSettled = await repository.firstSettledOn(trx, companyId, current.id);
      assertIssuedByFirstPayment(noun, input.issueDate, firstSettled, kind.settlementWords);
    }
  }

  function service(taxForm: TaxForm) {
    const readInputs = (trx: Executor, companyId: bigint, inputs: LineInput[], current: Line[] = []) =>
      kind.readLines(
        trx,
        companyId,
        taxForm,
        inputs.map((input, index) => ({
          input,
          path: `${kind.linesField}[${index}]`,
          replacing: current.find((line) => line.id === lineIdOf(input.id)),
        })),
        false,
      );

    const create = (db: Database | Write, companyId: bigint, input: Input) =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        const party = await resolveParty(trx, companyId, kind.party, kind.partyOf(input));
        assertDueAfterIssue(input, kind.dueField);
        const priced = await readInputs(trx, companyId, kind.linesOf(input) ?? []);
        const id = await write.newId();
        const lines = await withNewIds<Line>(write, priced);
        const currency = input.currency.toUpperCase();
        const row = {
          company_id: companyId,
          id,
          [store.party.column]: party.id,
          currency,
          issue_date: input.issueDate,
          due_date: input.dueDate,
          ...(await kind.newColumns(trx, companyId, input, party)),
          exchange_rate: await documentRate(trx, companyId, {
            currency,
            date: input.issueDate,
            given: input.exchangeRate,
          }),
        } as PostedDocument<T>;
        const stored = await createDocument(write, companyId, tables, row, lines, postingOf(write, companyId, row));
        return kind.toView({ row: { ...stored, party_name: party.name } as unknown as Row, lines });
      });

    const update = (db: Database | Write, companyId: bigint, id: bigint, input: Update) =>
      inTransaction(db, async (write) => {
        const trx = write.trx;
        const current = await loadForEdit(trx, companyId, id);
        if (inBooks(tables)) {
          await assertUnlocked(trx, companyId, ISSUE_DATE, current.row.issue_date, input.issueDate);
        }
        const party = await resolveParty(trx, companyId, kind.party, kind.partyOf(input));
        assertDueAfterIssue(input, kind.dueField);
        const pathOf = (index: number) => `${kind.linesField}[${index}]`;
        const lines = await mergedLines(write, current.lines, kind.linesOf(input) ?? [], pathOf, (inputs) =>
          readInputs(trx, companyId, inputs, current.lines),
        );
        await checkPaidUpdate(trx, companyId, current.row, input, party);
        const currency = input.currency.toUpperCase();
        const own = await kind.updatedColumns(trx, companyId, current.row, input, party);
        const rate = await documentRate(
          trx,
          companyId,
          { currency, date: input.issueDate, given: input.exchangeRate },
          { currency: current.row.currency, date: current.row.issue_date, rate: current.row.exchange_rate },
        );
        await updateDocumentRow(trx, store.table, companyId, id, {
          ...own,
          [store.party.column]: party.id,
          currency,
          issue_date: input.issueDate,
          due_date: input.dueDate,
          exchange_rate: rate,
        } as OwnedChanges<T>);
        const updated = { ...current, row: await requireRow(trx, companyId, id) };
        await save(write, companyId, updated, lines);
        return get(trx, companyId, id);
      });

    const lineCalls = documentLineCalls<Row, Line, LineInput>({
      noun,
      locked: inBooks(tables),
      load: loadForEdit,
      readLine: async (trx, companyId, input, replacing) =>
        (await kind.readLines(trx, companyId, taxForm, [{ input, path: '', replacing }], true))[0] as Line,
      save,
    });

    const crud = { list, get, create, update, remove } satisfies CrudService<Input, View, Update, DocumentListing>;
    return { ...crud, ...lineCalls, assertEditable };
  }

  return { service, value, get };
}
