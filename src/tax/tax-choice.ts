import type { Config } from '../config.js';
import type { Executor } from '../db/database.js';
import { salesTaxesByCodes } from '../sales-taxes/sales-tax-repository.js';
import { parseScaled } from '../shared/decimal.js';
import { type FieldError, invalid, ruleViolation } from '../shared/errors.js';
import { RATE_SCALE } from './tax.js';
import { DEFAULT_TREATMENT, type TaxTreatment } from './tax-treatment.js';

export type TaxForm = Config['taxForm'];

/** How a line was taxed: by a sales tax of the company (form A), at its treatment, or by a bare rate (form B), at the standard one. */
export interface TaxChoice {
  salesTaxId: bigint | null;
  rateMicros: bigint;
  treatment: TaxTreatment;
}

/** The tax of a line that names none. */
export const UNTAXED: TaxChoice = { salesTaxId: null, rateMicros: 0n, treatment: DEFAULT_TREATMENT };

export interface TaxFields {
  salesTaxCode?: string | undefined;
  vatRate?: number | undefined;
}

export interface LineTaxRequest {
  fields: TaxFields;
  /** Where the line stands in the request, such as `invoiceLines[2]`; empty for a line call's body. */
  path: string;
  /** The spec shows the bill line add and update calls with `vatRate` whatever the form. */
  vatRateAlwaysAllowed?: boolean;
}

const at = (path: string, field: string) => (path ? `${path}.${field}` : field);

/**
 * Reads the tax of each line by the deployment's TAX_FORM: in A a line names a sales tax, in B it
 * carries a rate (0 when left out), in auto either one, never both. Sales taxes are looked up in one query.
 */
export async function resolveTaxes(
  db: Executor,
  companyId: bigint,
  form: TaxForm,
  lines: LineTaxRequest[],
): Promise<TaxChoice[]> {
  const malformed = lines.flatMap(({ fields, path }): FieldError[] => {
    if (fields.salesTaxCode !== undefined && fields.vatRate !== undefined) {
      return [
        { path: at(path, 'vatRate'), message: 'must not be given with salesTaxCode: a line carries one or the other' },
      ];
    }
    if (form === 'B' && fields.salesTaxCode !== undefined) {
      return [{ path: at(path, 'salesTaxCode'), message: 'is not used with TAX_FORM=B: give vatRate' }];
    }
    return [];
  });
  if (malformed.length > 0)
    throw invalid('The tax of some lines is given in a way this service does not take', malformed);

  const taxes = await salesTaxesByCodes(
    db,
    companyId,
    lines.flatMap(({ fields }) => (fields.salesTaxCode === undefined ? [] : [fields.salesTaxCode])),
  );
  const errors: FieldError[] = [];
  const choices = lines.map(({ fields, path, vatRateAlwaysAllowed }): TaxChoice => {
    if (fields.salesTaxCode !== undefined) {
      const tax = taxes.get(fields.salesTaxCode);
      if (!tax)
        errors.push({ path: at(path, 'salesTaxCode'), message: `no sales tax has the code ${fields.salesTaxCode}` });
      return tax
        ? { salesTaxId: tax.id, rateMicros: tax.rate_micros, treatment: tax.treatment as TaxTreatment }
        : UNTAXED;
    }
    if (form === 'A' && !(vatRateAlwaysAllowed && fields.vatRate !== undefined)) {
      errors.push({ path: at(path, 'salesTaxCode'), message: 'is required with TAX_FORM=A' });
    }
    return { ...UNTAXED, rateMicros: parseScaled(fields.vatRate ?? 0, RATE_SCALE) ?? 0n };
  });
  if (errors.length > 0) throw ruleViolation('Every line must name a sales tax of the company', errors);
  return choices;
}
