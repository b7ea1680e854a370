import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { formatMoney, parseMoney } from '../src/shared/money.js';
import type { TrialBalance } from './books.js';

/** hledger and beancount, where they are installed, reading the journals the service writes out. */

export const run = promisify(execFile);

async function installed(command: string): Promise<boolean> {
  try {
    await run(command, ['--version']);
    return true;
  } catch {
    return false;
  }
}

export const hledger = await installed('hledger');
export const beancount = await installed('bean-check');
/** CI installs hledger: there its checks must run, not be skipped. */
export const requireHledger = process.env.TEST_REQUIRE_HLEDGER === '1';

/** An account's balance in one currency: [account code, currency, debits less credits as a plain decimal]. */
export type BalanceLine = [string, string, string];

export const sortedLines = (lines: readonly BalanceLine[]) =>
  [...lines].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));

/** Accounts are written out named by type, code and name: `Assets:1200 Trade debtors`, `Assets:1200-Trade-debtors`. */
const codeOf = (account: string) => account.split(':')[1]?.split(/[ -]/)[0] ?? '';

const plain = (amount: bigint) => formatMoney(amount, 'plain');

/** A trial balance as balance lines. */
export function trialBalanceLines(trial: TrialBalance): BalanceLine[] {
  const cents = (text: string) => {
    const amount = parseMoney(text);
    if (amount === undefined) throw new Error(`${text} is not money`);
    return amount;
  };
  return sortedLines(
    trial.lines.map((line): BalanceLine => [line.code, line.currency, plain(cents(line.debit) - cents(line.credit))]),
  );
}

/** The day after an ISO date: hledger's end date (`-e`), which it leaves out. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A ledger's balance of every account with one at the end of `date`: its units (each currency's own
 * amounts) or their cost (what they were booked at in the base currency, or units where they have none).
 */
type Balances = (file: string, view: 'units' | 'cost', date: string) => Promise<BalanceLine[]>;

/** hledger's balances (see Balances): `hledger balance`, at cost with `-B`. */
export const hledgerBalances: Balances = async (file, view, date) => {
  const { stdout } = await run('hledger', [
    '-f',
    file,
    'balance',
    '--flat',
    '--no-total',
    '--layout=bare',
    '-O',
    'csv',
    '-e',
    dayAfter(date),
    ...(view === 'cost' ? ['-B'] : []),
  ]);
  const [, ...lines] = stdout.trim().split('\n');
  return sortedLines(
    lines
      .map((line) => line.replaceAll('"', '').split(','))
      .map(([account = '', currency = '', balance = '']): BalanceLine => [codeOf(account), currency, balance]),
  );
};
