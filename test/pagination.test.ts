import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_BATCH } from '../src/shared/list-stream.js';
import { apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { expectErrorPaths, expectOk, expectProblem, unique } from './problem.js';

interface Client {
  id: number;
  name: string;
}

let t: TestApp;
let api: ReturnType<typeof apiClient>;
/** The company's five clients, by id. */
let clients: Client[];

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, await createTenant(t.db));
  clients = [];
  // Names in reverse alphabetical order, so that an order by name would show.
  for (const letter of ['E', 'D', 'C', 'B', 'A']) {
    clients.push(expectOk<Client>(await api.post('/clients', { name: unique(`${letter} client`) })));
  }
});
afterAll(() => t.close());

const ids = (list: Client[]) => list.map((client) => client.id);

/** The query of the Link rel="next" header, or undefined when there is none. */
function nextQuery(link: unknown): string | undefined {
  if (link === undefined) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  if (!match?.[1]) throw new Error(`unexpected Link header ${String(link)}`);
  const url = new URL(match[1], 'http://localhost');
  expect(url.pathname).toBe('/api/v1/clients');
  return url.search;
}

const idOf = (index: number) => (clients[index] as Client).id;

describe('list paging', () => {
  it('answers the whole list, by id, without limit, as a plain JSON array with X-Total-Count', async () => {
    const response = await api.get('/clients');
    const list = expectOk<Client[]>(response);
    expect(Array.isArray(list)).toBe(true);
    expect(ids(list)).toEqual(ids(clients));
    expect(list).toEqual(clients);
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toBeUndefined();
  });

  it('answers the first page with a Link to the next one', async () => {
    const response = await api.get('/clients?limit=2');
    expect(ids(expectOk<Client[]>(response))).toEqual(ids(clients.slice(0, 2)));
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toBe(`</api/v1/clients?limit=2&after=${idOf(1)}>; rel="next"`);
  });

  it('follows the Link headers through every page and back to the whole list', async () => {
    const seen: Client[] = [];
    let url: string | undefined = '/clients?limit=2';
    let pages = 0;
    while (url !== undefined) {
      const response = await api.get(url);
      const page = expectOk<Client[]>(response);
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page);
      pages += 1;
      const query = nextQuery(response.headers.link);
      url = query === undefined ? undefined : `/clients${query}`;
      if (pages > 5) throw new Error('the pages never end');
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(clients);
  });

  it('answers the records after an id, by id order, with the whole total and a Link while a page is full', async () => {
    const response = await api.get(`/clients?limit=2&after=${idOf(1)}`);
    expect(ids(expectOk<Client[]>(response))).toEqual(ids(clients.slice(2, 4)));
    expect(response.headers['x-total-count']).toBe('5');
    expect(nextQuery(response.headers.link)).toBe(`?limit=2&after=${idOf(3)}`);
    const last = await api.get(`/clients?limit=1&after=${idOf(3)}`);
    expect(ids(expectOk<Client[]>(last))).toEqual([idOf(4)]);
    // A full page after a cursor cannot tell that it is the last: the next one is empty.
    const beyond = await api.get(`/clients${nextQuery(last.headers.link)}`);
    expect(expectOk<Client[]>(beyond)).toEqual([]);
    expect(beyond.headers.link).toBeUndefined();
    const short = await api.get(`/clients?limit=2&after=${idOf(3)}`);
    expect(ids(expectOk<Client[]>(short))).toEqual([idOf(4)]);
    expect(short.headers.link).toBeUndefined();
  });

  it('answers the rest of the list after an id without a limit, and an id between records as well as one of them', async () => {
    expect(ids(expectOk<Client[]>(await api.get(`/clients?after=${idOf(2)}`)))).toEqual(ids(clients.slice(3)));
    expect(ids(expectOk<Client[]>(await api.get(`/clients?after=${idOf(3) - 1}&limit=10`)))).toEqual(
      ids(clients.slice(3)),
    );
    expect(ids(expectOk<Client[]>(await api.get('/clients?after=0')))).toEqual(ids(clients));
    expect(expectOk<Client[]>(await api.get(`/clients?after=${idOf(4)}`))).toEqual([]);
  });

  it('answers a middle page and links to the next', async () => {
    const response = await api.get('/clients?limit=2&offset=2');
    expect(ids(expectOk<Client[]>(response))).toEqual(ids(clients.slice(2, 4)));
    expect(nextQuery(response.headers.link)).toBe(`?limit=2&after=${idOf(3)}`);
    expect(response.headers['x-total-count']).toBe('5');
  });

  it('gives no Link on the last page', async () => {
    const response = await api.get('/clients?limit=2&offset=4');
    expect(ids(expectOk<Client[]>(response))).toEqual(ids(clients.slice(4)));
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['x-total-count']).toBe('5');
  });

  it('gives no Link when the page ends exactly at the last record', async () => {
    const response = await api.get('/clients?limit=5');
    expect(expectOk<Client[]>(response)).toEqual(clients);
    expect(response.headers.link).toBeUndefined();
    const tail = await api.get('/clients?limit=3&offset=2');
    expect(ids(expectOk<Client[]>(tail))).toEqual(ids(clients.slice(2)));
    expect(tail.headers.link).toBeUndefined();
  });

  it('answers an empty array past the end, still with the total', async () => {
    const response = await api.get('/clients?limit=2&offset=10');
    expect(expectOk<Client[]>(response)).toEqual([]);
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toBeUndefined();
  });

  it('skips offset records without a limit', async () => {
    const response = await api.get('/clients?offset=3');
    expect(ids(expectOk<Client[]>(response))).toEqual(ids(clients.slice(3)));
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toBeUndefined();
  });

  it('accepts the limits 1 and 1000', async () => {
    const one = await api.get('/clients?limit=1');
    expect(ids(expectOk<Client[]>(one))).toEqual(ids(clients.slice(0, 1)));
    expect(nextQuery(one.headers.link)).toBe(`?limit=1&after=${idOf(0)}`);
    expect(expectOk<Client[]>(await api.get('/clients?limit=1000'))).toEqual(clients);
  });

  it('answers an empty company with an empty array and a total of 0', async () => {
    const empty = apiClient(t.app, await createTenant(t.db));
    const response = await empty.get('/clients?limit=10');
    expect(expectOk<Client[]>(response)).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.headers.link).toBeUndefined();
  });

  it('pages the other lists the same way', async () => {
    for (const path of ['/accounts', '/salesTaxes', '/bankAccounts', '/employees', '/suppliers', '/lineItems']) {
      const all = await api.get(path);
      const total = Number(all.headers['x-total-count']);
      expect(expectOk<unknown[]>(all)).toHaveLength(total);
      if (total > 1) {
        const page = await api.get(`${path}?limit=1&offset=1`);
        expect(expectOk<unknown[]>(page)).toEqual(all.json<unknown[]>().slice(1, 2));
        expect(page.headers['x-total-count']).toBe(String(total));
      }
    }
  });
});

