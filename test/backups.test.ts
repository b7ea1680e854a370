import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCompanyBooks } from '../src/companies/company-books-service.js';
import type { Database } from '../src/db/database.js';
import { balances, type Client, createClient, type Invoice } from './books.js';
import { failed, runCli, spawnCli, succeeded } from './cli.js';
import { apiClient, buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { findPostgresBin } from './postgres-cluster.js';
import { ok } from './problem.js';
import { call, type RunningServer, startServer, within } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/**
 * A backup taken while a server writes, restored into a new store: the books it holds are those of
 * one moment, whole. On SQLite with `cli backup` and `cli restore`; on PostgreSQL with pg_dump and
 * pg_restore, as docs/backups.md gives them.
 */

const execFileAsync = promisify(execFile);

let folder: string;
let original: TestDatabase;
let originalApp: TestApp;
let tenant: Tenant;
let client: Client;
let server: RunningServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'accounting-backups-'));
  original = await createTestDatabase();
  originalApp = await buildTestApp({ databaseUrl: original.url, moneyFormat: 'plain' });
  tenant = await createTenant(originalApp.db);
  client = await createClient(apiClient(originalApp.app, tenant));
  server = await startServer(original.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await originalApp?.close();
  await original?.drop();
  await rm(folder, { recursive: true, force: true });
});

/** Invoice n is dated n days after 2026-01-01, so that the trial balance on its date counts invoices 1 to n. */
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
const MOST_INVOICES = 360;

/**
 * Creates invoices one after another through the server process, each answered before the next is
 * sent, until stopped: the office at work while the backup runs.
 */
function startInvoicing() {
  let answered = 0;
  let stopping = false;
  const invoicing = (async () => {
    while (!stopping && answered < MOST_INVOICES) {
      const day = dayOf(answered + 1);
      const answer = await call(server.port, 'POST', '/api/v1/invoices', {
        headers: { authorization: tenant.authorization },
        body: {
          clientId: client.id,
          currency: 'GBP',
          issueDate: day,
          dueDate: day,
          invoiceLines: [{ quantity: 1, rate: '100.00', salesTaxCode: 'STANDARD' }],
        },
      });
      expect(answer.status, answer.body).toBe(200);
      answered += 1;
    }
  })();
  return {
    answered: () => answered,
    stop: async () => {
      stopping = true;
      await invoicing;
    },
  };
}

