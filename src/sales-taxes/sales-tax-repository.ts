import type { Executor } from '../db/database.js';

export async function findSalesTaxByCode(db: Executor, companyId: bigint, code: string) {
  return db
    .selectFrom('sales_taxes')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The line items that offer this tax by default. */
export async function lineItemsUsingSalesTax(db: Executor, companyId: bigint, salesTaxId: bigint) {
  return db
    .selectFrom('line_items')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('default_sales_tax_id', '=', salesTaxId)
    .orderBy('id')
    .execute();
}

/** The codes of the given sales taxes, in one query. */
export async function salesTaxCodesByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sales_taxes')
    .select(['id', 'code'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

/**
 * The company's sales taxes with the given codes, in one query, share-locked until the write
 * commits: no rate changes under a document being posted.
 */
export async function salesTaxesByCodes(db: Executor, companyId: bigint, codes: string[]) {
  if (codes.length === 0) return new Map<string, { id: bigint; rate_micros: bigint }>();
  const rows = await db
    .selectFrom('sales_taxes')
    .select(['id', 'code', 'rate_micros'])
    .where('company_id', '=', companyId)
    .where('code', 'in', [...new Set(codes)])
    .orderBy('id')
    .forShare()
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/** Up to `limit` ids of the invoices and bills with a line taxed by this sales tax; `postedOnly` leaves draft invoices out. */
export async function documentsUsingSalesTax(
  db: Executor,
  companyId: bigint,
  salesTaxId: bigint,
  options: { postedOnly: boolean; limit: number },
): Promise<{ invoices: bigint[]; bills: bigint[] }> {
  let invoices = db
    .selectFrom('invoice_lines as line')
    .innerJoin('invoices', (join) =>
      join.onRef('invoices.company_id', '=', 'line.company_id').onRef('invoices.id', '=', 'line.document_id'),
    )
    .select('invoices.id')
    .distinct()
    .where('line.company_id', '=', companyId)
    .where('line.sales_tax_id', '=', salesTaxId)
    .orderBy('invoices.id')
    .limit(options.limit);
  if (options.postedOnly) invoices = invoices.where('invoices.draft', '=', false);
  const bills = db
    .selectFrom('bill_lines')
    .select('document_id as id')
    .distinct()
    .where('company_id', '=', companyId)
    .where('sales_tax_id', '=', salesTaxId)
    .orderBy('document_id')
    .limit(options.limit);
  const ids = (rows: { id: bigint }[]) => rows.map((row) => row.id);
  return { invoices: ids(await invoices.execute()), bills: ids(await bills.execute()) };
}

/** The current rates (millionths) of the given sales taxes, in one query, share-locked until the write commits. */
export async function salesTaxRatesByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Map<bigint, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sales_taxes')
    .select(['id', 'rate_micros'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forShare()
    .execute();
  return new Map(rows.map((row) => [row.id, row.rate_micros]));
}
