/**
 * The benchmark: `npm run bench` measures the main calls of the service, a real server process on
 * each store, against two baselines (bare Fastify, and the raw database driver); `npm run bench --
 * --scale` grows one company to many invoices and times the reads at each size. Options: bench/options.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Comparison, compareStore, comparisonTable } from './compare.js';
import { describeMachine, pinToCore, SERVER_CORE } from './machine.js';
import type { Measurement } from './measurement.js';
import { type BenchOptions, readOptions } from './options.js';
import { saveResults, saveScaleResults } from './results.js';
import { runScale, scaleTable, stepTable } from './scale.js';
import {
  type BenchDatabase,
  findPostgresServer,
  type PostgresServer,
  postgresDatabase,
  type StoreName,
  sqliteDatabase,
} from './stores.js';

const STORE_TITLES: Record<StoreName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const folder = mkdtempSync(join(tmpdir(), 'accounting-bench-'));
  const postgres = options.stores.includes('postgres') ? await findPostgresServer() : undefined;
  // The seeding and the raw-driver loops run here: on the servers' core, as the servers do.
  pinToCore(process.pid, SERVER_CORE);
  const stores = options.stores.filter((store) => store === 'sqlite' || postgres);
  if (stores.length === 0) throw new Error('PostgreSQL: set BENCH_POSTGRES_URL, or install initdb and pg_ctl');
  try {
    console.log(`# ${options.mode === 'scale' ? 'Scale' : 'Service against baselines'}\n`);
    const machine = await describeMachine(postgres);
    for (const line of [...machine, settings(options)]) console.log(`- ${line}`);
    if (options.stores.includes('postgres') && !postgres) {
      console.log(
        '- PostgreSQL left out: no BENCH_POSTGRES_URL, and no initdb and pg_ctl on PATH or under /usr/lib/postgresql',
      );
    }
    console.log(`- servers' logs: ${folder}\n`);
    const newDatabase = (store: StoreName, name: string): Promise<BenchDatabase> =>
      store === 'sqlite'
        ? Promise.resolve(sqliteDatabase(folder, name))
        : postgresDatabase(postgres as PostgresServer, name);
    const measured =
      options.mode === 'scale'
        ? await scale(stores[0] as StoreName, options, folder, newDatabase, machine)
        : await compare(stores, options, folder, newDatabase, machine);
    rmSync(folder, { recursive: true, force: true });
    const failed = measured.filter((measurement) => measurement.failures > 0).length;
    if (failed > 0) {
      console.error(
        `\n${failed} measured run(s) had failed calls (listed under the tables): their figures do not count`,
      );
      process.exitCode = 1;
    }
  } finally {
    await postgres?.stop();
  }
}

function settings(options: BenchOptions): string {
  const common = `log level ${options.logLevel}, SQLite synchronous=${options.sqliteSynchronous.toUpperCase()}, PostgreSQL pool ${options.databasePoolSize}`;
  if (options.mode === 'scale') {
    return `runs of ${options.scaleSeconds} s after ${options.warmupSeconds} s of warm-up, ${options.scaleConnections} connection(s), in ${options.scaleRounds} rounds (each call's run of median p50 shown); ${options.invoicesPerDay} invoices a day; ${common}`;
  }
  return `runs of ${options.seconds} s after ${options.warmupSeconds} s of warm-up, ${options.connections} connections, each call and its baseline in turn in ${options.rounds} rounds (medians of the rounds shown, and the min–max of the ratio); ${options.invoices} invoices written first; ${common}`;
}

type NewDatabase = (store: StoreName, name: string) => Promise<BenchDatabase>;

/** Each returns every measurement it took, so that a run with failed calls ends the benchmark in failure. */
async function compare(
  stores: StoreName[],
  options: BenchOptions,
  folder: string,
  newDatabase: NewDatabase,
  machine: string[],
): Promise<Measurement[]> {
  const results: { store: StoreName; comparisons: Comparison[] }[] = [];
  for (const store of stores) {
    console.log(`## ${STORE_TITLES[store]}\n`);
    const databases = { service: await newDatabase(store, 'service'), raw: await newDatabase(store, 'raw') };
    try {
      const comparisons = await compareStore(store, databases, options, folder);
      results.push({ store, comparisons });
      console.log(`\n${comparisonTable([{ store, comparisons }])}\n`);
    } finally {
      await databases.service.drop();
      await databases.raw.drop();
    }
  }
  console.log(`## All stores\n\n${comparisonTable(results)}`);
  if (options.resultsFolder) {
    const file = saveResults(options.resultsFolder, { machine, settings: settings(options), results });
    console.log(`\nEvery round: ${file}`);
  }
  return results.flatMap(({ comparisons }) =>
    comparisons.flatMap(({ rounds }) => rounds.flatMap((round) => [round.service, round.baseline])),
  );
}

async function scale(
  store: StoreName,
  options: BenchOptions,
  folder: string,
  newDatabase: NewDatabase,
  machine: string[],
): Promise<Measurement[]> {
  console.log(`## ${STORE_TITLES[store]}\n`);
  const database = await newDatabase(store, 'scale');
  try {
    const logFile = (invoices: number) => join(folder, `${store}-scale-${invoices}.log`);
    const steps = await runScale(store, database, options, logFile, (step) => {
      console.log(`\n${step.invoices.toLocaleString('en-GB')} invoices:\n\n${stepTable(step)}\n`);
    });
    console.log(`## ${STORE_TITLES[store]}, every size\n\n${scaleTable(steps)}`);
    if (options.resultsFolder) {
      const file = saveScaleResults(options.resultsFolder, { machine, settings: settings(options), store, steps });
      console.log(`\nEvery round: ${file}`);
    }
    return steps.flatMap((step) => step.calls.flatMap(({ rounds }) => rounds));
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
