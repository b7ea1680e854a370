import { formatMoney, type Money } from '../shared/money.js';
import type { StatedBalance, StatementFileLine } from './statement-file.js';
import { UnreadableStatement } from './statement-file.js';

/** A CSV row read: its line, the balance after it where the bank gives one, and where it is in the file. */
export interface StatementRow {
  where: string;
  balance: Money | null;
  line: StatementFileLine;
}

/**
 * The rows in the order the money moved, oldest first. The dates tell a file listed newest first from
 * one listed oldest first; when every row is of one day, the balances tell. The balances must follow
 * from the amounts, row by row: a file where they do not has lost or changed a line, or the profile
 * reads the wrong columns (money in for money out), and it is refused.
 */
export function chronological(rows: StatementRow[]): StatementRow[] {
  const first = rows[0]?.line.date ?? '';
  const last = rows.at(-1)?.line.date ?? '';
  const newestFirst = [...rows].reverse();
  const orders = first > last ? [newestFirst] : first < last ? [rows] : [rows, newestFirst];
  const ordered = orders.find((order) => balanceBreak(order) === undefined) ?? (orders[0] as StatementRow[]);
  const broken = balanceBreak(ordered);
  if (broken) throw broken;
  return ordered;
}

function balanceBreak(rows: StatementRow[]): UnreadableStatement | undefined {
  let running: Money | null = null;
  for (const { balance, line, where } of rows) {
    if (running !== null) running += line.amount;
    if (balance === null) continue;
    if (running !== null && running !== balance) {
      return new UnreadableStatement(
        where,
        `The balance ${formatMoney(balance, 'grouped')} does not follow from the balance before it and the amounts, ` +
          `which come to ${formatMoney(running, 'grouped')}`,
      );
    }
    running = balance;
  }
  return undefined;
}

/** The balance before the first line, on its day, and after the last, on its day: from the rows' balances. */
export function statedBalances(rows: StatementRow[]): {
  openingBalance: StatedBalance | null;
  closingBalance: StatedBalance | null;
} {
  const firstStated = rows.findIndex((row) => row.balance !== null);
  const lastStated = rows.findLastIndex((row) => row.balance !== null);
  const first = rows[firstStated];
  const last = rows[lastStated];
  if (!first || !last || first.balance === null || last.balance === null) {
    return { openingBalance: null, closingBalance: null };
  }
  const moved = (from: number, to: number) => rows.slice(from, to).reduce((sum, row) => sum + row.line.amount, 0n);
  return {
    openingBalance: { date: rows[0]?.line.date as string, amount: first.balance - moved(0, firstStated + 1) },
    closingBalance: {
      date: rows.at(-1)?.line.date as string,
      amount: last.balance + moved(lastStated + 1, rows.length),
    },
  };
}
