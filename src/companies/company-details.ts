import type { CompaniesTable } from '../db/tables.js';
import { type FieldError, ruleViolation } from '../shared/errors.js';
import type { Company, CompanyUpdate } from './company-schemas.js';

/** The locale of a company that set none. */
export const DEFAULT_LOCALE = 'en-GB';

/** Each detail of the company (see Company) and its column. */
export const DETAIL_COLUMNS = {
  legalName: 'legal_name',
  tradingName: 'trading_name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  postcode: 'postcode',
  countryCode: 'country_code',
  companyNumber: 'company_number',
  vatNumber: 'vat_number',
  email: 'email',
  phone: 'phone',
  website: 'website',
  paymentInstructions: 'payment_instructions',
  invoiceFooter: 'invoice_footer',
  paymentTermsDays: 'payment_terms_days',
  locale: 'locale',
} as const satisfies Record<string, keyof CompaniesTable>;

export type DetailField = keyof typeof DETAIL_COLUMNS;
type DetailColumn = (typeof DETAIL_COLUMNS)[DetailField];
export type DetailRow = {
  [Column in DetailColumn]: Column extends 'payment_terms_days' ? number | null : string | null;
};

/** The ISO 3166-1 alpha-2 codes: written here, as the ICU of a Node release may know others (EU, XK) or fewer. */
const COUNTRY_CODES = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/),
);

/** The details a company's answer shows: those it set, and its locale, en-GB unless it set another. */
export function detailsOf(row: DetailRow) {
  const shown: Record<string, string | number> = {};
  for (const [field, column] of Object.entries(DETAIL_COLUMNS)) {
    const value = row[column];
    if (value !== null) shown[field] = value;
  }
  return { ...shown, locale: row.locale ?? DEFAULT_LOCALE } as Partial<Pick<Company, DetailField>> & {
    locale: string;
  };
}

/**
 * The columns an update sets: each detail it gives, null to unset it; a country code in upper case.
 * A country code no country has, or a locale Intl cannot format in, is refused, each named.
 */
export function detailChanges(input: CompanyUpdate): Partial<DetailRow> {
  const errors = [countryRefusal(input.countryCode), localeRefusal(input.locale)].filter(
    (error): error is FieldError => error !== undefined,
  );
  if (errors.length > 0) throw ruleViolation('The company details are not valid', errors);
  const changes: Partial<DetailRow> = {};
  for (const [field, column] of Object.entries(DETAIL_COLUMNS)) {
    const value = input[field as DetailField];
    if (value === undefined) continue;
    const upper = field === 'countryCode' && typeof value === 'string';
    Object.assign(changes, { [column]: upper ? value.toUpperCase() : value });
  }
  return changes;
}

function countryRefusal(code: string | null | undefined): FieldError | undefined {
  if (code == null || COUNTRY_CODES.has(code.toUpperCase())) return undefined;
  return { path: 'countryCode', message: `no country has the ISO 3166-1 alpha-2 code ${code}` };
}

function localeRefusal(locale: string | null | undefined): FieldError | undefined {
  if (locale == null) return undefined;
  try {
    if (Intl.NumberFormat.supportedLocalesOf([locale]).length === 1) return undefined;
  } catch {
    // Not a BCP 47 language tag at all: refused below alike.
  }
  return { path: 'locale', message: `${locale} is not a locale the service can write dates and money in` };
}
