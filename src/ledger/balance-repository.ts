import { type AliasedSelectQueryBuilder, type Expression, type ExpressionBuilder, sql } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Executor } from '../db/database.js';
import { precompiled, rowInserter } from '../db/precompiled.js';
import type { Tables } from '../db/tables.js';
import { readingHeld, type Statements, type Write } from '../db/write.js';
import { compareBigints } from '../shared/collections.js';
import type { Money } from '../shared/money.js';
import type { AccountType } from './chart.js';
import type { Posting } from './journal.js';
import {
  ALL_TIME,
  type PeriodBounds,
  type PeriodRange,
  periodBounds,
  periodRanges,
  periodsAfter,
  periodsOf,
} from './periods.js';

/** A posting with its date: what moves an account's balance for a period. */
export type DatedPosting = Posting & { date: string };

interface BalanceDelta {
  accountId: bigint;
  kind: string;
  period: string;
  currency: string;
  amount: Money;
  baseAmount: Money;
  /** The amount of the postings that carry a base value. */
  valuedAmount: Money;
}

/**
 * Moves the period balances by postings added (and by removed ones, negated), in the transaction
 * that writes them. The moves of a transaction are held until just before it commits, then written
 * together (see Write.hold): every write of a company moves the same few balances (its debtors,
 * its sales, its year), and each stays locked from its write to the commit.
 */
export function moveBalances(write: Write, companyId: bigint, postings: readonly DatedPosting[]): void {
  const held = write.hold(
    'balances',
    () => new Map<bigint, DatedPosting[]>(),
    (moves) => balanceStatements(write.trx, moves),
  );
  const ofCompany = held.get(companyId) ?? [];
  for (const posting of postings) ofCompany.push(posting);
  held.set(companyId, ofCompany);
}

/** What a read of the balances runs on: within a write, once the moves it holds are written. */
export const readingBalances = (db: Executor | Write) => readingHeld(db, 'balances');

/**
 * One statement a company, with the all-time balance and each year, month and day moved once by the
 * net of its postings. Rows go in key order, so that writes moving the same balances lock them in the
 * same order. A balance brought back to zero is then removed, so that no account is kept by balances
 * it no longer has.
 */
function balanceStatements(db: Executor, moves: Map<bigint, readonly DatedPosting[]>): Statements {
  const inserts = [...moves].flatMap(([companyId, postings]) =>
    chunks(balanceRows(companyId, postings)).map((chunk) => ({ companyId, query: addToBalances.bound(db, chunk) })),
  );
  return {
    queries: inserts.map((insert) => insert.query),
    afterwards: async (results) => {
      for (const [index, { companyId }] of inserts.entries()) {
        const moved = (results[index]?.rows ?? []) as MovedBalance[];
        await deleteBalances(db, companyId, moved.filter(isZero));
      }
    },
  };
}

const balanceRows = (companyId: bigint, postings: readonly DatedPosting[]) =>
  netDeltas(postings).map((delta) => ({
    company_id: companyId,
    account_id: delta.accountId,
    kind: delta.kind,
    period: delta.period,
    currency: delta.currency,
    amount: delta.amount,
    base_amount: delta.baseAmount,
    valued_amount: delta.valuedAmount,
  }));

type MovedBalance = BalanceKey & Pick<Tables['account_balances'], 'amount' | 'base_amount' | 'valued_amount'>;

const isZero = (balance: MovedBalance) =>
  balance.amount === 0n && balance.base_amount === 0n && balance.valued_amount === 0n;

const addToBalances = rowInserter('account_balances', (insert) =>
  insert
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'account_id', 'kind', 'period', 'currency']).doUpdateSet((eb) => ({
        amount: eb('account_balances.amount', '+', eb.ref('excluded.amount')),
        base_amount: eb('account_balances.base_amount', '+', eb.ref('excluded.base_amount')),
        valued_amount: eb('account_balances.valued_amount', '+', eb.ref('excluded.valued_amount')),
      })),
    )
    .returning(['account_id', 'kind', 'period', 'currency', 'amount', 'base_amount', 'valued_amount']),
);

