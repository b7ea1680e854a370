import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { ModuleOptions } from '../shared/module-options.js';
import { addNextPageLink } from '../shared/pagination.js';
import { eventBody } from './event-body.js';
import { Event, EventParams, EventQuery } from './event-schemas.js';
import { companyEvent, companyEvents } from './event-service.js';

const TAG = 'Events';
const DEFAULT_LIMIT = 100;

/** The company's events, read only: what its writes announced, as its webhooks send them. */
export const eventRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/events',
    {
      schema: {
        tags: [TAG],
        summary: "The company's events, newest first",
        description:
          'Each event as its webhook deliveries send it. One page at a time (100 unless limit says), newest first, with a Link header with rel="next" when the page is full; no X-Total-Count. Events are kept 30 days, and longer while a delivery of them is still being tried.',
        querystring: EventQuery,
        response: { 200: Type.Array(Event) },
      },
    },
    async (request, reply) => {
      const { type, after } = request.query;
      const limit = request.query.limit ?? DEFAULT_LIMIT;
      const query = { types: type?.split(','), after: after === undefined ? undefined : BigInt(after) };
      const rows = await companyEvents(db, request.principal.companyId, query, limit);
      const last = rows.at(-1);
      if (rows.length === limit && last) addNextPageLink(request, reply, { after: last.id });
      return sendJson(reply, `[${rows.map(eventBody).join(',')}]`);
    },
  );
  app.get(
    '/events/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'An event, as its webhook deliveries send it',
        params: EventParams,
        response: { 200: Event },
      },
    },
    async (request, reply) =>
      sendJson(reply, eventBody(await companyEvent(db, request.principal.companyId, BigInt(request.params.id)))),
  );
};

const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
