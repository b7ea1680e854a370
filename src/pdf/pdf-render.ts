import { createRequire } from 'node:module';
import pdfmake, { type TDocumentDefinitions } from 'pdfmake';
import { formatMoney, type Money } from '../shared/money.js';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`pdfmake/fonts/Roboto/Roboto-${name}.ttf`);

/**
 * Helvetica, one of the standard 14 fonts every PDF reader holds: pdfkit ships its metrics, so it
 * needs no parsing and is not embedded, but it writes only WinAnsiEncoding's characters. Roboto, as
 * pdfmake ships it, writes the rest (Greek, Polish…), parsed for each document and embedded as a subset.
 */
const FONTS = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
  Roboto: {
    normal: fontFile('Regular'),
    bold: fontFile('Medium'),
    italics: fontFile('Italic'),
    bolditalics: fontFile('MediumItalic'),
  },
};
type FontFamily = keyof typeof FONTS;
// pdfkit takes a standard font's name for itself, never as a file to read.
const FONT_FILES = new Set([...Object.values(FONTS.Helvetica), ...Object.values(FONTS.Roboto)]);

/**
 * Text that WinAnsiEncoding writes whole (PDF 32000-1, Annex D.2): printable ASCII, Latin-1 and
 * the 27 characters it places at 0x80–0x9F (€, curly quotes, dashes…). A line break is never drawn.
 */
const WIN_ANSI_TEXT = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** The font family a document is written in: Helvetica when WinAnsi writes every text in it, else Roboto. */
export function fontFamilyFor(content: unknown): FontFamily {
  return textsOf(content).every((text) => WIN_ANSI_TEXT.test(text)) ? 'Helvetica' : 'Roboto';
}

function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (Array.isArray(content)) return content.flatMap(textsOf);
  if (content && typeof content === 'object') return Object.values(content).flatMap(textsOf);
  return [];
}

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

/** Whether pdfmake reads the image (a PNG or a JPEG), as it must to show it in a document. */
export async function isReadableImage(image: Buffer, mediaType: string): Promise<boolean> {
  const content = { image: `data:${mediaType};base64,${image.toString('base64')}`, fit: [10, 10] as [number, number] };
  return renderPdf({ content }).then(
    () => true,
    () => false,
  );
}

/**
 * Money as the locale writes it in its currency (`£1,968.00`, `1.968,00 €` in de-DE). Intl is given
 * the exact decimal string, never a float; and always two decimals, as the service keeps every
 * currency, so that no amount is rounded for being in a currency of fewer.
 */
export function localeMoney(amount: Money, currency: string, locale: string): string {
  const format = formatterOf(`money ${locale} ${currency}`, () =>
    Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return printable(format.format(formatMoney(amount, 'plain') as Intl.StringNumericLiteral));
}

/**
 * Intl's formatters, each made once for its locale and options: making one costs as much as
 * formatting hundreds of values, and a page or a PDF formats hundreds. Their number is bounded by
 * the locales and currencies that Intl accepts.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatterOf<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Formatter,
): Formatter {
  const made = (formatters.get(key) as Formatter | undefined) ?? make();
  formatters.set(key, made);
  return made;
}

/** A decimal kept scaled (a quantity in millionths) as the locale writes it: `1,234.5` in en-GB. */
export function localeNumber(units: bigint, scale: number, locale: string): string {
  const format = formatterOf(`number ${locale} ${scale}`, () =>
    Intl.NumberFormat(locale, { maximumFractionDigits: scale }),
  );
  return printable(format.format(decimalOf(units, scale)));
}

/** A rate kept scaled (0.2 as 200000 millionths) as the locale writes a percentage: `20%`, `17.5%`. */
export function localePercent(units: bigint, scale: number, locale: string): string {
  const format = formatterOf(`percent ${locale} ${scale}`, () =>
    Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: scale - 2 }),
  );
  return printable(format.format(decimalOf(units, scale)));
}

/**
 * Intl writes the spaces of some locales' numbers (fr-FR's thousands, before `%` and `€`) as U+202F,
 * which neither Helvetica nor Roboto as pdfmake ships it can draw: a no-break space, which both can.
 */
const printable = (text: string) => text.replaceAll('\u202f', '\u00a0');

/** The exact decimal string of a scaled decimal, for Intl to read without a float. */
function decimalOf(units: bigint, scale: number): Intl.StringNumericLiteral {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const sign = units < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}` as Intl.StringNumericLiteral;
}

/** A date (`YYYY-MM-DD`) as the locale writes it in full: `22 November 2026` in en-GB. */
export function localeDate(date: string, locale: string): string {
  const format = formatterOf(`date ${locale}`, () =>
    Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The month of a date with its year, in the locale's short form ("Nov 2026"). */
export function localeMonth(date: string, locale: string): string {
  const format = formatterOf(`month ${locale}`, () =>
    Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}
