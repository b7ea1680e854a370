import { addToRecordCount } from '../db/record-counts.js';
import type { Write } from '../db/write.js';
import type { TaxTreatment } from '../tax/tax-treatment.js';
import { insertSalesTaxes, salesTaxesByCodes, setTreatmentAtRate } from './sales-tax-repository.js';

/** A sales tax a new company starts with; rates in millionths: 200000 is 20 %. */
interface DefaultSalesTax {
  code: string;
  name: string;
  rateMicros: bigint;
  treatment: TaxTreatment;
}

/** The sales taxes companies had before sales taxes had VAT treatments, with the treatments they have now. */
const FIRST_SALES_TAXES: readonly DefaultSalesTax[] = [
  { code: 'STANDARD', name: 'Standard rate', rateMicros: 200_000n, treatment: 'standard' },
  { code: 'REDUCED', name: 'Reduced rate', rateMicros: 50_000n, treatment: 'standard' },
  { code: 'ZERO', name: 'Zero rate', rateMicros: 0n, treatment: 'zeroRated' },
  { code: 'EXEMPT', name: 'Exempt', rateMicros: 0n, treatment: 'exempt' },
];

/** Those added with the treatments (see migrations/2026-11-28-24-vat-treatments.ts). */
const TREATMENT_SALES_TAXES: readonly DefaultSalesTax[] = [
  { code: 'OUTSIDE', name: 'Outside the scope of VAT', rateMicros: 0n, treatment: 'outsideScope' },
  { code: 'RC20', name: 'Reverse charge, services from abroad 20%', rateMicros: 200_000n, treatment: 'reverseCharge' },
  { code: 'DRC20', name: 'Domestic reverse charge 20%', rateMicros: 200_000n, treatment: 'domesticReverseCharge' },
  { code: 'DRC5', name: 'Domestic reverse charge 5%', rateMicros: 50_000n, treatment: 'domesticReverseCharge' },
];

/** The sales taxes a UK company needs. */
export const DEFAULT_SALES_TAXES = [...FIRST_SALES_TAXES, ...TREATMENT_SALES_TAXES];

export async function insertDefaultSalesTaxes(write: Write, companyId: bigint): Promise<void> {
  await insertSalesTaxes(write, companyId, DEFAULT_SALES_TAXES);
  addToRecordCount(write, companyId, 'sales_taxes', BigInt(DEFAULT_SALES_TAXES.length));
}

/**
 * Gives the sales taxes of books made before VAT treatments what the migration gave them: ZERO and
 * EXEMPT their treatments where they are still at 0 %, and the codes added with the treatments where
 * the company does not use them. The caller counts the records anew.
 */
export async function completeSalesTaxTreatments(write: Write, companyId: bigint): Promise<void> {
  const db = write.trx;
  for (const tax of FIRST_SALES_TAXES.filter((first) => first.treatment !== 'standard')) {
    await setTreatmentAtRate(db, companyId, tax);
  }
  const taken = await salesTaxesByCodes(
    db,
    companyId,
    TREATMENT_SALES_TAXES.map((tax) => tax.code),
  );
  await insertSalesTaxes(
    write,
    companyId,
    TREATMENT_SALES_TAXES.filter((tax) => !taken.has(tax.code)),
  );
}
