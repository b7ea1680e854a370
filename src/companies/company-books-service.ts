import { pipeline, type Readable } from 'node:stream';
import Assembler from 'stream-json/assembler.js';
import parser from 'stream-json/parser.js';
import { migrations } from '../../migrations/index.js';
import { COMPANY_TABLES, type CompanyTable } from '../db/company-tables.js';
import { type DatabaseTransaction, type Executor, inTransaction, readConsistently } from '../db/database.js';
import { busy, conflict, invalid, notFound } from '../shared/errors.js';
import { Username } from '../users/user-schemas.js';
import {
  addImportedIds,
  type BooksRow,
  type BooksTable,
  createImportedIds,
  dropImportedIds,
  findCompanyBooksRow,
  findImportedIdInUse,
  findUserTakingIdOrName,
  insertBooksRows,
  isBigintColumn,
  listUserBooksRows,
  moveRecordIdsPast,
  pagesOfRows,
} from './company-books-repository.js';
import type { Company } from './company-schemas.js';

export const BOOKS_FORMAT = 'accounting-books';
export const BOOKS_VERSION = 1;

/** Rows read per statement on export, and written per statement on import. */
const EXPORT_PAGE_ROWS = 1000;
const IMPORT_BATCH_ROWS = 500;

/** A document is tied to the schema it was made with: the name of the last migration. */
const currentSchema = () => Object.keys(migrations).sort().at(-1) ?? '';

/** Takes the next piece of the document; resolves once it may take more (backpressure). */
export type WriteText = (text: string) => Promise<void>;

/** JSON has no 64-bit integers: they are written as strings of digits, which every reader keeps exact. */
const rowText = (row: object) =>
  JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Writes the company's complete books as one JSON document, one row per line, from one consistent
 * snapshot. It is written a page at a time and never held whole, so that books of any size go out.
 */
export async function exportCompanyBooks(db: Executor, companyId: bigint, write: WriteText): Promise<void> {
  await readConsistently(db, async (trx) => {
    const company = await findCompanyBooksRow(trx, companyId);
    if (!company) throw notFound('Company', companyId);
    const header = `"format":"${BOOKS_FORMAT}","version":${BOOKS_VERSION},"schema":${JSON.stringify(currentSchema())}`;
    await write(`{${header},\n"company":${rowText(company)},\n"users":`);
    await writeRows(write, [await listUserBooksRows(trx, companyId)]);
    await write(',\n"tables":{');
    for (const [index, table] of COMPANY_TABLES.entries()) {
      await write(`${index === 0 ? '\n' : ',\n'}${JSON.stringify(table)}:`);
      await writeRows(write, pagesOfRows(trx, table, companyId, EXPORT_PAGE_ROWS));
    }
    await write('\n}\n}\n');
  });
}

async function writeRows(write: WriteText, pages: AsyncIterable<BooksRow[]> | Iterable<BooksRow[]>): Promise<void> {
  let written = false;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    await write(`${written ? ',' : '['}\n${rows.map(rowText).join(',\n')}`);
    written = true;
  }
  await write(written ? '\n]' : '[\n]');
}

export interface ImportedBooks {
  company: Company;
  /** The rows written: the company's, its users' and every record's. */
  records: number;
}

/**
 * Reads a document made by exportCompanyBooks into a new company, keeping every id, number and
 * figure, in one write transaction: a document that cannot be imported whole writes nothing.
 */
export async function importCompanyBooks(db: Executor, input: Readable): Promise<ImportedBooks> {
  const tokens = pipeline(input, parser.asStream({ packValues: true, streamValues: false }), () => {});
  let attempted = false;
  try {
    return await inTransaction(db, async (trx) => {
      // The input is read once: a write that PostgreSQL would run again cannot be.
      if (attempted) throw busy('The books changed during the import; run it again');
      attempted = true;
      const books = new BooksImport(trx);
      await books.begin();
      for await (const { table, value } of documentRows(tokens[Symbol.asyncIterator]())) await books.add(table, value);
      return books.finish();
    });
  } finally {
    tokens.destroy();
  }
}

const unreadable = (reason: string) => invalid(`The document cannot be read: ${reason}`);
const refused = (reason: string) => conflict(`The document cannot be imported: ${reason}`);

interface Token {
  name: string;
  value?: unknown;
}

type NextToken = () => Promise<Token>;

/**
 * The rows of the document in its order: the company's, its users', then each table's. The fields
 * come in the order the export writes them, so that the header is checked before anything is written.
 */
