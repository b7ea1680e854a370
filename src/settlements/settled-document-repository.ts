/*
 * The documents and credits that settlements take from, as a settlement reads them: what the rule
 * of settling needs (party, draft, currency, dates, what is left) and no more.
 */
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { precompiledForList } from '../db/precompiled.js';
import type { DocumentColumns } from '../db/tables.js';
import type { DocumentTable } from './settlement-repository.js';
import { SETTLEMENT_SIDES, type SettlementSide } from './sides.js';

/** A document or a credit as a settlement reads it. */
export interface SettledDocumentRow {
  id: bigint;
  party_id: bigint;
  currency: string;
  /** Always false where the side's documents have no drafts (bills, suppliers' credits). */
  draft: boolean;
  issue_date: string;
  due_date: string;
  total_amount: bigint;
  allocated_amount: bigint;
  exchange_rate: bigint | null;
  /** The write-off that settles it, where the side writes its documents off (invoices). */
  write_off_id?: bigint | null;
}

// Kysely cannot type a query over a generic table name: every kind is read as one shape.
type AnyDocuments = Kysely<{ document: DocumentColumns & Record<string, unknown> }>;

type Kind = SettlementSide['documents'] | SettlementSide['credits'];

function reader(side: SettlementSide, kind: Kind) {
  const writeOffs = kind === side.documents ? side.writeOffs : null;
  return precompiledForList((db: Executor, companyId: bigint, ids: readonly bigint[]) =>
    (db as unknown as AnyDocuments)
      .selectFrom(`${kind.table} as document` as 'document')
      .select([
        'document.id',
        sql.ref<bigint>(`document.${side.party.column}`).as('party_id'),
        'document.currency',
        'document.issue_date',
        'document.due_date',
        'document.total_amount',
        'document.allocated_amount',
        'document.exchange_rate',
      ])
      .$if(kind.drafts, (query) => query.select(sql.ref<boolean>('document.draft').as('draft')))
      .$if(writeOffs !== null, (query) =>
        query.select(
          sql<bigint | null>`(select written.id from ${sql.table(writeOffs as string)} written
            where written.company_id = document.company_id and written.document_id = document.id)`.as('write_off_id'),
        ),
      )
      .where('document.company_id', '=', companyId)
      .where('document.id', 'in', ids)
      .$castTo<SettledDocumentRow>(),
  );
}

const READERS = new Map(
  SETTLEMENT_SIDES.flatMap((side) => [side.documents, side.credits].map((kind) => [kind.table, reader(side, kind)])),
);

const DRAFTS = new Map(
  SETTLEMENT_SIDES.flatMap((side) => [side.documents, side.credits].map((kind) => [kind.table, kind.drafts])),
);

/** The company's documents (or credits) of `table` with these ids, in one query, in no order. */
export async function settledDocumentRows(
  db: Executor,
  table: DocumentTable,
  companyId: bigint,
  ids: readonly bigint[],
): Promise<SettledDocumentRow[]> {
  const rows = await (READERS.get(table) as ReturnType<typeof reader>)(db, companyId, ids);
  return DRAFTS.get(table) ? rows : rows.map((row) => ({ ...row, draft: false }));
}
