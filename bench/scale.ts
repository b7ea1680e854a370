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
  /** For a list: how many records it lets through (its X-Total-Count). */
  matches?: number;
}

/** The measurements of one size of the company. */
export interface ScaleStep {
  invoices: number;
  seedingSeconds: number;
  calls: TimedCall[];
  /** The calls left out, and why (see tryPlan). */
  leftOut: string[];
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
    // Five clients a day: most pay within two days, one in ten after sixty (overdue from the thirtieth).
    // A bill for every ten invoices, from twenty suppliers: most paid within two days, one in ten after sixty.
    settling: {
      clients: { after: 10, lateEvery: 10, lateAfter: 300 },
      billEvery: 10,
      suppliers: 20,
      bills: { after: 50, lateEvery: 10, lateAfter: 1500 },
    },
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
        const marks = { deep: await invoiceAt(db, books, 0.9), recent: await invoiceAt(db, books, 0.99) };
        const plans = scalePlans(books, growth, marks);
        const { calls, leftOut, streamingRssMiB } = await timeCalls(server, books.authorization, plans, options);
        const memory = server.memory();
        const databaseMiB = await databaseSize(db, store, database.url);
        const step = {
          invoices: target,
          seedingSeconds,
          calls,
          leftOut,
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
  /** Timed on the page that the Link of `path` points to, rather than on `path`. */
  followNext?: boolean;
}

/** An invoice `share` of the way through the company's, by id: where a page that far in starts, and when it last changed. */
async function invoiceAt(db: Database, books: Books, share: number): Promise<{ id: bigint; updatedAt: string }> {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'updated_at'])
    .where('company_id', '=', books.companyId)
    .orderBy('id')
    .offset(Math.floor(books.invoices * share) - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: row.id, updatedAt: row.updated_at };
}

/** The reads whose cost may grow with the books, on the books as they stand. */
function scalePlans(books: Books, growth: Growth, marks: { deep: { id: bigint }; recent: { updatedAt: string } }) {
  const lastDay = issueDateOf(books.invoices - 1, growth);
  const monthStart = `${lastDay.slice(0, 7)}-01`;
  // The last whole month of the books: its opening balance sums up nearly all the postings before it.
  const from = `${dayAfter(monthStart, -1).slice(0, 7)}-01`;
  const to = dayAfter(monthStart, -1);
  const deepOffset = Math.floor(books.invoices * 0.9);
  const middleDay = issueDateOf(Math.floor(books.invoices / 2), growth);
  const page = (filter: string) => `/invoices?limit=50&${filter}`;
  return [
    // First, on the server as it starts: what streaming the list holds is not mixed with what the loads before left.
    { call: 'GET every invoice, the whole list (once)', path: '/invoices', once: true },
    { call: 'GET one invoice', path: `/invoices/${books.lastInvoiceId}` },
    { call: 'GET a page of 50 invoices, the first', path: '/invoices?limit=50' },
    { call: 'GET a page of 50 invoices, 90% in by the Link (after)', path: page(`after=${marks.deep.id}`) },
    { call: 'GET a page of 50 invoices, 90% in by offset', path: page(`offset=${deepOffset}`) },
    ...filteredPlans(books, page, { lastDay, middleDay, updatedSince: marks.recent.updatedAt }),
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
    ...agedPlans(middleDay),
  ];
}

/**
 * The pages an integrator filters and sorts. The books have one currency, so no currency filter: it
 * would pick every invoice or none. A sort the server does not know yet (it answers 400) is left out
 * of the run with a note, so that the same bench runs before and after the sorts come.
 */
function filteredPlans(
  books: Books,
  page: (filter: string) => string,
  days: { lastDay: string; middleDay: string; updatedSince: string },
): ScalePlan[] {
  const client = `clientId=${books.clientId}`;
  const sorts = ['dueDate', '-totalAmount', 'outstandingAmount'];
  return [
    { call: 'GET a page of 50 invoices of one client', path: page(client) },
    { call: 'GET a page of 50 invoices, status=open', path: page('status=open') },
    {
      call: 'GET a page of 50 invoices, status=overdue on the last day',
      path: page(`status=overdue&asOf=${days.lastDay}`),
    },
    { call: 'GET a page of 50 invoices of one client, status=open', path: page(`${client}&status=open`) },
    {
      call: 'GET a page of 50 invoices, due in a week halfway through',
      path: page(`dueDateFrom=${dayAfter(days.middleDay, 30)}&dueDateTo=${dayAfter(days.middleDay, 36)}`),
    },
    {
      call: 'GET a page of 50 invoices, updatedSince the last 1%',
      path: page(`updatedSince=${encodeURIComponent(days.updatedSince)}`),
    },
    ...sorts.flatMap((sort) => [
      { call: `GET a page of 50 invoices, sort=${sort}`, path: page(`sort=${sort}`) },
      {
        call: `GET a page of 50 invoices, sort=${sort}, the next by the Link`,
        path: page(`sort=${sort}`),
        followNext: true,
      },
    ]),
  ];
}

