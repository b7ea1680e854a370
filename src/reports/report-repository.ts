import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import { type Executor, isPostgres } from '../db/database.js';
import { outstandingNow } from '../documents/document-filter-repository.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import type { DocumentTable } from '../settlements/settlement-repository.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../settlements/sides.js';
import { compareBigints, compareText } from '../shared/collections.js';
import type { Money } from '../shared/money.js';

/** Receivables are what clients owe (invoices, less credit notes); payables, what suppliers are owed. */
export type Side = 'receivables' | 'payables';

/**
 * What the reads of an aged report share: the company, the date, and the way to keep a date's
 * term from its indexes. Without statistics both stores take a range of a company's dates for a
 * few rows, and would read every settlement and document up to the date by the indexes of dates
 * rather than the few candidates' by their ids. An expression of the column is in no index: a
 * unary + on SQLite, which has no type of dates; no days added on PostgreSQL.
 */
interface ReadAt {
  companyId: bigint;
  date: string;
  unindexed: (column: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** The one party whose items are read (its column and id), when not every party's. */
  party?: { column: string; id: bigint };
}

/** A condition (`and …`) that the item of alias `item` is the party's read, if one is. */
const ofParty = ({ party }: ReadAt, item: string) =>
  party === undefined ? sql`` : sql`and ${sql.ref(`${item}.${party.column}`)} = ${party.id}`;

/**
 * A kind of settlement of a kind of open item (a document, or a payment's money on account), as the
 * aged reports read it: each query answers `document_id`, the item settled.
 */
interface Settlement {
  /**
   * What it settled of the items `ids` up to the end of the date, each with what it cleared of the
   * base value, if known (`valued`): looked up by the items, never read for the whole company.
   */
  upTo: (at: ReadAt, ids: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** The items it settled after the end of the date, by the index of its dates. */
  after: (at: ReadAt) => RawBuilder<unknown>;
  /** The journal sources of its records, and the items that those records (`ids`, of those sources) settled. */
  sources: readonly string[];
  bySource: (at: ReadAt, ids: RawBuilder<unknown>) => RawBuilder<unknown>;
}

/** A transaction (`valued`) that stands for its record with a base value, when joined to it. */
const standingValued = sql`valued.valued and valued.reverses_id is null
  and not exists (select 1 from journal_transactions reversal
    where reversal.company_id = valued.company_id and reversal.reverses_id = valued.id)`;

/** Allocations of payments, dated by their payment: they clear base value only once their payment's transaction is valued. */
const paidBy = (allocations: string, payments: string, paymentSource: string, paidOn: string): Settlement => ({
  upTo: ({ companyId, date, unindexed }, ids) => sql`
    select a.document_id, a.amount,
      case when valued.id is null then 0 else coalesce(a.base_amount, 0) end as base_amount,
      case when valued.id is null then 0 else 1 end as valued
    from ${sql.table(allocations)} a
    join ${sql.table(payments)} payment on payment.company_id = a.company_id and payment.id = a.payment_id
    left join journal_transactions valued on valued.company_id = a.company_id
      and valued.source_type = ${paymentSource} and valued.source_id = a.payment_id and ${standingValued}
    where a.company_id = ${companyId} and a.document_id in (${ids})
      and ${unindexed(sql.ref(`payment.${paidOn}`))} <= ${date}`,
  // A cross join, as SQLite documents it, reads the payments first: without statistics it would
  // read every allocation of the company and look its payment up.
  after: ({ companyId, date }) => sql`
    select a.document_id from ${sql.table(payments)} payment cross join ${sql.table(allocations)} a
    where payment.company_id = ${companyId} and payment.${sql.ref(paidOn)} > ${date}
      and a.company_id = payment.company_id and a.payment_id = payment.id`,
  sources: [paymentSource],
  bySource: ({ companyId }, ids) => sql`
    select a.document_id from ${sql.table(allocations)} a where a.company_id = ${companyId} and a.payment_id in (${ids})`,
});

/** Refunds of credit notes (or of money on account): they clear base value only once their transaction is valued. */
const refundedBy = (refunds: string, refundSource: string, held: 'credit' | 'payment' = 'credit'): Settlement => {
  const holder = sql.ref(`r.${held}_id`);
  return {
    upTo: ({ companyId, date, unindexed }, ids) => sql`
      select ${holder} as document_id, r.amount,
        case when valued.id is null then 0 else coalesce(r.base_amount, 0) end as base_amount,
        case when valued.id is null then 0 else 1 end as valued
      from ${sql.table(refunds)} r
      left join journal_transactions valued on valued.company_id = r.company_id
        and valued.source_type = ${refundSource} and valued.source_id = r.id and ${standingValued}
      where r.company_id = ${companyId} and ${holder} in (${ids}) and ${unindexed(sql.ref('r.date'))} <= ${date}`,
    after: ({ companyId, date }) => sql`
      select ${holder} as document_id from ${sql.table(refunds)} r
      where r.company_id = ${companyId} and r.date > ${date} and ${holder} is not null`,
    sources: [refundSource],
    bySource: ({ companyId }, ids) => sql`
      select ${holder} as document_id from ${sql.table(refunds)} r
      where r.company_id = ${companyId} and r.id in (${ids}) and ${holder} is not null`,
  };
};

/**
 * Allocations of credit notes and of money on account, as seen from the document (`document_id`),
 * from the credit note (`credit_id`) or from the payment (`payment_id`): they clear base value only
 * once both values are known, as their transaction does (`sources`: those of either holder).
 */
const creditedBy = (
  allocations: string,
  side: 'document' | 'credit' | 'payment',
  sources: readonly string[],
): Settlement => {
  const item = sql.ref(`a.${side}_id`);
  return {
    upTo: ({ companyId, date, unindexed }, ids) => {
      const base = side === 'document' ? sql.ref('a.base_amount') : sql.ref('a.credit_base_amount');
      const valued = sql`a.base_amount is not null and a.credit_base_amount is not null`;
      return sql`
        select ${item} as document_id, a.amount,
          case when ${valued} then ${base} else 0 end as base_amount,
          case when ${valued} then 1 else 0 end as valued
        from ${sql.table(allocations)} a
        where a.company_id = ${companyId} and ${item} in (${ids}) and ${unindexed(sql.ref('a.date'))} <= ${date}`;
    },
    after: ({ companyId, date }) => sql`
      select ${item} as document_id from ${sql.table(allocations)} a
      where a.company_id = ${companyId} and a.date > ${date} and ${item} is not null`,
    sources,
    bySource: ({ companyId }, ids) => sql`
      select ${item} as document_id from ${sql.table(allocations)} a
      where a.company_id = ${companyId} and a.id in (${ids}) and ${item} is not null`,
  };
};

/** Write-offs of invoices: they clear base value once it is known, as their transaction does. */
const writtenOffBy = (writeOffs: string): Settlement => ({
  upTo: ({ companyId, date, unindexed }, ids) => sql`
    select w.document_id, w.amount, coalesce(w.base_amount, 0) as base_amount,
      case when w.base_amount is null then 0 else 1 end as valued
    from ${sql.table(writeOffs)} w
    where w.company_id = ${companyId} and w.document_id in (${ids}) and ${unindexed(sql.ref('w.date'))} <= ${date}`,
  after: ({ companyId, date }) => sql`
    select w.document_id from ${sql.table(writeOffs)} w where w.company_id = ${companyId} and w.date > ${date}`,
  sources: ['INVOICE_WRITE_OFF'],
  bySource: ({ companyId }, ids) => sql`
    select w.document_id from ${sql.table(writeOffs)} w where w.company_id = ${companyId} and w.id in (${ids})`,
});

interface DocumentKind {
  type: 'INVOICE' | 'CREDIT_NOTE' | 'BILL' | 'SUPPLIER_CREDIT';
  documents: string;
  lines: string;
  number: RawBuilder<string | null>;
  posted: RawBuilder<unknown>;
  /** 1 for what adds to the side, -1 for the credit notes that take from it. */
  sign: bigint;
  settledBy: Settlement[];
}

/** The open items of a side that are not documents: the money payments left on account, and what settled it. */
interface MoneyOnAccount {
  payments: string;
  date: string;
  settledBy: Settlement[];
}

interface ReportSide {
  party: string;
  parties: string;
  kinds: DocumentKind[];
  onAccount: MoneyOnAccount;
}

/** How a report reads a kind of document of a side: by its number, if the company numbers it, and posted only. */
const documentKind = (
  kind: SettlementSide['documents'] | SettlementSide['credits'],
  sign: bigint,
  settledBy: Settlement[],
): DocumentKind => ({
  type: kind.type,
  documents: kind.table,
  lines: kind.lines,
  number: kind.number === null ? sql`null` : sql.ref(`d.${kind.number}`),
  posted: kind.drafts ? sql`and not d.draft` : sql``,
  sign,
  settledBy,
});

const reportSide = (side: SettlementSide): ReportSide => {
  const { payments, creditAllocations, refunds } = side;
  const allocationSources = [side.credits.allocationSource, payments.onAccountSource];
  return {
    party: side.party.column,
    parties: side.party.table,
    onAccount: {
      payments: payments.table,
      date: payments.date,
      settledBy: [
        creditedBy(creditAllocations, 'payment', allocationSources),
        refundedBy(refunds.table, refunds.source, 'payment'),
      ],
    },
    kinds: [
      documentKind(side.documents, 1n, [
        paidBy(payments.allocations, payments.table, payments.source, payments.date),
        creditedBy(creditAllocations, 'document', allocationSources),
        ...(side.writeOffs === null ? [] : [writtenOffBy(side.writeOffs)]),
      ]),
      documentKind(side.credits, -1n, [
        creditedBy(creditAllocations, 'credit', allocationSources),
        refundedBy(refunds.table, refunds.source),
      ]),
    ],
  };
};

const SIDES: Record<Side, ReportSide> = { receivables: reportSide(CLIENT_SIDE), payables: reportSide(SUPPLIER_SIDE) };

export interface OpenDocumentRow {
  id: bigint;
  party_id: bigint;
  party_name: string;
  currency: string;
  due_date: string;
  /** Negative for a credit note and for money on account. */
  total_amount: Money;
  exchange_rate: bigint | null;
  /**
   * Money on account has no rate but the value its payment gave it, with the sign of its total
   * (null while unknown); undefined for a document, which is worth its total at its rate.
   */
  base_total?: Money | null;
  /** What was allocated to it up to the date, in its currency, with the sign of its total. */
  paid: Money;
  /**
   * What those allocations cleared of its base value, counting only those whose value is known: a
   * payment whose journal transaction has no base value cleared nothing yet in the base currency.
   */
  paid_base: Money;
}

/** Where a kind of open item keeps its figures, which of them are open now, and what settles it. */
interface OpenItems {
  table: string;
  /** The items (read as `document`) with something outstanding now, found by an index of them. */
  openNow: RawBuilder<SqlBool>;
  columns: Record<'issued' | 'due' | 'total' | 'rate' | 'baseTotal', RawBuilder<unknown>>;
  posted: RawBuilder<unknown>;
  sign: bigint;
  settledBy: Settlement[];
  valuedByTotal: boolean;
}

const documentItems = ({ documents, posted, sign, settledBy }: DocumentKind): OpenItems => ({
  table: documents,
  openNow: outstandingNow(documents as DocumentTable),
  columns: {
    issued: sql`d.issue_date`,
    due: sql`d.due_date`,
    total: sql`d.total_amount`,
    rate: sql`d.exchange_rate`,
    baseTotal: sql`null`,
  },
  posted,
  sign,
  settledBy,
  valuedByTotal: false,
});

/** Money on account is a payment's credit, dated and due on the day it was paid. */
const moneyOnAccountItems = ({ payments, date, settledBy }: MoneyOnAccount): OpenItems => ({
  table: payments,
  // As the index of the payments holding money on account writes it.
  openNow: sql<SqlBool>`document.on_account_amount > document.on_account_allocated_amount`,
  columns: {
    issued: sql.ref(`d.${date}`),
    due: sql.ref(`d.${date}`),
    total: sql`d.on_account_amount`,
    rate: sql`null`,
    baseTotal: sql`d.on_account_base_amount`,
  },
  posted: sql`and d.on_account_amount > 0`,
  sign: -1n,
  settledBy,
  valuedByTotal: true,
});

/**
 * The posted documents of one side, and the money on account of its payments, issued (paid) up to
 * the end of `date` that had something outstanding then, in their currency or in the base currency:
 * what was allocated after it is not counted. By party name, currency and due date. With
 * `partyId`, only that party's.
 */
export async function openDocumentsAt(
  db: Executor,
  companyId: bigint,
  side: Side,
  date: string,
  partyId?: bigint,
): Promise<OpenDocumentRow[]> {
  const { kinds, onAccount, party } = SIDES[side];
  const at: ReadAt = {
    companyId,
    date,
    unindexed: isPostgres(db) ? (column) => sql`(${column} + 0)` : (column) => sql`+${column}`,
    ...(partyId === undefined ? {} : { party: { column: party, id: partyId } }),
  };
  const unvalued = await unvaluedTransactions(db, companyId, {});
  const rows: OpenDocumentRow[] = [];
  for (const items of [...kinds.map(documentItems), moneyOnAccountItems(onAccount)]) {
    for (const ids of chunks(await candidatesAt(db, at, items, unvalued))) {
      rows.push(...(await itemsByIdAt(db, at, side, items, ids)));
    }
  }
  return rows.sort(
    (a, b) =>
      compareText(a.party_name, b.party_name) ||
      compareText(a.currency, b.currency) ||
      compareText(a.due_date, b.due_date) ||
      compareBigints(a.id, b.id),
  );
}

/*
 * Which items can have been open at the end of the date. An item's `allocated_amount` (a payment's
 * `on_account_allocated_amount`) is kept equal to what every settlement of it takes, whatever its
 * date (keepAllocated; allocateAnew after an import), and the settlements it sums are the very
 * ones listed in `settledBy`; the rules never let it exceed the total. So what settled an item up
 * to the date is its allocated amount less what settled it after the date, and an item is open at
 * the date (its total differs from what settled it by then, or a settlement of it by then has no
 * base value yet) only if
 *   - it is open now: its total exceeds its allocated amount (a draft is never counted); or
 *   - a settlement of it is dated after the date (a payment dates its allocations), which may have
 *     closed it since: paid, written off, allocated a credit note or money on account, refunded; or
 *   - a settlement of it has no base value: its record's standing journal transaction is unvalued
 *     (a payment's or a refund's is the one whose value the report asks for; an allocation's or a
 *     write-off's is posted without one exactly while their base values are unknown, and in the
 *     base currency they are always known). Unvalued transactions are few and listed by the report
 *     anyway, and they are taken whatever their date: a few candidates more, never one less.
 * Nothing else makes a settled item open: posted history is corrected by reversal, and a deleted
 * settlement is gone from the allocated amount as from the report. Those candidates are read by
 * their ids, each with its settlements up to the date looked up by the item: the cost follows the
 * open items and what was settled after the date, never the books.
 */
async function candidatesAt(
  db: Executor,
  at: ReadAt,
  items: OpenItems,
  unvalued: readonly { source: { type: string; id: bigint } }[],
): Promise<bigint[]> {
  const candidates = [
    sql`select document.id as document_id from ${sql.table(items.table)} document
      where document.company_id = ${at.companyId} and ${items.openNow} ${ofParty(at, 'document')}`,
  ];
  for (const settlement of items.settledBy) {
    candidates.push(settlement.after(at));
    const sources = unvalued.filter(({ source }) => settlement.sources.includes(source.type));
    for (const part of chunks(sources)) {
      candidates.push(settlement.bySource(at, sql.join(part.map(({ source }) => source.id))));
    }
  }
  const union = sql.join(candidates, sql` union `);
  // A party's candidates are kept to its own items before they are read in chunks.
  const query =
    at.party === undefined
      ? union
      : sql`select candidate.document_id from (${union}) candidate
        join ${sql.table(items.table)} item on item.company_id = ${at.companyId} and item.id = candidate.document_id
          ${ofParty(at, 'item')}`;
  const { rows } = await sql<{ document_id: bigint }>`${query}`.execute(db);
  return rows.map((row) => row.document_id);
}

/** The items `ids` issued up to the end of the date that had something outstanding then, with what settled them. */
async function itemsByIdAt(
  db: Executor,
  at: ReadAt,
  side: Side,
  items: OpenItems,
  ids: bigint[],
): Promise<OpenDocumentRow[]> {
  const { party, parties } = SIDES[side];
  const { columns, sign } = items;
  const listed = sql.join(ids);
  const settlements = sql.join(
    items.settledBy.map((settlement) => settlement.upTo(at, listed)),
    sql` union all `,
  );
  const found = await sql<OpenDocumentRow & { base_total: Money | null }>`
    select d.id, d.${sql.ref(party)} as party_id, p.name as party_name, d.currency, ${columns.due} as due_date,
      ${columns.total} as total_amount, ${columns.rate} as exchange_rate, ${columns.baseTotal} as base_total,
      cast(coalesce(paid.amount, 0) as bigint) as paid, cast(coalesce(paid.base_amount, 0) as bigint) as paid_base
    from ${sql.table(items.table)} d
    join ${sql.table(parties)} p on p.company_id = d.company_id and p.id = d.${sql.ref(party)}
    left join (
      select settled.document_id, sum(settled.amount) as amount, sum(settled.base_amount) as base_amount,
        sum(settled.valued) as valued, count(*) as allocations
      from (${settlements}) settled
      group by settled.document_id
    ) paid on paid.document_id = d.id
    where d.company_id = ${at.companyId} and d.id in (${listed}) and ${at.unindexed(columns.issued)} <= ${at.date}
      ${items.posted} ${ofParty(at, 'd')} and (${columns.total} <> coalesce(paid.amount, 0) or paid.valued < paid.allocations)`.execute(
    db,
  );
  return found.rows.map(({ base_total, ...row }) => ({
    ...row,
    total_amount: sign * row.total_amount,
    paid: sign * row.paid,
    paid_base: sign * row.paid_base,
    ...(items.valuedByTotal ? { base_total: base_total === null ? null : sign * base_total } : {}),
  }));
}

export interface IssuedDocumentRow {
  type: DocumentKind['type'] | 'MANUAL_JOURNAL_ENTRY';
  id: bigint;
  number: string | null;
  issue_date: string;
  currency: string;
  /** Negative for a credit note, as are its lines'. */
  net_amount: Money;
  tax_amount: Money;
  total_amount: Money;
  exchange_rate: bigint | null;
}

const byIssue = (a: { issue_date: string; id: bigint }, b: { issue_date: string; id: bigint }) =>
  a.issue_date.localeCompare(b.issue_date) || compareBigints(a.id, b.id);

/** The posted documents of one side issued within the period, credit notes among them, in date order. */
export async function documentsIssuedIn(
  db: Executor,
  companyId: bigint,
  side: Side,
  period: { from: string; to: string },
): Promise<IssuedDocumentRow[]> {
  const rows: IssuedDocumentRow[] = [];
  for (const { type, documents, number, posted, sign } of SIDES[side].kinds) {
    const found = await sql<Omit<IssuedDocumentRow, 'type'>>`
      select d.id, ${number} as number, d.issue_date, d.currency, d.net_amount, d.tax_amount, d.total_amount,
        d.exchange_rate
      from ${sql.table(documents)} d
      where d.company_id = ${companyId} and d.issue_date >= ${period.from} and d.issue_date <= ${period.to} ${posted}`.execute(
      db,
    );
    for (const row of found.rows) {
      rows.push({
        ...row,
        type,
        net_amount: sign * row.net_amount,
        tax_amount: sign * row.tax_amount,
        total_amount: sign * row.total_amount,
      });
    }
  }
  return rows.sort(byIssue);
}

export interface TaxLineRow {
  document_id: bigint;
  sales_tax_code: string | null;
  /** Null for a line taxed by a bare rate. */
  sales_tax_treatment: string | null;
  tax_rate_micros: bigint;
  net_amount: Money;
  tax_amount: Money;
}

/** The lines of the posted documents of one side issued within the period, by document; a credit note's negative. */
export async function linesIssuedIn(
  db: Executor,
  companyId: bigint,
  side: Side,
  period: { from: string; to: string },
): Promise<TaxLineRow[]> {
  const rows: (TaxLineRow & { issue_date: string; id: bigint })[] = [];
  for (const { documents, lines, posted, sign } of SIDES[side].kinds) {
    const found = await sql<TaxLineRow & { issue_date: string; id: bigint }>`
      select l.document_id, t.code as sales_tax_code, t.treatment as sales_tax_treatment, l.tax_rate_micros,
        l.net_amount, l.tax_amount,
        d.issue_date, l.id
      from ${sql.table(documents)} d
      join ${sql.table(lines)} l on l.company_id = d.company_id and l.document_id = d.id
      left join sales_taxes t on t.company_id = l.company_id and t.id = l.sales_tax_id
      where d.company_id = ${companyId} and d.issue_date >= ${period.from} and d.issue_date <= ${period.to} ${posted}`.execute(
      db,
    );
    for (const row of found.rows) {
      rows.push({ ...row, net_amount: sign * row.net_amount, tax_amount: sign * row.tax_amount });
    }
  }
  return rows
    .sort(
      (a, b) =>
        a.issue_date.localeCompare(b.issue_date) ||
        compareBigints(a.document_id, b.document_id) ||
        compareBigints(a.id, b.id),
    )
    .map(({ issue_date: _date, id: _id, ...line }) => line);
}

interface TaxedJournalLineRow {
  entry_id: bigint;
  line_id: bigint;
  date: string;
  currency: string;
  exchange_rate: bigint | null;
  sales_tax_code: string | null;
  sales_tax_treatment: string | null;
  tax_rate_micros: bigint;
  debit: Money;
  credit: Money;
  tax_amount: Money;
}

/**
 * The manual journal entries dated within the period with lines taxed on one side, as documents of
 * it with those lines: a taxed debit records a purchase, a taxed credit a sale, its net what it
 * moves and its VAT what it posts to the sales tax control account. In date order.
 */
export async function journalEntriesTaxedIn(
  db: Executor,
  companyId: bigint,
  side: Side,
  period: { from: string; to: string },
): Promise<{ documents: IssuedDocumentRow[]; lines: TaxLineRow[] }> {
  const onSide = side === 'payables' ? sql`l.debit > l.credit` : sql`l.credit > l.debit`;
  const { rows } = await sql<TaxedJournalLineRow>`
    select e.id as entry_id, l.id as line_id, e.date, e.currency, e.exchange_rate, t.code as sales_tax_code,
      t.treatment as sales_tax_treatment, l.tax_rate_micros, l.debit, l.credit, l.tax_amount
    from manual_journal_entries e
    join manual_journal_entry_lines l on l.company_id = e.company_id and l.entry_id = e.id
    left join sales_taxes t on t.company_id = l.company_id and t.id = l.sales_tax_id
    where e.company_id = ${companyId} and e.date >= ${period.from} and e.date <= ${period.to}
      and l.sales_tax_id is not null and ${onSide}`.execute(db);
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || compareBigints(a.entry_id, b.entry_id) || compareBigints(a.line_id, b.line_id),
  );
  const lines = rows.map((row) => ({
    document_id: row.entry_id,
    sales_tax_code: row.sales_tax_code,
    sales_tax_treatment: row.sales_tax_treatment,
    tax_rate_micros: row.tax_rate_micros,
    net_amount: side === 'payables' ? row.debit - row.credit : row.credit - row.debit,
    tax_amount: row.tax_amount,
  }));
  const documents = new Map<bigint, IssuedDocumentRow>();
  for (const [index, row] of rows.entries()) {
    const line = lines[index] as TaxLineRow;
    const entry = documents.get(row.entry_id) ?? {
      type: 'MANUAL_JOURNAL_ENTRY',
      id: row.entry_id,
      number: null,
      issue_date: row.date,
      currency: row.currency,
      net_amount: 0n,
      tax_amount: 0n,
      total_amount: 0n,
      exchange_rate: row.exchange_rate,
    };
    entry.net_amount += line.net_amount;
    entry.tax_amount += line.tax_amount;
    entry.total_amount += line.net_amount + line.tax_amount;
    documents.set(row.entry_id, entry);
  }
  return { documents: [...documents.values()], lines };
}

/** A write-off that reclaimed VAT as bad-debt relief, with what the VAT return counts of it and its invoice. */
export interface ReliefRow {
  id: bigint;
  number: string;
  date: string;
  currency: string;
  amount: Money;
  vat_amount: Money;
  /** What it cleared of its invoice in the base currency; null while unknown. */
  base_amount: Money | null;
  exchange_rate: bigint | null;
}

/** The write-offs dated within the period that reclaimed VAT, in date order. */
export async function reliefsIn(
  db: Executor,
  companyId: bigint,
  period: { from: string; to: string },
): Promise<ReliefRow[]> {
  const { rows } = await sql<ReliefRow>`
    select w.id, i.invoice_number as number, w.date, i.currency, w.amount, w.vat_amount, w.base_amount,
      i.exchange_rate
    from invoice_write_offs w
    join invoices i on i.company_id = w.company_id and i.id = w.document_id
    where w.company_id = ${companyId} and w.date >= ${period.from} and w.date <= ${period.to}
      and w.vat_amount <> 0
    order by w.date, w.id`.execute(db);
  return rows;
}

export interface JournalTransactionRow {
  id: bigint;
  date: string;
  source_type: string;
  source_id: bigint;
  reverses_id: bigint | null;
}

/**
 * A page of the company's journal transactions within the range, in date order then in the order
 * they were recorded, after the transaction `after` (its date and id) when given.
 */
export async function journalTransactions(
  db: Executor,
  companyId: bigint,
  range: { from?: string; to?: string },
  after: { date: string; id: bigint } | undefined,
  limit: number,
): Promise<JournalTransactionRow[]> {
  let query = db
    .selectFrom('journal_transactions')
    .select(['id', 'date', 'source_type', 'source_id', 'reverses_id'])
    .where('company_id', '=', companyId);
  if (range.from !== undefined) query = query.where('date', '>=', range.from);
  if (range.to !== undefined) query = query.where('date', '<=', range.to);
  if (after) query = query.where((eb) => eb(eb.refTuple('date', 'id'), '>', eb.tuple(after.date, after.id)));
  return query.orderBy('date').orderBy('id').limit(limit).execute();
}

/** The date of one of the company's journal transactions, to page on from it. */
export async function journalTransactionDate(db: Executor, companyId: bigint, id: bigint) {
  const row = await db
    .selectFrom('journal_transactions')
    .select('date')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.date;
}

export interface JournalPostingRow {
  transaction_id: bigint;
  account_id: bigint;
  code: string;
  name: string;
  type: string;
  currency: string;
  amount: Money;
  base_amount: Money | null;
}

/** The postings of these transactions of the company, with their accounts, by transaction then as recorded. */
export async function postingsOfTransactions(
  db: Executor,
  companyId: bigint,
  transactionIds: readonly bigint[],
): Promise<JournalPostingRow[]> {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('postings')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.company_id', '=', 'postings.company_id').onRef('accounts.id', '=', 'postings.account_id'),
    )
    .select([
      'postings.transaction_id',
      'postings.account_id',
      'accounts.code',
      'accounts.name',
      'accounts.type',
      'postings.currency',
      'postings.amount',
      'postings.base_amount',
    ])
    .where('postings.company_id', '=', companyId)
    .where('postings.transaction_id', 'in', transactionIds)
    .orderBy('postings.transaction_id')
    .orderBy('postings.id')
    .execute();
}

