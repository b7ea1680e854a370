import { baseCurrency } from '../companies/company-repository.js';
import { type Database, type Executor, readConsistently } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import { type DocumentValuation, documentRate, documentValuation } from '../documents/document-rate.js';
import type { JournalTransaction, Posting } from '../ledger/journal.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { atRate, companyRate, valueOnAccount } from '../ledger/valuation.js';
import { salesTaxesByCodes } from '../sales-taxes/sales-tax-repository.js';
import { groupBy } from '../shared/collections.js';
import type { CrudService } from '../shared/crud-service.js';
import { type FieldError, ruleViolation } from '../shared/errors.js';
import { mergedLines, requireLine, withNewIds } from '../shared/lines.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import type { TaxTreatment } from '../tax/tax-treatment.js';
import {
  assertBankLinesInCurrency,
  assertEntryPosts,
  type EntryLine,
  entryTransaction,
  vatOfLine,
} from './journal-entry-posting.js';
import {
  accountsByCode,
  deleteEntry,
  deleteLines,
  deleteLinesOfEntry,
  entriesOfPage,
  insertEntry,
  insertLines,
  type JournalEntryFilters,
  type JournalLineRow,
  linesOfEntry,
  lockEntry,
  requireEntry,
  touchEntry,
  updateEntry,
  updateLine,
} from './journal-entry-repository.js';
import type { JournalEntryInput, JournalEntryUpdate, JournalLineInput } from './journal-entry-schemas.js';

const NOUN = 'Manual journal entry';
const LINES = 'manualJournalEntryLines';

export interface EntryView extends Timestamps {
  id: bigint;
  reason: string;
  date: string;
  currency: string;
  exchangeRate: bigint | null;
  lines: EntryLine[];
}

type EntryRow = OwnedRow<'manual_journal_entries'>;

interface LoadedEntry {
  row: EntryRow;
  lines: EntryLine[];
}

const toLine = (row: JournalLineRow): EntryLine => ({
  id: row.id,
  accountId: row.account_id,
  accountCode: row.account_code,
  bankCurrency: row.bank_currency,
  debit: row.debit,
  credit: row.credit,
  salesTaxId: row.sales_tax_id,
  salesTaxCode: row.sales_tax_code,
  taxRateMicros: row.tax_rate_micros,
  tax: row.tax_amount,
});

const toView = ({ row, lines }: LoadedEntry): EntryView => ({
  id: row.id,
  reason: row.reason,
  date: row.date,
  currency: row.currency,
  exchangeRate: row.exchange_rate,
  lines,
  ...timestampsOf(row),
});

async function loadEntry(db: Executor, companyId: bigint, id: bigint): Promise<LoadedEntry> {
  const row = await requireEntry(db, companyId, id, NOUN);
  return { row, lines: (await linesOfEntry(db, companyId, id)).map(toLine) };
}

/** The entry with its lines, locked against other writers until the end of the write transaction. */
async function loadEntryForWrite(db: Executor, companyId: bigint, id: bigint): Promise<LoadedEntry> {
  const row = await lockEntry(db, companyId, id, NOUN);
  return { row, lines: (await linesOfEntry(db, companyId, id)).map(toLine) };
}

async function list(db: Executor, companyId: bigint, page: Page, filters?: JournalEntryFilters) {
  const read = async (trx: Executor) => {
    const { rows, lines, total } = await entriesOfPage(trx, companyId, page, filters);
    const linesByEntry = groupBy(lines, (line) => line.entry_id);
    const items = rows.map((row) => toView({ row, lines: (linesByEntry.get(row.id) ?? []).map(toLine) }));
    return { items, total };
  };
  return readConsistently(db, read);
}

async function get(db: Executor, companyId: bigint, id: bigint) {
  const read = async (trx: Executor) => toView(await loadEntry(trx, companyId, id));
  return readConsistently(db, read);
}

