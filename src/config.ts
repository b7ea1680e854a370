import { fileURLToPath } from 'node:url';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isMailbox } from './email/email-addresses.js';

/**
 * After a failed attempt, the waits before the next ones: a delivery is tried 10 times over about
 * three days (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 24 h, 24 h), each wait with some jitter.
 */
const DEFAULT_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000,86400,86400';

const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'an integer from 0 to 65535' }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'a bind address' }),
  DATABASE_URL: Type.String({
    minLength: 1,
    default: './data/accounting.sqlite',
    description:
      'a postgres:// or postgresql:// URL, a SQLite file path (with ./ before a name that has a colon), a file: URL of one, or :memory:',
  }),
  DATABASE_POOL_SIZE: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 10,
    description: 'an integer from 1 to 1000',
  }),
  TAX_FORM: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('auto')], { default: 'auto' }),
  MONEY_FORMAT: Type.Union([Type.Literal('grouped'), Type.Literal('plain')], { default: 'grouped' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  SQLITE_SYNCHRONOUS: Type.Union([Type.Literal('full'), Type.Literal('normal')], { default: 'full' }),
  AUTH_FAILURES_PER_ADDRESS: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    default: 20,
    description: 'an integer from 1 to 1000000',
  }),
  AUTH_FAILURES_PER_USER: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    default: 100,
    description: 'an integer from 1 to 1000000',
  }),
  AUTH_FAILURE_WINDOW_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86_400,
    default: 300,
    description: 'an integer from 1 to 86400',
  }),
  REQUEST_TIMEOUT_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 60,
    description: 'an integer from 1 to 3600',
  }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 0,
    description: 'an integer from 0 (no limit) to 1000000',
  }),
  WEBHOOK_RETRY_SCHEDULE: Type.String({
    pattern: '^[0-9]{1,7}(,[0-9]{1,7}){0,19}$',
    default: DEFAULT_RETRY_SCHEDULE,
    description: 'the seconds between attempts, as integers separated by commas (up to 20)',
  }),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  SMTP_URL: Type.String({
    default: '',
    description: 'an smtp:// or smtps:// URL with a host, as smtp://user:password@host:587',
  }),
  MAIL_FROM: Type.String({ default: '', description: 'an address, or a name and an address as Name <address>' }),
  PUBLIC_URL: Type.String({
    default: '',
    description: 'the http:// or https:// URL at which clients reach the service, as https://example.com/books',
  }),
  ADMIN_TOKEN: Type.String({
    default: '',
    description: 'a secret of at least 32 characters (openssl rand -hex 32 makes one)',
  }),
  METRICS_PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 0,
    description: 'an integer from 1 to 65535 other than PORT, or 0 (no metrics)',
  }),
  CORS_ORIGINS: Type.String({
    default: '',
    description:
      'origins separated by commas, each as https://app.example.com (a scheme, a host and a port if not the usual)',
  }),
  WEB_UI: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'true' }),
  WEB_SESSION_IDLE_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 525_600,
    default: 30,
    description: 'an integer from 1 to 525600',
  }),
});

type Environment = Static<typeof ConfigSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  databasePoolSize: number;
  taxForm: 'A' | 'B' | 'auto';
  moneyFormat: 'grouped' | 'plain';
  logLevel: string;
  sqliteSynchronous: 'full' | 'normal';
  /** Failed authentications that one address, or one user name, may make in a window before 429s. */
  authFailures: { perAddress: number; perUser: number; windowSeconds: number };
  /** Requests per minute that one API key may make; 0 for no limit. */
  rateLimitPerMinute: number;
  /** The seconds within which a request, headers and body, must have arrived whole. */
  requestTimeoutSeconds: number;
  webhooks: {
    /** The seconds to wait before each attempt after the first; a delivery is tried once more than it has waits. */
    retrySchedule: number[];
    /** Whether endpoints may be on loopback, private, link-local or metadata addresses, and over plain http. */
    allowPrivateTargets: boolean;
  };
  /** Where documents are emailed through, and whom from; null when the deployment sends no email. */
  mail: MailSettings | null;
  /** Where clients reach the service (a proxy's, with its path prefix), without a trailing slash; null when unset. */
  publicUrl: string | null;
  /** The bearer token of the installation's admin API (/admin/v1); null when it is off. */
  adminToken: string | null;
  /** The port of the second listener, which answers only `/metrics`; null when there are no metrics. */
  metricsPort: number | null;
  /** The origins whose web pages may call the API (CORS); none when empty. */
  corsOrigins: string[];
  /** The web page at `/`, or null when it is switched off (then `/` leads to the API's documentation). */
  web: { sessionIdleMinutes: number } | null;
}

export interface MailSettings {
  /** nodemailer's URL form: smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
  smtpUrl: string;
  from: string;
}

export class ConfigError extends Error {}

type VariableName = keyof Environment;
/** The environment variables the service reads: whoever starts it with settings of its own clears these first. */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.properties) as VariableName[];

