import type { Kysely } from 'kysely';
import { indexOf } from './2026-11-29-30-document-filters.js';

/**
 * The lists of payments and refunds are sorted by date, amount and id, ties by id: an index of the
 * company's records by each key, then the id, reads a sorted page and seeks the page after a
 * record, forwards or backwards. Their dates have theirs since the migration of payment filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['client_payments', 'supplier_payments', 'client_refunds', 'supplier_refunds']) {
    await indexOf(db, table, 'amount', ['amount']);
  }
}
