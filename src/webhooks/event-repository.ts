import { type Compilable, type CompiledQuery, sql } from 'kysely';
import { databaseNow } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { KEPT_ROWS, type Precompiled, precompiled } from '../db/precompiled.js';
import type { Statements, Write } from '../db/write.js';
import { getOrAdd } from '../shared/collections.js';

/** An event a write announces: its id, its type, and the record as the API answered it then (JSON text). */
export interface NewEvent {
  companyId: bigint;
  id: bigint;
  type: string;
  object: string;
  /** The one endpoint it is for (a test), whatever the types the endpoint wants; otherwise every endpoint that wants its type. */
  onlyTo?: bigint;
}

/**
 * Writes the event with the write, just before it commits (see Write.hold): with the company's next
 * sequence number, and a pending delivery of it to each enabled endpoint of the company that wants
 * its type. A write that is refused or rolled back writes none; one that commits has written them all.
 * The company's sequence stays locked from then to the commit, so that numbers follow the commits.
 */
export function appendEvent(write: Write, event: NewEvent): void {
  const held = write.hold(
    'events',
    () => [] as NewEvent[],
    (events) => eventStatements(write.trx, events),
  );
  held.push(event);
}

function eventStatements(db: Executor, events: readonly NewEvent[]): Statements {
  const queries: CompiledQuery[] = [];
  for (const companyId of new Set(events.map((event) => event.companyId))) {
    const own = events.filter((event) => event.companyId === companyId);
    queries.push(advanceSequence(db, companyId, own.length), insertEvents(db, companyId, own));
    const [addressed, broadcast] = partition(own, (event) => event.onlyTo !== undefined);
    if (broadcast.length > 0) queries.push(fanOut(db, companyId, broadcast));
    for (const event of addressed) queries.push(deliverTo(db, event, event.onlyTo as bigint));
  }
  return { queries };
}

const ADVANCE_SEQUENCE = precompiled(2, (db: Executor, companyId: bigint, count: bigint) =>
  db
    .insertInto('event_sequences')
    .values({ company_id: companyId, last: count })
    .onConflict((conflict) =>
      conflict
        .column('company_id')
        .doUpdateSet((eb) => ({ last: eb('event_sequences.last', '+', eb.ref('excluded.last')) })),
    ),
);

const advanceSequence = (db: Executor, companyId: bigint, count: number) =>
  ADVANCE_SEQUENCE.bound(db, companyId, BigInt(count));

/**
 * A statement of `count` events (the company's id first, then each event's values), compiled once
 * per count up to KEPT_ROWS, as the writes that announce a few events are sent often; more are
 * built each time.
 */
function statementFor(
  statements: Map<number, Precompiled<[bigint, ...unknown[]], unknown>>,
  db: Executor,
  count: number,
  build: (db: Executor, companyId: bigint, values: unknown[]) => Compilable<unknown>,
  companyId: bigint,
  values: unknown[],
): CompiledQuery {
  if (count > KEPT_ROWS) return build(db, companyId, values).compile();
  const statement = getOrAdd(statements, count, () =>
    precompiled(1 + values.length, (executor: Executor, company: bigint, ...listed: unknown[]) =>
      build(executor, company, listed),
    ),
  );
  return statement.bound(db, companyId, ...values);
}

const EVENT_FIELDS = 4;
const INSERT_EVENTS = new Map<number, Precompiled<[bigint, ...unknown[]], unknown>>();

/** The events in the order they were announced, numbered up to the sequence just advanced. */
function insertEvents(db: Executor, companyId: bigint, events: readonly NewEvent[]) {
  const fields = events.flatMap((event, at) => [event.id, BigInt(events.length - 1 - at), event.type, event.object]);
  return statementFor(INSERT_EVENTS, db, events.length, eventsInsert, companyId, fields);
}

function eventsInsert(db: Executor, companyId: bigint, fields: unknown[]) {
  const last = sql<bigint>`(select last from event_sequences where company_id = ${companyId})`;
  const rows = Array.from({ length: fields.length / EVENT_FIELDS }, (_, at) => {
    const [id, before, type, object] = fields.slice(at * EVENT_FIELDS, (at + 1) * EVENT_FIELDS);
    return {
      company_id: companyId,
      id: id as bigint,
      sequence: sql<bigint>`${last} - ${before}`,
      type: type as string,
      created_at: databaseNow(db),
      object: object as string,
    };
  });
  return db.insertInto('events').values(rows);
}

const partition = <T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];

const DELIVER_TO = precompiled(3, (db: Executor, companyId: bigint, endpointId: bigint, eventId: bigint) => {
  const now = databaseNow(db);
  return db.insertInto('webhook_deliveries').values({
    company_id: companyId,
    endpoint_id: endpointId,
    event_id: eventId,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
});

const deliverTo = (db: Executor, event: NewEvent, endpointId: bigint) =>
  DELIVER_TO.bound(db, event.companyId, endpointId, event.id);

const FAN_OUT = new Map<number, Precompiled<[bigint, ...unknown[]], unknown>>();

const fanOut = (db: Executor, companyId: bigint, events: readonly NewEvent[]) =>
  statementFor(
    FAN_OUT,
    db,
    events.length,
    fanOutInsert,
    companyId,
    events.map((event) => event.id),
  );

/** A pending delivery of each event to every enabled endpoint that wants its type (all types when it names none). */
function fanOutInsert(db: Executor, companyId: bigint, eventIds: unknown[]) {
  const now = databaseNow(db);
  return db
    .insertInto('webhook_deliveries')
    .columns(['company_id', 'endpoint_id', 'event_id', 'status', 'attempts', 'next_attempt_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('webhook_endpoints as endpoint')
        .innerJoin('events as event', 'event.company_id', 'endpoint.company_id')
        .select([
          'endpoint.company_id',
          'endpoint.id',
          'event.id',
          sql.lit('pending').as('status'),
          sql.lit(0).as('attempts'),
          now.as('next_attempt_at'),
          now.as('created_at'),
        ])
        .where('endpoint.company_id', '=', companyId)
        .where('endpoint.enabled', '=', true)
        .where('event.id', 'in', eventIds as bigint[])
        .where((where) =>
          where.or([
            where('endpoint.event_types', 'is', null),
            where('endpoint.event_types', 'like', sql<string>`'%"' || ${sql.ref('event.type')} || '"%'`),
          ]),
        ),
    );
}
