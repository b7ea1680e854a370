import createFetchClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** A named schema of the document: `Schema<'Invoice'>`, `Schema<'InvoiceInput'>`, `Schema<'ProblemDetails'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export interface ClientOptions {
  /** Where the service answers, without /api/v1: `http://127.0.0.1:3000`. */
  baseUrl: string;
  username: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Headers sent with every call, over the client's own; `{ prefer: null }` sends no Prefer. */
  headers?: Record<string, string | null>;
}

/** The media types the client reads answers as: JSON and problem details (the text answers are left out). */
type JsonMediaType = `${string}/${string}json`;

/**
 * A client of the Accounting API typed by its OpenAPI document: every path, body and JSON answer.
 * It asks for money as plain decimals (`Prefer: money=plain`), which `Number()` reads.
 */
export function createClient(options: ClientOptions): Client<paths, JsonMediaType> {
  // User names and keys are ASCII, which btoa takes as it is, in a browser as in Node.
  const credentials = btoa(`${options.username}:${options.apiKey}`);
  return createFetchClient<paths, JsonMediaType>({
    baseUrl: options.baseUrl,
    headers: { prefer: 'money=plain', ...options.headers, authorization: `Basic ${credentials}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
