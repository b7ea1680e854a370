import { Type } from '@sinclair/typebox';
import { search, storedTimestamp, updatedSince } from '../shared/list-filters.js';
import { ListQuery } from '../shared/pagination.js';

/** What a list of clients or suppliers may be narrowed to. */
export interface PartyFilters {
  /** Text their name, email or VAT number contains. */
  q?: string | undefined;
  /** A UTC instant written as `updated_at` is stored (see storedTimestamp). */
  updatedSince?: string | undefined;
}

/**
 * The filters of the list of clients or of suppliers (`parties`), as its routes declare them. A
 * search reads every party of the company, by the company's index: a contains-search cannot use a
 * b-tree index, and a company has hundreds or thousands of parties, not millions.
 */
export const partyListFilters = (parties: string) => ({
  query: Type.Object({
    ...ListQuery.properties,
    q: Type.Optional(
      search(
        parties,
        "name, email or VAT number (a supplier's email too, though it is not shown)",
        `A search reads every one of the company's ${parties}.`,
      ),
    ),
    updatedSince: Type.Optional(updatedSince(parties)),
  }),
  of: (query: Record<string, unknown>): PartyFilters => ({
    q: query.q as string | undefined,
    updatedSince: storedTimestamp(query.updatedSince as string | undefined),
  }),
});
