import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentStatus, type StatusFacts } from './document-status.js';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/**
 * What the books can hold: outstanding from nothing to the total (nothing on a draft), and a
 * write-off only on an issued document, taking what was left.
 */
const facts: fc.Arbitrary<StatusFacts> = fc
  .record({
    draft: fc.boolean(),
    totalAmount: fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
    settledShare: fc.bigInt({ min: 0n, max: 100n }),
    dueDate: fc.option(day, { nil: null }),
    writtenOff: fc.boolean(),
  })
  .map(({ draft, totalAmount, settledShare, dueDate, writtenOff }) => {
    const settled = (totalAmount * settledShare) / 100n;
    const cleared = writtenOff && !draft;
    return {
      draft,
      totalAmount,
      outstandingAmount: draft || cleared ? 0n : totalAmount - settled,
      dueDate,
      writtenOff: cleared,
    };
  });

const owing = (document: StatusFacts) => document.outstandingAmount > 0n;

describe('documentStatus', () => {
  it('is draft exactly while the document is a draft', () => {
    fc.assert(
      fc.property(facts, day, (document, today) => {
        expect(documentStatus(document, today) === 'draft').toBe(document.draft);
      }),
    );
  });

  it('is paid exactly when an issued document has nothing outstanding and no write-off settled it', () => {
    fc.assert(
      fc.property(facts, day, (document, today) => {
        const paid = !document.draft && !document.writtenOff && !owing(document);
        expect(documentStatus(document, today) === 'paid').toBe(paid);
      }),
    );
  });

  it('is writtenOff exactly when a write-off settled an issued document', () => {
    fc.assert(
      fc.property(facts, day, (document, today) => {
        expect(documentStatus(document, today) === 'writtenOff').toBe(!document.draft && document.writtenOff);
      }),
    );
  });

  it('is overdue exactly when something is outstanding after a due date', () => {
    fc.assert(
      fc.property(facts, day, (document, today) => {
        const late = document.dueDate !== null && document.dueDate < today;
        expect(documentStatus(document, today) === 'overdue').toBe(!document.draft && owing(document) && late);
      }),
    );
  });

  it('is open while nothing is settled, partiallyPaid once part is, before the due date', () => {
    fc.assert(
      fc.property(facts, day, (document, today) => {
        const status = documentStatus(document, today);
        if (status === 'open') expect(document.outstandingAmount).toBe(document.totalAmount);
        if (status === 'partiallyPaid') {
          expect(document.outstandingAmount).toBeGreaterThan(0n);
          expect(document.outstandingAmount).toBeLessThan(document.totalAmount);
        }
        if (status === 'open' || status === 'partiallyPaid') {
          expect(document.dueDate === null || document.dueDate >= today).toBe(true);
        }
      }),
    );
  });

  it('stays overdue on every later day, and a credit (no due date) never is', () => {
    fc.assert(
      fc.property(facts, day, day, (document, one, other) => {
        const [earlier, later] = one <= other ? [one, other] : [other, one];
        if (documentStatus(document, earlier) === 'overdue') expect(documentStatus(document, later)).toBe('overdue');
        expect(documentStatus({ ...document, dueDate: null }, later)).not.toBe('overdue');
      }),
    );
  });
});
