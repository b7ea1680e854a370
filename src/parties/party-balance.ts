import { type Executor, readConsistently } from '../db/database.js';
import type { Money } from '../shared/money.js';
import { partySums, type Summed } from './party-repository.js';

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

/** A figure, the sums that add to it, and how they add to it and to what is outstanding. */
type Part = [keyof Figures, Summed[], bigint, bigint];

/**
 * What a client owes (or a supplier is owed), per currency, in the currencies' own amounts: every
 * posted document, credit note, payment, refund and write-off of the party, each read by the party's index.
 */
export function partyBalance(db: Executor, table: 'clients' | 'suppliers', companyId: bigint, partyId: bigint) {
  return readConsistently(db, async (trx) => {
    const sums = await partySums(trx, table, companyId, partyId);
    const parts: Part[] = [
      ['documented', sums.documented, 1n, 1n],
      ['credited', sums.credited, 1n, -1n],
      ['paid', sums.paid, 1n, -1n],
      ['refunded', sums.refunded, 1n, 1n],
      ['onAccount', sums.keptOnAccount, 1n, 0n],
      ['onAccount', sums.takenFromAccount, -1n, 0n],
      ['writtenOff', sums.writtenOff, 1n, -1n],
    ];
    const balances = new Map<string, PartyBalance>();
    for (const [part, rows, sign, toOutstanding] of parts) {
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
