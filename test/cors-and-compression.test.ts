import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from './books.js';
import { buildTestApp, createTenant, type Send, sendAs, type TestApp } from './helpers.js';
import { ok } from './problem.js';

const ORIGIN = 'https://app.example.com';

const corsHeaders = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

const listed = (header: unknown) => String(header).split(/,\s*/);

describe('CORS with CORS_ORIGINS', () => {
  let t: TestApp;
  let send: Send;
  beforeAll(async () => {
    t = await buildTestApp({ corsOrigins: [ORIGIN, 'http://localhost:5173'] });
    send = sendAs(t.app, await createTenant(t.db));
  });
  afterAll(() => t.close());

  const preflight = (origin: string, url = '/api/v1/invoices/12') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type, if-match, idempotency-key, prefer',
      },
    });

  it('answers a preflight from a listed origin 204, without authentication, with the methods and headers the API takes', async () => {
    // Answered before the query is read, whatever it holds.
    const response = await preflight(ORIGIN, '/api/v1/invoices/12?expand=lines');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(listed(response.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(listed(response.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['Authorization', 'Content-Type', 'If-Match', 'Idempotency-Key', 'Prefer']),
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(listed(response.headers.vary)).toContain('Origin');
  });

  it("answers a listed origin's request with its origin and the headers its page may read", async () => {
    const response = await send('GET', '/company', undefined, { origin: 'http://localhost:5173' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(listed(response.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['ETag', 'Location', 'X-Total-Count', 'Link', 'Preference-Applied', 'Retry-After']),
    );
  });

  it('gives an origin not listed, or one listed with another scheme or port, no CORS header at all', async () => {
    for (const origin of ['https://evil.example', 'http://app.example.com', 'https://app.example.com:8443']) {
      const refused = await preflight(origin);
      // As without CORS: a method the path does not take.
      expect(refused.statusCode, origin).toBe(405);
      expect(corsHeaders(refused), origin).toEqual([]);
      const read = await send('GET', '/company', undefined, { origin });
      expect(read.statusCode, origin).toBe(200);
      expect(corsHeaders(read), origin).toEqual([]);
    }
    expect(corsHeaders(await send('GET', '/company'))).toEqual([]);
  });
});

describe('CORS without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a preflight as any method the path does not take, with no CORS header', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/company',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(405);
    expect(corsHeaders(response)).toEqual([]);
  });
});

describe('compression', () => {
  let t: TestApp;
  let send: Send;
  let invoice: Invoice;
  beforeAll(async () => {
    t = await buildTestApp();
    send = sendAs(t.app, await createTenant(t.db));
    const client = ok<{ id: number }>(await send('POST', '/clients', { name: 'Acme' }));
    // 30 lines: an answer of about 14 KiB, well over the threshold of 4 KiB.
    const invoiceLines = Array.from({ length: 30 }, (_, index) => ({
      description: `Consulting, week ${index + 1}`,
      quantity: 1,
      rate: '100.00',
      vatRate: 0,
    }));
    invoice = ok<Invoice>(
      await send('POST', '/invoices', {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        invoiceLines,
      }),
    );
  });
  afterAll(() => t.close());

  const read = (path: string, headers: Record<string, string> = {}) => send('GET', path, undefined, headers);
  const decoded = (response: LightMyRequestResponse) => {
    const coding = response.headers['content-encoding'];
    if (coding === 'gzip') return gunzipSync(response.rawPayload).toString();
    if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    return response.body;
  };

  it('compresses a large answer as the client accepts, gzip or brotli, to the same body', async () => {
    const path = `/invoices/${invoice.id}`;
    const plain = await read(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    for (const [accepted, coding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip;q=0.5, br', 'br'],
      ['deflate, gzip', 'gzip'],
    ] as const) {
      const compressed = await read(path, { 'accept-encoding': accepted });
      expect(compressed.headers['content-encoding'], accepted).toBe(coding);
      expect(listed(compressed.headers.vary)).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decoded(compressed)).toBe(plain.body);
    }
    expect((await read(path, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const small = await read('/company', { 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ name: expect.any(String) });
  });

  it("gives a compressed record a strong ETag of its own, which If-None-Match and If-Match take as the record's", async () => {
    const path = `/invoices/${invoice.id}`;
    const plain = String((await read(path)).headers.etag);
    expect(plain).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const gzipped = String((await read(path, { 'accept-encoding': 'gzip' })).headers.etag);
    const brotli = String((await read(path, { 'accept-encoding': 'br' })).headers.etag);
    expect(gzipped).toBe(plain.replace(/"$/, '+gzip"'));
    expect(brotli).toBe(plain.replace(/"$/, '+br"'));

    const unchanged = await read(path, { 'accept-encoding': 'gzip', 'if-none-match': gzipped });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(gzipped);
    expect((await read(path, { 'if-none-match': plain })).statusCode).toBe(304);

    const renamed = await send('PATCH', path, { reference: 'PO-1' }, { 'if-match': gzipped });
    expect(renamed.statusCode).toBe(200);
    const stale = await send('PATCH', path, { reference: 'PO-2' }, { 'if-match': brotli });
    expect(stale.statusCode).toBe(412);
    expect((await read(path, { 'accept-encoding': 'gzip', 'if-none-match': gzipped })).statusCode).toBe(200);
  });

  it('keeps the weak ETag of a list whatever the coding', async () => {
    const plain = await read('/invoices?limit=10');
    const gzipped = await read('/invoices?limit=10', { 'accept-encoding': 'gzip' });
    expect(plain.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
  });

  it('streams a whole list and a CSV report compressed, without measuring them first', async () => {
    for (let index = 0; index < 120; index += 1) ok(await send('POST', '/clients', { name: `Client ${index}` }));
    for (const [path, accept] of [
      ['/clients', 'application/json'],
      ['/reports/journal?format=csv', 'text/csv'],
    ] as const) {
      const plain = await read(path, { accept });
      const gzipped = await read(path, { accept, 'accept-encoding': 'gzip' });
      expect(gzipped.statusCode, path).toBe(200);
      expect(gzipped.headers['content-encoding'], path).toBe('gzip');
      expect(gzipped.headers['content-length'], path).toBeUndefined();
      expect(decoded(gzipped), path).toBe(plain.body);
    }
    expect(JSON.parse(decoded(await read('/clients', { 'accept-encoding': 'br' })))).toHaveLength(121);
  });
});
