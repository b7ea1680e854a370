import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/database.js';

type PartyDocuments = Kysely<{ documents: { company_id: bigint; id: bigint } }>;

/** Up to `limit` ids of the documents of a party in `documents` (its invoices, bills, credit notes). */
export async function documentsOfParty(
  db: Executor,
  documents: 'invoices' | 'bills' | 'credit_notes' | 'supplier_credits',
  partyColumn: 'client_id' | 'supplier_id',
  companyId: bigint,
  partyId: bigint,
  limit: number,
): Promise<bigint[]> {
  const rows = await (db as unknown as PartyDocuments)
    .selectFrom(documents as unknown as 'documents')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql.ref(partyColumn), '=', partyId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
