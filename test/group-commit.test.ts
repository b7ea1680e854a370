import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../src/companies/company-service.js';
import type { Database, Executor } from '../src/db/database.js';
import { inTransaction } from '../src/db/write.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { testStore } from './store.js';

/**
 * The embedded store commits the writes that arrive together in one group, and answers the reads
 * that arrive together in one read transaction (see GroupCommitDriver); concurrent-payments.test.ts
 * races requests through such groups over a real socket.
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

describe(`writes that arrive together, on ${testStore}`, () => {
  it('answer with an error only the write that refers to a missing row, and commit the others', async () => {
    const writes = await Promise.allSettled([
      inTransaction(db, (write) => createCompany(write, { name: 'Together A', currency: 'GBP' })),
      inTransaction(db, async (write) => {
        const trx = write.trx;
        const company = await createCompany(write, { name: 'Together B', currency: 'GBP' });
        // A reversal of a journal transaction that does not exist.
        await sql`insert into journal_transactions (company_id, id, date, source_type, source_id, reverses_id)
          values (${company.id}, ${await write.newId()}, '2026-01-01', 'INVOICE', 1, 999999999)`.execute(trx);
      }),
      inTransaction(db, (write) => createCompany(write, { name: 'Together C', currency: 'GBP' })),
    ]);
    expect(writes.map((write) => (write.status === 'fulfilled' ? write.status : String(write.reason)))).toEqual([
      'fulfilled',
      expect.stringMatching(/foreign key/i),
      'fulfilled',
    ]);
    expect(await companyNames(db, 'Together ')).toEqual(['Together A', 'Together C']);
  });
});

describe.runIf(testStore === 'sqlite')('group commit on SQLite', () => {
  it('shows a write to other requests only once its group is committed, and leaves a failed write out of the group', async () => {
    let seenByReads: string[] = [];
    let seenInGroup: string[] = [];
    const writes = await Promise.allSettled([
      inTransaction(db, (write) => createCompany(write, { name: 'Group A', currency: 'GBP' })),
      inTransaction(db, async (write) => {
        await createCompany(write, { name: 'Group B', currency: 'GBP' });
        throw new Error('refused after writing');
      }),
      inTransaction(db, async (write) => {
        const trx = write.trx;
        await createCompany(write, { name: 'Group C', currency: 'GBP' });
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

  it('fails every write of a group whose commit fails, keeps none of them, and goes on', async () => {
    const writes = await Promise.allSettled([
      inTransaction(db, (write) => createCompany(write, { name: 'Doomed A', currency: 'GBP' })),
      inTransaction(db, async (write) => {
        const trx = write.trx;
        const company = await createCompany(write, { name: 'Doomed B', currency: 'GBP' });
        // A reversal of a transaction that does not exist, by a write that defers the check of
        // references to the commit (as only a migration does).
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await sql`insert into journal_transactions (company_id, id, date, source_type, source_id, reverses_id)
          values (${company.id}, ${await write.newId()}, '2026-01-01', 'INVOICE', 1, 999999999)`.execute(trx);
      }),
    ]);
    expect(writes.map((write) => write.status)).toEqual(['rejected', 'rejected']);
    expect(await companyNames(db, 'Doomed ')).toEqual([]);
    await inTransaction(db, (write) => createCompany(write, { name: 'Doomed C', currency: 'GBP' }));
    expect(await companyNames(db, 'Doomed ')).toEqual(['Doomed C']);
  });

  it('answers each read of a group with its own rows, and fails only the read that fails', async () => {
    for (const name of ['Read A', 'Read B']) {
      await inTransaction(db, (write) => createCompany(write, { name, currency: 'GBP' }));
    }
    const reads = await Promise.allSettled([
      companyNames(db, 'Read A'),
      // Fails as it runs, within the group's transaction: SQLite cannot negate the smallest integer.
      sql`select abs(-9223372036854775807 - 1) as overflow`.execute(db),
      companyNames(db, 'Read B'),
      companyNames(db, 'Read '),
    ]);
    expect(reads.map((read) => (read.status === 'fulfilled' ? read.value : String(read.reason)))).toEqual([
      ['Read A'],
      'SqliteError: integer overflow',
      ['Read B'],
      ['Read A', 'Read B'],
    ]);
  });
});
