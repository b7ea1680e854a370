import type { DocumentLine } from '../documents/document-lines.js';
import type { DocumentValuation } from '../documents/document-rate.js';
import type { Entry, JournalTransaction } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import { valuedAtRate } from '../ledger/valuation.js';
import type { DocumentTotals } from '../tax/tax.js';

/**
 * A bill books each line's net to its category, reclaims its tax on the sales-tax control account and
 * owes its total to trade creditors, in its own currency; in the base currency at its rate, the
 * largest category taking the rounding.
 */
export function billTransaction(
  bill: { id: bigint; issueDate: string; currency: string },
  lines: readonly DocumentLine<{ categoryAccountId: bigint }>[],
  totals: DocumentTotals,
  accounts: SystemAccounts,
  valuation: DocumentValuation,
): JournalTransaction {
  const { currency } = bill;
  const byCategory = new Map<bigint, bigint>();
  for (const line of lines) {
    byCategory.set(line.extra.categoryAccountId, (byCategory.get(line.extra.categoryAccountId) ?? 0n) + line.net);
  }
  const categories: Entry[] = [...byCategory].map(([accountId, amount]) => ({ accountId, currency, amount }));
  const entries = [
    ...categories,
    { accountId: accounts.SALES_TAX_CONTROL, currency, amount: totals.tax },
    { accountId: accounts.TRADE_CREDITORS, currency, amount: -totals.total },
  ];
  return {
    date: bill.issueDate,
    source: { type: 'BILL', id: bill.id },
    postings: valuedAtRate(entries, valuation.rate, valuation.base, [...byCategory.keys()]),
  };
}
