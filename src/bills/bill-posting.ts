import { type DocumentLine, reverseChargedTaxOf } from '../documents/document-lines.js';
import type { DocumentValuation } from '../documents/document-rate.js';
import type { PostingSign } from '../invoices/invoice-posting.js';
import type { Entry, JournalTransaction, Source } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import { valuedAtRate } from '../ledger/valuation.js';
import type { DocumentTotals } from '../tax/tax.js';

/**
 * A bill books each line's net to its category, reclaims its tax on the sales-tax control account and
 * owes its total to trade creditors, in its own currency; in the base currency at its rate, the
 * largest category taking the rounding. The VAT of its lines under a reverse charge, which the
 * supplier does not charge, is both reclaimed (debited) and owed (credited) on the control account,
 * as the return counts it in box 4 and in box 1. A supplier's credit note (sign -1) posts the reverse.
 */
export function purchaseTransaction(
  document: { source: Source; issueDate: string; currency: string },
  lines: readonly DocumentLine<{ categoryAccountId: bigint }>[],
  totals: DocumentTotals,
  accounts: SystemAccounts,
  valuation: DocumentValuation,
  sign: PostingSign,
): JournalTransaction {
  const { currency } = document;
  const byCategory = new Map<bigint, bigint>();
  for (const line of lines) {
    byCategory.set(line.extra.categoryAccountId, (byCategory.get(line.extra.categoryAccountId) ?? 0n) + line.net);
  }
  const categories: Entry[] = [...byCategory].map(([accountId, amount]) => ({
    accountId,
    currency,
    amount: sign * amount,
  }));
  const reverseCharged = lines.reduce((sum, line) => sum + reverseChargedTaxOf(line), 0n);
  const entries = [
    ...categories,
    { accountId: accounts.SALES_TAX_CONTROL, currency, amount: sign * totals.tax },
    { accountId: accounts.SALES_TAX_CONTROL, currency, amount: sign * reverseCharged },
    { accountId: accounts.SALES_TAX_CONTROL, currency, amount: -sign * reverseCharged },
    { accountId: accounts.TRADE_CREDITORS, currency, amount: -sign * totals.total },
  ];
  return {
    date: document.issueDate,
    source: document.source,
    postings: valuedAtRate(entries, valuation.rate, valuation.base, [...byCategory.keys()]),
  };
}
