import type { StatementFile } from './statement-file.js';

export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MMM-YYYY',
  'DD.MM.YYYY',
  'DD/MM/YY',
  'YYYYMMDD',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface CsvProfile {
  dateColumn: string;
  dateFormat: DateFormat;
  amountColumn: string | null;
  moneyInColumn: string | null;
  moneyOutColumn: string | null;
  descriptionColumns: string[];
  referenceColumn: string | null;
  counterpartyColumn: string | null;
  balanceColumn: string | null;
  delimiter: string;
  decimalSeparator: '.' | ',';
  skipRows: number;
}

export function readCsv(_body: Buffer, _profile: CsvProfile): StatementFile {
  throw new Error('not yet');
}
