import { DEFAULT_LOCALE } from '../companies/company-details.js';
import { type CompanyLogo, findCompany, findLogo } from '../companies/company-repository.js';
import type { Executor } from '../db/database.js';
import { notFound } from '../shared/errors.js';

/** The company as the head and foot of each of its documents show it. */
export interface PrintedCompany {
  name: string;
  /** Its address, numbers and contacts, a line each, those it has set. */
  details: string[];
  logo: CompanyLogo | undefined;
  paymentInstructions: string | null;
  footer: string | null;
  locale: string;
  baseCurrency: string;
}

const present = (lines: (string | null | false)[]) => lines.filter((line): line is string => Boolean(line));

export async function printedCompany(db: Executor, companyId: bigint): Promise<PrintedCompany> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Company', companyId);
  return {
    name: company.legal_name ?? company.name,
    details: present([
      company.trading_name !== null && `Trading as ${company.trading_name}`,
      company.address_line1,
      company.address_line2,
      company.city,
      company.postcode,
      company.country_code,
      company.company_number !== null && `Company number ${company.company_number}`,
      company.vat_number !== null && `VAT number ${company.vat_number}`,
      company.email,
      company.phone,
      company.website,
    ]),
    logo: await findLogo(db, companyId),
    paymentInstructions: company.payment_instructions,
    footer: company.invoice_footer,
    locale: company.locale ?? DEFAULT_LOCALE,
    baseCurrency: company.currency,
  };
}
