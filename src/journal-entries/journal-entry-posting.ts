import type { DocumentValuation } from '../documents/document-rate.js';
import type { JournalTransaction } from '../ledger/journal.js';
import { valuedAtRate } from '../ledger/valuation.js';
import { ruleViolation } from '../shared/errors.js';
import { formatMoney, type Money } from '../shared/money.js';
import { chargedTax, isReverseCharge, type TaxTreatment } from '../tax/tax-treatment.js';

export interface EntryLine {
  id: bigint;
  accountId: bigint;
  accountCode: string;
  /** The currency of the bank account whose ledger account the line posts to, if it is one. */
  bankCurrency: string | null;
  debit: Money;
  credit: Money;
  /** The sales tax of a taxed line, whose debit or credit is then its net; null on an untaxed line. */
  salesTaxId: bigint | null;
  salesTaxCode: string | null;
  taxRateMicros: bigint;
  /** The VAT the line posts to the sales tax control account, on the side of its net. */
  tax: Money;
}

export interface EntryTotals {
  debits: Money;
  credits: Money;
}

/** The VAT a line posts, signed as its net: a debit for a taxed debit, a credit (negative) for a taxed credit. */
export const signedTax = (line: EntryLine): Money => (line.debit >= line.credit ? line.tax : -line.tax);

/** An entry's debits and credits, the VAT of its taxed lines included. */
export function entryTotals(lines: readonly EntryLine[]): EntryTotals {
  return lines.reduce(
    (totals, line) => {
      const tax = signedTax(line);
      return {
        debits: totals.debits + line.debit + (tax > 0n ? tax : 0n),
        credits: totals.credits + line.credit + (tax < 0n ? -tax : 0n),
      };
    },
    { debits: 0n, credits: 0n },
  );
}

/**
 * The spec's invariant: the debits of an entry equal its credits; the 422 states both totals and the
 * difference. And an entry moves money: at least one of its lines debits or credits its account.
 */
export function assertEntryPosts(lines: readonly EntryLine[]): void {
  const { debits, credits } = entryTotals(lines);
  if (debits !== credits) {
    throw ruleViolation('The entry does not balance: its total debits must equal its total credits', undefined, {
      debits,
      credits,
      difference: debits - credits,
    });
  }
  if (lines.every((line) => line.debit === line.credit)) {
    throw ruleViolation('The entry moves no money: each of its lines debits its account as much as it credits it', [
      { path: 'manualJournalEntryLines', message: 'at least one line must move money' },
    ]);
  }
}

/**
 * The VAT a taxed line of this net posts: the VAT its treatment charges at the rate, or the amount
 * given when it is within a penny of that (a total that includes VAT splits so, see taxIncluded).
 * A treatment that charges none (a zero rate, a reverse charge) takes none.
 */
export function vatOfLine(
  net: Money,
  rateMicros: bigint,
  treatment: TaxTreatment,
  given: Money | undefined,
): { tax: Money; refusal?: string } {
  const charged = chargedTax(treatment, net, rateMicros);
  if (given === undefined || given === charged) return { tax: charged };
  if (net === 0n) return { tax: given, refusal: 'must be 0: the line moves no net amount' };
  if (isReverseCharge(treatment) || rateMicros === 0n) {
    return { tax: given, refusal: `must be 0: the sales tax charges no VAT (${treatment})` };
  }
  const difference = given - charged;
  if (difference >= -1n && difference <= 1n) return { tax: given };
  return {
    tax: given,
    refusal: `must be within a penny of ${formatMoney(charged, 'plain')}, the VAT at the rate on the net`,
  };
}

/**
 * Money in a bank account is in the account's currency: a line on a bank account's ledger account
 * must be in it, or the bank's balance would mix currencies.
 */
export function assertBankLinesInCurrency(lines: readonly EntryLine[], currency: string): void {
  const errors = lines.flatMap((line, index) =>
    line.bankCurrency === null || line.bankCurrency === currency
      ? []
      : [
          {
            path: `manualJournalEntryLines[${index}].accountCode`,
            message: `is the ledger account of a bank account in ${line.bankCurrency}: an entry in ${currency} cannot post to it`,
          },
        ],
  );
  if (errors.length > 0) {
    throw ruleViolation(`A line on a bank account must be in the bank account's currency, not ${currency}`, errors);
  }
}

/**
 * A manual entry posts each line to its account in the entry's currency, and the VAT of a taxed
 * line to the sales tax control account; the largest line takes the rounding in the base currency.
 */
export function entryTransaction(
  entry: { id: bigint; date: string; currency: string },
  lines: readonly EntryLine[],
  valuation: DocumentValuation,
  salesTaxAccountId: bigint,
): JournalTransaction {
  const entries = [
    ...lines.map((line) => ({ accountId: line.accountId, currency: entry.currency, amount: line.debit - line.credit })),
    ...lines
      .filter((line) => line.tax !== 0n)
      .map((line) => ({ accountId: salesTaxAccountId, currency: entry.currency, amount: signedTax(line) })),
  ];
  return {
    date: entry.date,
    source: { type: 'MANUAL_JOURNAL_ENTRY', id: entry.id },
    postings: valuedAtRate(
      entries,
      valuation.rate,
      valuation.base,
      lines.map((line) => line.accountId),
    ),
  };
}
