import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../db/page.js';
import { PathId } from './schemas.js';

export const ListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: 'Page size; without it the whole list is returned.' }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Records to skip, by id order.' }),
  ),
  after: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description:
        'Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page.',
    }),
  ),
});

/**
 * The paging of a list read newest first: a page of `limit` after `offset`, or after the cursor of
 * the Link to the next page, the id of the last of the `records` read.
 */
export const newestFirstPaging = (records: string) => ({
  limit: ListQuery.properties.limit,
  offset: ListQuery.properties.offset,
  after: Type.Optional(
    Type.Integer({
      ...PathId,
      description: `Only the ${records} older than the one with this id: the cursor of the Link to the next page, which costs the same however deep the page.`,
    }),
  ),
});

/** The page that a list call asks for. */
export const pageOf = (query: Static<typeof ListQuery>): Page => ({
  limit: query.limit,
  offset: query.offset,
  after: query.after === undefined ? undefined : BigInt(query.after),
});

/**
 * Sets X-Total-Count (the whole list's), and an RFC 8288 Link to the next page when there is one:
 * the page after the last id shown, so that following the links costs the same on every page.
 */
export function addPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  shown: readonly { id: bigint }[],
  total: number,
) {
  reply.header('x-total-count', total);
  const last = shown.at(-1);
  // After a cursor, where the page stands in the list is unknown: a full page may have more after it.
  const more = page.after === undefined ? (page.offset ?? 0) + shown.length < total : shown.length === page.limit;
  if (page.limit !== undefined && more && last) addNextPageLink(request, reply, { offset: undefined, after: last.id });
}

/** Sets an RFC 8288 Link to the next page: the request's URL with these query parameters set (or removed, when undefined). */
export function addNextPageLink(
  request: FastifyRequest,
  reply: FastifyReply,
  changes: Record<string, bigint | number | undefined>,
) {
  const [path = '/', query = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(name);
    else params.set(name, String(value));
  }
  reply.header('link', `<${path}?${params}>; rel="next"`);
}
