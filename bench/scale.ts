import { statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../src/db/database.js';
import { type LoadPlan, runLoad } from './load.js';
import { type Failures, type Measurement, summarize } from './measurement.js';
import type { BenchOptions } from './options.js';
import { count, duration, failureNote, markdownTable, mebibytes, milliseconds, progress } from './report.js';
import { type Books, dayAfter, type Growth, growBooks, issueDateOf, openBooks, settle } from './seed.js';
import { type ServerProcess, startService } from './servers.js';
import type { BenchDatabase, StoreName } from './stores.js';

/** A call timed at one size: each round's run, and the run of median p50 that stands for them. */
export interface TimedCall {
  call: string;
  measurement: Measurement;
  rounds: Measurement[];
}

/** The measurements of one size of the company. */
export interface ScaleStep {
  invoices: number;
  seedingSeconds: number;
  calls: TimedCall[];
  rssMiB: number;
  peakRssMiB: number;
  /** The most the server held while one client read the whole list of invoices. */
  streamingRssMiB: number;
  databaseMiB: number;
}

/** Fewer calls than this in the timed run (slow calls), and the call is timed this many times instead. */
const MIN_SAMPLES = 5;
const PROGRESS_EVERY_MS = 15_000;
/** How often the server's memory is read while it streams the whole list. */
const MEMORY_SAMPLE_MS = 50;

/** Grows one company through the steps; at each, starts the server on the database and times the reads. */
export async function runScale(
  store: StoreName,
  database: BenchDatabase,
  options: BenchOptions,
  logFile: (step: number) => string,
  onStep: (step: ScaleStep) => void,
): Promise<ScaleStep[]> {
  const growth: Growth = {
    invoicesPerDay: options.invoicesPerDay,
    invoicesPerClient: 50,
    paymentEvery: 4,
    entryEvery: 1000,
    invoicesPerTransaction: 1000,
  };
  const db = await openDatabase({ ...options, databaseUrl: database.url });
  const steps: ScaleStep[] = [];
  try {
    const books = await openBooks(db);
    for (const target of options.scaleSteps) {
      const seedingSeconds = await seed(db, books, target, growth);
      // The WAL folded into the file, as it would be some time after the load: reads start from a clean file.
      if (store === 'sqlite') checkpoint(database.url);
      await settle(db);
      const server = await startService({ ...options, databaseUrl: database.url }, logFile(target));
      try {
        const { calls, streamingRssMiB } = await timeCalls(
          server,
          books,
          growth,
          await idNinetyPercentIn(db, books),
          options,
        );
        const memory = server.memory();
        const databaseMiB = await databaseSize(db, store, database.url);
        const step = {
          invoices: target,
          seedingSeconds,
          calls,
          rssMiB: memory.rssMiB,
          peakRssMiB: memory.peakMiB,
          streamingRssMiB,
          databaseMiB,
        };
        steps.push(step);
        onStep(step);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.destroy();
  }
  return steps;
}

async function seed(db: Database, books: Books, target: number, growth: Growth): Promise<number> {
  const started = Date.now();
  const from = books.invoices;
  let reported = started;
  progress(`seeding from ${count(from)} to ${count(target)} invoices`);
  await growBooks(db, books, target, growth, () => {
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    const seconds = (reported - started) / 1000;
    const rate = (books.invoices - from) / seconds;
    const left = (target - books.invoices) / rate;
    progress(`${count(books.invoices)} invoices, ${count(rate)} a second, about ${duration(left)} to go`);
  });
  const seconds = (Date.now() - started) / 1000;
  progress(`seeded ${count(target)} invoices in ${duration(seconds)}`);
  return seconds;
}

interface ScalePlan {
  call: string;
  path: string;
  /** Timed once: a call that reads the whole company. */
  once?: boolean;
}

/** The id after which the last 10 % of the company's invoices come: where the Link of a page 90 % in points. */
async function idNinetyPercentIn(db: Database, books: Books): Promise<bigint> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('company_id', '=', books.companyId)
    .orderBy('id')
    .offset(Math.floor(books.invoices * 0.9) - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The reads whose cost may grow with the books, on the books as they stand. */
function scalePlans(books: Books, growth: Growth, deepId: bigint): ScalePlan[] {
  const lastDay = issueDateOf(books.invoices - 1, growth);
  const monthStart = `${lastDay.slice(0, 7)}-01`;
  // The last whole month of the books: its opening balance sums up nearly all the postings before it.
  const from = `${dayAfter(monthStart, -1).slice(0, 7)}-01`;
  const to = dayAfter(monthStart, -1);
  const deepOffset = Math.floor(books.invoices * 0.9);
  return [
    // First, on the server as it starts: what streaming the list holds is not mixed with what the loads before left.
    { call: 'GET every invoice, the whole list (once)', path: '/invoices', once: true },
    { call: 'GET one invoice', path: `/invoices/${books.lastInvoiceId}` },
    { call: 'GET a page of 50 invoices, the first', path: '/invoices?limit=50' },
    { call: 'GET a page of 50 invoices, 90% in by the Link (after)', path: `/invoices?limit=50&after=${deepId}` },
    { call: 'GET a page of 50 invoices, 90% in by offset', path: `/invoices?limit=50&offset=${deepOffset}` },
    { call: 'GET a client', path: `/clients/${books.clientId}` },
    { call: 'GET the trial balance', path: `/reports/trialBalance?date=${lastDay}` },
    {
      call: 'GET the trade debtors ledger, one month',
      path: `/accounts/${books.tradeDebtorsAccountId}/ledger?from=${from}&to=${to}`,
    },
    {
      call: 'GET the trade debtors ledger, a page of 50 from that month',
      path: `/accounts/${books.tradeDebtorsAccountId}/ledger?from=${from}&limit=50`,
    },
  ];
}

/**
 * Times each call at one size. The calls are timed in rounds, each round every call once, in turn:
 * a moment when the machine is slow falls on one run of a call, not on all of them, and the run of
 * median p50 stands for the call.
 */
async function timeCalls(server: ServerProcess, books: Books, growth: Growth, deepId: bigint, options: BenchOptions) {
  const calls: TimedCall[] = [];
  const timed: { call: string; plan: LoadPlan; rounds: Measurement[] }[] = [];
  let streamingRssMiB = Number.NaN;
  for (const { call, path, once } of scalePlans(books, growth, deepId)) {
    const plan: LoadPlan = {
      origin: server.origin,
      method: 'GET',
      path: `/api/v1${path}`,
      headers: { authorization: books.authorization },
      seconds: options.scaleSeconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.scaleConnections,
      timeoutSeconds: 600,
    };
    if (!once) {
      timed.push({ call, plan, rounds: [] });
      continue;
    }
    progress(call);
    const whole = await timeWholeRead(plan, server);
    streamingRssMiB = whole.maxRssMiB;
    calls.push({ call, measurement: whole.measurement, rounds: [whole.measurement] });
  }
  for (let round = 1; round <= options.scaleRounds; round++) {
    for (const { call, plan, rounds } of timed) {
      progress(`${call}, round ${round} of ${options.scaleRounds}`);
      rounds.push(await timeCall(plan));
    }
  }
  for (const { call, rounds } of timed) calls.push({ call, measurement: medianRun(rounds), rounds });
  return { calls, streamingRssMiB };
}

async function timeCall(plan: LoadPlan): Promise<Measurement> {
  const measurement = await runLoad(plan);
  if (measurement.count >= MIN_SAMPLES) return measurement;
  // A call slower than the run is long ends unanswered when the run does: time a few in full instead.
  return runLoad({ ...plan, warmupSeconds: 0, connections: 1, amount: MIN_SAMPLES });
}

/** The run whose p50 is the median of the rounds' (the lower of the two middle ones for an even count). */
function medianRun(rounds: Measurement[]): Measurement {
  const byP50 = [...rounds].sort((a, b) => a.p50 - b.p50);
  return byP50[Math.floor((byP50.length - 1) / 2)] as Measurement;
}

/**
 * One call read to its end and thrown away as it comes: a whole list of a large company is longer
 * than a string can be, so the load generator (which keeps each body) cannot take it.
 */
async function timeWholeRead(
  plan: LoadPlan,
  server: ServerProcess,
): Promise<{ measurement: Measurement; maxRssMiB: number }> {
  let maxRssMiB = server.memory().rssMiB;
  const sampler = setInterval(() => {
    maxRssMiB = Math.max(maxRssMiB, server.memory().rssMiB);
  }, MEMORY_SAMPLE_MS);
  const started = performance.now();
  const failures: Failures = { count: 0 };
  const latencies: number[] = [];
  try {
    const response = await fetch(`${plan.origin}${plan.path}`, { headers: plan.headers });
    for await (const _chunk of response.body ?? []) {
      // Read and dropped: only the time to the last byte counts.
    }
    if (response.ok) latencies.push(performance.now() - started);
    else failures.count += 1;
  } catch (error) {
    failures.count += 1;
    failures.first = error instanceof Error ? error.message : String(error);
  } finally {
    clearInterval(sampler);
  }
  return { measurement: summarize(latencies, (performance.now() - started) / 1000, failures), maxRssMiB };
}

async function databaseSize(db: Database, store: StoreName, url: string): Promise<number> {
  if (store === 'postgres') {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(db);
    return Number(rows[0]?.size ?? Number.NaN) / 2 ** 20;
  }
  const size = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  return (size(url) + size(`${url}-wal`)) / 2 ** 20;
}

/** One row per call, one column per size: "p50 / p99" in milliseconds, then memory, size and seeding time. */
export function scaleTable(steps: ScaleStep[]): string {
  const header = ['call (p50 / p99 ms)', ...steps.map((step) => `${count(step.invoices)} invoices`)];
  const calls = steps[0]?.calls.map((entry) => entry.call) ?? [];
  const rows = calls.map((call, index) => [
    call,
    ...steps.map((step) => {
      const measurement = step.calls[index]?.measurement;
      return measurement ? `${milliseconds(measurement.p50)} / ${milliseconds(measurement.p99)}` : '–';
    }),
  ]);
  rows.push(
    [
      'server RSS after the calls (peak)',
      ...steps.map((step) => `${mebibytes(step.rssMiB)} (${mebibytes(step.peakRssMiB)})`),
    ],
    [
      'server RSS while one client reads every invoice, the first call (most)',
      ...steps.map((step) => mebibytes(step.streamingRssMiB)),
    ],
    ['database size', ...steps.map((step) => mebibytes(step.databaseMiB))],
    ['seeding time (from the previous size)', ...steps.map((step) => duration(step.seedingSeconds))],
  );
  const notes = steps.flatMap((step) =>
    step.calls.flatMap(({ call, rounds }) =>
      rounds.flatMap((round) => failureNote(`${count(step.invoices)}, ${call}`, round) ?? []),
    ),
  );
  return [markdownTable(header, rows), ...notes].join('\n');
}

/** The calls of one size with their request counts and every round's p50, printed as soon as the size is measured. */
export function stepTable(step: ScaleStep): string {
  const rows = step.calls.map(({ call, measurement, rounds }) => [
    call,
    count(measurement.count),
    milliseconds(measurement.p50),
    milliseconds(measurement.p99),
    rounds.map((round) => milliseconds(round.p50)).join(', '),
  ]);
  return markdownTable(['call', 'calls timed', 'p50 ms', 'p99 ms', 'p50 of each round, ms'], rows);
}

/** Folds the WAL into the file, from a connection of its own: the store runs every write in a group transaction, where SQLite cannot checkpoint. */
function checkpoint(path: string): void {
  const connection = new BetterSqlite3(path);
  try {
    connection.pragma('wal_checkpoint(truncate)');
  } finally {
    connection.close();
  }
}