/** The company's accounts, in code order, as a journal export declares them. */
export async function chartOfAccounts(db: Executor, companyId: bigint) {
  return db
    .selectFrom('accounts')
    .select(['id', 'code', 'name', 'type'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();
}

/** The date of the company's first journal transaction, if it has one. */
export async function firstJournalDate(db: Executor, companyId: bigint): Promise<string | undefined> {
  const row = await db
    .selectFrom('journal_transactions')
    .select('date')
    .where('company_id', '=', companyId)
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
  return row?.date;
}

/**
 * What currency revaluations up to the end of `date` moved the account by in the base currency: a
 * revaluation is reversed the next day, so this is the revaluation of that very day, if any. Read
 * from the revaluations' transactions, a few a month, never from the account's postings.
 */
export async function revaluationOfAccount(db: Executor, companyId: bigint, accountId: bigint, date: string) {
  // Without statistics SQLite would read every transaction up to the date by the index of dates, or
  // every posting of the company or of the account: the cross join, as SQLite documents it, reads
  // the revaluations first, and a unary + keeps the other terms from their indexes (on PostgreSQL,
  // which has no plus for dates, the date stays as it is).
  const row = await db
    .selectFrom('journal_transactions as t')
    .crossJoin('postings as p')
    .whereRef('p.company_id', '=', 't.company_id')
    .whereRef('p.transaction_id', '=', 't.id')
    .select((eb) => eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum('p.base_amount'), eb.lit(0)), 'bigint').as('amount'))
    .where('t.company_id', '=', companyId)
    .where('t.source_type', 'in', ['CURRENCY_REVALUATION', 'CURRENCY_REVALUATION_REVERSAL'])
    .where(isPostgres(db) ? sql.ref('t.date') : sql`+t.date`, '<=', date)
    .where(sql`+p.account_id`, '=', accountId)
    .executeTakeFirst();
  return row?.amount ?? 0n;
}
