import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputOf, REPO_ROOT, spawnServer } from '../test/processes.js';
import { type Config, ConfigError, loadConfig } from './config.js';

const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'TAX_FORM',
  'MONEY_FORMAT',
  'LOG_LEVEL',
  'SQLITE_SYNCHRONOUS',
];

const DATABASE_URL_ALLOWED =
  'a postgres:// or postgresql:// URL, a SQLite file path \\(with ./ before a name that has a colon\\), a file: URL of one, or :memory:';

const PUBLIC_URL_ALLOWED =
  'the http:// or https:// URL at which clients reach the service, as https://example.com/books';

const METRICS_PORT_ALLOWED = 'an integer from 1 to 65535 other than PORT, or 0 \\(no metrics\\)';

const CORS_ORIGINS_ALLOWED =
  'origins separated by commas, each as https://app.example.com \\(a scheme, a host and a port if not the usual\\)';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('defaults every variable', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: './data/accounting.sqlite',
      databasePoolSize: 10,
      taxForm: 'auto',
      moneyFormat: 'grouped',
      logLevel: 'info',
      sqliteSynchronous: 'full',
      authFailures: { perAddress: 20, perUser: 100, windowSeconds: 300 },
      rateLimitPerMinute: 0,
      requestTimeoutSeconds: 60,
      webhooks: { retrySchedule: [5, 300, 1800, 7200, 18000, 36000, 36000, 86400, 86400], allowPrivateTargets: false },
      mail: null,
      publicUrl: null,
      web: { sessionIdleMinutes: 30 },
      adminToken: null,
      metricsPort: null,
      corsOrigins: [],
    });
  });

  it('reads an empty variable as unset', () => {
    expect(loadConfig(Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, ''])))).toEqual(loadConfig({}));
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ UNRELATED: 'x', PATH: '/usr/bin' })).toEqual(loadConfig({}));
  });

  it('reads every variable when all are set', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: '/var/lib/accounting/books.sqlite',
        DATABASE_POOL_SIZE: '25',
        TAX_FORM: 'B',
        MONEY_FORMAT: 'plain',
        LOG_LEVEL: 'debug',
        SQLITE_SYNCHRONOUS: 'normal',
        AUTH_FAILURES_PER_ADDRESS: '5',
        AUTH_FAILURES_PER_USER: '50',
        AUTH_FAILURE_WINDOW_SECONDS: '900',
        RATE_LIMIT_PER_MINUTE: '600',
        REQUEST_TIMEOUT_SECONDS: '30',
        WEBHOOK_RETRY_SCHEDULE: '1,2,4',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Acme Ltd <accounts@acme.example>',
        PUBLIC_URL: 'https://books.example.com/acme/',
        WEB_UI: 'false',
        WEB_SESSION_IDLE_MINUTES: '60',
        ADMIN_TOKEN: 'c0ffee'.repeat(6),
        METRICS_PORT: '9464',
        CORS_ORIGINS: 'https://app.example.com, http://localhost:5173',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: '/var/lib/accounting/books.sqlite',
      databasePoolSize: 25,
      taxForm: 'B',
      moneyFormat: 'plain',
      logLevel: 'debug',
      sqliteSynchronous: 'normal',
      authFailures: { perAddress: 5, perUser: 50, windowSeconds: 900 },
      rateLimitPerMinute: 600,
      requestTimeoutSeconds: 30,
      webhooks: { retrySchedule: [1, 2, 4], allowPrivateTargets: true },
      mail: { smtpUrl: 'smtps://mailer:secret@smtp.example.com:465', from: 'Acme Ltd <accounts@acme.example>' },
      publicUrl: 'https://books.example.com/acme',
      web: null,
      adminToken: 'c0ffee'.repeat(6),
      metricsPort: 9464,
      corsOrigins: ['https://app.example.com', 'http://localhost:5173'],
    });
  });

  const validValues: [string, string, Partial<Config>][] = [
    ['PORT', '0', { port: 0 }],
    ['PORT', '4321', { port: 4321 }],
    ['PORT', '65535', { port: 65535 }],
    ['HOST', '::1', { host: '::1' }],
    ['DATABASE_URL', ':memory:', { databaseUrl: ':memory:' }],
    ['DATABASE_URL', 'relative/books.sqlite', { databaseUrl: 'relative/books.sqlite' }],
    [
      'DATABASE_URL',
      'postgres://ledger@db.internal:5432/books',
      { databaseUrl: 'postgres://ledger@db.internal:5432/books' },
    ],
    ['DATABASE_URL', 'postgresql://ledger@db.internal/books', { databaseUrl: 'postgresql://ledger@db.internal/books' }],
    ['DATABASE_URL', 'file:relative/books.sqlite', { databaseUrl: 'relative/books.sqlite' }],
    [
      'DATABASE_URL',
      'file:///var/lib/accounting/my%20books.sqlite',
      { databaseUrl: '/var/lib/accounting/my books.sqlite' },
    ],
    ['DATABASE_URL', './backup:2026.sqlite', { databaseUrl: './backup:2026.sqlite' }],
    ['DATABASE_POOL_SIZE', '1', { databasePoolSize: 1 }],
    ['DATABASE_POOL_SIZE', '50', { databasePoolSize: 50 }],
    ['TAX_FORM', 'A', { taxForm: 'A' }],
    ['TAX_FORM', 'B', { taxForm: 'B' }],
    ['TAX_FORM', 'auto', { taxForm: 'auto' }],
    ['MONEY_FORMAT', 'plain', { moneyFormat: 'plain' }],
    ['MONEY_FORMAT', 'grouped', { moneyFormat: 'grouped' }],
    ...['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map(
      (level): [string, string, Partial<Config>] => ['LOG_LEVEL', level, { logLevel: level }],
    ),
    ['SQLITE_SYNCHRONOUS', 'normal', { sqliteSynchronous: 'normal' }],
    ['SQLITE_SYNCHRONOUS', 'full', { sqliteSynchronous: 'full' }],
    ['METRICS_PORT', '0', { metricsPort: null }],
    ['METRICS_PORT', '9464', { metricsPort: 9464 }],
    ['CORS_ORIGINS', 'https://app.example.com', { corsOrigins: ['https://app.example.com'] }],
    [
      'CORS_ORIGINS',
      'http://[::1]:8080,https://b.example',
      { corsOrigins: ['http://[::1]:8080', 'https://b.example'] },
    ],
  ];
  it.each(validValues)('reads %s=%s', (name, value, expected) => {
    expect(loadConfig({ [name]: value })).toEqual({ ...loadConfig({}), ...expected });
  });

  it.each([
    ['PORT', 'abc', 'an integer from 0 to 65535'],
    ['PORT', '70000', 'an integer from 0 to 65535'],
    ['PORT', '65536', 'an integer from 0 to 65535'],
    ['PORT', '-1', 'an integer from 0 to 65535'],
    ['PORT', '3000.5', 'an integer from 0 to 65535'],
    ['PORT', '1e3', 'an integer from 0 to 65535'],
    ['TAX_FORM', 'C', 'one of A, B, auto'],
    ['TAX_FORM', 'a', 'one of A, B, auto'],
    ['MONEY_FORMAT', 'fancy', 'one of grouped, plain'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['SQLITE_SYNCHRONOUS', 'off', 'one of full, normal'],
    ['DATABASE_POOL_SIZE', '0', 'an integer from 1 to 1000'],
    ['DATABASE_POOL_SIZE', 'ten', 'an integer from 1 to 1000'],
    ['AUTH_FAILURES_PER_ADDRESS', '0', 'an integer from 1 to 1000000'],
    ['AUTH_FAILURE_WINDOW_SECONDS', '86401', 'an integer from 1 to 86400'],
    ['RATE_LIMIT_PER_MINUTE', '-5', 'an integer from 0 \\(no limit\\) to 1000000'],
    ['REQUEST_TIMEOUT_SECONDS', '0', 'an integer from 1 to 3600'],
    ['WEBHOOK_RETRY_SCHEDULE', '5, 60', 'the seconds between attempts, as integers separated by commas \\(up to 20\\)'],
    ['WEBHOOK_RETRY_SCHEDULE', '-5', 'the seconds between attempts, as integers separated by commas \\(up to 20\\)'],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', 'yes', 'one of true, false'],
    ['DATABASE_URL', 'mysql://ledger@db.internal/books', DATABASE_URL_ALLOWED],
    ['DATABASE_URL', 'postgress://ledger@db.internal/books', DATABASE_URL_ALLOWED],
    ['DATABASE_URL', 'sqlite:books.sqlite', DATABASE_URL_ALLOWED],
    ['DATABASE_URL', 'file://db.internal/books.sqlite', DATABASE_URL_ALLOWED],
    ['DATABASE_URL', 'file:books.sqlite?mode=ro', DATABASE_URL_ALLOWED],
    ['PUBLIC_URL', 'books.example.com', PUBLIC_URL_ALLOWED],
    ['PUBLIC_URL', 'ftp://books.example.com', PUBLIC_URL_ALLOWED],
    ['PUBLIC_URL', 'https://books.example.com/?tenant=1', PUBLIC_URL_ALLOWED],
    ['METRICS_PORT', '65536', METRICS_PORT_ALLOWED],
    ['METRICS_PORT', 'metrics', METRICS_PORT_ALLOWED],
    ['METRICS_PORT', '3000', METRICS_PORT_ALLOWED],
    ['CORS_ORIGINS', 'app.example.com', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'https://app.example.com/', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'https://app.example.com/books', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'https://App.example.com', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'https://app.example.com:443', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'https://a.example,,https://b.example', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'null', CORS_ORIGINS_ALLOWED],
    ['CORS_ORIGINS', 'ftp://app.example.com', CORS_ORIGINS_ALLOWED],
  ])('refuses %s=%s with a message naming the variable and the allowed values', (name, value, allowed) => {
    const error = configError({ [name]: value });
    const quotedOrNot = `"?${value.replace(/[.+?]/g, '\\$&')}"?`;
    expect(error.message).toMatch(new RegExp(`^${name} must be ${allowed} \\(got ${quotedOrNot}\\)$`));
  });

  const MAIL_FROM = 'accounts@acme.example';
  it.each([
    ['smtp://smtp.example.com', 'SMTP_URL'],
    ['smtp://user:pass@smtp.example.com:587', 'SMTP_URL'],
    ['smtps://smtp.example.com:465', 'SMTP_URL'],
  ])('reads SMTP_URL=%s with MAIL_FROM', (url) => {
    expect(loadConfig({ SMTP_URL: url, MAIL_FROM }).mail).toEqual({ smtpUrl: url, from: MAIL_FROM });
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com', MAIL_FROM }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp.example.com:25', MAIL_FROM }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://', MAIL_FROM }, 'SMTP_URL'],
    [{ MAIL_FROM }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://smtp.example.com' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'accounts' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'Acme <accounts@acme>' }, 'MAIL_FROM'],
  ])('refuses the mail settings %o naming %s', (env, name) => {
    expect(configError(env).message).toMatch(new RegExp(`^${name} must be `));
  });

  it('hides the password of a database URL it refuses', () => {
    expect(configError({ DATABASE_URL: 'mysql://ledger:s3cret@db.internal/books' }).message).toMatch(
      /\(got "mysql:\/\/ledger:\*\*\*@db\.internal\/books"\)$/,
    );
  });

  it('refuses an ADMIN_TOKEN shorter than 32 characters, naming its length and not its text', () => {
    expect(configError({ ADMIN_TOKEN: 'secret-but-short' }).message).toBe(
      'ADMIN_TOKEN must be a secret of at least 32 characters (openssl rand -hex 32 makes one) (got 16 characters)',
    );
  });

  it('quotes the value it got', () => {
    expect(configError({ TAX_FORM: 'C' }).message).toBe('TAX_FORM must be one of A, B, auto (got "C")');
  });

  it('names the bad variable even when other variables are valid', () => {
    const error = configError({ PORT: '8080', TAX_FORM: 'A', MONEY_FORMAT: 'fancy', LOG_LEVEL: 'debug' });
    expect(error.message).toMatch(/^MONEY_FORMAT must be/);
  });
});

