import type { Compilable, CompiledQuery, InsertQueryBuilder, InsertResult } from 'kysely';
import { getOrAdd } from '../shared/collections.js';
import type { Executor } from './database.js';
import type { Page } from './page.js';
import { nameStatement } from './statement-names.js';
import { type Store, storeOf } from './store.js';
import type { Tables } from './tables.js';

/**
 * Inserts of at most this many rows are kept compiled (and prepared by name on PostgreSQL): few
 * shapes, each run often. Larger ones, which only bulk writes send, are built each time.
 */
export const KEPT_ROWS = 16;

/** Stands for an argument while the query is compiled; found again among the compiled parameters. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Prepared {
  query: CompiledQuery;
  /** For each compiled parameter, the argument it takes (its index), or -1 for a constant of the query. */
  arguments: number[];
}

/**
 * A query built and compiled once per database, then run with each call's arguments: building and
 * compiling a query costs about as much as SQLite's own work for a point read, on every call. The
 * build must give the same SQL whatever the arguments: each argument is bound as a value (once or
 * more), never spread as a list, never used to choose the shape of the query.
 */
export function precompiled<Args extends unknown[], Row>(
  arity: Args['length'],
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): Precompiled<Args, Row> {
  const byStore = new WeakMap<Store, Prepared>();
  const prepare = (db: Executor): Prepared => {
    const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index)) as Args;
    const query = build(db, ...placeholders).compile();
    nameStatement(query.sql);
    const positions = query.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
    if (placeholders.some((_, index) => !positions.includes(index))) {
      throw new Error(`precompiled: an argument is not a parameter of ${query.sql}`);
    }
    return { query, arguments: positions };
  };
  const bound = (db: Executor, ...args: Args): CompiledQuery<Row> => {
    const { query, arguments: positions } = getOrAdd(byStore, storeOf(db), () => prepare(db));
    const parameters = positions.map((index, at) => (index < 0 ? query.parameters[at] : args[index]));
    return { ...query, parameters } as CompiledQuery<Row>;
  };
  const run = async (db: Executor, ...args: Args) => (await db.executeQuery(bound(db, ...args))).rows;
  return Object.assign(run, { bound });
}

export interface Precompiled<Args extends unknown[], Row> {
  (db: Executor, ...args: Args): Promise<Row[]>;
  /** The query with these arguments, to be run with others on one snapshot (see `readTogether`). */
  bound(db: Executor, ...args: Args): CompiledQuery<Row>;
}

/**
 * A query of the company's rows by a list of values (an `in` list), precompiled as `precompiled`
 * does for each length of list up to KEPT_ROWS: a write names one document, one bank account, a
 * few taxes. A longer list is built each time; an empty one answers no rows without a query.
 */
export function precompiledForList<Value, Row>(
  build: (db: Executor, companyId: bigint, values: readonly Value[]) => Compilable<Row>,
): (db: Executor, companyId: bigint, values: readonly Value[]) => Promise<Row[]> {
  const byLength = new Map<number, Precompiled<[bigint, ...Value[]], Row>>();
  return async (db, companyId, values) => {
    if (values.length === 0) return [];
    if (values.length > KEPT_ROWS) return (await db.executeQuery(build(db, companyId, values).compile())).rows;
    const statement = getOrAdd(byLength, values.length, () =>
      precompiled(values.length + 1, (executor: Executor, company: bigint, ...listed: Value[]) =>
        build(executor, company, listed),
      ),
    );
    return statement(db, companyId, ...values);
  };
}

const PAGE_BOUNDS = ['after', 'limit', 'offset'] as const;

/**
 * A query of a page of the company's rows (built with `inPage`), precompiled as `precompiled` does
 * for each shape of page: which of `after`, `limit` and `offset` it gives.
 */
