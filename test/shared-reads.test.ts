import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether } from '../src/db/database.js';
import type { Invoice } from '../src/invoices/invoice-schemas.js';
import {
  type Api,
  apiClient,
  buildTestApp,
  createTenant,
  holdWriteLock,
  recordedApp,
  type TestApp,
  untilKeyRemembered,
} from './helpers.js';
import { ok, unique } from './problem.js';
import { within } from './processes.js';
import { testStore } from './store.js';

/**
 * Reads of a few rows outside a transaction (`readTogether`): on PostgreSQL they share one
 * connection of the process, sent together with whatever other reads are in flight.
 */

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db));
});

afterAll(async () => {
  await t?.close();
});

const postgres = testStore === 'postgres';
const compiled = (query: ReturnType<typeof sql>) => query.compile(t.db);

describe(`reads of a few rows outside a transaction, on ${testStore}`, () => {
  it('answer each of many sent in the same moment with its own document and lines', async () => {
    const clientName = unique('Reader');
    ok(await api.post('/clients', { name: clientName }));
    // Invoice n is one line of n pounds and n pence, zero-rated: its total is that amount.
    const amounts = Array.from({ length: 12 }, (_, index) => `${index + 1}.${String(index + 1).padStart(2, '0')}`);
    const ids: Invoice['id'][] = [];
    for (const rate of amounts) {
      const invoice = ok<Invoice>(
        await api.post('/invoices', {
          clientName,
          currency: 'GBP',
          issueDate: '2026-03-01',
          dueDate: '2026-03-31',
          invoiceLines: [{ quantity: 1, rate, salesTaxCode: 'ZERO', description: `Line of ${rate}` }],
        }),
      );
      ids.push(invoice.id);
    }
    const asked = [...ids, ...ids.toReversed(), ...ids];
    const answers = await Promise.all(asked.map((id) => api.get(`/invoices/${id}`)));
    const expected = (id: Invoice['id']) => amounts[ids.indexOf(id)];
    const seen = answers.map((answer) => ok<Invoice>(answer));
    expect(seen.map((invoice) => [invoice.id, invoice.totalAmount, invoice.invoiceLines[0]?.description])).toEqual(
      asked.map((id) => [id, expected(id), `Line of ${expected(id)}`]),
    );
  });

  it.runIf(postgres)('run once more, on a new connection, when the server ends theirs', async () => {
    await sql`create sequence reads_attempted`.execute(t.db);
    // The first attempt ends its own connection; the second answers.
    const [rows] = await readTogether(t.db, [
      compiled(sql`select case when nextval('reads_attempted') = 1
        then pg_terminate_backend(pg_backend_pid()) end as ended, pg_backend_pid() as pid`),
    ]);
    expect(rows).toEqual([{ ended: null, pid: expect.any(Number) }]);
    const [after] = await readTogether(t.db, [compiled(sql`select nextval('reads_attempted') as attempts`)]);
    expect(after).toEqual([{ attempts: 3n }]);
  });

  it.runIf(postgres)('fail, without another attempt, when their statement is wrong', async () => {
    await sql`create sequence wrong_reads_attempted`.execute(t.db);
    await expect(
      readTogether(t.db, [compiled(sql`select nextval('wrong_reads_attempted') / 0 as never`)]),
    ).rejects.toThrow(/division by zero/);
    const [after] = await readTogether(t.db, [compiled(sql`select nextval('wrong_reads_attempted') as attempts`)]);
    expect(after).toEqual([{ attempts: 2n }]);
  });

  it.runIf(postgres)('answer each of several sent in the same moment on its own when one of them fails', async () => {
    const reads = await Promise.allSettled([
      readTogether(t.db, [compiled(sql`select 1 as first`)]),
      readTogether(t.db, [compiled(sql`select 1 / 0 as never`)]),
      readTogether(t.db, [compiled(sql`select 3 as third`)]),
    ]);
    expect(reads.map((read) => (read.status === 'fulfilled' ? read.value : String(read.reason)))).toEqual([
      [[{ first: 1 }]],
      'error: division by zero',
      [[{ third: 3 }]],
    ]);
  });

  it.runIf(postgres)('read several statements in one read-only transaction of one snapshot', async () => {
    const statement = compiled(
      sql`select now()::text as started, current_setting('transaction_read_only') as read_only,
        current_setting('transaction_isolation') as isolation`,
    );
    const [first, second] = await readTogether(t.db, [statement, statement]);
    expect(first).toEqual([{ started: expect.any(String), read_only: 'on', isolation: 'repeatable read' }]);
    expect(second).toEqual(first);
  });

  it.runIf(postgres)('leave no transaction open when one of several statements fails', async () => {
    await expect(
      readTogether(t.db, [compiled(sql`select 1 / 0 as never`), compiled(sql`select 1 as one`)]),
    ).rejects.toThrow(/division by zero/);
    const [rows] = await readTogether(t.db, [compiled(sql`select now() = statement_timestamp() as alone`)]);
    expect(rows).toEqual([{ alone: true }]);
  });
});

describe(`reads of a few rows recorded for a test, on ${testStore}`, () => {
  it('run as unrecorded ones do, outside the pool: one is answered while a write holds its only connection', async () => {
    const { opened, recording, app, close } = await recordedApp({ databasePoolSize: 1 });
    try {
      const recordedApi = apiClient(app, await createTenant(opened.db));
      const clientName = unique('Recorded');
      ok(await recordedApi.post('/clients', { name: clientName }));
      const invoice = ok<Invoice>(
        await recordedApi.post('/invoices', {
          clientName,
          currency: 'GBP',
          issueDate: '2026-03-01',
          dueDate: '2026-03-31',
          invoiceLines: [{ quantity: 1, rate: '10.00', salesTaxCode: 'ZERO' }],
        }),
      );
      const read = () => recordedApi.get(`/invoices/${invoice.id}`);
      await untilKeyRemembered(read, recording.queries);
      const write = holdWriteLock(opened.db, (trx) => sql`select 1`.execute(trx));
      await write.ready;
      try {
        recording.queries.length = 0;
        expect(ok<Invoice>(await within(5_000, 'the read of an invoice', read)).id).toBe(invoice.id);
        expect(recording.queries.some((query) => query.includes('from "invoices"'))).toBe(true);
      } finally {
        write.release();
      }
    } finally {
      await close();
    }
  });
});
