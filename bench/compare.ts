import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashApiKey } from '../src/auth/api-keys.js';
import { openDatabase } from '../src/db/database.js';
import type { RawFixture } from './baselines/raw-books.js';
import { rawPostgres } from './baselines/raw-postgres.js';
import { rawSqlite } from './baselines/raw-sqlite.js';
import { checkPlan, type LoadPlan, runLoad } from './load.js';
import { type Measurement, timeLoop } from './measurement.js';
import type { BenchOptions } from './options.js';
import { count, failureNote, markdownTable, milliseconds, progress, ratio } from './report.js';
import { type Books, clientPaymentInput, type Growth, growBooks, invoiceInput, openBooks, settle } from './seed.js';
import { type ServerProcess, startScript, startService } from './servers.js';
import type { BenchDatabase, StoreName } from './stores.js';

export interface Comparison {
  call: string;
  service: Measurement;
  baseline: { name: string; measurement: Measurement };
}

/** One client with every invoice, so that any of them can be paid by the payments' one body. */
const GROWTH: Growth = {
  invoicesPerDay: 20,
  invoicesPerClient: Number.MAX_SAFE_INTEGER,
  paymentEvery: 4,
  entryEvery: 100,
  invoicesPerTransaction: 500,
};

/** The same books on a new database: the service's, or the one the raw driver writes to. */
async function seededBooks(url: string, options: BenchOptions): Promise<{ books: Books; invoiceIds: bigint[] }> {
  const db = await openDatabase({ ...options, databaseUrl: url });
  try {
    const books = await openBooks(db);
    const invoiceIds = await growBooks(db, books, options.invoices, GROWTH);
    await settle(db);
    return { books, invoiceIds };
  } finally {
    await db.destroy();
  }
}

function plans(books: Books, invoiceIds: bigint[], options: BenchOptions) {
  const base = {
    headers: { authorization: books.authorization },
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    connections: options.connections,
  };
  const get = (path: string): Omit<LoadPlan, 'origin'> => ({ ...base, method: 'GET', path: `/api/v1${path}` });
  const post = (path: string, body: string, picks?: string[]): Omit<LoadPlan, 'origin'> => ({
    ...base,
    method: 'POST',
    path: `/api/v1${path}`,
    headers: { ...base.headers, 'content-type': 'application/json' },
    body,
    ...(picks ? { picks } : {}),
  });
  const invoiceBody = JSON.stringify(invoiceInput(books.clientId, '2026-11-01', 'PO-{{n}}'));
  const paymentBody = JSON.stringify(clientPaymentInput(books, '{{pick}}', '0.01', '2026-11-15'));
  return {
    reads: [
      { call: 'GET one invoice (3 lines)', plan: get(`/invoices/${invoiceIds[0]}`) },
      { call: 'GET a page of 50 invoices', plan: get('/invoices?limit=50') },
      { call: 'GET the trial balance', plan: get('/reports/trialBalance?date=2026-12-31') },
    ],
    invoice: { call: 'POST an invoice (3 lines)', plan: post('/invoices', invoiceBody) },
    payment: {
      call: 'POST a client payment',
      // Paid in turn, a penny at a time: no invoice runs out, nor piles up thousands of payments.
      plan: post('/clientPayments', paymentBody.replace('"{{pick}}"', '{{pick}}'), invoiceIds.map(String)),
    },
  };
}

/**
 * Each read of the service against bare Fastify answering the same bodies: what the service adds
 * to HTTP, authentication and JSON. The bodies are the service's own answers, taken first.
 */
async function compareReads(
  service: ServerProcess,
  reads: { call: string; plan: Omit<LoadPlan, 'origin'> }[],
  books: Books,
  options: BenchOptions,
  logPrefix: string,
): Promise<Comparison[]> {
  const answers: Record<string, unknown> = {};
  for (const { plan } of reads) {
    answers[plan.path.split('?')[0] as string] = JSON.parse(await checkPlan({ ...plan, origin: service.origin }));
  }
  const answersFile = `${logPrefix}-answers.json`;
  writeFileSync(answersFile, JSON.stringify(answers));
  const bare = await startScript('bench/baselines/bare-fastify.ts', `${logPrefix}-bare-fastify.log`, {
    LOG_LEVEL: options.logLevel,
    BENCH_USERNAME: books.username,
    BENCH_API_KEY_HASH: hashApiKey(books.apiKey),
    BENCH_ANSWERS: answersFile,
  });
  try {
    const comparisons: Comparison[] = [];
    for (const { call, plan } of reads) {
      progress(`${call}: the service, then bare Fastify`);
      const measurement = await runLoad({ ...plan, origin: service.origin });
      const baseline = await runLoad({ ...plan, origin: bare.origin });
      comparisons.push({ call, service: measurement, baseline: { name: 'bare Fastify', measurement: baseline } });
    }
    return comparisons;
  } finally {
    await bare.stop();
  }
}

