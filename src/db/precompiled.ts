import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database.js';

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
): (db: Executor, ...args: Args) => Promise<Row[]> {
  const byStore = new WeakMap<object, Prepared>();
  const prepare = (db: Executor): Prepared => {
    const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index)) as Args;
    const query = build(db, ...placeholders).compile();
    const positions = query.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
    if (placeholders.some((_, index) => !positions.includes(index))) {
      throw new Error(`precompiled: an argument is not a parameter of ${query.sql}`);
    }
    return { query, arguments: positions };
  };
  return async (db, ...args) => {
    const store = db.getExecutor().adapter;
    let prepared = byStore.get(store);
    if (!prepared) {
      prepared = prepare(db);
      byStore.set(store, prepared);
    }
    const { query, arguments: positions } = prepared;
    const parameters = positions.map((index, at) => (index < 0 ? query.parameters[at] : args[index]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
