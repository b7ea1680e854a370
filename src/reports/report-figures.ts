import { baseCurrency } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import type { Figures } from '../ledger/balance-repository.js';
import { invalid } from '../shared/errors.js';

/**
 * The figures a report asks for, and the currency they are in: `currency` names one currency's own
 * figures, else the base currency's, every currency valued.
 */
export async function reportFigures(
  db: Executor,
  companyId: bigint,
  currency: string | undefined,
): Promise<{ figures: Figures; currency: string }> {
  if (currency === undefined) return { figures: 'base', currency: await baseCurrency(db, companyId) };
  const named = currency.toUpperCase();
  return { figures: { currency: named }, currency: named };
}

/** A period that ends before it starts is refused, naming its first day. */
export function assertPeriodInOrder(from: string, to: string, [fromName, toName] = ['from', 'to']): void {
  if (from > to) {
    throw invalid(`${fromName} must not be after ${toName}`, [
      { path: fromName, message: `${from} is after ${toName} ${to}` },
    ]);
  }
}
