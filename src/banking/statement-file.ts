import type { Money } from '../shared/money.js';

/** The formats a bank statement file can be imported from. */
export const STATEMENT_FORMATS = ['csv', 'ofx', 'camt053', 'mt940'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** One line of a statement as the bank wrote it: money in is positive, money out negative. */
export interface StatementFileLine {
  /** Where the line is in the file, for errors and for the order of lines: a CSV row's number, the nth transaction. */
  position: number;
  date: string;
  amount: Money;
  description: string;
  reference: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  /** The bank's own id for the line (OFX FITID, CAMT AcctSvcrRef), when the format has one. */
  bankId: string | null;
}

export interface StatedBalance {
  date: string;
  amount: Money;
}

/** What a statement file says: its lines, and what it states of the account where it states it. */
export interface StatementFile {
  /** The currency of the account the statement is of, when the file names it. */
  currency: string | null;
  openingBalance: StatedBalance | null;
  closingBalance: StatedBalance | null;
  lines: StatementFileLine[];
}

/**
 * A file that cannot be read: the whole file is refused. `where` names the place, as a reader of the
 * file would find it: `line 12`, `row 4`, `Ntry[3]/Amt`, `STMTTRN[2]/DTPOSTED`.
 */
export class UnreadableStatement extends Error {
  constructor(
    readonly where: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableStatement';
  }
}
