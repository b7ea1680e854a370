import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepEvents } from '../src/webhooks/event-sweep.js';
import { createClient, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { comparable, invalid, MISSING_ID, ok, problem } from './problem.js';

interface Event {
  id: number;
  type: string;
  sequence: number;
  data: { object: { id: number } };
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const eventsOf = async (api: Api, query = '') => ok<Event[]>(await api.get(`/events?limit=1000${query}`));

const storedDeliveries = (endpointId: number) =>
  t.db
    .selectFrom('webhook_deliveries')
    .select(['event_id', 'status'])
    .where('endpoint_id', '=', BigInt(endpointId))
    .execute();

/** A company with an endpoint that wants every event, and a client made after it: two events of its own. */
async function companyWithEndpoint() {
  const api = await newCompany(t);
  const endpoint = ok<{ id: number }>(await api.post('/webhookEndpoints', { url: 'https://hooks.example.com/in' }));
  const client = await createClient(api);
  return { api, endpoint, client };
}

describe('the events of one company', () => {
  it('are not seen by another: its list leaves them out, and a read of one is the 404 of a missing id', async () => {
    const ours = await companyWithEndpoint();
    const theirs = await companyWithEndpoint();
    const [theirEvent] = await eventsOf(theirs.api);
    expect((await eventsOf(ours.api)).map((event) => event.data.object.id)).toEqual([ours.client.id]);
    const other = problem(await ours.api.get(`/events/${theirEvent?.id}`), 404);
    const missing = problem(await ours.api.get(`/events/${MISSING_ID}`), 404);
    expect(comparable(other, theirEvent?.id as number)).toEqual(comparable(missing, MISSING_ID));
    invalid(await ours.api.get(`/events?after=${theirEvent?.id}`), ['after']);
  });

  it("are delivered to its own endpoints only, never to another company's", async () => {
    const ours = await companyWithEndpoint();
    const theirs = await companyWithEndpoint();
    await createClient(theirs.api);
    const [ourEvent] = await eventsOf(ours.api);
    // Ours wants every event, and the other company wrote two clients since: ours still has its one.
    const eventIds = async (endpointId: number) =>
      (await storedDeliveries(endpointId)).map((delivery) => Number(delivery.event_id));
    expect(await eventIds(ours.endpoint.id)).toEqual([ourEvent?.id]);
    expect(await eventIds(theirs.endpoint.id)).toHaveLength(2);
  });
});

describe('the list of events', () => {
  /** A company with events of three clients, each created then updated: six events, sequences 1 to 6. */
  async function sixEvents() {
    const api = await newCompany(t);
    for (let n = 1; n <= 3; n += 1) {
      const client = await createClient(api);
      ok(await api.patch(`/clients/${client.id}`, { email: `client${n}@example.com` }));
    }
    return api;
  }

  it('is of the types named, separated by commas, and refuses a type that does not exist, naming type', async () => {
    const api = await sixEvents();
    expect((await eventsOf(api, '&type=client.created')).map((event) => event.sequence)).toEqual([5, 3, 1]);
    expect((await eventsOf(api, '&type=client.updated,client.created')).map((event) => event.sequence)).toEqual([
      6, 5, 4, 3, 2, 1,
    ]);
    expect(await eventsOf(api, '&type=invoice.paid')).toEqual([]);
    const refused = invalid(await api.get('/events?type=client.created,client.archived'), ['type']);
    expect(refused.errors?.[0]?.message).toContain('client.archived');
    invalid(await api.get('/events?type=client..created'), ['type']);
  });

  it('is read a page at a time, newest first, after the cursor of the Link to the next page', async () => {
    const api = await sixEvents();
    const sequences: number[][] = [];
    let next: string | undefined = '/events?limit=4';
    while (next !== undefined) {
      const page = await api.get(next);
      sequences.push(ok<Event[]>(page).map((event) => event.sequence));
      const link = page.headers.link as string | undefined;
      next = link?.match(/^<\/api\/v1([^>]+)>; rel="next"$/)?.[1];
    }
    // Six events in pages of four: a full page (with a Link), then the two left (without).
    expect(sequences).toEqual([
      [6, 5, 4, 3],
      [2, 1],
    ]);
    const [, , , fourth] = await eventsOf(api);
    expect((await eventsOf(api, `&after=${fourth?.id}&type=client.created`)).map((event) => event.sequence)).toEqual([
      1,
    ]);
    const full = await api.get('/events?limit=3&type=client.updated');
    expect(ok<Event[]>(full).map((event) => event.sequence)).toEqual([6, 4, 2]);
    expect(full.headers.link).toMatch(/type=client.updated/);
  });
});

describe('the purge of events', () => {
  const DAY = 86_400_000;
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

  const setCreatedAt = (eventId: number, createdAt: string) =>
    t.db.updateTable('events').set({ created_at: createdAt }).where('id', '=', BigInt(eventId)).execute();

  it('removes an event past 30 days whose deliveries are finished, and keeps one still being tried or younger', async () => {
    const { api, endpoint } = await companyWithEndpoint();
    await createClient(api);
    await createClient(api);
    // Oldest first: delivered 31 days ago; 31 days old and still pending; 29 days old and delivered.
    const [delivered, pending, young] = (await eventsOf(api)).reverse();
    const ids = [delivered, pending, young].map((event) => event?.id as number);
    await setCreatedAt(ids[0] as number, ago(31));
    await setCreatedAt(ids[1] as number, ago(31));
    await setCreatedAt(ids[2] as number, ago(29));
    await t.db
      .updateTable('webhook_deliveries')
      .set({ status: 'succeeded' })
      .where('endpoint_id', '=', BigInt(endpoint.id))
      .where('event_id', 'in', [BigInt(ids[0] as number), BigInt(ids[2] as number)])
      .execute();
    await sweepEvents(t.db, 'grouped');
    expect((await eventsOf(api)).map((event) => event.id).reverse()).toEqual([ids[1], ids[2]]);
    const kept = (await storedDeliveries(endpoint.id)).map((delivery) => Number(delivery.event_id));
    expect(kept.sort((a, b) => a - b)).toEqual([ids[1], ids[2]]);
    problem(await api.get(`/events/${ids[0]}`), 404);
  });
});
