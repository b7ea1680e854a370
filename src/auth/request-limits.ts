import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { parseBasicAuthorization } from './api-keys.js';
import { FailureCounts } from './failure-counts.js';

/**
 * Failed authentications are counted in this process's memory, per address and per user name, in
 * windows of `windowSeconds`. Once an address has failed `perAddress` times, it is answered 429
 * until its window ends, whatever it sends. Once a user name has failed `perUser` times, the
 * addresses that failed for it are answered 429 when they try it again; the user's right key still
 * works from any other address.
 */
export interface LoginThrottle {
  /** Seconds to wait, when the request is refused before its key is checked; undefined to check it. */
  refusal(request: FastifyRequest): number | undefined;
  /** False when no count can be at its limit: no failure within a whole window. */
  counting(): boolean;
  /** Counts a failure of the request, whose user name, if it has one, is or is not that of a user. */
  failed(request: FastifyRequest, userExists: boolean): void;
}

/** How many addresses, or names, a bounded count keeps: past it, the one that failed least recently is forgotten. */
const CAPACITY = 10_000;

const userOf = (request: FastifyRequest) => parseBasicAuthorization(request.headers.authorization)?.username;
const seconds = (ms: number) => Math.ceil(ms / 1000);

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
  return loginThrottle(config.authFailures);
}

function loginThrottle({ perAddress, perUser, windowSeconds }: Config['authFailures']): LoginThrottle {
  const windowMs = windowSeconds * 1000;
  const byAddress = new FailureCounts(windowMs, CAPACITY);
  const failuresOfNames = (capacity: number) => ({
    byUser: new FailureCounts(windowMs, capacity),
    byUserAtAddress: new FailureCounts(windowMs, CAPACITY),
  });
  // The names of users are counted apart from names that no user has, and kept however many there
  // are of those (there are no more of them than users): failures for other names, however many,
  // cannot make the service forget the failures for a user.
  const users = failuresOfNames(Number.POSITIVE_INFINITY);
  const others = failuresOfNames(CAPACITY);
  const atAddress = (request: FastifyRequest, user: string) => `${request.ip}\n${user}`;
  // No count can be at its limit once a whole window has passed since the last failure: then the
  // counts are not even read, and an authentication costs nothing more than its key check.
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  const counting = () => Date.now() - lastFailureAt < windowMs;
  return {
    counting,
    refusal: (request) => {
      if (!counting()) return undefined;
      const address = byAddress.read(request.ip);
      if (address.failures >= perAddress) return seconds(address.waitMs);
      const user = userOf(request);
      if (user === undefined) return undefined;
      for (const names of [users, others]) {
        const forUser = names.byUser.read(user);
        if (forUser.failures >= perUser && names.byUserAtAddress.read(atAddress(request, user)).failures > 0) {
          return seconds(forUser.waitMs);
        }
      }
      return undefined;
    },
    failed: (request, userExists) => {
      lastFailureAt = Date.now();
      byAddress.add(request.ip);
      const user = userOf(request);
      if (user === undefined) return;
      const names = userExists ? users : others;
      names.byUser.add(user);
      names.byUserAtAddress.add(atAddress(request, user));
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
