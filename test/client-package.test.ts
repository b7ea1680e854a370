import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { createTenant, testConfig } from './helpers.js';
import { call, REPO_ROOT, type RunningServer, startServer } from './processes.js';
import { createTestDatabase, type TestDatabase, testStore } from './store.js';

/*
 * The typed client as its users get it: packed by npm from client/, installed from the tarball into
 * a plain JavaScript project and a plain TypeScript project, and run by plain node against a server.
 * Its one dependency, openapi-fetch, is installed from this repository's node_modules: no registry.
 * The package is the same whatever the store, so this runs on SQLite only.
 */

const execFileAsync = promisify(execFile);

/** Runs a program to its end; when it fails, the error tells what it printed. */
async function run(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  try {
    return await execFileAsync(file, args, { ...options, encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${[file, ...args].join(' ')} failed:\n${stdout}${stderr}`.trimEnd());
  }
}

const CLIENT_FOLDER = join(REPO_ROOT, 'client');
const TSC = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

/** What each project prints: the first page of two invoices, and the paging the answer's headers tell. */
const LIST_INVOICES_TS = `
import { createClient, type paths } from '@accounting-service/client';

type InvoicePage = paths['/api/v1/invoices']['get']['responses'][200];

const api = createClient({
  baseUrl: process.env.ACCOUNTING_URL ?? '',
  username: process.env.ACCOUNTING_USERNAME ?? '',
  apiKey: process.env.ACCOUNTING_KEY ?? '',
});
const { data, response } = await api.GET('/api/v1/invoices', { params: { query: { limit: 2 } } });
if (data === undefined) throw new Error(\`GET /api/v1/invoices answered \${response.status}\`);
const total: InvoicePage['headers']['X-Total-Count'] = Number(response.headers.get('X-Total-Count'));
const next: InvoicePage['headers']['Link'] = response.headers.get('Link') ?? undefined;
const numbers = data.map((invoice) => invoice.invoiceNumber);
console.log(JSON.stringify({ numbers, total, pages: Math.ceil(total / data.length), next }));
`;

const LIST_INVOICES_JS = `
import { createClient } from '@accounting-service/client';

const api = createClient({
  baseUrl: process.env.ACCOUNTING_URL,
  username: process.env.ACCOUNTING_USERNAME,
  apiKey: process.env.ACCOUNTING_KEY,
});
const { data, response } = await api.GET('/api/v1/invoices', { params: { query: { limit: 2 } } });
const total = Number(response.headers.get('X-Total-Count'));
const numbers = data.map((invoice) => invoice.invoiceNumber);
console.log(JSON.stringify({ numbers, total, pages: Math.ceil(total / data.length), next: response.headers.get('Link') }));
`;

// Node 20.19 and later require() an ES module: a CommonJS project loads the package as it is.
const REQUIRE_CLIENT_CJS = `
const { createClient } = require('@accounting-service/client');
console.log(typeof createClient);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    module: 'NodeNext',
    strict: true,
    outDir: 'dist',
    // Node's types, for process.env and fetch, as @types/node gives them to a project of its own.
    typeRoots: [join(REPO_ROOT, 'node_modules/@types')],
    types: ['node'],
  },
  include: ['main.ts'],
};

let database: TestDatabase;
let server: RunningServer;
let scratch: string;
let tarball: string;
let packedFiles: string[];
let serverEnv: NodeJS.ProcessEnv;
let expected: { numbers: string[]; total: number; pages: number; next: string };

beforeAll(async () => {
  if (testStore !== 'sqlite') return;
  database = await createTestDatabase();
  const db = await openDatabase(testConfig({ databaseUrl: database.url }));
  const tenant = await createTenant(db).finally(() => db.destroy());
  server = await startServer(database.url);
  serverEnv = {
    ACCOUNTING_URL: `http://127.0.0.1:${server.port}`,
    ACCOUNTING_USERNAME: tenant.username,
    ACCOUNTING_KEY: tenant.apiKey,
  };
  const ids = await createInvoices(tenant.authorization, 3);
  expected = {
    numbers: ['INV-000001', 'INV-000002'],
    total: 3,
    pages: 2,
    next: `</api/v1/invoices?limit=2&after=${ids[1]}>; rel="next"`,
  };

  scratch = await mkdtemp(join(tmpdir(), 'client-package-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: CLIENT_FOLDER });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(scratch, packed?.filename ?? '');
  packedFiles = packed?.files.map((file) => file.path) ?? [];
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function createInvoices(authorization: string, count: number): Promise<number[]> {
  const post = async (path: string, body: unknown) => {
    const answer = await call(server.port, 'POST', `/api/v1${path}`, { headers: { authorization }, body });
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { id: number }).id;
  };
  const clientId = await post('/clients', { name: 'Packaged Client Ltd' });
  const ids: number[] = [];
  for (let made = 0; made < count; made++) {
    ids.push(
      await post('/invoices', {
        clientId,
        currency: 'GBP',
        issueDate: '2026-06-01',
        dueDate: '2026-06-30',
        invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
      }),
    );
  }
  return ids;
}

/** A new project folder with these files and the packed client installed, as npm installs it, offline. */
async function project(name: string, files: Record<string, string>): Promise<string> {
  const folder = join(scratch, name);
  await mkdir(folder);
  await writeFile(join(folder, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
  const openapiFetch = join(REPO_ROOT, 'node_modules/openapi-fetch');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', openapiFetch, tarball], { cwd: folder });
  return folder;
}

const node = (folder: string, file: string) =>
  run(process.execPath, [file], { cwd: folder, env: { ...process.env, ...serverEnv } });

describe.runIf(testStore === 'sqlite')('the client package, packed by npm', () => {
  it('holds the built JavaScript, its type declarations and the README, and no source', () => {
    expect(packedFiles.sort()).toEqual([
      'README.md',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/schema.d.ts',
      'dist/schema.js',
      'package.json',
    ]);
  });

  it('runs under plain node in a JavaScript project, imported or required, and lists a page of invoices', async () => {
    const folder = await project('js-project', { 'main.js': LIST_INVOICES_JS, 'require.cjs': REQUIRE_CLIENT_CJS });
    const listed = await node(folder, 'main.js');
    expect(JSON.parse(listed.stdout)).toEqual(expected);
    expect((await node(folder, 'require.cjs')).stdout).toBe('function\n');
  }, 60_000);

  it('typechecks in a TypeScript project, X-Total-Count a number, and runs under plain node once compiled by tsc', async () => {
    const folder = await project('ts-project', {
      'main.ts': LIST_INVOICES_TS,
      'tsconfig.json': JSON.stringify(TSCONFIG),
    });
    await run(process.execPath, [TSC, '-p', folder]);
    const listed = await node(folder, 'dist/main.js');
    expect(JSON.parse(listed.stdout)).toEqual(expected);
  }, 60_000);
});