async function create(db: Database | Write, companyId: bigint, input: JournalEntryInput) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const lines = await newLines(write, companyId, input.manualJournalEntryLines, (index) => `${LINES}[${index}]`);
    assertEntryPosts(lines);
    const currency = input.currency?.toUpperCase() ?? (await baseCurrency(trx, companyId));
    const row = await insertEntry(write, {
      company_id: companyId,
      id: await write.newId(),
      reason: input.reason,
      date: input.date,
      currency,
      exchange_rate: await documentRate(trx, companyId, { currency, date: input.date, given: input.exchangeRate }),
    });
    await saveLines(write, companyId, row, [], lines);
    return toView({ row, lines });
  });
}

/** The spec's merge: a body line with an id replaces that line, one without is added, the others stay. */
async function update(db: Database | Write, companyId: bigint, id: bigint, input: JournalEntryUpdate) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const current = await loadEntryForWrite(trx, companyId, id);
    const pathOf = (index: number) => `${LINES}[${index}]`;
    const lines = await mergedLines(write, current.lines, input.manualJournalEntryLines ?? [], pathOf, (inputs) =>
      resolveLines(trx, companyId, inputs, pathOf),
    );
    assertEntryPosts(lines);
    const { row: was } = current;
    const currency = input.currency?.toUpperCase() ?? was.currency;
    const row = await updateEntry(trx, companyId, id, {
      reason: input.reason,
      date: input.date,
      currency,
      exchange_rate: await documentRate(
        trx,
        companyId,
        { currency, date: input.date, given: input.exchangeRate },
        { currency: was.currency, date: was.date, rate: was.exchange_rate },
      ),
    });
    await saveLines(write, companyId, row, current.lines, lines);
    return toView({ row, lines });
  });
}

async function remove(db: Database | Write, companyId: bigint, id: bigint) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const current = await loadEntryForWrite(trx, companyId, id);
    await removeJournal(write, companyId, { type: 'MANUAL_JOURNAL_ENTRY', id });
    await deleteLinesOfEntry(trx, companyId, id);
    await deleteEntry(write, companyId, id);
    return toView(current);
  });
}

export const journalEntryService = { list, get, create, update, remove } satisfies CrudService<
  JournalEntryInput,
  EntryView,
  JournalEntryUpdate,
  JournalEntryFilters
>;

/**
 * Values an entry anew: one that had no rate at the company's rate for its date once there is one,
 * and what it moves on bank accounts and employees at its book value as it stands (see atBookValues).
 */
export async function valueJournalEntry(write: Write, companyId: bigint, id: bigint): Promise<void> {
  const trx = write.trx;
  const { row, lines } = await loadEntryForWrite(trx, companyId, id);
  const rate = row.exchange_rate ?? (await companyRate(trx, companyId, row.currency, row.date));
  if (rate === null) return;
  const valued = row.exchange_rate === null ? await updateEntry(trx, companyId, id, { exchange_rate: rate }) : row;
  await saveLines(write, companyId, valued, lines, lines);
}

/** Adds one line; refused, and nothing written, when the entry would no longer balance. */
export async function addJournalLine(
  db: Database | Write,
  companyId: bigint,
  entryId: bigint,
  input: JournalLineInput,
) {
  return changeLines(db, companyId, entryId, async (write, lines) => {
    const [line] = await newLines(write, companyId, [input], () => '');
    return { lines: [...lines, line as EntryLine], line: line as EntryLine };
  });
}

export async function updateJournalLine(
  db: Database | Write,
  companyId: bigint,
  entryId: bigint,
  lineId: bigint,
  input: JournalLineInput,
) {
  return changeLines(db, companyId, entryId, async (write, lines) => {
    requireLine(lines, lineId, NOUN, entryId);
    const [resolved] = await resolveLines(write.trx, companyId, [input], () => '');
    const line = { ...(resolved as Omit<EntryLine, 'id'>), id: lineId };
    return { lines: lines.map((existing) => (existing.id === lineId ? line : existing)), line };
  });
}

export async function removeJournalLine(db: Database | Write, companyId: bigint, entryId: bigint, lineId: bigint) {
  return changeLines(db, companyId, entryId, async (_write, lines) => {
    const line = requireLine(lines, lineId, NOUN, entryId);
    if (lines.length === 1) throw ruleViolation('An entry keeps at least one line: delete the entry instead');
    return { lines: lines.filter((existing) => existing.id !== lineId), line };
  });
}

