import type { CsvTable } from '../reports/report-csv.js';
import { addDays } from '../shared/dates.js';
import { formatMoney } from '../shared/money.js';
import type { PartyStatement } from './party-statement.js';

/**
 * A statement as one CSV table: per currency an opening row (dated the day before the period), a
 * row per line, and a closing row, money as plain decimals (`-1234.50`).
 */
export function statementCsv(statement: PartyStatement): CsvTable {
  const { from, to } = statement;
  const openedOn = addDays(from, -1) ?? from;
  return {
    columns: ['currency', 'date', 'kind', 'reference', 'description', 'amount', 'balance'],
    rows: statement.sections.flatMap(({ currency, openingBalance, lines, closingBalance }) => [
      [currency, openedOn, 'opening', '', 'Opening balance', '', formatMoney(openingBalance, 'plain')],
      ...lines.map((line) => [
        currency,
        line.date,
        line.kind,
        line.reference ?? '',
        line.description,
        formatMoney(line.amount, 'plain'),
        formatMoney(line.balance, 'plain'),
      ]),
      [currency, to, 'closing', '', 'Closing balance', '', formatMoney(closingBalance, 'plain')],
    ]),
  };
}
