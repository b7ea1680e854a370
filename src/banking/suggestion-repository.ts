import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { Money } from '../shared/money.js';

const notWrittenOff = ({ not, exists, selectFrom }: ExpressionBuilder<Tables, 'invoices'>) =>
  not(
    exists(
      selectFrom('invoice_write_offs as written')
        .select('written.id')
        .whereRef('written.company_id', '=', 'invoices.company_id')
        .whereRef('written.document_id', '=', 'invoices.id'),
    ),
  );

export interface OpenDocument {
  id: bigint;
  number: string | null;
  partyName: string;
  dueDate: string;
  currency: string;
  outstanding: bigint;
}

/** What a document may have outstanding to be found: from `low` to `high`, both included. */
export interface OutstandingRange {
  low: Money;
  high: Money;
}

const openInvoices = (db: Executor, companyId: bigint, currency?: string) =>
  db
    .selectFrom('invoices')
    .innerJoin('clients', (join) =>
      join.onRef('clients.company_id', '=', 'invoices.company_id').onRef('clients.id', '=', 'invoices.client_id'),
    )
    .select([
      'invoices.id',
      'invoices.invoice_number as number',
      'clients.name as partyName',
      'invoices.due_date as dueDate',
      'invoices.currency',
      sql<bigint>`invoices.total_amount - invoices.allocated_amount`.as('outstanding'),
    ])
    .where('invoices.company_id', '=', companyId)
    .$if(currency !== undefined, (query) => query.where('invoices.currency', '=', currency as string))
    .where('invoices.draft', '=', false)
    .where(notWrittenOff);

/**
 * The posted invoices (or bills) in the currency with one of these amounts outstanding, by amount,
 * the first 20 of each by id: one read, each amount a seek of the index on what they have outstanding.
 */
export async function documentsOfAmounts(
  db: Executor,
  companyId: bigint,
  kind: 'invoice' | 'bill',
  currency: string,
  amounts: readonly Money[],
): Promise<Map<Money, OpenDocument[]>> {
  const byAmount = new Map<Money, OpenDocument[]>(amounts.map((amount) => [amount, []]));
  if (amounts.length === 0) return byAmount;
  const rows = (
    kind === 'invoice'
      ? await openInvoices(db, companyId, currency)
          .where(sql`invoices.total_amount - invoices.allocated_amount`, 'in', amounts)
          .orderBy('invoices.id')
          .execute()
      : await openBills(db, companyId, currency)
          .where(sql`bills.total_amount - bills.allocated_amount`, 'in', amounts)
          .orderBy('bills.id')
          .execute()
  ) as OpenDocument[];
  for (const row of rows) {
    const found = byAmount.get(row.outstanding);
    if (found && found.length < 20) found.push(row);
  }
  return byAmount;
}

/** The posted invoices, in any currency, with something outstanding, whose numbers are among these. */
export async function openInvoicesNumbered(db: Executor, companyId: bigint, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return (await openInvoices(db, companyId)
    .where('invoices.invoice_number', 'in', numbers)
    .where(sql`invoices.total_amount - invoices.allocated_amount`, '>', 0n)
    .orderBy('invoices.id')
    .execute()) as OpenDocument[];
}

const openBills = (db: Executor, companyId: bigint, currency: string) =>
  db
    .selectFrom('bills')
    .innerJoin('suppliers', (join) =>
      join.onRef('suppliers.company_id', '=', 'bills.company_id').onRef('suppliers.id', '=', 'bills.supplier_id'),
    )
    .select([
      'bills.id',
      sql<null>`null`.as('number'),
      'suppliers.name as partyName',
      'bills.due_date as dueDate',
      'bills.currency',
      sql<bigint>`bills.total_amount - bills.allocated_amount`.as('outstanding'),
    ])
    .where('bills.company_id', '=', companyId)
    .where('bills.currency', '=', currency);

/**
 * The first 20 posted invoices (or bills) in the currency of each range, by what they have
 * outstanding, in the ranges' order: one read, each range a seek of the index on what they have
 * outstanding (ordered by id, SQLite would read every document of the company).
 */
