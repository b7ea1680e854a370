import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { type StatementFileLine, UnreadableStatement } from '../src/banking/statement-file.js';

/** A bank statement file written for the tests, from test/fixtures/bank-statements/. */
export const statementFixture = (name: string): Buffer =>
  readFileSync(new URL(`fixtures/bank-statements/${name}`, import.meta.url));

/** Checks that reading refuses the file, naming where (a string, or an asymmetric matcher) and what was wrong. */
export function expectUnreadable(read: () => unknown, where: unknown, message: string): void {
  let refusal: unknown;
  try {
    read();
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(UnreadableStatement);
  expect((refusal as UnreadableStatement).where).toEqual(where);
  expect((refusal as UnreadableStatement).message).toContain(message);
}

/** A line as a statement file reads it: what the test names, and null for the rest. */
export const statementLine = (
  position: number,
  date: string,
  amount: bigint,
  description: string,
  more: Partial<StatementFileLine> = {},
): StatementFileLine => ({
  position,
  date,
  amount,
  description,
  reference: null,
  counterpartyName: null,
  counterpartyAccount: null,
  bankId: null,
  ...more,
});

/**
 * What reading costs in processor time, which other work on the machine does not inflate as it does
 * the time on the clock: the tests run one file to a process.
 */
export function timed<T>(read: () => T): { result: T; milliseconds: number } {
  const before = process.cpuUsage();
  const result = read();
  const { user, system } = process.cpuUsage(before);
  return { result, milliseconds: (user + system) / 1000 };
}
