import type { Executor } from '../db/database.js';
import { allocateIds } from '../db/ids.js';

/** Rates in millionths: 200000 is 20 %. */
export const DEFAULT_SALES_TAXES = [
  { code: 'STANDARD', name: 'Standard rate', rateMicros: 200_000 },
  { code: 'REDUCED', name: 'Reduced rate', rateMicros: 50_000 },
  { code: 'ZERO', name: 'Zero rate', rateMicros: 0 },
  { code: 'EXEMPT', name: 'Exempt', rateMicros: 0 },
] as const;

export async function insertDefaultSalesTaxes(db: Executor, companyId: number): Promise<void> {
  const firstId = await allocateIds(db, DEFAULT_SALES_TAXES.length);
  await db
    .insertInto('sales_taxes')
    .values(
      DEFAULT_SALES_TAXES.map((tax, index) => ({
        company_id: companyId,
        id: firstId + index,
        code: tax.code,
        name: tax.name,
        rate_micros: tax.rateMicros,
      })),
    )
    .execute();
}
