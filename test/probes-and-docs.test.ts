import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers.js';

describe('the probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /readyz with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 while the server is stopping, and /healthz 200 as it is still alive', async () => {
    const opened = await openTestDatabase();
    const app = await buildApp(opened.config, opened.db);
    try {
      app.stopping = true;
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 503, detail: 'The server is stopping' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await opened.close();
    }
  });

  it('answers /readyz 503 when the database does not answer, and /healthz 200 as the process is alive', async () => {
    const opened = await openTestDatabase();
    const app = await buildApp(opened.config, opened.db);
    await opened.db.destroy();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 503, detail: 'The database does not answer' });
      const alive = await app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});

describe('the way to the documentation, with the web page switched off (WEB_UI=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ web: null });
  });
  afterAll(() => t.close());

  it('redirects GET / to /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/docs');
  });

  it('names the server by a relative URL, so that "Try it out" calls whichever host and port served the page', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });
});

describe('behind a proxy that adds a path prefix (PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://books.example.com/acme', web: null });
  });
  afterAll(() => t.close());

  it('redirects GET / to the documentation under the prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/acme/docs');
  });

  it('sends a browser that has not signed in from the web page to its sign-in page under the prefix', async () => {
    const web = await buildTestApp({ publicUrl: 'https://books.example.com/acme' });
    try {
      const response = await web.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/acme/sign-in');
    } finally {
      await web.close();
    }
  });

  it('names the public URL as the server of the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.servers).toEqual([{ url: 'https://books.example.com/acme', description: expect.any(String) }]);
  });

  it('links the documentation page to its assets under the prefix', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/acme/docs/static/swagger-ui-bundle.js"');
  });
});