type BalanceKey = Pick<Tables['account_balances'], 'account_id' | 'kind' | 'period' | 'currency'>;

async function deleteBalances(db: Executor, companyId: bigint, keys: BalanceKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('account_balances')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb(
        eb.refTuple('account_id', 'kind', 'period', 'currency'),
        'in',
        keys.map((key) => eb.tuple(key.account_id, key.kind, key.period, key.currency)),
      ),
    )
    .execute();
}

function netDeltas(postings: readonly DatedPosting[]): BalanceDelta[] {
  const deltas = new Map<string, BalanceDelta>();
  for (const posting of postings) {
    for (const { kind, period } of periodsOf(posting.date)) {
      const key = `${posting.accountId} ${kind} ${period} ${posting.currency}`;
      const baseAmount = posting.baseAmount ?? 0n;
      const valuedAmount = posting.baseAmount === null ? 0n : posting.amount;
      const delta = deltas.get(key);
      if (delta) {
        delta.amount += posting.amount;
        delta.baseAmount += baseAmount;
        delta.valuedAmount += valuedAmount;
      } else
        deltas.set(key, {
          accountId: posting.accountId,
          kind,
          period,
          currency: posting.currency,
          amount: posting.amount,
          baseAmount,
          valuedAmount,
        });
    }
  }
  return [...deltas.values()]
    .filter((delta) => delta.amount !== 0n || delta.baseAmount !== 0n || delta.valuedAmount !== 0n)
    .sort(byKey);
}

const byKey = (a: BalanceDelta, b: BalanceDelta) =>
  compareBigints(a.accountId, b.accountId) ||
  a.kind.localeCompare(b.kind) ||
  a.period.localeCompare(b.period) ||
  a.currency.localeCompare(b.currency);

type BalancesBuilder = ExpressionBuilder<Tables & { b: Tables['account_balances'] }, 'b'>;

/**
 * The balance rows that add up to a balance at a date, of the company (and account): those of all
 * time, and those of the periods after the date (see periodsAfter), which `signedSum` takes away.
 * Each branch of the OR repeats the company and the account, so that each is a range of an index of
 * its own: else the planner reads every balance row of the company or account. The kind of period
 * is written in the SQL, not bound: a plan made once for any date then knows how many rows each kind
 * holds. The all-time rows are named by their empty period as well: by the company and kind alone,
 * SQLite's statistics (rows per company and kind, averaged over the kinds) make them look like a
 * quarter of the company's balances, and SQLite would read them all instead.
 */
const atDate =
  (ranges: PeriodRange<string | Expression<string>>[], companyId: bigint | Expression<bigint>, accountId?: bigint) =>
  (eb: BalancesBuilder) => {
    const ofCompany = [
      eb('b.company_id', '=', companyId),
      ...(accountId === undefined ? [] : [eb('b.account_id', '=', accountId)]),
    ];
    return eb.or([
      eb.and([...ofCompany, eb('b.kind', '=', sql.lit(ALL_TIME.kind)), eb('b.period', '=', sql.lit(ALL_TIME.period))]),
      ...ranges.map((range) =>
        eb.and([
          ...ofCompany,
          eb('b.kind', '=', sql.lit(range.kind)),
          eb('b.period', range.fromIncluded ? '>=' : '>', range.from),
          ...(range.to === undefined ? [] : [eb('b.period', '<=', range.to)]),
        ]),
      ),
    ]);
  };

type BalanceColumn = 'b.amount' | 'b.base_amount' | 'b.valued_amount';

