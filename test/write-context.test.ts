import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { inTransaction, type Write } from '../src/db/write.js';
import { journalEntryService } from '../src/journal-entries/journal-entry-service.js';
import { type Api, apiClient, buildTestApp, createTenant, type Tenant } from './helpers.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/**
 * What a write accumulates (the ids it drew, the moves it holds to its end) is its own: made by
 * inTransaction, handed to what the write calls, written before its commit, and gone with it when
 * it fails.
 */
describe(`the context of a write, on ${testStore}`, () => {
  let close: () => Promise<void>;
  let db: Database;
  let tenant: Tenant;
  let api: Api;

  beforeAll(async () => {
    const built = await buildTestApp();
    close = built.close;
    db = built.db;
    tenant = await createTenant(db);
    api = apiClient(built.app, tenant);
  });

  afterAll(() => close());

  const takings = (write: Write, amount: string) =>
    journalEntryService.create(write, tenant.companyId, {
      reason: 'Takings',
      date: '2026-06-01',
      manualJournalEntryLines: [
        { accountCode: '1000', debitAmountValue: amount },
        { accountCode: '4100', creditAmountValue: amount },
      ],
    });

  const salesCredit = async () => {
    const report = ok<{ lines: { code: string; credit: string }[] }>(
      await api.get('/reports/trialBalance?date=2026-12-31'),
    );
    return report.lines.find((line) => line.code === '4100')?.credit ?? '0.00';
  };

  it('draws ids of its own: no write hands out ids that another drew, even one that failed', async () => {
    const refused = inTransaction(db, async (write) => {
      await write.newId();
      throw new Error('refused after drawing');
    });
    await expect(refused).rejects.toThrow('refused after drawing');
    const drawn = await Promise.all(
      [1, 2, 3].map((count) =>
        // More than a write draws at once: it draws again, past what the others drew.
        inTransaction(db, async (write) => [...(await write.newIds(count)), ...(await write.newIds(20))]),
      ),
    );
    const all = drawn.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('writes the moves it holds before it commits, and none of a write that failed', async () => {
    const before = await salesCredit();
    const writes = await Promise.allSettled([
      inTransaction(db, (write) => takings(write, '30.00')),
      inTransaction(db, async (write) => {
        await takings(write, '700.00');
        throw new Error('refused after posting');
      }),
    ]);
    expect(writes.map((write) => write.status)).toEqual(['fulfilled', 'rejected']);
    // Only the 30.00 of the write that committed reached the balances.
    expect(before).toBe('0.00');
    expect(await salesCredit()).toBe('30.00');
    const entries = ok<unknown[]>(await api.get('/manualJournalEntries'));
    expect(entries).toHaveLength(1);
  });

  it('runs a write called inside another in the caller’s write, and refuses a bare transaction', async () => {
    const nested = await inTransaction(db, async (outer) => {
      const inner = await inTransaction(outer, async (write) => write);
      return inner === outer;
    });
    expect(nested).toBe(true);
    await expect(db.transaction().execute((trx) => inTransaction(trx, async () => 'ran'))).rejects.toThrow(
      /given its Write/,
    );
  });
});
