import { sql } from 'kysely';
import { type Executor, readConsistently } from '../db/database.js';
import { requireOwned } from '../db/owned.js';
import type { Money } from '../shared/money.js';

/** A party's account in one currency: what its documents, payments and refunds moved. */
export interface PartyBalance {
  currency: string;
  /** Posted invoices (bills), in full. */
  documented: Money;
  /** Posted credit notes, in full. */
  credited: Money;
  paid: Money;
  refunded: Money;
  /** documented − credited − paid + refunded: what the party owes (is owed), its share of the control account. */
  outstanding: Money;
}

const SIDES = {
  clients: {
    noun: 'Client',
    party: 'client_id',
    documents: 'invoices',
    credits: 'credit_notes',
    posted: sql`and not draft`,
    payments: 'client_payments',
    refunds: 'client_refunds',
  },
  suppliers: {
    noun: 'Supplier',
    party: 'supplier_id',
    documents: 'bills',
    credits: 'supplier_credits',
    posted: sql``,
    payments: 'supplier_payments',
    refunds: 'supplier_refunds',
  },
} as const;

/**
 * What a client owes (or a supplier is owed), per currency, in the currencies' own amounts: every
 * posted document, credit note, payment and refund of the party, each read by the party's index.
 */
export function partyBalance(db: Executor, table: 'clients' | 'suppliers', companyId: bigint, partyId: bigint) {
  const side = SIDES[table];
  return readConsistently(db, async (trx) => {
    await requireOwned(trx, table, companyId, partyId, side.noun);
    const parts = [
      [side.documents, 'total_amount', 'documented', side.posted],
      [side.credits, 'total_amount', 'credited', side.posted],
      [side.payments, 'amount', 'paid', sql``],
      [side.refunds, 'amount', 'refunded', sql``],
    ] as const;
    const balances = new Map<string, PartyBalance>();
    for (const [from, column, part, posted] of parts) {
      const { rows } = await sql<{ currency: string; amount: bigint }>`
        select currency, cast(sum(${sql.ref(column)}) as bigint) as amount from ${sql.table(from)}
        where company_id = ${companyId} and ${sql.ref(side.party)} = ${partyId} ${posted}
        group by currency`.execute(trx);
      for (const { currency, amount } of rows) {
        const balance = balances.get(currency) ?? {
          currency,
          documented: 0n,
          credited: 0n,
          paid: 0n,
          refunded: 0n,
          outstanding: 0n,
        };
        balance[part] += amount;
        balance.outstanding += part === 'documented' || part === 'refunded' ? amount : -amount;
        balances.set(currency, balance);
      }
    }
    return [...balances.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
  });
}