type LineChange = (write: Write, lines: EntryLine[]) => Promise<{ lines: EntryLine[]; line: EntryLine }>;

async function changeLines(db: Database | Write, companyId: bigint, entryId: bigint, change: LineChange) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const current = await loadEntryForWrite(trx, companyId, entryId);
    const { lines, line } = await change(write, current.lines);
    assertEntryPosts(lines);
    await saveLines(write, companyId, current.row, current.lines, lines);
    // The lines are part of the entry: changing one changes the entry.
    await touchEntry(trx, companyId, entryId);
    return line;
  });
}

const COLUMNS = ['accountId', 'debit', 'credit', 'salesTaxId', 'taxRateMicros', 'tax'] as const;

/** Writes the difference between two versions of the lines, then replaces the entry's postings. */
async function saveLines(
  write: Write,
  companyId: bigint,
  entry: EntryRow,
  before: EntryLine[],
  after: EntryLine[],
): Promise<void> {
  const trx = write.trx;
  assertBankLinesInCurrency(after, entry.currency);
  const previous = new Map(before.map((line) => [line.id, line]));
  const kept = new Set(after.map((line) => line.id));
  await deleteLines(
    trx,
    companyId,
    before.filter((line) => !kept.has(line.id)).map((line) => line.id),
  );
  await insertLines(
    write,
    companyId,
    entry.id,
    after.filter((line) => !previous.has(line.id)),
  );
  for (const line of after) {
    const old = previous.get(line.id);
    if (old && COLUMNS.some((column) => old[column] !== line[column])) {
      await updateLine(trx, companyId, line);
    }
  }
  // An entry always has lines: one without any before is being created, and has no postings to replace.
  const replacing = before.length > 0;
  const valuation = await documentValuation(trx, companyId, entry.exchange_rate);
  const { SALES_TAX_CONTROL } = await systemAccounts(trx, companyId);
  const posted = entryTransaction(entry, after, valuation, SALES_TAX_CONTROL);
  const transaction = await atBookValues(write, companyId, posted, after, valuation);
  await postJournal(write, companyId, transaction, { replacing });
}

/**
 * Money that an entry in a foreign currency takes off a bank account, or pays to employees it owes,
 * leaves at its book value (see valueOnAccount); what that differs from its value at the entry's
 * rate is a realised exchange difference: reimbursing an employee who paid a bill realises it.
 */
async function atBookValues(
  write: Write,
  companyId: bigint,
  transaction: JournalTransaction,
  lines: readonly EntryLine[],
  { rate }: DocumentValuation,
): Promise<JournalTransaction> {
  const trx = write.trx;
  if (rate === null) return transaction;
  const accounts = await systemAccounts(trx, companyId);
  const held = new Set([
    accounts.EMPLOYEE_EXPENSES_PAYABLE,
    ...lines.filter((line) => line.bankCurrency !== null).map((line) => line.accountId),
  ]);
  const atEntryRate = (amount: Money) => atRate(amount, rate);
  let realised = 0n;
  const postings: Posting[] = [];
  for (const posting of transaction.postings) {
    const { date, source } = transaction;
    const book = held.has(posting.accountId)
      ? await valueOnAccount(write, companyId, posting, date, source, atEntryRate)
      : posting.baseAmount;
    realised += (posting.baseAmount ?? 0n) - (book ?? 0n);
    postings.push({ ...posting, baseAmount: book });
  }
  if (realised === 0n) return { ...transaction, postings };
  const currency = postings[0]?.currency as string;
  const difference = { accountId: accounts.REALISED_CURRENCY_GAINS, currency, amount: 0n, baseAmount: realised };
  return { ...transaction, postings: [...postings, difference] };
}

/**
 * The control accounts: their balances must always equal what documents have outstanding, so only
 * documents and payments post to them. Bank ledger accounts stay open to journals.
 */
