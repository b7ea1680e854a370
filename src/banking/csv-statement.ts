import { CsvError, parse } from 'csv-parse/sync';
import type { Money } from '../shared/money.js';
import { type DateFormat, readCsvDate } from './csv-dates.js';
import { chronological, type StatementRow, statedBalances } from './csv-order.js';
import type { StatementFile } from './statement-file.js';
import { UnreadableStatement } from './statement-file.js';
import { describedAs, keptText, readAmount, utf8OrWindows1252 } from './statement-values.js';

export { DATE_FORMATS, type DateFormat } from './csv-dates.js';

/** How a bank's CSV is read: its columns, named by their header, and how it writes dates and amounts. */
export interface CsvProfile {
  dateColumn: string;
  dateFormat: DateFormat;
  /** One signed amount: money in positive, money out negative. */
  amountColumn: string | null;
  /** Or money in and money out, each in a column of its own. */
  moneyInColumn: string | null;
  moneyOutColumn: string | null;
  /** Joined with a space, the empty ones left out. */
  descriptionColumns: string[];
  referenceColumn: string | null;
  counterpartyColumn: string | null;
  /** The balance after each line, from which the opening and closing balances are stated. */
  balanceColumn: string | null;
  delimiter: string;
  decimalSeparator: '.' | ',';
  /** The rows before the header: an account's name, a balance, a blank line… */
  skipRows: number;
}

interface CsvRecord {
  record: string[];
  /** The row's number as a spreadsheet shows the file, from 1. */
  row: number;
}

/**
 * A bank's CSV read through a profile. The lines come out oldest first, however the bank lists them
 * (many list the newest first): positions follow the order the money moved, as a statement runs.
 */
export function readCsv(body: Buffer, profile: CsvProfile): StatementFile {
  const [header, ...rows] = recordsOf(body, profile);
  if (!header) throw new UnreadableStatement('line 1', 'The file is empty');
  const cellOf = cellReader(header, profile);
  const read = rows.map(({ record, row }) => rowOf(cellOf(record), profile, `line ${row}`));
  if (read.length === 0) throw new UnreadableStatement(`line ${header.row}`, 'The file has no rows after its header');
  const ordered = chronological(read);
  return {
    currency: null,
    ...statedBalances(ordered),
    lines: ordered.map(({ line }, index) => ({ ...line, position: index + 1 })),
  };
}

function recordsOf(body: Buffer, profile: CsvProfile): CsvRecord[] {
  let records: string[][];
  try {
    records = parse(utf8OrWindows1252(body), {
      delimiter: profile.delimiter,
      from_line: profile.skipRows + 1,
      relax_column_count: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new UnreadableStatement(`line ${(error as CsvError & { lines?: number }).lines ?? 1}`, error.message);
  }
  // Each record is a row as a spreadsheet shows it, blank ones too: the rows are counted from the header's.
  return records.flatMap((record, index) =>
    record.every((cell) => cell.trim() === '') ? [] : [{ record, row: profile.skipRows + 1 + index }],
  );
}

type Cells = (column: string | null) => string;

/** Reads a row's cells by the header's names; a column the profile needs but the header lacks refuses the file. */
function cellReader({ record: header, row }: CsvRecord, profile: CsvProfile): (record: string[]) => Cells {
  const names = header.map((name) => name.trim());
  const needed = [
    profile.dateColumn,
    profile.amountColumn,
    profile.moneyInColumn,
    profile.moneyOutColumn,
    ...profile.descriptionColumns,
    profile.referenceColumn,
    profile.counterpartyColumn,
    profile.balanceColumn,
  ];
  for (const column of needed) {
    if (column !== null && !names.includes(column)) {
      throw new UnreadableStatement(`line ${row}`, `The header has no column "${column}", which the profile names`);
    }
  }
  return (record) => (column) => (column === null ? '' : (record[names.indexOf(column)] ?? ''));
}

function rowOf(cells: Cells, profile: CsvProfile, where: string): StatementRow {
  return {
    where,
    balance:
      cells(profile.balanceColumn).trim() === '' ? null : csvAmount(cells(profile.balanceColumn), profile, where),
    line: {
      position: 0,
      date: readCsvDate(cells(profile.dateColumn), profile.dateFormat, where),
      amount: amountOf(cells, profile, where),
      description: describedAs(...profile.descriptionColumns.map(cells)),
      reference: keptText(cells(profile.referenceColumn)),
      counterpartyName: keptText(cells(profile.counterpartyColumn)),
      counterpartyAccount: null,
      bankId: null,
    },
  };
}

function amountOf(cells: Cells, profile: CsvProfile, where: string): Money {
  if (profile.amountColumn !== null) {
    const written = cells(profile.amountColumn);
    if (written.trim() === '') throw new UnreadableStatement(where, `The amount ("${profile.amountColumn}") is empty`);
    return csvAmount(written, profile, where);
  }
  if (profile.moneyInColumn === null || profile.moneyOutColumn === null) {
    throw new UnreadableStatement('profile', 'The profile names neither an amount column nor money in and money out');
  }
  const moneyIn = cells(profile.moneyInColumn).trim();
  const moneyOut = cells(profile.moneyOutColumn).trim();
  if ((moneyIn === '') === (moneyOut === '')) {
    const which = moneyIn === '' ? 'neither' : 'both';
    throw new UnreadableStatement(
      where,
      `The row has ${which} "${profile.moneyInColumn}" and "${profile.moneyOutColumn}": one of them is needed`,
    );
  }
  if (moneyIn !== '') {
    const amount = csvAmount(moneyIn, profile, where);
    if (amount < 0n)
      throw new UnreadableStatement(where, `Money in ("${profile.moneyInColumn}") is negative: ${moneyIn}`);
    return amount;
  }
  // Some banks write money out as 8.50, others as -8.50: either way it left the account.
  const amount = csvAmount(moneyOut, profile, where);
  return amount < 0n ? amount : -amount;
}

const CURRENCY_SIGNS = /[£$€]/g;

/** Digits grouped in thousands, by the separator that is not the decimal one. */
const GROUPED = { '.': /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/, ',': /^\d{1,3}(?:\.\d{3})+(?:,\d*)?$/ };

/** An amount as a bank's CSV writes it: `£1,234.56`, `-8.50`, `(8.50)`, `1.234,56`; exact, never rounded. */
function csvAmount(cell: string, { decimalSeparator }: CsvProfile, where: string): Money {
  const written = cell.trim();
  const bracketed = /^\((.*)\)$/.exec(written);
  const unsigned = (bracketed ? (bracketed[1] ?? '') : written).replace(CURRENCY_SIGNS, '').trim();
  const sign = /^[+-]/.test(unsigned) && !bracketed ? unsigned.slice(0, 1) : '';
  let text = (sign ? unsigned.slice(1) : unsigned).trim();
  const grouping = decimalSeparator === '.' ? ',' : '.';
  if (GROUPED[decimalSeparator].test(text)) text = text.replaceAll(grouping, '');
  if (text.includes(grouping)) throw new UnreadableStatement(where, `"${written}" is not an amount`);
  if (decimalSeparator === ',') text = text.replace(',', '.');
  return readAmount(`${bracketed ? '-' : sign}${text}`, where, written);
}