/** Reads the configuration from environment variables; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values: Record<string, unknown> = {};
  for (const name of CONFIG_VARIABLES) {
    const schema = ConfigSchema.properties[name];
    const text = env[name];
    const value = text === undefined || text === '' ? schema.default : read(schema, text);
    if (!Value.Check(schema, value)) throw badVariable(name, text);
    values[name] = value;
  }
  const valid = values as Environment;
  return {
    port: valid.PORT,
    host: valid.HOST,
    databaseUrl: databaseLocation(valid.DATABASE_URL),
    databasePoolSize: valid.DATABASE_POOL_SIZE,
    taxForm: valid.TAX_FORM,
    moneyFormat: valid.MONEY_FORMAT,
    logLevel: valid.LOG_LEVEL,
    sqliteSynchronous: valid.SQLITE_SYNCHRONOUS,
    authFailures: {
      perAddress: valid.AUTH_FAILURES_PER_ADDRESS,
      perUser: valid.AUTH_FAILURES_PER_USER,
      windowSeconds: valid.AUTH_FAILURE_WINDOW_SECONDS,
    },
    rateLimitPerMinute: valid.RATE_LIMIT_PER_MINUTE,
    requestTimeoutSeconds: valid.REQUEST_TIMEOUT_SECONDS,
    webhooks: {
      retrySchedule: valid.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number),
      allowPrivateTargets: valid.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    },
    mail: mailSettings(valid.SMTP_URL, valid.MAIL_FROM),
    publicUrl: publicUrl(valid.PUBLIC_URL),
    adminToken: adminToken(valid.ADMIN_TOKEN),
    metricsPort: metricsPort(valid.METRICS_PORT, valid.PORT),
    corsOrigins: corsOrigins(valid.CORS_ORIGINS),
    web: valid.WEB_UI === 'true' ? { sessionIdleMinutes: valid.WEB_SESSION_IDLE_MINUTES } : null,
  };
}

/**
 * A PostgreSQL URL as it is, or the path of a SQLite file. Any other scheme (a name of two or more
 * letters before a colon) is refused rather than taken for a folder: `mysql://…` or a misspelt
 * `postgress://…` would otherwise start on an empty SQLite file in a folder named after it.
 */
function databaseLocation(text: string): string {
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'postgres' || scheme === 'postgresql') return text;
  if (scheme !== 'file' || /[?#]/.test(text)) throw badVariable('DATABASE_URL', withoutPassword(text));
  if (!text.startsWith('file://')) return text.slice('file:'.length);
  try {
    return fileURLToPath(text);
  } catch {
    throw badVariable('DATABASE_URL', text);
  }
}

function withoutPassword(text: string): string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url === undefined || url.password === '') return text;
  url.password = '***';
  return url.href;
}

/** Both set, each well-formed, or neither: half a setting would only fail at the first send. */
function mailSettings(smtpUrl: string, from: string): MailSettings | null {
  if (smtpUrl === '' && from === '') return null;
  if (!isSmtpUrl(smtpUrl)) throw badVariable('SMTP_URL', smtpUrl);
  if (!isMailbox(from)) throw badVariable('MAIL_FROM', from);
  return { smtpUrl, from: from.trim() };
}

/** An http(s) URL without credentials, query or fragment: the base that paths such as /docs are put after. */
function publicUrl(text: string): string | null {
  if (text === '') return null;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  const usable =
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(text);
  if (!usable) throw badVariable('PUBLIC_URL', text);
  return url.href.replace(/\/$/, '');
}

const ADMIN_TOKEN_MIN_LENGTH = 32;

/** Long enough not to be guessed; a bad one is named by its length alone, so that no part of it reaches a log. */
function adminToken(text: string): string | null {
  if (text === '') return null;
  if (text.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`ADMIN_TOKEN must be ${allowedValues('ADMIN_TOKEN')} (got ${text.length} characters)`);
  }
  return text;
}

/** On a port of its own, never the API's: metrics are for the operator's network, not the public's. */
function metricsPort(port: number, apiPort: number): number | null {
  if (port === 0) return null;
  if (port === apiPort) throw badVariable('METRICS_PORT', String(port));
  return port;
}

/** Exact origins, as a browser sends them in `Origin`: anything else would never match one. */
function corsOrigins(text: string): string[] {
  if (text === '') return [];
  const origins = text.split(',').map((origin) => origin.trim());
  for (const origin of origins) {
    if (!isOrigin(origin)) throw badVariable('CORS_ORIGINS', text);
  }
  return origins;
}

function isOrigin(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
}

function isSmtpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

const badVariable = (name: VariableName, text: string | undefined) =>
  new ConfigError(`${name} must be ${allowedValues(name)} (got ${JSON.stringify(text)})`);

/** Integers are written in plain digits only: no sign, exponent, hexadecimal or trailing text. */
function read(schema: TSchema, text: string): unknown {
  return schema.type === 'integer' && /^[0-9]+$/.test(text) ? Number(text) : text;
}

function allowedValues(name: VariableName): string {
  const schema = ConfigSchema.properties[name] as { anyOf?: { const: string }[]; description?: string };
  if (schema.anyOf) return `one of ${schema.anyOf.map((option) => option.const).join(', ')}`;
  return schema.description ?? 'valid';
}
