import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../src/shared/problem-types.js';
import { newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { MISSING_ID, problem } from './problem.js';

/*
 * A problem's `type` can be followed: each type the service emits answers a short page, without
 * credentials, saying what the problem is, when it happens and what to do.
 */

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
});
afterAll(() => t.close());

const page = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('the pages of the problem types', () => {
  it.each(Object.keys(PROBLEM_TYPES))('answers /problems/%s with its page, to anyone, to be cached', async (name) => {
    const answer = await page(`/problems/${name}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.body).toContain(`<code>${name}</code>`);
    expect(answer.body).toContain('<h2>When it happens</h2>');
    expect(answer.body).toContain('<h2>What to do</h2>');
  });

  it('titles a page with the status and its reason, and sets the words in backquotes as code', async () => {
    const answer = await page('/problems/precondition-failed');
    expect(answer.body).toContain('<h1>412 Precondition Failed</h1>');
    expect(answer.body).toContain('<code>If-Match</code> names no ETag');
  });

  it('answers a name that is no problem type with a problem', async () => {
    problem(await page('/problems/no-such-problem'), 404, 'Problem type no-such-problem was not found');
    problem(await page('/problems/constructor'), 404);
  });

  it("leads an actual problem's type to the page of that problem", async () => {
    const refused = problem(await api.get(`/invoices/${MISSING_ID}`), 404);
    expect(refused.type).toBe('/problems/not-found');
    const answer = await page(refused.type);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>404 Not Found</h1>');
  });
});

describe('behind a proxy at PUBLIC_URL', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ publicUrl: 'https://books.example.com/acme' });
  });
  afterAll(() => proxied.close());

  it("writes a problem's type as a URL under PUBLIC_URL, whose path past it is the page's", async () => {
    const unauthenticated = await proxied.app.inject({ method: 'GET', url: '/api/v1/invoices' });
    expect(unauthenticated.statusCode).toBe(401);
    const refused = unauthenticated.json<{ type: string }>();
    expect(refused.type).toBe('https://books.example.com/acme/problems/unauthorized');
    const path = refused.type.slice('https://books.example.com/acme'.length);
    const answer = await proxied.app.inject({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>401 Unauthorized</h1>');
  });
});