const CONTROL_ROLES = new Set(['TRADE_DEBTORS', 'TRADE_CREDITORS']);

/**
 * Reads line inputs, finding every account code in one query: an unknown code, a control account or a
 * line without an amount is a 422 naming each line.
 */
async function resolveLines(
  db: Executor,
  companyId: bigint,
  inputs: JournalLineInput[],
  pathOf: (index: number) => string,
): Promise<Omit<EntryLine, 'id'>[]> {
  const accounts = await accountsByCode(
    db,
    companyId,
    inputs.map((input) => input.accountCode),
  );
  const taxes = await salesTaxesByCodes(
    db,
    companyId,
    inputs.flatMap((input) => (input.salesTaxCode === undefined ? [] : [input.salesTaxCode])),
  );
  const errors: FieldError[] = [];
  const lines = inputs.map((input, index) => {
    const at = (field: string) => [pathOf(index), field].filter(Boolean).join('.');
    const account = accounts.get(input.accountCode);
    const debit = parseMoney(input.debitAmountValue ?? 0) ?? 0n;
    const credit = parseMoney(input.creditAmountValue ?? 0) ?? 0n;
    const taxed = lineTaxOf(input, debit - credit, taxes, at, errors);
    const line = {
      accountId: account?.id ?? 0n,
      accountCode: input.accountCode,
      bankCurrency: account?.bank_currency ?? null,
      debit,
      credit,
      ...taxed,
    };
    if (!account) errors.push({ path: at('accountCode'), message: `no account has the code ${input.accountCode}` });
    else if (CONTROL_ROLES.has(account.system_role ?? '')) {
      errors.push({
        path: at('accountCode'),
        message: `is the ${account.system_role} control account, which only invoices, bills and payments post to`,
      });
    }
    if (line.debit === 0n && line.credit === 0n) {
      errors.push({ path: at('debitAmountValue'), message: 'a line moves nothing with no debit and no credit' });
    }
    return line;
  });
  if (errors.length > 0) {
    throw ruleViolation(
      'Some lines cannot be posted: each accountCode must name an account that journals post to, and each line must move money',
      errors,
    );
  }
  return lines;
}

type SalesTaxes = Awaited<ReturnType<typeof salesTaxesByCodes>>;
type LineTax = Pick<EntryLine, 'salesTaxId' | 'salesTaxCode' | 'taxRateMicros' | 'tax'>;

const UNTAXED: LineTax = { salesTaxId: null, salesTaxCode: null, taxRateMicros: 0n, tax: 0n };

/** The sales tax of a line and the VAT it posts, or UNTAXED; what is wrong goes into errors. */
function lineTaxOf(
  input: JournalLineInput,
  net: Money,
  taxes: SalesTaxes,
  at: (field: string) => string,
  errors: FieldError[],
): LineTax {
  if (input.salesTaxCode === undefined) {
    if (input.taxAmountValue !== undefined) errors.push({ path: at('taxAmountValue'), message: 'needs salesTaxCode' });
    return UNTAXED;
  }
  const salesTax = taxes.get(input.salesTaxCode);
  if (!salesTax) {
    errors.push({ path: at('salesTaxCode'), message: `no sales tax has the code ${input.salesTaxCode}` });
    return UNTAXED;
  }
  const given = input.taxAmountValue === undefined ? undefined : (parseMoney(input.taxAmountValue) ?? 0n);
  const treatment = salesTax.treatment as TaxTreatment;
  const { tax, refusal } = vatOfLine(net < 0n ? -net : net, salesTax.rate_micros, treatment, given);
  if (refusal) errors.push({ path: at('taxAmountValue'), message: refusal });
  return { salesTaxId: salesTax.id, salesTaxCode: salesTax.code, taxRateMicros: salesTax.rate_micros, tax };
}

async function newLines(
  write: Write,
  companyId: bigint,
  inputs: JournalLineInput[],
  pathOf: (index: number) => string,
): Promise<EntryLine[]> {
  return withNewIds<EntryLine>(write, await resolveLines(write.trx, companyId, inputs, pathOf));
}
