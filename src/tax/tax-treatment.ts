import type { Money } from '../shared/money.js';
import { lineTax } from './tax.js';

/**
 * How VAT applies to a supply taxed by a sales tax: `standard` charges the rate (reduced rates
 * included); `zeroRated` and `exempt` charge none but count in the return's values; `outsideScope`
 * is not a supply for VAT at all (business rates, wages); under `reverseCharge` (services bought
 * from abroad, HMRC Notice 741A) and `domesticReverseCharge` (construction, Notice 735) the supplier
 * charges none and the buyer accounts for the VAT at the rate, as both output and input VAT.
 */
export const TAX_TREATMENTS = [
  'standard',
  'zeroRated',
  'exempt',
  'outsideScope',
  'reverseCharge',
  'domesticReverseCharge',
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

/** A line taxed by a bare rate, with no sales tax, is taxed at the standard treatment. */
export const DEFAULT_TREATMENT: TaxTreatment = 'standard';

const REVERSE_CHARGES: ReadonlySet<TaxTreatment> = new Set(['reverseCharge', 'domesticReverseCharge']);
const AT_NO_RATE: ReadonlySet<TaxTreatment> = new Set(['zeroRated', 'exempt', 'outsideScope']);

export const isReverseCharge = (treatment: TaxTreatment) => REVERSE_CHARGES.has(treatment);

/** Why a treatment cannot go with a rate (millionths), or undefined when it can. */
export function rateRefusal(treatment: TaxTreatment, rateMicros: bigint): string | undefined {
  if (AT_NO_RATE.has(treatment) && rateMicros !== 0n) return `must be 0 for the treatment ${treatment}`;
  // Notice 735: the domestic reverse charge covers standard- and reduced-rated services only.
  if (treatment === 'domesticReverseCharge' && rateMicros === 0n)
    return `must be above 0 for the treatment ${treatment}`;
  return undefined;
}

/** The VAT a line charges the other party: none when the buyer accounts for it. */
export const chargedTax = (treatment: TaxTreatment, net: Money, rateMicros: bigint): Money =>
  isReverseCharge(treatment) ? 0n : lineTax(net, rateMicros);

/** The VAT the buyer accounts for itself under a reverse charge: none under any other treatment. */
export const reverseChargedTax = (treatment: TaxTreatment, net: Money, rateMicros: bigint): Money =>
  isReverseCharge(treatment) ? lineTax(net, rateMicros) : 0n;

export type VatSide = 'sales' | 'purchases';

/**
 * Where a line's amounts go in a UK VAT return: its net in box 6 (sales) or 7 (purchases), or
 * neither; the VAT it charged in box 1 (sales) or 4 (purchases); and the VAT reverse charged on a
 * purchase in both box 1 and box 4. What a seller invoices under a reverse charge is a sale in box 6
 * with no VAT of its own: the customer accounts for it.
 */
export interface VatPlacement {
  netBoxes: readonly (6 | 7)[];
  taxBox: 1 | 4 | null;
  reverseCharged: boolean;
}

const SALE: VatPlacement = { netBoxes: [6], taxBox: 1, reverseCharged: false };
const PURCHASE: VatPlacement = { netBoxes: [7], taxBox: 4, reverseCharged: false };
const NO_BOX: VatPlacement = { netBoxes: [], taxBox: null, reverseCharged: false };

const PLACEMENTS: Record<VatSide, Record<TaxTreatment, VatPlacement>> = {
  sales: {
    standard: SALE,
    zeroRated: SALE,
    exempt: SALE,
    outsideScope: NO_BOX,
    reverseCharge: { netBoxes: [6], taxBox: null, reverseCharged: false },
    domesticReverseCharge: { netBoxes: [6], taxBox: null, reverseCharged: false },
  },
  purchases: {
    standard: PURCHASE,
    zeroRated: PURCHASE,
    exempt: PURCHASE,
    outsideScope: NO_BOX,
    // Notice 741A: services received from abroad count as a supply made (box 6) and received (box 7).
    reverseCharge: { netBoxes: [6, 7], taxBox: 4, reverseCharged: true },
    // Notice 735: the customer's return has the VAT in boxes 1 and 4, the net in box 7 only.
    domesticReverseCharge: { netBoxes: [7], taxBox: 4, reverseCharged: true },
  },
};

export const vatPlacement = (side: VatSide, treatment: TaxTreatment): VatPlacement => PLACEMENTS[side][treatment];

/** The boxes a line of this side and treatment counts in, in order. */
export function vatBoxesOf(side: VatSide, treatment: TaxTreatment): number[] {
  const { netBoxes, taxBox, reverseCharged } = vatPlacement(side, treatment);
  const boxes = new Set<number>([...netBoxes, ...(taxBox === null ? [] : [taxBox]), ...(reverseCharged ? [1, 4] : [])]);
  return [...boxes].sort((a, b) => a - b);
}

/** A line's figures as a VAT return counts them: its net, the VAT it charged and the VAT reverse charged on it. */
export interface LineVat {
  net: Money;
  tax: Money;
  reverseCharged: Money;
}

/** The boxes of a VAT return that lines fill: 1 and 4 (VAT), 6 and 7 (net, to the penny). */
export interface VatBoxSums {
  box1: Money;
  box4: Money;
  box6: Money;
  box7: Money;
}

/** Adds a line's figures to the boxes its side and treatment put them in. */
export function addToBoxes(sums: VatBoxSums, side: VatSide, treatment: TaxTreatment, line: LineVat): void {
  const { netBoxes, taxBox, reverseCharged } = vatPlacement(side, treatment);
  for (const box of netBoxes) sums[box === 6 ? 'box6' : 'box7'] += line.net;
  if (taxBox !== null) sums[taxBox === 1 ? 'box1' : 'box4'] += line.tax;
  if (reverseCharged) {
    sums.box1 += line.reverseCharged;
    sums.box4 += line.reverseCharged;
  }
}
