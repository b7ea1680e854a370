import { createRequire } from 'node:module';
import pdfmake, { type TDocumentDefinitions } from 'pdfmake';
import { formatMoney, type Money } from '../shared/money.js';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`pdfmake/fonts/Roboto/Roboto-${name}.ttf`);

/** Roboto, as pdfmake ships it: embedded (as subsets) in every PDF, so it reads the same everywhere. */
const FONTS = {
  Roboto: {
    normal: fontFile('Regular'),
    bold: fontFile('Medium'),
    italics: fontFile('Italic'),
    bolditalics: fontFile('MediumItalic'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));

pdfmake.setFonts(FONTS);
// A document is built from the company's records only: it reads no URL and no file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/**
 * Stands for the creation date of a document that gives none: the PDF format wants one, and the
 * same document must give the same bytes whenever it is rendered (as reproducible builds do, it is
 * the epoch rather than the time of the render).
 */
const FIXED_CREATION_DATE = new Date(0);

/** The PDF of a pdfmake definition: the same definition gives the same bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const info = { ...definition.info, creationDate: definition.info?.creationDate ?? FIXED_CREATION_DATE };
  return pdfmake.createPdf({ pageSize: 'A4', ...definition, info }).getBuffer();
}

/** The locale of a company that chose none. */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * Money as the locale writes it in its currency (`£1,968.00`, `1.968,00 €` in de-DE). Intl is given
 * the exact decimal string, never a float; and always two decimals, as the service keeps every
 * currency, so that no amount is rounded for being in a currency of fewer.
 */
export function localeMoney(amount: Money, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(formatMoney(amount, 'plain') as Intl.StringNumericLiteral);
}

/** A decimal kept scaled (a quantity in millionths) as the locale writes it: `1,234.5` in en-GB. */
export function localeNumber(units: bigint, scale: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: scale }).format(decimalOf(units, scale));
}

/** A rate kept scaled (0.2 as 200000 millionths) as the locale writes a percentage: `20%`, `17.5%`. */
export function localePercent(units: bigint, scale: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: scale - 2 });
  return format.format(decimalOf(units, scale));
}

/** The exact decimal string of a scaled decimal, for Intl to read without a float. */
function decimalOf(units: bigint, scale: number): Intl.StringNumericLiteral {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const sign = units < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}` as Intl.StringNumericLiteral;
}

/** A date (`YYYY-MM-DD`) as the locale writes it in full: `22 November 2026` in en-GB. */
export function localeDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
