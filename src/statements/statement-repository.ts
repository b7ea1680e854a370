import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { Money } from '../shared/money.js';

/** What moves what a client owes, in the order a statement lists the moves of one day. */
export const MOVEMENT_KINDS = ['invoice', 'creditNote', 'payment', 'refund', 'writeOff'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface MovementRow {
  kind: MovementKind;
  id: bigint;
  date: string;
  currency: string;
  /** What it adds to what the client owes: negative for what takes from it. */
  amount: Money;
  /** The number of the document it is, pays back (a refund of a credit note) or writes off. */
  reference: string | null;
  /** An invoice's due date. */
  due_date: string | null;
  /** A credit note's own reference, a write-off's note. */
  note: string | null;
}

type Dated = (column: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * A term of a date column in no index: without statistics both stores would take a range of the
 * company's dates (every record of the company up to the date) over the client's index. A unary +
 * on SQLite, which has no type of dates; no days added on PostgreSQL.
 */
const unindexed = (db: Executor, dated: Dated): Dated =>
  isPostgres(db) ? (column) => dated(sql`(${column} + 0)`) : (column) => dated(sql`+${column}`);

/**
 * Every posted move of the client's account dated as `dated` lets through, each read by the
 * client's index of its table (a write-off by its invoice): its invoices and credit notes (drafts
 * never), payments (all they paid, on account included), refunds and bad-debt write-offs. Allocations
 * of credit notes and of money on account move nothing: they settle one item with another.
 */
function movements(companyId: bigint, clientId: bigint, dated: Dated) {
  const kind = (name: MovementKind) => sql`${sql.lit(MOVEMENT_KINDS.indexOf(name))}`;
  return sql`
    select ${kind('invoice')} as kind, d.id, d.issue_date as date, d.currency, d.total_amount as amount,
      d.invoice_number as reference, d.due_date, cast(null as text) as note
    from invoices d where d.company_id = ${companyId} and d.client_id = ${clientId} and not d.draft
      and ${dated(sql.ref('d.issue_date'))}
    union all
    select ${kind('creditNote')}, c.id, c.issue_date, c.currency, -c.total_amount, c.credit_note_number, null, c.reference
    from credit_notes c where c.company_id = ${companyId} and c.client_id = ${clientId} and not c.draft
      and ${dated(sql.ref('c.issue_date'))}
    union all
    select ${kind('payment')}, p.id, p.date_received, p.currency, -p.amount, null, null, null
    from client_payments p where p.company_id = ${companyId} and p.client_id = ${clientId}
      and ${dated(sql.ref('p.date_received'))}
    union all
    select ${kind('refund')}, r.id, r.date, r.currency, r.amount, c.credit_note_number, null, null
    from client_refunds r left join credit_notes c on c.company_id = r.company_id and c.id = r.credit_id
    where r.company_id = ${companyId} and r.client_id = ${clientId} and ${dated(sql.ref('r.date'))}
    union all
    select ${kind('writeOff')}, w.id, w.date, d.currency, -w.amount, d.invoice_number, null, w.note
    from invoices d join invoice_write_offs w on w.company_id = d.company_id and w.document_id = d.id
    where d.company_id = ${companyId} and d.client_id = ${clientId} and ${dated(sql.ref('w.date'))}`;
}

/** What the client owed before `date` began, per currency in which it had moves before then. */
export async function balancesBefore(
  db: Executor,
  companyId: bigint,
  clientId: bigint,
  date: string,
): Promise<{ currency: string; amount: Money }[]> {
  const before = movements(
    companyId,
    clientId,
    unindexed(db, (column) => sql`${column} < ${date}`),
  );
  const { rows } = await sql<{ currency: string; amount: Money }>`
    select m.currency, cast(sum(m.amount) as bigint) as amount from (${before}) m group by m.currency`.execute(db);
  return rows;
}

/** The client's moves dated from `from` to `to`, by date, kind (MOVEMENT_KINDS) and id. */
export async function movementsIn(
  db: Executor,
  companyId: bigint,
  clientId: bigint,
  { from, to }: { from: string; to: string },
): Promise<MovementRow[]> {
  const inPeriod = movements(
    companyId,
    clientId,
    unindexed(db, (column) => sql`${column} between ${from} and ${to}`),
  );
  const { rows } = await sql<Omit<MovementRow, 'kind'> & { kind: number | bigint }>`
    select m.* from (${inPeriod}) m order by m.date, m.kind, m.id`.execute(db);
  return rows.map((row) => ({ ...row, kind: MOVEMENT_KINDS[Number(row.kind)] as MovementKind }));
}
