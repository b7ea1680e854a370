import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type BankAccount, createBank, createClient, newCompany } from './books.js';
import { type Api, buildTestApp, openTestDatabase, type TestApp } from './helpers.js';
import { MISSING_ID, ok } from './problem.js';

interface JsonSchema {
  $ref?: string;
  type?: string;
  items?: JsonSchema;
  properties?: Record<string, { type?: string; format?: string; readOnly?: boolean }>;
  required?: string[];
}

interface Answer {
  $ref?: string;
  content?: Record<string, { schema: JsonSchema }>;
}

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in?: string; name?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Answer>;
}

/** The JSON schema of an operation's request body, or of its 200 answer, as written in the path. */
const bodyRef = (operation: Operation | undefined) => operation?.requestBody?.content['application/json']?.schema;
const answerRef = (operation: Operation | undefined) =>
  operation?.responses['200']?.content?.['application/json']?.schema;

/** The same, read through its reference to the components. */
const resolved = (schema: JsonSchema | undefined) =>
  schema?.$ref === undefined ? schema : (doc.components.schemas[schema.$ref.split('/').at(-1) ?? ''] as JsonSchema);
const bodySchema = (operation: Operation | undefined) => resolved(bodyRef(operation));
const answerSchema = (operation: Operation | undefined) => resolved(answerRef(operation));

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface LintProblem {
  ruleId: string;
  message: string;
  location: { pointer: string }[];
}

/** Redocly's lint of a document file, with the project's redocly.yaml; it reads nothing from the network. */
async function redoclyLint(file: string): Promise<{ problems: LintProblem[] }> {
  const cli = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '50'];
  const env = { ...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
  // The lint exits 1 when it finds a fault, with its findings written all the same.
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 1 << 24 }).catch(
    (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
  );
  return JSON.parse(stdout);
}