async function* documentRows(tokens: AsyncIterator<Token>): AsyncGenerator<{ table: BooksTable; value: unknown }> {
  const next = reader(tokens);
  await checkFormat(next);
  const version = await field(next, 'version');
  if (version !== BOOKS_VERSION) {
    throw invalid(`The document is version ${version} of its format; this program reads version ${BOOKS_VERSION}`);
  }
  const schema = await field(next, 'schema');
  if (schema !== currentSchema()) {
    throw invalid(`The document was made with schema ${schema}; this store has schema ${currentSchema()}`);
  }
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

/** Writes a document's rows in batches, and checks what only the whole document can tell at its end. */
class BooksImport {
  #company: BooksRow | undefined;
  #batch: { table: BooksTable; rows: BooksRow[] } | undefined;
  #maxId = 0n;
  #records = 0;

  constructor(private readonly trx: DatabaseTransaction) {}

  async begin(): Promise<void> {
    await createImportedIds(this.trx);
  }

  async add(table: BooksTable, value: unknown): Promise<void> {
    const row = booksRow(table, value);
    if (table === 'companies') return this.addCompany(row);
    const companyId = this.#company?.id as bigint;
    if (row.company_id !== companyId) {
      throw unreadable(`a row of ${table} belongs to company ${row.company_id}, not to ${companyId}`);
    }
    if (table === 'users' && !USERNAME.test(String(row.username))) {
      throw unreadable(`the user name ${JSON.stringify(row.username)} is not one this store takes`);
    }
    if (this.#batch?.table !== table || this.#batch.rows.length >= IMPORT_BATCH_ROWS) await this.flush();
    this.#batch ??= { table, rows: [] };
    this.#batch.rows.push(row);
  }

  async finish(): Promise<ImportedBooks> {
    await this.flush();
    const company = this.#company as BooksRow;
    const inUse = await findImportedIdInUse(this.trx, company.id as bigint);
    if (inUse) throw refused(`record id ${inUse.id} is already used in ${inUse.table}`);
    await moveRecordIdsPast(this.trx, this.#maxId);
    await dropImportedIds(this.trx);
    const { id, name, currency } = company as { id: bigint; name: string; currency: string };
    return { company: { id, name, currency }, records: this.#records };
  }

  private async addCompany(row: BooksRow): Promise<void> {
    const id = recordId('companies', row);
    if (await findCompanyBooksRow(this.trx, id)) throw refused(`company ${id} is already in this store`);
    this.#company = row;
    await this.write('companies', [row]);
  }

  private async flush(): Promise<void> {
    const batch = this.#batch;
    this.#batch = undefined;
    if (!batch) return;
    if (batch.table === 'users') await this.checkUsersFree(batch.rows);
    await this.write(batch.table, batch.rows);
  }

  private async checkUsersFree(rows: BooksRow[]): Promise<void> {
    const users = rows.map((row) => ({ id: recordId('users', row), username: row.username as string }));
    const taken = await findUserTakingIdOrName(this.trx, users);
    if (!taken) return;
    if (users.some((user) => user.username === taken.username)) {
      throw refused(`the user name ${taken.username} is already taken`);
    }
    throw refused(`record id ${taken.id} is already used in users`);
  }

  private async write(table: BooksTable, rows: BooksRow[]): Promise<void> {
    const ids = table === 'idempotency_keys' ? [] : rows.map((row) => recordId(table, row));
    const [twice] = await addImportedIds(this.trx, ids);
    if (twice !== undefined) throw unreadable(`record id ${twice} appears twice`);
    for (const id of ids) if (id > this.#maxId) this.#maxId = id;
    await insertBooksRows(this.trx, table, rows);
    this.#records += rows.length;
  }
}

const INTEGER = /^-?[0-9]{1,19}$/;
const USERNAME = new RegExp(Username.pattern ?? '');

/** A document row as the database takes it: 64-bit integers from their strings, exactly. */
function booksRow(table: BooksTable, value: unknown): BooksRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw unreadable(`a row of ${table} is not an object`);
  }
  const row: BooksRow = {};
  for (const [column, cell] of Object.entries(value)) row[column] = cellOf(table, column, cell);
  return row;
}

function cellOf(table: BooksTable, column: string, cell: unknown): unknown {
  if (cell === null) return null;
  if (isBigintColumn(table, column)) {
    const integer = typeof cell === 'string' && INTEGER.test(cell) ? BigInt(cell) : undefined;
    if (integer !== undefined && BigInt.asIntN(64, integer) === integer) return integer;
  } else if (['string', 'number', 'boolean'].includes(typeof cell)) {
    return cell;
  }
  const expected = isBigintColumn(table, column)
    ? 'a 64-bit integer written as a string'
    : 'a string, number or boolean';
  throw unreadable(`${table}.${column} must be ${expected}, not ${JSON.stringify(cell).slice(0, 40)}`);
}

function recordId(table: BooksTable, row: BooksRow): bigint {
  if (typeof row.id !== 'bigint') throw unreadable(`a row of ${table} has no id`);
  return row.id;
}
