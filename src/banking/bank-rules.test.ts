import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/errors.js';
import { type RuleCondition, type RuleLine, type RuleTerms, readConditions, ruleFits } from './bank-rules.js';

const bankAccountId = fc.constantFrom(1n, 2n, 3n);
const money = fc.bigInt({ min: 0n, max: 10_000_000n });
const signedMoney = fc.bigInt({ min: -10_000_000n, max: 10_000_000n });
const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const words = fc
  .array(fc.constantFrom('Tesco', 'STORES', 'card', 'payment', 'DD', 'hmrc', 'Vat', '  ', '\t', ' '), { maxLength: 8 })
  .map((parts) => parts.join(' '));
const lineText = fc.oneof(text, words);

const line: fc.Arbitrary<RuleLine> = fc.record({
  bank_account_id: bankAccountId,
  amount: signedMoney,
  description: lineText,
  reference: fc.option(lineText, { nil: null }),
  counterparty_name: fc.option(lineText, { nil: null }),
});

const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    field: fc.constantFrom('description' as const, 'reference' as const, 'counterpartyName' as const),
    operator: fc.constantFrom('contains' as const, 'equals' as const, 'startsWith' as const),
    value: fc.oneof(text, words).filter((value) => value.trim() !== ''),
  }),
  fc.record({
    field: fc.constant('amount' as const),
    operator: fc.constantFrom('equals' as const, 'greaterThan' as const, 'lessThan' as const),
    value: money,
  }),
);

const terms: fc.Arbitrary<RuleTerms> = fc.record({
  bankAccountId: fc.option(bankAccountId, { nil: null }),
  direction: fc.constantFrom('in' as const, 'out' as const, 'any' as const),
  conditions: fc.array(condition, { minLength: 1, maxLength: 5 }),
  match: fc.constantFrom('all' as const, 'any' as const),
});

/** A rule of every bank account and direction with this one condition. */
const only = (one: RuleCondition): RuleTerms => ({
  bankAccountId: null,
  direction: 'any',
  conditions: [one],
  match: 'all',
});