let t: TestApp;
let doc: {
  openapi: string;
  info: Record<string, unknown>;
  servers: unknown[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses?: Record<string, Answer> } & Record<string, unknown>;
};

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with HTTP Basic security', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toEqual({ basicAuth: { type: 'http', scheme: 'basic' } });
  });

  it('documents the webhooks: the event an endpoint receives, its signature headers and the answers that count', () => {
    const receive = doc.webhooks.event?.post;
    expect(receive?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
      'header webhook-id',
      'header webhook-timestamp',
      'header webhook-signature',
    ]);
    expect(Object.keys(bodySchema(receive)?.properties ?? {})).toEqual(['id', 'type', 'createdAt', 'sequence', 'data']);
    expect(Object.keys(receive?.responses ?? {})).toEqual(['200', '410']);
  });

  it('passes a standard OpenAPI validator, which refuses a document with a fault', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    const faulty = structuredClone(doc) as { paths: Record<string, Record<string, { responses: unknown }>> };
    const getClient = faulty.paths['/api/v1/clients/{id}']?.get;
    if (getClient) getClient.responses = { 200: { content: {} } };
    await expect(SwaggerParser.validate(faulty as never)).rejects.toThrow();
  });

  it("lints clean with Redocly's recommended rules, as redocly.yaml sets them", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const { problems } = await redoclyLint(file);
      expect(problems.map(({ ruleId, message, location }) => `${ruleId} ${location[0]?.pointer}: ${message}`)).toEqual(
        [],
      );
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('names a server, a license, and every operation once, for client generators', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    const ids = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/clients/{id}']?.get?.operationId).toBe('getClientsById');
    expect(doc.paths['/api/v1/clientPayments/{id}/allocations']?.post?.operationId).toBe(
      'postClientPaymentsByIdAllocations',
    );
    expect(Object.keys(doc.paths['/api/v1/clients']?.get?.responses ?? {})).toContain('429');
  });

  it('names the schema of every request body and every answer, for client generators', () => {
    const named = (schema: JsonSchema | undefined) =>
      schema === undefined || (schema.type === 'array' ? schema.items?.$ref : schema.$ref);
    const unnamed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !named(bodyRef(operation)) || !named(answerRef(operation)))
        .map(([method]) => `${method} ${path}`),
    );
    expect(unnamed).toEqual([]);
    const schemas = doc.components.schemas as Record<string, JsonSchema>;
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? [];
    expect(refs.map((ref) => ref.split('/').at(-1)).filter((name) => name === undefined || !(name in schemas))).toEqual(
      [],
    );
    expect(bodyRef(doc.paths['/api/v1/invoices']?.post)).toEqual({ $ref: '#/components/schemas/InvoiceInput' });
    expect(answerRef(doc.paths['/api/v1/invoices']?.get)).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Invoice' },
    });
    expect(schemas.Invoice?.properties?.invoiceLines).toMatchObject({
      items: { $ref: '#/components/schemas/InvoiceLine' },
    });
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Client', 'PartyInput', 'ClientPayment', 'TrialBalance', 'ProblemDetails']),
    );
  });

  it('documents the headers of a success: the request id, the paging of lists, the replay of creates', () => {
    const headersOf = (path: string, method: string) =>
      Object.keys(
        (doc.paths[path]?.[method]?.responses['200'] as { headers?: Record<string, unknown> } | undefined)?.headers ??
          {},
      ).sort();
    expect(headersOf('/api/v1/clients', 'get')).toEqual([
      'ETag',
      'Link',
      'Preference-Applied',
      'X-Request-Id',
      'X-Total-Count',
    ]);
    expect(headersOf('/api/v1/clients', 'post')).toEqual(['Idempotent-Replayed', 'Preference-Applied', 'X-Request-Id']);
    expect(headersOf('/api/v1/clients/{id}', 'get')).toEqual(['ETag', 'Preference-Applied', 'X-Request-Id']);
  });

  it('declares the Prefer header once and refers every operation to it', () => {
    expect(doc.components.parameters).toMatchObject({ Prefer: { name: 'Prefer', in: 'header', required: false } });
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.parameters, `${method} ${path}`).toContainEqual({ $ref: '#/components/parameters/Prefer' });
      }
    }
  });

  it("declares each header of an answer as a header object whose schema is the value's, wrapped once", () => {
    const list = doc.paths['/api/v1/clients']?.get?.responses['200'] as
      | { headers?: Record<string, unknown> }
      | undefined;
    const headers = list?.headers;
    expect(headers?.['X-Total-Count']).toEqual({
      description: 'How many records the whole list has.',
      schema: { type: 'integer' },
    });
    expect(headers?.Link).toMatchObject({ schema: { type: 'string' } });
  });

  it('documents conditional requests: If-None-Match and 304 on reads, If-Match, 412 and the new ETag on writes and every delete', () => {
    const headerParameters = (operation: Operation | undefined) =>
      (operation?.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
    const responseHeaders = (operation: Operation | undefined, status: string) =>
      Object.keys((operation?.responses[status] as { headers?: object } | undefined)?.headers ?? {});
    for (const [path, operations] of Object.entries(doc.paths)) {
      const read = operations.get;
      if (read?.security?.length === 0 || read === undefined) continue;
      expect(headerParameters(read), path).toContain('if-none-match');
      expect(read.responses['304'], path).toMatchObject({ headers: { ETag: expect.any(Object) } });
      expect(read.responses['304']?.content, path).toBeUndefined();
    }
    const conditional = [
      ['/api/v1/clients/{id}', ['put', 'patch', 'delete']],
      ['/api/v1/invoices/{id}', ['put', 'patch', 'delete']],
      ['/api/v1/company', ['put', 'patch']],
      ['/api/v1/invoices/{id}/invoiceLines', ['post']],
      ['/api/v1/invoices/{id}/invoiceLines/{lineId}', ['put', 'delete']],
    ] as const;
    // An API key never changes once made: revoking it can overwrite no one's edit, so it takes no condition.
    const unchangeable = ['/api/v1/apiKeys/{id}'];
    const deletes = Object.entries(doc.paths)
      .filter(([path, operations]) => operations.delete !== undefined && !unchangeable.includes(path))
      .map(([path]) => [path, ['delete']] as const);
    expect(deletes.length).toBeGreaterThan(conditional.length);
    for (const [path, methods] of [...conditional, ...deletes]) {
      for (const method of methods) {
        const operation = doc.paths[path]?.[method];
        expect(headerParameters(operation), `${method} ${path}`).toContain('if-match');
        expect(operation?.responses['412'], `${method} ${path}`).toEqual({
          $ref: '#/components/responses/PreconditionFailed',
        });
        expect(responseHeaders(operation, '200'), `${method} ${path}`).toContain('ETag');
      }
    }
    const patch = doc.paths['/api/v1/clients/{id}']?.patch;
    expect(Object.keys(patch?.requestBody?.content ?? {})).toEqual([
      'application/merge-patch+json',
      'application/json',
    ]);
  });

  it('writes every date as format: date', () => {
    const dates = (schema: unknown): [string, unknown][] => {
      if (typeof schema !== 'object' || schema === null) return [];
      return Object.entries(schema).flatMap(([key, value]) => [
        ...(/^(date|from|to|[a-z]+Date)$/.test(key) && (value as { type?: string }).type === 'string'
          ? [[key, (value as { format?: string }).format] as [string, unknown]]
          : []),
        ...dates(value),
      ]);
    };
    const found = [...dates(doc.components.schemas), ...dates(doc.paths)];
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(([, format]) => format !== 'date')).toEqual([]);
  });

  it.each([
    ['/api/v1/clients', ['get', 'post']],
    ['/api/v1/clients/{id}', ['get', 'put', 'patch', 'delete']],
    ['/api/v1/suppliers/{id}', ['get', 'put', 'patch', 'delete']],
    ['/api/v1/invoices/{id}/invoiceLines', ['post']],
    ['/api/v1/invoices/{id}/invoiceLines/{lineId}', ['put', 'delete']],
    ['/api/v1/bills/{id}/billLines/{lineId}', ['put', 'delete']],
    ['/api/v1/lineItems/{id}', ['get', 'put', 'patch', 'delete']],
    ['/api/v1/exchangeRates', ['get', 'post']],
    ['/api/v1/exchangeRates/{id}', ['get', 'put', 'patch', 'delete']],
    ['/api/v1/bankAccounts/{id}', ['get', 'put', 'patch', 'delete']],
    ['/api/v1/bankTransfers/{id}', ['get', 'put', 'patch', 'delete']],
    ['/api/v1/clientPayments/{id}', ['get', 'delete']],
    ['/api/v1/supplierPayments/{id}', ['get', 'delete']],
    ['/api/v1/manualJournalEntries/{id}/manualJournalEntryLines/{lineId}', ['put', 'delete']],
    ['/api/v1/accounts/{id}/ledger', ['get']],
    ['/api/v1/reports/trialBalance', ['get']],
  ])('describes %s with exactly its methods', (path, methods) => {
    expect(Object.keys(doc.paths[path] ?? {}).sort()).toEqual([...methods].sort());
  });

  it('documents the Idempotency-Key header on every create call, and problem answers', () => {
    const creates = Object.entries(doc.paths).flatMap(([path, operations]) =>
      operations.post ? [[path, operations.post] as const] : [],
    );
    expect(creates.length).toBeGreaterThan(10);
    for (const [path, operation] of creates) {
      expect(operation.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      );
      expect(Object.keys(operation.responses), path).toEqual(
        expect.arrayContaining(['200', '400', '401', '409', '422']),
      );
    }
  });

  it.each([
    '/api/v1/clients/{id}',
    '/api/v1/suppliers/{id}',
    '/api/v1/employees/{id}',
    '/api/v1/lineItems/{id}',
    '/api/v1/salesTaxes/{id}',
    '/api/v1/accounts/{id}',
    '/api/v1/bankAccounts/{id}',
    '/api/v1/bankTransfers/{id}',
    '/api/v1/clientPayments/{id}',
    '/api/v1/supplierPayments/{id}',
    '/api/v1/invoices/{id}',
    '/api/v1/bills/{id}',
    '/api/v1/manualJournalEntries/{id}',
    '/api/v1/company',
  ])('answers %s with its createdAt and updatedAt, which no request body takes', (path) => {
    const operations = doc.paths[path] ?? {};
    const answer = answerSchema(operations.get);
    for (const field of ['createdAt', 'updatedAt']) {
      expect(answer?.properties?.[field], field).toMatchObject({ type: 'string', format: 'date-time', readOnly: true });
      expect(answer?.required, field).toContain(field);
      expect(bodySchema(operations.put)?.properties ?? {}, field).not.toHaveProperty(field);
    }
    const create = doc.paths[path.replace('/{id}', '')]?.post;
    if (create) expect(bodySchema(create)?.properties).not.toHaveProperty('createdAt');
  });

  it('is served as an interactive page at /docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger');
  });
});

