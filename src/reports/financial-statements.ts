import { type Executor, readConsistently } from '../db/database.js';
import { type Figures, figuresAt } from '../ledger/balance-repository.js';
import { type AccountType, isCostOfSales } from '../ledger/chart.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import { compareBigints } from '../shared/collections.js';
import { addDays, keptDate, today } from '../shared/dates.js';
import type { Money } from '../shared/money.js';
import { financialYearStart } from './financial-year.js';
import { assertPeriodInOrder, reportFigures } from './report-figures.js';

export interface Period {
  from: string;
  to: string;
}

export interface StatementLine {
  accountId: bigint;
  code: string;
  name: string;
  amount: Money;
  compareAmount?: Money;
}

export interface Section {
  accounts: StatementLine[];
  total: Money;
  compareTotal?: Money;
}

type BalanceRow = { id: bigint; code: string; name: string; type: string; balance: Money };

const PROFIT_TYPES: readonly AccountType[] = ['INCOME', 'EXPENSE'];

/**
 * Income and the other credit-side accounts are shown as credits less debits, assets and expenses
 * as debits less credits: each section's figures are positive in the usual case.
 */
const creditSide = (type: string) => type === 'INCOME' || type === 'LIABILITY' || type === 'EQUITY';
const shown = (row: BalanceRow) => (creditSide(row.type) ? -row.balance : row.balance);

const FIRST_DAY_OF_YEAR = "financial year's first day";

/**
 * The period of a report from what the query gives: up to `to` (today when left out) from `from`
 * (the start of the financial year of `to` when left out); `from` after `to` is refused.
 */
export function reportPeriod(
  query: { from?: string; to?: string },
  yearStart: string,
  names: [string, string] = ['from', 'to'],
): Period {
  const to = query.to ?? today();
  const from = query.from ?? keptDate(financialYearStart(to, yearStart), names[1], FIRST_DAY_OF_YEAR);
  assertPeriodInOrder(from, to, names);
  return { from, to };
}

/**
 * The movement of each income and expense account within each period, leaving out those that did
 * not move: the balances before its first day taken from those at the end of its last. The balances
 * at a day are read once, however many periods start or end there: the end of one month is the
 * start of the next.
 */
async function profitMovements(db: Executor, companyId: bigint, periods: readonly Period[], figures: Figures) {
  const balancesBefore = new Map<string, Promise<BalanceRow[]>>();
  const before = (day: string, through = false) => {
    const key = through ? (addDays(day, 1) ?? `through ${day}`) : day;
    const read = balancesBefore.get(key) ?? figuresAt(db, companyId, day, figures, { types: PROFIT_TYPES, through });
    balancesBefore.set(key, read);
    return read;
  };
  const movements = [];
  for (const period of periods) {
    const moved = new Map((await before(period.to, true)).map((row) => [row.id, { ...row }]));
    for (const row of await before(period.from)) {
      const line = moved.get(row.id) ?? { ...row, balance: 0n };
      moved.set(row.id, { ...line, balance: line.balance - row.balance });
    }
    movements.push([...moved.values()].filter((row) => row.balance !== 0n));
  }
  return movements;
}

export interface ProfitAndLoss extends Period {
  currency: string;
  compareFrom?: string;
  compareTo?: string;
  income: Section;
  costOfSales: Section;
  grossProfit: Money;
  compareGrossProfit?: Money;
  expenses: Section;
  netProfit: Money;
  compareNetProfit?: Money;
  unvalued?: Awaited<ReturnType<typeof unvaluedTransactions>>;
}

/**
 * The profit and loss of a period: income, cost of sales (the expense accounts coded 5xxx) and the
 * other expenses, each account with its movement in the period, gross profit (income less cost of
 * sales) and net profit (gross profit less expenses); with `compare`, the same for a second period.
 */
export function profitAndLoss(
  db: Executor,
  companyId: bigint,
  options: { period: Period; compare?: Period; currency?: string },
): Promise<ProfitAndLoss> {
  return readConsistently(db, (trx) => profitAndLossOn(trx, companyId, options));
}

/**
 * The profit and loss of each period, as profitAndLoss answers it without a comparison, read
 * together on one snapshot: the balances at a day that ends one period and starts the next are read
 * once (see profitMovements).
 */
export function profitAndLossOfPeriods(
  db: Executor,
  companyId: bigint,
  { periods, currency }: { periods: readonly Period[]; currency?: string },
): Promise<ProfitAndLoss[]> {
  return readConsistently(db, async (trx) => {
    const { figures, currency: shownCurrency } = await reportFigures(trx, companyId, currency);
    const movements = await profitMovements(trx, companyId, periods, figures);
    const unvalued = figures === 'base' ? await unvaluedIn(trx, companyId, [spanOf(periods)]) : undefined;
    return periods.map((period, index) => ({
      ...statementOf(period, shownCurrency, movements[index] ?? []),
      ...(unvalued ? { unvalued: unvalued.filter(({ date }) => date >= period.from && date <= period.to) } : {}),
    }));
  });
}

async function profitAndLossOn(
  db: Executor,
  companyId: bigint,
  { period, compare, currency }: { period: Period; compare?: Period; currency?: string },
): Promise<ProfitAndLoss> {
  const { figures, currency: shownCurrency } = await reportFigures(db, companyId, currency);
  const [current = [], previous] = await profitMovements(
    db,
    companyId,
    compare ? [period, compare] : [period],
    figures,
  );
  return {
    ...statementOf(period, shownCurrency, current, compare && previous && { period: compare, movements: previous }),
    ...(figures === 'base'
      ? { unvalued: await unvaluedIn(db, companyId, [period, ...(compare ? [compare] : [])]) }
      : {}),
  };
}

