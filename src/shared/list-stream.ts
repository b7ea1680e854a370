import { Readable } from 'node:stream';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../db/page.js';
import { inAnswerFormat } from './money-preference.js';
import { addPageHeaders, type ListQuery, pageOf } from './pagination.js';

/**
 * Records a whole list reads per query. Small enough that a batch's rows and views are gone before
 * V8's second young-generation collection: batches of 500 invoices outlived it, were promoted, and
 * the old generation grew with the length of the list until a full collection.
 */
export const LIST_BATCH = 100;

type Batch<View> = (page: Page) => Promise<View[]>;

/**
 * Answers a whole list as one JSON array written as it is read, a batch of records at a time after
 * the last id read: memory stays flat however long the list, each batch costs what the first did,
 * and other requests are answered between batches. `first` is the batch already read.
 */
export function streamList<View extends { id: bigint }>(
  reply: FastifyReply,
  first: View[],
  nextBatch: Batch<View>,
  serialize: (view: View) => string,
): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Readable.from(arrayText(first, nextBatch, serialize)));
}

async function* arrayText<View extends { id: bigint }>(
  first: View[],
  nextBatch: Batch<View>,
  serialize: (view: View) => string,
): AsyncGenerator<string> {
  let batch = first;
  yield `[${batch.map(serialize).join(',')}`;
  while (batch.length === LIST_BATCH) {
    batch = await nextBatch({ limit: LIST_BATCH, after: batch.at(-1)?.id });
    if (batch.length > 0) yield `,${batch.map(serialize).join(',')}`;
  }
  yield ']';
}

/**
 * Answers a list call from its ListQuery: with limit, one page with its X-Total-Count and Link;
 * without, the rest of the list from where offset or after puts it, streamed.
 */
export async function answerList<View extends { id: bigint }, Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  list: (page: Page) => Promise<{ items: View[]; total: number }>,
  answer: { output: TSchema; show: (view: View) => Answer },
): Promise<Answer[] | FastifyReply> {
  const page = pageOf(request.query as Static<typeof ListQuery>);
  const whole = page.limit === undefined;
  const { items, total } = await list(whole ? { ...page, limit: LIST_BATCH } : page);
  addPageHeaders(request, reply, page, items, total);
  if (!whole || items.length < LIST_BATCH) return items.map(answer.show);
  const serialize = reply.compileSerializationSchema(answer.output);
  const batch = async (next: Page) => (await list(next)).items;
  const shown = (view: View) => inAnswerFormat(request, answer.output, answer.show(view)) as Record<string, unknown>;
  return streamList(reply, items, batch, (view) => serialize(shown(view)));
}
