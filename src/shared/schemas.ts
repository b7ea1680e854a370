import { type TSchema, Type } from '@sinclair/typebox';
import { formatMoney, MAX_MONEY } from './money.js';
import { MONEY_ANSWER } from './money-preference.js';

/**
 * A record id in an answer: a positive 64-bit integer assigned by the service, kept as a bigint
 * from the database to the JSON integer written, so that no id is ever rounded.
 */
export const Id = Type.Unsafe<bigint>({ type: 'integer', minimum: 1, examples: [42] });

/** A record id in a path; read into a bigint by the route. */
export const PathId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, examples: [42] });

export const IdParams = Type.Object({ id: PathId });

/** One property of an object schema whose name is declared elsewhere (a side's field names), typed by it. */
export const property = <Name extends string, Schema extends TSchema>(name: Name, schema: Schema) =>
  ({ [name]: schema }) as { [Key in Name]: Schema };

/** The title of a resource's schema from its name in the API: `clientPayment` is titled ClientPayment. */
export const titleOf = <Name extends string>(name: Name) =>
  `${name.charAt(0).toUpperCase()}${name.slice(1)}` as Capitalize<Name>;

/** A string of one of the given values, documented and validated as a JSON Schema enum. */
export const StringEnum = <const Values extends readonly string[]>(values: Values, options: object = {}) =>
  Type.Unsafe<Values[number]>({ type: 'string', enum: values, ...options });

export const IsoDate = Type.String({
  format: 'date',
  maxLength: 10,
  description: 'A calendar date written YYYY-MM-DD.',
  examples: ['2026-11-22'],
});

/** A calendar date in an answer, written YYYY-MM-DD. */
export const DateOutput = Type.String({ format: 'date', examples: ['2026-11-22'] });

const Timestamp = (description: string) =>
  Type.String({ format: 'date-time', readOnly: true, description, examples: ['2026-11-23T05:05:12.345Z'] });

/**
 * When a record was made and when it last changed, in every record's answer: UTC with milliseconds,
 * from the database's clock. Answers only: a request that carries them (a record sent back as it was
 * read) has them ignored.
 */
export const Timestamps = {
  createdAt: Timestamp('When the record was made (UTC); it never changes.'),
  updatedAt: Timestamp(
    'When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.',
  ),
};

export const CurrencyCode = Type.String({
  pattern: '^[A-Za-z]{3}$',
  'x-message': 'must be a three-letter currency code',
  description: 'A three-letter currency code; lower case is read as upper case.',
  examples: ['GBP'],
});

/** Money in a request: a number or a numeric string, optionally with thousands separators. */
export const MoneyInput = Type.Unsafe<number | string>({
  type: ['number', 'string'],
  'x-money': true,
  description: `An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most ${formatMoney(MAX_MONEY, 'grouped')} in absolute value.`,
  examples: ['1,968.00'],
});

/** Money in a request that may not be negative (a debit or a credit, a payment). */
export const NonNegativeMoneyInput = Type.Unsafe<number | string>({
  ...MoneyInput,
  'x-money': 'non-negative',
  description: `${MoneyInput.description} Zero or more.`,
});

/** Money in a request that must be more than zero (a payment, a transfer). */
export const PositiveMoneyInput = Type.Unsafe<number | string>({
  ...MoneyInput,
  'x-money': 'positive',
  description: `${MoneyInput.description} More than zero.`,
});

/** Optional money in a request; null is read as "no value". */
export const OptionalMoneyInput = Type.Optional(
  Type.Unsafe<number | string | null>({ ...MoneyInput, type: ['number', 'string', 'null'] }),
);

/**
 * Money in a response: a string with two decimals, grouped by thousands unless MONEY_FORMAT=plain or
 * the request prefers money=plain; marked, for the answer of such a request to find its money.
 */
export const MoneyOutput = Type.String({
  pattern: '^-?[0-9,]+\\.[0-9]{2}$',
  examples: ['1,968.00'],
  [MONEY_ANSWER]: true,
});

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
    amount: Type.Optional({ ...MoneyOutput, description: 'A payment, allocation or refund: the amount refused.' }),
    outstandingAmount: Type.Optional({
      ...MoneyOutput,
      description: 'What the documents (or the credit) had outstanding, which the amount exceeded.',
    }),
    unallocatedAmount: Type.Optional({
      ...MoneyOutput,
      description: "What a payment's money on account still held, which the amount exceeded.",
    }),
    totalAmount: Type.Optional({ ...MoneyOutput, description: 'A document whose total would be negative: its total.' }),
    debits: Type.Optional({ ...MoneyOutput, description: 'A manual journal entry that does not balance: its debits.' }),
    credits: Type.Optional({ ...MoneyOutput, description: '… and its credits.' }),
    difference: Type.Optional({ ...MoneyOutput, description: '… and debits less credits.' }),
    lockDate: Type.Optional({ ...IsoDate, description: 'A write dated on or before the lock date: the lock date.' }),
  },
  { additionalProperties: true, description: 'An RFC 9457 problem details body.' },
);

/** An id in a request body: clients send back the ids they read, as numbers or as numeric strings. */
export const IdInput = Type.Unsafe<number | string>({
  type: ['integer', 'string'],
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  pattern: '^[1-9][0-9]{0,15}$',
  'x-message': 'must be a positive integer',
  description: 'A record id, as a number or a numeric string.',
  examples: [42],
});

/** An optional text field; null is read as "no value", and an empty string is kept as one. */
export const OptionalText = (maxLength: number, options: object = {}) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, ...options }));

/** A required name: at most `maxLength` characters, not blank. */
export const Name = (maxLength = 200) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', 'x-message': 'must not be blank' });

export const OptionalEmail = OptionalText(254, { format: 'email', examples: ['accounts@example.com'] });

export const OptionalCountryCode = OptionalText(2, {
  pattern: '^[A-Za-z]{2}$',
  'x-message': 'must be a two-letter country code',
  examples: ['GB'],
});

/** A code that names a record (an account or a sales tax) in requests. */
export const Code = Type.String({
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$',
  'x-message': 'must be 1 to 20 letters, digits, dots, dashes or underscores',
  examples: ['4000'],
});

/** An optional quantity: a number with at most 6 decimals; null is read as "no value". */
export const OptionalQuantity = Type.Optional(
  Type.Unsafe<number | null>({
    type: ['number', 'null'],
    minimum: -1_000_000_000,
    maximum: 1_000_000_000,
    'x-max-decimals': 6,
    examples: [2],
  }),
);

export const OptionalBoolean = Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] }));
