import type {
  CompiledQuery,
  DatabaseIntrospector,
  DatabaseMetadata,
  DatabaseMetadataOptions,
  SchemaMetadata,
  TableMetadata,
} from 'kysely';
import type { ChangeSignal } from './change-signal.js';
import type { SnapshotReader } from './snapshot-reader.js';

/** What the code needs to know of the store a database runs on, which Kysely does not tell. */
export interface Store {
  readonly kind: 'postgres' | 'sqlite';
  /** Tells whether another process may have changed users' keys (see ChangeSignal). */
  readonly credentialChanges: ChangeSignal;
  /** Runs reads of a few rows outside any transaction (see readTogether). */
  readonly readSnapshot: SnapshotReader;
  /** Gathers the planner's statistics of the tables, outside any transaction (see refreshStatistics). */
  readonly gatherStatistics: (tables: readonly string[]) => Promise<void>;
  /** A round trip to the store that reads nothing, and so waits for no read or write of the books. */
  readonly ping: () => Promise<void>;
  /** How the connections of this process to the store are used at this moment, for the operator's metrics. */
  readonly connectionUse: () => ConnectionUse;
}

/** The connections a process holds to its store: PostgreSQL's pool, or SQLite's writer and reader. */
export interface ConnectionUse {
  open: number;
  /** Of the connections open, those that no statement or transaction holds. */
  idle: number;
  /** Statements and transactions waiting for a connection: on SQLite, most often for the one writer. */
  waiting: number;
}

/**
 * Sees every statement the store runs for the code, as it is sent, in the async context of the call
 * that asked for it: for the tests of what a call asks of the store.
 */
export type QueryObserver = (query: CompiledQuery) => void;

/**
 * The introspector of a store's dialect, carrying the store. Kysely answers no question about the
 * store a database or a transaction runs on (its maintainers leave that to the application,
 * kysely#1415), and the introspector is the one object of the dialect's making that every one of
 * them hands out, through the public `introspection`.
 */
export class StoreIntrospector implements DatabaseIntrospector {
  readonly #introspector: DatabaseIntrospector;

  constructor(
    introspector: DatabaseIntrospector,
    readonly store: Store,
  ) {
    this.#introspector = introspector;
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#introspector.getSchemas();
  }

  getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    return this.#introspector.getTables(options);
  }

  getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return this.#introspector.getMetadata(options);
  }
}

/** A database or a transaction, as far as telling its store goes. */
interface OnStore {
  readonly introspection: DatabaseIntrospector;
}

const storesOf = new WeakMap<OnStore, Store>();

/** The store the database or transaction runs on: it must have been opened by connectDatabase. */
export function storeOf(db: OnStore): Store {
  let store = storesOf.get(db);
  if (!store) {
    const introspector = db.introspection;
    if (!(introspector instanceof StoreIntrospector)) throw new Error('A database not opened by connectDatabase');
    store = introspector.store;
    storesOf.set(db, store);
  }
  return store;
}