/** The sum of a column over rows read `atDate`: the all-time rows less those of the periods after the date. */
const signedSum = (eb: BalancesBuilder, column: BalanceColumn) =>
  eb.fn.sum(
    eb
      .case()
      .when('b.kind', '=', sql.lit(ALL_TIME.kind))
      .then(eb.ref(column))
      .else(eb.neg(eb.ref(column)))
      .end(),
  );

const balanceSum = (eb: BalancesBuilder, column: BalanceColumn = 'b.amount') =>
  eb.cast<bigint>(signedSum(eb, column), 'bigint');

/**
 * The account's balance in each currency from its postings dated before `date` (or up to it,
 * `through`), leaving out those at zero.
 */
export async function accountBalancesBefore(
  db: Executor | Write,
  companyId: bigint,
  accountId: bigint,
  date: string,
  { through = false } = {},
) {
  return (await readingBalances(db))
    .selectFrom('account_balances as b')
    .select((eb) => ['b.currency', balanceSum(eb).as('balance')])
    .where(atDate(periodsAfter(date, { through }), companyId, accountId))
    .groupBy('b.currency')
    .having((eb) => signedSum(eb, 'b.amount'), '!=', 0)
    .orderBy('b.currency')
    .execute();
}

/**
 * The balances that add up to each account's balance at a date (see atDate), grouped by account.
 * They are summed before the accounts are joined, so that an account is joined once, not once for
 * each of its periods.
 */
const balancesThrough = (
  db: Executor,
  companyId: bigint | Expression<bigint>,
  periods: PeriodRange<string | Expression<string>>[],
) =>
  db
    .selectFrom('account_balances as b')
    .select(['b.company_id', 'b.account_id'])
    .where(atDate(periods, companyId))
    .groupBy(['b.company_id', 'b.account_id']);

/**
 * The accounts joined to their balances, in the order of their codes. Written as a cross join,
 * which SQLite takes as the order to join in: the balances first, then each one's account by its
 * key. Left to its statistics, SQLite may read every account of the database and index the balances
 * for each. PostgreSQL plans it as the inner join it is.
 */
const withAccounts = <Balance extends { company_id: bigint; account_id: bigint }>(
  db: Executor,
  balances: AliasedSelectQueryBuilder<Balance, 'balances'>,
) =>
  db
    .selectFrom(balances)
    .crossJoin('accounts')
    .whereRef('accounts.company_id', '=', 'balances.company_id')
    .whereRef('accounts.id', '=', 'balances.account_id')
    .select(['accounts.id', 'accounts.code', 'accounts.name', 'accounts.type'])
    .orderBy('accounts.code');

/**
 * Every account's balance in each currency at the end of `date`, leaving out those at zero: the
 * trial balance, compiled once (and planned once on PostgreSQL) for any company and date.
 */
export async function balancesAt(db: Executor | Write, companyId: bigint, date: string) {
  return selectBalancesAt(await readingBalances(db), companyId, ...periodBounds(date));
}

/**
 * A value that PostgreSQL plans without: a scalar subquery, evaluated once per run. PostgreSQL
 * plans a prepared statement anew for each run while a plan made with its values looks cheaper than
 * the one it keeps; for the trial balance near the end of the books it always does (a few rows
 * against the guess of a plan for any date), and planning costs more than reading them.
 * Without the values, both plans are the same one, and PostgreSQL keeps it.
 */
const unplanned = <T>(value: T, type: 'bigint' | 'varchar') => sql<T>`(select cast(${value} as ${sql.raw(type)}))`;

const selectBalancesAt = precompiled(6, (db: Executor, companyId: bigint, ...bounds: PeriodBounds) => {
  const [year, month, lastMonth, date, lastDay] = bounds.map((bound) => unplanned(bound, 'varchar'));
  const unplannedBounds = [year, month, lastMonth, date, lastDay] as PeriodBounds<Expression<string>>;
  const balances = balancesThrough(db, unplanned(companyId, 'bigint'), periodRanges(unplannedBounds, true))
    .select((eb) => ['b.currency', balanceSum(eb).as('balance')])
    .groupBy('b.currency')
    .having((eb) => signedSum(eb, 'b.amount'), '!=', 0)
    .as('balances');
  return withAccounts(db, balances).select(['balances.currency', 'balances.balance']).orderBy('balances.currency');
});

