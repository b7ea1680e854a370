import { type Executor, readConsistently } from '../db/database.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import { atRate, baseTotalsAt } from '../ledger/valuation.js';
import { compareBigints, groupBy, largestBy } from '../shared/collections.js';
import type { Money } from '../shared/money.js';
import type { Period } from './financial-statements.js';
import { reportFigures } from './report-figures.js';
import {
  documentsIssuedIn,
  type IssuedDocumentRow,
  linesIssuedIn,
  type ReliefRow,
  reliefsIn,
  type Side,
  type TaxLineRow,
} from './report-repository.js';

/** The nine boxes of a UK VAT return, named as HMRC's VAT API names them. */
export interface VatBoxes {
  vatDueSales: Money;
  vatDueAcquisitions: Money;
  totalVatDue: Money;
  vatReclaimedCurrPeriod: Money;
  netVatDue: Money;
  totalValueSalesExVAT: Money;
  totalValuePurchasesExVAT: Money;
  totalValueGoodsSuppliedExVAT: Money;
  totalAcquisitionsExVAT: Money;
}

export interface VatRateLine {
  salesTaxCode: string | null;
  rateMicros: bigint;
  salesNet: Money;
  salesTax: Money;
  purchasesNet: Money;
  purchasesTax: Money;
}

export interface VatDocument {
  type: IssuedDocumentRow['type'] | 'INVOICE_WRITE_OFF';
  id: bigint;
  number: string | null;
  date: string;
  currency: string;
  net: Money;
  tax: Money;
  boxes: number[];
}

export interface VatReturn extends Period {
  currency: string;
  boxes: VatBoxes;
  rates: VatRateLine[];
  documents: VatDocument[];
  unvalued?: Awaited<ReturnType<typeof unvaluedTransactions>>;
}

interface Valued {
  row: IssuedDocumentRow;
  net: Money;
  tax: Money;
  lines: { line: TaxLineRow; net: Money; tax: Money }[];
}

/**
 * The VAT return of a period, on the accrual basis: the VAT and net of the invoices (output) and
 * bills (input) issued in it, less those of the credit notes to clients and from suppliers, drafts apart. In the base currency each document counts at its rate as
 * its postings do (its total and its tax each at the rate, the net what is left), and its lines
 * share those values, so that the boxes are what moved the VAT control account; a document without
 * a value is left out, its transaction in `unvalued`. With `currency`, only the documents in it, in
 * their own amounts. Boxes 6 to 9 are whole pounds, pence left out, as HMRC takes them; nothing is
 * recorded of trade with the EU, so boxes 2, 8 and 9 are zero.
 */
export function vatReturn(
  db: Executor,
  companyId: bigint,
  { period, currency }: { period: Period; currency?: string },
): Promise<VatReturn> {
  return readConsistently(db, async (trx) => {
    const { figures, currency: shown } = await reportFigures(trx, companyId, currency);
    const inBase = figures === 'base';
    const documentValue = (row: IssuedDocumentRow) => (inBase ? baseValue(row, shown) : ownValue(row, shown));
    const side = async (which: Side) => {
      const lines = groupBy(await linesIssuedIn(trx, companyId, which, period), (line) => line.document_id);
      return (await documentsIssuedIn(trx, companyId, which, period)).flatMap((row) => {
        const value = documentValue(row);
        const converted = inBase && row.currency !== shown;
        return value ? [{ row, ...value, lines: shareOut(lines.get(row.id) ?? [], row, value, converted) }] : [];
      });
    };
    const sales = await side('receivables');
    const purchases = await side('payables');
    const reliefs = (await reliefsIn(trx, companyId, period)).flatMap((row) => {
      const value = reliefValue(row, shown, inBase);
      return value ? [{ row, ...value }] : [];
    });
    return {
      from: period.from,
      to: period.to,
      currency: shown,
      boxes: boxesOf(sales, purchases, reliefs),
      rates: ratesOf(sales, purchases),
      documents: [
        ...sales.map((document) => listed(document, [1, 6])),
        ...purchases.map((document) => listed(document, [4, 7])),
        ...reliefs.map(listedRelief),
      ],
      ...(inBase ? { unvalued: await unvaluedTransactions(trx, companyId, period) } : {}),
    };
  });
}

/** A document's net and tax in the base currency, or undefined when it has no value. */
function baseValue(row: IssuedDocumentRow, base: string) {
  if (row.currency === base) return { net: row.net_amount, tax: row.tax_amount };
  if (row.exchange_rate === null) return undefined;
  const { net, tax } = baseTotalsAt(
    { net: row.net_amount, tax: row.tax_amount, total: row.total_amount },
    row.exchange_rate,
  );
  return { net, tax };
}

const ownValue = (row: IssuedDocumentRow, currency: string) =>
  row.currency === currency ? { net: row.net_amount, tax: row.tax_amount } : undefined;

