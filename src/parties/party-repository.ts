import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Executor, readConsistently } from '../db/database.js';
import { conditionsGiven, containsText, countOf, filteredIds, idsInPage, recordColumn } from '../db/filtered.js';
import { findOwned, requireOwned } from '../db/owned.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { CLIENT_SIDE, SUPPLIER_SIDE } from '../settlements/sides.js';
import type { PartyFilters } from './party-filters.js';

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

/**
 * The company's parties that the filters let through, read as `record`: those that changed since
 * an instant by the index of their last change; a search by the company's index, every party of it.
 */
const selectFiltered = (db: Executor, table: 'clients' | 'suppliers', companyId: bigint, filters: PartyFilters) =>
  filteredIds(
    db,
    table,
    companyId,
    conditionsGiven([
      [filters.q, containsText(['name', 'email', 'vat_number'].map(recordColumn), filters.q ?? '')],
      [filters.updatedSince, sql`${recordColumn('updated_at')} >= ${filters.updatedSince}`],
    ]),
  );

/** A page of the parties the filters let through, with how many they let through, read in one transaction. */
export const pageFilteredParties = (
  db: Executor,
  table: 'clients' | 'suppliers',
  companyId: bigint,
  page: Page,
  filters: PartyFilters,
) =>
  readConsistently(db, async (trx) => {
    const ids = selectFiltered(trx, table, companyId, filters);
    const rows = await trx
      .selectFrom(table)
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', 'in', idsInPage(ids, page, 'record.id', filters.updatedSince === undefined))
      .orderBy('id')
      .execute();
    return { rows: rows as OwnedRow<'clients' | 'suppliers'>[], total: await countOf(ids) };
  });

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

const SIDE_OF_PARTIES = { clients: CLIENT_SIDE, suppliers: SUPPLIER_SIDE } as const;

/** Only posted documents count: a draft is no debt yet. */
const postedOnly = (kind: { drafts: boolean }) => (kind.drafts ? sql`and not draft` : sql``);

export type Summed = { currency: string; amount: bigint };

/**
 * The sums per currency of a party's posted documents, credit notes, payments, refunds and
 * write-offs, each read by the party's index; a 404 when the company has no such party.
 */
export async function partySums(db: Executor, table: 'clients' | 'suppliers', companyId: bigint, partyId: bigint) {
  const side = SIDE_OF_PARTIES[table];
  const party = side.party.column;
  await requireOwned(db, table, companyId, partyId, side.party.Noun);
  const ofParty = sql`company_id = ${companyId} and ${sql.ref(party)} = ${partyId}`;
  const sum = (from: string, column: string, where: RawBuilder<unknown> = sql``) =>
    sql<Summed>`select currency, cast(sum(${sql.ref(column)}) as bigint) as amount from ${sql.table(from)}
      where ${ofParty} ${where} group by currency`;
  const writtenOff = (writeOffs: string) => sql<Summed>`
    select d.currency, cast(sum(w.amount) as bigint) as amount
    from ${sql.table(side.documents.table)} d
    join ${sql.table(writeOffs)} w on w.company_id = d.company_id and w.document_id = d.id
    where d.company_id = ${companyId} and d.${sql.ref(party)} = ${partyId}
    group by d.currency`;
  const rowsOf = async (query: RawBuilder<Summed>) => (await query.execute(db)).rows;
  return {
    documented: await rowsOf(sum(side.documents.table, 'total_amount', postedOnly(side.documents))),
    credited: await rowsOf(sum(side.credits.table, 'total_amount', postedOnly(side.credits))),
    paid: await rowsOf(sum(side.payments.table, 'amount')),
    refunded: await rowsOf(sum(side.refunds.table, 'amount')),
    keptOnAccount: await rowsOf(sum(side.payments.table, 'on_account_amount', sql`and on_account_amount > 0`)),
    takenFromAccount: await rowsOf(
      sum(side.payments.table, 'on_account_allocated_amount', sql`and on_account_amount > 0`),
    ),
    writtenOff: side.writeOffs === null ? [] : await rowsOf(writtenOff(side.writeOffs)),
  };
}
