import type { Write } from '../db/write.js';
import { accountCodesAndRoles, insertAccounts } from './chart-repository.js';

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The accounts that documents post to; each company has exactly one of each. */
export const SYSTEM_ROLES = [
  'TRADE_DEBTORS',
  'TRADE_CREDITORS',
  'SALES_TAX_CONTROL',
  'EMPLOYEE_EXPENSES_PAYABLE',
  'CURRENCY_CONVERSION',
  'RETAINED_EARNINGS',
  'SALES_INCOME',
  'REALISED_CURRENCY_GAINS',
  'UNREALISED_CURRENCY_GAINS',
  'BAD_DEBTS',
] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/** Expense accounts coded 5xxx are the cost of sales: the profit and loss takes them from income for gross profit. */
export const isCostOfSales = (code: string) => code.startsWith('5');

interface ChartEntry {
  code: string;
  name: string;
  type: AccountType;
  systemRole?: SystemRole;
}

/** A conventional small-business chart; bank accounts add their own ledger accounts (13xx, credit cards 23xx). */
export const DEFAULT_CHART: readonly ChartEntry[] = [
  { code: '1000', name: 'Office equipment', type: 'ASSET' },
  { code: '1010', name: 'Computer equipment', type: 'ASSET' },
  { code: '1020', name: 'Motor vehicles', type: 'ASSET' },
  { code: '1090', name: 'Accumulated depreciation', type: 'ASSET' },
  { code: '1100', name: 'Stock', type: 'ASSET' },
  { code: '1200', name: 'Trade debtors', type: 'ASSET', systemRole: 'TRADE_DEBTORS' },
  { code: '1250', name: 'Prepayments', type: 'ASSET' },
  { code: '2100', name: 'Trade creditors', type: 'LIABILITY', systemRole: 'TRADE_CREDITORS' },
  { code: '2200', name: 'Sales tax control', type: 'LIABILITY', systemRole: 'SALES_TAX_CONTROL' },
  { code: '2210', name: 'Employee expenses payable', type: 'LIABILITY', systemRole: 'EMPLOYEE_EXPENSES_PAYABLE' },
  { code: '2250', name: 'Accruals', type: 'LIABILITY' },
  { code: '2400', name: 'Loans', type: 'LIABILITY' },
  { code: '3000', name: 'Share capital', type: 'EQUITY' },
  { code: '3100', name: 'Retained earnings', type: 'EQUITY', systemRole: 'RETAINED_EARNINGS' },
  { code: '4000', name: 'Sales', type: 'INCOME', systemRole: 'SALES_INCOME' },
  { code: '4100', name: 'Other income', type: 'INCOME' },
  { code: '4200', name: 'Interest received', type: 'INCOME' },
  { code: '5000', name: 'Cost of sales', type: 'EXPENSE' },
  { code: '5100', name: 'Purchases', type: 'EXPENSE' },
  { code: '6000', name: 'Wages and salaries', type: 'EXPENSE' },
  { code: '6100', name: 'Rent and rates', type: 'EXPENSE' },
  { code: '6200', name: 'Utilities', type: 'EXPENSE' },
  { code: '6300', name: 'Office costs', type: 'EXPENSE' },
  { code: '6400', name: 'Telephone and internet', type: 'EXPENSE' },
  { code: '6500', name: 'Travel', type: 'EXPENSE' },
  { code: '6600', name: 'Advertising and marketing', type: 'EXPENSE' },
  { code: '6700', name: 'Professional fees', type: 'EXPENSE' },
  { code: '6800', name: 'Bank charges', type: 'EXPENSE' },
  { code: '6900', name: 'Insurance', type: 'EXPENSE' },
  { code: '7000', name: 'Repairs and maintenance', type: 'EXPENSE' },
  { code: '7100', name: 'Software and subscriptions', type: 'EXPENSE' },
  { code: '7200', name: 'Depreciation', type: 'EXPENSE' },
  { code: '7300', name: 'Bad debts', type: 'EXPENSE', systemRole: 'BAD_DEBTS' },
  { code: '7800', name: 'Currency conversion gains and losses', type: 'EXPENSE', systemRole: 'CURRENCY_CONVERSION' },
  {
    code: '7810',
    name: 'Realised currency gains and losses',
    type: 'EXPENSE',
    systemRole: 'REALISED_CURRENCY_GAINS',
  },
  {
    code: '7820',
    name: 'Unrealised currency gains and losses',
    type: 'EXPENSE',
    systemRole: 'UNREALISED_CURRENCY_GAINS',
  },
  { code: '7900', name: 'General expenses', type: 'EXPENSE' },
];

export async function insertDefaultChart(write: Write, companyId: bigint): Promise<void> {
  await insertAccounts(write, companyId, DEFAULT_CHART);
}

/**
 * Gives the company the system accounts it lacks (books made before one was added), each under its
 * code or, where the company uses that, the next free number after it.
 */
export async function addMissingSystemAccounts(write: Write, companyId: bigint): Promise<void> {
  const rows = await accountCodesAndRoles(write.trx, companyId);
  const roles = new Set(rows.map((row) => row.system_role));
  const codes = new Set(rows.map((row) => row.code));
  const missing = DEFAULT_CHART.filter((entry) => entry.systemRole && !roles.has(entry.systemRole));
  if (missing.length === 0) return;
  await insertAccounts(
    write,
    companyId,
    missing.map((entry) => {
      let code = Number(entry.code);
      while (codes.has(String(code))) code += 1;
      codes.add(String(code));
      return { ...entry, code: String(code) };
    }),
  );
}
