import { Type } from '@sinclair/typebox';
import type { Page } from '../db/page.js';
import { ListQuery } from '../shared/pagination.js';
import { assertValid } from '../shared/validation.js';
import { formInput } from './web-forms.js';
import type { PagedKind } from './web-sides.js';

/** The documents a list shows at once, latest issued first; the search and status narrow them. */
const LISTED_DOCUMENTS = 100;

/**
 * A list of documents as its page asks for it: the status and search, checked as the API's list
 * checks them, and the page of it by the API's own `offset`, latest issued first.
 */
export const documentListing = {
  query: Type.Object({
    status: Type.Optional(Type.String()),
    q: Type.Optional(Type.String()),
    offset: ListQuery.properties.offset,
  }),
  of: (kind: PagedKind, query: unknown) => {
    const search = formInput(query, ['status', 'q']);
    const offset = (query as { offset?: number }).offset;
    const page = { limit: LISTED_DOCUMENTS, ...(offset === undefined ? {} : { offset }) };
    const listed = { ...search, sort: '-issueDate', ...page };
    assertValid(kind.filters.query, listed);
    return { search, page, listing: kind.filters.of(listed) };
  },
};

/** Which documents of the list a page shows, and the links to the pages before and after it, with the same search. */
export function listPaging(
  path: string,
  search: Record<string, string>,
  page: Page,
  listed: { items: unknown[]; total: number },
) {
  const offset = page.offset ?? 0;
  const limit = page.limit ?? LISTED_DOCUMENTS;
  const link = (at: number) => {
    const query = new URLSearchParams({ ...search, ...(at > 0 ? { offset: String(at) } : {}) }).toString();
    return query === '' ? path : `${path}?${query}`;
  };
  return {
    first: offset + 1,
    last: offset + listed.items.length,
    total: listed.total,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    next: offset + listed.items.length < listed.total ? link(offset + limit) : null,
  };
}
