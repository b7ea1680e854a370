import { type Kysely, type SqlBool, sql } from 'kysely';
import { databaseNow, databaseTimeIn } from '../db/clock.js';
import { type Database, type Executor, isPostgres, readTogether } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';

/** The tables of what the server processes send: webhook deliveries, emails. */
export type OutboxTable = 'webhook_deliveries' | 'emails';

/** What a process took from an outbox for one attempt, until `claimedUntil`: its key columns' values. */
export interface ClaimedItem<Key extends string> {
  key: Record<Key, bigint>;
  attempts: number;
  claimedUntil: string;
  createdAt: string;
}

/** How an attempt went, as the outbox keeps it; `columns` are the table's own (a webhook's answer). */
export interface KeptAttempt {
  status: string;
  attempted: boolean;
  /** For an item still pending, the wait before its next attempt. */
  retryInMs?: number | undefined;
  error: string | null;
  columns?: Record<string, unknown>;
}

// Kysely cannot type a query over a generic table name: these queries see each outbox as the
// columns every outbox has, and its key columns (as owned.ts sees the company's tables).
type OutboxColumns = {
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_attempt_at: string | null;
  error: string | null;
  created_at: string;
} & Record<string, unknown>;
type AnyOutbox = Kysely<{ outbox: OutboxColumns }>;
const anyOutbox = (db: Executor) => db as unknown as AnyOutbox;

/**
 * The claiming, leasing and keeping of attempts of one outbox, whose rows `keyColumns` name. A
 * pending row is due from `next_attempt_at`, and held by the process that took it until `claimed_until`.
 */
export function outbox<Key extends string>(table: OutboxTable, keyColumns: readonly [Key, ...Key[]]) {
  const named = table as unknown as 'outbox';
  const keys = keyColumns as readonly string[];

  /**
   * The rows that are due and that no process holds, by the index of those pending: its condition
   * is written out, not bound, so that both stores' planners see that the index holds them.
   */
  const dueRows = (db: Executor) => {
    const now = databaseNow(db);
    return anyOutbox(db)
      .selectFrom(named)
      .where('status', '=', sql.lit('pending'))
      .where('next_attempt_at', '<=', now)
      .where((where) => where.or([where('claimed_until', 'is', null), where('claimed_until', '<', now)]));
  };

  /**
   * Whether a row is due: a read, so that a process with nothing to send writes nothing. Every
   * process asks each second: it is compiled once, and prepared by name on PostgreSQL.
   */
  const firstDue = precompiled(0, (db: Executor) => dueRows(db).select('next_attempt_at').limit(1));

  return {
    anyDue: async (db: Executor): Promise<boolean> => (await firstDue(db)).length > 0,

    /**
     * The rows pending, due or waiting for a later attempt, held or not, counted on the index of those
     * pending; read outside the pool, as the operator wants the count most when every connection is taken.
     */
    async countPending(db: Database): Promise<number> {
      const count = anyOutbox(db)
        .selectFrom(named)
        .where('status', '=', sql.lit('pending'))
        .select((eb) => eb.fn.countAll().as('pending'));
      const [[row]] = (await readTogether(db, [count.compile()])) as [[{ pending: bigint | number }]];
      return Number(row.pending);
    },

    /**
     * Takes up to `limit` rows that are due and that no process holds, soonest first, for `leaseMs`:
     * another process takes them again only once the lease has run out. On PostgreSQL the rows are
     * locked as they are read, skipping those another process is taking at the same moment, so that
     * no two take one row; on SQLite writes run one at a time, and the update is enough.
     */
    async claimDue(db: Executor, limit: number, leaseMs: number): Promise<ClaimedItem<Key>[]> {
      let due = dueRows(db).select(keys).orderBy('next_attempt_at').limit(limit);
      if (isPostgres(db)) due = due.forUpdate().skipLocked();
      const rows = await anyOutbox(db)
        .updateTable(named)
        .set({ claimed_until: databaseTimeIn(db, leaseMs) })
        .where(sql<SqlBool>`(${sql.join(keys.map((column) => sql.ref(column)))}) in (${due})`)
        .returning([...keys, 'attempts', 'claimed_until', 'created_at'])
        .execute();
      return rows.map((row) => ({
        key: Object.fromEntries(keys.map((column) => [column, BigInt(row[column] as bigint)])) as Record<Key, bigint>,
        attempts: Number(row.attempts),
        claimedUntil: row.claimed_until as string,
        createdAt: row.created_at as string,
      }));
    },

    /**
     * Keeps how the attempt went, if the process still holds the row (its lease unchanged): a row
     * retried by hand, or taken by another process once the lease ran out, is left to them. Answers
     * whether it was kept.
     */
    async keepAttempt(db: Executor, claimed: ClaimedItem<Key>, kept: KeptAttempt): Promise<boolean> {
      const now = databaseNow(db);
      let update = anyOutbox(db)
        .updateTable(named)
        .set((eb) => ({
          ...kept.columns,
          status: kept.status,
          attempts: kept.attempted ? eb('attempts', '+', 1) : eb.ref('attempts'),
          next_attempt_at:
            kept.retryInMs === undefined ? eb.ref('next_attempt_at') : databaseTimeIn(db, kept.retryInMs),
          claimed_until: null,
          last_attempt_at: kept.attempted ? now : eb.ref('last_attempt_at'),
          error: kept.error,
        }))
        .where('claimed_until', '=', claimed.claimedUntil);
      for (const column of keyColumns) update = update.where(column as string, '=', claimed.key[column]);
      const result = await update.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
