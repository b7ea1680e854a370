import { pipeline, Readable } from 'node:stream';
import { type TSchema, Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify';
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

export const CSV = 'text/csv';

export const PDF = 'application/pdf';

/** The OpenAPI answer of a PDF: its bytes, and what it shows. */
export const pdfAnswer = (description: string) => ({
  description,
  content: { [PDF]: { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
});

/**
 * The success of a call that answers JSON of `schema`, or the text of another media type when the
 * request asks for it: `texts` says what each holds. Fastify serializes the JSON alone (text is sent
 * as a stream); the OpenAPI document lists every media type.
 */
export function jsonOrText<T extends TSchema>(schema: T, texts: Record<string, string>) {
  const text = Object.entries(texts).map(([mediaType, description]) => [
    mediaType,
    { schema: Type.String({ description }) },
  ]);
  return { content: { 'application/json': { schema }, ...Object.fromEntries(text) } };
}

/** The success of a report answered as JSON of `schema`, or as CSV with `Accept: text/csv`. */
export const jsonOrCsv = <T extends TSchema>(schema: T) =>
  jsonOrText(schema, { [CSV]: 'The same figures as CSV (RFC 4180): a header row, then a row per figure.' });

const NUMBER = /^-?[0-9][0-9,]*(\.[0-9]+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would take for a formula (a cell beginning with =, +, -, @, a tab or a
 * carriage return), written after a ' so that it shows as the text it is, as OWASP recommends
 * against CSV injection; a number, a negative amount included, stays a number.
 */
const asText = (cell: string) => (FORMULA_START.test(cell) && !NUMBER.test(cell) ? `'${cell}` : cell);

/** Answers a table as CSV (RFC 4180), a header row first, written as its rows come. */
export function sendCsv(
  reply: FastifyReply,
  table: { columns: string[]; rows: Iterable<unknown[]> | AsyncIterable<unknown[]> },
) {
  const cast = { bigint: (value: bigint) => value.toString(), string: asText };
  const csv = stringify({ header: true, columns: table.columns, cast });
  pipeline(Readable.from(table.rows), csv, () => {});
  return reply.type(`${CSV}; charset=utf-8`).send(csv);
}
