import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake';
import { EXCHANGE_RATE_SCALE } from '../shared/exchange-rate.js';
import type { Money } from '../shared/money.js';
import { QUANTITY_SCALE, RATE_SCALE } from '../tax/tax.js';
import { companyPage } from './company-page.js';
import { localeDate, localeMoney, localeNumber, localePercent } from './pdf-render.js';
import type { PrintedCompany } from './printed-company.js';
import type { PrintedDocument, PrintedLine } from './printed-document.js';

const LINE_HEADINGS = ['Description', 'Quantity', 'Unit price', 'VAT', 'Net'];

/** The lines a page holds, so that a long document reads as pages of a set length, its totals after the last. */
export const LINES_PER_PAGE = 25;

interface Writers {
  money: (amount: Money) => string;
  percent: (rateMicros: bigint) => string;
  locale: string;
}

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

/** The pdfmake definition of a document's PDF, under the company's head, in the company's locale. */
export function documentDefinition(document: PrintedDocument, company: PrintedCompany): TDocumentDefinitions {
  const { locale } = company;
  const writers: Writers = {
    money: (amount) => localeMoney(amount, document.currency, locale),
    percent: (rateMicros) => localePercent(rateMicros, RATE_SCALE, locale),
    locale,
  };
  const title = `${document.title} ${document.number}`;
  return companyPage(company, {
    title,
    stamp: document.stamp,
    content: [
      { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      { columns: [clientOf(document), factsOf(document, locale)], margin: [0, 0, 0, 16] },
      ...linePages(document.lines, writers),
      {
        stack: [ratesTable(document.lines, writers), totalsTable(document, writers)],
        unbreakable: true,
      },
      ...(company.paymentInstructions && document.settlement
        ? [
            {
              text: ['Payment: ', company.paymentInstructions],
              margin: [0, 16, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
  });
}

function clientOf({ client }: PrintedDocument): Content {
  return {
    stack: [
      { text: client.name, bold: true },
      ...client.address,
      ...(client.vatNumber ? [`VAT number ${client.vatNumber}`] : []),
    ],
  };
}

function factsOf(document: PrintedDocument, locale: string): Content {
  const rows = [
    ...document.dates.map(({ label, date }) => [label, right(localeDate(date, locale))]),
    ...document.references.map(({ label, value }) => [label, right(value)]),
  ];
  return { table: { widths: ['*', 'auto'], body: rows }, layout: 'noBorders', width: 220 };
}

/** The lines, a table of at most LINES_PER_PAGE to a page, each under the headings. */
function linePages(lines: PrintedLine[], writers: Writers): Content[] {
  const pages: PrintedLine[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE)
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  return pages.map((page, index) => ({
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 'auto', 'auto', 'auto', 'auto'],
      body: [LINE_HEADINGS.map((text) => ({ text, bold: true })), ...page.map((line) => lineRow(line, writers))],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 12],
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
}

const lineRow = (line: PrintedLine, { money, percent, locale }: Writers): TableCell[] => {
  const quantity = localeNumber(line.quantityMicros, QUANTITY_SCALE, locale);
  return [
    line.description ?? '',
    right(line.unit ? `${quantity} ${line.unit}` : quantity),
    right(money(line.unitPrice)),
    right(percent(line.rateMicros)),
    right(money(line.net)),
  ];
};

/** The net and VAT of the lines of each VAT rate, highest rate first. */
function ratesTable(lines: PrintedLine[], { money, percent }: Writers): Content {
  const byRate = new Map<bigint, { net: Money; tax: Money }>();
  for (const line of lines) {
    const sums = byRate.get(line.rateMicros) ?? { net: 0n, tax: 0n };
    byRate.set(line.rateMicros, { net: sums.net + line.net, tax: sums.tax + line.tax });
  }
  const rates = [...byRate.keys()].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto'],
      body: [
        [{ text: 'VAT rate', bold: true }, right('Net', true), right('VAT', true)],
        ...rates.map((rate) => {
          const sums = byRate.get(rate) as { net: Money; tax: Money };
          return [percent(rate), right(money(sums.net)), right(money(sums.tax))];
        }),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [240, 0, 0, 12],
  };
}

function totalsTable(document: PrintedDocument, { money, locale }: Writers): Content {
  const { settlement, baseTax } = document;
  const rows: TableCell[][] = [
    ['Net', right(money(document.net))],
    ['VAT', right(money(document.tax))],
    [{ text: 'Total', bold: true }, right(money(document.total), true)],
  ];
  if (baseTax) {
    const rate = `1 ${document.currency} = ${localeNumber(baseTax.rate, EXCHANGE_RATE_SCALE, locale)} ${baseTax.currency}`;
    rows.push([`VAT in ${baseTax.currency} at ${rate}`, right(localeMoney(baseTax.tax, baseTax.currency, locale))]);
  }
  if (settlement) {
    rows.push([settlement.settledLabel, right(money(settlement.settled))]);
    if (settlement.writtenOff !== 0n) rows.push(['Written off', right(money(settlement.writtenOff))]);
    rows.push([{ text: settlement.leftLabel, bold: true }, right(money(settlement.left), true)]);
  }
  return { table: { widths: ['*', 'auto'], body: rows }, layout: 'noBorders', margin: [240, 0, 0, 0] };
}
