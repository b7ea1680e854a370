import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/companies/company-service.js';
import { type Database, type Executor, inTransaction } from '../src/db/database.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { testStore } from './store.js';

/**
 * The embedded store commits the writes that arrive together in one group (see GroupCommitDriver);
 * concurrent-payments.test.ts races requests through such groups over a real socket.
 */

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
});

afterAll(async () => {
  await t?.close();
});

const companyNames = async (executor: Executor, prefix: string) =>
  (
    await executor.selectFrom('companies').select('name').where('name', 'like', `${prefix}%`).orderBy('name').execute()
  ).map((row) => row.name);

describe.runIf(testStore === 'sqlite')('group commit on SQLite', () => {
  it('shows a write to other requests only once its group is committed, and leaves a failed write out of the group', async () => {
    let seenByReads: string[] = [];
    let seenInGroup: string[] = [];
    const writes = await Promise.allSettled([
      inTransaction(db, (trx) => createCompany(trx, { name: 'Group A', currency: 'GBP' })),
      inTransaction(db, async (trx) => {
        await createCompany(trx, { name: 'Group B', currency: 'GBP' });
        throw new Error('refused after writing');
      }),
      inTransaction(db, async (trx) => {
        await createCompany(trx, { name: 'Group C', currency: 'GBP' });
        seenByReads = await companyNames(db, 'Group ');
        seenInGroup = await companyNames(trx, 'Group ');
      }),
    ]);

    expect(writes.map((write) => write.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // C ran after A in the same group: the group saw A's write, a read outside it saw nothing yet.
    expect(seenInGroup).toEqual(['Group A', 'Group C']);
    expect(seenByReads).toEqual([]);
    expect(await companyNames(db, 'Group ')).toEqual(['Group A', 'Group C']);
  });
});
