import type { Executor } from '../db/database.js';
import { ruleViolation } from '../shared/errors.js';
import { type BankAccountRow, bankAccountsByIds } from './bank-account-repository.js';

/** The bank accounts a request names, each by the field that names it; an unknown one is a 422 naming that field. */
export async function requireBankAccounts<Field extends string>(
  db: Executor,
  companyId: number,
  fields: Record<Field, number>,
): Promise<Record<Field, BankAccountRow>> {
  const entries = Object.entries(fields) as [Field, number][];
  const found = await bankAccountsByIds(
    db,
    companyId,
    entries.map(([, id]) => id),
  );
  const missing = entries.filter(([, id]) => !found.has(id));
  if (missing.length > 0) {
    throw ruleViolation(
      'Some bank accounts do not exist',
      missing.map(([path, id]) => ({ path, message: `no bank account has the id ${id}` })),
    );
  }
  return Object.fromEntries(entries.map(([path, id]) => [path, found.get(id)])) as Record<Field, BankAccountRow>;
}
