import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brokenRules,
  firstBrokenRule,
  type RefusalWording,
  refusalOf,
  SETTLEMENT_RULES,
  type Settleable,
  type SettlementTerms,
} from './settlement-rule.js';

const day = fc
  .integer({ min: 0, max: 3_000 })
  .map((offset) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10));
const currency = fc.constantFrom('GBP', 'EUR', 'USD');
const id = fc.bigInt({ min: 1n, max: 1_000_000n });

const settleable: fc.Arbitrary<Settleable> = fc.record({
  id,
  partyId: id,
  currency,
  draft: fc.boolean(),
  issueDate: day,
  outstanding: fc.bigInt({ min: 0n, max: 10_000_000n }),
  writtenOff: fc.boolean(),
});

/** A settlement within every limit of what it takes from: its party, currency, a date on or after its issue, a positive amount up to what it has outstanding. */
const withinLimits = settleable
  .filter((taken) => taken.outstanding > 0n)
  .chain((taken) =>
    fc.record({
      taken: fc.constant({ ...taken, draft: false, writtenOff: false }),
      terms: fc.record({
        partyId: fc.constant(taken.partyId),
        currency: fc.constant(taken.currency),
        date: day.filter((date) => date >= taken.issueDate),
        amount: fc.bigInt({ min: 1n, max: taken.outstanding }),
      }),
    }),
  );

const terms: fc.Arbitrary<SettlementTerms> = fc.record({
  partyId: id,
  currency,
  date: day,
  amount: fc.bigInt({ min: 1n, max: 20_000_000n }),
});

const wording: RefusalWording = {
  path: 'invoiceIds[0]',
  noun: 'invoice',
  partyNoun: 'client',
  verb: 'paid',
  whose: "the payment's",
  heldField: 'outstandingAmount',
  tooEarly: (taken) => ({ path: 'date', message: `must be on or after ${taken.issueDate}` }),
};

describe('the settlement rule', () => {
  it('accepts a settlement within every limit', () => {
    fc.assert(
      fc.property(withinLimits, ({ taken, terms }) => {
        expect(brokenRules(taken, terms)).toEqual([]);
        expect(firstBrokenRule([[taken, terms]])).toBeUndefined();
      }),
    );
  });

  it('always refuses an amount above what is outstanding, and only then names the amount', () => {
    fc.assert(
      fc.property(settleable, terms, (taken, asked) => {
        const broken = brokenRules(taken, asked).includes('moreThanOutstanding');
        expect(broken).toBe((asked.amount as bigint) > taken.outstanding);
      }),
    );
  });

  it('refuses what belongs to another party, is a draft, is written off, is in another currency or is issued later', () => {
    fc.assert(
      fc.property(settleable, terms, (taken, asked) => {
        const broken = brokenRules(taken, asked);
        expect(broken.includes('otherParty')).toBe(taken.partyId !== asked.partyId);
        expect(broken.includes('draft')).toBe(taken.draft);
        expect(broken.includes('writtenOff')).toBe(taken.writtenOff);
        expect(broken.includes('otherCurrency')).toBe(taken.currency !== asked.currency);
        expect(broken.includes('tooEarly')).toBe(taken.issueDate > (asked.date as string));
      }),
    );
  });

  it('names only what exists: nothing else is said of a missing document', () => {
    fc.assert(
      fc.property(terms, (asked) => {
        expect(brokenRules(undefined, asked)).toEqual(['missing']);
      }),
    );
  });

  it('sets no limit by a term left out', () => {
    fc.assert(
      fc.property(settleable, (taken) => {
        expect(brokenRules(taken, {})).toEqual(
          [taken.draft && 'draft', taken.writtenOff && 'writtenOff'].filter((rule) => rule !== false),
        );
      }),
    );
  });

  it('answers the first broken rule by rule, then by part, in the order refusals name them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(settleable, { nil: undefined }), terms), { maxLength: 4 }), (parts) => {
        const first = firstBrokenRule(parts);
        const broken = parts.map(([taken, asked]) => brokenRules(taken, asked));
        if (broken.every((rules) => rules.length === 0)) {
          expect(first).toBeUndefined();
          return;
        }
        const rank = (rule: string) => SETTLEMENT_RULES.indexOf(rule as (typeof SETTLEMENT_RULES)[number]);
        const best = Math.min(...broken.flat().map(rank));
        expect(first?.rule).toBe(SETTLEMENT_RULES[best]);
        expect(first?.part).toBe(broken.findIndex((rules) => rules.some((rule) => rank(rule) === best)));
      }),
    );
  });

  it('answers every broken rule with a message at a field: the amount at amount, the others where the kind says', () => {
    fc.assert(
      fc.property(fc.option(settleable, { nil: undefined }), terms, id, (taken, asked, takenId) => {
        for (const rule of brokenRules(taken, asked)) {
          const { error, extensions } = refusalOf(rule, takenId, taken, asked, wording);
          expect(error.message.length).toBeGreaterThan(0);
          const expectedPath = { moreThanOutstanding: 'amount', tooEarly: 'date' }[rule as string] ?? wording.path;
          expect(error.path).toBe(expectedPath);
          if (rule === 'moreThanOutstanding') {
            expect(extensions).toEqual({ amount: asked.amount, outstandingAmount: taken?.outstanding });
          }
        }
      }),
    );
  });

  it('words each refusal as the API answers it', () => {
    const invoice: Settleable = {
      id: 7n,
      partyId: 1n,
      currency: 'EUR',
      draft: false,
      issueDate: '2026-03-01',
      outstanding: 10_000n,
    };
    const asked = { partyId: 2n, currency: 'GBP', date: '2026-02-01', amount: 12_000n };
    const messages = brokenRules(invoice, asked).map((rule) => refusalOf(rule, 7n, invoice, asked, wording).error);
    expect(messages).toEqual([
      { path: 'invoiceIds[0]', message: "invoice 7 is not one of this client's" },
      { path: 'invoiceIds[0]', message: "invoice 7 is in EUR, not in the payment's GBP" },
      { path: 'date', message: 'must be on or after 2026-03-01' },
      { path: 'amount', message: 'must not be more than the outstandingAmount of the invoice' },
    ]);
    expect(refusalOf('missing', 9n, undefined, asked, wording).error.message).toBe('no invoice has the id 9');
    expect(refusalOf('draft', 7n, { ...invoice, draft: true }, asked, wording).error.message).toBe(
      'invoice 7 is a draft, which cannot be paid',
    );
  });
});
