import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { type FieldError, invalid } from './errors.js';
import { MERGE_PATCH_TYPE } from './merge-patch.js';

/** Keys that name an object's prototype in JavaScript: refused rather than read, so that none is ever used. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);
const MAY_NAME_A_PROTOTYPE = /__proto__|constructor|\\u/;

/** A NUL character or a surrogate written as an escape: the only way either reaches a parsed string. */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/;

const BAD_TEXT = 'must be text without NUL characters or lone surrogates';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that no store keeps as it was sent: with a NUL, or a surrogate without its other half. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Reads request bodies as JSON, exactly as sent: a body that is not UTF-8, that has a key naming a
 * prototype, or a string that cannot be stored as it was sent (a NUL character, a lone surrogate)
 * is refused with a 400 that says so. An empty body is no body: many clients send a JSON content
 * type on every call, a GET or a DELETE too.
 */
export function installJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseBody(body as Buffer));
    } catch (error) {
      done(error as Error);
    }
  });
  // A merge patch is JSON read the same way, and the body of a PATCH only.
  app.addContentTypeParser(MERGE_PATCH_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
    try {
      if (request.method !== 'PATCH') throw notAMergePatch(request.method);
      done(null, parseBody(body as Buffer));
    } catch (error) {
      done(error as Error);
    }
  });
}

const notAMergePatch = (method: string) =>
  Object.assign(new Error(`A ${method} body is not a merge patch: send it as application/json`), { statusCode: 415 });

function parseBody(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  if (!isUtf8(body)) throw invalid('The body is not valid UTF-8');
  const text = body.toString('utf8');
  const value = parseJson(text);
  if (SUSPECT_ESCAPE.test(text)) {
    const errors = badStrings(value, '');
    if (errors.length > 0) throw invalid('Invalid fields in the request body', errors);
  }
  return value;
}

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid("Body is not valid JSON but content-type is set to 'application/json'");
  }
  // A key may also be written with escapes (\u005f\u005fproto\u005f\u005f): those are looked at too.
  if (MAY_NAME_A_PROTOTYPE.test(text)) refuseForbiddenKeys(value);
  return value;
}

function refuseForbiddenKeys(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw invalid(`The body has a "${key}" key, which is refused`);
    refuseForbiddenKeys(inner);
  }
}

/** The strings in a value that could not be stored as sent, by their path (`invoiceLines[1].description`). */
function badStrings(value: unknown, path: string): FieldError[] {
  if (typeof value === 'string') {
    return unstorable(value) ? [{ path: path || 'body', message: BAD_TEXT }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => badStrings(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(unstorable(key) ? [{ path: path || 'body', message: BAD_TEXT }] : []),
    ...badStrings(inner, path ? `${path}.${key}` : key),
  ]);
}
