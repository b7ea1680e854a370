import { describe, expect, it } from 'vitest';
import {
  addToBoxes,
  chargedTax,
  rateRefusal,
  reverseChargedTax,
  type TaxTreatment,
  type VatBoxSums,
  type VatSide,
  vatBoxesOf,
} from './tax-treatment.js';

const NET = 100_000n; // 1,000.00
const TWENTY_PERCENT = 200_000n;

describe('the VAT a line charges and the VAT reverse charged on it', () => {
  it.each<[TaxTreatment, bigint, bigint]>([
    // treatment, charged, reverse charged: 1,000.00 at 20 % is 200.00
    ['standard', 20_000n, 0n],
    ['reverseCharge', 0n, 20_000n],
    ['domesticReverseCharge', 0n, 20_000n],
  ])('%s on 1,000.00 at 20 %% charges %d and reverse charges %d', (treatment, charged, reverse) => {
    expect(chargedTax(treatment, NET, TWENTY_PERCENT)).toBe(charged);
    expect(reverseChargedTax(treatment, NET, TWENTY_PERCENT)).toBe(reverse);
  });

  it('rounds reverse-charged VAT half away from zero, a credit as the opposite of its line', () => {
    // 0.05 × 10 % = 0.005 → 0.01
    expect(reverseChargedTax('reverseCharge', 5n, 100_000n)).toBe(1n);
    expect(reverseChargedTax('reverseCharge', -5n, 100_000n)).toBe(-1n);
  });
});

describe('the rates a treatment takes', () => {
  it.each<[TaxTreatment, bigint, boolean]>([
    ['standard', 0n, true],
    ['standard', 200_000n, true],
    ['zeroRated', 0n, true],
    ['zeroRated', 1n, false],
    ['exempt', 50_000n, false],
    ['outsideScope', 0n, true],
    ['outsideScope', 200_000n, false],
    ['reverseCharge', 0n, true],
    ['reverseCharge', 200_000n, true],
    ['domesticReverseCharge', 0n, false],
    ['domesticReverseCharge', 50_000n, true],
  ])('%s at %d millionths: %s', (treatment, rate, allowed) => {
    expect(rateRefusal(treatment, rate) === undefined).toBe(allowed);
  });
});

describe('the boxes of a line', () => {
  const filled = (side: VatSide, treatment: TaxTreatment) => {
    const sums: VatBoxSums = { box1: 0n, box4: 0n, box6: 0n, box7: 0n };
    addToBoxes(sums, side, treatment, { net: 1000n, tax: 200n, reverseCharged: 30n });
    return sums;
  };

  it.each<[VatSide, TaxTreatment, number[], VatBoxSums]>([
    ['sales', 'standard', [1, 6], { box1: 200n, box4: 0n, box6: 1000n, box7: 0n }],
    ['sales', 'zeroRated', [1, 6], { box1: 200n, box4: 0n, box6: 1000n, box7: 0n }],
    ['sales', 'exempt', [1, 6], { box1: 200n, box4: 0n, box6: 1000n, box7: 0n }],
    ['sales', 'outsideScope', [], { box1: 0n, box4: 0n, box6: 0n, box7: 0n }],
    ['sales', 'reverseCharge', [6], { box1: 0n, box4: 0n, box6: 1000n, box7: 0n }],
    ['sales', 'domesticReverseCharge', [6], { box1: 0n, box4: 0n, box6: 1000n, box7: 0n }],
    ['purchases', 'standard', [4, 7], { box1: 0n, box4: 200n, box6: 0n, box7: 1000n }],
    ['purchases', 'zeroRated', [4, 7], { box1: 0n, box4: 200n, box6: 0n, box7: 1000n }],
    ['purchases', 'exempt', [4, 7], { box1: 0n, box4: 200n, box6: 0n, box7: 1000n }],
    ['purchases', 'outsideScope', [], { box1: 0n, box4: 0n, box6: 0n, box7: 0n }],
    ['purchases', 'reverseCharge', [1, 4, 6, 7], { box1: 30n, box4: 230n, box6: 1000n, box7: 1000n }],
    ['purchases', 'domesticReverseCharge', [1, 4, 7], { box1: 30n, box4: 230n, box6: 0n, box7: 1000n }],
  ])('a line of %s at %s counts in boxes %j', (side, treatment, boxes, sums) => {
    expect(vatBoxesOf(side, treatment)).toEqual(boxes);
    expect(filled(side, treatment)).toEqual(sums);
  });
});
