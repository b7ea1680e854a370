import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { findOwned, requireOwned } from '../db/owned.js';

/** The client or supplier with this id, if the company has one. */
export const findParty = (db: Executor, table: 'clients' | 'suppliers', companyId: bigint, id: bigint) =>
  findOwned(db, table, companyId, id);

/** The client or supplier with exactly this name, if the company has one. */
export async function findPartyByName(db: Executor, table: 'clients' | 'suppliers', companyId: bigint, name: string) {
  return db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .executeTakeFirst();
}

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

/** The tables of a side that a party's balance sums. */
const BALANCE_TABLES = {
  clients: {
    noun: 'Client',
    party: 'client_id',
    documents: 'invoices',
    credits: 'credit_notes',
    posted: sql`and not draft`,
    payments: 'client_payments',
    refunds: 'client_refunds',
    allocations: 'credit_note_allocations',
  },
  suppliers: {
    noun: 'Supplier',
    party: 'supplier_id',
    documents: 'bills',
    credits: 'supplier_credits',
    posted: sql``,
    payments: 'supplier_payments',
    refunds: 'supplier_refunds',
    allocations: 'supplier_credit_allocations',
  },
} as const;

export type Summed = { currency: string; amount: bigint };

/**
 * The sums per currency of a party's posted documents, credit notes, payments, refunds and
 * write-offs, each read by the party's index; a 404 when the company has no such party.
 */
export async function partySums(db: Executor, table: 'clients' | 'suppliers', companyId: bigint, partyId: bigint) {
  const side = BALANCE_TABLES[table];
  await requireOwned(db, table, companyId, partyId, side.noun);
  const ofParty = sql`company_id = ${companyId} and ${sql.ref(side.party)} = ${partyId}`;
  const sum = (from: string, column: string, where: RawBuilder<unknown> = sql``) =>
    sql<Summed>`select currency, cast(sum(${sql.ref(column)}) as bigint) as amount from ${sql.table(from)}
      where ${ofParty} ${where} group by currency`;
  const allocatedFromAccount = sql<Summed>`
    select p.currency, cast(sum(a.amount) as bigint) as amount
    from ${sql.table(side.payments)} p
    join ${sql.table(side.allocations)} a on a.company_id = p.company_id and a.payment_id = p.id
    where p.company_id = ${companyId} and p.${sql.ref(side.party)} = ${partyId} and p.on_account_amount > 0
    group by p.currency`;
  const writtenOff = sql<Summed>`
    select i.currency, cast(sum(w.amount) as bigint) as amount
    from invoices i
    join invoice_write_offs w on w.company_id = i.company_id and w.document_id = i.id
    where i.company_id = ${companyId} and i.client_id = ${partyId}
    group by i.currency`;
  const rowsOf = async (query: RawBuilder<Summed>) => (await query.execute(db)).rows;
  return {
    documented: await rowsOf(sum(side.documents, 'total_amount', side.posted)),
    credited: await rowsOf(sum(side.credits, 'total_amount', side.posted)),
    paid: await rowsOf(sum(side.payments, 'amount')),
    refunded: await rowsOf(sum(side.refunds, 'amount')),
    keptOnAccount: await rowsOf(sum(side.payments, 'on_account_amount', sql`and on_account_amount > 0`)),
    allocatedFromAccount: await rowsOf(allocatedFromAccount),
    refundedFromAccount: await rowsOf(sum(side.refunds, 'amount', sql`and payment_id is not null`)),
    writtenOff: table === 'clients' ? await rowsOf(writtenOff) : [],
  };
}
