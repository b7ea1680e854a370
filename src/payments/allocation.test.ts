import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { allocatePayment, type Payable } from './allocation.js';

const payable = (id: bigint, dueDate: string, outstanding: bigint): Payable => ({ id, dueDate, outstanding });

describe('allocatePayment', () => {
  it('pays the earliest due first, then the lowest id, each up to its outstanding amount', () => {
    const documents = [
      payable(3n, '2026-03-01', 500n),
      payable(2n, '2026-01-01', 300n),
      payable(1n, '2026-03-01', 100n),
    ];
    expect(allocatePayment(650n, documents, 'invoices')).toEqual([
      { documentId: 2n, amount: 300n },
      { documentId: 1n, amount: 100n },
      { documentId: 3n, amount: 250n },
    ]);
  });

  it('pays exactly what is outstanding', () => {
    expect(allocatePayment(400n, [payable(1n, '2026-01-01', 100n), payable(2n, '2026-01-02', 300n)], 'bills')).toEqual([
      { documentId: 1n, amount: 100n },
      { documentId: 2n, amount: 300n },
    ]);
  });

  it('refuses one cent more than is outstanding, stating the total', () => {
    try {
      allocatePayment(401n, [payable(1n, '2026-01-01', 100n), payable(2n, '2026-01-02', 300n)], 'invoices');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).extensions).toEqual({ amount: 401n, outstandingAmount: 400n });
    }
  });

  it('never allocates more than the payment nor more than any document has outstanding, and loses no cent', () => {
    const documents = fc.uniqueArray(
      fc.record({
        id: fc.bigInt({ min: 1n, max: 1000n }),
        dueDate: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01'),
        outstanding: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      }),
      { selector: (document) => document.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(documents, fc.bigInt({ min: 1n, max: 10n ** 13n }), (docs, amount) => {
        const total = docs.reduce((sum, doc) => sum + doc.outstanding, 0n);
        if (amount > total) {
          expect(() => allocatePayment(amount, docs, 'invoices')).toThrow(DomainError);
          return;
        }
        const allocations = allocatePayment(amount, docs, 'invoices');
        expect(allocations.reduce((sum, a) => sum + a.amount, 0n)).toBe(amount);
        for (const allocation of allocations) {
          const doc = docs.find((d) => d.id === allocation.documentId) as Payable;
          expect(allocation.amount >= 0n && allocation.amount <= doc.outstanding).toBe(true);
        }
      }),
    );
  });
});
