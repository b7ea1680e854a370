import type { DocumentValuation } from '../documents/document-rate.js';
import type { JournalTransaction, Source } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import { valuedAtRate } from '../ledger/valuation.js';
import type { DocumentTotals } from '../tax/tax.js';

/** An invoice posts as it reads (1); a credit note to a client takes the same back (-1). */
export type PostingSign = 1n | -1n;

/**
 * An invoice owes its total to trade debtors, earns its nets as sales and owes its tax, in its own
 * currency; in the base currency at its rate, sales taking the rounding. A credit note posts the reverse.
 */
export function salesTransaction(
  document: { source: Source; issueDate: string; currency: string },
  totals: DocumentTotals,
  accounts: SystemAccounts,
  valuation: DocumentValuation,
  sign: PostingSign,
): JournalTransaction {
  const { currency } = document;
  const entries = [
    { accountId: accounts.TRADE_DEBTORS, currency, amount: sign * totals.total },
    { accountId: accounts.SALES_INCOME, currency, amount: -sign * totals.net },
    { accountId: accounts.SALES_TAX_CONTROL, currency, amount: -sign * totals.tax },
  ];
  return {
    date: document.issueDate,
    source: document.source,
    postings: valuedAtRate(entries, valuation.rate, valuation.base, [accounts.SALES_INCOME]),
  };
}
