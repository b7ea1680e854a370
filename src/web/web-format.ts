import { DEFAULT_LOCALE } from '../companies/company-details.js';
import type { Company } from '../companies/company-schemas.js';
import type { DocumentStatus } from '../documents/document-status.js';
import type { InvoiceView } from '../invoices/invoice-service.js';
import { localeDate, localeMoney, localeMonth, localeNumber } from '../pdf/pdf-render.js';
import type { Money } from '../shared/money.js';
import { QUANTITY_SCALE } from '../tax/tax.js';

/** How a page writes money and dates: in the company's locale, as its PDFs do. */
export interface Writers {
  money: (amount: Money, currency?: string) => string;
  date: (date: string) => string;
  /** The month a date falls in, with its year. */
  month: (date: string) => string;
  /** A quantity kept in millionths. */
  quantity: (micros: bigint) => string;
}

export function writersFor(company: Pick<Company, 'currency' | 'locale'>): Writers {
  const locale = company.locale ?? DEFAULT_LOCALE;
  return {
    money: (amount, currency = company.currency) => localeMoney(amount, currency, locale),
    date: (date) => localeDate(date, locale),
    month: (date) => localeMonth(date, locale),
    quantity: (micros) => localeNumber(micros, QUANTITY_SCALE, locale),
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

/** An invoice as a row of a list shows it. */
export const invoiceRow = (invoice: InvoiceView, write: Writers) => ({
  id: invoice.id,
  number: invoice.invoiceNumber,
  clientName: invoice.clientName,
  issueDate: write.date(invoice.issueDate),
  dueDate: write.date(invoice.dueDate),
  status: STATUS_NAMES[invoice.status],
  total: write.money(invoice.totalAmount, invoice.currency),
  outstanding: write.money(invoice.outstandingAmount, invoice.currency),
});