export async function documentsOutstanding(
  db: Executor,
  companyId: bigint,
  kind: 'invoice' | 'bill',
  currency: string,
  ranges: readonly OutstandingRange[],
): Promise<OpenDocument[][]> {
  const found: OpenDocument[][] = [];
  for (let start = 0; start < ranges.length; start += RANGES_A_READ) {
    const some = ranges.slice(start, start + RANGES_A_READ);
    const rows =
      kind === 'invoice'
        ? await eachRange(db, some, () => openInvoices(db, companyId, currency), INVOICE_OUTSTANDING)
        : await eachRange(db, some, () => openBills(db, companyId, currency), BILL_OUTSTANDING);
    const ofSome = some.map((): OpenDocument[] => []);
    for (const { range, ...document } of rows) ofSome[Number(range)]?.push(document as OpenDocument);
    found.push(...ofSome);
  }
  return found;
}

/** The ranges read in one statement: SQLite takes a union of at most 500 selects. */
const RANGES_A_READ = 100;

const INVOICE_OUTSTANDING = sql<bigint>`invoices.total_amount - invoices.allocated_amount`;
const BILL_OUTSTANDING = sql<bigint>`bills.total_amount - bills.allocated_amount`;

/** The first 20 of `documents` in each range of `outstanding`, each row with the index of its range. */
async function eachRange<Output>(
  db: Executor,
  ranges: readonly OutstandingRange[],
  documents: () => SelectQueryBuilder<Tables, keyof Tables, Output>,
  outstanding: RawBuilder<bigint>,
) {
  const [head, ...rest] = ranges.map(({ low, high }, index) => {
    const first = documents()
      .select(sql<number>`${sql.lit(index)}`.as('range'))
      .where(outstanding, '>=', low)
      .where(outstanding, '<=', high)
      .orderBy(outstanding)
      .limit(20);
    return db.selectFrom(first.as(`range_${index}`)).selectAll();
  });
  return head === undefined ? [] : rest.reduce((all, next) => all.unionAll(next), head).execute();
}

/** Where the party of each kind of payment and refund is. */
const PARTIES = {
  CLIENT_PAYMENT: { records: 'client_payments', parties: 'clients', party: 'client_id' },
  SUPPLIER_PAYMENT: { records: 'supplier_payments', parties: 'suppliers', party: 'supplier_id' },
  CLIENT_REFUND: { records: 'client_refunds', parties: 'clients', party: 'client_id' },
  SUPPLIER_REFUND: { records: 'supplier_refunds', parties: 'suppliers', party: 'supplier_id' },
} as const;

/** The names of the parties of these payments and refunds, keyed by `TYPE id`: one query per kind present. */
export async function partyNamesOfRecords(
  db: Executor,
  companyId: bigint,
  records: readonly { sourceType: string; sourceId: bigint }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [type, { records: table, parties, party }] of Object.entries(PARTIES)) {
    const ids = records.filter((record) => record.sourceType === type).map((record) => record.sourceId);
    if (ids.length === 0) continue;
    // The table is chosen at run time: Kysely sees it as client payments, and every column is named explicitly.
    const rows = await db
      .selectFrom(`${table} as r` as 'client_payments as r')
      .innerJoin(`${parties} as p` as 'clients as p', (join) =>
        join.onRef('p.company_id', '=', 'r.company_id').on('p.id', '=', sql.ref(`r.${party}`)),
      )
      .select(['r.id', 'p.name'])
      .where('r.company_id', '=', companyId)
      .where('r.id', 'in', ids)
      .execute();
    for (const row of rows) names.set(`${type} ${row.id}`, row.name);
  }
  return names;
}

/** What a payment would settle of each of these documents (invoices or bills): its party, currency and outstanding. */
export async function documentsToSettle(
  db: Executor,
  companyId: bigint,
  kind: 'invoices' | 'bills',
  ids: readonly bigint[],
): Promise<{ party: bigint; currency: string; outstanding: Money }[]> {
  if (ids.length === 0) return [];
  const party = kind === 'invoices' ? 'client_id' : 'supplier_id';
  // The table is chosen at run time: Kysely sees it as invoices, and the party's column is named explicitly.
  return db
    .selectFrom(kind as 'invoices')
    .select([
      sql<bigint>`${sql.ref(party)}`.as('party'),
      'currency',
      sql<bigint>`total_amount - allocated_amount`.as('outstanding'),
    ])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}