/** The days from the first of the periods to the last. */
const spanOf = (periods: readonly Period[]): Period => ({
  from: periods.map(({ from }) => from).sort()[0] ?? '',
  to:
    periods
      .map(({ to }) => to)
      .sort()
      .at(-1) ?? '',
});

/** The sections and profits of a period's movements; with `compared`, each beside those of a second period. */
function statementOf(
  period: Period,
  currency: string,
  current: BalanceRow[],
  compared?: { period: Period; movements: BalanceRow[] },
): Omit<ProfitAndLoss, 'unvalued'> {
  const previous = compared?.movements;
  const section = (belongs: (row: BalanceRow) => boolean) =>
    sectionOf(current.filter(belongs), previous?.filter(belongs));
  const income = section((row) => row.type === 'INCOME');
  const costOfSales = section((row) => row.type === 'EXPENSE' && isCostOfSales(row.code));
  const expenses = section((row) => row.type === 'EXPENSE' && !isCostOfSales(row.code));
  const grossProfit = income.total - costOfSales.total;
  const compareGrossProfit = (income.compareTotal ?? 0n) - (costOfSales.compareTotal ?? 0n);
  return {
    from: period.from,
    to: period.to,
    currency,
    ...(compared ? { compareFrom: compared.period.from, compareTo: compared.period.to, compareGrossProfit } : {}),
    income,
    costOfSales,
    grossProfit,
    expenses,
    netProfit: grossProfit - expenses.total,
    ...(compared ? { compareNetProfit: compareGrossProfit - (expenses.compareTotal ?? 0n) } : {}),
  };
}

/** The transactions without a base value in any of the periods, in date order, each once. */
async function unvaluedIn(db: Executor, companyId: bigint, periods: Period[]) {
  const found = new Map<bigint, Awaited<ReturnType<typeof unvaluedTransactions>>[number]>();
  for (const period of periods) {
    for (const transaction of await unvaluedTransactions(db, companyId, period)) {
      found.set(transaction.transactionId, transaction);
    }
  }
  return [...found.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || compareBigints(a.transactionId, b.transactionId),
  );
}

/** A section's lines in code order, with its total; with `previous`, each line and the total compared. */
function sectionOf(current: BalanceRow[], previous?: BalanceRow[]): Section {
  if (!previous) {
    const accounts = current.map((row) => ({ accountId: row.id, code: row.code, name: row.name, amount: shown(row) }));
    return { accounts, total: sum(accounts.map((line) => line.amount)) };
  }
  const lines = new Map<bigint, StatementLine & { compareAmount: Money }>();
  const lineOf = (row: BalanceRow) =>
    lines.get(row.id) ?? { accountId: row.id, code: row.code, name: row.name, amount: 0n, compareAmount: 0n };
  for (const row of current) lines.set(row.id, { ...lineOf(row), amount: shown(row) });
  for (const row of previous) lines.set(row.id, { ...lineOf(row), compareAmount: shown(row) });
  const accounts = [...lines.values()].sort((a, b) => a.code.localeCompare(b.code));
  return {
    accounts,
    total: sum(accounts.map((line) => line.amount)),
    compareTotal: sum(accounts.map((line) => line.compareAmount)),
  };
}

const sum = (amounts: Money[]) => amounts.reduce((total, amount) => total + amount, 0n);

export interface BalanceSheet {
  date: string;
  yearStart: string;
  currency: string;
  assets: Section;
  liabilities: Section;
  equity: Section & { retainedEarnings: Money; currentYearEarnings: Money };
  netAssets: Money;
  unvalued?: Awaited<ReturnType<typeof unvaluedTransactions>>;
}

/**
 * What the company owns and owes at the end of `date`: assets, liabilities and equity, whose
 * equity adds to its accounts the profit of earlier financial years (retained earnings) and that of
 * the year to the date (current-year earnings), so that assets equal liabilities and equity.
 */
export function balanceSheet(
  db: Executor,
  companyId: bigint,
  options: { date: string; yearStart: string; currency?: string },
): Promise<BalanceSheet> {
  return readConsistently(db, (trx) => balanceSheetOn(trx, companyId, options));
}

async function balanceSheetOn(
  db: Executor,
  companyId: bigint,
  { date, yearStart: firstDay, currency }: { date: string; yearStart: string; currency?: string },
): Promise<BalanceSheet> {
  const { figures, currency: shownCurrency } = await reportFigures(db, companyId, currency);
  const yearStart = keptDate(financialYearStart(date, firstDay), 'date', FIRST_DAY_OF_YEAR);
  const balances = await figuresAt(db, companyId, date, figures);
  const earlierYears = await figuresAt(db, companyId, yearStart, figures, { through: false, types: PROFIT_TYPES });
  const ofType = (type: AccountType) => sectionOf(balances.filter((row) => row.type === type));
  const assets = ofType('ASSET');
  const liabilities = ofType('LIABILITY');
  const equityAccounts = ofType('EQUITY');
  // Profit is credits less debits of the income and expense accounts.
  const profit = (rows: BalanceRow[]) =>
    -sum(rows.filter((row) => PROFIT_TYPES.includes(row.type as AccountType)).map((row) => row.balance));
  const retainedEarnings = profit(earlierYears);
  const currentYearEarnings = profit(balances) - retainedEarnings;
  return {
    date,
    yearStart,
    currency: shownCurrency,
    assets,
    liabilities,
    equity: {
      ...equityAccounts,
      retainedEarnings,
      currentYearEarnings,
      total: equityAccounts.total + retainedEarnings + currentYearEarnings,
    },
    netAssets: assets.total - liabilities.total,
    ...(figures === 'base' ? { unvalued: await unvaluedTransactions(db, companyId, { to: date }) } : {}),
  };
}
