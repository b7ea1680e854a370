import type { OwnedRow } from '../db/owned.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { parseScaled, scaledToNumber } from '../shared/decimal.js';
import { conflict } from '../shared/errors.js';
import { lineItemsUsingSalesTax } from './sales-tax-repository.js';
import type { SalesTax, SalesTaxInput } from './sales-tax-schemas.js';

/** Rates are kept in millionths: 0.175 is 175000. */
export const RATE_SCALE = 6;

export function toSalesTax(row: OwnedRow<'sales_taxes'>): SalesTax {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    rate: scaledToNumber(BigInt(row.rate_micros), RATE_SCALE),
  };
}

export const salesTaxService = ownedCrudService({
  table: 'sales_taxes',
  noun: 'Sales tax',
  columns: (_db, _companyId, input: SalesTaxInput) => ({
    code: input.code,
    name: input.name,
    rate_micros: Number(parseScaled(input.rate, RATE_SCALE)),
  }),
  toViews: (_db, _companyId, rows) => rows.map(toSalesTax),
  duplicateMessage: (input) => `The sales tax code ${input.code} is already used`,
  checkRemove: async (db, current) => {
    const lineItems = await lineItemsUsingSalesTax(db, current.company_id, current.id);
    if (lineItems.length > 0) {
      const names = lineItems.map((item) => `${item.id} (${item.name})`).join(', ');
      throw conflict(`Sales tax ${current.code} is the default tax of line items ${names}`);
    }
  },
});