/** Measures the five calls on one store, each against its baseline. */
export async function compareStore(
  store: StoreName,
  databases: { service: BenchDatabase; raw: BenchDatabase },
  options: BenchOptions,
  folder: string,
): Promise<Comparison[]> {
  progress(`${store}: writing ${count(options.invoices)} invoices to each of two databases`);
  const { books, invoiceIds } = await seededBooks(databases.service.url, options);
  const raw = await seededBooks(databases.raw.url, options);
  const { reads, invoice, payment } = plans(books, invoiceIds, options);
  const logPrefix = join(folder, store);
  const service = await startService({ ...options, databaseUrl: databases.service.url }, `${logPrefix}-service.log`);
  let comparisons: Comparison[];
  const writes: Measurement[] = [];
  const answers: string[] = [];
  try {
    comparisons = await compareReads(service, reads, books, options, logPrefix);
    for (const { call, plan } of [invoice, payment]) {
      progress(`${call}: the service`);
      answers.push(await checkPlan({ ...plan, origin: service.origin }));
      writes.push(await runLoad({ ...plan, origin: service.origin }));
    }
  } finally {
    await service.stop();
  }
  const baselines = await rawDriverRuns(
    store,
    databases.raw.url,
    { ...raw.books, invoiceIds: raw.invoiceIds, invoiceAnswer: answers[0] ?? '', paymentAnswer: answers[1] ?? '' },
    options,
  );
  return [
    ...comparisons,
    { call: invoice.call, service: writes[0] as Measurement, baseline: baselines.invoice },
    { call: payment.call, service: writes[1] as Measurement, baseline: baselines.payment },
  ];
}

/** The two writes done by hand on the store's driver, on a database seeded like the service's. */
async function rawDriverRuns(store: StoreName, url: string, fixture: RawFixture, options: BenchOptions) {
  const driver =
    store === 'sqlite'
      ? rawSqlite(url, options.sqliteSynchronous, fixture)
      : await rawPostgres(url, options.databasePoolSize, fixture);
  // better-sqlite3 is synchronous, one transaction at a time; pg runs as many as the load has connections.
  const loop = { ...options, concurrency: store === 'sqlite' ? 1 : options.connections };
  const name = store === 'sqlite' ? 'raw better-sqlite3' : 'raw pg';
  try {
    progress(`the create-invoice transaction: ${name}`);
    const invoice = await timeLoop(driver.createInvoice, loop);
    progress(`the client-payment transaction: ${name}`);
    const payment = await timeLoop(driver.createPayment, loop);
    return { invoice: { name, measurement: invoice }, payment: { name, measurement: payment } };
  } finally {
    await driver.close();
  }
}

export function comparisonTable(results: { store: StoreName; comparisons: Comparison[] }[]): string {
  const rows = results.flatMap(({ store, comparisons }) =>
    comparisons.map(({ call, service, baseline }) => [
      store === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      call,
      count(service.perSecond),
      milliseconds(service.p50),
      milliseconds(service.p99),
      baseline.name,
      count(baseline.measurement.perSecond),
      milliseconds(baseline.measurement.p50),
      milliseconds(baseline.measurement.p99),
      ratio(service.perSecond / baseline.measurement.perSecond),
    ]),
  );
  const header = [
    'store',
    'call',
    'req/s',
    'p50 ms',
    'p99 ms',
    'baseline',
    'req/s',
    'p50 ms',
    'p99 ms',
    'service ÷ baseline',
  ];
  const notes = results.flatMap(({ store, comparisons }) =>
    comparisons.flatMap(({ call, service, baseline }) =>
      [
        failureNote(`${store}, ${call}`, service),
        failureNote(`${store}, ${call}, ${baseline.name}`, baseline.measurement),
      ].filter((note) => note !== undefined),
    ),
  );
  return [markdownTable(header, rows), ...notes].join('\n');
}
