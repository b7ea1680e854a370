import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { conditionsGiven, pageFiltered } from '../db/filtered.js';
import type { Page } from '../db/page.js';

/** What a list of line items may be narrowed to. */
export interface LineItemFilters {
  /** Text that the name or the default description contains, whatever the case of its ASCII letters. */
  q?: string | undefined;
}

/**
 * A page of the line items that the filters let through, and how many they let through. A search
 * of what a text contains has no b-tree index to read: it reads the company's line items (a short
 * list) by the company's index, in id order. Only ASCII letters are folded, on both stores alike:
 * PostgreSQL's lower() of text collated "C" and SQLite's LIKE fold no other.
 */
export function pageLineItems(db: Executor, companyId: bigint, page: Page, filters: LineItemFilters) {
  const pattern = filters.q === undefined ? undefined : `%${likeEscaped(asciiLowerCase(filters.q))}%`;
  const contains = (column: string) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const conditions = conditionsGiven([[pattern, sql`(${contains('name')} or ${contains('default_description')})`]]);
  return pageFiltered(db, 'line_items', companyId, conditions, page, true);
}

const asciiLowerCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The text with LIKE's wildcards (and its escape) escaped, to be matched as it is. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (special) => `\\${special}`);
