import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from './auth/permissions.js';
import { createCompany, listCompanies } from './companies/company-service.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { COMPANY_TABLES } from './db/company-tables.js';
import { type Database, isPostgresUrl, openDatabase } from './db/database.js';
import { toSafeNumber } from './db/integers.js';
import { backupSqliteStore, restoreSqliteStore } from './db/sqlite-backup.js';
import { refreshStatistics } from './db/statistics.js';
import { isIsoDate, today } from './shared/dates.js';
import { DomainError } from './shared/errors.js';
import { createUser, deleteUser, rotateApiKey } from './users/user-service.js';

const USAGE =
  'commands: company create --name NAME [--currency GBP] | company list | ' +
  'company export --id ID (the books as JSON on stdout) | company import (that JSON on stdin) | ' +
  'user create --company ID --username NAME [--role owner|admin|bookkeeper|viewer] | user rotate-key --username NAME | user delete --username NAME | ' +
  "rates import --company ID --file F (the ECB's eurofxref-hist.csv or eurofxref.csv) | " +
  'recurring run [--date YYYY-MM-DD] (issues the recurring invoices due up to that date, today by default) | ' +
  'backup --out FILE (a copy of the SQLite store, taken while it is in use) | ' +
  'restore --from FILE (that copy, into an empty SQLite store)';

/** Where a run of the CLI reads its settings and input, and writes its answers. */
export interface CliStreams {
  env: NodeJS.ProcessEnv;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/** A command answers one object, printed as one JSON line, or nothing when it wrote its own output. */
type Command = (
  db: Database,
  options: Record<string, string | undefined>,
  io: CliStreams,
  config: Config,
) => Promise<object | undefined>;

const COMMANDS: Record<string, Command> = {
  'company create': (db, { name, currency }) =>
    createCompany(db, { name: required(name, 'name'), currency: currency ?? 'GBP' }),
  'company list': async (db) => ({ companies: await listCompanies(db) }),
  // The books and the rates load what they need when asked: the other commands start without it.
  'company export': async (db, { id }, io) => {
    const { exportCompanyBooks } = await import('./companies/company-books-service.js');
    await exportCompanyBooks(db, recordId(required(id, 'id'), 'id'), writerTo(io.stdout));
    return undefined;
  },
  'company import': async (db, _options, io) => {
    const imported = await (await import('./companies/company-books-service.js')).importCompanyBooks(db, io.stdin);
    await refreshStatistics(db, ['companies', 'users', ...COMPANY_TABLES], (error) =>
      io.stderr.write(`The planner's statistics were not gathered: ${describe(error)}\n`),
    );
    return imported;
  },
  'user create': (db, { company, username, role }) =>
    createUser(db, {
      companyId: recordId(required(company, 'company'), 'company'),
      username: required(username, 'username'),
      role: roleOption(role),
    }),
  'user rotate-key': (db, { username }) => rotateApiKey(db, required(username, 'username')),
  'user delete': (db, { username }) => deleteUser(db, required(username, 'username')),
  'rates import': async (db, { company, file }) =>
    (await import('./exchange-rates/exchange-rate-service.js')).importEuroReferenceRates(
      db,
      recordId(required(company, 'company'), 'company'),
      await readFile(required(file, 'file'), 'utf8'),
    ),
  'recurring run': async (db, { date }, io, config) =>
    (await import('./recurring/recurring-runner.js')).issueDueInvoices(db, runDate(date), {
      taxForm: config.taxForm,
      moneyFormat: config.moneyFormat,
      mail: config.mail,
      warn: (error, schedule) => io.stderr.write(`Recurring invoice ${schedule} was not issued: ${describe(error)}\n`),
    }),
};

/**
 * Commands on the SQLite file itself, which never open it as the server does: a backup leaves the
 * store it copies as it is, unmigrated, and a restore writes into a store that nothing has open.
 */
const FILE_COMMANDS: Record<
  string,
  (storePath: string, options: Record<string, string | undefined>) => Promise<object>
> = {
  backup: (storePath, { out }) => backupSqliteStore(storePath, required(out, 'out')),
  restore: (storePath, { from }) => restoreSqliteStore(required(from, 'from'), storePath),
};

/** The tools of PostgreSQL that back up and restore its databases, for the commands that copy a SQLite file. */
const POSTGRES_TOOLS: Record<string, string> = { backup: 'pg_dump', restore: 'pg_restore' };

class UsageError extends Error {}

/** A command that does not apply to the store DATABASE_URL names: exits 2, as a bad setting does. */
class StoreMismatch extends Error {}

/** Ids are bigints: JSON writes them as the integers they are. */
const writingIds = (_key: string, value: unknown) => (typeof value === 'bigint' ? toSafeNumber(value) : value);

function required(value: string | undefined, option: string): string {
  if (value === undefined) throw new UsageError(`--${option} is required`);
  return value;
}

function recordId(value: string, option: 'company' | 'id'): bigint {
  if (!/^[1-9][0-9]{0,17}$/.test(value)) throw new UsageError(`--${option} must be a company id (a positive integer)`);
  return BigInt(value);
}

/** An owner by default: the first user of a company must be able to do everything, managing owners included. */
function roleOption(value: string | undefined): Role {
  if (value === undefined) return 'owner';
  const role = ROLES.find((known) => known === value);
  if (!role) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return role;
}

function runDate(value: string | undefined): string {
  if (value === undefined) return today();
  if (!isIsoDate(value)) throw new UsageError('--date must be a date, YYYY-MM-DD');
  return value;
}

/** Writes to `stream` and waits while its buffer is full, so that a large export is never held in memory. */
const writerTo = (stream: Writable) => async (text: string) => {
  if (!stream.write(text)) await once(stream, 'drain');
};

/**
 * Runs one command of the admin CLI: its answer on `stdout`, or one line on `stderr`. Resolves to
 * the exit code: 0, 1 when the command failed, 2 when the configuration is bad or names a store the
 * command does not apply to.
 */
export async function runAdminCli(argv: string[], io: CliStreams): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (error) {
    io.stderr.write(`${describe(error)}\n`);
    return error instanceof ConfigError || error instanceof StoreMismatch ? 2 : 1;
  }
}

