import { type NotNull, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { inPage, type Page } from '../db/owned.js';
import { precompiled } from '../db/precompiled.js';
import { documentAndLines, type PrefixedLine, prefixedLineColumns } from '../documents/document-line-repository.js';

function selectInvoices(db: Executor, companyId: bigint) {
  return db
    .selectFrom('invoices')
    .selectAll('invoices')
    .select((eb) => [
      eb
        .selectFrom('clients')
        .select('clients.name')
        .whereRef('clients.company_id', '=', 'invoices.company_id')
        .whereRef('clients.id', '=', 'invoices.client_id')
        .as('client_name'),
      eb
        .selectFrom('client_payment_allocations as paid')
        .select(sql<bigint>`cast(coalesce(sum(${sql.ref('paid.amount')}), 0) as bigint)`.as('amount'))
        .whereRef('paid.company_id', '=', 'invoices.company_id')
        .whereRef('paid.document_id', '=', 'invoices.id')
        .as('allocated_amount'),
      eb
        .selectFrom('client_payment_allocations as paid')
        .select(sql<bigint>`cast(count(*) as bigint)`.as('count'))
        .whereRef('paid.company_id', '=', 'invoices.company_id')
        .whereRef('paid.document_id', '=', 'invoices.id')
        .as('payment_count'),
    ])
    .$narrowType<{ client_name: NotNull; allocated_amount: NotNull; payment_count: NotNull }>()
    .where('invoices.company_id', '=', companyId);
}

export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRow>>>;

export async function findInvoiceRow(db: Executor, companyId: bigint, id: bigint) {
  return selectInvoices(db, companyId).where('invoices.id', '=', id).executeTakeFirst();
}

// The document is read once, before its lines are joined: as a plain subquery, its scalar
// subqueries would be worked out again for every line.
const selectInvoiceWithLines = precompiled(2, (db: Executor, companyId: bigint, id: bigint) =>
  db
    .with(
      (cte) => cte('document').materialized(),
      () => selectInvoices(db, companyId).where('invoices.id', '=', id),
    )
    .selectFrom('document')
    .leftJoin('invoice_lines as line', (join) =>
      join.onRef('line.company_id', '=', 'document.company_id').onRef('line.document_id', '=', 'document.id'),
    )
    .leftJoin('sales_taxes', (join) =>
      join.onRef('sales_taxes.company_id', '=', 'line.company_id').onRef('sales_taxes.id', '=', 'line.sales_tax_id'),
    )
    .select(prefixedLineColumns({ item: 'line.item', sales_tax_code: 'sales_taxes.code' }))
    .selectAll('document')
    .orderBy('line.id')
    .$castTo<InvoiceRow & PrefixedLine<InvoiceLineRow>>(),
);

/** The invoice with its lines, in one query: one snapshot without a transaction, one round trip. */
export async function findInvoiceWithLines(db: Executor, companyId: bigint, id: bigint) {
  return documentAndLines<InvoiceRow, InvoiceLineRow>(await selectInvoiceWithLines(db, companyId, id));
}

function invoicePage(db: Executor, companyId: bigint, page: Page) {
  return inPage(db.selectFrom('invoices').where('company_id', '=', companyId), page);
}

export async function listInvoiceRows(db: Executor, companyId: bigint, page: Page) {
  return selectInvoices(db, companyId)
    .where('invoices.id', 'in', invoicePage(db, companyId, page).select('id'))
    .orderBy('invoices.id')
    .execute();
}

function selectLines(db: Executor, companyId: bigint) {
  return db
    .selectFrom('invoice_lines as line')
    .leftJoin('sales_taxes', (join) =>
      join.onRef('sales_taxes.company_id', '=', 'line.company_id').onRef('sales_taxes.id', '=', 'line.sales_tax_id'),
    )
    .selectAll('line')
    .select('sales_taxes.code as sales_tax_code')
    .where('line.company_id', '=', companyId);
}

export type InvoiceLineRow = Awaited<ReturnType<typeof linesOfInvoicePage>>[number];

/** The lines of a page of invoices, in one query whatever the size of the page. */
export async function linesOfInvoicePage(db: Executor, companyId: bigint, page: Page) {
  return selectLines(db, companyId)
    .where('line.document_id', 'in', invoicePage(db, companyId, page).select('id'))
    .orderBy('line.document_id')
    .orderBy('line.id')
    .execute();
}

/** Takes the next number of the company's invoice sequence: it only ever grows, so no number comes twice. */
export async function takeInvoiceSequenceNumber(db: Executor, companyId: bigint): Promise<bigint> {
  const [row] = await takeNumber(db, companyId);
  if (!row) throw new Error(`company ${companyId} not found`);
  return row.last_invoice_number;
}

const takeNumber = precompiled(1, (db: Executor, companyId: bigint) =>
  db
    .updateTable('companies')
    .set((eb) => ({ last_invoice_number: eb('last_invoice_number', '+', 1n) }))
    .where('id', '=', companyId)
    .returning('last_invoice_number'),
);

export async function invoiceNumberTaken(db: Executor, companyId: bigint, invoiceNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('company_id', '=', companyId)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/** The company's invoices with these ids, with what is allocated to them, in one query. */
export async function invoiceRowsByIds(db: Executor, companyId: bigint, ids: bigint[]) {
  if (ids.length === 0) return [];
  return selectInvoices(db, companyId).where('invoices.id', 'in', ids).execute();
}
