import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNow } from '../src/db/clock.js';
import type { Executor } from '../src/db/database.js';
import { precompiled, rowInserter } from '../src/db/precompiled.js';
import { createTenant, openTestDatabase, type Tenant } from './helpers.js';
import { testStore } from './store.js';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let first: Tenant;
let second: Tenant;
beforeAll(async () => {
  opened = await openTestDatabase();
  first = await createTenant(opened.db, 'GBP');
  second = await createTenant(opened.db, 'USD');
});
afterAll(() => opened.close());

const currencyOf = precompiled(2, (db: Executor, companyId: bigint, otherId: bigint) =>
  db
    .selectFrom('companies')
    .select(['id', 'currency'])
    .where((eb) => eb.or([eb('id', '=', companyId), eb('id', '=', otherId)]))
    .where('currency', '!=', 'JPY')
    .orderBy('id'),
);

describe('a precompiled query', () => {
  it("binds each call's own arguments, wherever and however often they stand, beside its constants", async () => {
    expect(await currencyOf(opened.db, first.companyId, first.companyId)).toEqual([
      { id: first.companyId, currency: 'GBP' },
    ]);
    expect(await currencyOf(opened.db, second.companyId, 0n)).toEqual([{ id: second.companyId, currency: 'USD' }]);
    const both = await opened.db.transaction().execute((trx) => currencyOf(trx, second.companyId, first.companyId));
    expect(both.map((row) => row.currency)).toEqual(['GBP', 'USD']);
  });

  it.runIf(testStore === 'postgres')('is prepared once by name on a PostgreSQL connection, then only run', async () => {
    const prepared = await opened.db.transaction().execute(async (trx) => {
      await currencyOf(trx, first.companyId, second.companyId);
      await currencyOf(trx, second.companyId, first.companyId);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    expect(prepared.filter((statement) => statement.includes(`"currency" != $3`))).toHaveLength(1);
  });

  it('refuses a build that does not bind an argument: it would answer every call alike', async () => {
    const ignoring = precompiled(1, (db: Executor, _companyId: bigint) => db.selectFrom('companies').select('id'));
    await expect(ignoring(opened.db, first.companyId)).rejects.toThrow(/an argument is not a parameter/);
  });
});

/** A table of two amounts, whose columns one database holds in one order and another in the other. */
type LedgerLines = Kysely<{ ledger_lines: { id: bigint; debit: bigint; credit: bigint } }>;

const ledgerLine = precompiled(1, (db: Executor, id: bigint) =>
  (db as unknown as LedgerLines).selectFrom('ledger_lines').selectAll().where('id', '=', id),
);

describe('a precompiled query on two databases whose table has its columns in another order', () => {
  it('answers each database its own columns, as plain Kysely does', async () => {
    const other = await openTestDatabase();
    try {
      await sql`create table ledger_lines (id bigint primary key, debit bigint, credit bigint)`.execute(opened.db);
      await sql`create table ledger_lines (id bigint primary key, credit bigint, debit bigint)`.execute(other.db);
      // On each: line 1 is a debit of 200 and no credit, named by column, whatever the columns' order.
      for (const db of [opened.db, other.db]) {
        await sql`insert into ledger_lines (id, debit, credit) values (1, 200, 0)`.execute(db);
      }
      const debitOf200 = [{ id: 1n, debit: 200n, credit: 0n }];
      for (const db of [opened.db, other.db]) {
        expect(await ledgerLine(db, 1n)).toEqual(debitOf200);
        expect(await (db as unknown as LedgerLines).selectFrom('ledger_lines').selectAll().execute()).toEqual(
          debitOf200,
        );
      }
    } finally {
      await other.close();
    }
  });
});

const insertEmployees = rowInserter('employees', (insert) => insert.returning(['id', 'name', 'email']));

describe('a row inserter', () => {
  const row = (tenant: Tenant, id: bigint, name: string, email: string | null) => ({
    company_id: tenant.companyId,
    id,
    name,
    email,
    created_at: databaseNow(opened.db),
    updated_at: '2026-11-23T10:00:00.000Z',
  });

  it("writes each call's own rows, for each number of rows, beside the SQL a column is given", async () => {
    const one = await insertEmployees(opened.db, [row(first, 9_001n, 'Ada', null)]);
    const two = await insertEmployees(opened.db, [
      row(first, 9_002n, 'Bea', 'bea@example.com'),
      row(second, 9_003n, 'Cy', null),
    ]);
    const again = await insertEmployees(opened.db, [row(second, 9_004n, 'Di', 'di@example.com')]);
    expect([...one, ...two, ...again]).toEqual([
      { id: 9_001n, name: 'Ada', email: null },
      { id: 9_002n, name: 'Bea', email: 'bea@example.com' },
      { id: 9_003n, name: 'Cy', email: null },
      { id: 9_004n, name: 'Di', email: 'di@example.com' },
    ]);
    const stored = await opened.db
      .selectFrom('employees')
      .select(['company_id', 'id', 'created_at', 'updated_at'])
      .where('id', 'in', [9_001n, 9_003n])
      .orderBy('id')
      .execute();
    expect(stored.map((employee) => [employee.company_id, employee.id])).toEqual([
      [first.companyId, 9_001n],
      [second.companyId, 9_003n],
    ]);
    for (const employee of stored) {
      expect(employee.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(employee.updated_at).toBe('2026-11-23T10:00:00.000Z');
    }
  });

  it('writes many rows at once, call after call', async () => {
    const many = (from: bigint) =>
      Array.from({ length: 20 }, (_, index) => row(first, from + BigInt(index), `Staff ${from + BigInt(index)}`, null));
    const stored = [
      ...(await insertEmployees(opened.db, many(9_100n))),
      ...(await insertEmployees(opened.db, many(9_200n))),
    ];
    expect(stored).toHaveLength(40);
    expect(stored[39]).toEqual({ id: 9_219n, name: 'Staff 9219', email: null });
    expect(stored[20]).toEqual({ id: 9_200n, name: 'Staff 9200', email: null });
  });

  it('leaves out a column given as undefined, as Kysely does, and refuses rows that give different columns', async () => {
    const [stored] = await insertEmployees(opened.db, [{ ...row(first, 9_005n, 'Ed', null), email: undefined }]);
    expect(stored).toEqual({ id: 9_005n, name: 'Ed', email: null });
    await expect(
      insertEmployees(opened.db, [
        row(first, 9_006n, 'Flo', null),
        { ...row(first, 9_007n, 'Gus', null), email: undefined },
      ]),
    ).rejects.toThrow(/rows of employees differ/);
    await expect(
      insertEmployees(opened.db, [
        row(first, 9_008n, 'Hal', null),
        { ...row(first, 9_009n, 'Ida', null), updated_at: databaseNow(opened.db) },
      ]),
    ).rejects.toThrow(/rows of employees differ/);
  });
});
