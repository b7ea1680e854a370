import { setTimeout as sleep } from 'node:timers/promises';
import type { CompiledQuery, QueryResult } from 'kysely';
import { getOrAdd } from '../shared/collections.js';
import { busy } from '../shared/errors.js';
import { chunks } from './chunks.js';
import { type Database, type DatabaseTransaction, type Executor, isPostgres } from './database.js';
import { isBusy, isRetryableConflict } from './errors.js';
import { drawIds } from './ids.js';
import { SentAhead } from './postgres.js';
import type { RowInserter } from './precompiled.js';

/** What a write leaves to its end (see Write.untilEnd). */
type EndOfWrite = 'later values' | 'announcements';

interface Finishing {
  state: unknown;
  finish(write: Write, state: unknown): Promise<void>;
}

/**
 * The rows whose writes are held until the commit, in the order they are written whatever order
 * the write moved them in: two writes never lock the same rows in opposite orders. The entry of
 * the audit trail locks nothing others write; it is held so as to be sent with them.
 */
const HELD_ORDER = ['audit entries', 'events', 'record counts', 'balances'] as const;

export type HeldRows = (typeof HELD_ORDER)[number];

/** The statements of a write, and what to do with their results once they have all run. */
export interface Statements {
  queries: CompiledQuery[];
  afterwards?: (results: QueryResult<unknown>[]) => Promise<void>;
}

interface Held {
  moves: unknown;
  statements(moves: unknown): Statements;
}

/** Ids a write transaction draws at once: enough for a document, its lines and its postings. */
const ID_BLOCK = 16;

/**
 * One write transaction of `inTransaction`, and what it accumulates until it commits: the ids it
 * drew and has not handed out, the moves it holds until the commit, the work it leaves to its end
 * and the statements it sent ahead. `flush` writes all of it, once, just before the commit. The
 * events a write will publish (webhooks) belong here too, written by `flush` with the rest.
 */
export class Write {
  readonly #spareIds: bigint[] = [];
  readonly #held = new Map<HeldRows, Held>();
  readonly #ends = new Map<EndOfWrite, Finishing>();
  readonly #sentAhead: Promise<unknown>[] = [];

  constructor(readonly trx: DatabaseTransaction) {}

  /**
   * Takes `count` new record ids, unique across the installation, in ascending order. The write
   * draws them a block at a time, so that a document with its lines and postings costs one
   * statement for all its ids; the ids it leaves unused are never given again.
   */
  async newIds(count: number): Promise<bigint[]> {
    if (count === 0) return [];
    const missing = count - this.#spareIds.length;
    if (missing > 0) this.#spareIds.push(...(await drawIds(this.trx, Math.max(missing, ID_BLOCK))));
    return this.#spareIds.splice(0, count);
  }

  /** One new record id. */
  async newId(): Promise<bigint> {
    const [id] = await this.newIds(1);
    return id as bigint;
  }

  /**
   * The moves to `rows` that the write holds until just before it commits, made by `start` on first
   * use and written then by the `statements` made of them: for the rows that every write of a
   * company moves, which stay locked from their write to the commit, so that writes of the company
   * wait for each other as briefly as can be.
   */
  hold<Moves>(rows: HeldRows, start: () => Moves, statements: (moves: Moves) => Statements): Moves {
    const made = () => ({ moves: start(), statements: statements as Held['statements'] });
    return getOrAdd(this.#held, rows, made).moves as Moves;
  }

  /** Writes now the moves to `rows` that the write holds: a read of those rows within the write does it first. */
  async writeHeld(rows: HeldRows): Promise<void> {
    const held = this.#takeHeld(rows);
    if (held) await this.#runStatements([held]);
  }

  /** The statements of the moves to `rows` that the write holds, which it holds no longer. */
  #takeHeld(rows: HeldRows): Statements | undefined {
    const held = this.#held.get(rows);
    if (!held) return undefined;
    this.#held.delete(rows);
    return held.statements(held.moves);
  }

