import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preconditionFailed } from './errors.js';

/**
 * The strong entity tag of an answer: a digest of its body. Any change of the answer changes it,
 * the figures other records move (an outstanding amount, a status) as well as the record's own
 * fields, which a stored version number would miss; a digest of a few kilobytes costs microseconds.
 */
export const entityTagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url')}"`;

/** The header of a write made on a condition: documented where the write honours it. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description:
        'Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became.',
    }),
  ),
});

/**
 * An entity tag of a list of them (RFC 9110 §8.8.3): whether it is weak, its opaque part without the
 * content coding of a compressed answer, and that coding (see tagOfCoding), so that a tag read from a
 * compressed answer names the record as well as the one read from the plain answer.
 */
const ENTITY_TAG = /(W\/)?"([^"+]*)(?:\+([a-z]+))?"/g;

const tagsOf = (field: string | string[]) =>
  [...String(field).matchAll(ENTITY_TAG)].map(([, weak, opaque, coding]) => ({
    weak: weak !== undefined,
    opaque: `"${opaque}"`,
    coding,
  }));

/**
 * The tag of an answer compressed for the transfer. A strong tag names one sequence of bytes
 * (RFC 9110 §8.8.1), so the compressed answer's is the plain answer's with the coding after a `+`,
 * which a digest in base64url never holds (as Apache's mod_deflate adds `-gzip`); a weak tag names
 * what the answer means, which compression leaves as it was.
 */
export const tagOfCoding = (tag: string, coding: string): string =>
  tag.startsWith('W/') ? tag : tag.replace(/"$/, `+${coding}"`);

const isAny = (field: string | string[]) => String(field).trim() === '*';

/**
 * If-None-Match (§13.1.2): when the field is `*` or names `current` by the weak comparison, the tag
 * that a 200 would have carried, in the coding of the tag named (see tagOfCoding); else undefined.
 */
export function tagMatching(field: string | string[], current: string): string | undefined {
  if (isAny(field)) return current;
  const opaque = current.replace(/^W\//, '');
  const named = tagsOf(field).find((tag) => tag.opaque === opaque);
  if (named === undefined) return undefined;
  return named.coding === undefined ? current : tagOfCoding(current, named.coding);
}

/**
 * Holds a write to the condition of its If-Match (§13.1.1), `field`, when it has one: `current`, the
 * record's strong tag as it stands (undefined when there is no such record), must match one of the
 * tags by the strong comparison, or the field be `*` and the record exist.
 */
export function assertIfMatch(field: string | string[] | undefined, current: () => string | undefined): void {
  if (field === undefined) return;
  const tag = current();
  if (tag === undefined) throw preconditionFailed('If-Match names a record that does not exist');
  if (isAny(field) || tagsOf(field).some((named) => !named.weak && named.opaque === tag)) return;
  throw preconditionFailed('If-Match does not name the record as it stands: it changed since it was read');
}

/**
 * Gives every whole answer of a read a tag of its body, weak for a list, strong for one record, and
 * answers 304 without the body when If-None-Match names it; a list streamed in batches has none.
 * The tag is of the plain body: compression, after this, adds its coding to a strong one (tagOfCoding).
 * The answer of a PUT or a PATCH, the record as it now stands, has its new strong tag.
 */
export function installEntityTags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || reply.hasHeader('etag') || !isWhole(payload)) return payload;
    if (request.method === 'PUT' || request.method === 'PATCH') reply.header('etag', entityTagOf(payload));
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const tag = `${answersList(request) ? 'W/' : ''}${entityTagOf(payload)}`;
    reply.header('etag', tag);
    const ifNoneMatch = request.headers['if-none-match'];
    const matching = ifNoneMatch === undefined ? undefined : tagMatching(ifNoneMatch, tag);
    if (matching === undefined) return payload;
    reply.code(304).header('etag', matching).removeHeader('content-type').removeHeader('content-length');
    return null;
  });
}

const isWhole = (payload: unknown): payload is string | Buffer =>
  typeof payload === 'string' || Buffer.isBuffer(payload);

const answersList = (request: FastifyRequest) =>
  (request.routeOptions.schema?.response as Record<number, { type?: string }> | undefined)?.[200]?.type === 'array';
