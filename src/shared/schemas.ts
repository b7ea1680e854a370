import { Type } from '@sinclair/typebox';
import { MAX_MONEY } from './money.js';

/** A record id: a positive integer assigned by the service. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, examples: [42] });

export const IdParams = Type.Object({ id: Id });

/** A string of one of the given values, documented and validated as a JSON Schema enum. */
export const StringEnum = <const Values extends readonly string[]>(values: Values, options: object = {}) =>
  Type.Unsafe<Values[number]>({ type: 'string', enum: values, ...options });

export const IsoDate = Type.String({
  format: 'date',
  maxLength: 10,
  description: 'A calendar date written YYYY-MM-DD.',
  examples: ['2026-11-22'],
});

export const CurrencyCode = Type.String({
  pattern: '^[A-Za-z]{3}$',
  description: 'A three-letter currency code; lower case is read as upper case.',
  examples: ['GBP'],
});

/** Money in a request: a number or a numeric string, optionally with thousands separators. */
export const MoneyInput = Type.Unsafe<number | string>({
  type: ['number', 'string'],
  'x-money': true,
  description: `An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most ${MAX_MONEY / 100n} in absolute value.`,
  examples: ['1,968.00'],
});

/** Money in a response: a string with two decimals, grouped by thousands unless MONEY_FORMAT=plain. */
export const MoneyOutput = Type.String({ pattern: '^-?[0-9,]+\\.[0-9]{2}$', examples: ['1,968.00'] });

export const ProblemDetails = Type.Object(
  {
    type: Type.String({ description: 'A URI reference naming the kind of problem.' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    requestId: Type.Optional(Type.String()),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String({ examples: ['invoiceLines[1].rate'] }),
          message: Type.String(),
        }),
      ),
    ),
  },
  { additionalProperties: true, description: 'An RFC 9457 problem details body.' },
);
