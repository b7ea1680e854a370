import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, notFound, ruleViolation } from '../src/shared/errors.js';
import { parseMoney } from '../src/shared/money.js';
import { IdParams, IsoDate, MoneyInput } from '../src/shared/schemas.js';
import { buildTestApp, type TestApp } from './helpers.js';

const ProbeBody = Type.Object({
  name: Type.String({ maxLength: 10 }),
  date: Type.Optional(IsoDate),
  lines: Type.Optional(Type.Array(Type.Object({ rate: MoneyInput }))),
});

/** Routes that exercise the error model the way resource routes will. */
function probeRoutes(app: FastifyInstance) {
  app.post('/probe/:id', { schema: { params: IdParams, body: ProbeBody } }, async (request) => {
    const body = request.body as { lines?: { rate: string | number }[] };
    return { rates: (body.lines ?? []).map((line) => String(parseMoney(line.rate))) };
  });
  app.get('/probe/conflict', async () => {
    throw conflict('The name Acme is already used');
  });
  app.get('/probe/rule', async () => {
    throw ruleViolation('Debits and credits differ', [{ path: 'lines', message: 'unbalanced' }], {
      difference: '1.00',
    });
  });
  app.get('/probe/missing', async () => {
    throw notFound('Invoice', 7n);
  });
  app.get('/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, probeRoutes);
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ status, type: expect.stringMatching(/^\/problems\//), title: expect.any(String) });
  expect(body.detail).toEqual(expect.any(String));
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

describe('problem details', () => {
  it('answers malformed JSON with 400', async () => {
    const body = expectProblem(await post('/probe/1', '{"name": '), 400);
    expect(body.detail).toMatch(/not valid JSON/);
  });

  it('answers invalid fields with 400 and names each of them', async () => {
    const response = await post(
      '/probe/1',
      JSON.stringify({
        name: 'far too long a name',
        date: '2026-02-30',
        lines: [{ rate: '1.00' }, { rate: '1.005' }, {}],
      }),
    );
    const body = expectProblem(response, 400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'must NOT have more than 10 characters' },
        { path: 'date', message: 'must be a real date written YYYY-MM-DD' },
        { path: 'lines[1].rate', message: expect.stringMatching(/^must be a money amount/) },
        { path: 'lines[2].rate', message: 'is required' },
      ]),
    );
    expect(body.errors).toHaveLength(4);
  });

  it('accepts money as a number, a plain string and a grouped string', async () => {
    const response = await post(
      '/probe/1',
      JSON.stringify({ name: 'ok', lines: [{ rate: 1968 }, { rate: '1968.5' }, { rate: '1,968.05' }] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: ['196800', '196850', '196805'] });
  });

  it('ignores unknown fields in bodies', async () => {
    const response = await post('/probe/1', JSON.stringify({ name: 'ok', id: 5, somethingElse: true }));
    expect(response.statusCode).toBe(200);
  });

  it('does not turn a number into a string or a string into a boolean', async () => {
    const body = expectProblem(await post('/probe/1', JSON.stringify({ name: 42 })), 400);
    expect(body.errors).toEqual([{ path: 'name', message: 'must be string' }]);
  });

  it.each(['0', '-3', 'abc', '1.5', '99999999999999999999'])('answers a path id of %s with 400', async (id) => {
    const body = expectProblem(await post(`/probe/${id}`, JSON.stringify({ name: 'ok' })), 400);
    expect(body.errors).toEqual([{ path: 'id', message: expect.any(String) }]);
  });

  it('answers an unknown route with 404', async () => {
    const body = expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }), 404);
    expect(body.type).toBe('/problems/not-found');
  });

  it('answers a missing record with 404', async () => {
    const body = expectProblem(await t.app.inject({ method: 'GET', url: '/probe/missing' }), 404);
    expect(body.detail).toBe('Invoice 7 was not found');
  });

  it('answers a known path with another method with 405 and an Allow header', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/probe/1' });
    expectProblem(response, 405);
    expect(response.headers.allow).toBe('POST');
    const company = await t.app.inject({ method: 'DELETE', url: '/api/v1/company' });
    expectProblem(company, 405);
    expect(company.headers.allow).toBe('GET, HEAD, PUT, PATCH');
  });

  it('answers a conflict with 409', async () => {
    const body = expectProblem(await t.app.inject({ method: 'GET', url: '/probe/conflict' }), 409);
    expect(body.detail).toBe('The name Acme is already used');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    expectProblem(await post('/probe/1', big), 413);
  });

  it('answers a body that is not JSON with 415', async () => {
    const form = expectProblem(await post('/probe/1', 'name=x', 'application/x-www-form-urlencoded'), 415);
    expect(form.detail).toBe('The body must be JSON, sent as Content-Type: application/json');
    expectProblem(await post('/probe/1', 'name', 'text/plain'), 415);
  });

  it('answers a broken accounting rule with 422 and its details', async () => {
    const body = expectProblem(await t.app.inject({ method: 'GET', url: '/probe/rule' }), 422);
    expect(body).toMatchObject({
      detail: 'Debits and credits differ',
      errors: [{ path: 'lines', message: 'unbalanced' }],
      difference: '1.00',
    });
  });

  it('answers an unexpected failure with a generic 500 that reveals nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/probe/crash' });
    const body = expectProblem(response, 500);
    expect(body.detail).toContain(String(body.requestId));
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('keeps a sane X-Request-Id from the caller and replaces an odd one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });
});
