import type { Executor } from '../db/database.js';
import {
  type Period,
  type ProfitAndLoss,
  profitAndLossOfPeriods,
  reportPeriod,
} from '../reports/financial-statements.js';
import { addCalendarMonths, addDays } from '../shared/dates.js';
import type { Money } from '../shared/money.js';
import type { Writers } from './web-format.js';

/** The chart's drawing units: each month a group of two bars, the month's name below. */
const BAR_AREA = 160;
const LABEL_AREA = 24;
const GROUP = 64;
const BAR = 22;

interface Figures {
  income: Money;
  expenses: Money;
  netProfit: Money;
}

/** Income, all expenses (cost of sales with the others) and net profit, as the profit and loss report gives them. */
const figuresOf = (report: ProfitAndLoss): Figures => ({
  income: report.income.total,
  expenses: report.costOfSales.total + report.expenses.total,
  netProfit: report.netProfit,
});

/** The calendar months of a period, the first and last cut to its days. */
function monthsOf({ from, to }: Period): Period[] {
  const months: Period[] = [];
  let start: string | undefined = from;
  while (start !== undefined && start <= to) {
    const next = addCalendarMonths(`${start.slice(0, 8)}01`, 1);
    const end = next === undefined || next > to ? to : (addDays(next, -1) as string);
    months.push({ from: start, to: end });
    start = next;
  }
  return months;
}

/**
 * The profit of the financial year to date, as the profit and loss report reads it by default, and
 * the same report of each of its months, all read together, written for the dashboard with its chart.
 */
export async function profitThisYear(db: Executor, companyId: bigint, yearStart: string, write: Writers) {
  const period = reportPeriod({}, yearStart);
  const reports = await profitAndLossOfPeriods(db, companyId, { periods: [period, ...monthsOf(period)] });
  const year = reports[0] as ProfitAndLoss;
  const months = reports.slice(1).map((month) => ({ from: month.from, to: month.to, ...figuresOf(month) }));
  const total = figuresOf(year);
  const written = (figures: Figures) => ({
    income: write.money(figures.income),
    expenses: write.money(figures.expenses),
    netProfit: write.money(figures.netProfit),
  });
  return {
    from: year.from,
    to: year.to,
    period: `${write.date(year.from)} to ${write.date(year.to)}`,
    ...written(total),
    months: months.map((month) => ({ name: write.month(month.from), ...written(month) })),
    chart: chartOf(months, write),
    summary:
      `Bar chart of income and expenses by month, ${write.month(year.from)} to ${write.month(year.to)}: ` +
      `income ${write.money(total.income)} and expenses ${write.money(total.expenses)} in all.`,
  };
}

/** The bars of an SVG chart, two a month, their heights in proportion to the largest figure. */
function chartOf(months: (Period & Figures)[], write: Writers) {
  const largest = months.reduce((top, { income, expenses }) => [income, expenses, top].reduce(larger), 1n);
  // Drawing units, not money: tenths of a unit are fine enough; a negative month draws no bar.
  const heightOf = (amount: Money) => (amount > 0n ? Number((amount * BigInt(BAR_AREA * 10)) / largest) / 10 : 0);
  const bar = (x: number, kind: 'income' | 'expenses', amount: Money, month: string) => {
    const height = heightOf(amount);
    const what = kind === 'income' ? 'Income' : 'Expenses';
    return { x, y: BAR_AREA - height, height, kind, title: `${what}, ${month}: ${write.money(amount)}` };
  };
  return {
    width: months.length * GROUP,
    height: BAR_AREA + LABEL_AREA,
    barWidth: BAR,
    baseline: BAR_AREA,
    labelY: BAR_AREA + LABEL_AREA - 6,
    months: months.map((month, index) => {
      const left = index * GROUP + (GROUP - 2 * BAR) / 2;
      const name = write.month(month.from);
      return {
        name,
        labelX: index * GROUP + GROUP / 2,
        bars: [bar(left, 'income', month.income, name), bar(left + BAR, 'expenses', month.expenses, name)],
      };
    }),
  };
}

const larger = (a: Money, b: Money) => (a > b ? a : b);
