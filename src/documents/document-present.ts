import { scaledToNumber } from '../shared/decimal.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { QUANTITY_SCALE, RATE_SCALE } from '../tax/tax.js';
import type { DocumentLine } from './document-lines.js';

/** The fields every document line shows; a line shows its tax in the form it was given. */
export function presentDocumentLine(
  line: DocumentLine<unknown> & { salesTaxCode: string | null },
  format: MoneyFormat,
) {
  return {
    id: line.id,
    quantity: scaledToNumber(line.quantityMicros, QUANTITY_SCALE),
    ...(line.tax.salesTaxId === null
      ? { vatRate: scaledToNumber(line.tax.rateMicros, RATE_SCALE) }
      : { salesTaxCode: line.salesTaxCode ?? '' }),
    ...(line.description === null ? {} : { description: line.description }),
    netAmount: formatMoney(line.net, format),
    taxAmount: formatMoney(line.taxAmount, format),
  };
}
