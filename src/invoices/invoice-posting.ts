import type { DocumentValuation } from '../documents/document-rate.js';
import type { JournalTransaction } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import { valuedAtRate } from '../ledger/valuation.js';
import type { DocumentTotals } from '../tax/tax.js';

/**
 * An invoice owes its total to trade debtors, earns its nets as sales and owes its tax, in its own
 * currency; in the base currency at its rate, sales taking the rounding.
 */
export function invoiceTransaction(
  invoice: { id: bigint; issueDate: string; currency: string },
  totals: DocumentTotals,
  accounts: SystemAccounts,
  valuation: DocumentValuation,
): JournalTransaction {
  const { currency } = invoice;
  const entries = [
    { accountId: accounts.TRADE_DEBTORS, currency, amount: totals.total },
    { accountId: accounts.SALES_INCOME, currency, amount: -totals.net },
    { accountId: accounts.SALES_TAX_CONTROL, currency, amount: -totals.tax },
  ];
  return {
    date: invoice.issueDate,
    source: { type: 'INVOICE', id: invoice.id },
    postings: valuedAtRate(entries, valuation.rate, valuation.base, [accounts.SALES_INCOME]),
  };
}
