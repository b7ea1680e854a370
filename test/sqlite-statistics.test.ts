import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { createClient } from './books.js';
import { apiClient, createTenant, testConfig } from './helpers.js';
import { ok } from './problem.js';
import { testStore } from './store.js';

/**
 * The planner's statistics on a SQLite file: gathered when the store opens, as averages per index
 * only. Samples (`sqlite_stat4`) would make SQLite prepare a lookup of a document's lines again on
 * every run.
 */
describe.runIf(testStore === 'sqlite')('statistics of a SQLite file', () => {
  let folder: string;
  let path: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sqlite-statistics-'));
    path = join(folder, 'books.sqlite');
    const config = testConfig({ databaseUrl: path });
    const db = await openDatabase(config);
    const app = await buildApp(config, db);
    const api = apiClient(app, await createTenant(db));
    const client = await createClient(api, 'Statistics Ltd');
    for (let index = 0; index < 40; index += 1) {
      ok(
        await api.post('/invoices', {
          clientId: client.id,
          currency: 'GBP',
          issueDate: '2026-11-02',
          dueDate: '2026-12-02',
          invoiceLines: [1, 2].map((quantity) => ({ quantity, rate: '10.00', salesTaxCode: 'STANDARD' })),
        }),
      );
    }
    await app.close();
    await db.destroy();
    // Opening the file again gathers the statistics of the tables that grew.
    await (await openDatabase(config)).destroy();
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const read = (query: string) => {
    const file = new BetterSqlite3(path, { readonly: true });
    try {
      return file.prepare(query).all();
    } finally {
      file.close();
    }
  };

  it('holds the averages of the indexes of the tables written', () => {
    const indexes = read("select idx from sqlite_stat1 where tbl = 'invoice_lines' order by idx");
    expect(indexes).toContainEqual({ idx: 'invoice_lines_document_id_ordered' });
  });

  it('holds no samples', () => {
    expect(read('select count(*) as samples from sqlite_stat4')).toEqual([{ samples: 0 }]);
  });
});
