import type { Executor } from '../db/database.js';
import type { Page } from '../db/owned.js';

export interface JournalLineRow {
  id: number;
  entry_id: number;
  account_id: number;
  account_code: string;
  debit: number;
  credit: number;
}

function selectLines(db: Executor, companyId: number) {
  return db
    .selectFrom('manual_journal_entry_lines as line')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'line.company_id').onRef('accounts.id', '=', 'line.account_id'),
    )
    .select([
      'line.id',
      'line.entry_id',
      'line.account_id',
      'accounts.code as account_code',
      'line.debit',
      'line.credit',
    ])
    .where('line.company_id', '=', companyId);
}

/** The lines of the given entries, by id, in one query. */
export async function linesOfEntries(db: Executor, companyId: number, entryIds: number[]): Promise<JournalLineRow[]> {
  if (entryIds.length === 0) return [];
  return selectLines(db, companyId).where('line.entry_id', 'in', entryIds).orderBy('line.id').execute();
}

export async function listEntryRows(db: Executor, companyId: number, page: Page) {
  return db
    .selectFrom('manual_journal_entries')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .limit(page.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(page.offset ?? 0)
    .execute();
}

/** The ids of the company's accounts with the given codes, in one query. */
export async function accountIdsByCode(db: Executor, companyId: number, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'code'])
    .where('company_id', '=', companyId)
    .where('code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

export interface JournalLineWrite {
  id: number;
  accountId: number;
  debit: bigint;
  credit: bigint;
}

export async function insertLines(db: Executor, companyId: number, entryId: number, lines: JournalLineWrite[]) {
  if (lines.length === 0) return;
  await db
    .insertInto('manual_journal_entry_lines')
    .values(
      lines.map((line) => ({
        company_id: companyId,
        id: line.id,
        entry_id: entryId,
        account_id: line.accountId,
        debit: Number(line.debit),
        credit: Number(line.credit),
      })),
    )
    .execute();
}

export async function updateLine(db: Executor, companyId: number, line: JournalLineWrite) {
  await db
    .updateTable('manual_journal_entry_lines')
    .set({ account_id: line.accountId, debit: Number(line.debit), credit: Number(line.credit) })
    .where('company_id', '=', companyId)
    .where('id', '=', line.id)
    .execute();
}

export async function deleteLines(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('manual_journal_entry_lines')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}
