import type { Executor } from '../db/database.js';

export async function findIdempotencyKey(db: Executor, companyId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Claims a key for a request in flight; a duplicate-key error means another request has it. */
export async function claimIdempotencyKey(
  db: Executor,
  companyId: number,
  key: string,
  requestHash: string,
  now: string,
) {
  await db
    .insertInto('idempotency_keys')
    .values({ company_id: companyId, idempotency_key: key, request_hash: requestHash, created_at: now })
    .execute();
}

export async function completeIdempotencyKey(
  db: Executor,
  companyId: number,
  key: string,
  statusCode: number,
  responseBody: string,
) {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: responseBody })
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', key)
    .execute();
}

export async function releaseIdempotencyKey(db: Executor, companyId: number, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', key)
    .execute();
}

/** Forgets the company's keys made before `before`. */
export async function deleteIdempotencyKeysBefore(db: Executor, companyId: number, before: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', companyId)
    .where('created_at', '<', before)
    .execute();
}
