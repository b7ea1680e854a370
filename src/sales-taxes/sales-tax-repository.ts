import { sql } from 'kysely';
import { newRecordTimestamps } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { precompiledForList } from '../db/precompiled.js';
import type { Write } from '../db/write.js';
import type { TaxTreatment } from '../tax/tax-treatment.js';

export async function findSalesTaxByCode(db: Executor, companyId: bigint, code: string) {
  return db
    .selectFrom('sales_taxes')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Gives the company's sales tax of this code a treatment, if its rate is still this one. */
export async function setTreatmentAtRate(
  db: Executor,
  companyId: bigint,
  tax: { code: string; rateMicros: bigint; treatment: string },
): Promise<void> {
  await db
    .updateTable('sales_taxes')
    .set({ treatment: tax.treatment })
    .where('company_id', '=', companyId)
    .where('code', '=', tax.code)
    .where('rate_micros', '=', tax.rateMicros)
    .execute();
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

const selectCodesByIds = precompiledForList((db: Executor, companyId: bigint, ids: readonly bigint[]) =>
  db.selectFrom('sales_taxes').select(['id', 'code']).where('company_id', '=', companyId).where('id', 'in', ids),
);

/** The codes of the given sales taxes, in one query. */
export async function salesTaxCodesByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Map<bigint, string>> {
  const rows = await selectCodesByIds(db, companyId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.code]));
}

const selectLockedByCodes = precompiledForList((db: Executor, companyId: bigint, codes: readonly string[]) =>
  db
    .selectFrom('sales_taxes')
    .select(['id', 'code', 'rate_micros', 'treatment'])
    .where('company_id', '=', companyId)
    .where('code', 'in', codes)
    .orderBy('id')
    .forShare(),
);

/**
 * The company's sales taxes with the given codes, in one query, share-locked until the write
 * commits: no rate or treatment changes under a document being posted.
 */
export async function salesTaxesByCodes(db: Executor, companyId: bigint, codes: string[]) {
  const rows = await selectLockedByCodes(db, companyId, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

/** The documents with lines, by the name they are listed under; those with drafts say so. */
const TAXED_DOCUMENTS = [
  { name: 'invoices', documents: 'invoices', lines: 'invoice_lines', parent: 'document_id', drafts: true },
  { name: 'bills', documents: 'bills', lines: 'bill_lines', parent: 'document_id', drafts: false },
  { name: 'credit notes', documents: 'credit_notes', lines: 'credit_note_lines', parent: 'document_id', drafts: true },
  {
    name: 'supplier credits',
    documents: 'supplier_credits',
    lines: 'supplier_credit_lines',
    parent: 'document_id',
    drafts: false,
  },
  {
    name: 'manual journal entries',
    documents: 'manual_journal_entries',
    lines: 'manual_journal_entry_lines',
    parent: 'entry_id',
    drafts: false,
  },
] as const;

/**
 * Up to `limit` ids of each kind of document with a line taxed by this sales tax, by the kind's
 * name (only the kinds that have some); `postedOnly` leaves drafts out.
 */
export async function documentsUsingSalesTax(
  db: Executor,
  companyId: bigint,
  salesTaxId: bigint,
  options: { postedOnly: boolean; limit: number },
): Promise<Map<string, bigint[]>> {
  const used = new Map<string, bigint[]>();
  for (const { name, documents, lines, parent, drafts } of TAXED_DOCUMENTS) {
    const posted = options.postedOnly && drafts ? sql`and not d.draft` : sql``;
    const { rows } = await sql<{ id: bigint }>`
      select distinct d.id from ${sql.table(lines)} line
      join ${sql.table(documents)} d on d.company_id = line.company_id and d.id = ${sql.ref(`line.${parent}`)}
      where line.company_id = ${companyId} and line.sales_tax_id = ${salesTaxId} ${posted}
      order by d.id limit ${options.limit}`.execute(db);
    if (rows.length > 0)
      used.set(
        name,
        rows.map((row) => row.id),
      );
  }
  return used;
}

const selectLockedRatesByIds = precompiledForList((db: Executor, companyId: bigint, ids: readonly bigint[]) =>
  db
    .selectFrom('sales_taxes')
    .select(['id', 'rate_micros'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forShare(),
);

/** The current rates (millionths) of the given sales taxes, in one query, share-locked until the write commits. */
export async function salesTaxRatesByIds(db: Executor, companyId: bigint, ids: bigint[]): Promise<Map<bigint, bigint>> {
  const rows = await selectLockedRatesByIds(db, companyId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.rate_micros]));
}

/** Writes new sales taxes of a company; rates in millionths. */
export async function insertSalesTaxes(
  write: Write,
  companyId: bigint,
  taxes: readonly { code: string; name: string; rateMicros: bigint; treatment: TaxTreatment }[],
): Promise<void> {
  if (taxes.length === 0) return;
  const ids = await write.newIds(taxes.length);
  const timestamps = newRecordTimestamps(write.trx);
  await write.trx
    .insertInto('sales_taxes')
    .values(
      taxes.map((tax, index) => ({
        company_id: companyId,
        id: ids[index] as bigint,
        code: tax.code,
        name: tax.name,
        rate_micros: tax.rateMicros,
        treatment: tax.treatment,
        ...timestamps,
      })),
    )
    .execute();
}
