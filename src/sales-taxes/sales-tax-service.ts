import type { OwnedRow } from '../db/owned.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { parseScaled, scaledToNumber } from '../shared/decimal.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import { RATE_SCALE } from '../tax/tax.js';
import { documentsUsingSalesTax, lineItemsUsingSalesTax } from './sales-tax-repository.js';
import type { SalesTax, SalesTaxInput } from './sales-tax-schemas.js';

const POSTED = { postedOnly: true, limit: 10 };
const ANY = { postedOnly: false, limit: 10 };

const describeDocuments = (used: Map<string, bigint[]>): string =>
  [...used].map(([name, ids]) => `${name} ${ids.join(', ')}`).join(' and ');

export function toSalesTax(row: OwnedRow<'sales_taxes'>): SalesTax {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    rate: scaledToNumber(row.rate_micros, RATE_SCALE),
    ...timestampsOf(row),
  };
}

export const salesTaxService = ownedCrudService({
  table: 'sales_taxes',
  noun: 'Sales tax',
  columns: (_db, _companyId, input: SalesTaxInput) => ({
    code: input.code,
    name: input.name,
    rate_micros: parseScaled(input.rate, RATE_SCALE) ?? 0n,
  }),
  toViews: (_db, _companyId, rows) => rows.map(toSalesTax),
  duplicateMessage: (input) => `The sales tax code ${input.code} is already used`,
  checkUpdate: async (db, current, input) => {
    if (parseScaled(input.rate, RATE_SCALE) === current.rate_micros) return;
    const used = describeDocuments(await documentsUsingSalesTax(db, current.company_id, current.id, POSTED));
    if (used) {
      throw ruleViolation(`The rate of sales tax ${current.code} cannot change: posted documents use it (${used})`, [
        { path: 'rate', message: `must stay ${toSalesTax(current).rate}` },
      ]);
    }
  },
  checkRemove: async (db, current) => {
    const lineItems = await lineItemsUsingSalesTax(db, current.company_id, current.id);
    if (lineItems.length > 0) {
      const names = lineItems.map((item) => `${item.id} (${item.name})`).join(', ');
      throw conflict(`Sales tax ${current.code} is the default tax of line items ${names}`);
    }
    const used = describeDocuments(await documentsUsingSalesTax(db, current.company_id, current.id, ANY));
    if (used) throw conflict(`Sales tax ${current.code} is used by ${used}`);
  },
});
