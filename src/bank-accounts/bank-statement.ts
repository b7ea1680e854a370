import { type Executor, readConsistently } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { DateRange } from '../ledger/ledger-repository.js';
import { accountLedger } from '../ledger/ledger-service.js';
import { notFound } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { findBankAccount } from './bank-account-repository.js';

/**
 * A bank account's movements in its currency, in date order, each with the balance after it, from
 * the balance before the first one shown to the balance after the last: its ledger account's
 * postings in the bank's currency (a reversal, and what it reverses, shown as the ledger has them).
 * Postings that only move the account's base value (exchange differences) are no movement of money,
 * and are left out.
 */
export async function bankStatement(db: Executor, companyId: bigint, id: bigint, range: DateRange, page: Page) {
  return readConsistently(db, async (trx) => {
    const bank = await findBankAccount(trx, companyId, id);
    if (!bank) throw notFound('Bank account', id);
    const ledger = await accountLedger(trx, companyId, bank.ledger_account_id, range, page);
    const inCurrency = (balances: { currency: string; balance: Money }[]) =>
      balances.find((balance) => balance.currency === bank.currency)?.balance ?? 0n;
    const movements = ledger.postings
      .filter((posting) => posting.currency === bank.currency && posting.debit !== posting.credit)
      .map(({ id: postingId, date, transactionId, reversesTransactionId, source, debit, credit, balance }) => ({
        id: postingId,
        date,
        transactionId,
        ...(reversesTransactionId === undefined ? {} : { reversesTransactionId }),
        source,
        amount: debit - credit,
        balance,
      }));
    return {
      bankAccount: {
        id: bank.id,
        name: bank.name,
        currency: bank.currency,
        ledgerAccountCode: bank.ledger_account_code,
      },
      openingBalance: inCurrency(ledger.openingBalances),
      transactions: movements,
      closingBalance: inCurrency(ledger.closingBalances),
      /** How many postings the page read, movements or not: a full page may have more after it. */
      postingsRead: ledger.postings.length,
    };
  });
}
