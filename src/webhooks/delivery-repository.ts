import { sql } from 'kysely';
import { databaseNow, databaseTimeIn } from '../db/clock.js';
import { type Executor, isPostgres } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';

/** A delivery, named as its primary key names it. */
export interface DeliveryKey {
  companyId: bigint;
  endpointId: bigint;
  eventId: bigint;
}

/** A delivery a process took for one attempt, until `claimedUntil`. */
export interface ClaimedDelivery extends DeliveryKey {
  attempts: number;
  claimedUntil: string;
  createdAt: string;
}

/**
 * The deliveries that are due and that no process holds, by the index of those pending: its
 * condition is written out, not bound, so that both stores' planners see that the index holds them.
 */
function dueDeliveries(db: Executor) {
  const now = databaseNow(db);
  return db
    .selectFrom('webhook_deliveries')
    .where('status', '=', sql.lit('pending'))
    .where('next_attempt_at', '<=', now)
    .where((where) => where.or([where('claimed_until', 'is', null), where('claimed_until', '<', now)]));
}

/**
 * Whether a delivery is due: a read, so that a process with nothing to send writes nothing. Every
 * process sends it each second: it is compiled once, and prepared by name on PostgreSQL.
 */
const firstDueDelivery = precompiled(0, (db: Executor) => dueDeliveries(db).select('event_id').limit(1));

export async function anyDeliveryDue(db: Executor): Promise<boolean> {
  return (await firstDueDelivery(db)).length > 0;
}

/**
 * Takes up to `limit` deliveries that are due and that no process holds, soonest first, for
 * `leaseMs`: another process takes them again only once the lease has run out. On PostgreSQL the
 * rows are locked as they are read, skipping those another process is taking at the same moment,
 * so that no two take one delivery; on SQLite writes run one at a time, and the update is enough.
 */
export async function claimDueDeliveries(db: Executor, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  let due = dueDeliveries(db).select(['company_id', 'endpoint_id', 'event_id']).orderBy('next_attempt_at').limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('webhook_deliveries')
    .set({ claimed_until: databaseTimeIn(db, leaseMs) })
    .where((where) =>
      where(
        where.refTuple('company_id', 'endpoint_id', 'event_id'),
        'in',
        due.$asTuple('company_id', 'endpoint_id', 'event_id'),
      ),
    )
    .returning(['company_id', 'endpoint_id', 'event_id', 'attempts', 'claimed_until', 'created_at'])
    .execute();
  return rows.map((row) => ({
    companyId: BigInt(row.company_id),
    endpointId: BigInt(row.endpoint_id),
    eventId: BigInt(row.event_id),
    attempts: Number(row.attempts),
    claimedUntil: row.claimed_until as string,
    createdAt: row.created_at,
  }));
}

/** What an attempt sends: the event, where to, and the secrets that sign it now. */
export interface DeliveryToSend {
  url: string;
  enabled: boolean;
  secret: string;
  /** The secret before a rotation, while it still signs. */
  previousSecret: string | null;
  event: { id: bigint; sequence: bigint; type: string; created_at: string; object: string };
}

export async function deliveryToSend(db: Executor, key: DeliveryKey): Promise<DeliveryToSend | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints as endpoint')
    .innerJoin('events as event', 'event.company_id', 'endpoint.company_id')
    .select([
      'endpoint.url',
      'endpoint.enabled',
      'endpoint.secret',
      sql<
        string | null
      >`case when ${sql.ref('endpoint.previous_secret_expires_at')} > ${databaseNow(db)} then ${sql.ref('endpoint.previous_secret')} end`.as(
        'previous_secret',
      ),
      'event.id',
      'event.sequence',
      'event.type',
      'event.created_at',
      'event.object',
    ])
    .where('endpoint.company_id', '=', key.companyId)
    .where('endpoint.id', '=', key.endpointId)
    .where('event.id', '=', key.eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    url: row.url,
    enabled: Boolean(row.enabled),
    secret: row.secret,
    previousSecret: row.previous_secret,
    event: {
      id: BigInt(row.id),
      sequence: BigInt(row.sequence),
      type: row.type,
      created_at: row.created_at,
      object: row.object,
    },
  };
}

/** How an attempt went, as the delivery keeps it. */
export interface AttemptRecord {
  status: 'pending' | 'succeeded' | 'failed';
  attempted: boolean;
  /** For a delivery still pending, the wait before its next attempt. */
  retryInMs?: number;
  responseStatus: number | null;
  responseExcerpt: string | null;
  latencyMs: number | null;
  error: string | null;
}

/**
 * Keeps how the attempt went, if the process still holds the delivery (its lease unchanged): a
 * delivery retried by hand, or taken by another process once the lease ran out, is left to them.
 * Answers whether it was kept.
 */
export async function recordAttempt(db: Executor, claimed: ClaimedDelivery, record: AttemptRecord): Promise<boolean> {
  const now = databaseNow(db);
  const result = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: record.status,
      attempts: record.attempted ? eb('attempts', '+', 1) : eb.ref('attempts'),
      next_attempt_at:
        record.retryInMs === undefined ? eb.ref('next_attempt_at') : databaseTimeIn(db, record.retryInMs),
      claimed_until: null,
      last_attempt_at: record.attempted ? now : eb.ref('last_attempt_at'),
      response_status: record.responseStatus,
      response_excerpt: record.responseExcerpt,
      latency_ms: record.latencyMs,
      error: record.error,
    }))
    .where('company_id', '=', claimed.companyId)
    .where('endpoint_id', '=', claimed.endpointId)
    .where('event_id', '=', claimed.eventId)
    .where('claimed_until', '=', claimed.claimedUntil)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether a delivery to the endpoint has succeeded since `since`. */
export async function succeededSince(db: Executor, companyId: bigint, endpointId: bigint, since: string) {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('event_id')
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'succeeded')
    .where('last_attempt_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Disables an enabled endpoint and says why; the time, the database's, is added to the reason. */
export async function disableEndpoint(db: Executor, companyId: bigint, endpointId: bigint, reason: string) {
  const now = databaseNow(db);
  await db
    .updateTable('webhook_endpoints')
    .set({
      enabled: false,
      disabled_reason: sql<string>`${reason} || ' (disabled at ' || ${now} || ')'`,
      updated_at: now,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .execute();
}
