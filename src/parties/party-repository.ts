import type { Executor } from '../db/database.js';

/** Up to `limit` ids of the documents of a client (its invoices) or of a supplier (its bills). */
export async function documentsOfParty(
  db: Executor,
  table: 'clients' | 'suppliers',
  companyId: bigint,
  partyId: bigint,
  limit: number,
): Promise<bigint[]> {
  const rows =
    table === 'clients'
      ? await db
          .selectFrom('invoices')
          .select('id')
          .where('company_id', '=', companyId)
          .where('client_id', '=', partyId)
          .orderBy('id')
          .limit(limit)
          .execute()
      : await db
          .selectFrom('bills')
          .select('id')
          .where('company_id', '=', companyId)
          .where('supplier_id', '=', partyId)
          .orderBy('id')
          .limit(limit)
          .execute();
  return rows.map((row) => row.id);
}