export function precompiledForPage<Row>(build: (db: Executor, companyId: bigint, page: Page) => Compilable<Row>) {
  const byShape = new Map<string, Precompiled<[bigint, ...unknown[]], Row>>();
  return (db: Executor, companyId: bigint, page: Page): Promise<Row[]> => {
    const given = PAGE_BOUNDS.filter((bound) =>
      bound === 'offset' ? Boolean(page.offset) : page[bound] !== undefined,
    );
    const statement = getOrAdd(byShape, given.join(), () =>
      precompiled(given.length + 1, (executor: Executor, company: bigint, ...bounds: unknown[]) =>
        build(executor, company, Object.fromEntries(given.map((bound, index) => [bound, bounds[index]]))),
      ),
    );
    return statement(db, companyId, ...given.map((bound) => page[bound]));
  };
}

type Insert<T extends keyof Tables> = InsertQueryBuilder<Tables, T, InsertResult>;
type Value = unknown;

/** A value given as SQL (the database's clock) rather than bound: it must be the same SQL on every call. */
const isExpression = (value: Value) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && 'toOperationNode' in value);

/** The columns a row gives: Kysely leaves out those whose value is undefined. */
const givenColumns = (row: Record<string, Value>) => Object.keys(row).filter((column) => row[column] !== undefined);

/**
 * An insert of rows into `table` (finished by `finish`: a conflict clause, what it returns), built
 * and compiled once per database for each shape of rows: which columns they give, which of them as
 * SQL, and how many rows (up to KEPT_ROWS). Every row of one call gives the same columns.
 */
export function rowInserter<T extends keyof Tables, Row = never>(
  table: T,
  finish: (insert: Insert<T>) => Compilable<Row> = (insert) => insert as unknown as Compilable<Row>,
): RowInserter<Row> {
  const byStore = new WeakMap<Store, Map<string, Prepared>>();
  const prepare = (db: Executor, rows: readonly Record<string, Value>[], columns: string[]): Prepared => {
    let index = 0;
    const placeholders = rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => {
          const value = row[column];
          return [column, isExpression(value) ? value : new Placeholder(index++)];
        }),
      ),
    );
    const query = finish(db.insertInto(table).values(placeholders as never)).compile();
    if (rows.length <= KEPT_ROWS) nameStatement(query.sql);
    const positions = query.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
    return { query, arguments: positions };
  };
  /** The insert of `rows` (at least one), compiled with their values. */
  const bound = (db: Executor, rows: readonly Record<string, Value>[]): CompiledQuery<Row> => {
    const first = rows[0];
    if (!first) throw new Error(`rowInserter: no rows of ${table}`);
    const columns = givenColumns(first);
    const expressions = columns.map((column) => isExpression(first[column]));
    const shape = `${rows.length} ${columns.map((column, at) => (expressions[at] ? `${column}=` : column))}`;
    const values: Value[] = [];
    for (const row of rows) {
      if (givenColumns(row).length !== columns.length) throw new Error(`rowInserter: rows of ${table} differ`);
      columns.forEach((column, at) => {
        const value = row[column];
        if (value === undefined || isExpression(value) !== expressions[at]) {
          throw new Error(`rowInserter: rows of ${table} differ`);
        }
        if (!expressions[at]) values.push(value);
      });
    }
    const prepared = getOrAdd(byStore, storeOf(db), () => new Map<string, Prepared>());
    let insert = prepared.get(shape);
    if (!insert) {
      insert = prepare(db, rows, columns);
      if (rows.length <= KEPT_ROWS) prepared.set(shape, insert);
    }
    const { query, arguments: positions } = insert;
    const parameters = positions.map((index, at) => (index < 0 ? query.parameters[at] : values[index]));
    return { ...query, parameters } as CompiledQuery<Row>;
  };
  const run = async (db: Executor, rows: readonly Record<string, Value>[]) =>
    rows.length === 0 ? [] : (await db.executeQuery(bound(db, rows))).rows;
  return Object.assign(run, { bound });
}

export interface RowInserter<Row> {
  (db: Executor, rows: readonly Record<string, Value>[]): Promise<Row[]>;
  /** The insert of these rows (at least one), to be sent with others (see `Write.insertAhead`). */
  bound(db: Executor, rows: readonly Record<string, Value>[]): CompiledQuery<Row>;
}
