import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Money } from '../shared/money.js';

/** Receivables are invoices owed by clients and paid by client payments; payables, bills owed to suppliers. */
export type Side = 'receivables' | 'payables';

const SIDES = {
  receivables: {
    documents: 'invoices',
    lines: 'invoice_lines',
    party: 'client_id',
    parties: 'clients',
    allocations: 'client_payment_allocations',
    payments: 'client_payments',
    paymentSource: 'CLIENT_PAYMENT',
    paidOn: 'date_received',
    posted: sql`and not d.draft`,
  },
  payables: {
    documents: 'bills',
    lines: 'bill_lines',
    party: 'supplier_id',
    parties: 'suppliers',
    allocations: 'supplier_payment_allocations',
    payments: 'supplier_payments',
    paymentSource: 'SUPPLIER_PAYMENT',
    paidOn: 'date_paid',
    posted: sql``,
  },
} as const;

export interface OpenDocumentRow {
  id: bigint;
  party_id: bigint;
  party_name: string;
  currency: string;
  due_date: string;
  total_amount: Money;
  exchange_rate: bigint | null;
  /** What payments dated up to the date allocated to it, in its currency. */
  paid: Money;
  /**
   * What those allocations cleared of its base value, counting only those of payments whose journal
   * transaction has a base value: the others cleared nothing yet in the base currency.
   */
  paid_base: Money;
}

/**
 * The posted documents of one side issued up to the end of `date` that had something outstanding
 * then, in their currency or in the base currency: payments dated after it are not counted. By
 * party name, currency and due date.
 */
export async function openDocumentsAt(
  db: Executor,
  companyId: bigint,
  side: Side,
  date: string,
): Promise<OpenDocumentRow[]> {
  const { documents, party, parties, allocations, payments, paymentSource, paidOn, posted } = SIDES[side];
  const { rows } = await sql<OpenDocumentRow>`
    select d.id, d.${sql.ref(party)} as party_id, p.name as party_name, d.currency, d.due_date,
      d.total_amount, d.exchange_rate,
      cast(coalesce(paid.amount, 0) as bigint) as paid, cast(coalesce(paid.base_amount, 0) as bigint) as paid_base
    from ${sql.table(documents)} d
    join ${sql.table(parties)} p on p.company_id = d.company_id and p.id = d.${sql.ref(party)}
    left join (
      select a.document_id, sum(a.amount) as amount,
        sum(case when valued.id is null then 0 else coalesce(a.base_amount, 0) end) as base_amount,
        count(valued.id) as valued, count(*) as allocations
      from ${sql.table(allocations)} a
      join ${sql.table(payments)} payment on payment.company_id = a.company_id and payment.id = a.payment_id
      left join journal_transactions valued on valued.company_id = a.company_id
        and valued.source_type = ${paymentSource} and valued.source_id = a.payment_id and valued.valued
        and valued.reverses_id is null
        and not exists (select 1 from journal_transactions reversal
          where reversal.company_id = valued.company_id and reversal.reverses_id = valued.id)
      where a.company_id = ${companyId} and payment.${sql.ref(paidOn)} <= ${date}
      group by a.document_id
    ) paid on paid.document_id = d.id
    where d.company_id = ${companyId} and d.issue_date <= ${date} ${posted}
      and (d.total_amount <> coalesce(paid.amount, 0) or paid.valued < paid.allocations)
    order by p.name, d.currency, d.due_date, d.id`.execute(db);
  return rows;
}

export interface IssuedDocumentRow {
  id: bigint;
  number: string | null;
  issue_date: string;
  currency: string;
  net_amount: Money;
  tax_amount: Money;
  total_amount: Money;
  exchange_rate: bigint | null;
}

/** The posted documents of one side issued within the period, in date order. */
export async function documentsIssuedIn(
  db: Executor,
  companyId: bigint,
  side: Side,
  period: { from: string; to: string },
): Promise<IssuedDocumentRow[]> {
  const { documents, posted } = SIDES[side];
  const number = side === 'receivables' ? sql`d.invoice_number` : sql`null`;
  const { rows } = await sql<IssuedDocumentRow>`
    select d.id, ${number} as number, d.issue_date, d.currency, d.net_amount, d.tax_amount, d.total_amount,
      d.exchange_rate
    from ${sql.table(documents)} d
    where d.company_id = ${companyId} and d.issue_date >= ${period.from} and d.issue_date <= ${period.to} ${posted}
    order by d.issue_date, d.id`.execute(db);
  return rows;
}

export interface TaxLineRow {
  document_id: bigint;
  sales_tax_code: string | null;
  tax_rate_micros: bigint;
  net_amount: Money;
  tax_amount: Money;
}

/** The lines of the posted documents of one side issued within the period, by document. */
export async function linesIssuedIn(
  db: Executor,
  companyId: bigint,
  side: Side,
  period: { from: string; to: string },
): Promise<TaxLineRow[]> {
  const { documents, lines, posted } = SIDES[side];
  const { rows } = await sql<TaxLineRow>`
    select l.document_id, t.code as sales_tax_code, l.tax_rate_micros, l.net_amount, l.tax_amount
    from ${sql.table(documents)} d
    join ${sql.table(lines)} l on l.company_id = d.company_id and l.document_id = d.id
    left join sales_taxes t on t.company_id = l.company_id and t.id = l.sales_tax_id
    where d.company_id = ${companyId} and d.issue_date >= ${period.from} and d.issue_date <= ${period.to} ${posted}
    order by d.issue_date, d.id, l.id`.execute(db);
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
  const row = await db
    .selectFrom('journal_transactions as t')
    .innerJoin('postings as p', (join) =>
      join.onRef('p.company_id', '=', 't.company_id').onRef('p.transaction_id', '=', 't.id'),
    )
    .select((eb) => eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum('p.base_amount'), eb.lit(0)), 'bigint').as('amount'))
    .where('t.company_id', '=', companyId)
    .where('t.source_type', 'in', ['CURRENCY_REVALUATION', 'CURRENCY_REVALUATION_REVERSAL'])
    .where('t.date', '<=', date)
    .where('p.account_id', '=', accountId)
    .executeTakeFirst();
  return row?.amount ?? 0n;
}
