import type { Executor } from '../db/database.js';
import { notFound, ruleViolation } from '../shared/errors.js';
import { type BankAccountRow, bankAccountsByIds } from './bank-account-repository.js';

/**
 * The bank accounts a write names, each by the field that names it; an unknown one is a 422 naming
 * that field. They are share-locked until the write commits, so that none changes its currency meanwhile.
 */
export async function requireBankAccounts<Field extends string>(
  db: Executor,
  companyId: bigint,
  fields: Record<Field, bigint>,
): Promise<Record<Field, BankAccountRow>> {
  const entries = Object.entries(fields) as [Field, bigint][];
  const found = await bankAccountsByIds(
    db,
    companyId,
    entries.map(([, id]) => id),
    { lock: true },
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

/** The bank account a path names, or a 404; with `lock`, share-locked until the write commits. */
export async function requireBankAccountOfPath(db: Executor, companyId: bigint, id: bigint, { lock = false } = {}) {
  const bank = (await bankAccountsByIds(db, companyId, [id], { lock })).get(id);
  if (!bank) throw notFound('Bank account', id);
  return bank;
}
