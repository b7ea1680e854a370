import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../db/owned.js';

export const ListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: 'Page size; without it the whole list is returned.' }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Records to skip, by id order.' }),
  ),
});

/** Sets X-Total-Count, and an RFC 8288 Link to the next page when there is one. */
export function addPageHeaders(request: FastifyRequest, reply: FastifyReply, page: Page, shown: number, total: number) {
  reply.header('x-total-count', total);
  addNextPageLink(request, reply, page, shown, (page.offset ?? 0) + shown < total);
}

/** Sets an RFC 8288 Link to the next page of a paged call, when `more` says there is one. */
export function addNextPageLink(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  shown: number,
  more: boolean,
) {
  if (page.limit === undefined || !more) return;
  const [path = '/', query = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('offset', String((page.offset ?? 0) + shown));
  reply.header('link', `<${path}?${params}>; rel="next"`);
}
