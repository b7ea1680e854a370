import { newRecordTimestamps } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { newIds } from '../db/ids.js';
import { addToRecordCount } from '../db/record-counts.js';

/** Rates in millionths: 200000 is 20 %. */
export const DEFAULT_SALES_TAXES = [
  { code: 'STANDARD', name: 'Standard rate', rateMicros: 200_000n },
  { code: 'REDUCED', name: 'Reduced rate', rateMicros: 50_000n },
  { code: 'ZERO', name: 'Zero rate', rateMicros: 0n },
  { code: 'EXEMPT', name: 'Exempt', rateMicros: 0n },
] as const;

export async function insertDefaultSalesTaxes(db: Executor, companyId: bigint): Promise<void> {
  const ids = await newIds(db, DEFAULT_SALES_TAXES.length);
  const timestamps = newRecordTimestamps(db);
  await db
    .insertInto('sales_taxes')
    .values(
      DEFAULT_SALES_TAXES.map((tax, index) => ({
        company_id: companyId,
        id: ids[index] as bigint,
        code: tax.code,
        name: tax.name,
        rate_micros: tax.rateMicros,
        ...timestamps,
      })),
    )
    .execute();
  await addToRecordCount(db, companyId, 'sales_taxes', BigInt(DEFAULT_SALES_TAXES.length));
}
