import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok } from './problem.js';

/*
 * The lists of clients and suppliers searched by name, email or VAT number, and narrowed by last
 * change: one table of the two sides. The expected lists are read off the parties by hand.
 */

interface Listed {
  id: number;
  name: string;
  updatedAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ids = (response: LightMyRequestResponse) => ok<Listed[]>(response).map((party) => party.id);

const PARTIES = [
  { name: 'Acme Widgets Ltd', email: 'ap@widgets.example', vatNumber: 'GB123456789' },
  { name: 'Northwind Traders', email: 'accounts@ACME.example', vatNumber: 'DE999' },
  { name: 'Globex 100% Ltd', vatNumber: 'gb555' },
  { name: 'Initech_Services', email: 'hello@initech.example' },
];

describe.each(['/clients', '/suppliers'])('GET %s searched', (path) => {
  let api: Api;
  /** The four parties, in the order made (index 0 is party 1). */
  let parties: Listed[];
  const idsOf = (numbers: number[]) => numbers.map((number) => parties[number - 1]?.id);

  beforeAll(async () => {
    api = await newCompany(t);
    parties = [];
    for (const party of PARTIES) parties.push(ok<Listed>(await api.post(path, party)));
  });

  it('by name, email or VAT number, in any case of the letters A to Z', async () => {
    // Acme is the first's name and the second's email (a supplier's is stored, though not shown).
    const response = await api.get(`${path}?q=acme`);
    expect(ids(response)).toEqual(idsOf([1, 2]));
    expect(response.headers['x-total-count']).toBe('2');
    // GB begins the first's VAT number and, in lower case, the third's.
    expect(ids(await api.get(`${path}?q=GB`))).toEqual(idsOf([1, 3]));
    expect(ids(await api.get(`${path}?q=LTD`))).toEqual(idsOf([1, 3]));
    expect(ids(await api.get(`${path}?q=initech.example`))).toEqual(idsOf([4]));
    expect(ids(await api.get(`${path}?q=nobody`))).toEqual([]);
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    expect(ids(await api.get(`${path}?q=${encodeURIComponent('100%')}`))).toEqual(idsOf([3]));
    expect(ids(await api.get(`${path}?q=${encodeURIComponent('%')}`))).toEqual(idsOf([3]));
    expect(ids(await api.get(`${path}?q=_`))).toEqual(idsOf([4]));
    expect(ids(await api.get(`${path}?q=${encodeURIComponent('\\')}`))).toEqual([]);
  });

  it('by when they last changed, at or after an instant, alone or with a search', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = parties[2] as Listed;
    const edited = ok<Listed>(await api.put(`${path}/${third.id}`, { ...PARTIES[2], name: 'Globex 100% Ltd (UK)' }));
    expect(edited.updatedAt > (parties[3] as Listed).updatedAt).toBe(true);
    expect(ids(await api.get(`${path}?updatedSince=${edited.updatedAt}`))).toEqual(idsOf([3]));
    const aMillisecondLater = new Date(Date.parse(edited.updatedAt) + 1).toISOString();
    expect(ids(await api.get(`${path}?updatedSince=${aMillisecondLater}`))).toEqual([]);
    expect(ids(await api.get(`${path}?updatedSince=2000-01-01T00:00:00Z`))).toEqual(idsOf([1, 2, 3, 4]));
    // GB: the first and the third; changed since the edit: the third.
    const both = await api.get(`${path}?q=gb&updatedSince=${edited.updatedAt}`);
    expect(ids(both)).toEqual(idsOf([3]));
    expect(both.headers['x-total-count']).toBe('1');
  });

  it("leaves out another company's parties", async () => {
    const other = await newCompany(t);
    ok(await other.post(path, { name: 'Acme Elsewhere' }));
    expect(ids(await api.get(`${path}?q=acme`))).toEqual(idsOf([1, 2]));
    expect(ids(await other.get(`${path}?q=acme`))).toHaveLength(1);
  });

  it('in pages whose next link keeps the search, by cursor and by offset', async () => {
    const response = await api.get(`${path}?q=acme&limit=1`);
    expect(ids(response)).toEqual(idsOf([1]));
    expect(response.headers['x-total-count']).toBe('2');
    const link = String(response.headers.link);
    expect(link).toBe(`</api/v1${path}?q=acme&limit=1&after=${parties[0]?.id}>; rel="next"`);
    const next = await api.get(link.slice('</api/v1'.length, link.indexOf('>')));
    expect(ids(next)).toEqual(idsOf([2]));
    expect(next.headers['x-total-count']).toBe('2');
    // After a cursor, a full page may have more after it: its link keeps the search, to an empty page.
    const last = String(next.headers.link);
    expect(last).toBe(`</api/v1${path}?q=acme&limit=1&after=${parties[1]?.id}>; rel="next"`);
    const empty = await api.get(last.slice('</api/v1'.length, last.indexOf('>')));
    expect(ids(empty)).toEqual([]);
    expect(empty.headers.link).toBeUndefined();
    expect(ids(await api.get(`${path}?q=acme&limit=1&offset=1`))).toEqual(idsOf([2]));
  });

  it('refuses a bad search or instant, naming it', async () => {
    for (const query of ['q=', `q=${'x'.repeat(201)}`, 'updatedSince=2026-01-01', 'updatedSince=yesterday']) {
      const [name] = query.split('=');
      const { errors } = invalid(await api.get(`${path}?${query}`), [name as string]);
      // Known, and read: not refused as a parameter the call does not take.
      expect(errors?.[0]?.message, query).not.toMatch(/not known/);
    }
  });
});

describe('GET /clients unpaged and searched', () => {
  // More than a batch of the stream (100) of each name, interleaved: the whole list found is every
  // other client, read batch after batch with the search kept.
  it('streams every client found, and only those', async () => {
    const api = await newCompany(t);
    const made: number[][] = [[], []];
    for (let index = 0; index < 2 * 105; index++) {
      const name = `${index % 2 === 0 ? 'Even' : 'Odd'} client ${index}`;
      made[index % 2]?.push(ok<Listed>(await api.post('/clients', { name })).id);
    }
    const response = await api.get('/clients?q=odd');
    expect(ids(response)).toEqual(made[1]);
    expect(response.headers['x-total-count']).toBe('105');
  });
});
