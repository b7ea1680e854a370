import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface FieldError {
  path: string;
  message: string;
}

/** An RFC 9457 problem details body as the API writes it. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  requestId?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

/** The `type` URI the API gives each problem status. */
export const TYPE_OF_STATUS: Readonly<Record<number, string>> = {
  400: '/problems/invalid-request',
  401: '/problems/unauthorized',
  403: '/problems/forbidden',
  404: '/problems/not-found',
  405: '/problems/method-not-allowed',
  406: '/problems/not-acceptable',
  409: '/problems/conflict',
  412: '/problems/precondition-failed',
  413: '/problems/payload-too-large',
  415: '/problems/unsupported-media-type',
  422: '/problems/rule-violation',
};

/** A record id that no record of the installation has. */
export const MISSING_ID = Number.MAX_SAFE_INTEGER;

/** Asserts a 200 answer and gives its JSON body. */
export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<T>();
}

export const expectOk = ok;

/**
 * Asserts a problem details answer with the given status: the content type, the `type` of that status
 * (any `/problems/…` for a status not in TYPE_OF_STATUS), a title, a detail and the request id of the
 * x-request-id header. Gives the body.
 */
function problemBody(response: LightMyRequestResponse, status: number): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<Problem>();
  expect(body).toMatchObject({
    type: TYPE_OF_STATUS[status] ?? expect.stringMatching(/^\/problems\//),
    status,
    title: expect.any(String),
    detail: expect.any(String),
  });
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

/**
 * Asserts a problem details answer with the given status (see problemBody); `detail`, when given, is
 * the exact detail or a regular expression it matches. Gives the body.
 */
export function problem(response: LightMyRequestResponse, status: number, detail?: string | RegExp): Problem {
  const body = problemBody(response, status);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else if (detail) expect(body.detail).toMatch(detail);
  return body;
}

/**
 * As `problem`, but a string `detail` need only be part of the detail: it is matched as a substring
 * (a regular expression is matched as it is). Gives the body.
 */
export function expectProblem(response: LightMyRequestResponse, status: number, detail?: string | RegExp): Problem {
  const body = problemBody(response, status);
  if (detail !== undefined) expect(body.detail).toMatch(detail);
  return body;
}

/** Asserts that the problem names exactly these fields (each at least once) in `errors`, and gives their messages. */
export function expectErrorPaths(problem: Problem, paths: string[]): string[] {
  expect(problem.errors, JSON.stringify(problem)).toEqual(expect.any(Array));
  const errors = problem.errors ?? [];
  for (const error of errors) expect(error).toEqual({ path: expect.any(String), message: expect.any(String) });
  expect([...new Set(errors.map((error) => error.path))].sort()).toEqual([...paths].sort());
  return errors.map((error) => error.message);
}

/** A problem with this status whose `errors` name exactly these fields. */
export function fieldProblem(response: LightMyRequestResponse, status: 400 | 422, paths: string[]): Problem {
  const body = problem(response, status);
  expectErrorPaths(body, paths);
  return body;
}

/** A 400 whose `errors` name exactly these fields. */
export const invalid = (response: LightMyRequestResponse, paths: string[]) => fieldProblem(response, 400, paths);

/** A 422 whose `errors` name exactly these fields. */
export const violation = (response: LightMyRequestResponse, paths: string[]) => fieldProblem(response, 422, paths);

/** A 400 whose `errors` name exactly these fields, and whose detail speaks of invalid fields. */
export function expectInvalid(response: LightMyRequestResponse, paths: string[]): Problem {
  const body = invalid(response, paths);
  expect(body.detail).toMatch(/invalid fields|must equal/i);
  return body;
}

/** The message of the error on this path. */
export function messageAt(body: Problem, path: string): string {
  const error = (body.errors ?? []).find((candidate) => candidate.path === path);
  if (!error) throw new Error(`no error at ${path}: ${JSON.stringify(body)}`);
  return error.message;
}

/** The body without its request id, which differs between any two answers. */
export function withoutRequestId<T extends { requestId?: unknown }>(body: T): Omit<T, 'requestId'> {
  const { requestId: _requestId, ...rest } = body;
  return rest;
}

/**
 * The problem without what differs between two answers: the request id, and the ids named in the detail
 * (one id is written `{id}`; the ids of a record `{ name: id }` are written `{name}`).
 */
export function comparable(body: Problem, ids: number | Record<string, number>) {
  let detail = body.detail;
  for (const [name, id] of Object.entries(typeof ids === 'number' ? { id: ids } : ids)) {
    detail = detail.replaceAll(String(id), `{${name}}`);
  }
  return { ...withoutRequestId(body), detail };
}

/** A name no other test run will have taken. */
let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A code (letters and digits, at most 20) no other test will have taken. */
export function uniqueCode(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 20);
}

/** A date (YYYY-MM-DD, from 2000 on) no other call in this test file will have taken. */
let days = 0;
export function uniqueDate(): string {
  days += 1;
  return new Date(Date.UTC(2000, 0, days)).toISOString().slice(0, 10);
}
