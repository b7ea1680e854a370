import { DEFAULT_LOCALE } from '../companies/company-details.js';
import type { Company } from '../companies/company-schemas.js';
import type { DocumentStatus } from '../documents/document-status.js';
import { localeDate, localeMoney, localeMonth, localeNumber } from '../pdf/pdf-render.js';
import type { Money } from '../shared/money.js';
import { QUANTITY_SCALE } from '../tax/tax.js';
import type { DocumentOnPage } from './web-sides.js';

/** How a page writes money and dates: in the company's locale, as its PDFs do. */
export interface Writers {
  money: (amount: Money, currency?: string) => string;
  date: (date: string) => string;
  /** The month a date falls in, with its year. */
  month: (date: string) => string;
  /** A quantity kept in millionths. */
  quantity: (micros: bigint) => string;
  /** A moment (an ISO timestamp), to the minute, in UTC as the service keeps it. */
  moment: (timestamp: string) => string;
}

export function writersFor(company: Pick<Company, 'currency' | 'locale'>): Writers {
  const locale = company.locale ?? DEFAULT_LOCALE;
  return {
    money: (amount, currency = company.currency) => localeMoney(amount, currency, locale),
    date: (date) => localeDate(date, locale),
    month: (date) => localeMonth(date, locale),
    quantity: (micros) => localeNumber(micros, QUANTITY_SCALE, locale),
    moment: (timestamp) =>
      `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(timestamp))} UTC`,
  };
}

/** A document's status as a person reads it. */
export const STATUS_NAMES: Record<DocumentStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  partiallyPaid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  writtenOff: 'Written off',
};

/** A document as a row of a list shows it. */
export const documentRow = (document: DocumentOnPage, write: Writers) => ({
  id: document.id,
  number: document.number,
  partyName: document.partyName,
  issueDate: write.date(document.issueDate),
  dueDate: write.date(document.dueDate),
  status: STATUS_NAMES[document.status],
  total: write.money(document.totalAmount, document.currency),
  outstanding: write.money(document.outstandingAmount, document.currency),
});
