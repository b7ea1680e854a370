import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl } from '../../src/db/database.js';
import { recordMaker } from '../../src/db/records.js';
import { documentStatus } from '../../src/documents/document-status.js';
import { groupBy } from '../../src/shared/collections.js';
import { today } from '../../src/shared/dates.js';
import { scaledToNumber } from '../../src/shared/decimal.js';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.js';
import { QUANTITY_SCALE } from '../../src/tax/tax.js';
import { invoicesQuery, numbered } from './raw-books.js';
import { inTransaction, POSTGRES_CONNECTION } from './raw-postgres.js';
import type { Row } from './raw-writes.js';

/** The first `limit` invoices of the company by id, as the service's page query picks them. */
const PAGE =
  'select "document"."id" from "invoices" as "document" where "document"."company_id" = ? order by "id" limit ?';

/** The three reads of a page, as the service sends them, on one snapshot: its invoices, their lines, the count. */
const PAGE_QUERIES = {
  invoices: invoicesQuery(`"document"."id" in (${PAGE}) order by "document"."id"`),
  lines: `select "line".*, "sales_taxes"."code" as "sales_tax_code", "sales_taxes"."treatment" as "sales_tax_treatment" from "invoice_lines" as "line" left join "sales_taxes" on "sales_taxes"."company_id" = "line"."company_id" and "sales_taxes"."id" = "line"."sales_tax_id" where "line"."company_id" = ? and "line"."document_id" in (${PAGE}) order by "line"."document_id", "line"."id"`,
  count: 'select "count" from "record_counts" where "company_id" = ? and "table_name" = ?',
};

type PageQuery = keyof typeof PAGE_QUERIES;

export interface PageRows {
  invoices: Row[];
  lines: Row[];
  total: bigint;
}

/** Reads a page of a company's invoices with the service's statements, on the raw driver of its store. */
export interface RawPageReader {
  read(companyId: bigint, limit: number): Promise<PageRows>;
  close(): Promise<void>;
}

const parameters = (companyId: bigint, limit: number): Record<PageQuery, unknown[]> => ({
  invoices: [companyId, companyId, limit],
  lines: [companyId, companyId, limit],
  count: [companyId, 'invoices'],
});

export function rawPageReader(url: string, poolSize: number): RawPageReader {
  return isPostgresUrl(url) ? postgresPages(url, poolSize) : sqlitePages(url);
}

/**
 * A statement whose rows come as arrays and are made into objects by a maker compiled once for their
 * columns (src/db/records.ts), as the service makes them: about half the cost of better-sqlite3's objects.
 */
function rowsOf(db: BetterSqlite3.Database, text: string): (values: unknown[]) => Row[] {
  const statement = db.prepare(text).raw(true);
  const makeRow = recordMaker(statement.columns().map(({ name }) => ({ name })));
  return (values) => (statement.all(values) as unknown[][]).map(makeRow);
}

/** On a connection of its own that changes nothing, in a read transaction, as the service's reader reads. */
function sqlitePages(path: string): RawPageReader {
  const db = new BetterSqlite3(path);
  db.pragma('query_only = ON');
  db.defaultSafeIntegers(true);
  const [begin, commit] = ['begin', 'commit'].map((statement) => db.prepare(statement));
  const statements = Object.fromEntries(
    Object.entries(PAGE_QUERIES).map(([name, text]) => [name, rowsOf(db, text)]),
  ) as Record<PageQuery, (values: unknown[]) => Row[]>;
  return {
    read: async (companyId, limit) => {
      const values = parameters(companyId, limit);
      const all = (query: PageQuery) => statements[query](values[query]);
      begin?.run();
      try {
        const page = { invoices: all('invoices'), lines: all('lines'), total: all('count')[0]?.count as bigint };
        commit?.run();
        return page;
      } catch (error) {
        if (db.inTransaction) db.exec('rollback');
        throw error;
      }
    },
    close: async () => {
      db.close();
    },
  };
}

/** On a connection of a pool as large as the service's, in a read-only transaction of one snapshot. */
function postgresPages(url: string, poolSize: number): RawPageReader {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POSTGRES_CONNECTION });
  return {
    read: (companyId, limit) =>
      inTransaction(pool, 'start transaction isolation level repeatable read read only', async (client) => {
        const values = parameters(companyId, limit);
        const all = async (query: PageQuery) =>
          (
            await client.query<Row>({
              name: `page ${query}`,
              text: numbered(PAGE_QUERIES[query]),
              values: values[query],
            })
          ).rows;
        return {
          invoices: await all('invoices'),
          lines: await all('lines'),
          total: (await all('count'))[0]?.count as bigint,
        };
      }),
    close: () => pool.end(),
  };
}

/**
 * The page as the service answers it, before its response schema writes it: what the benchmark's
 * invoices hold (in the base currency, taxed by a code, not written off), its status derived as the
 * service derives it. The run checks that this answers the service's very bytes before it measures
 * anything.
 */
export function presentPage({ invoices, lines }: PageRows, format: MoneyFormat): Row[] {
  const money = (amount: unknown) => formatMoney(amount as bigint, format);
  const linesOf = groupBy(lines, (line) => line.document_id);
  return invoices.map((invoice) => {
    const draft = Boolean(invoice.draft);
    const total = invoice.total_amount as bigint;
    const outstanding = draft ? 0n : total - (invoice.allocated_amount as bigint);
    const dueDate = invoice.due_date as string;
    const facts = { draft, totalAmount: total, outstandingAmount: outstanding, dueDate, writtenOff: false };
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoice_number,
      currency: invoice.currency,
      issueDate: invoice.issue_date,
      dueDate,
      draft,
      clientName: invoice.party_name,
      clientId: invoice.client_id,
      poNumber: invoice.po_number ?? undefined,
      netAmount: money(invoice.net_amount),
      taxAmount: money(invoice.tax_amount),
      totalAmount: money(total),
      outstandingAmount: money(outstanding),
      status: documentStatus(facts, today()),
      invoiceLines: (linesOf.get(invoice.id) ?? []).map((line) => ({
        id: line.id,
        quantity: scaledToNumber(line.quantity_micros as bigint, QUANTITY_SCALE),
        rate: money(line.unit_price),
        salesTaxCode: line.sales_tax_code,
        description: line.description ?? undefined,
        netAmount: money(line.net_amount),
        taxAmount: money(line.tax_amount),
        item: line.item ?? undefined,
      })),
      createdAt: invoice.created_at,
      updatedAt: invoice.updated_at,
    };
  });
}
