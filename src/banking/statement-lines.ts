import type { Executor } from '../db/database.js';
import type { BankRecordSource } from './bank-movement-repository.js';
import type { MatchedRecordType } from './banking-schemas.js';
import { type LineRow, matchesOfLines } from './statement-repository.js';

/** The ledger's name of each kind of record a line can stand for. */
export const SOURCE_OF_RECORD: Record<MatchedRecordType, BankRecordSource> = {
  clientPayment: 'CLIENT_PAYMENT',
  supplierPayment: 'SUPPLIER_PAYMENT',
  clientRefund: 'CLIENT_REFUND',
  supplierRefund: 'SUPPLIER_REFUND',
  bankTransfer: 'BANK_TRANSFER',
  manualJournalEntry: 'MANUAL_JOURNAL_ENTRY',
};

const RECORD_OF_SOURCE = Object.fromEntries(
  Object.entries(SOURCE_OF_RECORD).map(([record, source]) => [source, record]),
) as Record<BankRecordSource, MatchedRecordType>;

export const recordTypeOf = (source: string) => RECORD_OF_SOURCE[source as BankRecordSource];

export interface MatchedRecordView {
  type: MatchedRecordType;
  id: bigint;
  amount: bigint;
}

export type StatementLineView = LineRow & { matches: MatchedRecordView[] };

/** The lines with the records each stands for, in one query whatever their number. */
export async function withMatches(db: Executor, companyId: bigint, rows: LineRow[]): Promise<StatementLineView[]> {
  const matches = await matchesOfLines(
    db,
    companyId,
    rows.filter((row) => row.status === 'matched').map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    matches: matches
      .filter((match) => match.line_id === row.id)
      .map((match) => ({ type: recordTypeOf(match.record_type), id: match.record_id, amount: match.amount })),
  }));
}
