import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { CLIENT_SIDE, type SettlementSide, SUPPLIER_SIDE } from '../src/settlements/sides.js';
import { openTestDatabase } from './helpers.js';

/**
 * The one declaration of each side names the tables and columns through which its documents are
 * settled: every name it gives is one the live schema has, on each store.
 */

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

/** Selects the columns from the table, which fails when either is not in the schema. */
const reads = async (table: string, columns: string[]) => {
  await sql`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)} where 1 = 0`.execute(
    db,
  );
  return true;
};

/** Every table a side names, with the columns through which it settles or is settled. */
function namedColumns(side: SettlementSide): [string, string[]][] {
  const { party, documents, credits, payments, creditAllocations, refunds, writeOffs } = side;
  const documentColumns = (kind: SettlementSide['documents'] | SettlementSide['credits']) => [
    'id',
    party.column,
    'allocated_amount',
    ...(kind.number === null ? [] : [kind.number]),
    ...(kind.drafts ? ['draft'] : []),
  ];
  return [
    [party.table, ['id', 'name']],
    [documents.table, documentColumns(documents)],
    [documents.lines, ['document_id']],
    [credits.table, documentColumns(credits)],
    [credits.lines, ['document_id']],
    [payments.table, ['id', party.column, payments.date, 'on_account_amount', 'on_account_base_amount']],
    [payments.allocations, ['payment_id', 'document_id', 'amount', 'base_amount']],
    [creditAllocations, ['credit_id', 'payment_id', 'document_id', 'amount', 'date', 'credit_base_amount']],
    [refunds.table, [party.column, 'credit_id', 'payment_id', 'amount', 'date', 'base_amount']],
    ...(writeOffs === null
      ? []
      : [[writeOffs, ['document_id', 'amount', 'date', 'base_amount']] as [string, string[]]]),
  ];
}

describe.each([
  ['client', CLIENT_SIDE],
  ['supplier', SUPPLIER_SIDE],
])('the %s side', (_name, side) => {
  it.each(namedColumns(side))('names %s with columns it has', async (table, columns) => {
    expect(await reads(table, columns)).toBe(true);
  });
});