/** The aged balances today (what is open now) and on a day halfway through the books (what was open then). */
function agedPlans(middleDay: string): ScalePlan[] {
  return (['Receivables', 'Payables'] as const).flatMap((side) => [
    { call: `GET the aged ${side.toLowerCase()}, today`, path: `/reports/aged${side}` },
    { call: `GET the aged ${side.toLowerCase()}, halfway through`, path: `/reports/aged${side}?date=${middleDay}` },
  ]);
}

/**
 * The plan's call asked once first. Why it is left out: the server refused it with a 400 (a
 * parameter it does not know yet), or gave no Link where the plan follows one. Else the path to
 * time (for `followNext`, where the Link points) and how many records a list lets through.
 */
async function tryPlan(
  plan: LoadPlan,
  followNext: boolean,
): Promise<{ refused: string } | { path: string; matches: number | undefined }> {
  const response = await fetch(`${plan.origin}${plan.path}`, { headers: plan.headers });
  const text = await response.text();
  if (response.status === 400) return { refused: `${plan.path} answers 400 (${problemsOf(text)})` };
  const total = response.headers.get('x-total-count');
  const matches = total === null ? undefined : Number(total);
  if (!followNext) return { path: plan.path, matches };
  const next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  if (next === undefined) return { refused: `${plan.path} answers no Link to a next page` };
  return { path: next, matches };
}

/** What a 400 answer says is wrong with each parameter it names. */
function problemsOf(body: string): string {
  const { errors } = JSON.parse(body) as { errors?: { path: string; message: string }[] };
  return (errors ?? []).map(({ path, message }) => `${path} ${message}`).join('; ');
}

/**
 * Times each call at one size. The calls are timed in rounds, each round every call once, in turn:
 * a moment when the machine is slow falls on one run of a call, not on all of them, and the run of
 * median p50 stands for the call.
 */
async function timeCalls(server: ServerProcess, authorization: string, plans: ScalePlan[], options: BenchOptions) {
  const calls: TimedCall[] = [];
  const timed: { call: string; plan: LoadPlan; rounds: Measurement[]; matches: number | undefined }[] = [];
  const leftOut: string[] = [];
  let streamingRssMiB = Number.NaN;
  for (const { call, path, once, followNext } of plans) {
    const plan: LoadPlan = {
      origin: server.origin,
      method: 'GET',
      path: `/api/v1${path}`,
      headers: { authorization },
      seconds: options.scaleSeconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.scaleConnections,
      timeoutSeconds: 600,
    };
    if (!once) {
      const tried = await tryPlan(plan, followNext ?? false);
      if ('refused' in tried) {
        progress(`left out: ${call}: ${tried.refused}`);
        leftOut.push(`${call}: ${tried.refused}`);
      } else timed.push({ call, plan: { ...plan, path: tried.path }, rounds: [], matches: tried.matches });
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
  for (const { call, rounds, matches } of timed) {
    calls.push({ call, measurement: medianRun(rounds), rounds, ...(matches === undefined ? {} : { matches }) });
  }
  return { calls, leftOut, streamingRssMiB };
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
  const rows = calls.map((call) => [
    call,
    ...steps.map((step) => {
      const measurement = step.calls.find((entry) => entry.call === call)?.measurement;
      if (!measurement) return 'left out';
      return `${milliseconds(measurement.p50)} / ${milliseconds(measurement.p99)}`;
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
  return [markdownTable(header, rows), ...notes, ...leftOutNotes(steps[0])].join('\n');
}

/** The calls of one size with their request counts and every round's p50, printed as soon as the size is measured. */
export function stepTable(step: ScaleStep): string {
  const rows = step.calls.map(({ call, measurement, rounds, matches }) => [
    call,
    matches === undefined ? '' : count(matches),
    count(measurement.count),
    milliseconds(measurement.p50),
    milliseconds(measurement.p99),
    rounds.map((round) => milliseconds(round.p50)).join(', '),
  ]);
  const header = ['call', 'records it lets through', 'calls timed', 'p50 ms', 'p99 ms', 'p50 of each round, ms'];
  return [markdownTable(header, rows), ...leftOutNotes(step)].join('\n');
}

/** Every size leaves out the same calls: the server's parameters do not change within a run. */
const leftOutNotes = (step: ScaleStep | undefined) => (step?.leftOut ?? []).map((note) => `left out: ${note}`);

/** Folds the WAL into the file, from a connection of its own: the store runs every write in a group transaction, where SQLite cannot checkpoint. */
function checkpoint(path: string): void {
  const connection = new BetterSqlite3(path);
  try {
    connection.pragma('wal_checkpoint(truncate)');
  } finally {
    connection.close();
  }
}
