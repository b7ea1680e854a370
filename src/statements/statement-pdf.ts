import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake';
import type { Executor } from '../db/database.js';
import { companyPage } from '../pdf/company-page.js';
import { localeDate, localeMoney, renderPdf } from '../pdf/pdf-render.js';
import { type PrintedCompany, printedCompany } from '../pdf/printed-company.js';
import type { SettlementSide } from '../settlements/sides.js';
import type { Money } from '../shared/money.js';
import { type PartyStatement, partyStatement, type StatementLine, type StatementSection } from './party-statement.js';

const KIND_TITLES = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  bill: 'Bill',
  supplierCredit: 'Supplier credit',
  payment: 'Payment',
  refund: 'Refund',
  writeOff: 'Write-off',
} as const;

/** A statement line's reference as the statement writes it: its kind, and its number when it has one. */
export const lineReference = (line: Pick<StatementLine, 'kind' | 'reference'>): string =>
  [KIND_TITLES[line.kind], line.reference].filter(Boolean).join(' ');

const AGE_HEADINGS = ['Not yet due', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total'];

/** The PDF of a party's statement of the period; not found as its JSON when the company has no such party. */
export async function statementPdf(
  db: Executor,
  side: SettlementSide,
  companyId: bigint,
  partyId: bigint,
  period: { from: string; to: string },
): Promise<Buffer> {
  return renderStatementPdf(db, companyId, await partyStatement(db, side, companyId, partyId, period));
}

/** The PDF of a statement made, under the company's head as its documents have it. */
export async function renderStatementPdf(db: Executor, companyId: bigint, statement: PartyStatement) {
  return renderPdf(statementDefinition(await printedCompany(db, companyId), statement));
}

/** The pdfmake definition of a statement, its money and dates as the company's locale writes them. */
function statementDefinition(company: PrintedCompany, statement: PartyStatement): TDocumentDefinitions {
  const { locale } = company;
  const period = `${localeDate(statement.from, locale)} to ${localeDate(statement.to, locale)}`;
  return companyPage(company, {
    title: `Statement of ${statement.partyName}`,
    content: [
      { text: 'Statement', fontSize: 18, bold: true },
      { text: period, margin: [0, 0, 0, 12] },
      { text: [statement.partyName, ...statement.partyAddress].join('\n'), margin: [0, 0, 0, 12] },
      ...(statement.sections.length === 0
        ? [{ text: 'Nothing owed and nothing moved in the period.' }]
        : statement.sections.flatMap((section) => sectionContent(section, statement, locale))),
    ],
  });
}

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

function sectionContent(section: StatementSection, statement: PartyStatement, locale: string): Content[] {
  const money = (amount: Money) => localeMoney(amount, section.currency, locale);
  const date = (day: string) => localeDate(day, locale);
  const lines: TableCell[][] = section.lines.map((line) => [
    date(line.date),
    lineReference(line),
    line.description,
    right(money(line.amount)),
    right(money(line.balance)),
  ]);
  const bold = (text: string): TableCell => ({ text, bold: true });
  return [
    { text: section.currency, fontSize: 12, bold: true, margin: [0, 6, 0, 6] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: ['auto', 'auto', '*', 'auto', 'auto'],
        body: [
          ['Date', 'Reference', 'Description', 'Amount', 'Balance'].map(bold),
          [date(statement.from), '', 'Opening balance', '', right(money(section.openingBalance))],
          ...lines,
          [date(statement.to), '', bold('Closing balance'), '', right(money(section.closingBalance), true)],
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        widths: Array(AGE_HEADINGS.length).fill('*'),
        body: [
          AGE_HEADINGS.map((text) => right(text, true)),
          [
            section.aged.notDue,
            section.aged.days1To30,
            section.aged.days31To60,
            section.aged.days61To90,
            section.aged.over90,
            section.aged.total,
          ].map((amount) => right(money(amount))),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 18],
    },
  ];
}
