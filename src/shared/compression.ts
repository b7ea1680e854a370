import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { tagOfCoding } from './entity-tags.js';

/** Answers smaller than this are sent as they are: compressing a few records saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 4096;

/**
 * Compresses, as the client accepts (brotli or gzip), the answers of every route declared after
 * this: those above the threshold, and every streamed one (exports, CSV), still streamed. Compressed
 * request bodies are not taken: the body limit holds for what arrives.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  // Declared after the compression's own, so that this runs on the answer once it is compressed.
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), tagTheCoding];
  });
}

/** Gives a compressed answer the tag of its coding (see tagOfCoding). */
const tagTheCoding: onSendHookHandler = (_request, reply, payload, done) => {
  const coding = reply.getHeader('content-encoding');
  const tag = reply.getHeader('etag');
  if (typeof coding === 'string' && typeof tag === 'string') reply.header('etag', tagOfCoding(tag, coding));
  done(null, payload);
};
