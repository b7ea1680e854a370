import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { parseBasicAuthorization } from './api-keys.js';

/**
 * Failed authentications are counted in this process's memory, per address and per user name, in
 * windows of `windowSeconds`. Once an address has failed `perAddress` times, it is answered 429
 * until its window ends, whatever it sends. Once a user name has failed `perUser` times, the
 * addresses that failed for it are answered 429 when they try it again; the user's right key still
 * works from any other address.
 */
export interface LoginThrottle {
  /** Seconds to wait, when the request is refused before its key is checked; undefined to check it. */
  refusal(request: FastifyRequest): Promise<number | undefined>;
  /** False when no count can be at its limit: no failure within a whole window. */
  counting(): boolean;
  failed(request: FastifyRequest): Promise<void>;
}

const userOf = (request: FastifyRequest) => parseBasicAuthorization(request.headers.authorization)?.username;

/** Registers the limits of requests: the throttle of failed authentications, and the optional limit per API key. */
export async function installRequestLimits(app: FastifyInstance, config: Config): Promise<LoginThrottle> {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `More than ${context.max} requests in ${context.after}: wait before sending more`,
    }),
  });
  const { perAddress, perUser, windowSeconds } = config.authFailures;
  /** A count of failures: `peek` reads it, `add` counts one more. */
  const counter = (max: number, key: (request: FastifyRequest) => string) => {
    const limit = app.createRateLimit({ max, timeWindow: windowSeconds * 1000, keyGenerator: key });
    const read = async (request: FastifyRequest, increment: boolean) => {
      const state = await limit(request, { increment });
      if (state.isAllowed) return { any: false, reached: false, wait: 0 };
      return { any: state.remaining < state.max, reached: state.remaining === 0, wait: state.ttlInSeconds };
    };
    return {
      peek: (request: FastifyRequest) => read(request, false),
      add: (request: FastifyRequest) => read(request, true),
    };
  };
  const byAddress = counter(perAddress, (request) => `failures of address ${request.ip}`);
  const byUser = counter(perUser, (request) => `failures of user ${userOf(request)}`);
  const byUserAtAddress = counter(perUser, (request) => `failures of user ${userOf(request)} at ${request.ip}`);
  // No count can be at its limit once a whole window has passed since the last failure: then the
  // counts are not even read, and an authentication costs nothing more than its key check.
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  const counting = () => Date.now() - lastFailureAt < windowSeconds * 1000;
  return {
    counting,
    refusal: async (request) => {
      if (!counting()) return undefined;
      const address = await byAddress.peek(request);
      if (address.reached) return address.wait;
      if (userOf(request) === undefined) return undefined;
      const user = await byUser.peek(request);
      if (!user.reached) return undefined;
      return (await byUserAtAddress.peek(request)).any ? user.wait : undefined;
    },
    failed: async (request) => {
      lastFailureAt = Date.now();
      await byAddress.add(request);
      if (userOf(request) === undefined) return;
      await byUser.add(request);
      await byUserAtAddress.add(request);
    },
  };
}

/** The limit of requests per minute of each API key, with RateLimit-* headers; none when it is 0. */
export function limitPerKey(app: FastifyInstance, config: Config) {
  if (config.rateLimitPerMinute === 0) return undefined;
  return app.rateLimit({
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `requests of user ${request.principal.userId}`,
  });
}
