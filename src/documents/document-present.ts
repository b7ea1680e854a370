import { scaledToNumber } from '../shared/decimal.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { QUANTITY_SCALE, RATE_SCALE } from '../tax/tax.js';
import { isReverseCharge } from '../tax/tax-treatment.js';
import { type DocumentLine, reverseChargedTaxOf } from './document-lines.js';

/**
 * The fields every document line shows; a line shows its tax in the form it was given, and under a
 * reverse charge the VAT the buyer accounts for beside the none it charges. A field
 * a line does not have is undefined, and so left out of the answer. Presenters add their own
 * fields with `Object.assign`: spreading an object costs several times as much, on every line.
 */
export function presentDocumentLine(
  line: DocumentLine<unknown> & { salesTaxCode: string | null },
  format: MoneyFormat,
) {
  const byRate = line.tax.salesTaxId === null;
  return {
    id: line.id,
    quantity: scaledToNumber(line.quantityMicros, QUANTITY_SCALE),
    vatRate: byRate ? scaledToNumber(line.tax.rateMicros, RATE_SCALE) : undefined,
    salesTaxCode: byRate ? undefined : (line.salesTaxCode ?? ''),
    description: line.description ?? undefined,
    netAmount: formatMoney(line.net, format),
    taxAmount: formatMoney(line.taxAmount, format),
    reverseChargeTaxAmount: isReverseCharge(line.tax.treatment)
      ? formatMoney(reverseChargedTaxOf(line), format)
      : undefined,
  };
}
