import { baseCurrency } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { atRate, shareOfValue } from '../ledger/valuation.js';
import { setAllocationValue, settledBeforeKey } from '../settlements/settlement-repository.js';
import type { Money } from '../shared/money.js';
import type { Allocation } from './allocation.js';
import { allocationsOfPayment, type PaymentTable } from './payment-repository.js';

/** A document as the valuation of a payment sees it. */
export interface ClearedDocument {
  id: bigint;
  currency: string;
  totalAmount: Money;
  exchangeRate: bigint | null;
  /**
   * Money on account has no rate but a value (null: not known): what the payment that left it
   * valued it at. A part of it is worth its share of that value.
   */
  baseTotal?: Money | null;
}

/**
 * Rule 3 of the valuation (see ledger/valuation.ts): what each share of a payment clears of its
 * document in the base currency. A share clears its amount at the document's rate, except the one
 * that completes the document, which clears what the earlier payments (those of lower id) left of
 * the document's value, so that a paid document leaves nothing behind in the base currency. Null
 * for a document without a value.
 */
export async function clearedValues(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  paymentId: bigint,
  shares: readonly Allocation[],
  documents: ReadonlyMap<bigint, ClearedDocument>,
): Promise<(Money | null)[]> {
  const base = await baseCurrency(db, companyId);
  const document = (share: Allocation) => documents.get(share.documentId) as ClearedDocument;
  const foreign = shares.filter((share) => document(share).currency !== base);
  const earlier = await earlierAllocations(db, companyId, table, paymentId, foreign);
  return shares.map((share) =>
    clearedValue(share.amount, document(share), base, earlier.get(share.documentId) ?? NOTHING_BEFORE),
  );
}

export interface Settled {
  amount: Money;
  baseAmount: Money;
}

const NOTHING_BEFORE: Settled = { amount: 0n, baseAmount: 0n };

/**
 * What settling `amount` of a document clears of its base value, after what settled it `before`:
 * the amount at the document's rate (money on account: its share of the value), or what is left of
 * its value when this completes it.
 */
export function clearedValue(
  amount: Money,
  document: Omit<ClearedDocument, 'id'>,
  base: string,
  before: Settled = NOTHING_BEFORE,
): Money | null {
  const { currency, totalAmount } = document;
  if (currency === base) return amount;
  const worth = pricing(document);
  if (worth === null) return null;
  if (before.amount + amount === totalAmount) return worth(totalAmount) - before.baseAmount;
  return worth(amount);
}

/** What a part of a document is worth in the base currency, or null when the document has no value. */
function pricing(document: Omit<ClearedDocument, 'id'>): ((part: Money) => Money) | null {
  const { totalAmount, exchangeRate, baseTotal } = document;
  if (baseTotal !== undefined) {
    return baseTotal === null ? null : (part) => shareOfValue(baseTotal, part, totalAmount);
  }
  return exchangeRate === null ? null : (part) => atRate(part, exchangeRate);
}

/**
 * What settled each document before the settlement `key` (a payment's id, or a credit
 * allocation's: ids only grow), in its currency and in the base currency: the allocations of
 * earlier payments and of earlier credit notes.
 */
async function earlierAllocations(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  key: bigint,
  shares: readonly Allocation[],
): Promise<Map<bigint, Settled>> {
  if (shares.length === 0) return new Map();
  const documents = shares.map((share) => share.documentId);
  const rows = await settledBeforeKey(db, companyId, table, key, documents);
  return new Map(rows.map((row) => [row.document_id, { amount: row.amount, baseAmount: row.base_amount }]));
}

/** What settled one document before the settlement `key` (see earlierAllocations). */
export async function settledBefore(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  documentId: bigint,
  key: bigint,
): Promise<Settled> {
  const earlier = await earlierAllocations(db, companyId, table, key, [{ documentId, amount: 0n }]);
  return earlier.get(documentId) ?? NOTHING_BEFORE;
}

/** The sum of what the shares cleared; null when any is unknown. */
export const totalCleared = (values: readonly (Money | null)[]): Money | null =>
  values.some((value) => value === null) ? null : values.reduce<Money>((sum, value) => sum + (value as Money), 0n);

/** Keeps what each allocation of a payment cleared, after the payment was valued anew. */
export async function storeClearedValues(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  paymentId: bigint,
  shares: readonly Allocation[],
  values: readonly (Money | null)[],
): Promise<void> {
  for (const [index, share] of shares.entries()) {
    await setAllocationValue(db, table, companyId, paymentId, share.documentId, values[index] ?? null);
  }
}

/** What a payment allocated to each document it paid. */
export async function sharesOfPayment(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  paymentId: bigint,
): Promise<Allocation[]> {
  const allocations = await allocationsOfPayment(db, table, companyId, paymentId);
  return allocations.map((allocation) => ({ documentId: allocation.document_id, amount: allocation.amount }));
}

/**
 * What a payment clears off the control account in the base currency, and what its money on account
 * is worth there: its share of what the money received (paid) is worth; the rest of that value
 * cleared the documents it paid, and what differs from their book value is an exchange difference.
 * Both are known only when the whole payment has a value, as its journal transaction: money on
 * account is then worth zero when there is none.
 */
export function paymentValues(
  cleared: readonly (Money | null)[],
  moneyValue: Money | null,
  payment: { amount: Money; on_account_amount: Money },
): { clearing: Money | null; onAccount: Money | null } {
  const documents = totalCleared(cleared);
  const kept = payment.on_account_amount;
  if (documents === null || moneyValue === null) return { clearing: null, onAccount: kept === 0n ? 0n : null };
  const onAccount = shareOfValue(moneyValue, kept, payment.amount);
  return { clearing: documents + onAccount, onAccount };
}