describe('every answer the service gives', () => {
  let api: Api;
  let port: number;
  let bank: BankAccount;
  beforeAll(async () => {
    api = await newCompany(t);
    bank = await createBank(api);
    await createClient(api, 'Acme');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** The operation of the document that answers this method on this path (under /api/v1 or not). */
  function operationOf(method: string, url: string): [string, Operation | undefined] {
    const path = url.split('?', 1)[0] ?? '';
    const template = Object.keys(doc.paths).find((candidate) =>
      new RegExp(`^${candidate.replaceAll(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    return [`${method} ${template}`, template === undefined ? undefined : doc.paths[template]?.[method.toLowerCase()]];
  }

  /** Asserts that the operation declares the status of the answer, and its media type with it. */
  function expectDeclared(method: string, url: string, status: number, contentType: unknown) {
    const [name, operation] = operationOf(method, url);
    const answer = operation?.responses[String(status)];
    const declared =
      answer?.$ref === undefined ? answer : doc.components.responses?.[answer.$ref.split('/').at(-1) ?? ''];
    expect(declared, `${status} of ${name}`).toBeDefined();
    const mediaType = String(contentType).split(';', 1)[0]?.trim();
    expect(Object.keys(declared?.content ?? {}), `${status} of ${name}`).toContain(mediaType);
  }

  const asJson = { 'content-type': 'application/json' };
  const csv = { accept: 'text/csv' };
  const unbalanced = {
    reason: 'Debits and credits differ',
    date: '2026-01-01',
    manualJournalEntryLines: [
      { accountCode: '1200', debitAmountValue: '10.00' },
      { accountCode: '4000', creditAmountValue: '5.00' },
    ],
  };
  it.each<[string, string, string, () => Promise<LightMyRequestResponse>]>([
    ['200', 'GET', '/api/v1/clients', () => api.get('/clients')],
    ['400', 'GET', '/api/v1/clients?bogus=1', () => api.get('/clients?bogus=1')],
    ['401', 'GET', '/api/v1/clients', () => t.app.inject({ method: 'GET', url: '/api/v1/clients' })],
    ['404', 'GET', `/api/v1/clients/${MISSING_ID}`, () => api.get(`/clients/${MISSING_ID}`)],
    ['414', 'GET', '/api/v1/clients/1', () => api.get(`/clients/${'1'.repeat(5000)}`)],
    ['409', 'POST', '/api/v1/clients', () => api.post('/clients', { name: 'Acme' })],
    ['413', 'POST', '/api/v1/clients', () => api.post('/clients', `{"name":"${'a'.repeat(2 << 20)}"}`, asJson)],
    ['415', 'POST', '/api/v1/clients', () => api.post('/clients', 'name=Acme', { 'content-type': 'text/plain' })],
    ['422', 'POST', '/api/v1/manualJournalEntries', () => api.post('/manualJournalEntries', unbalanced)],
    ['CSV', 'GET', '/api/v1/reports/trialBalance', () => api.get('/reports/trialBalance', csv)],
    ['CSV', 'GET', '/api/v1/reports/profitAndLoss', () => api.get('/reports/profitAndLoss', csv)],
    ['CSV', 'GET', '/api/v1/reports/balanceSheet', () => api.get('/reports/balanceSheet', csv)],
    ['CSV', 'GET', '/api/v1/reports/vatReturn', () => api.get('/reports/vatReturn', csv)],
    ['CSV', 'GET', '/api/v1/reports/agedReceivables', () => api.get('/reports/agedReceivables', csv)],
    ['CSV', 'GET', '/api/v1/reports/agedPayables', () => api.get('/reports/agedPayables', csv)],
    ['CSV', 'GET', '/api/v1/bankAccounts/1/transactions', () => api.get(`/bankAccounts/${bank.id}/transactions`, csv)],
    ['CSV', 'GET', '/api/v1/reports/journal', () => api.get('/reports/journal?format=csv')],
    ['hledger', 'GET', '/api/v1/reports/journal', () => api.get('/reports/journal', { accept: 'text/vnd.ledger' })],
    ['beancount', 'GET', '/api/v1/reports/journal', () => api.get('/reports/journal?format=beancount')],
    ['200', 'GET', '/healthz', () => t.app.inject({ method: 'GET', url: '/healthz' })],
    ['200', 'GET', '/readyz', () => t.app.inject({ method: 'GET', url: '/readyz' })],
    ['412', 'DELETE', '/api/v1/clients/1', () => api.delete(`/clients/${MISSING_ID}`, { 'if-match': '*' })],
  ])('declares the %s answer of %s %s', async (answer, method, url, send) => {
    const response = await send();
    expect(response.statusCode, response.body.slice(0, 500)).toBe(/^\d+$/.test(answer) ? Number(answer) : 200);
    expectDeclared(method, url, response.statusCode, response.headers['content-type']);
  });

  it('declares the 304 answer of a read whose If-None-Match names its ETag, without a body', async () => {
    const client = await createClient(api, 'Unchanged');
    const read = await api.get(`/clients/${client.id}`);
    const response = await api.get(`/clients/${client.id}`, { 'if-none-match': String(read.headers.etag) });
    expect(response.statusCode).toBe(304);
    const [name, operation] = operationOf('GET', `/api/v1/clients/${client.id}`);
    expect(operation?.responses['304'], name).toBeDefined();
  });

  it('declares the 422 answer of a report whose year would start before the books keep', async () => {
    const aprilYear = await newCompany(t);
    ok(await aprilYear.put('/company', { name: 'April year', lockDate: null, yearStart: '04-06' }));
    for (const report of ['profitAndLoss?to=0001-04-05', 'vatReturn?to=0001-04-05', 'balanceSheet?date=0001-04-05']) {
      const response = await aprilYear.get(`/reports/${report}`);
      expect(response.statusCode).toBe(422);
      expectDeclared('GET', `/api/v1/reports/${report}`, 422, response.headers['content-type']);
    }
  });

  it('declares the 431 answer to headers too large, which the HTTP parser gives', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/clients`, {
      headers: { 'x-big': 'a'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expectDeclared('GET', '/api/v1/clients', 431, response.headers.get('content-type') ?? undefined);
  });

  it('declares the 503 answer of /readyz when the database does not answer', async () => {
    const opened = await openTestDatabase();
    const app = await buildApp(opened.config, opened.db);
    await opened.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expectDeclared('GET', '/readyz', 503, response.headers['content-type']);
  });
});
