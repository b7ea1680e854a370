import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney, type MoneyFormat, parseMoney } from './money.js';
import { varyBy } from './negotiation.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** How this request's answer writes money: plain when it prefers `money=plain`, else the installation's way. */
    answerMoneyFormat: MoneyFormat;
  }
}

/** The mark of money in an answer's schema (MoneyOutput), by which an answer's money is found. */
export const MONEY_ANSWER = 'x-money-answer';

const PREFERENCE = 'money=plain';

/** The Prefer header as the OpenAPI document declares it, once, for every call. */
export const PREFER_PARAMETER = {
  name: 'Prefer',
  in: 'header',
  required: false,
  description:
    "Preferences (RFC 7240). With `money=plain`, the answer writes money as plain decimals (`1968.00`, `-12.50`), whatever the installation's MONEY_FORMAT, and says `Preference-Applied: money=plain`. Other preferences, and other values of money, are ignored.",
  schema: { type: 'string', examples: ['money=plain'] },
};

export const PREFERENCE_APPLIED_DESCRIPTION = `${PREFERENCE} when the request's Prefer asked for it: the answer's money is plain.`;

/**
 * The preferences of a Prefer header (RFC 7240 §2): `name[=value]` separated by commas, each with
 * parameters after `;`, names read without case; a preference named twice counts the first time.
 */
function preferencesOf(header: string | string[] | undefined): Map<string, string> {
  const preferences = new Map<string, string>();
  for (const preference of [header ?? []].flat().join(',').split(',')) {
    const [name = '', value = ''] = (preference.split(';', 1)[0] ?? '').split('=', 2).map((part) => part.trim());
    const key = name.toLowerCase();
    if (key !== '' && !preferences.has(key)) preferences.set(key, value.replace(/^"(.*)"$/, '$1'));
  }
  return preferences;
}

/**
 * Answers the money of a request that prefers `money=plain` as plain decimals, whatever the
 * installation's format, and says so (Preference-Applied); other preferences are ignored. Every
 * answer varies by Prefer. The records are written in the installation's format everywhere else
 * (the audit trail, events, webhooks), so an answer's money is written again at its edge.
 */
export function honourMoneyPreference(app: FastifyInstance, installationFormat: MoneyFormat): void {
  app.decorateRequest('answerMoneyFormat', installationFormat);
  app.addHook('onRequest', async (request, reply) => {
    varyBy(reply, 'Prefer');
    if (preferencesOf(request.headers.prefer).get('money') !== 'plain') return;
    request.answerMoneyFormat = 'plain';
    reply.header('preference-applied', PREFERENCE);
  });
  if (installationFormat === 'plain') return;
  app.addHook('preSerialization', async (request, reply, payload) =>
    inAnswerFormat(request, answerSchemaOf(request, reply), payload),
  );
}

/** The answer `value` of `schema`, its money written as the request prefers (it was written in the installation's format). */
export function inAnswerFormat<T>(request: FastifyRequest, schema: unknown, value: T): T {
  return request.answerMoneyFormat === 'plain' ? (plainMoney(schema as Schema, value) as T) : value;
}

interface Schema {
  [MONEY_ANSWER]?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  content?: Record<string, { schema: Schema }>;
}

/** The schema of the answer the route is about to send, as the route declares it for its status. */
function answerSchemaOf(request: FastifyRequest, reply: FastifyReply): Schema | undefined {
  const answers = request.routeOptions.schema?.response as Record<string, Schema> | undefined;
  const answer = answers?.[reply.statusCode];
  return answer?.content?.['application/json']?.schema ?? answer;
}

function plainMoney(schema: Schema | undefined, value: unknown): unknown {
  if (schema === undefined || value === null) return value;
  if (schema[MONEY_ANSWER]) return typeof value === 'string' ? plainAmount(value) : value;
  const branches = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length > 0) return branches.reduce<unknown>((written, branch) => plainMoney(branch, written), value);
  if (Array.isArray(value)) return value.map((item) => plainMoney(schema.items, item));
  const { properties } = schema;
  if (typeof value !== 'object' || properties === undefined) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, plainMoney(properties[name], field)]));
}

const plainAmount = (written: string) => {
  const amount = parseMoney(written);
  return amount === undefined ? written : formatMoney(amount, 'plain');
};
