import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDefaultKey } from '../api-keys/api-key-records.js';
import { COMPANY_TABLES } from '../db/company-tables.js';
import { type Database, type DatabaseTransaction, type Executor, readConsistently } from '../db/database.js';
import { countRecordsAnew } from '../db/record-counts.js';
import { inTransaction, type Write } from '../db/write.js';
import { valueRecordsFrom } from '../exchange-rates/valuing.js';
import { computeBalancesAnew } from '../ledger/balance-repository.js';
import { addMissingSystemAccounts } from '../ledger/chart.js';
import { completeSalesTaxTreatments } from '../sales-taxes/default-sales-taxes.js';
import { allocateAnew } from '../settlements/settlement-repository.js';
import { groupBy } from '../shared/collections.js';
import { busy, conflict, notFound } from '../shared/errors.js';
import { Username } from '../users/user-schemas.js';
import {
  documentHeader,
  isBeforeTreatments,
  readDocument,
  rowText,
  unreadable,
  type WriteText,
  writeRows,
} from './company-books-document.js';
import {
  addImportedIds,
  type BooksRow,
  type BooksTable,
  completeBaseValues,
  createHeldReversals,
  createImportedIds,
  databaseClock,
  dropImportedIds,
  findCompanyBooksRow,
  findImportedIdInUse,
  findKeyTakingIdOrHash,
  findUserTakingIdOrName,
  holdReversals,
  insertBooksRows,
  isBigintColumn,
  listApiKeyBooksRows,
  listUserBooksRows,
  moveRecordIdsPast,
  otherTransactionsBegunBefore,
  pagesOfRows,
  setHeldReversals,
} from './company-books-repository.js';
import { getCompany } from './company-reads.js';
import type { Company } from './company-schemas.js';

const FIRST_DAY = '0001-01-01';

/** Rows read per statement on export, and written per statement on import. */
const EXPORT_PAGE_ROWS = 1000;
const IMPORT_BATCH_ROWS = 500;

/**
 * Writes the company's complete books as one JSON document, one row per line, from one consistent
 * snapshot. It is written a page at a time and never held whole, so that books of any size go out.
 */
export async function exportCompanyBooks(db: Executor, companyId: bigint, write: WriteText): Promise<void> {
  await readConsistently(db, async (trx) => {
    const company = await findCompanyBooksRow(trx, companyId);
    if (!company) throw notFound('Company', companyId);
    await write(`{${documentHeader()},\n"company":${rowText(company)},\n"users":`);
    await writeRows(write, [await usersWithTheirKeys(trx, companyId)]);
    await write(',\n"tables":{');
    for (const [index, table] of COMPANY_TABLES.entries()) {
      await write(`${index === 0 ? '\n' : ',\n'}${JSON.stringify(table)}:`);
      await writeRows(write, pagesOfRows(trx, table, companyId, EXPORT_PAGE_ROWS));
    }
    await write('\n}\n}\n');
  });
}

