import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { precompiled } from '../src/db/precompiled.js';
import { createTenant, openTestDatabase, type Tenant } from './helpers.js';

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

  it('refuses a build that does not bind an argument: it would answer every call alike', async () => {
    const ignoring = precompiled(1, (db: Executor, _companyId: bigint) => db.selectFrom('companies').select('id'));
    await expect(ignoring(opened.db, first.companyId)).rejects.toThrow(/an argument is not a parameter/);
  });
});
