import { bankRulesNaming } from '../banking/bank-rule-repository.js';
import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { parseScaled, scaledToNumber } from '../shared/decimal.js';
import { conflict, ruleViolation } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import { RATE_SCALE } from '../tax/tax.js';
import { DEFAULT_TREATMENT, rateRefusal, type TaxTreatment } from '../tax/tax-treatment.js';
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
    treatment: row.treatment as TaxTreatment,
    ...timestampsOf(row),
  };
}

/** The columns of a sales tax; its treatment is kept when an update leaves it out, and must suit its rate. */
function columnsOf(input: SalesTaxInput, current: OwnedRow<'sales_taxes'> | undefined) {
  const rateMicros = parseScaled(input.rate, RATE_SCALE) ?? 0n;
  const treatment = input.treatment ?? (current?.treatment as TaxTreatment | undefined) ?? DEFAULT_TREATMENT;
  const refusal = rateRefusal(treatment, rateMicros);
  if (refusal) {
    throw ruleViolation(`The rate of a sales tax must suit its treatment ${treatment}`, [
      { path: 'rate', message: refusal },
    ]);
  }
  return { code: input.code, name: input.name, rate_micros: rateMicros, treatment };
}

/** A rate cannot change while posted documents use it; a treatment, while any document does (a filed return would move). */
async function checkUpdate(db: Executor, current: OwnedRow<'sales_taxes'>, input: SalesTaxInput) {
  if (parseScaled(input.rate, RATE_SCALE) !== current.rate_micros) {
    const used = describeDocuments(await documentsUsingSalesTax(db, current.company_id, current.id, POSTED));
    if (used) {
      throw ruleViolation(`The rate of sales tax ${current.code} cannot change: posted documents use it (${used})`, [
        { path: 'rate', message: `must stay ${toSalesTax(current).rate}` },
      ]);
    }
  }
  if (input.treatment !== undefined && input.treatment !== current.treatment) {
    const used = describeDocuments(await documentsUsingSalesTax(db, current.company_id, current.id, ANY));
    if (used) {
      throw ruleViolation(`The treatment of sales tax ${current.code} cannot change: documents use it (${used})`, [
        { path: 'treatment', message: `must stay ${current.treatment}` },
      ]);
    }
  }
}

export const salesTaxService = ownedCrudService({
  table: 'sales_taxes',
  noun: 'Sales tax',
  columns: (_db, _companyId, input: SalesTaxInput, current) => columnsOf(input, current),
  toViews: (_db, _companyId, rows) => rows.map(toSalesTax),
  duplicateMessage: (input) => `The sales tax code ${input.code} is already used`,
  checkUpdate,
  checkRemove: async (db, current) => {
    const lineItems = await lineItemsUsingSalesTax(db, current.company_id, current.id);
    if (lineItems.length > 0) {
      const names = lineItems.map((item) => `${item.id} (${item.name})`).join(', ');
      throw conflict(`Sales tax ${current.code} is the default tax of line items ${names}`);
    }
    const used = describeDocuments(await documentsUsingSalesTax(db, current.company_id, current.id, ANY));
    if (used) throw conflict(`Sales tax ${current.code} is used by ${used}`);
    const rules = await bankRulesNaming(db, current.company_id, 'sales_tax_id', current.id);
    if (rules.length > 0) throw conflict(`Sales tax ${current.code} is named by bank rules ${rules.join(', ')}`);
  },
});