interface Relief {
  row: ReliefRow;
  net: Money;
  tax: Money;
}

/**
 * Bad-debt relief: the VAT a write-off reclaimed, and the net it sent to bad debts. In the base
 * currency its VAT counts at its invoice's rate, as the invoice's VAT did, and its net is the rest
 * of what it cleared of the invoice; undefined when it has no value, or with `currency` in another.
 */
function reliefValue(row: ReliefRow, shown: string, inBase: boolean): Omit<Relief, 'row'> | undefined {
  const own = { net: row.amount - row.vat_amount, tax: row.vat_amount };
  if (row.currency === shown) return own;
  if (!inBase || row.base_amount === null || row.exchange_rate === null) return undefined;
  const tax = atRate(row.vat_amount, row.exchange_rate);
  return { net: row.base_amount - tax, tax };
}

/**
 * The document's lines with its values shared out: each line in its own amounts or, `converted`, at
 * the document's rate, and the line of the largest amount takes what the rounding left over, so
 * that the lines add up to the document.
 */
function shareOut(lines: TaxLineRow[], row: IssuedDocumentRow, value: { net: Money; tax: Money }, converted: boolean) {
  const rate = converted ? row.exchange_rate : null;
  const convert = (amount: Money) => (rate === null ? amount : atRate(amount, rate));
  const shared = lines.map((line) => ({ line, net: convert(line.net_amount), tax: convert(line.tax_amount) }));
  for (const part of ['net', 'tax'] as const) {
    const left = value[part] - shared.reduce((sum, line) => sum + line[part], 0n);
    const largest = largestBy(shared, (line) => line.line[part === 'net' ? 'net_amount' : 'tax_amount']);
    if (largest) largest[part] += left;
  }
  return shared;
}

const sum = (documents: Valued[], part: 'net' | 'tax') =>
  documents.reduce((total, document) => total + document[part], 0n);

/** Pounds without the pence, as boxes 6 to 9 are filed. */
const wholePounds = (amount: Money) => (amount / 100n) * 100n;

/** The boxes of the period: box 4 reclaims the VAT of its purchases and its bad-debt relief, box 7 only the purchases' net. */
function boxesOf(sales: Valued[], purchases: Valued[], reliefs: Relief[]): VatBoxes {
  const vatDueSales = sum(sales, 'tax');
  const vatReclaimedCurrPeriod = sum(purchases, 'tax') + reliefs.reduce((total, relief) => total + relief.tax, 0n);
  return {
    vatDueSales,
    vatDueAcquisitions: 0n,
    totalVatDue: vatDueSales,
    vatReclaimedCurrPeriod,
    netVatDue: vatDueSales - vatReclaimedCurrPeriod,
    totalValueSalesExVAT: wholePounds(sum(sales, 'net')),
    totalValuePurchasesExVAT: wholePounds(sum(purchases, 'net')),
    totalValueGoodsSuppliedExVAT: 0n,
    totalAcquisitionsExVAT: 0n,
  };
}

/** The net and tax of the lines of each sales tax and rate, highest rate first. */
function ratesOf(sales: Valued[], purchases: Valued[]): VatRateLine[] {
  const rates = new Map<string, VatRateLine>();
  const add = (documents: Valued[], net: 'salesNet' | 'purchasesNet', tax: 'salesTax' | 'purchasesTax') => {
    for (const { line, ...value } of documents.flatMap((document) => document.lines)) {
      const key = `${line.tax_rate_micros} ${line.sales_tax_code ?? ''}`;
      const rate = rates.get(key) ?? {
        salesTaxCode: line.sales_tax_code,
        rateMicros: line.tax_rate_micros,
        salesNet: 0n,
        salesTax: 0n,
        purchasesNet: 0n,
        purchasesTax: 0n,
      };
      rate[net] += value.net;
      rate[tax] += value.tax;
      rates.set(key, rate);
    }
  };
  add(sales, 'salesNet', 'salesTax');
  add(purchases, 'purchasesNet', 'purchasesTax');
  return [...rates.values()].sort(
    (a, b) => compareBigints(b.rateMicros, a.rateMicros) || (a.salesTaxCode ?? '').localeCompare(b.salesTaxCode ?? ''),
  );
}

/** A write-off with relief in the list: its invoice's number and currency, its VAT in box 4. */
const listedRelief = ({ row, net, tax }: Relief): VatDocument => ({
  type: 'INVOICE_WRITE_OFF',
  id: row.id,
  number: row.number,
  date: row.date,
  currency: row.currency,
  net,
  tax,
  boxes: [4],
});

const listed = ({ row, net, tax }: Valued, boxes: number[]): VatDocument => ({
  type: row.type,
  id: row.id,
  number: row.number,
  date: row.issue_date,
  currency: row.currency,
  net,
  tax,
  boxes,
});
