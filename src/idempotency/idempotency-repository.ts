import type { Executor } from '../db/database.js';
import { toSafeNumber } from '../db/integers.js';

export async function findIdempotencyKey(db: Executor, companyId: bigint, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims a key inside the write transaction of its request: the claim commits with the write or
 * vanishes with it. A key kept from before `expiredBefore`, or left unanswered, is taken over. On
 * PostgreSQL a claim that meets another transaction's uncommitted claim of the same key waits for
 * it. Answers false when the key belongs to another request that committed.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: { companyId: bigint; key: string; requestHash: string; now: string; expiredBefore: string },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      company_id: claim.companyId,
      idempotency_key: claim.key,
      request_hash: claim.requestHash,
      created_at: claim.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['company_id', 'idempotency_key'])
        .doUpdateSet({ request_hash: claim.requestHash, created_at: claim.now, status_code: null, response_body: null })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', claim.expiredBefore),
            eb('idempotency_keys.status_code', 'is', null),
          ]),
        ),
    )
    .returning('idempotency_key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function completeIdempotencyKey(
  db: Executor,
  companyId: bigint,
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

/** Keeps the answer of a request that wrote nothing (a refusal), unless another request with the key got there first. */
export async function keepIdempotentAnswer(
  db: Executor,
  answer: { companyId: bigint; key: string; requestHash: string; now: string; statusCode: number; body: string },
) {
  await db
    .insertInto('idempotency_keys')
    .values({
      company_id: answer.companyId,
      idempotency_key: answer.key,
      request_hash: answer.requestHash,
      created_at: answer.now,
      status_code: answer.statusCode,
      response_body: answer.body,
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'idempotency_key']).doNothing())
    .execute();
}

/** Forgets at most `limit` keys made before `before`, of any company; answers how many. */
export async function deleteIdempotencyKeysBefore(db: Executor, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb(
        eb.refTuple('company_id', 'idempotency_key'),
        'in',
        eb
          .selectFrom('idempotency_keys')
          .select(['company_id', 'idempotency_key'])
          .where('created_at', '<', before)
          .limit(limit)
          .$asTuple('company_id', 'idempotency_key'),
      ),
    )
    .executeTakeFirst();
  return toSafeNumber(result.numDeletedRows);
}
