import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/api-keys/api-key-records.js';
import type { Permission, Role, Scope } from '../src/auth/permissions.js';
import { createCompany } from '../src/companies/company-service.js';
import { createUser } from '../src/users/user-service.js';
import { basicAuthorization, buildTestApp, type TestApp } from './helpers.js';
import { MISSING_ID, TYPE_OF_STATUS } from './problem.js';
import { testStore } from './store.js';

/**
 * The rule of rights, written out by hand from the issue, apart from the code: what each path needs
 * to be written. Every GET needs `read`, but for those of ADMIN_READS.
 */
const WRITE_SCOPE_OF_RESOURCE: Record<string, Permission> = {
  company: 'admin',
  webhookEndpoints: 'admin',
  users: 'admin',
  apiKeys: 'authenticated',
  accounts: 'write:journals',
  salesTaxes: 'write:journals',
  exchangeRates: 'write:journals',
  currencyRevaluations: 'write:journals',
  manualJournalEntries: 'write:journals',
  clients: 'write:documents',
  suppliers: 'write:documents',
  employees: 'write:documents',
  lineItems: 'write:documents',
  invoices: 'write:documents',
  bills: 'write:documents',
  creditNotes: 'write:documents',
  supplierCredits: 'write:documents',
  quotes: 'write:documents',
  recurringInvoices: 'write:documents',
  clientPayments: 'write:payments',
  supplierPayments: 'write:payments',
  clientRefunds: 'write:payments',
  supplierRefunds: 'write:payments',
  bankAccounts: 'write:banking',
  bankTransfers: 'write:banking',
  bankStatementProfiles: 'write:banking',
  bankRules: 'write:banking',
};
const ADMIN_READS = ['webhookEndpoints', 'users'];

/** What an operation needs, by the rule above: allocations are payments' whatever they allocate. */
function permissionOf(method: string, path: string): Permission {
  const resource = path.split('/')[3] ?? '';
  if (resource === 'apiKeys') return 'authenticated';
  if (method === 'get') return ADMIN_READS.includes(resource) ? 'admin' : 'read';
  if (/\/allocations(\/|$)/.test(path)) return 'write:payments';
  const scope = WRITE_SCOPE_OF_RESOURCE[resource];
  if (scope === undefined) throw new Error(`The test does not know what writing ${path} needs`);
  return scope;
}

/** The role a refusal names: the least whose scopes include the permission. */
const LEAST_ROLE: Record<Permission, Role> = {
  read: 'viewer',
  authenticated: 'viewer',
  'write:documents': 'bookkeeper',
  'write:payments': 'bookkeeper',
  'write:banking': 'bookkeeper',
  'write:journals': 'bookkeeper',
  admin: 'admin',
};

const EVERY_WRITE: Scope[] = ['write:documents', 'write:payments', 'write:banking', 'write:journals'];

interface Caller {
  role: Role;
  /** The scopes of the key the caller presents: every one, but where the key is narrowed. */
  scopes?: Scope[];
  /** What the caller may do, worked by hand: the role's scopes that the key also has. */
  may: Permission[];
}

const ROLE_CALLERS: Caller[] = [
  { role: 'owner', may: ['read', ...EVERY_WRITE, 'admin'] },
  { role: 'admin', may: ['read', ...EVERY_WRITE, 'admin'] },
  { role: 'bookkeeper', may: ['read', ...EVERY_WRITE] },
  { role: 'viewer', may: ['read'] },
];

const SCOPED_CALLERS: Caller[] = [
  { role: 'owner', scopes: ['read'], may: ['read'] },
  // Writing is not reading: a key that may only create documents cannot list them.
  { role: 'owner', scopes: ['write:documents'], may: ['write:documents'] },
  { role: 'owner', scopes: ['admin'], may: ['admin'] },
  { role: 'admin', scopes: ['write:payments', 'write:banking'], may: ['write:payments', 'write:banking'] },
  // The key's admin scope is beyond the bookkeeper's role, and gives nothing.
  { role: 'bookkeeper', scopes: ['read', 'write:journals', 'admin'], may: ['read', 'write:journals'] },
  { role: 'viewer', scopes: ['write:documents', 'admin'], may: [] },
];

interface Operation {
  method: string;
  path: string;
  permission: Permission;
  documented: unknown;
}

let t: TestApp;
let operations: Operation[];
let companyId: bigint;

