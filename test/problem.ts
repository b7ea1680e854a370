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

/** Asserts a 200 answer and gives its JSON body. */
export function expectOk<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<T>();
}

/**
 * Asserts a problem details answer with the given status; `detail`, when given, is matched
 * as a substring or a regular expression. Gives the body.
 */
export function expectProblem(response: LightMyRequestResponse, status: number, detail?: string | RegExp): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<Problem>();
  expect(body).toMatchObject({
    status,
    type: expect.stringMatching(/^\/problems\//),
    title: expect.any(String),
    detail: expect.any(String),
  });
  expect(body.requestId).toBe(response.headers['x-request-id']);
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

/** Asserts a 400 whose `errors` name exactly these fields. */
export function expectInvalid(response: LightMyRequestResponse, paths: string[]): Problem {
  const problem = expectProblem(response, 400, /invalid fields|must equal/i);
  expectErrorPaths(problem, paths);
  return problem;
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