async function untilAnswered(invoicing: ReturnType<typeof startInvoicing>, count: number): Promise<void> {
  await within(30_000, `${count} invoices`, async () => {
    while (invoicing.answered() < count) await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

type BooksDocument = {
  company: Record<string, string | null>;
  users: Record<string, unknown>[];
  tables: Record<string, Record<string, unknown>[]>;
};

/** The company's books as `cli company export` writes them, read through the test's own connections to the store. */
async function exportedBooks(db: Database): Promise<BooksDocument> {
  let text = '';
  await exportCompanyBooks(db, tenant.companyId, async (part) => {
    text += part;
  });
  return JSON.parse(text) as BooksDocument;
}

/** The ids of a table's rows; every row the company's books hold has one. */
const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => BigInt(row.id as string));

/**
 * Compares the books restored with the original's, written to since: every restored row is as the
 * original holds it, and the original's rows missing from the copy are all newer than every row in
 * it (ids are drawn in ascending order, and one write is answered before the next is sent).
 */
function expectEarlierStateOf(restored: BooksDocument, later: BooksDocument): void {
  expect(restored.users).toEqual(later.users);
  const lastRestoredId = Object.values(restored.tables)
    .flatMap(idsOf)
    .reduce((last, id) => (id > last ? id : last), 0n);
  for (const [table, rows] of Object.entries(later.tables)) {
    const restoredRows = restored.tables[table] ?? [];
    const restoredIds = new Set(idsOf(restoredRows));
    expect(restoredRows, table).toEqual(rows.filter((row) => restoredIds.has(BigInt(row.id as string))));
    const newer = idsOf(rows).filter((id) => !restoredIds.has(id));
    expect(
      newer.filter((id) => id <= lastRestoredId),
      table,
    ).toEqual([]);
  }
}

/** Backs the store up while invoices are written; gives the count of invoices answered before the backup began and once it had ended. */
async function backUpWhileInvoicing(backUp: () => Promise<void>): Promise<{ before: number; after: number }> {
  const invoicing = startInvoicing();
  try {
    await untilAnswered(invoicing, 20);
    const before = invoicing.answered();
    await backUp();
    const after = invoicing.answered();
    return { before, after };
  } finally {
    await invoicing.stop();
  }
}

/** The checks of a copy restored into `restoredUrl`, taken while `before` to `after` invoices had been answered. */
async function expectBooksOfOneMoment(restoredUrl: string, { before, after }: { before: number; after: number }) {
  // Writes went on while the backup ran.
  expect(after).toBeGreaterThan(before);
  const restoredApp = await buildTestApp({ databaseUrl: restoredUrl, moneyFormat: 'plain' });
  try {
    const restoredApi = apiClient(restoredApp.app, tenant);
    const originalApi = apiClient(originalApp.app, tenant);
    const invoices = ok<Invoice[]>(await restoredApi.get('/invoices?limit=1000'));
    const held = invoices.length;
    // Every invoice answered before the backup began, and none sent after it ended (one may have
    // been committed as it ended, before its answer arrived).
    expect(held).toBeGreaterThanOrEqual(before);
    expect(held).toBeLessThanOrEqual(after + 1);
    expect(invoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual(
      Array.from({ length: held }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`),
    );

    const restoredBooks = await exportedBooks(restoredApp.db);
    const originalBooks = await exportedBooks(originalApp.db);
    expectEarlierStateOf(restoredBooks, originalBooks);
    expect(restoredBooks.company).toEqual({ ...originalBooks.company, last_invoice_number: String(held) });

    // Each invoice: 1 x 100.00 at the standard rate of 20%: debtors (1200) debited 120.00, VAT
    // (2200) credited 20.00, sales (4000) credited 100.00; `held` invoices, `held` times each.
    const debtors = `${held * 120}.00`;
    const expected = {
      lines: [
        ['1200', 'GBP', debtors, '0.00'],
        ['2200', 'GBP', '0.00', `${held * 20}.00`],
        ['4000', 'GBP', '0.00', `${held * 100}.00`],
      ],
      totals: [{ currency: 'GBP', debit: debtors, credit: debtors }],
    };
    expect(await balances(restoredApi)).toEqual(expected);
    // The original on the date of the last invoice the copy holds: the same.
    expect(await balances(originalApi, dayOf(held))).toEqual(expected);

    // The restored store goes on where the copy stopped: the next number, new ids.
    const next = ok<Invoice>(
      await restoredApi.post('/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-12-31',
        dueDate: '2026-12-31',
        invoiceLines: [{ quantity: 1, rate: '1.00', salesTaxCode: 'STANDARD' }],
      }),
    );
    expect(next.invoiceNumber).toBe(`INV-${String(held + 1).padStart(6, '0')}`);
    expect(next.id).toBeGreaterThan(Math.max(...invoices.map((invoice) => invoice.id)));
  } finally {
    await restoredApp.close();
  }
}

describe.runIf(testStore === 'sqlite')('cli backup and cli restore of a SQLite store', () => {
  const restoredStores: TestDatabase[] = [];
  const newStore = async () => {
    const store = await createTestDatabase();
    restoredStores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of restoredStores) await store.drop();
  });

  let backupFile: string;

  it('copies the store while a server writes to it, and the copy restored holds the books of one moment', async () => {
    backupFile = join(folder, 'backup.sqlite');
    let answer: unknown;
    const counts = await backUpWhileInvoicing(async () => {
      answer = succeeded(await spawnCli(original.url, ['backup', '--out', backupFile]));
    });
    expect(answer).toEqual({
      file: backupFile,
      bytes: (await stat(backupFile)).size,
      schema: expect.stringMatching(/^\d{4}-\d{2}-\d{2}-/),
      companies: 1,
    });

    const restored = await newStore();
    expect(succeeded(await spawnCli(restored.url, ['restore', '--from', backupFile]))).toEqual({
      file: restored.url,
      bytes: (await stat(restored.url)).size,
      schema: (answer as { schema: string }).schema,
      companies: 1,
    });
    await expectBooksOfOneMoment(restored.url, counts);
  }, 60_000);

  it('refuses to restore into a store that a server has open, and restores into it once the server has stopped', async () => {
    const restored = await newStore();
    const emptyServer = await startServer(restored.url);
    try {
      expect(failed(await spawnCli(restored.url, ['restore', '--from', backupFile]))).toBe(
        `${restored.url} is open in another process (a server or the CLI): stop it before restoring into it`,
      );
    } finally {
      await emptyServer.stop();
    }
    // The server made the store and left it holding no company: an empty store.
    expect(succeeded(await runCli(restored.url, ['restore', '--from', backupFile]))).toMatchObject({
      file: restored.url,
      companies: 1,
    });
  }, 60_000);

  it('refuses to restore into a store that holds a company, and leaves it as it was', async () => {
    const restored = await newStore();
    succeeded(await runCli(restored.url, ['company', 'create', '--name', 'Already Here Ltd']));
    const refusal = failed(await runCli(restored.url, ['restore', '--from', backupFile]));
    expect(refusal).toBe(`${restored.url} holds 1 company: a backup is restored only into an empty store`);
    const { companies } = succeeded(await runCli(restored.url, ['company', 'list'])) as { companies: object[] };
    expect(companies).toEqual([expect.objectContaining({ name: 'Already Here Ltd' })]);
  });

  it('refuses to restore a file that is not a backup of the service, or one a later release made', async () => {
    const restored = await newStore();
    const notABackup = join(folder, 'notes.txt');
    await writeFile(notABackup, 'not a database, though long enough to be taken for one '.repeat(100));
    expect(failed(await runCli(restored.url, ['restore', '--from', notABackup]))).toBe(
      `${notABackup} is not a backup of the service: file is not a database`,
    );
    const later = join(folder, 'later.sqlite');
    await copyFile(backupFile, later);
    const copy = new BetterSqlite3(later);
    copy.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('2999-01-01-00-later', 'now');
    copy.close();
    expect(failed(await runCli(restored.url, ['restore', '--from', later]))).toBe(
      `${later} was made by a later release (its schema has 2999-01-01-00-later): restore it with that release`,
    );
    expect(failed(await runCli(restored.url, ['restore', '--from', join(folder, 'missing.sqlite')]))).toBe(
      `${join(folder, 'missing.sqlite')} is not a backup of the service: unable to open database file`,
    );
  });

  it('never overwrites a file with a backup, and says when there is no store to back up', async () => {
    const existing = join(folder, 'existing.sqlite');
    await writeFile(existing, 'yesterday');
    expect(failed(await runCli(original.url, ['backup', '--out', existing]))).toBe(
      `${existing} exists: a backup is written to a new file`,
    );
    expect(await readFile(existing, 'utf8')).toBe('yesterday');
    const missing = join(folder, 'missing', 'books.sqlite');
    expect(failed(await runCli(missing, ['backup', '--out', join(folder, 'none.sqlite')]))).toBe(
      `there is no store at ${missing}`,
    );
  });

  it('says that a store held in memory cannot be backed up or restored (exit 2)', async () => {
    for (const args of [
      ['backup', '--out', join(folder, 'memory.sqlite')],
      ['restore', '--from', backupFile],
    ]) {
      const result = await runCli(':memory:', args);
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderrLines).toEqual([`cli ${args[0]} works on a SQLite file; DATABASE_URL is :memory:`]);
    }
  });
});

describe.runIf(testStore === 'postgres')('backups of a PostgreSQL store', () => {
  let restored: TestDatabase;
  afterAll(() => restored?.drop());

  /** A program of PostgreSQL's, from the installation the tests start their server from, or else from PATH. */
  const postgresProgram = (name: string) => {
    const bin = findPostgresBin();
    return bin !== undefined && existsSync(join(bin, name)) ? join(bin, name) : name;
  };

  it('pg_dump while a server writes and pg_restore into an empty database give the books of one moment', async () => {
    const dump = join(folder, 'books.dump');
    const counts = await backUpWhileInvoicing(async () => {
      await execFileAsync(postgresProgram('pg_dump'), ['--format=custom', `--file=${dump}`, original.url]);
    });
    restored = await createTestDatabase();
    await execFileAsync(postgresProgram('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${restored.url}`,
      dump,
    ]);
    await expectBooksOfOneMoment(restored.url, counts);
  }, 60_000);

  it('says to use pg_dump and pg_restore instead of cli backup and cli restore (exit 2)', async () => {
    for (const [command, option, tool] of [
      ['backup', '--out', 'pg_dump'],
      ['restore', '--from', 'pg_restore'],
    ] as const) {
      const result = await runCli(original.url, [command, option, join(folder, 'unused')]);
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderrLines).toEqual([
        `cli ${command} works on a SQLite file; DATABASE_URL names PostgreSQL: use ${tool} (see docs/backups.md)`,
      ]);
    }
  });
});
