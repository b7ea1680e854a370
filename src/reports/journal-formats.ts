import type { AccountType } from '../ledger/chart.js';
import type { SourceType } from '../ledger/journal.js';
import { formatMoney } from '../shared/money.js';
import type { JournalAccount, JournalEntry, JournalPosting } from './general-journal.js';

/**
 * The general journal as plain-text accounting journals that hledger and beancount read, so that an
 * accountant can check every balance with a tool of their own. Accounts are named by type, code and
 * name (`Assets:1200 Trade debtors`); every amount is in its own currency, as each transaction
 * balances in each currency, and a foreign one carries its value in the base currency as its cost,
 * as each valued transaction balances in the base currency too. A transaction's description names
 * its source record.
 */

const TOP: Record<AccountType, string> = {
  ASSET: 'Assets',
  LIABILITY: 'Liabilities',
  EQUITY: 'Equity',
  INCOME: 'Income',
  EXPENSE: 'Expenses',
};

const SOURCE_NAMES: Record<SourceType, string> = {
  MANUAL_JOURNAL_ENTRY: 'Manual journal entry',
  INVOICE: 'Invoice',
  BILL: 'Bill',
  CREDIT_NOTE: 'Credit note',
  SUPPLIER_CREDIT: 'Supplier credit',
  BANK_TRANSFER: 'Bank transfer',
  CLIENT_PAYMENT: 'Client payment',
  SUPPLIER_PAYMENT: 'Supplier payment',
  CREDIT_NOTE_ALLOCATION: 'Allocation of a credit note',
  SUPPLIER_CREDIT_ALLOCATION: 'Allocation of a supplier credit',
  CLIENT_ON_ACCOUNT_ALLOCATION: "Allocation of a client's money on account",
  SUPPLIER_ON_ACCOUNT_ALLOCATION: "Allocation of a supplier's money on account",
  CLIENT_REFUND: 'Refund to a client',
  SUPPLIER_REFUND: 'Refund from a supplier',
  INVOICE_WRITE_OFF: 'Write-off of an invoice',
  CURRENCY_REVALUATION: 'Currency revaluation',
  CURRENCY_REVALUATION_REVERSAL: 'Reversal of currency revaluation',
};

function description(entry: JournalEntry): string {
  const source = `${SOURCE_NAMES[entry.source.type]} ${entry.source.id}`;
  return entry.reversesTransactionId === undefined ? source : `Reversal of ${source}`;
}

const amountText = (amount: bigint, currency: string) => `${formatMoney(amount, 'plain')} ${currency}`;

/** The base value a foreign posting carries beside its amount: null in the base currency (worth its amount) or unvalued. */
const foreignValue = (posting: JournalPosting, baseCurrency: string) =>
  posting.currency === baseCurrency ? null : posting.baseAmount;

/** hledger separates an account from its amount by two spaces and its parts by colons: a name keeps neither. */
const ledgerAccount = (account: Pick<JournalAccount, 'type' | 'code' | 'name'>) =>
  `${TOP[account.type]}:${`${account.code} ${account.name}`.replaceAll(/[:;]/g, '-').replaceAll(/\s+/g, ' ').trim()}`;

export function ledgerPreamble(company: string, accounts: readonly JournalAccount[]): string {
  const declarations = accounts.map((account) => `account ${ledgerAccount(account)}\n`).join('');
  return `; The general journal of ${company.replaceAll(/\s+/g, ' ')}\n\n${declarations}\n`;
}

/**
 * A foreign amount at its base value as a total cost (`@@`), which `hledger balance -B` adds up. hledger
 * gives a total cost the sign of its amount, and takes that of an amount of zero (an exchange
 * difference, a value without an amount) as written (since 1.21).
 */
function ledgerAmount(posting: JournalPosting, baseCurrency: string): string {
  const amount = amountText(posting.amount, posting.currency);
  const value = foreignValue(posting, baseCurrency);
  if (value === null) return amount;
  return `${amount} @@ ${amountText(posting.amount < 0n ? -value : value, baseCurrency)}`;
}

export function ledgerEntry(entry: JournalEntry, baseCurrency: string): string {
  const tags = [`transaction:${entry.id}`];
  if (entry.reversesTransactionId !== undefined) tags.push(`reverses:${entry.reversesTransactionId}`);
  const postings = entry.postings
    .map((posting) => `    ${ledgerAccount(posting.account)}  ${ledgerAmount(posting, baseCurrency)}\n`)
    .join('');
  return `${entry.date} * (${entry.id}) ${description(entry)}  ; ${tags.join(', ')}\n${postings}\n`;
}

/** beancount takes account names of letters, digits and dashes, each part opening with a capital or a digit. */
function beancountAccount(account: Pick<JournalAccount, 'type' | 'code' | 'name'>): string {
  const part = `${account.code}-${account.name}`.replaceAll(/[^A-Za-z0-9]+/g, '-').replaceAll(/^-+|-+$/g, '');
  return `${TOP[account.type]}:${part.charAt(0).toUpperCase()}${part.slice(1)}`;
}

const quoted = (text: string) => `"${text.replaceAll(/\s+/g, ' ').replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export function beancountPreamble(
  company: string,
  baseCurrency: string,
  accounts: readonly JournalAccount[],
  firstDay: string | undefined,
): string {
  // Money leaves a foreign account at its book value, the cost of no lot the account holds: beancount
  // books no lots, and keeps each cost as written for cost() to add up.
  const options = [
    `option "title" ${quoted(`The general journal of ${company}`)}\n`,
    `option "operating_currency" "${baseCurrency}"\n`,
    'option "booking_method" "NONE"\n\n',
  ].join('');
  if (firstDay === undefined) return options;
  const opens = accounts.map((account) => `${firstDay} open ${beancountAccount(account)}\n`).join('');
  return `${options}${opens}\n`;
}

/**
 * A foreign amount at its base value as a total cost (`{{…}}`), which `cost()` in bean-query adds up.
 * beancount takes no cost of an amount of zero nor a negative one: a value of the amount's sign is its
 * cost, and what a cost cannot carry (all of an exchange difference, which has no amount) is written
 * in the base currency beside it.
 */
function beancountPostings(posting: JournalPosting, baseCurrency: string): string[] {
  const account = `  ${beancountAccount(posting.account)}  `;
  const { amount } = posting;
  const value = foreignValue(posting, baseCurrency);
  if (value === null) return [`${account}${amountText(amount, posting.currency)}\n`];
  const cost = value * amount > 0n ? (value < 0n ? -value : value) : 0n;
  const rest = value - (amount < 0n ? -cost : cost);
  const atCost = `${account}${amountText(amount, posting.currency)} {{${amountText(cost, baseCurrency)}}}\n`;
  return [
    ...(amount === 0n ? [] : [atCost]),
    ...(rest === 0n ? [] : [`${account}${amountText(rest, baseCurrency)}\n`]),
  ];
}

export function beancountEntry(entry: JournalEntry, baseCurrency: string): string {
  const metadata = [`  transaction: "${entry.id}"\n`];
  if (entry.reversesTransactionId !== undefined) metadata.push(`  reverses: "${entry.reversesTransactionId}"\n`);
  const postings = entry.postings.flatMap((posting) => beancountPostings(posting, baseCurrency)).join('');
  return `${entry.date} * ${quoted(description(entry))}\n${metadata.join('')}${postings}\n`;
}
