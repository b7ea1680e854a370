import type { JournalTransaction } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import type { DocumentTotals } from '../tax/tax.js';

/** An invoice owes its total to trade debtors, earns its nets as sales and owes its tax, in its own currency. */
export function invoiceTransaction(
  invoice: { id: bigint; issueDate: string; currency: string },
  totals: DocumentTotals,
  accounts: SystemAccounts,
): JournalTransaction {
  const { currency } = invoice;
  return {
    date: invoice.issueDate,
    source: { type: 'INVOICE', id: invoice.id },
    postings: [
      { accountId: accounts.TRADE_DEBTORS, currency, amount: totals.total },
      { accountId: accounts.SALES_INCOME, currency, amount: -totals.net },
      { accountId: accounts.SALES_TAX_CONTROL, currency, amount: -totals.tax },
    ],
  };
}
