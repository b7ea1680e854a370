import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Money } from '../shared/money.js';

/** Receivables are invoices owed by clients and paid by client payments; payables, bills owed to suppliers. */
export type Side = 'receivables' | 'payables';

const SIDES = {
  receivables: {
    documents: 'invoices',
    party: 'client_id',
    parties: 'clients',
    allocations: 'client_payment_allocations',
    payments: 'client_payments',
    paidOn: 'date_received',
    posted: sql`and not d.draft`,
  },
  payables: {
    documents: 'bills',
    party: 'supplier_id',
    parties: 'suppliers',
    allocations: 'supplier_payment_allocations',
    payments: 'supplier_payments',
    paidOn: 'date_paid',
    posted: sql``,
  },
} as const;

export interface OpenDocumentRow {
  id: bigint;
  party_id: bigint;
  party_name: string;
  currency: string;
  due_date: string;
  total_amount: Money;
  exchange_rate: bigint | null;
  /** What payments dated up to the date allocated to it, in its currency. */
  paid: Money;
  /** What those allocations cleared of its base value (those without a value count nothing). */
  paid_base: Money;
}

/**
 * The posted documents of one side issued up to the end of `date` that had something outstanding
 * then: payments dated after it are not counted. By party name, currency and due date.
 */
export async function openDocumentsAt(
  db: Executor,
  companyId: bigint,
  side: Side,
  date: string,
): Promise<OpenDocumentRow[]> {
  const { documents, party, parties, allocations, payments, paidOn, posted } = SIDES[side];
  const { rows } = await sql<OpenDocumentRow>`
    select d.id, d.${sql.ref(party)} as party_id, p.name as party_name, d.currency, d.due_date,
      d.total_amount, d.exchange_rate,
      cast(coalesce(paid.amount, 0) as bigint) as paid, cast(coalesce(paid.base_amount, 0) as bigint) as paid_base
    from ${sql.table(documents)} d
    join ${sql.table(parties)} p on p.company_id = d.company_id and p.id = d.${sql.ref(party)}
    left join (
      select a.document_id, sum(a.amount) as amount, sum(coalesce(a.base_amount, 0)) as base_amount
      from ${sql.table(allocations)} a
      join ${sql.table(payments)} payment on payment.company_id = a.company_id and payment.id = a.payment_id
      where a.company_id = ${companyId} and payment.${sql.ref(paidOn)} <= ${date}
      group by a.document_id
    ) paid on paid.document_id = d.id
    where d.company_id = ${companyId} and d.issue_date <= ${date} ${posted}
      and d.total_amount <> coalesce(paid.amount, 0)
    order by p.name, d.currency, d.due_date, d.id`.execute(db);
  return rows;
}
