import { purchaseTransaction } from '../bills/bill-posting.js';
import { CATEGORY_CODE, categoryAccounts } from '../bills/bill-repository.js';
import type { BillLineInput } from '../bills/bill-schemas.js';
import type { Executor } from '../db/database.js';
import type { PostingSign } from '../invoices/invoice-posting.js';
import type { SystemAccounts } from '../ledger/system-accounts.js';
import { settlementsOf } from '../settlements/settlement-repository.js';
import { parseScaled } from '../shared/decimal.js';
import { type FieldError, invalid, ruleViolation } from '../shared/errors.js';
import { parseMoney } from '../shared/money.js';
import { type DocumentTotals, QUANTITY_SCALE } from '../tax/tax.js';
import { resolveTaxes, type TaxForm, UNTAXED } from '../tax/tax-choice.js';
import type { LineRequest } from './document-engine.js';
import { type DocumentLine, priceLine } from './document-lines.js';
import type { DocumentValuation } from './document-rate.js';
import { type StoredLine, storedLine } from './document-reads.js';

// The lines of what is bought (bills, supplier credits): priced by `unitPrice`, each booked to a category.

export type PurchaseExtra = { categoryAccountId: bigint; categoryCode: string };
export type PurchaseLine = StoredLine<PurchaseExtra>;

const PURCHASE_LINE_STORE = {
  lineColumns: { category_account_id: 'bigint' },
  lineLookups: { category_code: CATEGORY_CODE },
} as const;

const purchaseExtraColumns = (extra: PurchaseExtra) => ({ category_account_id: extra.categoryAccountId });

const toPurchaseLine = (
  row: Parameters<typeof storedLine>[0] & { category_account_id: bigint; category_code: string },
): PurchaseLine => storedLine(row, { categoryAccountId: row.category_account_id, categoryCode: row.category_code });

type LineRequests = LineRequest<BillLineInput, PurchaseLine>[];

/**
 * The category of each line: an expense, asset or liability account of the chart that is neither a
 * bank nor a system account (the control accounts among them). A bill buys; it earns nothing and
 * owes no capital, so income and equity accounts are not categories; a supplier's credit note
 * takes back what a bill booked, to the same kinds of account.
 */
const NOT_BOUGHT = new Set(['INCOME', 'EQUITY']);

async function resolveCategories(
  db: Executor,
  companyId: bigint,
  requests: LineRequests,
  noun: string,
): Promise<PurchaseExtra[]> {
  const at = (path: string) => (path ? `${path}.categoryCode` : 'categoryCode');
  const missing = requests.filter((request) => request.input.categoryCode === undefined && !request.replacing);
  if (missing.length > 0) {
    throw invalid(
      `Every new ${noun} line needs a categoryCode`,
      missing.map((r) => ({ path: at(r.path), message: 'is required' })),
    );
  }
  const accounts = await categoryAccounts(
    db,
    companyId,
    requests.flatMap(({ input }) => (input.categoryCode === undefined ? [] : [input.categoryCode])),
  );
  const errors: FieldError[] = [];
  const categories = requests.map(({ input, path, replacing }): PurchaseExtra => {
    if (input.categoryCode === undefined) return (replacing as PurchaseLine).extra;
    const account = accounts.get(input.categoryCode);
    if (!account) errors.push({ path: at(path), message: `no account has the code ${input.categoryCode}` });
    else if (account.system_role !== null) {
      errors.push({
        path: at(path),
        message: `is the ${account.system_role} system account, which ${noun}s do not post to`,
      });
    } else if (account.bank_account_id !== null) {
      errors.push({ path: at(path), message: `is the ledger account of bank account ${account.bank_account_id}` });
    } else if (NOT_BOUGHT.has(account.type)) {
      errors.push({ path: at(path), message: `is an ${account.type} account, which a ${noun}'s cost cannot go to` });
    }
    return { categoryAccountId: account?.id ?? 0n, categoryCode: input.categoryCode };
  });
  if (errors.length > 0)
    throw ruleViolation(`Every categoryCode must name an account that a ${noun} may post to`, errors);
  return categories;
}

/** Prices line inputs, their taxes and categories looked up in two queries. */
export async function readPurchaseLines(
  db: Executor,
  companyId: bigint,
  taxForm: TaxForm,
  requests: LineRequests,
  lineCall: boolean,
  noun = 'bill',
): Promise<Omit<PurchaseLine, 'id'>[]> {
  const taxes = await resolveTaxes(
    db,
    companyId,
    taxForm,
    // A line call may carry vatRate whatever the form (as the spec shows), and a line stored so
    // may be sent back so: a bill read with GET goes back with PUT as it is.
    requests.map(({ input, path, replacing }) => ({
      fields: input,
      path,
      vatRateAlwaysAllowed: lineCall || replacing?.tax.salesTaxId === null,
    })),
  );
  const categories = await resolveCategories(db, companyId, requests, noun);
  return requests.map(({ input }, index) => {
    const { id: _id, ...line } = priceLine({
      id: 0n,
      quantityMicros: parseScaled(input.quantity, QUANTITY_SCALE) ?? 0n,
      unitPrice: parseMoney(input.unitPrice) ?? 0n,
      tax: taxes[index] ?? UNTAXED,
      description: input.description ?? null,
      extra: categories[index] as PurchaseExtra,
    });
    return { ...line, salesTaxCode: input.salesTaxCode ?? null };
  });
}

/** What every kind of document from a supplier shares: its party, its lines and how they are read. */
export const PURCHASE_SIDE = {
  party: { table: 'suppliers', noun: 'supplier', nameField: 'supplierName', idField: 'supplierId' },
  partyOf: (input: { supplierId?: number | string | undefined; supplierName?: string | undefined }) => ({
    id: input.supplierId,
    name: input.supplierName,
  }),
  extraColumns: purchaseExtraColumns,
  toLine: toPurchaseLine,
  keptWhilePaid: () => [],
} as const;

/** The store of a kind of document from a supplier. */
export const purchaseStore = <T extends 'bills' | 'supplier_credits'>(
  table: T,
  lineTable: 'bill_lines' | 'supplier_credit_lines',
) =>
  ({
    table,
    lineTable,
    party: { table: 'suppliers', column: 'supplier_id' },
    settledBy: settlementsOf(table),
    ...PURCHASE_LINE_STORE,
  }) as const;

/** What a kind of document from a supplier posts (see purchaseTransaction). */
export const purchasePosting =
  (type: 'BILL' | 'SUPPLIER_CREDIT', sign: PostingSign) =>
  (
    document: { id: bigint; issue_date: string; currency: string },
    lines: readonly DocumentLine<PurchaseExtra>[],
    totals: DocumentTotals,
    accounts: SystemAccounts,
    valuation: DocumentValuation,
  ) =>
    purchaseTransaction(
      { source: { type, id: document.id }, issueDate: document.issue_date, currency: document.currency },
      lines,
      totals,
      accounts,
      valuation,
      sign,
    );
