import type { AgedAmounts, AgedBalances } from '../reports/aged-balances.js';
import type { BalanceSheet, ProfitAndLoss, Section } from '../reports/financial-statements.js';
import type { TrialBalanceView } from '../reports/trial-balance-service.js';
import type { VatReturn } from '../reports/vat-return.js';
import type { Writers } from './web-format.js';

/** A row of a report's table: what it names, then its figures. */
export interface TableRow {
  name: string;
  cells: string[];
}

export interface ReportTable {
  caption: string;
  columns: string[];
  rows: TableRow[];
  totals: TableRow[];
}

/** A report as its page shows it: the days it was read for (to fill its form), a line saying so, its tables and notes. */
export interface ReportView {
  asked: Record<string, string>;
  heading: string;
  tables: ReportTable[];
  notes: string[];
}

const AMOUNT = ['Account', 'Amount'];

/** Why a report in the base currency may add up to less than the books hold. */
function unvaluedNote(unvalued: unknown[] | undefined): string[] {
  if (!unvalued?.length) return [];
  return [
    `${unvalued.length} transaction(s) have no value in the base currency yet (a rate they need is not known): their amounts are in no figure. The API's answer lists them.`,
  ];
}

function sectionTable(caption: string, section: Section, money: (amount: bigint) => string): ReportTable {
  return {
    caption,
    columns: AMOUNT,
    rows: section.accounts.map((line) => ({ name: `${line.code} ${line.name}`, cells: [money(line.amount)] })),
    totals: [{ name: `Total ${caption.toLowerCase()}`, cells: [money(section.total)] }],
  };
}

const inCurrency = (write: Writers, currency: string) => (amount: bigint) => write.money(amount, currency);

export function profitAndLossTables(report: ProfitAndLoss, write: Writers): ReportView {
  const money = inCurrency(write, report.currency);
  return {
    asked: { from: report.from, to: report.to },
    heading: `From ${write.date(report.from)} to ${write.date(report.to)}, in ${report.currency}`,
    tables: [
      sectionTable('Income', report.income, money),
      sectionTable('Cost of sales', report.costOfSales, money),
      sectionTable('Expenses', report.expenses, money),
      {
        caption: 'Profit',
        columns: ['', 'Amount'],
        rows: [
          { name: 'Gross profit', cells: [money(report.grossProfit)] },
          { name: 'Net profit', cells: [money(report.netProfit)] },
        ],
        totals: [],
      },
    ],
    notes: unvaluedNote(report.unvalued),
  };
}

export function balanceSheetTables(report: BalanceSheet, write: Writers): ReportView {
  const money = inCurrency(write, report.currency);
  const equity = sectionTable('Equity', report.equity, money);
  return {
    asked: { date: report.date },
    heading: `At the end of ${write.date(report.date)}, in ${report.currency}`,
    tables: [
      sectionTable('Assets', report.assets, money),
      sectionTable('Liabilities', report.liabilities, money),
      {
        ...equity,
        rows: [
          ...equity.rows,
          { name: 'Retained earnings', cells: [money(report.equity.retainedEarnings)] },
          { name: 'Current year earnings', cells: [money(report.equity.currentYearEarnings)] },
        ],
      },
      {
        caption: 'Net assets',
        columns: ['', 'Amount'],
        rows: [{ name: 'Assets less liabilities', cells: [money(report.netAssets)] }],
        totals: [],
      },
    ],
    notes: unvaluedNote(report.unvalued),
  };
}

const AGES = ['notDue', 'days1To30', 'days31To60', 'days61To90', 'over90', 'total'] as const;
const AGE_NAMES = ['Not due', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total'];

const PARTY_NAMES = { client: 'Client', supplier: 'Supplier' };

export function agedTables(report: AgedBalances, write: Writers, party: 'client' | 'supplier'): ReportView {
  const partyName = PARTY_NAMES[party];
  const ages = (amounts: AgedAmounts, currency: string) => AGES.map((age) => write.money(amounts[age], currency));
  const revaluation =
    report.revaluation === undefined
      ? []
      : [
          {
            name: 'Revaluation',
            cells: [...AGES.slice(1).map(() => ''), write.money(report.revaluation, report.currency)],
          },
        ];
  return {
    asked: { date: report.date },
    heading: `Outstanding at the end of ${write.date(report.date)}, by days past due, in ${report.currency}`,
    tables: [
      {
        caption: `${partyName}s`,
        columns: [partyName, ...AGE_NAMES],
        rows: report.parties.map((row) => ({ name: row.name, cells: ages(row, row.currency) })),
        totals: [{ name: 'Total', cells: ages(report.totals, report.currency) }, ...revaluation],
      },
    ],
    notes: unvaluedNote(report.unvalued),
  };
}

/** The boxes as HMRC's form names them. */
const VAT_BOXES: Record<keyof VatReturn['boxes'], string> = {
  vatDueSales: 'Box 1: VAT due on sales and other outputs',
  vatDueAcquisitions: 'Box 2: VAT due on acquisitions from EU member states',
  totalVatDue: 'Box 3: Total VAT due',
  vatReclaimedCurrPeriod: 'Box 4: VAT reclaimed on purchases and other inputs',
  netVatDue: 'Box 5: Net VAT to pay to HMRC or reclaim',
  totalValueSalesExVAT: 'Box 6: Total value of sales and all other outputs, excluding VAT',
  totalValuePurchasesExVAT: 'Box 7: Total value of purchases and all other inputs, excluding VAT',
  totalValueGoodsSuppliedExVAT: 'Box 8: Total value of supplies of goods to EU member states, excluding VAT',
  totalAcquisitionsExVAT: 'Box 9: Total value of acquisitions of goods from EU member states, excluding VAT',
};

export function vatReturnTables(report: VatReturn, write: Writers): ReportView {
  const money = inCurrency(write, report.currency);
  const boxes = Object.entries(VAT_BOXES) as [keyof VatReturn['boxes'], string][];
  const direction = report.netVatDueDirection === 'payment' ? 'a payment to HMRC' : 'a repayment from HMRC';
  return {
    asked: { from: report.from, to: report.to },
    heading: `From ${write.date(report.from)} to ${write.date(report.to)}, in ${report.currency}`,
    tables: [
      {
        caption: 'Boxes',
        columns: ['Box', 'Amount'],
        rows: boxes.map(([box, name]) => ({ name, cells: [money(report.boxes[box])] })),
        totals: [],
      },
    ],
    notes: [`Box 5 is ${direction}.`, ...unvaluedNote(report.unvalued)],
  };
}

export function trialBalanceTables(report: TrialBalanceView & { unvalued?: unknown[] }, write: Writers): ReportView {
  return {
    asked: { date: report.date },
    heading: `At the end of ${write.date(report.date)}, each account in its own currency`,
    tables: [
      {
        caption: 'Accounts',
        columns: ['Account', 'Debit', 'Credit'],
        rows: report.lines.map((line) => ({
          name: `${line.code} ${line.name}`,
          cells: [write.money(line.debit, line.currency), write.money(line.credit, line.currency)],
        })),
        totals: report.totals.map((total) => ({
          name: `Total ${total.currency}`,
          cells: [write.money(total.debit, total.currency), write.money(total.credit, total.currency)],
        })),
      },
    ],
    notes: unvaluedNote(report.unvalued),
  };
}
