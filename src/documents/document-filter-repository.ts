import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DocumentFilters } from './document-filters.js';

/**
 * The conditions of `filters` on documents read as `document` (whose party is in `partyColumn`),
 * each of which an index of the company's documents answers (see the migration of document filters).
 */
export function documentConditions(partyColumn: string, filters: DocumentFilters): RawBuilder<SqlBool>[] {
  const column = (name: string) => sql.ref(`document.${name}`);
  const bounds: [unknown, RawBuilder<SqlBool>][] = [
    [filters.partyId, sql`${column(partyColumn)} = ${filters.partyId}`],
    [filters.currency, sql`${column('currency')} = ${filters.currency}`],
    [filters.issueDateFrom, sql`${column('issue_date')} >= ${filters.issueDateFrom}`],
    [filters.issueDateTo, sql`${column('issue_date')} <= ${filters.issueDateTo}`],
    [filters.dueDateFrom, sql`${column('due_date')} >= ${filters.dueDateFrom}`],
    [filters.dueDateTo, sql`${column('due_date')} <= ${filters.dueDateTo}`],
    [filters.updatedSince, sql`${column('updated_at')} >= ${filters.updatedSince}`],
  ];
  return bounds.filter(([value]) => value !== undefined).map(([, condition]) => condition);
}

/**
 * Whether the documents the filters let through are found by the index of a range (dates, last
 * change) rather than by one of an equality (party, currency), which answers them in id order.
 */
export const readByRange = (filters: DocumentFilters) =>
  filters.partyId === undefined && filters.currency === undefined;
