import { DEFAULT_LOCALE } from '../companies/company-details.js';
import type { Company } from '../companies/company-schemas.js';
import { localeDate, localeMoney } from '../pdf/pdf-render.js';
import type { Money } from '../shared/money.js';

/** How a page writes money and dates: in the company's locale, as its PDFs do. */
export interface Writers {
  money: (amount: Money, currency?: string) => string;
  date: (date: string) => string;
}

export function writersFor(company: Pick<Company, 'currency' | 'locale'>): Writers {
  const locale = company.locale ?? DEFAULT_LOCALE;
  return {
    money: (amount, currency = company.currency) => localeMoney(amount, currency, locale),
    date: (date) => localeDate(date, locale),
  };
}