async function run(argv: string[], io: CliStreams): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      currency: { type: 'string' },
      company: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string' },
      id: { type: 'string' },
      file: { type: 'string' },
      date: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
    },
  });
  const name = positionals.join(' ');
  const command = COMMANDS[name];
  const fileCommand = FILE_COMMANDS[name];
  if (!command && !fileCommand) throw new UsageError(`unknown command "${name}"; ${USAGE}`);
  const config = loadConfig(io.env);
  const answer = command
    ? await onDatabase(config, (db) => command(db, values, io, config))
    : await fileCommand?.(sqliteFile(config.databaseUrl, name), values);
  if (answer) await writerTo(io.stdout)(`${JSON.stringify(answer, writingIds)}\n`);
}

async function onDatabase<T>(config: Config, use: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(config);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

function sqliteFile(databaseUrl: string, command: string): string {
  if (isPostgresUrl(databaseUrl)) {
    throw new StoreMismatch(
      `cli ${command} works on a SQLite file; DATABASE_URL names PostgreSQL: use ${POSTGRES_TOOLS[command]} (see docs/backups.md)`,
    );
  }
  if (databaseUrl === ':memory:')
    throw new StoreMismatch(`cli ${command} works on a SQLite file; DATABASE_URL is :memory:`);
  return databaseUrl;
}

function describe(error: unknown): string {
  if (error instanceof DomainError && error.errors?.length) {
    return `${error.message}: ${error.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`;
  }
  if (error instanceof ConfigError) return `Invalid configuration: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
