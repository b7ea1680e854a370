import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { assertBalanced, balancesByCurrency, type Posting } from './journal.js';

const source = { type: 'MANUAL_JOURNAL_ENTRY' as const, id: 1n };
const transaction = (postings: Posting[]) => ({ date: '2026-11-22', source, postings });
const currency = fc.constantFrom('GBP', 'EUR', 'USD');
const amount = fc.bigInt({ min: -10_000_000n, max: 10_000_000n });
const posting = fc.record({
  accountId: fc.bigInt({ min: 1n, max: 20n }),
  currency,
  amount,
  baseAmount: fc.constant(null),
});

/** Adds, for each currency, one posting that brings its sum to zero. */
function balanced(postings: Posting[]): Posting[] {
  const closing = [...balancesByCurrency(postings)].map(([code, sum]) => ({
    accountId: 99n,
    currency: code,
    amount: -sum,
    baseAmount: null,
  }));
  return [...postings, ...closing];
}

describe('assertBalanced', () => {
  it('accepts postings that sum to zero in each currency, however many currencies', () => {
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 30 }), (postings) => {
        expect(() => assertBalanced(transaction(balanced(postings)))).not.toThrow();
      }),
    );
  });

  it('refuses any transaction in which one currency is off by any amount', () => {
    fc.assert(
      fc.property(
        fc.array(posting, { maxLength: 30 }),
        currency,
        amount.filter((a) => a !== 0n),
        (postings, code, error) => {
          const broken = [...balanced(postings), { accountId: 1n, currency: code, amount: error, baseAmount: null }];
          expect(() => assertBalanced(transaction(broken))).toThrow(DomainError);
        },
      ),
    );
  });

  it('does not let one currency make up for another', () => {
    const postings = [
      { accountId: 1n, currency: 'GBP', amount: 100n, baseAmount: null },
      { accountId: 2n, currency: 'EUR', amount: -100n, baseAmount: null },
    ];
    expect(() => assertBalanced(transaction(postings))).toThrow(/GBP 100, EUR -100/);
  });
});