describe('bad paging parameters', () => {
  it.each([
    ['limit=0', 'limit', 'must be >= 1'],
    ['limit=1001', 'limit', 'must be <= 1000'],
    ['limit=abc', 'limit', 'must be integer'],
    ['limit=1.5', 'limit', 'must be integer'],
    ['limit=-1', 'limit', 'must be >= 1'],
    ['offset=-1', 'offset', 'must be >= 0'],
    ['offset=abc', 'offset', 'must be integer'],
    ['after=-1', 'after', 'must be >= 0'],
    ['after=x', 'after', 'must be integer'],
  ])('answers ?%s with 400 naming %s', async (query, parameter, message) => {
    const problem = expectProblem(
      await api.get(`/clients?${query}`),
      400,
      'Invalid fields in the request query string',
    );
    expectErrorPaths(problem, [parameter]);
    expect(problem.errors).toEqual([{ path: parameter, message }]);
  });

  it('names both parameters when both are bad', async () => {
    const problem = expectProblem(await api.get('/clients?limit=0&offset=-5'), 400);
    expectErrorPaths(problem, ['limit', 'offset']);
  });
});

describe('a whole list longer than one batch', () => {
  /** Creates `count` clients, a few at a time. */
  async function addClients(company: ReturnType<typeof apiClient>, count: number): Promise<void> {
    for (let start = 0; start < count; start += 50) {
      const batch = Array.from({ length: Math.min(50, count - start) }, (_, index) =>
        company.post('/clients', { name: unique(`Client ${start + index}`) }),
      );
      for (const created of await Promise.all(batch)) expect(created.statusCode).toBe(200);
    }
  }

  /** Every record, read a page of 1000 at a time. */
  async function paged(company: ReturnType<typeof apiClient>, path: string): Promise<unknown[]> {
    const records: unknown[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = expectOk<unknown[]>(await company.get(`${path}?limit=1000&offset=${offset}`));
      records.push(...page);
      if (page.length < 1000) return records;
    }
  }

  it('is answered whole, as the pages are, at exactly two batches and a record past them', async () => {
    const company = apiClient(t.app, await createTenant(t.db));
    await addClients(company, 2 * LIST_BATCH);
    for (const total of [2 * LIST_BATCH, 2 * LIST_BATCH + 1]) {
      const response = await company.get('/clients');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-total-count']).toBe(String(total));
      const whole = expectOk<Client[]>(response);
      expect(whole).toHaveLength(total);
      expect(whole).toEqual(await paged(company, '/clients'));
      expect(ids(whole)).toEqual([...ids(whole)].sort((a, b) => a - b));
      await addClients(company, 1);
    }
  }, 60_000);

  it('answers invoices with their lines the same way', async () => {
    const company = apiClient(t.app, await createTenant(t.db));
    const client = expectOk<Client>(await company.post('/clients', { name: unique('Client') }));
    const count = LIST_BATCH + 1;
    for (let start = 0; start < count; start += 50) {
      const batch = Array.from({ length: Math.min(50, count - start) }, (_, index) =>
        company.post('/invoices', {
          clientId: client.id,
          currency: 'GBP',
          issueDate: '2026-02-01',
          dueDate: '2026-02-28',
          invoiceLines: [
            { quantity: 1, rate: `${start + index + 1}.00`, salesTaxCode: 'STANDARD' },
            { quantity: 2, rate: '0.50', salesTaxCode: 'ZERO' },
          ],
        }),
      );
      for (const created of await Promise.all(batch)) expect(created.statusCode).toBe(200);
    }
    const whole = expectOk<{ invoiceLines: unknown[] }[]>(await company.get('/invoices'));
    expect(whole).toHaveLength(count);
    expect(whole.every((invoice) => invoice.invoiceLines.length === 2)).toBe(true);
    expect(whole).toEqual(await paged(company, '/invoices'));
  }, 60_000);
});
