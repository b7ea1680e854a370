import { ownedCrudService } from '../shared/crud-service.js';
import type { StatementProfileInput } from './banking-schemas.js';
import { checkAmountColumns, toProfile } from './statement-profiles.js';

export const statementProfileService = ownedCrudService({
  table: 'bank_statement_profiles',
  noun: 'Bank statement profile',
  columns: (_db, _companyId, input: StatementProfileInput) => {
    checkAmountColumns(input);
    return {
      name: input.name,
      date_column: input.dateColumn,
      date_format: input.dateFormat,
      amount_column: input.amountColumn ?? null,
      money_in_column: input.moneyInColumn ?? null,
      money_out_column: input.moneyOutColumn ?? null,
      description_columns: JSON.stringify(input.descriptionColumns),
      reference_column: input.referenceColumn ?? null,
      counterparty_column: input.counterpartyColumn ?? null,
      balance_column: input.balanceColumn ?? null,
      delimiter: input.delimiter ?? ',',
      decimal_separator: input.decimalSeparator ?? '.',
      skip_rows: input.skipRows ?? 0,
    };
  },
  toViews: (_db, _companyId, rows) => rows.map(toProfile),
  duplicateMessage: (input) => `A bank statement profile named ${input.name} already exists`,
});
