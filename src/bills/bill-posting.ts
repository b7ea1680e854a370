import type { DocumentLine } from '../documents/document-lines.js';
import type { JournalTransaction, Posting } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import type { DocumentTotals } from '../tax/tax.js';

/**
 * A bill books each line's net to its category, reclaims its tax on the sales-tax control account and
 * owes its total to trade creditors, in its own currency.
 */
export function billTransaction(
  bill: { id: bigint; issueDate: string; currency: string },
  lines: readonly DocumentLine<{ categoryAccountId: bigint }>[],
  totals: DocumentTotals,
  accounts: SystemAccounts,
): JournalTransaction {
  const { currency } = bill;
  const byCategory = new Map<bigint, bigint>();
  for (const line of lines) {
    byCategory.set(line.extra.categoryAccountId, (byCategory.get(line.extra.categoryAccountId) ?? 0n) + line.net);
  }
  const categories: Posting[] = [...byCategory].map(([accountId, amount]) => ({ accountId, currency, amount }));
  return {
    date: bill.issueDate,
    source: { type: 'BILL', id: bill.id },
    postings: [
      ...categories,
      { accountId: accounts.SALES_TAX_CONTROL, currency, amount: totals.tax },
      { accountId: accounts.TRADE_CREDITORS, currency, amount: -totals.total },
    ],
  };
}
