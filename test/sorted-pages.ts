import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Api } from './helpers.js';
import { ok } from './problem.js';

/* Sorted lists as an integrator reads them: page after page by their Links, and the order they must have. */

export const idsOf = (response: LightMyRequestResponse) => ok<{ id: number }[]>(response).map((record) => record.id);

/** The path and query of a Link header's next page, as the api client takes it. */
export const nextOf = (response: LightMyRequestResponse) => {
  const link = response.headers.link;
  if (link === undefined) return undefined;
  const text = String(link);
  return text.slice('</api/v1'.length, text.indexOf('>'));
};

/** Every page of a list from `first`, by following the Links: the ids of each page. */
export async function followLinks(api: Api, first: string): Promise<number[][]> {
  const pages: number[][] = [];
  let next: string | undefined = first;
  while (next !== undefined) {
    const response = await api.get(next);
    pages.push(idsOf(response));
    next = nextOf(response);
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

export type SortKeys<Listed> = Record<string, (record: Listed) => string | bigint | number>;

/** The ids of the records in the order of `sort` (a key of `keys`, - for descending), ties by id in the same direction. */
export function modelSort<Listed extends { id: number }>(records: Listed[], sort: string, keys: SortKeys<Listed>) {
  const descending = sort.startsWith('-');
  const key = keys[sort.replace(/^-/, '')] as (record: Listed) => string | bigint | number;
  const compare = (a: Listed, b: Listed) => {
    const [x, y] = [key(a), key(b)];
    const byKey = x < y ? -1 : x > y ? 1 : 0;
    return (byKey || a.id - b.id) * (descending ? -1 : 1);
  };
  return [...records].sort(compare).map((record) => record.id);
}

/** Money as the API writes it ("1,025.50"), in minor units. */
export const minorUnits = (amount: string) => BigInt(amount.replace(/[,.]/g, ''));

/**
 * Checks over random sorts (of `keys`, either direction), `filters` and page sizes that `path`,
 * followed by its Links and unpaged, answers exactly the filtered records in the order of the
 * model sort, each once, and counts them all.
 */
export async function assertSortedPages<Listed extends { id: number }>(
  api: Api,
  path: string,
  sorts: string[],
  filters: string[],
  keys: SortKeys<Listed>,
) {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...sorts),
      fc.boolean(),
      fc.constantFrom(...filters),
      fc.integer({ min: 1, max: 5 }),
      async (key, descending, filter, limit) => {
        const sort = `${descending ? '-' : ''}${key}`;
        const filtered = ok<Listed[]>(await api.get(`${path}?${filter}`));
        const expected = modelSort(filtered, sort, keys);
        const query = `${path}?${filter}${filter ? '&' : ''}sort=${sort}&limit=${limit}`;
        const first = await api.get(query);
        expect(first.headers['x-total-count']).toBe(String(filtered.length));
        const pages = await followLinks(api, query);
        for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
        expect(pages.flat()).toEqual(expected);
        expect(idsOf(await api.get(`${path}?${filter}${filter ? '&' : ''}sort=${sort}`))).toEqual(expected);
      },
    ),
    { numRuns: 25 },
  );
}