// The server as it is started in production, with a clean configuration environment.
function startServer(env: Record<string, string>): { child: ChildProcess; stdout: () => string; stderr: () => string } {
  const child = spawnServer(env);
  return { child, ...outputOf(child) };
}

function exitOf(child: ChildProcess, timeoutMs: number): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the process did not exit within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the server process', () => {
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** Starts a server that must refuse its settings: exit code 2, nothing on stdout, one line on stderr, answered. */
  async function refusedStart(env: Record<string, string>): Promise<string | undefined> {
    const server = startServer(env);
    children.push(server.child);
    const { code } = await exitOf(server.child, 15_000);
    expect(code).toBe(2);
    expect(server.stdout()).toBe('');
    const lines = server
      .stderr()
      .split('\n')
      .filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    return lines[0];
  }

  it('refuses a bad variable with exit code 2 and one line on stderr naming it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'accounting-config-'));
    folders.push(folder);
    const line = await refusedStart({ TAX_FORM: 'C', PORT: '0', DATABASE_URL: join(folder, 'books.sqlite') });
    expect(line).toContain('TAX_FORM');
    expect(line).toContain('A, B, auto');
    expect(existsSync(join(folder, 'books.sqlite'))).toBe(false);
  });

  it('refuses a DATABASE_URL of another scheme with exit code 2, making no file or folder of it', async () => {
    const line = await refusedStart({ PORT: '0', DATABASE_URL: 'mysql://ledger@db.internal/books' });
    expect(line).toMatch(/^Invalid configuration: DATABASE_URL must be /);
    expect(existsSync(join(REPO_ROOT, 'mysql:'))).toBe(false);
  });

  it.each([
    ['METRICS_PORT', { PORT: '8080', METRICS_PORT: '8080' }],
    ['CORS_ORIGINS', { PORT: '0', CORS_ORIGINS: 'https://app.example.com/' }],
  ])('refuses a bad %s with exit code 2 and one line naming it', async (name, env) => {
    const line = await refusedStart({ ...env, DATABASE_URL: ':memory:' });
    expect(line).toMatch(new RegExp(`^Invalid configuration: ${name} must be `));
  });

  it('creates the folder of the database file when it is missing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'accounting-config-'));
    folders.push(folder);
    const dataFolder = join(folder, 'not', 'yet', 'there');
    const file = join(dataFolder, 'books.sqlite');
    expect(existsSync(dataFolder)).toBe(false);
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: file });
    children.push(server.child);
    try {
      await waitFor(
        () => /Server listening at/.test(server.stdout()) || server.child.exitCode !== null,
        15_000,
        'the server to listen',
      );
      expect(server.stdout()).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
      expect(statSync(dataFolder).isDirectory()).toBe(true);
      expect(statSync(file).isFile()).toBe(true);
      server.child.kill('SIGTERM');
      expect((await exitOf(server.child, 10_000)).code).toBe(0);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  });
});
