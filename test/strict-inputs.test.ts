import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok, problem } from './problem.js';

/*
 * What a client writes is read as it is written, or refused with a problem naming what is wrong:
 * ids and numbers in paths and query strings are plain decimal digits, numbers in bodies are read
 * exactly whatever their notation, and strings hold only characters that can be stored as sent.
 */

let t: TestApp;
let api: Api;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('ids in paths and numbers in query strings', () => {
  it.each(['0x10', '+1', '016', '1e3', '1e1000', '1.0', ' 1', '-1', '0'])(
    'refuse %j as an id, naming the parameter',
    async (id) => {
      const client = await createClient(api);
      const body = invalid(await api.get(`/clients/${encodeURIComponent(id)}`), ['id']);
      expect(body.detail).toBe('Invalid fields in the request path');
      invalid(await api.delete(`/clients/${encodeURIComponent(id)}`), ['id']);
      // Nothing was deleted, whatever the id's digits would have been read as.
      ok(await api.get(`/clients/${client.id}`));
    },
  );

  it('take an id written in plain digits', async () => {
    const client = await createClient(api);
    expect(ok<{ id: number }>(await api.get(`/clients/${client.id}`)).id).toBe(client.id);
  });

  it.each(['0x10', '1e1', '+5', '05'])('refuse %j as a limit, naming the parameter', async (limit) => {
    invalid(await api.get(`/clients?limit=${encodeURIComponent(limit)}`), ['limit']);
  });
});

describe('numbers in bodies', () => {
  it('are read exactly when JSON writes them with an exponent', async () => {
    const rate = ok<{ rate: number }>(
      await api.post('/exchangeRates', { currency: 'JPY', date: '2026-03-01', rate: 0.0000001 }),
    );
    expect(rate.rate).toBe(0.0000001);
    const raw = await api.post('/exchangeRates', '{"currency":"CHF","date":"2026-03-01","rate":5E-8}', {
      'content-type': 'application/json',
    });
    expect(ok<{ rate: number }>(raw).rate).toBe(0.00000005);
  });
});

describe('requests without a body', () => {
  it('are taken with a JSON content type, as many clients send it on every call', async () => {
    const client = await createClient(api);
    const json = { 'content-type': 'application/json' };
    ok(await api.get(`/clients/${client.id}`, json));
    ok(await api.delete(`/clients/${client.id}`, json));
    problem(await api.get(`/clients/${client.id}`), 404);
  });
});

describe('strings', () => {
  const send = (text: string) => api.post('/clients', text, { 'content-type': 'application/json' });

  it('refuse a lone surrogate and a NUL character, naming the field', async () => {
    for (const name of ['"A\\ud800B"', '"A\\udc00"', '"A\\u0000B"']) {
      const body = invalid(await send(`{"name":${name}}`), ['name']);
      expect(body.errors).toEqual([
        { path: 'name', message: 'must be text without NUL characters or lone surrogates' },
      ]);
    }
    // A pair of surrogates is one character, kept as sent.
    const client = ok<{ name: string }>(await send('{"name":"A\\ud83d\\ude00"}'));
    expect(client.name).toBe('A😀');
  });

  it('refuse a __proto__ or constructor key with a message that says so', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const body = problem(await send(`{"name":"Acme","${key}":{"prototype":{"x":1}}}`), 400);
      expect(body.detail).toBe(`The body has a "${key}" key, which is refused`);
    }
    const escaped = problem(await send('{"name":"Acme","\\u005f_proto__":{}}'), 400);
    expect(escaped.detail).toBe('The body has a "__proto__" key, which is refused');
  });
});

describe('what the server refuses before any route sees it', () => {
  it('answers a path part too long for any id with a 414 problem that does not echo it', async () => {
    const long = '1'.repeat(5000);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/clients/${long}` });
    const body = problem(response, 414);
    expect(body.detail).toBe('A part of the path is longer than any id or name the API takes');
    expect(response.body).not.toContain(long.slice(0, 200));
    expect(response.headers['x-request-id']).toBe(body.requestId);
  });

  it('answers headers too large with a 431 problem, and closes the connection saying so', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: application/problem+json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body)).toEqual({
      type: '/problems/request-header-fields-too-large',
      title: 'Request Header Fields Too Large',
      status: 431,
      detail: 'The request line and headers are larger than the server takes',
    });
    // A pooled client takes the answer, and its next request goes out on a new connection.
    const url = `http://127.0.0.1:${port}/healthz`;
    expect((await fetch(url, { headers: { 'x-big': 'a'.repeat(20_000) } })).status).toBe(431);
    expect((await fetch(url)).status).toBe(200);
  });
});
