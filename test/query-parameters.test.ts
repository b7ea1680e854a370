import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTenant, type Tenant, type TestApp } from './helpers.js';
import { invalid, type Problem } from './problem.js';

/*
 * A query parameter a call does not take, or one it takes with a value it cannot read, is refused
 * with a 400 naming each such parameter, on every route: a misspelt parameter is never ignored.
 */

interface ParameterSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
}

interface Parameter {
  in: string;
  name: string;
  schema?: ParameterSchema & { anyOf?: ParameterSchema[] };
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
}

interface Ref {
  $ref: string;
}

/** A parameter's schema, or the branches of its union. */
const branchesOf = (schema: Parameter['schema']): ParameterSchema[] => schema?.anyOf ?? [schema ?? {}];

let t: TestApp;
let tenant: Tenant;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.db);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, Omit<Operation, 'parameters'> & { parameters?: (Parameter | Ref)[] }>>;
    components: { parameters: Record<string, Parameter> };
  }>();
  // A parameter declared once in the components (Prefer) is read where it is declared.
  const resolved = (parameter: Parameter | Ref) =>
    '$ref' in parameter ? (doc.components.parameters[parameter.$ref.split('/').at(-1) ?? ''] as Parameter) : parameter;
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation: { ...operation, parameters: operation.parameters?.map(resolved) },
    })),
  );
});
afterAll(() => t.close());

/** Calls the operation with this query string: path ids of 1, and the example body when it takes one. */
function call(method: string, path: string, operation: Operation, query: string): Promise<LightMyRequestResponse> {
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  // The statement import takes a file, which the document does not describe as a body.
  const file = method === 'POST' && path.endsWith('/statementImports');
  const body = media ? { 'content-type': contentType, payload: JSON.stringify(media.example) } : undefined;
  const { payload, ...type } = body ?? (file ? { 'content-type': 'text/csv', payload: 'Date,Amount\n' } : {});
  return t.app.inject({
    method: method as 'GET',
    url: `${path.replaceAll(/\{[^}]+\}/g, '1')}?${query}`,
    headers: { authorization: tenant.authorization, ...type },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The calls among these whose answer is not a 400 naming `parameter` as a bad query parameter. */
async function notRefusing(
  calls: { method: string; path: string; operation: Operation; query: string; parameter: string }[],
) {
  const wrong: string[] = [];
  for (const { method, path, operation, query, parameter } of calls) {
    const response = await call(method, path, operation, query);
    const body = response.json<Problem>();
    const named = body.errors?.some((error) => error.path === parameter);
    if (response.statusCode !== 400 || body.detail !== 'Invalid fields in the request query string' || !named) {
      wrong.push(`${method} ${path}?${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
  }
  return wrong;
}

describe('a query parameter a call does not take', () => {
  it('is refused by every operation of the OpenAPI document, naming it', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const calls = operations.map((call) => ({ ...call, query: 'bogus=1', parameter: 'bogus' }));
    expect(await notRefusing(calls)).toEqual([]);
  });

  it('is refused with its message, beside a known parameter with a bad value', async () => {
    const body = invalid(await get('/api/v1/clients?limit=0&bogus=1&Limit=5'), ['limit', 'bogus', 'Limit']);
    expect(body.errors).toContainEqual({ path: 'bogus', message: 'is not known to this call' });
  });

  it('is refused on a report: offset is not a parameter of the journal, which pages by after', async () => {
    invalid(await get('/api/v1/reports/journal?offset=20'), ['offset']);
  });

  it('is refused on a list, which would otherwise answer every record', async () => {
    invalid(await get('/api/v1/invoices?bogus=1'), ['bogus']);
  });

  it('is refused on a single record and on the answer without a body', async () => {
    invalid(await get('/api/v1/invoices/1?x=1'), ['x']);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/clients?bogus=1',
      headers: { authorization: tenant.authorization },
    });
    expect(head.statusCode).toBe(400);
  });

  it.each(['/healthz', '/api/v1/openapi.json', '/docs/', '/docs/json'])('is refused by %s', async (path) => {
    invalid(await t.app.inject({ method: 'GET', url: `${path}?bogus=1` }), ['bogus']);
  });
});

describe('a known query parameter with a value it cannot read', () => {
  const BAD_VALUES: [(schema: Parameter['schema']) => boolean, string][] = [
    [(schema) => schema?.type === 'integer', 'x'],
    [(schema) => branchesOf(schema).some((branch) => branch.format === 'date'), '2026-02-30'],
    [(schema) => branchesOf(schema).some((branch) => branch.format === 'date-time'), '2026-02-30T12:00:00Z'],
    [(schema) => schema?.enum !== undefined, 'nonsense'],
    [(schema) => schema?.pattern !== undefined, '!'],
    [(schema) => schema?.minLength !== undefined, ''],
    [(schema) => (schema as { 'x-money'?: unknown } | undefined)?.['x-money'] !== undefined, '1.234'],
  ];
  const badValueOf = (parameter: Parameter) => BAD_VALUES.find(([fits]) => fits(parameter.schema))?.[1];

  it('is refused by every operation that declares it, naming it', async () => {
    const calls = operations.flatMap(({ method, path, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => {
          const value = badValueOf(parameter);
          expect(value, `${method} ${path} ${parameter.name}`).toBeDefined();
          return { method, path, operation, query: `${parameter.name}=${value}`, parameter: parameter.name };
        }),
    );
    expect(calls.length).toBeGreaterThan(50);
    expect(await notRefusing(calls)).toEqual([]);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-02-28T24:00:00Z', '2026-02-28T12:60:00.000Z', '2026-02-30T12:00:00Z'])(
    'is refused when it names no day or instant: %s as a bound of the audit trail',
    async (bound) => {
      for (const name of ['from', 'to']) {
        const body = invalid(await get(`/api/v1/auditLog?${name}=${bound}`), [name]);
        expect(body.errors).toEqual([
          { path: name, message: 'must be a date (YYYY-MM-DD) or a UTC timestamp (YYYY-MM-DDTHH:MM:SS.sssZ)' },
        ]);
      }
    },
  );

  it('is refused when given twice', async () => {
    invalid(await get('/api/v1/reports/balanceSheet?date=2026-01-31&date=2026-02-28'), ['date']);
  });
});

describe('the parameters in the OpenAPI document', () => {
  it('each declare their type, and the dates their format', () => {
    const parameters = operations.flatMap(({ method, path, operation }) =>
      (operation.parameters ?? []).map((parameter) => ({ at: `${method} ${path} ${parameter.name}`, parameter })),
    );
    const untyped = parameters.filter(({ parameter }) => branchesOf(parameter.schema).some((branch) => !branch.type));
    expect(untyped.map(({ at }) => at)).toEqual([]);
    const dates = parameters.filter(({ parameter }) => /^(date|from|to|compareFrom|compareTo)$/.test(parameter.name));
    expect(dates.length).toBeGreaterThan(20);
    // A bound of the audit trail is a date or an instant: a union of the two formats.
    const undated = dates.filter(({ parameter }) => {
      const formats = branchesOf(parameter.schema).map((branch) => branch.format);
      return !formats.includes('date') || formats.some((format) => format !== 'date' && format !== 'date-time');
    });
    expect(undated.map(({ at }) => at)).toEqual([]);
  });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: tenant.authorization } });
