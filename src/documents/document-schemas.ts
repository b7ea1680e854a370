import { type TSchema, Type } from '@sinclair/typebox';
import { TaxRate } from '../sales-taxes/sales-tax-schemas.js';
import { exchangeRateNumber } from '../shared/exchange-rate.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { Code, CurrencyCode, DateOutput, IdInput, IsoDate, MoneyOutput, OptionalText } from '../shared/schemas.js';
import { DocumentExchangeRateInput } from './document-rate.js';
import type { DocumentAmounts } from './document-reads.js';
import type { DocumentStatus } from './document-status.js';

/** A line quantity: up to 6 decimals, negative for a discount line. */
export const Quantity = Type.Number({
  minimum: -1_000_000_000,
  maximum: 1_000_000_000,
  'x-max-decimals': 6,
  description: 'At most 6 decimals; negative for a discount line.',
  examples: [2],
});

/** The tax of a line, by TAX_FORM: `salesTaxCode` (form A), `vatRate` (form B), either one (auto). */
export const lineTaxFields = {
  salesTaxCode: Type.Optional({
    ...Code,
    description: 'The code of a sales tax of the company (TAX_FORM A or auto); not with vatRate.',
    examples: ['STANDARD'],
  }),
  vatRate: Type.Optional({
    ...TaxRate,
    description: 'A tax rate from 0 to 1 (TAX_FORM B or auto); not with salesTaxCode.',
  }),
};

export const lineInputFields = {
  id: Type.Optional(IdInput),
  quantity: Quantity,
  ...lineTaxFields,
  description: OptionalText(1000),
};

export const documentInputFields = {
  id: Type.Optional(IdInput),
  currency: CurrencyCode,
  issueDate: IsoDate,
  dueDate: { ...IsoDate, description: 'Not before issueDate.' },
  exchangeRate: Type.Optional(DocumentExchangeRateInput),
};

export const lineOutputTaxFields = {
  salesTaxCode: Type.Optional(Type.String()),
  vatRate: Type.Optional(Type.Number()),
  description: Type.Optional(Type.String()),
};

export const lineOutputAmounts = {
  netAmount: { ...MoneyOutput, description: 'quantity × unit price, rounded half-up to the cent.' },
  taxAmount: {
    ...MoneyOutput,
    description: 'netAmount × the tax rate, rounded half-up to the cent: the VAT charged, none under a reverse charge.',
  },
  reverseChargeTaxAmount: Type.Optional({
    ...MoneyOutput,
    description:
      'Under a reverse charge only: netAmount × the tax rate, the VAT the buyer accounts for (as output and input VAT) instead of paying it to the seller; not in totalAmount.',
  }),
};

export const documentOutputDates = {
  currency: Type.String({ examples: ['GBP'] }),
  issueDate: DateOutput,
  dueDate: { ...DateOutput, examples: ['2026-12-22'] },
};

export const documentOutputAmounts = {
  netAmount: MoneyOutput,
  taxAmount: MoneyOutput,
  totalAmount: { ...MoneyOutput, description: 'The sum of the nets plus the sum of the taxes.' },
  outstandingAmount: {
    ...MoneyOutput,
    description:
      'totalAmount less what payments, allocations of credit notes and refunds took from it; 0.00 on a draft, which owes nothing until it is issued.',
  },
  exchangeRate: Type.Optional(
    Type.Number({
      description:
        "Units of the base currency for one unit of the document's currency, at which its postings are valued; left out in the base currency and while no rate is known.",
    }),
  ),
  baseNetAmount: Type.Optional({ ...MoneyOutput, description: 'With exchangeRate: baseTotalAmount − baseTaxAmount.' }),
  baseTaxAmount: Type.Optional({
    ...MoneyOutput,
    description:
      'With exchangeRate: taxAmount in the base currency, as a tax return counts it (taxAmount × exchangeRate).',
  }),
  baseTotalAmount: Type.Optional({ ...MoneyOutput, description: 'With exchangeRate: totalAmount × exchangeRate.' }),
};

const DEBT_STATUS_MEANINGS: Record<DocumentStatus, string> = {
  draft: '`draft`: not issued, it owes nothing',
  writtenOff: '`writtenOff`: what was left of it was written off as a bad debt',
  paid: '`paid`: nothing outstanding (so also with a zero total)',
  overdue: '`overdue`: something outstanding, and dueDate before today (in UTC)',
  partiallyPaid: '`partiallyPaid`: part of it settled, not yet past due',
  open: '`open`: none of it settled, not yet past due',
};

const CREDIT_STATUS_MEANINGS: Partial<Record<DocumentStatus, string>> = {
  draft: '`draft`: not issued, it holds no credit',
  paid: '`paid`: all of its credit allocated or refunded (so also with a zero total)',
  partiallyPaid: '`partiallyPaid`: part of its credit allocated or refunded',
  open: '`open`: none of its credit used',
};

/**
 * The status of a kind of document, of those it can have, each explained: derived from the
 * document and what settled it (see documentStatus), never kept apart from them. Typed as any
 * status, since one derivation serves every kind; the enum documents those of the kind.
 */
export function documentStatusField(owed: 'debt' | 'credit', statuses: readonly DocumentStatus[]) {
  const meanings = owed === 'debt' ? DEBT_STATUS_MEANINGS : CREDIT_STATUS_MEANINGS;
  const applying = Object.entries(meanings).filter(([status]) => statuses.includes(status as DocumentStatus));
  const never = owed === 'credit' ? ' A credit never falls overdue: its holder uses it when they choose.' : '';
  return Type.Unsafe<DocumentStatus>({
    type: 'string',
    enum: statuses,
    description: `Derived from the document and what settled it, the first that applies of: ${applying
      .map(([, meaning]) => meaning)
      .join('; ')}.${never}`,
  });
}

/**
 * A document's answer fields of its totals, its status, its rate and its totals in the base
 * currency. Those of the rate are undefined, and so left out of the answer, when it has no rate.
 */
export function presentDocumentAmounts(document: DocumentAmounts, format: MoneyFormat) {
  const { exchangeRate, baseAmounts } = document;
  const rated = exchangeRate !== null && baseAmounts !== null;
  return {
    netAmount: formatMoney(document.netAmount, format),
    taxAmount: formatMoney(document.taxAmount, format),
    totalAmount: formatMoney(document.totalAmount, format),
    outstandingAmount: formatMoney(document.outstandingAmount, format),
    status: document.status,
    exchangeRate: rated ? exchangeRateNumber(exchangeRate) : undefined,
    baseNetAmount: rated ? formatMoney(baseAmounts.net, format) : undefined,
    baseTaxAmount: rated ? formatMoney(baseAmounts.tax, format) : undefined,
    baseTotalAmount: rated ? formatMoney(baseAmounts.total, format) : undefined,
  };
}

/** The lines of a create: at least one. */
export const linesOnCreate = <Line extends TSchema>(line: Line) => Type.Array(line, { minItems: 1, maxItems: 1000 });

/** The lines of an update, merged into the document's. */
export const linesOnUpdate = <Line extends TSchema>(line: Line) =>
  Type.Optional(
    Type.Array(line, {
      maxItems: 1000,
      description: 'A line with an id replaces that line, one without is added; lines left out stay.',
    }),
  );
