import { type NotNull, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { inPage, type Page } from '../db/owned.js';
import { precompiled } from '../db/precompiled.js';
import { documentAndLines, type PrefixedLine, prefixedLineColumns } from '../documents/document-line-repository.js';

function selectBills(db: Executor, companyId: bigint) {
  return db
    .selectFrom('bills')
    .selectAll('bills')
    .select((eb) => [
      eb
        .selectFrom('suppliers')
        .select('suppliers.name')
        .whereRef('suppliers.company_id', '=', 'bills.company_id')
        .whereRef('suppliers.id', '=', 'bills.supplier_id')
        .as('supplier_name'),
      eb
        .selectFrom('supplier_payment_allocations as paid')
        .select(sql<bigint>`cast(coalesce(sum(${sql.ref('paid.amount')}), 0) as bigint)`.as('amount'))
        .whereRef('paid.company_id', '=', 'bills.company_id')
        .whereRef('paid.document_id', '=', 'bills.id')
        .as('allocated_amount'),
      eb
        .selectFrom('supplier_payment_allocations as paid')
        .select(sql<bigint>`cast(count(*) as bigint)`.as('count'))
        .whereRef('paid.company_id', '=', 'bills.company_id')
        .whereRef('paid.document_id', '=', 'bills.id')
        .as('payment_count'),
    ])
    .$narrowType<{ supplier_name: NotNull; allocated_amount: NotNull; payment_count: NotNull }>()
    .where('bills.company_id', '=', companyId);
}

export type BillRow = NonNullable<Awaited<ReturnType<typeof findBillRow>>>;

export async function findBillRow(db: Executor, companyId: bigint, id: bigint) {
  return selectBills(db, companyId).where('bills.id', '=', id).executeTakeFirst();
}

// The document is read once, before its lines are joined: as a plain subquery, its scalar
// subqueries would be worked out again for every line.
const selectBillWithLines = precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
  db
    .with(
      (cte) => cte('document').materialized(),
      () => selectBills(db, companyId).where('bills.id', '=', id),
    )
    .selectFrom('document')
    .leftJoin('bill_lines as line', (join) =>
      join.onRef('line.company_id', '=', 'document.company_id').onRef('line.document_id', '=', 'document.id'),
    )
    .leftJoin('sales_taxes', (join) =>
      join.onRef('sales_taxes.company_id', '=', 'line.company_id').onRef('sales_taxes.id', '=', 'line.sales_tax_id'),
    )
    .leftJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'line.company_id').onRef('accounts.id', '=', 'line.category_account_id'),
    )
    .select(
      prefixedLineColumns({
        category_account_id: 'line.category_account_id',
        sales_tax_code: 'sales_taxes.code',
        category_code: 'accounts.code',
      }),
    )
    .selectAll('document')
    .orderBy('line.id')
    .$castTo<BillRow & PrefixedLine<BillLineRow>>(),
);

/** The bill with its lines, in one query: one snapshot without a transaction, one round trip. */
export async function findBillWithLines(db: Executor, companyId: bigint, id: bigint) {
  return documentAndLines<BillRow, BillLineRow>(await selectBillWithLines(db, companyId, id));
}

function billPage(db: Executor, companyId: bigint, page: Page) {
  return inPage(db.selectFrom('bills').where('company_id', '=', companyId), page);
}

export async function listBillRows(db: Executor, companyId: bigint, page: Page) {
  return selectBills(db, companyId)
    .where('bills.id', 'in', billPage(db, companyId, page).select('id'))
    .orderBy('bills.id')
    .execute();
}

function selectLines(db: Executor, companyId: bigint) {
  return db
    .selectFrom('bill_lines as line')
    .leftJoin('sales_taxes', (join) =>
      join.onRef('sales_taxes.company_id', '=', 'line.company_id').onRef('sales_taxes.id', '=', 'line.sales_tax_id'),
    )
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'line.company_id').onRef('accounts.id', '=', 'line.category_account_id'),
    )
    .selectAll('line')
    .select(['sales_taxes.code as sales_tax_code', 'accounts.code as category_code'])
    .where('line.company_id', '=', companyId);
}

export type BillLineRow = Awaited<ReturnType<typeof linesOfBillPage>>[number];

/** The lines of a page of bills, in one query whatever the size of the page. */
export async function linesOfBillPage(db: Executor, companyId: bigint, page: Page) {
  return selectLines(db, companyId)
    .where('line.document_id', 'in', billPage(db, companyId, page).select('id'))
    .orderBy('line.document_id')
    .orderBy('line.id')
    .execute();
}

/** The accounts with these codes, with what a bill may not be booked to: system and bank accounts. */
export async function categoryAccounts(db: Executor, companyId: bigint, codes: string[]) {
  if (codes.length === 0)
    return new Map<string, { id: bigint; type: string; system_role: string | null; bank_account_id: number | null }>();
  const rows = await db
    .selectFrom('accounts')
    .leftJoin('bank_accounts', (join) =>
      join
        .onRef('bank_accounts.company_id', '=', 'accounts.company_id')
        .onRef('bank_accounts.ledger_account_id', '=', 'accounts.id'),
    )
    .select([
      'accounts.id',
      'accounts.code',
      'accounts.type',
      'accounts.system_role',
      'bank_accounts.id as bank_account_id',
    ])
    .where('accounts.company_id', '=', companyId)
    .where('accounts.code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/** The company's bills with these ids, with what is allocated to them, in one query. */
export async function billRowsByIds(db: Executor, companyId: bigint, ids: bigint[]) {
  if (ids.length === 0) return [];
  return selectBills(db, companyId).where('bills.id', 'in', ids).execute();
}

/** The ids of the supplier's bills in a currency. */
export async function billIdsOfSupplier(db: Executor, companyId: bigint, supplierId: bigint, currency: string) {
  const rows = await db
    .selectFrom('bills')
    .select('id')
    .where('company_id', '=', companyId)
    .where('supplier_id', '=', supplierId)
    .where('currency', '=', currency)
    .execute();
  return rows.map((row) => row.id);
}
