import type { Executor } from '../db/database.js';

export async function findSalesTaxByCode(db: Executor, companyId: number, code: string) {
  return db
    .selectFrom('sales_taxes')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The line items that offer this tax by default. */
export async function lineItemsUsingSalesTax(db: Executor, companyId: number, salesTaxId: number) {
  return db
    .selectFrom('line_items')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('default_sales_tax_id', '=', salesTaxId)
    .orderBy('id')
    .execute();
}

/** The codes of the given sales taxes, in one query. */
export async function salesTaxCodesByIds(db: Executor, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sales_taxes')
    .select(['id', 'code'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.code]));
}
