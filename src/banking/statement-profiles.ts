import type { OwnedRow } from '../db/owned-rows.js';
import { ruleViolation } from '../shared/errors.js';
import { timestampsOf } from '../shared/timestamps.js';
import type { StatementProfile, StatementProfileInput } from './banking-schemas.js';
import type { CsvProfile, DateFormat } from './csv-statement.js';

type ProfileRow = OwnedRow<'bank_statement_profiles'>;

const optional = <Name extends string>(name: Name, value: string | null) =>
  (value === null ? {} : { [name]: value }) as Partial<Record<Name, string>>;

export const toProfile = (row: ProfileRow): StatementProfile => ({
  id: row.id,
  name: row.name,
  dateColumn: row.date_column,
  dateFormat: row.date_format as DateFormat,
  ...optional('amountColumn', row.amount_column),
  ...optional('moneyInColumn', row.money_in_column),
  ...optional('moneyOutColumn', row.money_out_column),
  descriptionColumns: JSON.parse(row.description_columns) as string[],
  ...optional('referenceColumn', row.reference_column),
  ...optional('counterpartyColumn', row.counterparty_column),
  ...optional('balanceColumn', row.balance_column),
  delimiter: row.delimiter,
  decimalSeparator: row.decimal_separator,
  skipRows: row.skip_rows,
  ...timestampsOf(row),
});

/** The layout the CSV reader takes from a saved profile. */
export const csvProfileOf = (row: ProfileRow): CsvProfile => {
  const profile = toProfile(row);
  return {
    dateColumn: profile.dateColumn,
    dateFormat: profile.dateFormat,
    amountColumn: profile.amountColumn ?? null,
    moneyInColumn: profile.moneyInColumn ?? null,
    moneyOutColumn: profile.moneyOutColumn ?? null,
    descriptionColumns: profile.descriptionColumns,
    referenceColumn: profile.referenceColumn ?? null,
    counterpartyColumn: profile.counterpartyColumn ?? null,
    balanceColumn: profile.balanceColumn ?? null,
    delimiter: profile.delimiter,
    decimalSeparator: profile.decimalSeparator as CsvProfile['decimalSeparator'],
    skipRows: profile.skipRows,
  };
};

/** A profile reads amounts from one signed column or from two, never both nor neither. */
export function checkAmountColumns(input: StatementProfileInput): void {
  const signed = Boolean(input.amountColumn);
  const inAndOut = [input.moneyInColumn, input.moneyOutColumn].filter(Boolean).length;
  if (signed && inAndOut === 0) return;
  if (!signed && inAndOut === 2) return;
  const message = signed
    ? 'give either amountColumn or moneyInColumn and moneyOutColumn, not both'
    : 'give either amountColumn or both moneyInColumn and moneyOutColumn';
  throw ruleViolation('The profile does not say where the amounts are', [
    { path: signed ? 'moneyInColumn' : 'amountColumn', message },
  ]);
}
