import { lockDateForWrite } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { ruleViolation } from '../shared/errors.js';

/**
 * The rule of the lock date: nothing dated on or before it can be created, changed or deleted, and
 * so no reversal lands on or before it. `dates` are a record's dates under the name of their field:
 * the date it had and the date it takes. Call it in the transaction of the write.
 */
export async function assertUnlocked(
  db: Executor,
  companyId: bigint,
  field: string,
  ...dates: (string | undefined)[]
): Promise<void> {
  const lockDate = await lockDateForWrite(db, companyId);
  if (lockDate === null) return;
  const locked = dates.find((date) => date !== undefined && date <= lockDate);
  if (locked === undefined) return;
  throw ruleViolation(
    `The books are locked up to and including ${lockDate}: nothing dated on or before the lock date can be created, changed or deleted`,
    [{ path: field, message: `${locked} is on or before the lock date ${lockDate}` }],
    { lockDate },
  );
}
