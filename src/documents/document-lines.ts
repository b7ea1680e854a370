import type { Money } from '../shared/money.js';
import { lineNet, lineTax } from '../tax/tax.js';
import type { TaxChoice } from '../tax/tax-choice.js';

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
  return { ...line, net, taxAmount: lineTax(net, line.tax.rateMicros) };
}

/** A document's figures in the shape `documentTotals` takes. */
export const amountsOf = (lines: readonly DocumentLine<unknown>[]) =>
  lines.map((line) => ({ net: line.net, tax: line.taxAmount }));
