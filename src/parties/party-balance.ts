import { type RawBuilder, sql } from 'kysely';
import { type Executor, readConsistently } from '../db/database.js';
import { requireOwned } from '../db/owned.js';
import type { Money } from '../shared/money.js';

interface Figures {
  /** Posted invoices (bills), in full. */
  documented: Money;
  /** Posted credit notes, in full. */
  credited: Money;
  paid: Money;
  refunded: Money;
  /** What payments kept beyond what they paid and is not yet allocated or refunded: part of `paid`. */
  onAccount: Money;
  /** What write-offs took off the posted invoices (a client's): bad debts. */
  writtenOff: Money;
  /**
   * documented − credited − paid + refunded − writtenOff: what the party owes (is owed), its share of
   * the control account.
   */
  outstanding: Money;
}

/** A party's account in one currency: what its documents, payments and refunds moved. */
export interface PartyBalance extends Figures {
  currency: string;
}

const noFigures = (): Figures => ({
  documented: 0n,
  credited: 0n,
  paid: 0n,
  refunded: 0n,
  onAccount: 0n,
  writtenOff: 0n,
  outstanding: 0n,
});

const SIDES = {
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

type Summed = { currency: string; amount: bigint };
/** A figure, the sums that add to it, and how they add to it and to what is outstanding. */
type Part = [keyof Figures, RawBuilder<Summed>, bigint, bigint];

/**
 * What a client owes (or a supplier is owed), per currency, in the currencies' own amounts: every
 * posted document, credit note, payment, refund and write-off of the party, each read by the party's index.
 */
export function partyBalance(db: Executor, table: 'clients' | 'suppliers', companyId: bigint, partyId: bigint) {
  const side = SIDES[table];
  return readConsistently(db, async (trx) => {
    await requireOwned(trx, table, companyId, partyId, side.noun);
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
    const parts: Part[] = [
      ['documented', sum(side.documents, 'total_amount', side.posted), 1n, 1n],
      ['credited', sum(side.credits, 'total_amount', side.posted), 1n, -1n],
      ['paid', sum(side.payments, 'amount'), 1n, -1n],
      ['refunded', sum(side.refunds, 'amount'), 1n, 1n],
      ['onAccount', sum(side.payments, 'on_account_amount', sql`and on_account_amount > 0`), 1n, 0n],
      ['onAccount', allocatedFromAccount, -1n, 0n],
      ['onAccount', sum(side.refunds, 'amount', sql`and payment_id is not null`), -1n, 0n],
      ...(table === 'clients' ? [['writtenOff', writtenOff, 1n, -1n] satisfies Part] : []),
    ];
    const balances = new Map<string, PartyBalance>();
    for (const [part, query, sign, toOutstanding] of parts) {
      const { rows } = await query.execute(trx);
      for (const { currency, amount } of rows) {
        const balance = balances.get(currency) ?? { currency, ...noFigures() };
        balance[part] += sign * amount;
        balance.outstanding += toOutstanding * amount;
        balances.set(currency, balance);
      }
    }
    return [...balances.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
  });
}
