import type { Executor } from '../db/database.js';
import { type PostingSign, salesTransaction } from '../invoices/invoice-posting.js';
import type { InvoiceLineInput } from '../invoices/invoice-schemas.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import { settlementsOf } from '../settlements/settlement-repository.js';
import { parseScaled } from '../shared/decimal.js';
import { parseMoney } from '../shared/money.js';
import { type DocumentTotals, QUANTITY_SCALE } from '../tax/tax.js';
import { resolveTaxes, type TaxForm, UNTAXED } from '../tax/tax-choice.js';
import type { LineRequest } from './document-engine.js';
import { priceLine } from './document-lines.js';
import type { DocumentValuation } from './document-rate.js';
import { type StoredLine, storedLine } from './document-reads.js';

// The lines of what is sold (invoices, credit notes): priced by `rate`, with an optional unit label.

export type SalesExtra = { item: string | null };
export type SalesLine = StoredLine<SalesExtra>;
type SalesLineInput = InvoiceLineInput;

/** The columns of the lines of what is sold, beyond those every line has. */
export const SALES_LINE_STORE = { lineColumns: { item: 'text' }, lineLookups: {} } as const;

const salesExtraColumns = (extra: SalesExtra) => ({ item: extra.item });

const toSalesLine = (row: Parameters<typeof storedLine>[0] & { item: string | null }): SalesLine =>
  storedLine(row, { item: row.item });

/** Prices line inputs; their sales taxes are looked up in one query. */
async function readSalesLines(
  db: Executor,
  companyId: bigint,
  taxForm: TaxForm,
  requests: LineRequest<SalesLineInput, SalesLine>[],
): Promise<Omit<SalesLine, 'id'>[]> {
  const taxes = await resolveTaxes(
    db,
    companyId,
    taxForm,
    requests.map(({ input, path }) => ({ fields: input, path })),
  );
  return requests.map(({ input }, index) => {
    const { id: _id, ...line } = priceLine({
      id: 0n,
      quantityMicros: parseScaled(input.quantity, QUANTITY_SCALE) ?? 0n,
      unitPrice: parseMoney(input.rate) ?? 0n,
      tax: taxes[index] ?? UNTAXED,
      description: input.description ?? null,
      extra: { item: input.item ?? null },
    });
    return { ...line, salesTaxCode: input.salesTaxCode ?? null };
  });
}

/** What every kind of document to a client shares: its party, its lines and how they are read. */
export const SALES_SIDE = {
  party: { table: 'clients', noun: 'client', nameField: 'clientName', idField: 'clientId' },
  partyOf: (input: { clientId?: number | string | undefined; clientName?: string | undefined }) => ({
    id: input.clientId,
    name: input.clientName,
  }),
  extraColumns: salesExtraColumns,
  toLine: toSalesLine,
  readLines: readSalesLines,
  /** Once paid, or credited, a document to a client is never a draft again. */
  keptWhilePaid: (current: { draft: boolean }, input: { draft?: boolean | undefined }) => [
    { path: 'draft', was: false, now: input.draft ?? current.draft },
  ],
} as const;

/** The store of a kind of document to a client. */
export const salesStore = <T extends 'invoices' | 'credit_notes'>(
  table: T,
  lineTable: 'invoice_lines' | 'credit_note_lines',
) =>
  ({
    table,
    lineTable,
    party: { table: 'clients', column: 'client_id' },
    settledBy: settlementsOf(table),
    ...SALES_LINE_STORE,
  }) as const;

/** What a kind of document to a client posts (see salesTransaction): nothing as a draft. */
export const salesPosting =
  (type: 'INVOICE' | 'CREDIT_NOTE', sign: PostingSign) =>
  (
    document: { id: bigint; issue_date: string; currency: string; draft?: boolean | undefined },
    _lines: unknown,
    totals: DocumentTotals,
    accounts: SystemAccounts,
    valuation: DocumentValuation,
  ) =>
    document.draft
      ? null
      : salesTransaction(
          { source: { type, id: document.id }, issueDate: document.issue_date, currency: document.currency },
          totals,
          accounts,
          valuation,
          sign,
        );
