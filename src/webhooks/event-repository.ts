import { type CompiledQuery, sql } from 'kysely';
import { databaseNow } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import type { Statements, Write } from '../db/write.js';

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

const advanceSequence = (db: Executor, companyId: bigint, count: number) =>
  db
    .insertInto('event_sequences')
    .values({ company_id: companyId, last: BigInt(count) })
    .onConflict((conflict) =>
      conflict
        .column('company_id')
        .doUpdateSet((eb) => ({ last: eb('event_sequences.last', '+', eb.ref('excluded.last')) })),
    )
    .compile();

/** The events in the order they were announced, numbered up to the sequence just advanced. */
function insertEvents(db: Executor, companyId: bigint, events: readonly NewEvent[]) {
  const last = sql<bigint>`(select last from event_sequences where company_id = ${companyId})`;
  return db
    .insertInto('events')
    .values(
      events.map((event, at) => ({
        company_id: companyId,
        id: event.id,
        sequence: sql<bigint>`${last} - ${BigInt(events.length - 1 - at)}`,
        type: event.type,
        created_at: databaseNow(db),
        object: event.object,
      })),
    )
    .compile();
}

const partition = <T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];

const deliverTo = (db: Executor, event: NewEvent, endpointId: bigint) => {
  const now = databaseNow(db);
  return db
    .insertInto('webhook_deliveries')
    .values({
      company_id: event.companyId,
      endpoint_id: endpointId,
      event_id: event.id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .compile();
};

/** A pending delivery of each event to every enabled endpoint that wants its type (all types when it names none). */
function fanOut(db: Executor, companyId: bigint, events: readonly NewEvent[]) {
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
        .where(
          'event.id',
          'in',
          events.map((event) => event.id),
        )
        .where((where) =>
          where.or([
            where('endpoint.event_types', 'is', null),
            where('endpoint.event_types', 'like', sql<string>`'%"' || ${sql.ref('event.type')} || '"%'`),
          ]),
        ),
    )
    .compile();
}
