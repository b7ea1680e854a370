import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * The lists of invoices, bills, credit notes and supplier credits narrowed by party, currency,
 * issue and due dates and when they last changed: the expected lists are read off the documents
 * each test makes, by hand.
 */

interface Listed {
  id: number;
  updatedAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const KINDS = [
  {
    path: '/invoices',
    partyField: 'clientId',
    party: (api: Api) => createClient(api),
    lines: { invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }] },
  },
  {
    path: '/bills',
    partyField: 'supplierId',
    party: (api: Api) => createSupplier(api),
    lines: { billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0.2, categoryCode: '6300' }] },
  },
  {
    path: '/creditNotes',
    partyField: 'clientId',
    party: (api: Api) => createClient(api),
    lines: { creditNoteLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }] },
  },
  {
    path: '/supplierCredits',
    partyField: 'supplierId',
    party: (api: Api) => createSupplier(api),
    lines: { supplierCreditLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0.2, categoryCode: '6300' }] },
  },
] as const;

const ids = (response: LightMyRequestResponse) => ok<Listed[]>(response).map((document) => document.id);

describe.each(KINDS)('GET $path filtered', ({ path, partyField, party, lines }) => {
  let api: Api;
  let first: Listed;
  let second: Listed;
  let third: Listed;
  let fourth: Listed;
  let partyA: number;
  let partyB: number;

  beforeAll(async () => {
    api = await newCompany(t);
    partyA = (await party(api)).id;
    partyB = (await party(api)).id;
    const create = async (partyId: number, currency: string, issueDate: string, dueDate: string) =>
      ok<Listed>(
        await api.post(path, {
          [partyField]: partyId,
          currency,
          issueDate,
          dueDate,
          ...(currency === 'GBP' ? {} : { exchangeRate: 0.8 }),
          ...lines,
        }),
      );
    first = await create(partyA, 'GBP', '2026-01-05', '2026-02-05');
    second = await create(partyB, 'GBP', '2026-01-20', '2026-02-20');
    third = await create(partyA, 'USD', '2026-02-03', '2026-03-03');
    fourth = await create(partyA, 'GBP', '2026-03-01', '2026-03-31');
  });

  it('by party, counting what it lets through', async () => {
    const response = await api.get(`${path}?${partyField}=${partyA}`);
    expect(ids(response)).toEqual([first.id, third.id, fourth.id]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(ids(await api.get(`${path}?${partyField}=${partyB}`))).toEqual([second.id]);
  });

  it('by currency, in lower case as in upper case', async () => {
    expect(ids(await api.get(`${path}?currency=usd`))).toEqual([third.id]);
    expect(ids(await api.get(`${path}?currency=GBP`))).toEqual([first.id, second.id, fourth.id]);
    expect(ids(await api.get(`${path}?currency=EUR`))).toEqual([]);
  });

  it('by issue and due dates, both bounds included', async () => {
    // Issued 5 Jan, 20 Jan, 3 Feb, 1 Mar: 20 Jan to 3 Feb holds the second and the third.
    expect(ids(await api.get(`${path}?issueDateFrom=2026-01-20&issueDateTo=2026-02-03`))).toEqual([
      second.id,
      third.id,
    ]);
    expect(ids(await api.get(`${path}?issueDateFrom=2026-02-04`))).toEqual([fourth.id]);
    // Due 5 Feb, 20 Feb, 3 Mar, 31 Mar: from 21 Feb the third and the fourth; to 20 Feb the first two.
    expect(ids(await api.get(`${path}?dueDateFrom=2026-02-21`))).toEqual([third.id, fourth.id]);
    expect(ids(await api.get(`${path}?dueDateTo=2026-02-20`))).toEqual([first.id, second.id]);
  });

  it('by several filters at once, each narrowing the others', async () => {
    // Party A's in pounds (the first and the fourth) issued from 6 January: the fourth.
    const response = await api.get(`${path}?${partyField}=${partyA}&currency=GBP&issueDateFrom=2026-01-06`);
    expect(ids(response)).toEqual([fourth.id]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('by when they last changed, at or after an instant', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = ok<Listed>(await api.get(`${path}/${second.id}`));
    const edited = ok<Listed>(await api.put(`${path}/${second.id}`, changed));
    expect(edited.updatedAt > fourth.updatedAt).toBe(true);
    expect(ids(await api.get(`${path}?updatedSince=${edited.updatedAt}`))).toEqual([second.id]);
    const aMillisecondLater = new Date(Date.parse(edited.updatedAt) + 1).toISOString();
    expect(ids(await api.get(`${path}?updatedSince=${aMillisecondLater}`))).toEqual([]);
    // Without milliseconds, the instant is the start of its second.
    expect(ids(await api.get(`${path}?updatedSince=2000-01-01T00:00:00Z`))).toHaveLength(4);
    expect(ids(await api.get(`${path}?updatedSince=2999-01-01T00:00:00Z`))).toEqual([]);
  });

  it('in pages whose next link keeps the filters, by cursor and by offset', async () => {
    const response = await api.get(`${path}?${partyField}=${partyA}&limit=2`);
    expect(ids(response)).toEqual([first.id, third.id]);
    expect(response.headers['x-total-count']).toBe('3');
    const link = String(response.headers.link);
    expect(link).toBe(`</api/v1${path}?${partyField}=${partyA}&limit=2&after=${third.id}>; rel="next"`);
    const next = await api.get(link.slice('</api/v1'.length, link.indexOf('>')));
    expect(ids(next)).toEqual([fourth.id]);
    expect(next.headers['x-total-count']).toBe('3');
    expect(next.headers.link).toBeUndefined();
    expect(ids(await api.get(`${path}?${partyField}=${partyA}&limit=1&offset=1`))).toEqual([third.id]);
    // Issued from 20 January: the second, the third and the fourth, a page of two after the second.
    const ranged = await api.get(`${path}?issueDateFrom=2026-01-20&limit=2&after=${second.id}`);
    expect(ids(ranged)).toEqual([third.id, fourth.id]);
    expect(ranged.headers['x-total-count']).toBe('3');
    expect(ids(await api.get(`${path}?issueDateFrom=2026-01-20&limit=2&offset=2`))).toEqual([fourth.id]);
  });

  it('refuses a bad filter, naming it', async () => {
    for (const query of [
      `${partyField}=0`,
      'currency=POUND',
      'issueDateFrom=2026-02-30',
      'dueDateTo=tomorrow',
      'updatedSince=2026-01-01',
      'updatedSince=2026-01-01T10:00:00+02:00',
    ]) {
      const response = await api.get(`${path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain(query.split('=')[0]);
    }
  });
});

describe('GET /invoices unpaged and filtered', () => {
  // More than a batch of the stream (100) of each client, interleaved: the whole list of one client
  // is every other invoice, read batch after batch with the filter kept.
  it('streams every invoice of the client, and only those', async () => {
    const api = await newCompany(t);
    const clients = [await createClient(api), await createClient(api)];
    const made: number[][] = [[], []];
    for (let index = 0; index < 2 * 105; index++) {
      const invoice = ok<Listed>(
        await api.post('/invoices', {
          clientId: clients[index % 2]?.id,
          currency: 'GBP',
          issueDate: '2026-01-05',
          dueDate: '2026-02-05',
          invoiceLines: [{ quantity: 1, rate: '1.00', vatRate: 0 }],
        }),
      );
      made[index % 2]?.push(invoice.id);
    }
    const response = await api.get(`/invoices?clientId=${clients[1]?.id}`);
    expect(ids(response)).toEqual(made[1]);
    expect(response.headers['x-total-count']).toBe('105');
  });
});
