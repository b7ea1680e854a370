import { baseCurrency } from '../companies/company-repository.js';
import type { Database, Executor } from '../db/database.js';
import { inTransaction, type Write } from '../db/write.js';
import { settledOn } from '../documents/document-repository.js';
import { postJournal, removeJournal } from '../ledger/ledger-repository.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { atRate } from '../ledger/valuation.js';
import { clearedValue, settledBefore } from '../payments/cleared-values.js';
import {
  deleteSettlement,
  insertSettlement,
  keepAllocated,
  lockSettledRows,
  settlementsOf,
} from '../settlements/settlement-repository.js';
import { notFound } from '../shared/errors.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { type WriteOffValues, writeOffTransaction } from './write-off-posting.js';
import {
  findInvoiceToWriteOff,
  findWriteOffOfInvoice,
  requireWriteOffById,
  storeWriteOffValue,
  type WriteOffRow,
} from './write-off-repository.js';
import {
  alreadyWrittenOff,
  checkWriteOff,
  type InvoiceToWriteOff,
  reliefApplies,
  vatReclaimed,
} from './write-off-rules.js';

export interface WriteOffView extends Timestamps {
  id: bigint;
  invoiceId: bigint;
  date: string;
  amount: Money;
  vatReclaimed: Money;
  note: string | null;
}

const toView = (row: WriteOffRow): WriteOffView => ({
  id: row.id,
  invoiceId: row.document_id,
  date: row.date,
  amount: row.amount,
  vatReclaimed: row.vat_amount,
  note: row.note,
  ...timestampsOf(row),
});

export interface WriteOffInput {
  date: string;
  note?: string | null | undefined;
}

/** The invoice, locked as payments lock what they pay, so that a write-off and a payment take turns. */
async function lockedInvoice(db: Executor, companyId: bigint, id: bigint): Promise<InvoiceToWriteOff> {
  await lockSettledRows(db, 'invoices', companyId, [id]);
  const invoice = await findInvoiceToWriteOff(db, companyId, id);
  if (!invoice) throw notFound('Invoice', id);
  return invoice;
}

async function requireWriteOff(db: Executor, companyId: bigint, invoiceId: bigint): Promise<WriteOffRow> {
  const row = await findWriteOffOfInvoice(db, companyId, invoiceId);
  if (!row) throw notFound('Write-off of invoice', invoiceId);
  return row;
}

/**
 * What a write-off (`key`, its id) of `amount` clears of its invoice in the base currency, as a
 * payment would (rule 3 of valuation.ts): it completes the invoice, so it clears what the
 * settlements before it left of the invoice's value. Its VAT is worth its amount at the invoice's
 * rate, as the invoice's VAT is. Null while the invoice has no value.
 */
async function writeOffValues(
  db: Executor,
  companyId: bigint,
  invoice: InvoiceToWriteOff,
  writeOff: { id: bigint; amount: Money; vat_amount: Money },
): Promise<WriteOffValues | null> {
  const base = await baseCurrency(db, companyId);
  const before = await settledBefore(db, companyId, 'client_payments', invoice.id, writeOff.id);
  const document = {
    currency: invoice.currency,
    totalAmount: invoice.total_amount,
    exchangeRate: invoice.exchange_rate,
  };
  const cleared = clearedValue(writeOff.amount, document, base, before);
  if (cleared === null) return null;
  // In the base currency an invoice has no rate, and its VAT is worth its amount.
  const rate = invoice.exchange_rate;
  return { cleared, vat: rate === null ? writeOff.vat_amount : atRate(writeOff.vat_amount, rate) };
}

async function postWriteOff(
  write: Write,
  companyId: bigint,
  invoice: InvoiceToWriteOff,
  row: WriteOffRow,
  values: WriteOffValues | null,
  options: { replacing: boolean; reposting?: boolean },
) {
  const db = write.trx;
  const transaction = writeOffTransaction(row, invoice.currency, values, await systemAccounts(db, companyId));
  await postJournal(write, companyId, transaction, options);
}

export const getWriteOff = async (db: Executor, companyId: bigint, invoiceId: bigint) =>
  toView(await requireWriteOff(db, companyId, invoiceId));

/**
 * Writes off what an invoice has outstanding on `date`, in one transaction with the invoice locked:
 * it settles the invoice as a payment would, and posts the debt to bad debts, its VAT back to the VAT
 * control account when the debt is more than six months past due (bad-debt relief).
 */
export const writeOffInvoice = (db: Database | Write, companyId: bigint, invoiceId: bigint, input: WriteOffInput) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    const invoice = await lockedInvoice(trx, companyId, invoiceId);
    const standing = await findWriteOffOfInvoice(trx, companyId, invoiceId);
    if (standing) throw alreadyWrittenOff(invoiceId, standing.date);
    checkWriteOff(invoice, input.date, await settledOn(trx, companyId, settlementsOf('invoices'), invoiceId, 'last'));
    await assertUnlocked(trx, companyId, 'date', input.date);
    const amount = invoice.total_amount - invoice.allocated_amount;
    const relief = reliefApplies(invoice.due_date, input.date);
    const made = { id: await write.newId(), amount, vat_amount: vatReclaimed(invoice, amount, relief) };
    const values = await writeOffValues(trx, companyId, invoice, made);
    const row = await insertSettlement(write, 'invoice_write_offs', {
      ...made,
      company_id: companyId,
      document_id: invoiceId,
      date: input.date,
      base_amount: values?.cleared ?? null,
      note: input.note ?? null,
    });
    await keepAllocated(write, 'invoice_write_offs', companyId, [row], 1n);
    await postWriteOff(write, companyId, invoice, row, values, { replacing: false });
    return toView(row);
  });

/**
 * Undoes an invoice's write-off: its postings are reversed on its date (which the lock date
 * holds), and the invoice has outstanding again what it wrote off.
 */
export const undoWriteOff = (db: Database | Write, companyId: bigint, invoiceId: bigint) =>
  inTransaction(db, async (write) => {
    const trx = write.trx;
    await lockedInvoice(trx, companyId, invoiceId);
    const row = await requireWriteOff(trx, companyId, invoiceId);
    await removeJournal(write, companyId, { type: 'INVOICE_WRITE_OFF', id: row.id });
    await deleteSettlement(write, 'invoice_write_offs', companyId, row.id);
    await keepAllocated(write, 'invoice_write_offs', companyId, [row], -1n);
    return toView(row);
  });

async function repost(write: Write, companyId: bigint, row: WriteOffRow) {
  const db = write.trx;
  const invoice = await lockedInvoice(db, companyId, row.document_id);
  const values = await writeOffValues(db, companyId, invoice, row);
  await storeWriteOffValue(db, companyId, row.id, values?.cleared ?? null);
  await postWriteOff(write, companyId, invoice, row, values, { replacing: true, reposting: true });
}

/** Values a write-off anew and posts it again: once its invoice has a value. */
export async function repostWriteOff(write: Write, companyId: bigint, id: bigint): Promise<void> {
  await repost(write, companyId, await requireWriteOffById(write.trx, companyId, id));
}

/** Values anew the write-off of an invoice, if it has one, after the invoice or what settled it before changed value. */
export async function repostWriteOffOfInvoice(write: Write, companyId: bigint, invoiceId: bigint): Promise<void> {
  const row = await findWriteOffOfInvoice(write.trx, companyId, invoiceId);
  if (row) await repost(write, companyId, row);
}
