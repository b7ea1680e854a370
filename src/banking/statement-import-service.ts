import { createHash } from 'node:crypto';
import { requireBankAccountOfPath } from '../bank-accounts/bank-account-lookup.js';
import type { BankAccountRow } from '../bank-accounts/bank-account-repository.js';
import type { Database, Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import { inTransaction, type Write } from '../db/write.js';
import { conflict, invalid, notFound, ruleViolation } from '../shared/errors.js';
import { formatMoney } from '../shared/money.js';
import type { CsvProfile } from './csv-statement.js';
import {
  type StatementFile,
  type StatementFileLine,
  type StatementFormat,
  UnreadableStatement,
} from './statement-file.js';
import { readStatement } from './statement-formats.js';
import { csvProfileOf } from './statement-profiles.js';
import {
  deleteImportWithLines,
  findImport,
  findProfile,
  heldLinesOfImport,
  type ImportRow,
  insertImport,
  insertNewLines,
  lastReconciliation,
  lockImport,
  lockLinesOfImport,
  type NewLine,
  pageImports,
  setImportCounts,
} from './statement-repository.js';

export interface StatementImportRequest {
  format: StatementFormat;
  profileId?: bigint | undefined;
  body: Buffer;
}

/**
 * Imports a statement file into a bank account, in one transaction: every line it holds that the
 * account does not hold already, or none at all when any line cannot be read.
 */
export function importStatement(
  db: Database | Write,
  companyId: bigint,
  bankAccountId: bigint,
  request: StatementImportRequest,
) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const bank = await requireBankAccountOfPath(trx, companyId, bankAccountId, { lock: true });
    const profile = await profileOf(trx, companyId, request);
    const file = readFile(request, profile);
    checkCurrency(file, bank);
    checkBalances(file);
    const id = await write.newId();
    const lineIdentities = identities(file.lines);
    const lines = file.lines.map((line, index) => newLine(line, lineIdentities[index] as string));
    const dates = file.lines.map((line) => line.date).sort();
    await insertImport(write, {
      company_id: companyId,
      id,
      bank_account_id: bankAccountId,
      format: request.format,
      sha256: createHash('sha256').update(request.body).digest('hex'),
      lines_imported: 0,
      duplicates_skipped: 0,
      date_from: dates[0] ?? null,
      date_to: dates.at(-1) ?? null,
      opening_balance: file.openingBalance?.amount ?? null,
      opening_balance_date: file.openingBalance?.date ?? null,
      closing_balance: file.closingBalance?.amount ?? null,
      closing_balance_date: file.closingBalance?.date ?? null,
    });
    const { inserted, earliest } = await insertNewLines(write, companyId, bankAccountId, id, lines);
    await refuseLinesOfReconciledDays(trx, companyId, bankAccountId, earliest);
    return setImportCounts(trx, companyId, id, inserted, lines.length - inserted);
  });
}

async function profileOf(
  db: Executor,
  companyId: bigint,
  request: StatementImportRequest,
): Promise<CsvProfile | undefined> {
  if (request.format !== 'csv') {
    if (request.profileId === undefined) return undefined;
    throw ruleViolation('Only a CSV statement is read through a profile', [
      { path: 'profileId', message: `a ${request.format} statement names its own fields: leave profileId out` },
    ]);
  }
  if (request.profileId === undefined) {
    throw ruleViolation('A CSV statement is read through a profile', [
      { path: 'profileId', message: 'name the bank statement profile that says which column holds what' },
    ]);
  }
  const row = await findProfile(db, companyId, request.profileId);
  if (!row) {
    throw ruleViolation('The profile does not exist', [
      { path: 'profileId', message: `no bank statement profile has the id ${request.profileId}` },
    ]);
  }
  return csvProfileOf(row);
}

function readFile(request: StatementImportRequest, profile: CsvProfile | undefined): StatementFile {
  try {
    return readStatement(request.format, request.body, profile);
  } catch (error) {
    if (!(error instanceof UnreadableStatement)) throw error;
    throw invalid(`The ${request.format} statement cannot be read: nothing was imported`, [
      { path: error.where, message: error.message },
    ]);
  }
}