beforeAll(async () => {
  t = await buildTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const paths = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>);
  // The calls without authentication (the health probe) need no permission.
  const authenticated = ([, operation]: [string, Record<string, unknown>]) =>
    (operation.security as unknown[] | undefined)?.length !== 0;
  operations = paths.flatMap(([path, calls]) =>
    Object.entries(calls)
      .filter(authenticated)
      .map(([method, operation]) => ({
        method,
        path,
        permission: permissionOf(method, path),
        documented: operation['x-permission'],
      })),
  );
  companyId = (await createCompany(t.db, { name: 'Permissions Ltd', currency: 'GBP' })).id;
});
afterAll(() => t.close());

/**
 * Sends the operation as cheaply as it can be sent: every record it names missing, and an empty
 * body. A call the caller may make is then refused for its input or its missing record, never 403.
 */
const send = (operation: Operation, authorization: string) =>
  t.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, String(MISSING_ID)),
    headers: { authorization },
    ...(['post', 'put', 'patch'].includes(operation.method) ? { payload: {} } : {}),
  });

/** Each operation the caller is refused when it should not be, or let through when it should be refused. */
async function wrongAnswers(caller: Caller, authorization: string) {
  const wrong: string[] = [];
  for (const operation of operations) {
    const response = await send(operation, authorization);
    const allowed = operation.permission === 'authenticated' || caller.may.includes(operation.permission);
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    if (allowed && response.statusCode === 403) wrong.push(`${name}: refused (${response.body})`);
    if (!allowed && response.statusCode !== 403) wrong.push(`${name}: answered ${response.statusCode}`);
    if (!allowed && response.statusCode === 403) {
      const body = response.json();
      const keyLacksIt = caller.scopes !== undefined && !caller.scopes.includes(operation.permission as Scope);
      expect(body, name).toMatchObject({
        type: TYPE_OF_STATUS[403],
        status: 403,
        requiredRole: LEAST_ROLE[operation.permission],
      });
      expect(body.requiredScope, name).toBe(keyLacksIt ? operation.permission : undefined);
    }
  }
  return wrong;
}

describe(`permissions on ${testStore}`, () => {
  it('documents the permission of every operation as the rule of rights says', () => {
    const wrong = operations.filter((operation) => operation.documented !== operation.permission);
    expect(wrong.map(({ method, path, documented }) => `${method} ${path}: ${documented}`)).toEqual([]);
  });

  it.each(ROLE_CALLERS)('lets a $role call what the role allows, and refuses the rest with 403', async (caller) => {
    const user = await createUser(t.db, { companyId, username: `permissions-${caller.role}`, role: caller.role });
    expect(await wrongAnswers(caller, basicAuthorization(user.username, user.apiKey))).toEqual([]);
  });

  it.each(SCOPED_CALLERS)(
    'lets a $role with a key of $scopes call what both allow, and refuses the rest with 403',
    async (caller) => {
      const scopes = caller.scopes ?? [];
      const username = `permissions-${caller.role}-${scopes.join('-').replaceAll(':', '-')}`;
      const user = await createUser(t.db, { companyId, username, role: caller.role });
      const key = await createApiKey(t.db, { userId: user.id, name: 'narrowed', scopes });
      expect(await wrongAnswers(caller, basicAuthorization(user.username, key.apiKey))).toEqual([]);
    },
  );
});

describe(`a refusal on ${testStore}`, () => {
  it('changes nothing, and keeps nothing under its Idempotency-Key', async () => {
    // A company of its own, which the walk of every operation leaves alone.
    const company = await createCompany(t.db, { name: 'Refusals Ltd', currency: 'GBP' });
    const as = async (role: Role) => {
      const user = await createUser(t.db, { companyId: company.id, username: `refusal-${role}`, role });
      return basicAuthorization(user.username, user.apiKey);
    };
    const call = (authorization: string, method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization, 'idempotency-key': 'refused-first' },
        ...(method === 'POST' ? { payload: { name: 'Refused Ltd' } } : {}),
      });
    const viewer = await as('viewer');
    const bookkeeper = await as('bookkeeper');

    const refused = await call(viewer, 'POST', '/clients');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: 'This call needs the role bookkeeper',
      requiredRole: 'bookkeeper',
    });
    expect((await call(viewer, 'GET', '/clients')).json()).toEqual([]);
    expect((await call(viewer, 'GET', '/auditLog')).json()).toEqual([]);

    // The same key and body from a bookkeeper is carried out, not answered with the refusal.
    const created = await call(bookkeeper, 'POST', '/clients');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['idempotent-replayed']).toBeUndefined();
    expect((await call(viewer, 'GET', '/clients')).json()).toMatchObject([{ name: 'Refused Ltd' }]);
  });
});
