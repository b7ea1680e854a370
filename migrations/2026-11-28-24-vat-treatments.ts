import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/** The sales taxes a UK company needs beside the four it had, as src/sales-taxes/default-sales-taxes.ts has them now. */
const ADDED_SALES_TAXES = [
  { code: 'OUTSIDE', name: 'Outside the scope of VAT', rate: 0n, treatment: 'outsideScope' },
  { code: 'RC20', name: 'Reverse charge, services from abroad 20%', rate: 200_000n, treatment: 'reverseCharge' },
  { code: 'DRC20', name: 'Domestic reverse charge 20%', rate: 200_000n, treatment: 'domesticReverseCharge' },
  { code: 'DRC5', name: 'Domestic reverse charge 5%', rate: 50_000n, treatment: 'domesticReverseCharge' },
];

/**
 * Each sales tax has a VAT treatment, `standard` until said otherwise. The default codes ZERO and
 * EXEMPT become zero-rated and exempt where they are still at 0 %, and every company gets the codes
 * it lacks for what is outside the scope of VAT and for reverse charges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sales_taxes')
    .addColumn('treatment', 'varchar(30)', (col) => col.notNull().defaultTo('standard'))
    .execute();
  await sql`update sales_taxes set treatment = 'zeroRated' where code = 'ZERO' and rate_micros = 0`.execute(db);
  await sql`update sales_taxes set treatment = 'exempt' where code = 'EXEMPT' and rate_micros = 0`.execute(db);
  await addSalesTaxes(db);
  if (isPostgres(db)) await collateTextBytewise(db);
}

async function addSalesTaxes(db: Kysely<unknown>): Promise<void> {
  const { rows: companies } = await sql<{ id: bigint }>`select id from companies order by id`.execute(db);
  const codes = ADDED_SALES_TAXES.map((tax) => tax.code);
  const { rows: taken } = await sql<{ company_id: bigint; code: string }>`
    select company_id, code from sales_taxes where code in (${sql.join(codes)})`.execute(db);
  const { rows: clock } = await sql<{ now: string }>`select ${
    isPostgres(db)
      ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  } as now`.execute(db);
  const now = clock[0]?.now ?? '';
  for (const company of companies) {
    const used = new Set(taken.filter((row) => row.company_id === company.id).map((row) => row.code));
    const added = ADDED_SALES_TAXES.filter((tax) => !used.has(tax.code));
    for (const tax of added) {
      const id = await newRecordId(db);
      await sql`insert into sales_taxes (company_id, id, code, name, rate_micros, treatment, created_at, updated_at)
        values (${company.id}, ${id}, ${tax.code}, ${tax.name}, ${tax.rate}, ${tax.treatment}, ${now}, ${now})`.execute(
        db,
      );
    }
    if (added.length === 0) continue;
    await sql`insert into record_counts (company_id, table_name, count) values (${company.id}, 'sales_taxes', ${BigInt(added.length)})
      on conflict (company_id, table_name) do update set count = record_counts.count + excluded.count`.execute(db);
  }
}

async function newRecordId(db: Kysely<unknown>): Promise<bigint> {
  const { rows } = isPostgres(db)
    ? await sql<{ id: bigint }>`select nextval('record_id_sequence') as id`.execute(db)
    : await sql<{ id: bigint }>`update record_ids set last_id = last_id + 1 returning last_id as id`.execute(db);
  return BigInt(rows[0]?.id ?? 0n);
}
