import type { Money } from '../shared/money.js';
import { lineNet } from '../tax/tax.js';
import type { TaxChoice } from '../tax/tax-choice.js';
import { chargedTax, reverseChargedTax } from '../tax/tax-treatment.js';

/** A priced line of a document (an invoice, a bill, a credit note); `Extra` holds what only its side has. */
export interface DocumentLine<Extra> {
  id: bigint;
  quantityMicros: bigint;
  unitPrice: Money;
  tax: TaxChoice;
  description: string | null;
  net: Money;
  taxAmount: Money;
  extra: Extra;
}

export type UnpricedLine<Extra> = Omit<DocumentLine<Extra>, 'net' | 'taxAmount'>;

export function priceLine<Extra>(line: UnpricedLine<Extra>): DocumentLine<Extra> {
  const net = lineNet(line.quantityMicros, line.unitPrice);
  return { ...line, net, taxAmount: chargedTax(line.tax.treatment, net, line.tax.rateMicros) };
}

/** The VAT the buyer accounts for on a line under a reverse charge: none under any other treatment. */
export const reverseChargedTaxOf = (line: DocumentLine<unknown>) =>
  reverseChargedTax(line.tax.treatment, line.net, line.tax.rateMicros);

/** A document's figures in the shape `documentTotals` takes. */
export const amountsOf = (lines: readonly DocumentLine<unknown>[]) =>
  lines.map((line) => ({ net: line.net, tax: line.taxAmount }));
