import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { type Database, type Executor, readTogether } from '../src/db/database.js';
import { precompiled } from '../src/db/precompiled.js';
import { createTenant, openTestDatabase, type Tenant } from './helpers.js';
import { testStore } from './store.js';

/** What crosses the boundary with the database: the same JavaScript types from both stores, never a rounded value. */

let db: Database;
let close: () => Promise<void>;
let app: FastifyInstance;
let tenant: Tenant;

beforeAll(async () => {
  let config: Config;
  ({ db, config, close } = await openTestDatabase());
  app = await buildApp(config, db);
  tenant = await createTenant(db);
});
afterAll(async () => {
  await app.close();
  await close();
});

/** A record's timestamps, as a write sets them. */
const MADE = '2026-11-22T00:00:00.000Z';
const TIMESTAMPS = { created_at: MADE, updated_at: MADE };

/** 2^53 + 1: the first integer a JavaScript number cannot hold. */
const BEYOND_DOUBLES = 9_007_199_254_740_993n;

describe(`values read from ${testStore}`, () => {
  it('are bigints for 64-bit integers, exact beyond 2^53, in rows and in sums', async () => {
    const id = BEYOND_DOUBLES;
    await db
      .insertInto('employees')
      .values({ company_id: tenant.companyId, id, name: 'Big Id', email: null, ...TIMESTAMPS })
      .execute();
    const row = await db
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', tenant.companyId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(BEYOND_DOUBLES);
    expect(row.company_id).toBe(tenant.companyId);
    const { rows } = await sql<{ total: bigint; count: bigint }>`
      select cast(sum(id) as bigint) as total, cast(count(*) as bigint) as count
      from employees where company_id = ${tenant.companyId}`.execute(db);
    expect(rows[0]).toEqual({ total: BEYOND_DOUBLES, count: 1n });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/employees',
      headers: { authorization: tenant.authorization },
    });
    expect(answer.body).toBe(`[{"id":${BEYOND_DOUBLES},"name":"Big Id","createdAt":"${MADE}","updatedAt":"${MADE}"}]`);
  });

  it('are YYYY-MM-DD strings for dates, booleans for booleans and numbers for 32-bit integers', async () => {
    const companyId = tenant.companyId;
    await db
      .insertInto('clients')
      .values({ company_id: companyId, id: 1n, name: 'Dated Ltd', ...TIMESTAMPS })
      .execute();
    await db
      .insertInto('invoices')
      .values({
        company_id: companyId,
        id: 2n,
        client_id: 1n,
        invoice_number: 'T-1',
        currency: 'GBP',
        issue_date: '2024-02-29',
        due_date: '2024-03-31',
        draft: true,
        po_number: null,
        net_amount: 0n,
        tax_amount: 0n,
        total_amount: 0n,
        allocated_amount: 0n,
        ...TIMESTAMPS,
      })
      .execute();
    const invoice = await db
      .selectFrom('invoices')
      .select(['issue_date', 'due_date', 'draft', 'total_amount'])
      .where('company_id', '=', companyId)
      .where('id', '=', 2n)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ issue_date: '2024-02-29', due_date: '2024-03-31', draft: true, total_amount: 0n });
    await db
      .insertInto('idempotency_keys')
      .values({
        company_id: companyId,
        idempotency_key: 'typed',
        request_hash: 'h',
        status_code: 422,
        response_body: '{}',
        created_at: '2026-11-22T00:00:00.000Z',
      })
      .execute();
    const key = await db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'created_at'])
      .where('company_id', '=', companyId)
      .where('idempotency_key', '=', 'typed')
      .executeTakeFirstOrThrow();
    expect(key).toEqual({ status_code: 422, created_at: '2026-11-22T00:00:00.000Z' });
  });
  it('are the same each time a statement kept prepared runs again, on a connection of its own and on the shared one', async () => {
    const companyId = tenant.companyId;
    await db
      .insertInto('clients')
      .values({ company_id: companyId, id: 5n, name: 'Again Ltd', ...TIMESTAMPS })
      .execute();
    const invoice = {
      company_id: companyId,
      id: 6n,
      client_id: 5n,
      invoice_number: 'T-2',
      currency: 'GBP',
      issue_date: '2024-02-29',
      due_date: '2024-03-31',
      draft: false,
      po_number: null,
      net_amount: BEYOND_DOUBLES,
      tax_amount: 0n,
      total_amount: BEYOND_DOUBLES,
      allocated_amount: 1n,
      exchange_rate: null,
      overdue_announced: false,
      recurring_invoice_id: null,
      occurrence: null,
      sent_at: null,
      sent_by: null,
      ...TIMESTAMPS,
    };
    await db.insertInto('invoices').values(invoice).execute();
    const invoiceById = precompiled(2, (executor: Executor, company: bigint, id: bigint) =>
      executor.selectFrom('invoices').selectAll().where('company_id', '=', company).where('id', '=', id),
    );
    for (let run = 0; run < 3; run += 1) {
      expect(await invoiceById(db, companyId, 6n)).toEqual([invoice]);
      expect(await readTogether(db, [invoiceById.bound(db, companyId, 6n)])).toEqual([[invoice]]);
    }
    expect(await invoiceById(db, companyId, 7n)).toEqual([]);
    expect(await readTogether(db, [invoiceById.bound(db, companyId, 7n)])).toEqual([[]]);
  });
});
