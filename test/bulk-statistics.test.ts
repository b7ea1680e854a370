import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, newCompany } from './books.js';
import { printed, runCli } from './cli.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';
import { camtStatement } from './statement-builders.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/*
 * After a bulk write has committed, the planner's statistics of the tables it grew are gathered at
 * once: not an hour later (SQLite's optimize on a timer) nor whenever autovacuum comes (PostgreSQL).
 */

const LINES = 1500;

/**
 * How many rows the store's statistics of `table` count, read on a connection of its own (opening
 * the store would gather them on SQLite): none when it was never analysed.
 */
async function analysedRows(url: string, table: string): Promise<number | undefined> {
  if (testStore === 'sqlite') {
    const file = new BetterSqlite3(url, { readonly: true });
    try {
      const row = file.prepare('select stat from sqlite_stat1 where tbl = ?').get(table) as
        | { stat: string }
        | undefined;
      return row && Number(row.stat.split(' ')[0]);
    } finally {
      file.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Only a manual ANALYZE sets last_analyze; autovacuum sets last_autoanalyze.
    const { rows } = await client.query<{ rows: number }>(
      `select c.reltuples as rows from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.relname = $1 and s.last_analyze is not null`,
      [table],
    );
    return rows[0]?.rows;
  } finally {
    await client.end();
  }
}

let source: TestDatabase;
let t: TestApp;
let api: Api;
let bank: BankAccount;

beforeAll(async () => {
  source = await createTestDatabase();
  t = await buildTestApp({ databaseUrl: source.url });
  api = await newCompany(t);
  bank = await createBank(api);
});
afterAll(async () => {
  await t.close();
  await source.drop();
});

describe('the statistics of the tables a bulk write grew', () => {
  it('are gathered after a statement import of many lines', async () => {
    const entries = Array.from({ length: LINES }, (_, index) => ({
      date: `2026-0${1 + (index % 9)}-${String(1 + (index % 28)).padStart(2, '0')}`,
      amount: `${1 + index}.00`,
      description: `Line ${index}`,
    }));
    const imported = ok<{ linesImported: number }>(
      await api.post(`/bankAccounts/${bank.id}/statementImports?format=camt053`, Buffer.from(camtStatement(entries)), {
        'content-type': 'application/xml',
      }),
    );
    expect(imported.linesImported).toBe(LINES);
    expect(await analysedRows(source.url, 'bank_statement_lines')).toBe(LINES);
  });

  describe('in a books import', () => {
    let target: TestDatabase;

    beforeAll(async () => {
      target = await createTestDatabase();
    });
    afterAll(() => target.drop());

    it('are gathered once the books are in', async () => {
      const companyId = String((await api.get('/company')).json<{ id: number }>().id);
      const books = printed(await runCli(source.url, ['company', 'export', '--id', companyId]));
      printed(await runCli(target.url, ['company', 'import'], books));
      expect(await analysedRows(target.url, 'bank_statement_lines')).toBe(LINES);
    });
  });
});
