import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type Options } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { isIsoDate, isUtcTimestamp } from './dates.js';
import { parseScaled } from './decimal.js';
import { type FieldError, invalid } from './errors.js';
import { parseMoney } from './money.js';

const MONEY_MESSAGE =
  'must be a money amount: a number or a numeric string with at most two decimals and at most 999,999,999,999.99';
const MONEY_MESSAGES: Record<string, string> = {
  'non-negative': MONEY_MESSAGE.replace('money amount', 'money amount of zero or more'),
  positive: MONEY_MESSAGE.replace('money amount', 'money amount greater than zero'),
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, useDefaults: true, verbose: true, ...options });
  ajv.addFormat('date', { type: 'string', validate: isIsoDate });
  ajv.addFormat('date-time', { type: 'string', validate: isUtcTimestamp });
  ajv.addFormat('email', { type: 'string', validate: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ });
  ajv.addVocabulary(['x-message']);
  ajv.addKeyword({
    keyword: 'x-money',
    schemaType: ['boolean', 'string'],
    validate: (mode: boolean | 'non-negative' | 'positive', value: unknown) => {
      if (value === null) return true;
      const amount = parseMoney(value);
      if (amount === undefined) return false;
      return mode === 'positive' ? amount > 0n : mode !== 'non-negative' || amount >= 0n;
    },
  });
  ajv.addKeyword({
    keyword: 'x-max-decimals',
    type: 'number',
    schemaType: 'number',
    validate: (scale: number, value: number) => parseScaled(value, scale) !== undefined,
  });
  return ajv;
}

// Bodies are taken as sent (a number is not turned into a string, nor "yes" into true);
// path and query strings are text by nature and are converted to the declared types.
const bodyAjv = createAjv({ coerceTypes: false });
const textAjv = createAjv({ coerceTypes: 'array' });

export const compileValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyAjv.compile(schema as object) : compileText(schema as TextSchema);

const NO_QUERY_PARAMETERS = Type.Object({}, { additionalProperties: false });

/**
 * Makes every route refuse a query parameter it does not declare, naming it, as it refuses a bad
 * value: a misspelt parameter ignored would answer another page or list than the one asked for. A
 * route that declares no query string takes no parameter. Routes registered after it only.
 */
export function refuseUnknownQueryParameters(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = route.schema?.querystring;
    const querystring = declared ? { ...declared, additionalProperties: false } : NO_QUERY_PARAMETERS;
    route.schema = { ...route.schema, querystring };
  });
}

/** Digits as people write a whole number: no plus sign, leading zero, exponent, 0x or space. */
const WHOLE_NUMBER = /^-?(0|[1-9][0-9]*)$/;

/** Text that JavaScript reads as a whole number (or an infinity) though it is not written as one. */
function disguisedWholeNumber(text: string): boolean {
  if (WHOLE_NUMBER.test(text)) return false;
  const value = Number(text);
  return Number.isInteger(value) || value === Number.POSITIVE_INFINITY || value === Number.NEGATIVE_INFINITY;
}

const writtenInDisguise = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(writtenInDisguise) : typeof value === 'string' && disguisedWholeNumber(value);

interface TextSchema {
  properties?: Record<string, { type?: unknown }>;
}

/**
 * A validator of path or query parameters. The converter would read "0x10", "+1", "016" or "1e3"
 * as a number, as JavaScript does; a whole-number parameter is taken only as plain digits, and
 * the validator's own rules name what else is wrong.
 */
function compileText(schema: TextSchema) {
  const validate = textAjv.compile(schema);
  const wholeNumbers = Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
  if (wholeNumbers.length === 0) return validate;
  const strict = (data: Record<string, unknown> | null) => {
    // Read before the validator converts the text to numbers.
    const disguised = wholeNumbers.filter((name) => writtenInDisguise(data?.[name]));
    const valid = validate(data);
    if (disguised.length === 0) {
      strict.errors = validate.errors;
      return valid;
    }
    const others = (validate.errors ?? []).filter((error) => !disguised.includes(error.instancePath.slice(1)));
    strict.errors = [
      ...disguised.map((name) => ({
        instancePath: `/${name}`,
        schemaPath: '#/x-whole-number',
        keyword: 'x-whole-number',
        params: {},
        message: 'must be a whole number written in decimal digits',
      })),
      ...others,
    ];
    return false;
  };
  strict.errors = null as ErrorObject[] | null | undefined;
  return strict;
}

/** Turns validator errors into `{path, message}` pairs, paths written as `invoiceLines[1].rate`. */
export function toFieldErrors(errors: ErrorObject[], context: string): FieldError[] {
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const error of withoutBranchesOfMessagedUnions(errors)) {
    const fieldError = { path: errorPath(error, context), message: errorMessage(error) };
    const key = `${fieldError.path}\n${fieldError.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      fieldErrors.push(fieldError);
    }
  }
  return fieldErrors;
}

/** A union with its own message speaks for its branches: what each branch found wrong is left out. */
function withoutBranchesOfMessagedUnions(errors: ErrorObject[]): ErrorObject[] {
  const branches = errors
    .filter((error) => error.keyword === 'anyOf' && messageOf(error) !== undefined)
    .map((union) => `${union.schemaPath}/`);
  return errors.filter((error) => !branches.some((branch) => error.schemaPath.startsWith(branch)));
}

const messageOf = (error: ErrorObject) => (error.parentSchema as { 'x-message'?: string } | undefined)?.['x-message'];

function errorPath(error: ErrorObject, context: string): string {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  const path = segments.map((segment, index) =>
    /^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`,
  );
  return path.join('') || context;
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

const FORMAT_MESSAGES: Record<string, string> = {
  date: 'must be a real date written YYYY-MM-DD',
  email: 'must be an email address',
};

function errorMessage(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not known to this call';
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'x-money':
      return MONEY_MESSAGES[String(error.schema)] ?? MONEY_MESSAGE;
    case 'x-max-decimals':
      return `must have at most ${error.schema} decimals`;
    case 'format':
      return FORMAT_MESSAGES[String(error.params.format)] ?? error.message ?? 'is invalid';
    case 'pattern':
    case 'anyOf':
      return messageOf(error) ?? error.message ?? 'is invalid';
    default:
      return error.message ?? 'is invalid';
  }
}

const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>();

/** Checks a value against a schema outside HTTP (the CLI); throws an `invalid` error naming each bad field. */
export function assertValid<T extends TSchema>(schema: T, value: unknown): asserts value is Static<T> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value)) throw invalid('The input has invalid fields', toFieldErrors(validate.errors ?? [], 'input'));
}
