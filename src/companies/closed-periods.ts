import type { Executor } from '../db/database.js';
import { toSafeNumber } from '../db/integers.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import { financialYearEnds } from '../reports/financial-year.js';
import { firstJournalDate } from '../reports/report-repository.js';
import { ruleViolation } from '../shared/errors.js';

/** The most unvalued transactions a refused lock date lists; its detail counts them all. */
const LISTED_UNVALUED = 20;

/**
 * A lock date over a transaction without a base value would keep it out of every figure in the base
 * currency for good, as a rate that arrives later no longer values what is locked.
 */
export async function assertNothingUnvaluedUpTo(db: Executor, companyId: bigint, lockDate: string): Promise<void> {
  const unvalued = await unvaluedTransactions(db, companyId, { to: lockDate });
  if (unvalued.length === 0) return;
  const count = unvalued.length === 1 ? '1 transaction' : `${unvalued.length} transactions`;
  throw ruleViolation(
    `The books cannot be locked up to ${lockDate} while ${count} on or before it stand without a base value (see unvalued): add the exchange rates they need first`,
    [
      {
        path: 'lockDate',
        message: `must be before ${unvalued[0]?.date}, the date of a transaction without a base value`,
      },
    ],
    {
      unvalued: unvalued.slice(0, LISTED_UNVALUED).map(({ transactionId, date, source }) => ({
        transactionId: toSafeNumber(transactionId),
        date,
        source: { type: source.type, id: toSafeNumber(source.id) },
      })),
    },
  );
}

/**
 * The financial years that end on or before the lock date are closed: a new `yearStart` may not end
 * them on other days, which would move profit between their retained and current-year earnings.
 * Only the year ends from the first transaction of the books on split anything.
 */
export async function assertLockedYearsKept(
  db: Executor,
  companyId: bigint,
  change: { from: string; to: string; lockDate: string },
): Promise<void> {
  const first = await firstJournalDate(db, companyId);
  if (first === undefined) return;
  const kept = financialYearEnds(change.from, first, change.lockDate);
  const moved = financialYearEnds(change.to, first, change.lockDate);
  if (kept.join() === moved.join()) return;
  throw ruleViolation(
    `The financial years ending on or before the lock date ${change.lockDate} are closed: with years starting on ${change.to} instead of ${change.from}, the last of them would end on ${lastOf(moved)} instead of ${lastOf(kept)}`,
    [{ path: 'yearStart', message: `must keep the year ends up to the lock date ${change.lockDate}` }],
    { lockDate: change.lockDate },
  );
}

const lastOf = (yearEnds: string[]) => yearEnds.at(-1) ?? 'no day of the books';
