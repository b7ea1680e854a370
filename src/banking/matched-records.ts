import type { Executor } from '../db/database.js';
import type { JournalTransaction } from '../ledger/journal.js';
import { conflict } from '../shared/errors.js';
import { BANK_RECORD_SOURCES, type BankRecordSource } from './bank-movement-repository.js';
import { matchesOfRecord } from './statement-repository.js';

const RECORD_NOUNS: Record<BankRecordSource, string> = {
  CLIENT_PAYMENT: 'Client payment',
  SUPPLIER_PAYMENT: 'Supplier payment',
  CLIENT_REFUND: 'Client refund',
  SUPPLIER_REFUND: 'Supplier refund',
  BANK_TRANSFER: 'Bank transfer',
  MANUAL_JOURNAL_ENTRY: 'Manual journal entry',
};

const isBankRecord = (type: string): type is BankRecordSource =>
  (BANK_RECORD_SOURCES as readonly string[]).includes(type);

/**
 * Refuses to change what a record moves a bank account by, or its date, or to delete it, while a
 * statement line stands for it: the line would no longer agree with the books, and a reconciliation
 * that closed it would change after it was made. The line is unmatched first (and its
 * reconciliation undone). A change that leaves the bank's side as it was (a new rate of another
 * account, a new base value) passes.
 */
export async function assertMatchedMovementKept(
  db: Executor,
  companyId: bigint,
  before: JournalTransaction,
  after: JournalTransaction | undefined,
): Promise<void> {
  const { type, id } = before.source;
  if (!isBankRecord(type)) return;
  for (const match of await matchesOfRecord(db, companyId, type, id)) {
    const moved = (transaction: JournalTransaction) =>
      transaction.postings
        .filter((posting) => posting.accountId === match.ledger_account_id && posting.currency === match.currency)
        .reduce((sum, posting) => sum + posting.amount, 0n);
    if (after && after.date === before.date && moved(after) === match.amount) continue;
    const record = `${RECORD_NOUNS[type]} ${id}`;
    if (match.reconciliation_id !== null) {
      throw conflict(
        `${record} is reconciled by bank reconciliation ${match.reconciliation_id} of bank account ${match.bank_account_id}: its amount, date and bank account cannot change, nor can it be deleted, until that reconciliation is undone`,
      );
    }
    throw conflict(
      `${record} is matched to statement line ${match.line_id} of bank account ${match.bank_account_id}: unmatch the line before changing its amount, date or bank account, or deleting it`,
    );
  }
}
