import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import type { StoreName } from './stores.js';

const RESULTS_FOLDER = fileURLToPath(new URL('./results/', import.meta.url));

export interface BenchOptions {
  mode: 'compare' | 'scale';
  /** The stores asked for; compare mode runs both unless told, scale mode SQLite. */
  stores: StoreName[];
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Rounds of the compare mode: each call and its baseline once a round. */
  rounds: number;
  /** Compare mode: only the calls whose names contain this (`--call`), case aside; every call without it. */
  call: string | undefined;
  /** Where the run writes its results as JSON, when asked (`--save`). */
  resultsFolder: string | undefined;
  /** Invoices written before the compare runs: what the reads read and the payments pay. */
  invoices: number;
  logLevel: string;
  sqliteSynchronous: 'full' | 'normal';
  databasePoolSize: number;
  scaleSteps: number[];
  scaleSeconds: number;
  scaleRounds: number;
  scaleConnections: number;
  invoicesPerDay: number;
}

export const USAGE = `npm run bench [-- --scale] [-- --store sqlite|postgres] [-- --call <text>] [-- --save]

  --call <text>                 compare mode: measures only the calls whose names contain the text, case aside
                                (e.g. --call statement)
  --save                        writes the results, every round of every call, to bench/results/:
                                <date>-<commit>.json, or <date>-<commit>-scale-<store>.json with --scale

Environment (defaults in brackets):
  BENCH_SECONDS [5]             length of each measured run, after a warm-up of BENCH_WARMUP_SECONDS [2]
  BENCH_CONNECTIONS [16]        concurrent connections of the load generator (compare mode)
  BENCH_ROUNDS [5]              rounds of the compare mode, each call and its baseline in turn, the baseline
                                first in every other round; the table gives the median ratio and its min–max
  BENCH_INVOICES [1000]         invoices written before the compare runs
  BENCH_LOG_LEVEL [info]        the servers' LOG_LEVEL; their logs go to files in the run's temporary folder
  BENCH_POSTGRES_URL            a PostgreSQL server to make the databases on; else a throwaway cluster when
                                initdb and pg_ctl are installed, else PostgreSQL is left out
  BENCH_SCALE_STEPS [10000,100000,1000000]  sizes of the company, in invoices (scale mode)
  BENCH_SCALE_SECONDS [5]       length of each measured run in scale mode
  BENCH_SCALE_ROUNDS [3]        rounds of the calls at each size in scale mode; a call's run of median p50 stands for it
  BENCH_SCALE_CONNECTIONS [1]   connections in scale mode: 1 measures each call alone
  BENCH_SCALE_INVOICES_PER_DAY [250]  how fast the seeded books move through the calendar: a million invoices span 11 years
  SQLITE_SYNCHRONOUS, DATABASE_POOL_SIZE  as for the service; the raw-driver baselines use the same`;

function integer(name: string, fallback: number, minimum = 1): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be an integer of at least ${minimum}`);
  return value;
}

function steps(text: string | undefined): number[] {
  const values = (text || '10000,100000,1000000').split(',').map((step) => Number(step.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error('BENCH_SCALE_STEPS must be a comma-separated list of positive integers');
  }
  return values.sort((a, b) => a - b);
}

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'boolean', default: false },
      store: { type: 'string' },
      save: { type: 'boolean', default: false },
      call: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.store !== undefined && values.store !== 'sqlite' && values.store !== 'postgres') {
    throw new Error('--store must be sqlite or postgres');
  }
  const mode = values.scale ? 'scale' : 'compare';
  const store = values.store as StoreName | undefined;
  // The service's own reading of its variables, so that a bad value reads as the server would say it.
  const service = loadConfig({
    SQLITE_SYNCHRONOUS: process.env.SQLITE_SYNCHRONOUS,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  });
  return {
    mode,
    stores: store ? [store] : mode === 'scale' ? ['sqlite'] : ['sqlite', 'postgres'],
    seconds: integer('BENCH_SECONDS', 5),
    warmupSeconds: integer('BENCH_WARMUP_SECONDS', 2, 0),
    connections: integer('BENCH_CONNECTIONS', 16),
    rounds: integer('BENCH_ROUNDS', 5),
    call: values.call,
    resultsFolder: values.save ? RESULTS_FOLDER : undefined,
    invoices: integer('BENCH_INVOICES', 1000),
    logLevel: process.env.BENCH_LOG_LEVEL || 'info',
    sqliteSynchronous: service.sqliteSynchronous,
    databasePoolSize: service.databasePoolSize,
    scaleSteps: steps(process.env.BENCH_SCALE_STEPS),
    scaleSeconds: integer('BENCH_SCALE_SECONDS', 5),
    scaleRounds: integer('BENCH_SCALE_ROUNDS', 3),
    scaleConnections: integer('BENCH_SCALE_CONNECTIONS', 1),
    invoicesPerDay: integer('BENCH_SCALE_INVOICES_PER_DAY', 250),
  };
}
