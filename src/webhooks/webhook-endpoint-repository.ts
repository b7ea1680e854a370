import { sql } from 'kysely';
import { databaseNow, newRecordTimestamps } from '../db/clock.js';
import { type Executor, isPostgres, readConsistently } from '../db/database.js';
import { toSafeNumber } from '../db/integers.js';
import { deleteOwned, listOwned, lockOwned, requireOwned } from '../db/owned.js';
import type { NewOwnedRow, OwnedChanges, OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import type { Write } from '../db/write.js';

export type EndpointRow = OwnedRow<'webhook_endpoints'>;
export type EndpointColumns = Omit<NewOwnedRow<'webhook_endpoints'>, 'company_id' | 'id'>;

const NOUN = 'Webhook endpoint';

/** The endpoint, or a 404 that reads the same whether the id is unknown or another company's. */
export const requireEndpoint = (db: Executor, companyId: bigint, id: bigint) =>
  requireOwned(db, 'webhook_endpoints', companyId, id, NOUN);

/** The endpoint locked against other writers until the end of the write, or a 404. */
export const lockEndpoint = (db: Executor, companyId: bigint, id: bigint) =>
  lockOwned(db, 'webhook_endpoints', companyId, id, NOUN);

/** A page of the company's endpoints by id, with how many it has, read together so that the two agree. */
export function pageEndpoints(db: Executor, companyId: bigint, page: Page) {
  return readConsistently(db, async (trx) => ({
    rows: await listOwned(trx, 'webhook_endpoints', companyId, page),
    total: await countEndpoints(trx, companyId),
  }));
}

/** A company has a handful of endpoints at most: they are counted, not kept counted. */
export async function countEndpoints(db: Executor, companyId: bigint): Promise<number> {
  const { count } = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return toSafeNumber(count);
}

/**
 * Locks the company against another write that takes this lock, until the end of the write: the
 * endpoints of one company are made one at a time, so that two cannot both pass its limit.
 */
export async function lockCompanyForNewEndpoint(db: Executor, companyId: bigint): Promise<void> {
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forNoKeyUpdate().execute();
}

export async function insertEndpoint(
  write: Write,
  companyId: bigint,
  id: bigint,
  columns: EndpointColumns,
): Promise<EndpointRow> {
  return write.trx
    .insertInto('webhook_endpoints')
    .values({ company_id: companyId, id, ...columns, ...newRecordTimestamps(write.trx) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateEndpoint(
  db: Executor,
  companyId: bigint,
  id: bigint,
  changes: OwnedChanges<'webhook_endpoints'>,
): Promise<EndpointRow> {
  return db
    .updateTable('webhook_endpoints')
    .set({ ...changes, updated_at: databaseNow(db) })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Gives the endpoint a new secret; the one it had signs beside it until `overlapSeconds` from now,
 * and the one before that, if it still signed, no longer does.
 */
export async function replaceSecret(
  db: Executor,
  companyId: bigint,
  id: bigint,
  secret: string,
  overlapSeconds: number,
): Promise<EndpointRow> {
  return db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: databaseTimeIn(db, overlapSeconds),
      secret,
      updated_at: databaseNow(db),
    }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The database's time `seconds` from now, written as databaseNow writes it. */
const databaseTimeIn = (db: Executor, seconds: number) =>
  isPostgres(db)
    ? sql<string>`to_char((statement_timestamp() + make_interval(secs => ${seconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`+${seconds} seconds`})`;

/** Deletes the endpoint and every delivery to it; the events stay, the company's history. */
export async function deleteEndpoint(write: Write, companyId: bigint, id: bigint): Promise<void> {
  await write.trx
    .deleteFrom('webhook_deliveries')
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', id)
    .execute();
  await deleteOwned(write, 'webhook_endpoints', companyId, id);
}
