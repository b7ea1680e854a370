import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake';
import { QUANTITY_SCALE, RATE_SCALE } from '../tax/tax.js';
import { localeDate, localeMoney, localeNumber, localePercent } from './pdf-render.js';
import type { PrintedDocument, PrintedLine } from './printed-document.js';

const LINE_HEADINGS = ['Description', 'Quantity', 'Unit price', 'VAT', 'Net'];

/** The pdfmake definition of a document's PDF, its money and dates written as `locale` writes them. */
export function documentDefinition(document: PrintedDocument, locale: string): TDocumentDefinitions {
  const money = (amount: bigint) => localeMoney(amount, document.currency, locale);
  return {
    info: { title: `${document.title} ${document.number}` },
    content: [
      { text: `${document.title} ${document.number}`, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      { text: document.clientName, margin: [0, 0, 0, 12] },
      datesOf(document, locale),
      linesTable(document.lines, locale, money),
      totalsTable(document, money),
    ],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}

function datesOf(document: PrintedDocument, locale: string): Content {
  const dates: [string, string | undefined][] = [
    ['Issue date', document.issueDate],
    ['Due date', document.dueDate],
    ['Expiry date', document.expiryDate],
  ];
  return {
    table: {
      body: dates.flatMap(([label, date]) => (date === undefined ? [] : [[label, localeDate(date, locale)]])),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 12],
  };
}

function linesTable(lines: PrintedLine[], locale: string, money: (amount: bigint) => string): Content {
  const right = (text: string): TableCell => ({ text, alignment: 'right' });
  const row = (line: PrintedLine): TableCell[] => [
    line.description ?? '',
    right(quantityOf(line, locale)),
    right(money(line.unitPrice)),
    right(localePercent(line.rateMicros, RATE_SCALE, locale)),
    right(money(line.net)),
  ];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto', 'auto'],
      body: [LINE_HEADINGS.map((text) => ({ text, bold: true })), ...lines.map(row)],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 12],
  };
}

const quantityOf = (line: PrintedLine, locale: string) => {
  const quantity = localeNumber(line.quantityMicros, QUANTITY_SCALE, locale);
  return line.unit ? `${quantity} ${line.unit}` : quantity;
};

function totalsTable(document: PrintedDocument, money: (amount: bigint) => string): Content {
  return {
    table: {
      widths: ['*', 'auto'],
      body: [
        ['Net', { text: money(document.net), alignment: 'right' }],
        ['VAT', { text: money(document.tax), alignment: 'right' }],
        [
          { text: 'Total', bold: true },
          { text: money(document.total), alignment: 'right', bold: true },
        ],
      ],
    },
    layout: 'noBorders',
  };
}
