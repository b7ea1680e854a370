import { type Executor, readConsistently } from '../db/database.js';
import { unvaluedTransactions } from '../ledger/ledger-repository.js';
import { atRate, baseTotalsAt } from '../ledger/valuation.js';
import { compareBigints, groupBy, largestBy } from '../shared/collections.js';
import type { Money } from '../shared/money.js';
import {
  addToBoxes,
  DEFAULT_TREATMENT,
  type LineVat,
  reverseChargedTax,
  type TaxTreatment,
  type VatBoxSums,
  type VatSide,
  vatBoxesOf,
  vatPlacement,
} from '../tax/tax-treatment.js';
import type { Period } from './financial-statements.js';
import { reportFigures } from './report-figures.js';
import {
  documentsIssuedIn,
  type IssuedDocumentRow,
  journalEntriesTaxedIn,
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
  treatment: TaxTreatment;
  rateMicros: bigint;
  salesNet: Money;
  salesTax: Money;
  purchasesNet: Money;
  purchasesTax: Money;
  reverseChargeTax: Money;
}

export interface VatDocument {
  type: IssuedDocumentRow['type'] | 'INVOICE_WRITE_OFF';
  id: bigint;
  number: string | null;
  date: string;
  currency: string;
  net: Money;
  tax: Money;
  reverseChargeTax: Money;
  boxes: number[];
}

/** Box 5 is without its sign, as HMRC's VAT API takes it: this says which way it goes. */
export const NET_VAT_DUE_DIRECTIONS = ['payment', 'repayment'] as const;
export type NetVatDueDirection = (typeof NET_VAT_DUE_DIRECTIONS)[number];

export interface VatReturn extends Period {
  currency: string;
  boxes: VatBoxes;
  netVatDueDirection: NetVatDueDirection;
  rates: VatRateLine[];
  documents: VatDocument[];
  unvalued?: Awaited<ReturnType<typeof unvaluedTransactions>>;
}

/** A line's figures, in its document's currency or in the base currency, and how VAT applies to it. */
interface ValuedLine extends LineVat {
  line: TaxLineRow;
  treatment: TaxTreatment;
}

interface Valued extends LineVat {
  row: IssuedDocumentRow;
  side: VatSide;
  lines: ValuedLine[];
}

/**
 * The VAT return of a period, on the accrual basis: the VAT and net of the invoices (output) and
 * bills (input) issued in it, less those of the credit notes to clients and from suppliers, drafts
 * apart, each line in the boxes its treatment puts it (see tax-treatment.ts). In the base currency
 * each document counts at its rate as its postings do (its total, its tax and the VAT reverse
 * charged on it each at the rate, the net what is left), and its lines share those values, so that
 * the boxes are what moved the VAT control account; a document without a value is left out, its
 * transaction in `unvalued`. With `currency`, only the documents in it, in their own amounts. Boxes
 * 6 to 9 are whole pounds, pence left out, as HMRC takes them; nothing is recorded of trade with
 * the EU, so boxes 2, 8 and 9 are zero.
 */
export function vatReturn(
  db: Executor,
  companyId: bigint,
  { period, currency }: { period: Period; currency?: string },
): Promise<VatReturn> {
  return readConsistently(db, async (trx) => {
    const { figures, currency: shown } = await reportFigures(trx, companyId, currency);
    const inBase = figures === 'base';
    const documentValue = (row: IssuedDocumentRow, reverseCharged: Money) =>
      inBase ? baseValue(row, shown, reverseCharged) : ownValue(row, shown, reverseCharged);
    const side = async (which: Side): Promise<Valued[]> => {
      const vatSide = VAT_SIDES[which];
      const journals = await journalEntriesTaxedIn(trx, companyId, which, period);
      const issued = await linesIssuedIn(trx, companyId, which, period);
      const lines = groupBy([...issued, ...journals.lines], (line) => line.document_id);
      const rows = [...(await documentsIssuedIn(trx, companyId, which, period)), ...journals.documents];
      return rows.sort(byDate).flatMap((row) => {
        const own = (lines.get(row.id) ?? []).map((line) => ownFigures(vatSide, line));
        const value = documentValue(
          row,
          own.reduce((sum, line) => sum + line.reverseCharged, 0n),
        );
        const converted = inBase && row.currency !== shown;
        return value ? [{ row, side: vatSide, ...value, lines: shareOut(own, row, value, converted) }] : [];
      });
    };
    const documents = [...(await side('receivables')), ...(await side('payables'))];
    const reliefs = (await reliefsIn(trx, companyId, period)).flatMap((row) => {
      const value = reliefValue(row, shown, inBase);
      return value ? [{ row, ...value }] : [];
    });
    const boxes = boxesOf(documents, reliefs);
    return {
      from: period.from,
      to: period.to,
      currency: shown,
      boxes,
      netVatDueDirection: boxes.totalVatDue >= boxes.vatReclaimedCurrPeriod ? 'payment' : 'repayment',
      rates: ratesOf(documents),
      documents: [...documents.map(listed), ...reliefs.map(listedRelief)],
      ...(inBase ? { unvalued: await unvaluedTransactions(trx, companyId, period) } : {}),
    };
  });
}

