import { baseCurrency } from '../companies/company-service.js';
import type { Executor } from '../db/database.js';
import { atRate } from '../ledger/valuation.js';
import type { Money } from '../shared/money.js';
import type { Allocation } from './allocation.js';
import { ALLOCATIONS, allocationsOfPayment, type PaymentTable } from './payment-repository.js';

/** A document as the valuation of a payment sees it. */
export interface ClearedDocument {
  id: bigint;
  currency: string;
  totalAmount: Money;
  exchangeRate: bigint | null;
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
  return shares.map((share) => {
    const { currency, totalAmount, exchangeRate } = document(share);
    if (currency === base) return share.amount;
    if (exchangeRate === null) return null;
    const before = earlier.get(share.documentId) ?? { amount: 0n, baseAmount: 0n };
    if (before.amount + share.amount === totalAmount) return atRate(totalAmount, exchangeRate) - before.baseAmount;
    return atRate(share.amount, exchangeRate);
  });
}

/** What the payments before `paymentId` allocated to each document, in its currency and in the base currency. */
async function earlierAllocations(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  paymentId: bigint,
  shares: readonly Allocation[],
): Promise<Map<bigint, { amount: Money; baseAmount: Money }>> {
  if (shares.length === 0) return new Map();
  const rows = await db
    .selectFrom(ALLOCATIONS[table])
    .select((eb) => [
      'document_id',
      eb.cast<bigint>(eb.fn.sum('amount'), 'bigint').as('amount'),
      eb.cast<bigint>(eb.fn.coalesce(eb.fn.sum('base_amount'), eb.lit(0)), 'bigint').as('base_amount'),
    ])
    .where('company_id', '=', companyId)
    .where(
      'document_id',
      'in',
      shares.map((share) => share.documentId),
    )
    .where('payment_id', '<', paymentId)
    .groupBy('document_id')
    .execute();
  return new Map(rows.map((row) => [row.document_id, { amount: row.amount, baseAmount: row.base_amount }]));
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
    await db
      .updateTable(ALLOCATIONS[table])
      .set({ base_amount: values[index] ?? null })
      .where('company_id', '=', companyId)
      .where('payment_id', '=', paymentId)
      .where('document_id', '=', share.documentId)
      .execute();
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

/** The payments of a document, in the order they were made. */
export async function paymentsOfDocument(
  db: Executor,
  companyId: bigint,
  table: PaymentTable,
  documentId: bigint,
): Promise<bigint[]> {
  const rows = await db
    .selectFrom(ALLOCATIONS[table])
    .select('payment_id')
    .where('company_id', '=', companyId)
    .where('document_id', '=', documentId)
    .orderBy('payment_id')
    .execute();
  return rows.map((row) => row.payment_id);
}
