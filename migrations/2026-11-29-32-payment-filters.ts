import type { Kysely } from 'kysely';
import { indexOf } from './2026-11-29-30-document-filters.js';

const MOVEMENTS = [
  { table: 'client_payments', party: 'client_id', date: 'date_received', replaces: ['client_id', 'bank_account_id'] },
  {
    table: 'supplier_payments',
    party: 'supplier_id',
    date: 'date_paid',
    replaces: ['supplier_id', 'bank_account_id'],
  },
  { table: 'client_refunds', party: 'client_id', date: 'date', replaces: ['by_client_id', 'by_bank_account_id'] },
  {
    table: 'supplier_refunds',
    party: 'supplier_id',
    date: 'date',
    replaces: ['by_supplier_id', 'by_bank_account_id'],
  },
] as const;

/**
 * The lists of payments and refunds are filtered by party, bank account, date and last change, and
 * read in id order: an index of the company's records by each, ending in the id, finds the ones a
 * filter lets through, in order for an equality (party, bank account), to be sorted for a range.
 * The party's and the bank account's take the place of those without the id. What a payment paid
 * is found by its allocations' index by document, what a refund pays back by the indexes of its
 * credit and its payment. The lists of clients and suppliers are filtered by last change; a search
 * of them reads the company's parties by the company's index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, party, date, replaces } of MOVEMENTS) {
    for (const index of replaces) await db.schema.dropIndex(`${table}_${index}`).execute();
    await indexOf(db, table, 'party', [party]);
    await indexOf(db, table, 'bank_account', ['bank_account_id']);
    await indexOf(db, table, 'date', [date]);
    await indexOf(db, table, 'updated_at', ['updated_at']);
  }
  for (const table of ['clients', 'suppliers']) await indexOf(db, table, 'updated_at', ['updated_at']);
}
