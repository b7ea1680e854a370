import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned.js';
import { type DocumentKind, documentEngine, type LineRequest } from '../documents/document-engine.js';
import { priceLine } from '../documents/document-lines.js';
import { documentAmounts, type StoredLine, storedLine } from '../documents/document-reads.js';
import type { Settled } from '../documents/document-repository.js';
import type { LoadedDocument } from '../documents/document-service.js';
import { repostPaymentsOfBill } from '../payments/supplier-payment-service.js';
import { parseScaled } from '../shared/decimal.js';
import { type FieldError, invalid, ruleViolation } from '../shared/errors.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { QUANTITY_SCALE } from '../tax/tax.js';
import { resolveTaxes } from '../tax/tax-choice.js';
import { billTransaction } from './bill-posting.js';
import { CATEGORY_CODE, categoryAccounts } from './bill-repository.js';
import type { BILL_TYPES, BillInput, BillLineInput, BillUpdate } from './bill-schemas.js';

type BillType = (typeof BILL_TYPES)[number];
type BillExtra = { categoryAccountId: bigint; categoryCode: string };
export type BillLine = StoredLine<BillExtra>;
type BillRow = OwnedRow<'bills'> & Settled;
type BillLineRow = OwnedRow<'bill_lines'> & { sales_tax_code: string | null; category_code: string };

export interface BillView extends Timestamps {
  id: bigint;
  currency: string;
  issueDate: string;
  dueDate: string;
  type: BillType;
  supplierId: bigint;
  supplierName: string;
  netAmount: Money;
  taxAmount: Money;
  totalAmount: Money;
  outstandingAmount: Money;
  exchangeRate: bigint | null;
  baseAmounts: { net: Money; tax: Money; total: Money } | null;
  lines: BillLine[];
}

function toView({ row, lines }: LoadedDocument<BillRow, BillLine>): BillView {
  return {
    id: row.id,
    currency: row.currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    type: row.type as BillType,
    supplierId: row.supplier_id,
    supplierName: row.party_name,
    ...documentAmounts(row),
    lines,
    ...timestampsOf(row),
  };
}

type LineRequests = LineRequest<BillLineInput, BillLine>[];

/**
 * The category of each line: an expense, asset or liability account of the chart that is neither a
 * bank nor a system account (the control accounts among them). A bill buys; it earns nothing and
 * owes no capital, so income and equity accounts are not categories.
 */
const NOT_BOUGHT = new Set(['INCOME', 'EQUITY']);

async function resolveCategories(db: Executor, companyId: bigint, requests: LineRequests): Promise<BillExtra[]> {
  const at = (path: string) => (path ? `${path}.categoryCode` : 'categoryCode');
  const missing = requests.filter((request) => request.input.categoryCode === undefined && !request.replacing);
  if (missing.length > 0) {
    throw invalid(
      'Every new bill line needs a categoryCode',
      missing.map((r) => ({ path: at(r.path), message: 'is required' })),
    );
  }
  const accounts = await categoryAccounts(
    db,
    companyId,
    requests.flatMap(({ input }) => (input.categoryCode === undefined ? [] : [input.categoryCode])),
  );
  const errors: FieldError[] = [];
  const categories = requests.map(({ input, path, replacing }): BillExtra => {
    if (input.categoryCode === undefined) return (replacing as BillLine).extra;
    const account = accounts.get(input.categoryCode);
    if (!account) errors.push({ path: at(path), message: `no account has the code ${input.categoryCode}` });
    else if (account.system_role !== null) {
      errors.push({
        path: at(path),
        message: `is the ${account.system_role} system account, which bills do not post to`,
      });
    } else if (account.bank_account_id !== null) {
      errors.push({ path: at(path), message: `is the ledger account of bank account ${account.bank_account_id}` });
    } else if (NOT_BOUGHT.has(account.type)) {
      errors.push({ path: at(path), message: `is an ${account.type} account, which a bill's cost cannot go to` });
    }
    return { categoryAccountId: account?.id ?? 0n, categoryCode: input.categoryCode };
  });
  if (errors.length > 0) throw ruleViolation('Every categoryCode must name an account that a bill may post to', errors);
  return categories;
}

const BILL: DocumentKind<'bills', BillRow, BillLineRow, BillExtra, BillInput, BillUpdate, BillLineInput, BillView> = {
  noun: 'Bill',
  linesField: 'billLines',
  store: {
    table: 'bills',
    lineTable: 'bill_lines',
    party: { table: 'suppliers', column: 'supplier_id' },
    settledBy: ['supplier_payment_allocations'],
    lineColumns: ['category_account_id'],
    lineLookups: { category_code: CATEGORY_CODE },
  },
  party: { table: 'suppliers', noun: 'supplier', nameField: 'supplierName', idField: 'supplierId' },
  partyOf: (input) => ({ id: input.supplierId, name: input.supplierName }),
  linesOf: (input) => input.billLines,
  paymentTable: 'supplier_payments',
  extraColumns: (extra) => ({ category_account_id: extra.categoryAccountId }),
  toLine: (row) => storedLine(row, { categoryAccountId: row.category_account_id, categoryCode: row.category_code }),
  toView,
  /** Prices line inputs, their taxes and categories looked up in two queries. */
  async readLines(db, companyId, taxForm, requests, lineCall) {
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
    const categories = await resolveCategories(db, companyId, requests);
    return requests.map(({ input }, index) => {
      const { id: _id, ...line } = priceLine({
        id: 0n,
        quantityMicros: parseScaled(input.quantity, QUANTITY_SCALE) ?? 0n,
        unitPrice: parseMoney(input.unitPrice) ?? 0n,
        tax: taxes[index] ?? { salesTaxId: null, rateMicros: 0n },
        description: input.description ?? null,
        extra: categories[index] as BillExtra,
      });
      return { ...line, salesTaxCode: input.salesTaxCode ?? null };
    });
  },
  newColumns: async (_trx, _companyId, input) => ({ type: input.type ?? 'EXPENSE' }),
  updatedColumns: async (_trx, _companyId, current, input) => ({ type: input.type ?? current.type }),
  keptWhilePaid: () => [],
  posting: (bill, lines, totals, accounts, valuation) =>
    billTransaction(
      { id: bill.id, issueDate: bill.issue_date, currency: bill.currency },
      lines,
      totals,
      accounts,
      valuation,
    ),
  repostPayments: (trx, companyId, id) => repostPaymentsOfBill(trx, companyId, id),
};

const bills = documentEngine(BILL);

/** The bill use cases; the tax of lines is read by the deployment's TAX_FORM. */
export const billService = bills.service;
/** Values a bill that had no rate, at the company's rate for its date once there is one. */
export const valueBill = bills.value;
/** The company's bills with these ids, with what is allocated to them, in one query. */
export const billRowsByIds = bills.rowsByIds;