function checkCurrency(file: StatementFile, bank: BankAccountRow): void {
  if (file.currency === null || file.currency.toUpperCase() === bank.currency) return;
  throw ruleViolation('The statement is of an account in another currency: nothing was imported', [
    {
      path: 'currency',
      message: `the statement is in ${file.currency}; bank account ${bank.id} is in ${bank.currency}`,
    },
  ]);
}

/**
 * A file that states its opening and closing balances must hold every line between them: one that
 * does not add up has lost a line, or holds one twice, and is refused whole.
 */
function checkBalances(file: StatementFile): void {
  const { openingBalance, closingBalance } = file;
  if (!openingBalance || !closingBalance) return;
  const total = file.lines.reduce((sum, line) => sum + line.amount, 0n);
  if (openingBalance.amount + total === closingBalance.amount) return;
  const money = (amount: bigint) => formatMoney(amount, 'plain');
  throw ruleViolation('The statement’s lines do not add up to its closing balance: nothing was imported', [
    {
      path: 'closingBalance',
      message: `the opening balance ${money(openingBalance.amount)} and the lines, ${money(total)} in all, make ${money(openingBalance.amount + total)}; the file states ${money(closingBalance.amount)}`,
    },
  ]);
}

/**
 * A line's identity: the bank's id where the format has one, else its date, amount, description and
 * how many identical lines come before it in the file, so that two identical coffees on one day are
 * two lines, and stay two when the file is imported again.
 */
function identities(lines: readonly StatementFileLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankId !== null) return digest(`bank-id\n${line.bankId}`);
    const key = `${line.date}\n${line.amount}\n${line.description}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return digest(`${key}\n${occurrence}`);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

const newLine = (line: StatementFileLine, identity: string): NewLine => ({
  date: line.date,
  amount: line.amount,
  description: line.description,
  reference: line.reference,
  counterparty_name: line.counterpartyName,
  counterparty_account: line.counterpartyAccount,
  bank_id: line.bankId,
  identity,
  status: 'unmatched',
  reconciliation_id: null,
});

/** A statement closed by a reconciliation does not change: a new line dated in it refuses the file. */
async function refuseLinesOfReconciledDays(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  earliest: string | undefined,
): Promise<void> {
  if (earliest === undefined) return;
  const last = await lastReconciliation(db, companyId, bankAccountId);
  if (!last || earliest > last.statement_date) return;
  throw ruleViolation('The statement has new lines in days already reconciled: nothing was imported', [
    {
      path: 'body',
      message: `a line dated ${earliest} is new, and bank account ${bankAccountId} is reconciled up to ${last.statement_date} (reconciliation ${last.id}); undo that reconciliation to import it`,
    },
  ]);
}

export async function listImports(db: Executor, companyId: bigint, bankAccountId: bigint, page: Page) {
  await requireBankAccountOfPath(db, companyId, bankAccountId);
  return pageImports(db, companyId, bankAccountId, page);
}

export async function getImport(
  db: Executor,
  companyId: bigint,
  bankAccountId: bigint,
  id: bigint,
): Promise<ImportRow> {
  const row = await findImport(db, companyId, bankAccountId, id);
  if (!row) throw notFound('Bank statement import', id);
  return row;
}

/** Removes an import and its lines, while none of them is matched or reconciled. */
export function deleteImport(db: Database | Write, companyId: bigint, bankAccountId: bigint, id: bigint) {
  return inTransaction(db, async (write) => {
    const trx = write.trx;
    const row = await getImport(trx, companyId, bankAccountId, id);
    await lockImport(trx, companyId, id);
    await lockLinesOfImport(trx, companyId, id);
    const held = await heldLinesOfImport(trx, companyId, id);
    if (held.length > 0) {
      throw conflict(
        `Bank statement import ${id} has lines that are matched or reconciled (${held.map((line) => line.id).join(', ')}): unmatch them first`,
      );
    }
    await deleteImportWithLines(write, companyId, id);
    return row;
  });
}