/** The company's users, each with its API keys (their hashes: a key's secret is never kept). */
async function usersWithTheirKeys(trx: Executor, companyId: bigint) {
  const keys = groupBy(await listApiKeyBooksRows(trx, companyId), (key) => key.user_id);
  const users = await listUserBooksRows(trx, companyId);
  return users.map((user) => ({ ...user, api_keys: keys.get(user.id) ?? [] }));
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
export async function importCompanyBooks(db: Database, input: Readable): Promise<ImportedBooks> {
  const document = readDocument(input);
  let attempted = false;
  try {
    return await inTransaction(db, async (write) => {
      // The input is read once: a write that PostgreSQL would run again cannot be.
      if (attempted) throw busy('The books changed during the import; run it again');
      attempted = true;
      const books = new BooksImport(write);
      await books.begin();
      for await (const { table, value } of document.rows) await books.add(table, value);
      return books.finish(document.header.schema);
    });
  } finally {
    document.close();
  }
}

const refused = (reason: string) => conflict(`The document cannot be imported: ${reason}`);

const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Waits until every other transaction that was running when it was called has ended; answers whether
 * other writes can run beside the import at all. On PostgreSQL ids are drawn without waiting for
 * commits, so a write beside the import may hold an id it drew before the counter moved past the
 * imported ones, and may commit at any moment before or during the wait; once it has ended, its rows
 * are there to be checked. SQLite's import holds the only write lock: nothing runs beside it.
 */
async function settleEarlierWrites(trx: DatabaseTransaction): Promise<boolean> {
  const since = await databaseClock(trx);
  if (since === undefined) return false;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while ((await otherTransactionsBegunBefore(trx, since)) > 0) {
    if (Date.now() > deadline) throw busy('Other writes kept running beside the import; run it again');
    await sleep(50);
  }
  return true;
}

/** Writes a document's rows in batches, and checks what only the whole document can tell at its end. */
class BooksImport {
  #company: BooksRow | undefined;
  #batch: { table: BooksTable; rows: BooksRow[] } | undefined;
  #maxId = 0n;
  #records = 0;
  /** The keys of users of a document made before several keys per user: each becomes its user's default key. */
  #formerKeys: { userId: bigint; keyHash: string; since: string }[] = [];
  #usersWritten: bigint[] = [];
  /** The keys of users of the document, written once every user is. */
  #keys: BooksRow[] = [];

  readonly #write: Write;
  private readonly trx: DatabaseTransaction;

  constructor(write: Write) {
    this.#write = write;
    this.trx = write.trx;
  }

  async begin(): Promise<void> {
    await createImportedIds(this.trx);
    await createHeldReversals(this.trx);
  }

  async add(table: BooksTable, value: unknown): Promise<void> {
    const row = booksRow(table, table === 'users' ? this.takeKeys(value) : value);
    if (table === 'companies') return this.addCompany(row);
    const companyId = this.#company?.id as bigint;
    if (row.company_id !== companyId) {
      throw unreadable(`a row of ${table} belongs to company ${row.company_id}, not to ${companyId}`);
    }
    if (table === 'users' && !USERNAME.test(String(row.username))) {
      throw unreadable(`the user name ${JSON.stringify(row.username)} is not one this store takes`);
    }
    if (table === 'users' && typeof row.api_key_hash === 'string') this.takeFormerKey(row);
    if (this.#batch?.table !== table || this.#batch.rows.length >= IMPORT_BATCH_ROWS) await this.flush();
    this.#batch ??= { table, rows: [] };
    this.#batch.rows.push(row);
  }

  /** Completes what the document's schema lacked, then counts, allocates and sums anew. */
  async finish(schema: string): Promise<ImportedBooks> {
    await this.flush();
    await this.writeKeys();
    const company = this.#company as BooksRow;
    await setHeldReversals(this.trx, company.id as bigint);
    await this.assertIdsFree(company.id as bigint);
    await moveRecordIdsPast(this.trx, this.#maxId);
    // Another write may have drawn one of the ids before the counter moved, and not committed it yet.
    if (await settleEarlierWrites(this.trx)) await this.assertIdsFree(company.id as bigint);
    await dropImportedIds(this.trx);
    for (const key of this.#formerKeys) await addDefaultKey(this.#write, key);
    await completeBaseValues(this.trx, company.id as bigint, company.currency as string);
    await addMissingSystemAccounts(this.#write, company.id as bigint);
    if (isBeforeTreatments(schema)) await completeSalesTaxTreatments(this.#write, company.id as bigint);
    await countRecordsAnew(this.#write, company.id as bigint);
    await allocateAnew(this.trx, company.id as bigint);
    await computeBalancesAnew(this.#write, company.id as bigint);
    // Records of an earlier schema without base values take them from the rates the books hold.
    await valueRecordsFrom(this.#write, company.id as bigint, FIRST_DAY);
    return { company: await getCompany(this.trx, company.id as bigint), records: this.#records };
  }

  /** Takes the API keys out of a user's row, to be written once every user is. */
  private takeKeys(value: unknown): unknown {
    if (typeof value !== 'object' || value === null || !('api_keys' in value)) return value;
    const { api_keys: keys, ...user } = value as { api_keys: unknown };
    if (!Array.isArray(keys)) throw unreadable('the api_keys of a user are not a list');
    for (const key of keys) this.#keys.push(booksRow('api_keys', key));
    return user;
  }

  private async writeKeys(): Promise<void> {
    const users = new Set(this.#usersWritten);
    const stray = this.#keys.find((key) => !users.has(key.user_id as bigint));
    if (stray) throw unreadable(`API key ${stray.id} belongs to no user of the company`);
    const keys = this.#keys.map((key) => ({ id: recordId('api_keys', key), key_hash: String(key.key_hash) }));
    const taken = await findKeyTakingIdOrHash(this.trx, keys);
    if (taken !== undefined) throw refused(`API key ${taken} is already in this store`);
    await this.write('api_keys', this.#keys);
  }

  /** Moves the one key of a user of an earlier schema out of the user's row, to become their default key. */
  private takeFormerKey(row: BooksRow): void {
    this.#formerKeys.push({
      userId: recordId('users', row),
      keyHash: row.api_key_hash as string,
      since: String(row.key_rotated_at ?? row.created_at),
    });
    delete row.api_key_hash;
    delete row.key_rotated_at;
  }

  private async assertIdsFree(companyId: bigint): Promise<void> {
    const inUse = await findImportedIdInUse(this.trx, companyId);
    if (inUse) throw refused(`record id ${inUse.id} is already used in ${inUse.table}`);
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
    if (batch.table === 'users') {
      await this.checkUsersFree(batch.rows);
      for (const row of batch.rows) this.#usersWritten.push(recordId('users', row));
    }
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
    await insertBooksRows(
      this.trx,
      table,
      table === 'journal_transactions' ? await holdReversals(this.trx, rows) : rows,
    );
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
