import { repostBankTransfer } from '../bank-transfers/bank-transfer-service.js';
import { valueBill } from '../bills/bill-service.js';
import { lockDateForWrite } from '../companies/company-repository.js';
import {
  clientOnAccountAllocations,
  creditNoteAllocations,
  supplierCreditAllocations,
  supplierOnAccountAllocations,
} from '../credit-notes/credit-allocation-service.js';
import { valueCreditNote, valueSupplierCredit } from '../credit-notes/credit-note-service.js';
import { clientRefunds, supplierRefunds } from '../credit-notes/refund-service.js';
import { reviseRevaluation } from '../currency-revaluations/revaluation-service.js';
import type { Write } from '../db/write.js';
import { valueInvoice } from '../invoices/invoice-service.js';
import { repostWriteOff, repostWriteOffOfInvoice } from '../invoices/write-off-service.js';
import { valueJournalEntry } from '../journal-entries/journal-entry-service.js';
import type { SourceType } from '../ledger/journal.js';
import { type Valuing, valueRecordsWith } from '../ledger/later-values.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import { repostClientPayment } from '../payments/client-payment-service.js';
import { repostSupplierPayment } from '../payments/supplier-payment-service.js';
import {
  CLIENTS,
  repostSettlementsOfCredit,
  repostSettlementsOfDocument,
  SUPPLIERS,
} from '../settlements/credit-sides.js';
import { repostSettlementsWith } from '../settlements/reposting.js';
import { compareBigints } from '../shared/collections.js';
import { DomainError } from '../shared/errors.js';

/** How each kind of record is valued anew. */
const VALUING = new Map<SourceType, Valuing>([
  ['INVOICE', valueInvoice],
  ['BILL', valueBill],
  ['CREDIT_NOTE', valueCreditNote],
  ['SUPPLIER_CREDIT', valueSupplierCredit],
  ['MANUAL_JOURNAL_ENTRY', valueJournalEntry],
  ['BANK_TRANSFER', repostBankTransfer],
  ['CLIENT_PAYMENT', repostClientPayment],
  ['SUPPLIER_PAYMENT', repostSupplierPayment],
  ['CREDIT_NOTE_ALLOCATION', creditNoteAllocations.repost],
  ['SUPPLIER_CREDIT_ALLOCATION', supplierCreditAllocations.repost],
  ['CLIENT_ON_ACCOUNT_ALLOCATION', clientOnAccountAllocations.repost],
  ['SUPPLIER_ON_ACCOUNT_ALLOCATION', supplierOnAccountAllocations.repost],
  ['CLIENT_REFUND', clientRefunds.repost],
  ['SUPPLIER_REFUND', supplierRefunds.repost],
  ['INVOICE_WRITE_OFF', repostWriteOff],
]);

// The ledger values anew what follows a change (see later-values.ts), revaluations included.
valueRecordsWith([...VALUING, ['CURRENCY_REVALUATION', reviseRevaluation]]);

// What settled a document is valued anew after it changed, each kind of settlement reached from the others
// through the settlements' registry (see settlements/reposting.ts).
repostSettlementsWith({
  settlementsOf: {
    INVOICE: async (write, companyId, id) => {
      await repostSettlementsOfDocument(write, companyId, CLIENTS, id);
      // A write-off settles what the others left, and comes after them.
      await repostWriteOffOfInvoice(write, companyId, id);
    },
    BILL: (write, companyId, id) => repostSettlementsOfDocument(write, companyId, SUPPLIERS, id),
    CREDIT_NOTE: (write, companyId, id) =>
      repostSettlementsOfCredit(write, companyId, CLIENTS, { holder: CLIENTS.credits, id }),
    SUPPLIER_CREDIT: (write, companyId, id) =>
      repostSettlementsOfCredit(write, companyId, SUPPLIERS, { holder: SUPPLIERS.credits, id }),
  },
  settlement: {
    CLIENT_PAYMENT: repostClientPayment,
    SUPPLIER_PAYMENT: repostSupplierPayment,
    CREDIT_NOTE_ALLOCATION: creditNoteAllocations.repost,
    SUPPLIER_CREDIT_ALLOCATION: supplierCreditAllocations.repost,
    CLIENT_ON_ACCOUNT_ALLOCATION: clientOnAccountAllocations.repost,
    SUPPLIER_ON_ACCOUNT_ALLOCATION: supplierOnAccountAllocations.repost,
    CLIENT_REFUND: clientRefunds.repost,
    SUPPLIER_REFUND: supplierRefunds.repost,
  },
});

/** Of one day, documents are valued first, as the payments that clear them take their values. */
const DOCUMENTS = new Set<SourceType>(['INVOICE', 'BILL', 'CREDIT_NOTE', 'SUPPLIER_CREDIT', 'MANUAL_JOURNAL_ENTRY']);

/**
 * Values the records that stood without a base value and are dated on or after `from`, once a rate
 * from that date is known, in the order they would have been valued when written: each takes
 * the rates known now, and those still lacking one stay as they were. What the lock date closes
 * keeps standing as it was filed.
 */
export async function valueRecordsFrom(write: Write, companyId: bigint, from: string): Promise<void> {
  const trx = write.trx;
  const lockDate = await lockDateForWrite(trx, companyId);
  const unvalued = (await unvaluedTransactions(trx, companyId, { from })).filter(
    (transaction) => lockDate === null || transaction.date > lockDate,
  );
  const rank = (type: SourceType) => (DOCUMENTS.has(type) ? 0 : 1);
  const ordered = unvalued.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      rank(a.source.type) - rank(b.source.type) ||
      compareBigints(a.transactionId, b.transactionId),
  );
  for (const { source } of ordered) {
    try {
      await VALUING.get(source.type)?.(write, companyId, source.id);
    } catch (error) {
      // Deleted by a write that committed since the list was read: nothing is left to value.
      if (!(error instanceof DomainError && error.kind === 'not-found')) throw error;
    }
  }
}
