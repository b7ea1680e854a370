import type { JournalTransaction } from '../ledger/journal.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import type { Money } from '../shared/money.js';

/** A write-off's figures in the base currency: what it clears of trade debtors, and what its VAT is worth. */
export interface WriteOffValues {
  cleared: Money;
  vat: Money;
}

/**
 * A write-off takes the invoice's debt off trade debtors, gives the VAT it reclaims back from the
 * VAT control account and puts the rest to bad debts, in the invoice's currency. In the base
 * currency (`values`, null while unknown) bad debts take what the debt was worth less the VAT's value.
 */
export function writeOffTransaction(
  writeOff: { id: bigint; date: string; amount: Money; vat_amount: Money },
  currency: string,
  values: WriteOffValues | null,
  accounts: SystemAccounts,
): JournalTransaction {
  const { amount, vat_amount: vat } = writeOff;
  const value = (worth: (known: WriteOffValues) => Money) => (values === null ? null : worth(values));
  return {
    date: writeOff.date,
    source: { type: 'INVOICE_WRITE_OFF', id: writeOff.id },
    postings: [
      { accountId: accounts.TRADE_DEBTORS, currency, amount: -amount, baseAmount: value((known) => -known.cleared) },
      { accountId: accounts.SALES_TAX_CONTROL, currency, amount: vat, baseAmount: value((known) => known.vat) },
      {
        accountId: accounts.BAD_DEBTS,
        currency,
        amount: amount - vat,
        baseAmount: value((known) => known.cleared - known.vat),
      },
    ],
  };
}