const VAT_SIDES: Record<Side, VatSide> = { receivables: 'sales', payables: 'purchases' };

const byDate = (a: IssuedDocumentRow, b: IssuedDocumentRow) =>
  a.issue_date.localeCompare(b.issue_date) || compareBigints(a.id, b.id);

/** A line's figures in its document's currency: the VAT reverse charged only where this return accounts for it. */
function ownFigures(side: VatSide, line: TaxLineRow): ValuedLine {
  const treatment = (line.sales_tax_treatment ?? DEFAULT_TREATMENT) as TaxTreatment;
  const accounted = vatPlacement(side, treatment).reverseCharged;
  return {
    line,
    treatment,
    net: line.net_amount,
    tax: line.tax_amount,
    reverseCharged: accounted ? reverseChargedTax(treatment, line.net_amount, line.tax_rate_micros) : 0n,
  };
}

/** A document's net, tax and VAT reverse charged in the base currency, or undefined when it has no value. */
function baseValue(row: IssuedDocumentRow, base: string, reverseCharged: Money): LineVat | undefined {
  if (row.currency === base) return { net: row.net_amount, tax: row.tax_amount, reverseCharged };
  if (row.exchange_rate === null) return undefined;
  const { net, tax } = baseTotalsAt(
    { net: row.net_amount, tax: row.tax_amount, total: row.total_amount },
    row.exchange_rate,
  );
  return { net, tax, reverseCharged: atRate(reverseCharged, row.exchange_rate) };
}

const ownValue = (row: IssuedDocumentRow, currency: string, reverseCharged: Money): LineVat | undefined =>
  row.currency === currency ? { net: row.net_amount, tax: row.tax_amount, reverseCharged } : undefined;

const PARTS = ['net', 'tax', 'reverseCharged'] as const;

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
function shareOut(lines: ValuedLine[], row: IssuedDocumentRow, value: LineVat, converted: boolean): ValuedLine[] {
  const rate = converted ? row.exchange_rate : null;
  const convert = (amount: Money) => (rate === null ? amount : atRate(amount, rate));
  const shared = lines.map((own) => ({
    own,
    value: { ...own, net: convert(own.net), tax: convert(own.tax), reverseCharged: convert(own.reverseCharged) },
  }));
  for (const part of PARTS) {
    const left = value[part] - shared.reduce((sum, line) => sum + line.value[part], 0n);
    const largest = largestBy(shared, (line) => line.own[part]);
    if (largest) largest.value[part] += left;
  }
  return shared.map((line) => line.value);
}

/** Pounds without the pence, as boxes 6 to 9 are filed. */
const wholePounds = (amount: Money) => (amount / 100n) * 100n;

const absolute = (amount: Money) => (amount < 0n ? -amount : amount);

/** The boxes of the period: box 4 reclaims the VAT of its purchases and its bad-debt relief, box 7 only the purchases' net. */
function boxesOf(documents: Valued[], reliefs: Relief[]): VatBoxes {
  const sums: VatBoxSums = { box1: 0n, box4: 0n, box6: 0n, box7: 0n };
  for (const document of documents) {
    for (const line of document.lines) addToBoxes(sums, document.side, line.treatment, line);
  }
  for (const relief of reliefs) sums.box4 += relief.tax;
  return {
    vatDueSales: sums.box1,
    vatDueAcquisitions: 0n,
    totalVatDue: sums.box1,
    vatReclaimedCurrPeriod: sums.box4,
    netVatDue: absolute(sums.box1 - sums.box4),
    totalValueSalesExVAT: wholePounds(sums.box6),
    totalValuePurchasesExVAT: wholePounds(sums.box7),
    totalValueGoodsSuppliedExVAT: 0n,
    totalAcquisitionsExVAT: 0n,
  };
}

/** The figures of the lines of each sales tax and rate, highest rate first. */
function ratesOf(documents: Valued[]): VatRateLine[] {
  const rates = new Map<string, VatRateLine>();
  for (const { side, lines } of documents) {
    const [net, tax] =
      side === 'sales' ? (['salesNet', 'salesTax'] as const) : (['purchasesNet', 'purchasesTax'] as const);
    for (const { line, treatment, ...value } of lines) {
      const key = `${line.tax_rate_micros} ${line.sales_tax_code ?? ''}`;
      const rate = rates.get(key) ?? {
        salesTaxCode: line.sales_tax_code,
        treatment,
        rateMicros: line.tax_rate_micros,
        salesNet: 0n,
        salesTax: 0n,
        purchasesNet: 0n,
        purchasesTax: 0n,
        reverseChargeTax: 0n,
      };
      rate[net] += value.net;
      rate[tax] += value.tax;
      rate.reverseChargeTax += value.reverseCharged;
      rates.set(key, rate);
    }
  }
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
  reverseChargeTax: 0n,
  boxes: [4],
});

const listed = ({ row, side, net, tax, reverseCharged, lines }: Valued): VatDocument => ({
  type: row.type,
  id: row.id,
  number: row.number,
  date: row.issue_date,
  currency: row.currency,
  net,
  tax,
  reverseChargeTax: reverseCharged,
  boxes: [...new Set(lines.flatMap((line) => vatBoxesOf(side, line.treatment)))].sort((a, b) => a - b),
});
