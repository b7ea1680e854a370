import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { deleteOwned, insertOwned, lockOwned, pageOwned, requireOwned, touchOwned } from '../db/owned.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';

const TABLE = 'currency_revaluations';

export const insertRevaluation = (write: Write, row: { company_id: bigint; id: bigint; date: string }) =>
  insertOwned(write, TABLE, row);
export const requireRevaluation = (db: Executor, companyId: bigint, id: bigint, noun: string) =>
  requireOwned(db, TABLE, companyId, id, noun);
/** The revaluation locked for the write, or a 404. */
export const lockRevaluation = (db: Executor, companyId: bigint, id: bigint, noun: string) =>
  lockOwned(db, TABLE, companyId, id, noun);
/** Marks the revaluation changed now: its lines were worked anew. */
export const touchRevaluation = (db: Executor, companyId: bigint, id: bigint) => touchOwned(db, TABLE, companyId, id);
export const deleteRevaluation = (write: Write, companyId: bigint, id: bigint) =>
  deleteOwned(write, TABLE, companyId, id);
export const pageRevaluations = (db: Executor, companyId: bigint, page: Page) => pageOwned(db, TABLE, companyId, page);

/** The lines of the revaluations, each with its account's code, by revaluation and then by id. */
export async function revaluationLineRows(db: Executor, companyId: bigint, revaluationIds: bigint[]) {
  return db
    .selectFrom('currency_revaluation_lines as line')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'line.company_id').onRef('accounts.id', '=', 'line.account_id'),
    )
    .select([
      'line.revaluation_id',
      'line.account_id',
      'accounts.code',
      'line.currency',
      'line.balance',
      'line.rate',
      'line.book_value',
      'line.revalued_value',
    ])
    .where('line.company_id', '=', companyId)
    .where('line.revaluation_id', 'in', revaluationIds)
    .orderBy('line.revaluation_id')
    .orderBy('line.id')
    .execute();
}

/** A revaluation's line as it is worked: an account's balance in one currency, valued at the day's rate. */
interface NewLine {
  accountId: bigint;
  currency: string;
  balance: bigint;
  rate: bigint;
  bookValue: bigint;
  revaluedValue: bigint;
}

export async function insertRevaluationLines(
  write: Write,
  companyId: bigint,
  revaluationId: bigint,
  lines: readonly NewLine[],
) {
  const ids = await write.newIds(lines.length);
  const rows = lines.map((line, index) => ({
    company_id: companyId,
    id: ids[index] as bigint,
    revaluation_id: revaluationId,
    account_id: line.accountId,
    currency: line.currency,
    balance: line.balance,
    rate: line.rate,
    book_value: line.bookValue,
    revalued_value: line.revaluedValue,
  }));
  for (const chunk of chunks(rows)) await write.trx.insertInto('currency_revaluation_lines').values(chunk).execute();
}

export async function deleteRevaluationLines(trx: Executor, companyId: bigint, revaluationId: bigint) {
  await trx
    .deleteFrom('currency_revaluation_lines')
    .where('company_id', '=', companyId)
    .where('revaluation_id', '=', revaluationId)
    .execute();
}
