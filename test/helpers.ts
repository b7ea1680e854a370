import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { expect } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { createCompany } from '../src/companies/company-service.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, type DatabaseTransaction, openDatabase } from '../src/db/database.js';
import type { QueryObserver } from '../src/db/store.js';
import { createUser } from '../src/users/user-service.js';
import { createTestDatabase } from './store.js';

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests send wrong keys on purpose: the throttle of failed authentications is tested on its own.
  const authFailures = { perAddress: 1_000_000, perUser: 1_000_000, windowSeconds: 300 };
  return { ...loadConfig({}), databaseUrl: ':memory:', logLevel: 'silent', authFailures, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

/**
 * An app on a fresh database of the store under test (see store.ts), or on `overrides.databaseUrl`
 * when given; call once per test file.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const { db, config, close } = await openTestDatabase(overrides);
  const app = await buildApp(config, db);
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/**
 * The work an app starts as it gets ready, and runs each second whatever the requests (its senders of
 * webhooks and emails, its sweeps and purges): recordingQueries leaves its statements out, so that a
 * record of what a request or a call sent holds that alone.
 */
const backgroundWork = new AsyncLocalStorage<true>();

/**
 * A record of the statements a database runs for the code, as its store's driver sends them (see
 * QueryObserver): give `observe` to openTestDatabase. Every statement of the production path is
 * there, the reads of a few rows outside a transaction and those sent together included. Empty
 * `queries` to start a new record; `compiled` holds each statement with the values of its run.
 */
export function recordingQueries(): { queries: string[]; compiled: CompiledQuery[]; observe: QueryObserver } {
  const queries: string[] = [];
  const compiled: CompiledQuery[] = [];
  const observe: QueryObserver = (query) => {
    if (backgroundWork.getStore()) return;
    queries.push(query.sql);
    compiled.push(query);
  };
  return { queries, compiled, observe };
}

/**
 * Sends the request until it is answered without a query of the users (a remembered key), and
 * answers that response: on PostgreSQL a process remembers keys only once it listens for their changes.
 */
export async function untilKeyRemembered(
  send: () => Promise<LightMyRequestResponse>,
  queries: string[],
): Promise<LightMyRequestResponse> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    queries.length = 0;
    const response = await send();
    if (!queries.some((query) => query.includes('"users"'))) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('every request looked the key up in the database');
}

/**
 * The answer to `send` once it is refused (401), or its last answer after two seconds: another
 * process's change of a key reaches this one as a notification, which arrives moments after the commit.
 */
export async function untilRefused(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let response = await send();
  for (let attempt = 0; attempt < 100 && response.statusCode !== 401; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    response = await send();
  }
  return response;
}

/** The app on `db`, ready, its background work left out of the records of recordingQueries. */
export async function readyApp(config: Config, db: Database, options?: AppOptions): Promise<FastifyInstance> {
  const app = await buildApp(config, db, options);
  // The timers of the background work are set as the app gets ready, and carry this mark.
  await backgroundWork.run(true, () => app.ready());
  return app;
}

/**
 * An app on a fresh database whose every query is recorded (see recordingQueries), but those of its
 * background work, with the database it opened.
 */
export async function recordedApp(overrides: Partial<Config> = {}) {
  const { observe, ...recorded } = recordingQueries();
  const opened = await openTestDatabase(overrides, observe);
  const recording = { db: opened.db, ...recorded };
  const app = await readyApp(opened.config, opened.db);
  const close = async () => {
    await app.close();
    await opened.close();
  };
  return { opened, recording, app, close };
}

/**
 * Runs `work` in a write transaction of `db`, as another process would, and keeps its locks until
 * `release` is called; `ready` settles once `work` has run.
 */
export function holdWriteLock(db: Database, work: (trx: DatabaseTransaction) => Promise<unknown>) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ready = new Promise<void>((resolve, reject) => {
    db.transaction()
      .execute(async (trx) => {
        await work(trx);
        resolve();
        await released;
      })
      .catch(reject);
  });
  return { ready, release };
}

/**
 * A fresh database of the store under test (or `overrides.databaseUrl`), migrated, with the config
 * that opened it; `observe` sees its statements (see recordingQueries).
 */
export async function openTestDatabase(overrides: Partial<Config> = {}, observe?: QueryObserver) {
  const created = overrides.databaseUrl === undefined ? await createTestDatabase() : undefined;
  const config = testConfig({ ...overrides, ...(created ? { databaseUrl: created.url } : {}) });
  const db = await openDatabase(config, observe);
  return {
    db,
    config,
    close: async () => {
      await db.destroy();
      await created?.drop();
    },
  };
}

export interface Tenant {
  companyId: bigint;
  username: string;
  apiKey: string;
  authorization: string;
}

let tenants = 0;

/** A new company with one user, as the CLI would make them. */
export async function createTenant(db: Database, currency = 'GBP'): Promise<Tenant> {
  tenants += 1;
  const company = await createCompany(db, { name: `Company ${tenants}`, currency });
  const user = await createUser(db, {
    companyId: company.id,
    username: `user-${tenants}-${company.id}`,
    role: 'owner',
  });
  return {
    companyId: company.id,
    username: user.username,
    apiKey: user.apiKey,
    authorization: basicAuthorization(user.username, user.apiKey),
  };
}

export function basicAuthorization(username: string, apiKey: string): string {
  return `Basic ${Buffer.from(`${username}:${apiKey}`).toString('base64')}`;
}

/** A client bound to one tenant: `api.get('/clients')` and so on, under /api/v1. */
export function apiClient(app: FastifyInstance, tenant: Tenant) {
  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...headers, authorization: tenant.authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload: unknown, headers?: Record<string, string>) => call('POST', url, payload, headers),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

export type Api = ReturnType<typeof apiClient>;

/** Signs in to the app's web page as its sign-in form does, in process: the session's cookie, as name=value. */
export async function webSession(app: FastifyInstance, user: Pick<Tenant, 'username' | 'apiKey'>): Promise<string> {
  const form = await app.inject({ method: 'GET', url: '/sign-in' });
  const token = /name="_csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  const signedIn = await app.inject({
    method: 'POST',
    url: '/sign-in',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: String(form.headers['set-cookie']).split(';')[0] ?? '',
    },
    payload: new URLSearchParams({ _csrf: token, username: user.username, apiKey: user.apiKey }).toString(),
  });
  if (signedIn.statusCode !== 303) throw new Error(`signing in answered ${signedIn.statusCode}`);
  const session = signedIn.cookies.find((cookie) => cookie.name === 'books_session');
  return `books_session=${session?.value}`;
}

/** A call under /api/v1 as the tenant's user, with any method and headers; a string body is sent as it is. */
export type Send = (
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export function sendAs(app: FastifyInstance, tenant: Tenant): Send {
  return (method, url, body, headers = {}) =>
    app.inject({
      method: method as InjectOptions['method'],
      url: `/api/v1${url}`,
      headers: { ...headers, authorization: tenant.authorization },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : (body as object) }),
    });
}

/** The item at this index, which the test expects to be there. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index} of ${JSON.stringify(items)}`);
  return item;
}

/**
 * A record's two timestamps, whatever they are, spread last into a record a test expects (their
 * values are the subject of timestamps.test.ts).
 */
export const anyTimestamps = { createdAt: expect.any(String), updatedAt: expect.any(String) };
