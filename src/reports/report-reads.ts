import type { Static } from '@sinclair/typebox';
import { getCompanySettings } from '../companies/company-reads.js';
import type { Executor } from '../db/database.js';
import type { TrialBalanceQuery } from '../ledger/ledger-schemas.js';
import { today } from '../shared/dates.js';
import { invalid } from '../shared/errors.js';
import { agedBalances, type Side } from './aged-balances.js';
import { balanceSheet, type Period, profitAndLoss, reportPeriod } from './financial-statements.js';
import type { AgedQuery, BalanceSheetQuery, ProfitAndLossQuery, VatReturnQuery } from './report-schemas.js';
import { baseTrialBalance, trialBalance } from './trial-balance-service.js';
import { vatReturn } from './vat-return.js';

/** Each report as its query asks for it, read the same way for the API and the web page. */

export async function readProfitAndLoss(db: Executor, companyId: bigint, query: Static<typeof ProfitAndLossQuery>) {
  const { yearStart } = await getCompanySettings(db, companyId);
  const period = reportPeriod(query, yearStart);
  const compare = comparedPeriod(query, yearStart);
  return profitAndLoss(db, companyId, { period, compare, currency: query.currency });
}

export async function readBalanceSheet(db: Executor, companyId: bigint, query: Static<typeof BalanceSheetQuery>) {
  const { yearStart } = await getCompanySettings(db, companyId);
  return balanceSheet(db, companyId, { date: query.date ?? today(), yearStart, currency: query.currency });
}

export async function readVatReturn(db: Executor, companyId: bigint, query: Static<typeof VatReturnQuery>) {
  const { yearStart } = await getCompanySettings(db, companyId);
  return vatReturn(db, companyId, { period: reportPeriod(query, yearStart), currency: query.currency });
}

export const readAgedBalances = (db: Executor, companyId: bigint, side: Side, query: Static<typeof AgedQuery>) =>
  agedBalances(db, companyId, side, { date: query.date ?? today(), currency: query.currency });

export function readTrialBalance(db: Executor, companyId: bigint, query: Static<typeof TrialBalanceQuery>) {
  const date = query.date ?? today();
  return query.currency === 'base' ? baseTrialBalance(db, companyId, date) : trialBalance(db, companyId, date);
}

/** The period to compare with: both its days are given, or neither. */
function comparedPeriod(query: { compareFrom?: string; compareTo?: string }, yearStart: string): Period | undefined {
  const { compareFrom, compareTo } = query;
  if (compareFrom === undefined && compareTo === undefined) return undefined;
  if (compareFrom === undefined || compareTo === undefined) {
    const missing = compareFrom === undefined ? 'compareFrom' : 'compareTo';
    throw invalid('compareFrom and compareTo are given together', [
      { path: missing, message: 'is required with the other day of the period compared' },
    ]);
  }
  return reportPeriod({ from: compareFrom, to: compareTo }, yearStart, ['compareFrom', 'compareTo']);
}