/**
 * The figures of a report: those of the base currency, every currency valued in it (`base`), or
 * those of the postings in one currency as they happened.
 */
export type Figures = 'base' | { currency: string };

/**
 * Every account's balance in one set of figures at the end of `date` (or before it, without
 * `through`), of the accounts of `types` (else all), leaving out those at zero.
 */
export async function figuresAt(
  within: Executor | Write,
  companyId: bigint,
  date: string,
  figures: Figures,
  { through = true, types }: { through?: boolean; types?: readonly AccountType[] } = {},
) {
  const db = await readingBalances(within);
  const amount = figures === 'base' ? 'b.base_amount' : 'b.amount';
  let balances = balancesThrough(db, companyId, periodsAfter(date, { through }))
    .select((eb) => balanceSum(eb, amount).as('balance'))
    .having((eb) => signedSum(eb, amount), '!=', 0);
  if (figures !== 'base') balances = balances.where('b.currency', '=', figures.currency);
  let query = withAccounts(db, balances.as('balances')).select('balances.balance');
  if (types) query = query.where('accounts.type', 'in', types);
  return query.execute();
}

/**
 * The balances of the accounts in each currency but the base currency at the end of `date`: the
 * amount of the valued postings, and what it is worth in the books (the sum of their base values),
 * leaving out those at zero in both. Postings without a base value are in neither.
 */
export async function foreignBalancesAt(
  write: Write,
  companyId: bigint,
  accountIds: readonly bigint[],
  baseCurrency: string,
  date: string,
) {
  if (accountIds.length === 0) return [];
  await write.writeHeld('balances');
  return write.trx
    .selectFrom('account_balances as b')
    .select((eb) => [
      'b.account_id',
      'b.currency',
      balanceSum(eb, 'b.valued_amount').as('balance'),
      balanceSum(eb, 'b.base_amount').as('book_value'),
    ])
    .where(atDate(periodsAfter(date, { through: true }), companyId))
    .where('b.account_id', 'in', accountIds)
    .where('b.currency', '<>', baseCurrency)
    .groupBy(['b.account_id', 'b.currency'])
    .having((eb) => eb.or([eb(signedSum(eb, 'b.valued_amount'), '!=', 0), eb(signedSum(eb, 'b.base_amount'), '!=', 0)]))
    .orderBy('b.account_id')
    .orderBy('b.currency')
    .execute();
}

const baseSum = sql`sum(coalesce(base_amount, 0))`;
const valuedSum = sql`sum(case when base_amount is null then 0 else amount end)`;

/** Sets the company's period balances from its postings: after its books were written in bulk (an import). */
export async function computeBalancesAnew(write: Write, companyId: bigint): Promise<void> {
  await write.writeHeld('balances');
  const db = write.trx;
  await db.deleteFrom('account_balances').where('company_id', '=', companyId).execute();
  const day = sql`cast(date as varchar(10))`;
  for (const [kind, period] of [
    ['A', null],
    ['Y', sql`substr(${day}, 1, 4)`],
    ['M', sql`substr(${day}, 1, 7)`],
    ['D', day],
  ] as const) {
    await sql`insert into account_balances
        (company_id, account_id, kind, period, currency, amount, base_amount, valued_amount)
      select company_id, account_id, ${kind}, ${period ?? ''}, currency, sum(amount), ${baseSum}, ${valuedSum}
      from postings
      where company_id = ${companyId}
      group by company_id, account_id, ${period === null ? sql`` : sql`${period}, `}currency
      having sum(amount) <> 0 or ${baseSum} <> 0 or ${valuedSum} <> 0`.execute(db);
  }
}