  /**
   * The state of work that the write leaves to its end, made by `start` on first use: once the
   * write's own work is done, `finish` runs with it, in the write, before the moves it holds are
   * written. The state may grow while `finish` runs, which sees to that too.
   */
  untilEnd<State>(work: EndOfWrite, start: () => State, finish: (write: Write, state: State) => Promise<void>): State {
    const made = () => ({ state: start(), finish: finish as Finishing['finish'] });
    return getOrAdd(this.#ends, work, made).state as State;
  }

  /**
   * Runs a statement whose answer the write does not need. On PostgreSQL it is sent without waiting
   * for its answer, and the statements after it follow it on the wire, so that the write waits for
   * the database once for all of them. It fails as it would have at once: the transaction is
   * aborted, the statements after it fail with it, and the write throws its error (see `inTransaction`).
   */
  async sendAhead(query: CompiledQuery): Promise<void> {
    if (!isPostgres(this.trx)) {
      await this.trx.executeQuery(query);
      return;
    }
    const { answer } = await this.#send(query);
    answer.catch(() => {});
    this.#sentAhead.push(answer);
  }

  /** Inserts the rows, as many statements as they need, each sent ahead (see `sendAhead`). */
  async insertAhead(insert: RowInserter<unknown>, rows: readonly Record<string, unknown>[]): Promise<void> {
    for (const chunk of chunks(rows)) await this.sendAhead(insert.bound(this.trx, chunk));
  }

  /**
   * Writes what the write accumulated, just before it commits: the work it left to its end, then
   * the moves it holds (in HELD_ORDER, sent together), then waits for the statements sent ahead.
   */
  async flush(): Promise<void> {
    for (const { state, finish } of this.#ends.values()) await finish(this, state);
    await this.#runStatements(HELD_ORDER.flatMap((rows) => this.#takeHeld(rows) ?? []));
    await Promise.all(this.#sentAhead);
  }

  /** The error of the first of the statements sent ahead that failed, once all have been answered. */
  async firstFailure(): Promise<unknown> {
    const answers = await Promise.allSettled(this.#sentAhead);
    return answers.find((answer) => answer.status === 'rejected')?.reason;
  }

  /** Sends a statement on PostgreSQL without waiting for its answer (see SentAhead). */
  async #send(query: CompiledQuery): Promise<{ answer: Promise<QueryResult<unknown>> }> {
    const { rows } = await this.trx.executeQuery(new SentAhead(query));
    return { answer: rows[0] as Promise<QueryResult<unknown>> };
  }

  /** Runs the statements in order (see `#sendInOrder`), then hands each its own results. */
  async #runStatements(writes: readonly Statements[]): Promise<void> {
    const results = await this.#sendInOrder(writes.flatMap((write) => write.queries));
    let next = 0;
    for (const write of writes) {
      const own = results.slice(next, next + write.queries.length);
      next += write.queries.length;
      await write.afterwards?.(own);
    }
  }

  /**
   * Runs statements of the write in order and answers their results. On PostgreSQL they are all
   * sent before the first answer is read (pipelined), so that the write waits for the database once
   * rather than once a statement, while it holds the rows every write of the company needs. When one
   * fails the transaction is aborted: those after it fail too, and the write with them.
   */
  async #sendInOrder(queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    if (queries.length > 1 && isPostgres(this.trx)) {
      const answers: Promise<QueryResult<unknown>>[] = [];
      for (const query of queries) answers.push((await this.#send(query)).answer);
      return Promise.all(answers);
    }
    const results: QueryResult<unknown>[] = [];
    for (const query of queries) results.push(await this.trx.executeQuery(query));
    return results;
  }
}

/**
 * What a read of `rows` runs on: within a write (`db` a Write), its transaction, once the moves to
 * them the write holds are written, so that the read sees them.
 */
export async function readingHeld(db: Executor | Write, rows: HeldRows): Promise<Executor> {
  if (!(db instanceof Write)) return db;
  await db.writeHeld(rows);
  return db.trx;
}

/** How many times a write that lost a race with another (a deadlock, a serialization failure) is run. */
const WRITE_ATTEMPTS = 5;

/**
 * Runs a write in one transaction, or in the caller's `Write` when given one: it happens whole or
 * not at all. A write that PostgreSQL aborted for a deadlock or a serialization failure is run
 * again a few times; one that still conflicts, or that waited too long for another writer's lock,
 * is a 409.
 */
export async function inTransaction<T>(db: Database | Write, work: (write: Write) => Promise<T>): Promise<T> {
  if (db instanceof Write) return work(db);
  if (db.isTransaction) throw new Error('A write inside another is given its Write, not its transaction');
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          const write = new Write(trx);
          try {
            const result = await work(write);
            await write.flush();
            return result;
          } catch (error) {
            throw (await write.firstFailure()) ?? error;
          }
        });
    } catch (error) {
      if (isRetryableConflict(error) && attempt < WRITE_ATTEMPTS) {
        await sleep(backoffMs(attempt));
        continue;
      }
      throw isRetryableConflict(error) || isBusy(error) ? booksBusy() : error;
    }
  }
}

const booksBusy = () => busy('The books are busy with other changes to the same records; retry the request');

/** A short random wait that doubles with each attempt, so that the writes that collided do not collide again. */
const backoffMs = (attempt: number) => Math.random() * 5 * 2 ** attempt;
