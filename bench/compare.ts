import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashApiKey } from '../src/auth/api-keys.js';
import { openDatabase } from '../src/db/database.js';
import type { RawFixture } from './baselines/raw-books.js';
import { rawPostgres } from './baselines/raw-postgres.js';
import { rawSqlite } from './baselines/raw-sqlite.js';
import { invoicePdfs } from './invoice-pdf.js';
import { checkPlan, type LoadPlan, runLoad } from './load.js';
import { type Measurement, type Spread, spreadOf, timeLoop } from './measurement.js';
import type { BenchOptions } from './options.js';
import { count, failureNote, markdownTable, milliseconds, progress, ratio } from './report.js';
import { type Books, clientPaymentInput, type Growth, growBooks, invoiceInput, openBooks, settle } from './seed.js';
import { type ServerProcess, startScript, startService } from './servers.js';
import { camtOfLines, importIntoNewBankAccount, readStatementFile, STATEMENT_LINES } from './statement-import.js';
import type { BenchDatabase, StoreName } from './stores.js';
import { measuresWebPages, seededYear, webPageReads } from './web-pages.js';

/** One call measured against its baseline in every round. */
export interface Comparison {
  call: string;
  baseline: string;
  rounds: Round[];
}

export interface Round {
  service: Measurement;
  baseline: Measurement;
}

/** Service ÷ baseline, in calls a second, within one round. */
export const ratioOf = (round: Round) => round.service.perSecond / round.baseline.perSecond;

/** The rounds' ratios: their median stands for the call, and a change within their range is noise. */
export const ratioSpread = ({ rounds }: Comparison): Spread => spreadOf(rounds.map(ratioOf));

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

/** A read, and which of bare Fastify's answers stands for it: one it holds in memory, or the page it reads. */
interface Read {
  call: string;
  plan: Omit<LoadPlan, 'origin'>;
  answer: 'invoice' | 'trialBalance' | 'page' | 'webPage';
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
  const reads: Read[] = [
    { call: 'GET one invoice (3 lines)', plan: get(`/invoices/${invoiceIds[0]}`), answer: 'invoice' },
    { call: 'GET a page of 50 invoices', plan: get('/invoices?limit=50'), answer: 'page' },
    { call: 'GET the trial balance', plan: get('/reports/trialBalance?date=2026-12-31'), answer: 'trialBalance' },
  ];
  return {
    base,
    get,
    reads,
    invoice: { call: 'POST an invoice (3 lines)', plan: post('/invoices', invoiceBody) },
    payment: {
      call: 'POST a client payment',
      // Paid in turn, a penny at a time: no invoice runs out, nor piles up thousands of payments. The
      // invoice that the reads read is left alone, so that every round reads it as the first did.
      plan: post('/clientPayments', paymentBody.replace('"{{pick}}"', '{{pick}}'), invoiceIds.slice(1).map(String)),
    },
  };
}

/** One call and what it is compared with: each runs once a round. */
interface Pairing {
  call: string;
  service: () => Promise<Measurement>;
  baseline: { name: string; run: () => Promise<Measurement> };
}

/**
 * Bare Fastify (bench/baselines/bare-fastify.ts), holding the bodies the service gave for one
 * invoice and the trial balance, and reading pages from the service's database. It must answer each
 * read with the very bytes the service answers, or it would not be doing the same work.
 */
