import { Type } from '@sinclair/typebox';
import type { Page } from '../db/page.js';
import { invalid } from './errors.js';
import { hasFilters } from './list-filters.js';
import { ListQuery } from './pagination.js';

/*
 * The orders lists are read in: a key, ascending or descending, ties by id in the same direction;
 * the `sort` parameter that asks for one, and the paging that follows it.
 */

/** The order of a list: by `key`, ties by id in the same direction. */
export interface ListSort<Key extends string> {
  key: Key;
  descending: boolean;
}

export const BY_ID: ListSort<'id'> = { key: 'id', descending: false };

/** Whether the order is the one a list has unless it is asked for another. */
export const isById = (sort: ListSort<string>) => sort.key === 'id' && !sort.descending;

/** What a list asks for: which records, in which order. */
export interface Listing<Filters, Key extends string> {
  filters: Filters;
  sort: ListSort<Key>;
}

/** Whether a list is read as every unfiltered page by id is, by a statement prepared once. */
export const isUnfilteredById = <Filters extends object>(
  listing: Listing<Filters, string> | undefined,
): listing is undefined => listing === undefined || (!hasFilters(listing.filters) && isById(listing.sort));

/** The `sort` of a list sorted by `keys` (id among them); `notes` say more of them. */
export const sortParameter = (keys: readonly string[], notes: string, examples: string[]) =>
  Type.String({
    pattern: `^-?(${keys.join('|')})$`,
    'x-message': `must be one of ${keys.join(', ')}, with a leading - for descending`,
    description: `The order of the list: ${keys.join(', ')}, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given.${notes}`,
    examples,
  });

/** The paging of a list that sorts, whose records are each `one` (as in "a document"): offset and after follow the sort. */
export const sortedPaging = (one: string) => ({
  ...ListQuery.properties,
  offset: Type.Optional({
    ...ListQuery.properties.offset,
    description: 'Records to skip, in the order of the sort.',
  }),
  after: Type.Optional({
    ...ListQuery.properties.after,
    description: `The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of ${one} of the list (filtered out or not): any other is refused (400); by id, any id marks a place.`,
  }),
});

/** The order that a validated `sort` parameter asks for. */
export function sortOf<Key extends string>(sort: string | undefined): ListSort<Key | 'id'> {
  if (sort === undefined) return BY_ID;
  const descending = sort.startsWith('-');
  return { key: (descending ? sort.slice(1) : sort) as Key, descending };
}

/**
 * Sorted by anything but id, a page starts after the key of the record `after`: one of the
 * company's `noun`s of the list, whether the filters let it through or not, as `isListed` says.
 */
export async function assertCursorListed(
  page: Page,
  sort: ListSort<string> | undefined,
  noun: string,
  isListed: (id: bigint) => Promise<boolean>,
) {
  if (page.after === undefined || sort === undefined || sort.key === 'id') return;
  if (!(await isListed(page.after))) {
    throw invalid(`No ${noun} ${page.after} to start the page after, in the order of ${sort.key}`, [
      { path: 'after', message: `must be the id of one of the ${noun}s of the list when sorted by ${sort.key}` },
    ]);
  }
}