describe('a bank rule fits a statement line', () => {
  it('with match any whenever the same rule with match all fits', () => {
    fc.assert(
      fc.property(terms, line, (rule, tested) => {
        if (ruleFits({ ...rule, match: 'all' }, tested)) expect(ruleFits({ ...rule, match: 'any' }, tested)).toBe(true);
      }),
    );
  });

  it('of money in only when its direction is in or any, of money out only when out or any, of nothing only when any', () => {
    fc.assert(
      fc.property(terms, line, (rule, tested) => {
        if (!ruleFits(rule, tested)) return;
        if (rule.direction === 'in') expect(tested.amount > 0n).toBe(true);
        if (rule.direction === 'out') expect(tested.amount < 0n).toBe(true);
      }),
    );
  });

  it('of no money moved only when its direction is any', () => {
    fc.assert(
      fc.property(terms, line, (rule, tested) => {
        const nothing = { ...tested, amount: 0n };
        if (rule.direction !== 'any') expect(ruleFits(rule, nothing)).toBe(false);
      }),
    );
  });

  it("of its own bank account only, when it names one; of every account's otherwise", () => {
    fc.assert(
      fc.property(terms, line, bankAccountId, (rule, tested, other) => {
        const fitsOwn = ruleFits({ ...rule, bankAccountId: tested.bank_account_id }, tested);
        expect(ruleFits({ ...rule, bankAccountId: null }, tested)).toBe(fitsOwn);
        if (other !== tested.bank_account_id) expect(ruleFits({ ...rule, bankAccountId: other }, tested)).toBe(false);
      }),
    );
  });

  it('whose description contains any part of it, whatever its case and spacing', () => {
    fc.assert(
      fc.property(line, fc.nat(), fc.nat(), (tested, start, length) => {
        const characters = [...tested.description];
        const part = characters
          .slice(start % (characters.length + 1))
          .slice(0, length)
          .join('');
        fc.pre(part.trim() !== '');
        for (const value of [part, part.toUpperCase(), part.toLowerCase(), ` ${part.replaceAll(' ', '  ')}\t`]) {
          expect(ruleFits(only({ field: 'description', operator: 'contains', value }), tested)).toBe(true);
        }
      }),
    );
  });

  it('alike whatever the case of the condition and of the line', () => {
    fc.assert(
      fc.property(terms, line, (rule, tested) => {
        const recased = (change: (text: string) => string) => ({
          ...rule,
          conditions: rule.conditions.map((each) =>
            each.field === 'amount' ? each : { ...each, value: change(each.value) },
          ),
        });
        const fits = ruleFits(rule, tested);
        expect(
          ruleFits(
            recased((value) => value.toUpperCase()),
            tested,
          ),
        ).toBe(fits);
        expect(
          ruleFits(
            recased((value) => value.toLowerCase()),
            tested,
          ),
        ).toBe(fits);
        const shouted = { ...tested, description: tested.description.toUpperCase() };
        expect(ruleFits(only({ field: 'description', operator: 'equals', value: tested.description }), shouted)).toBe(
          true,
        );
      }),
    );
  });

  it('with amount greaterThan x or lessThan x, never both; with equals x, exactly the lines of x in or out', () => {
    fc.assert(
      fc.property(line, money, fc.boolean(), (tested, other, sameSize) => {
        const value = !sameSize ? other : tested.amount < 0n ? -tested.amount : tested.amount;
        const fits = (operator: 'equals' | 'greaterThan' | 'lessThan') =>
          ruleFits(only({ field: 'amount', operator, value }), tested);
        expect(fits('greaterThan') && fits('lessThan')).toBe(false);
        expect(fits('equals')).toBe(tested.amount === value || tested.amount === -value);
        // Exactly one of the three holds for any amount.
        expect([fits('equals'), fits('greaterThan'), fits('lessThan')].filter(Boolean)).toHaveLength(1);
      }),
    );
  });

  it('compares text as written, not as a pattern, and never a field the line does not have', () => {
    const coffee: RuleLine = {
      bank_account_id: 1n,
      amount: -300n,
      description: 'CARD  PAYMENT TO Costa\tCoffee',
      reference: null,
      counterparty_name: 'COSTA',
    };
    const fits =
      (field: 'description' | 'reference' | 'counterpartyName', operator: RuleCondition['operator']) =>
      (value: string) =>
        ruleFits(only({ field, operator, value } as RuleCondition), coffee);
    expect(fits('description', 'startsWith')('card payment to')).toBe(true);
    expect(fits('description', 'startsWith')('payment')).toBe(false);
    expect(fits('description', 'equals')('card payment to costa coffee')).toBe(true);
    expect(fits('description', 'contains')('COSTA COFFEE')).toBe(true);
    expect(fits('description', 'contains')('.*')).toBe(false);
    expect(fits('counterpartyName', 'equals')('Costa')).toBe(true);
    expect(fits('reference', 'contains')('a')).toBe(false);
    // Money out of 3.00: the amount is compared without its sign.
    expect(ruleFits(only({ field: 'amount', operator: 'equals', value: 300n }), coffee)).toBe(true);
    expect(ruleFits({ ...only({ field: 'amount', operator: 'equals', value: 300n }), direction: 'in' }, coffee)).toBe(
      false,
    );
  });
});

describe('the conditions of a rule', () => {
  const refusal = (conditions: Parameters<typeof readConditions>[0]) => {
    try {
      readConditions(conditions);
    } catch (error) {
      return (error as DomainError).errors;
    }
    throw new Error('the conditions were accepted');
  };

  it('read amounts as money, without sign', () => {
    expect(
      readConditions([
        { field: 'amount', operator: 'greaterThan', value: '1,250.5' },
        { field: 'reference', operator: 'startsWith', value: 'INV-' },
      ]),
    ).toEqual([
      { field: 'amount', operator: 'greaterThan', value: 125_050n },
      { field: 'reference', operator: 'startsWith', value: 'INV-' },
    ]);
  });

  it('refuse an operator that does not suit its field, and an amount that is not money or has a sign, naming each', () => {
    expect(
      refusal([
        { field: 'description', operator: 'contains', value: 'rent' },
        { field: 'description', operator: 'greaterThan', value: '10' },
        { field: 'amount', operator: 'contains', value: '10.00' },
        { field: 'amount', operator: 'equals', value: '-10.00' },
        { field: 'amount', operator: 'lessThan', value: '10.001' },
        { field: 'counterpartyName', operator: 'lessThan', value: 'M' },
      ]),
    ).toEqual([
      { path: 'conditions[1].operator', message: 'must be one of contains, equals, startsWith on description' },
      { path: 'conditions[2].operator', message: 'must be one of equals, greaterThan, lessThan on amount' },
      { path: 'conditions[3].value', message: expect.stringMatching(/^must be a money amount of zero or more/) },
      { path: 'conditions[4].value', message: expect.stringMatching(/^must be a money amount of zero or more/) },
      { path: 'conditions[5].operator', message: 'must be one of contains, equals, startsWith on counterpartyName' },
    ]);
  });
});