async function startBareFastify(
  service: ServerProcess,
  reads: Read[],
  books: Books,
  settings: { options: BenchOptions; databaseUrl: string; logPrefix: string },
): Promise<ServerProcess> {
  const answers: Record<string, unknown> = {};
  const webPages: Record<string, string> = {};
  for (const { plan, answer } of reads) {
    const body = answer === 'page' ? undefined : await checkPlan({ ...plan, origin: service.origin });
    if (answer === 'webPage') webPages[plan.path] = body as string;
    else if (body !== undefined) answers[answer] = JSON.parse(body);
  }
  answers.webPages = webPages;
  const webCookie = reads.find(({ answer }) => answer === 'webPage')?.plan.headers.cookie;
  const answersFile = `${settings.logPrefix}-answers.json`;
  writeFileSync(answersFile, JSON.stringify(answers));
  const bare = await startScript('bench/baselines/bare-fastify.ts', `${settings.logPrefix}-bare-fastify.log`, {
    LOG_LEVEL: settings.options.logLevel,
    DATABASE_POOL_SIZE: String(settings.options.databasePoolSize),
    BENCH_USERNAME: books.username,
    BENCH_API_KEY_HASH: hashApiKey(books.apiKey),
    BENCH_COMPANY_ID: String(books.companyId),
    BENCH_DATABASE_URL: settings.databaseUrl,
    BENCH_ANSWERS: answersFile,
    ...(webCookie ? { BENCH_WEB_COOKIE: webCookie } : {}),
  });
  try {
    for (const { call, plan } of reads) await checkSameAnswer(call, plan, service, bare);
  } catch (error) {
    await bare.stop();
    throw error;
  }
  return bare;
}

async function checkSameAnswer(
  call: string,
  plan: Omit<LoadPlan, 'origin'>,
  service: ServerProcess,
  bare: ServerProcess,
) {
  const expected = await checkPlan({ ...plan, origin: service.origin });
  const answered = await checkPlan({ ...plan, origin: bare.origin });
  if (answered !== expected) {
    throw new Error(
      `${call}: bare Fastify answers otherwise than the service\n  service:      ${expected.slice(0, 400)}\n  bare Fastify: ${answered.slice(0, 400)}`,
    );
  }
}

