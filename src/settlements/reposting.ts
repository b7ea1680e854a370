import type { Write } from '../db/write.js';

/*
 * What settles a document is valued from it: payments and credit allocations clear what the document
 * is worth, and allocations and refunds of a credit's money clear what the credit is worth. When a
 * value changes, what settled after it is valued anew and posted again, and that may change the
 * value of money left on account, whose allocations and refunds follow in turn. The documents and
 * the kinds of settlement cannot import each other without a circle: they reach each other through
 * this registry, which exchange-rates/valuing.ts fills at start.
 */

/** Values anew and posts again one record, or what settles one document. */
type Reposting = (write: Write, companyId: bigint, id: bigint) => Promise<void>;

type SettledType = 'INVOICE' | 'BILL' | 'CREDIT_NOTE' | 'SUPPLIER_CREDIT';
type SettlementType =
  | 'CLIENT_PAYMENT'
  | 'SUPPLIER_PAYMENT'
  | 'CREDIT_NOTE_ALLOCATION'
  | 'SUPPLIER_CREDIT_ALLOCATION'
  | 'CLIENT_ON_ACCOUNT_ALLOCATION'
  | 'SUPPLIER_ON_ACCOUNT_ALLOCATION'
  | 'CLIENT_REFUND'
  | 'SUPPLIER_REFUND';

export interface Repostings {
  /**
   * What settles a document of each kind: an invoice's or a bill's payments and allocations (and an
   * invoice's write-off, after them); what took a credit note's money.
   */
  settlementsOf: Record<SettledType, Reposting>;
  /** The settlements that the reposting of another kind reaches. */
  settlement: Record<SettlementType, Reposting>;
}

let registered: Repostings | undefined;

export function repostSettlementsWith(repostings: Repostings): void {
  registered = repostings;
}

function repostings(): Repostings {
  if (!registered) throw new Error('No reposting of settlements is known: exchange-rates/valuing.ts registers them');
  return registered;
}

/** Posts again, valued anew, what settles the document, after its value changed. */
export const repostSettlementsOf = (write: Write, companyId: bigint, document: { type: SettledType; id: bigint }) =>
  repostings().settlementsOf[document.type](write, companyId, document.id);

/** Values one settlement anew and posts it again. */
export const repostSettlement = (write: Write, companyId: bigint, settlement: { type: SettlementType; id: bigint }) =>
  repostings().settlement[settlement.type](write, companyId, settlement.id);
