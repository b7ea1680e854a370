import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { SettlementSide } from '../settlements/sides.js';
import type { Money } from '../shared/money.js';

/**
 * What moves a party's account, in the order a statement lists the moves of one day: its documents,
 * its credits, payments, refunds and (a client's) bad-debt write-offs, each named as the side names it.
 */
export const movementKinds = <S extends SettlementSide>(side: S) =>
  [side.documents.noun, side.credits.name, 'payment', 'refund', 'writeOff'] as const;
export type MovementKind = ReturnType<typeof movementKinds<SettlementSide>>[number];

export interface MovementRow {
  kind: MovementKind;
  id: bigint;
  date: string;
  currency: string;
  /** What it adds to what the client owes (the company owes the supplier): negative for what takes from it. */
  amount: Money;
  /** The number of the document it is, pays back (a refund of a credit note) or writes off. */
  reference: string | null;
  /** A document's due date. */
  due_date: string | null;
  /** A credit's own reference, a write-off's note. */
  note: string | null;
  /** Whether a refund pays back a credit, rather than money on account. */
  of_credit: boolean | number | null;
}

type Dated = (column: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * A term of a date column in no index: without statistics both stores would take a range of the
 * company's dates (every record of the company up to the date) over the party's index. A unary +
 * on SQLite, which has no type of dates; no days added on PostgreSQL.
 */
const unindexed = (db: Executor, dated: Dated): Dated =>
  isPostgres(db) ? (column) => dated(sql`(${column} + 0)`) : (column) => dated(sql`+${column}`);

const numberOf = (alias: string, kind: { number: string | null }) =>
  kind.number === null ? sql`cast(null as text)` : sql.ref(`${alias}.${kind.number}`);

const postedOnly = (alias: string, kind: { drafts: boolean }) =>
  kind.drafts ? sql`and not ${sql.ref(`${alias}.draft`)}` : sql``;

/**
 * Every posted move of the party's account dated as `dated` lets through, each read by the party's
 * index of its table (a write-off by its document): its documents and credits (drafts never),
 * payments (all they paid, on account included), refunds and bad-debt write-offs. Allocations of
 * credits and of money on account move nothing: they settle one item with another.
 */
function movements(side: SettlementSide, companyId: bigint, partyId: bigint, dated: Dated) {
  const { documents, credits, payments, refunds, writeOffs } = side;
  const party = side.party.column;
  const ofParty = (alias: string) =>
    sql`${sql.ref(`${alias}.company_id`)} = ${companyId} and ${sql.ref(`${alias}.${party}`)} = ${partyId}`;
  const moves = [
    sql`select 0 as kind, d.id, d.issue_date as date, d.currency, d.total_amount as amount,
      ${numberOf('d', documents)} as reference, d.due_date, cast(null as text) as note, cast(null as boolean) as of_credit
    from ${sql.table(documents.table)} d where ${ofParty('d')} ${postedOnly('d', documents)}
      and ${dated(sql.ref('d.issue_date'))}`,
    sql`select 1, c.id, c.issue_date, c.currency, -c.total_amount, ${numberOf('c', credits)}, null, c.reference, null
    from ${sql.table(credits.table)} c where ${ofParty('c')} ${postedOnly('c', credits)}
      and ${dated(sql.ref('c.issue_date'))}`,
    sql`select 2, p.id, ${sql.ref(`p.${payments.date}`)}, p.currency, -p.amount, null, null, null, null
    from ${sql.table(payments.table)} p where ${ofParty('p')} and ${dated(sql.ref(`p.${payments.date}`))}`,
    sql`select 3, r.id, r.date, r.currency, r.amount, ${numberOf('c', credits)}, null, null, r.credit_id is not null
    from ${sql.table(refunds.table)} r left join ${sql.table(credits.table)} c on c.company_id = r.company_id and c.id = r.credit_id
    where ${ofParty('r')} and ${dated(sql.ref('r.date'))}`,
  ];
  if (writeOffs !== null) {
    moves.push(sql`select 4, w.id, w.date, d.currency, -w.amount, ${numberOf('d', documents)}, null, w.note, null
    from ${sql.table(documents.table)} d join ${sql.table(writeOffs)} w on w.company_id = d.company_id and w.document_id = d.id
    where ${ofParty('d')} and ${dated(sql.ref('w.date'))}`);
  }
  return sql.join(moves, sql` union all `);
}

/** What the party's account stood at before `date` began, per currency in which it had moves before then. */
export async function balancesBefore(
  db: Executor,
  side: SettlementSide,
  companyId: bigint,
  partyId: bigint,
  date: string,
): Promise<{ currency: string; amount: Money }[]> {
  const before = movements(
    side,
    companyId,
    partyId,
    unindexed(db, (column) => sql`${column} < ${date}`),
  );
  const { rows } = await sql<{ currency: string; amount: Money }>`
    select m.currency, cast(sum(m.amount) as bigint) as amount from (${before}) m group by m.currency`.execute(db);
  return rows;
}

/** The party's moves dated from `from` to `to`, by date, kind (movementKinds) and id. */
export async function movementsIn(
  db: Executor,
  side: SettlementSide,
  companyId: bigint,
  partyId: bigint,
  { from, to }: { from: string; to: string },
): Promise<MovementRow[]> {
  const inPeriod = movements(
    side,
    companyId,
    partyId,
    unindexed(db, (column) => sql`${column} between ${from} and ${to}`),
  );
  const { rows } = await sql<Omit<MovementRow, 'kind'> & { kind: number | bigint }>`
    select m.* from (${inPeriod}) m order by m.date, m.kind, m.id`.execute(db);
  const kinds = movementKinds(side);
  return rows.map((row) => ({ ...row, kind: kinds[Number(row.kind)] as MovementKind }));
}
