import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { divideRoundingHalfUp } from '../src/shared/decimal.js';
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

/**
 * A number as bean-query writes a sum (`425.000`, `0E-26`), to the cent: beancount keeps a total cost
 * as a cost per unit, so its sums carry a remainder far below a cent.
 */
function centsOfSum(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d*))?(?:E([+-]?\d+))?$/i.exec(text);
  if (!match) throw new Error(`${text} is not a number`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`);
  const decimals = fraction.length - Number(exponent);
  const cents =
    decimals <= 2 ? digits * 10n ** BigInt(2 - decimals) : divideRoundingHalfUp(digits, 10n ** BigInt(decimals - 2));
  return sign === '-' ? -cents : cents;
}

/** bean-query's balances (see Balances). */
export const beancountBalances: Balances = async (file, view, date) => {
  const query =
    `SELECT account, currency(${view}(position)) AS currency, sum(number(${view}(position))) AS balance ` +
    `WHERE date <= ${date} GROUP BY account, currency ORDER BY account, currency`;
  const { stdout } = await run('bean-query', ['-f', 'csv', file, query]);
  const [, ...lines] = stdout.trim().split('\n');
  return sortedLines(
    lines
      .map((line) => line.split(',').map((field) => field.trim()))
      .map(([account = '', currency = '', balance = '']) => [codeOf(account), currency, centsOfSum(balance)] as const)
      .filter(([, , balance]) => balance !== 0n)
      .map(([code, currency, balance]): BalanceLine => [code, currency, plain(balance)]),
  );
};
