import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the request's Accept header names this media type (parameters aside). */
export function accepts(request: FastifyRequest, mediaType: string): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  return accept.split(',').some((range) => range.split(';', 1)[0]?.trim().toLowerCase() === mediaType);
}

/** Answers text of this media type written as it is made, so that a long answer is never held whole. */
export function sendText(reply: FastifyReply, mediaType: string, text: AsyncIterable<string> | Iterable<string>) {
  return reply.type(`${mediaType}; charset=utf-8`).send(Readable.from(text));
}
