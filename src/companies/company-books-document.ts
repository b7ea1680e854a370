import { pipeline, type Readable } from 'node:stream';
import Assembler from 'stream-json/assembler.js';
import parser from 'stream-json/parser.js';
import { migrations } from '../../migrations/index.js';
import { COMPANY_TABLES, type CompanyTable } from '../db/company-tables.js';
import { invalid } from '../shared/errors.js';
import type { BooksRow, BooksTable } from './company-books-repository.js';

/** The document of a company's books: how it is written, and read back a token at a time. */

export const BOOKS_FORMAT = 'accounting-books';
export const BOOKS_VERSION = 1;

/** A document is tied to the schema it was made with: the name of the last migration. */
export const currentSchema = () => Object.keys(migrations).sort().at(-1) ?? '';

/**
 * The schemas before the current one whose documents are still read. The last lacks only whether
 * the company is disabled, which it is not. The two before it (the second
 * changed no column) lack only what their payments' money on account had taken, which the import
 * sums anew from its allocations and refunds as it does for every document (see allocateAnew). The
 * others: their company has no financial year, and takes the calendar year as the migration gives
 * it. All but the last two of them lack their records' base-currency values, which the import completes as the migration did (see completeBaseValues);
 * those of the first also lack their timestamps, which they take from the import (see
 * insertBooksRows), and carry no audit trail. None has money on account: the columns' defaults say so.
 * None has VAT treatments, which the import gives as the migration did (see completeSalesTaxTreatments).
 * None of them has write-offs, nor the account of bad debts, which the import adds (see addMissingSystemAccounts).
 */
const EARLIER_READABLE_SCHEMAS = new Set([
  '2026-11-23-14-allocations-by-document',
  '2026-11-23-17-exchange-rates',
  '2026-11-23-18-base-currency',
  '2026-11-23-19-reports',
  '2026-11-23-20-credit-notes',
  '2026-11-24-22-all-time-balances',
  '2026-11-28-23-allocated-amounts',
  '2026-11-28-24-vat-treatments',
  '2026-11-28-25-bad-debts',
  '2026-11-28-26-immediate-references',
  '2026-11-28-27-on-account-allocated-amounts',
  '2026-11-29-47-api-keys',
]);

/** Whether a document's schema is one before sales taxes had VAT treatments: schemas sort in the order they came. */
export const isBeforeTreatments = (schema: string) => schema < '2026-11-28-24-vat-treatments';

const isReadableSchema = (schema: unknown) =>
  schema === currentSchema() || (typeof schema === 'string' && EARLIER_READABLE_SCHEMAS.has(schema));

/** Takes the next piece of the document; resolves once it may take more (backpressure). */
export type WriteText = (text: string) => Promise<void>;

/** JSON has no 64-bit integers: they are written as strings of digits, which every reader keeps exact. */
export const rowText = (row: object) =>
  JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

export async function writeRows(
  write: WriteText,
  pages: AsyncIterable<BooksRow[]> | Iterable<BooksRow[]>,
): Promise<void> {
  let written = false;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    await write(`${written ? ',' : '['}\n${rows.map(rowText).join(',\n')}`);
    written = true;
  }
  await write(written ? '\n]' : '[\n]');
}

/** The document's opening fields, which say what it is and which schema its rows have. */
export const documentHeader = () =>
  `"format":"${BOOKS_FORMAT}","version":${BOOKS_VERSION},"schema":${JSON.stringify(currentSchema())}`;

/**
 * The rows of a document read from a stream, parsed as they arrive; `close` stops the reading. The
 * `header` holds the schema once the first row is read.
 */
export function readDocument(input: Readable) {
  const tokens = pipeline(input, parser.asStream({ packValues: true, streamValues: false }), () => {});
  const header = { schema: '' };
  return { rows: documentRows(tokens[Symbol.asyncIterator](), header), header, close: () => tokens.destroy() };
}

export const unreadable = (reason: string) => invalid(`The document cannot be read: ${reason}`);

interface Token {
  name: string;
  value?: unknown;
}

type NextToken = () => Promise<Token>;

/**
 * The rows of the document in its order: the company's, its users', then each table's. The fields
 * come in the order the export writes them, so that the header is checked before anything is written.
 */
async function* documentRows(
  tokens: AsyncIterator<Token>,
  header: { schema: string },
): AsyncGenerator<{ table: BooksTable; value: unknown }> {
  const next = reader(tokens);
  await checkFormat(next);
  const version = await field(next, 'version');
  if (version !== BOOKS_VERSION) {
    throw invalid(`The document is version ${version} of its format; this program reads version ${BOOKS_VERSION}`);
  }
  const schema = await field(next, 'schema');
  if (!isReadableSchema(schema)) {
    throw invalid(`The document was made with schema ${schema}; this store has schema ${currentSchema()}`);
  }
  header.schema = schema as string;
  yield { table: 'companies', value: await field(next, 'company') };
  await expectKey(next, 'users');
  yield* arrayRows(next, 'users');
  await expectKey(next, 'tables');
  await expectToken(next, 'startObject');
  let position = -1;
  for (let token = await next(); token.name !== 'endObject'; token = await next()) {
    const table = COMPANY_TABLES.indexOf(token.value as CompanyTable);
    if (table <= position) throw unreadable(`"${token.value}" is not a table, or is out of order`);
    position = table;
    yield* arrayRows(next, COMPANY_TABLES[table] as CompanyTable);
  }
  await expectToken(next, 'endObject');
  if (!(await pull(tokens)).done) throw unreadable('it goes on after its end');
}

async function pull(tokens: AsyncIterator<Token>): Promise<IteratorResult<Token>> {
  try {
    return await tokens.next();
  } catch (error) {
    throw unreadable(`it is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function reader(tokens: AsyncIterator<Token>): NextToken {
  return async () => {
    const result = await pull(tokens);
    if (result.done) throw unreadable('it ends before it is complete');
    return result.value;
  };
}

/** The document opens with its format: anything else is some other JSON, said so before anything more. */
async function checkFormat(next: NextToken): Promise<void> {
  const opening = await next();
  const key = opening.name === 'startObject' ? await next() : undefined;
  const isFormat = key?.name === 'keyValue' && key.value === 'format';
  const format = isFormat ? await valueFrom(next, await next()) : undefined;
  if (format !== BOOKS_FORMAT) throw invalid(`The input is not an ${BOOKS_FORMAT} document`);
}

async function expectToken(next: NextToken, name: string): Promise<void> {
  const token = await next();
  if (token.name !== name) throw unreadable(`found ${token.name} where ${name} belongs`);
}

async function expectKey(next: NextToken, key: string): Promise<void> {
  const token = await next();
  if (token.name !== 'keyValue' || token.value !== key) throw unreadable(`"${key}" is missing or out of order`);
}

async function field(next: NextToken, key: string): Promise<unknown> {
  await expectKey(next, key);
  return valueFrom(next, await next());
}

/** One whole JSON value, of which `first` is the first token. */
async function valueFrom(next: NextToken, first: Token): Promise<unknown> {
  if (first.name === 'numberValue') return Number(first.value);
  const assembler = new Assembler();
  assembler.consume(first);
  while (!assembler.done) assembler.consume(await next());
  return assembler.current;
}

async function* arrayRows(next: NextToken, table: BooksTable) {
  await expectToken(next, 'startArray');
  for (let token = await next(); token.name !== 'endArray'; token = await next()) {
    yield { table, value: await valueFrom(next, token) };
  }
}