/** Measures the six calls on one store, each against its baseline. */
export async function compareStore(
  store: StoreName,
  databases: { service: BenchDatabase; raw: BenchDatabase },
  options: BenchOptions,
  folder: string,
): Promise<Comparison[]> {
  progress(`${store}: writing ${count(options.invoices)} invoices to each of two databases`);
  const { books, invoiceIds } = await seededBooks(databases.service.url, options);
  const raw = await seededBooks(databases.raw.url, options);
  if (measuresWebPages(options)) progress(`${store}: writing a year of books for the web pages`);
  const year = measuresWebPages(options) ? await seededYear(databases.service.url, options) : undefined;
  const { get, reads: apiReads, invoice, payment, base } = plans(books, invoiceIds, options);
  const statement = camtOfLines(STATEMENT_LINES);
  const logPrefix = join(folder, store);
  const service = await startService({ ...options, databaseUrl: databases.service.url }, `${logPrefix}-service.log`);
  try {
    const reads = [...apiReads, ...(year ? await webPageReads(service.origin, year, base) : [])];
    const bare = await startBareFastify(service, reads, books, {
      options,
      databaseUrl: databases.service.url,
      logPrefix,
    });
    try {
      const writeAnswers = [];
      for (const { plan } of [invoice, payment])
        writeAnswers.push(await checkPlan({ ...plan, origin: service.origin }));
      const fixture = {
        ...raw.books,
        invoiceIds: raw.invoiceIds,
        invoiceAnswer: writeAnswers[0] ?? '',
        paymentAnswer: writeAnswers[1] ?? '',
      };
      const driver = await rawDriver(store, databases.raw.url, fixture, options);
      try {
        const onService = (plan: Omit<LoadPlan, 'origin'>) => () => runLoad({ ...plan, origin: service.origin });
        // As many writes at once as the load has connections: on SQLite they commit in groups, as the service's do.
        const loop = { ...options, concurrency: options.connections };
        const rawRun = (work: () => Promise<void>) => () => timeLoop(work, loop);
        const pdfs = await invoicePdfs(
          { origin: service.origin, books, invoiceId: invoiceIds[0] as bigint },
          databases.service.url,
          options,
        );
        return await inRounds(
          [
            ...reads.map(({ call, plan }) => ({
              call,
              service: onService(plan),
              baseline: { name: 'bare Fastify', run: () => runLoad({ ...plan, origin: bare.origin }) },
            })),
            {
              call: invoice.call,
              service: onService(invoice.plan),
              baseline: { name: driver.name, run: rawRun(driver.createInvoice) },
            },
            {
              call: payment.call,
              service: onService(payment.plan),
              baseline: { name: driver.name, run: rawRun(driver.createPayment) },
            },
            {
              call: `POST a statement of ${count(STATEMENT_LINES)} lines`,
              service: () => importIntoNewBankAccount(service.origin, books.authorization, statement),
              baseline: { name: 'the file read alone', run: () => readStatementFile(statement) },
            },
            // One at a time: a render holds its process's one thread throughout, so calls at once
            // would only queue behind it; the p50 is the time of one PDF.
            ...pdfs.map(({ call, path, render }) => ({
              call,
              service: onService({ ...get(path), connections: 1 }),
              baseline: { name: 'pdfmake alone', run: () => timeLoop(render, { ...options, concurrency: 1 }) },
            })),
          ].filter(({ call }) => options.call === undefined || call.toLowerCase().includes(options.call.toLowerCase())),
          options.rounds,
        );
      } finally {
        await driver.close();
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await service.stop();
  }
}

/**
 * Runs each call and its baseline once a round, one after the other, the baseline first in every
 * other round: the machine's speed moves by half within minutes here, and a ratio is only as good as
 * the two runs being taken at the same moment.
 */
async function inRounds(pairings: Pairing[], rounds: number): Promise<Comparison[]> {
  const taken = pairings.map(() => [] as Round[]);
  for (let round = 1; round <= rounds; round++) {
    for (const [index, { call, service, baseline }] of pairings.entries()) {
      progress(`${call}: the service and ${baseline.name}, round ${round} of ${rounds}`);
      const serviceFirst = round % 2 === 1;
      const first = await (serviceFirst ? service() : baseline.run());
      const second = await (serviceFirst ? baseline.run() : service());
      taken[index]?.push(serviceFirst ? { service: first, baseline: second } : { service: second, baseline: first });
    }
  }
  return pairings.map(({ call, baseline }, index) => ({ call, baseline: baseline.name, rounds: taken[index] ?? [] }));
}

/** The two writes done by hand on the store's driver, on a database seeded like the service's. */
async function rawDriver(store: StoreName, url: string, fixture: RawFixture, options: BenchOptions) {
  if (store === 'sqlite') {
    return { ...(await rawSqlite(url, options.sqliteSynchronous, fixture)), name: 'raw better-sqlite3' };
  }
  return { ...(await rawPostgres(url, options.databasePoolSize, fixture)), name: 'raw pg' };
}

/** The medians of the rounds, and the spread of the ratio: a change of the ratio within it is noise. */
export function comparisonTable(results: { store: StoreName; comparisons: Comparison[] }[]): string {
  const medians = (runs: Measurement[]) => [
    count(spreadOf(runs.map((run) => run.perSecond)).median),
    milliseconds(spreadOf(runs.map((run) => run.p50)).median),
    milliseconds(spreadOf(runs.map((run) => run.p99)).median),
  ];
  const rows = results.flatMap(({ store, comparisons }) =>
    comparisons.map((comparison) => {
      const { median, min, max } = ratioSpread(comparison);
      return [
        store === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        comparison.call,
        ...medians(comparison.rounds.map((round) => round.service)),
        comparison.baseline,
        ...medians(comparison.rounds.map((round) => round.baseline)),
        ratio(median),
        `${ratio(min)}–${ratio(max)}`,
      ];
    }),
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
    'min–max',
  ];
  const notes = results.flatMap(({ store, comparisons }) =>
    comparisons.flatMap(({ call, baseline, rounds }) =>
      rounds.flatMap((round, index) =>
        [
          failureNote(`${store}, ${call}, round ${index + 1}`, round.service),
          failureNote(`${store}, ${call}, round ${index + 1}, ${baseline}`, round.baseline),
        ].filter((note) => note !== undefined),
      ),
    ),
  );
  return [markdownTable(header, rows), ...notes].join('\n');
}
