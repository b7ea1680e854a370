import { baseCurrency } from '../companies/company-service.js';
import { type DatabaseTransaction, type Executor, inTransaction } from '../db/database.js';
import { newId } from '../db/ids.js';
import { updateOwned } from '../db/owned.js';
import { type DocumentLine, priceLine } from '../documents/document-lines.js';
import { documentRate, documentValuation } from '../documents/document-rate.js';
import { documentAmounts, documentReads, type StoredLine, storedLine } from '../documents/document-reads.js';
import {
  assertDueAfterIssue,
  assertIssuedByFirstPayment,
  assertPaidDocumentKeeps,
  paidStateOf,
} from '../documents/document-rules.js';
import {
  createDocument,
  type DocumentTables,
  documentLineCalls,
  ISSUE_DATE,
  type LoadedDocument,
  removeDocument,
  saveDocument,
  valueAtCompanyRate,
} from '../documents/document-service.js';
import { type PartyReference, resolveParty } from '../documents/party.js';
import { assertUnlocked } from '../ledger/lock-date.js';
import { systemAccounts } from '../ledger/system-accounts.js';
import { firstPaymentDate } from '../payments/payment-repository.js';
import { repostPaymentsOfBill } from '../payments/supplier-payment-service.js';
import type { CrudService } from '../shared/crud-service.js';
import { parseScaled } from '../shared/decimal.js';
import { type FieldError, invalid, ruleViolation } from '../shared/errors.js';
import { lineIdOf, mergedLines, withNewIds } from '../shared/lines.js';
import { type Money, parseMoney } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import { type DocumentTotals, QUANTITY_SCALE } from '../tax/tax.js';
import { resolveTaxes, type TaxForm } from '../tax/tax-choice.js';
import { billTransaction } from './bill-posting.js';
import {
  type BillLineRow,
  type BillRow,
  categoryAccounts,
  findBillRow,
  findBillWithLines,
  linesOfBillPage,
  listBillRows,
} from './bill-repository.js';
import type { BILL_TYPES, BillInput, BillLineInput, BillUpdate } from './bill-schemas.js';

const NOUN = 'Bill';
const LINES = 'billLines';
const SUPPLIER: PartyReference = {
  table: 'suppliers',
  noun: 'supplier',
  nameField: 'supplierName',
  idField: 'supplierId',
};

type BillType = (typeof BILL_TYPES)[number];
type BillExtra = { categoryAccountId: bigint; categoryCode: string };
export type BillLine = StoredLine<BillExtra>;
type LoadedBill = LoadedDocument<BillRow, BillLine>;

const TABLES: DocumentTables<BillExtra> & { table: 'bills' } = {
  noun: NOUN,
  table: 'bills',
  lineTable: 'bill_lines',
  extraColumns: (extra) => ({ category_account_id: extra.categoryAccountId }),
};

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

const toLine = (row: BillLineRow): BillLine =>
  storedLine(row, { categoryAccountId: row.category_account_id, categoryCode: row.category_code });

function toView({ row, lines }: LoadedBill): BillView {
  return {
    id: row.id,
    currency: row.currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    type: row.type as BillType,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    ...documentAmounts(row),
    lines,
    ...timestampsOf(row),
  };
}

const { requireRow, loadForWrite, list, get } = documentReads({
  noun: NOUN,
  table: 'bills',
  findRow: findBillRow,
  rowsOfPage: listBillRows,
  findWithLines: findBillWithLines,
  linesOfPage: linesOfBillPage,
  toLine,
  toView,
});

type PostedBill = { id: bigint; issue_date: string; currency: string; exchange_rate: bigint | null };

/** What a bill posts with its priced lines and their totals. */
const postingOf =
  (trx: DatabaseTransaction, companyId: bigint, row: PostedBill) =>
  async (totals: DocumentTotals, priced: DocumentLine<BillExtra>[]) =>
    billTransaction(
      { id: row.id, issueDate: row.issue_date, currency: row.currency },
      priced,
      totals,
      await systemAccounts(trx, companyId),
      await documentValuation(trx, companyId, row.exchange_rate),
    );

/**
 * Saves a bill's lines and postings; the payments of a foreign bill clear its value, so they are
 * valued anew after it changed.
 */
async function save(trx: DatabaseTransaction, companyId: bigint, current: LoadedBill, after: BillLine[]) {
  const { row } = current;
  const lines = { before: current.lines, after };
  await saveDocument(trx, companyId, TABLES, row.id, lines, paidStateOf(row), postingOf(trx, companyId, row));
  if (paidStateOf(row).paymentCount > 0n && row.currency !== (await baseCurrency(trx, companyId))) {
    await repostPaymentsOfBill(trx, companyId, row.id);
  }
}

/** Values a bill that had no rate, at the company's rate for its date once there is one. */
export const valueBill = async (trx: DatabaseTransaction, companyId: bigint, id: bigint) =>
  valueAtCompanyRate(trx, companyId, 'bills', await loadForWrite(trx, companyId, id), save);

const remove = (db: Executor, companyId: bigint, id: bigint) =>
  inTransaction(db, async (trx) => {
    const current = await loadForWrite(trx, companyId, id);
    await removeDocument(trx, companyId, TABLES, current.row, paidStateOf(current.row));
    return toView(current);
  });

interface LineRequest {
  input: BillLineInput;
  path: string;
  /** The line an update replaces: its category stays when the input leaves it out. */
  replacing?: BillLine | undefined;
}

/**
 * The category of each line: an expense, asset or liability account of the chart that is neither a
 * bank nor a system account (the control accounts among them). A bill buys; it earns nothing and
 * owes no capital, so income and equity accounts are not categories.
 */
const NOT_BOUGHT = new Set(['INCOME', 'EQUITY']);

async function resolveCategories(db: Executor, companyId: bigint, requests: LineRequest[]): Promise<BillExtra[]> {
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

/** The bill use cases; the tax of lines is read by the deployment's TAX_FORM. */
export function billService(taxForm: TaxForm) {
  /** Reads line inputs into priced lines without ids, their taxes and categories looked up in two queries. */
  async function readLines(db: Executor, companyId: bigint, requests: LineRequest[], lineCall = false) {
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
    return requests.map(({ input }, index): Omit<BillLine, 'id'> => {
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
  }

  const create = (db: Executor, companyId: bigint, input: BillInput) =>
    inTransaction(db, async (trx) => {
      const supplier = await resolveParty(trx, companyId, SUPPLIER, { id: input.supplierId, name: input.supplierName });
      assertDueAfterIssue(input);
      const requests = input.billLines.map((line, index) => ({ input: line, path: `${LINES}[${index}]` }));
      const priced = await readLines(trx, companyId, requests);
      const id = await newId(trx);
      const lines = await withNewIds<BillLine>(trx, priced);
      const currency = input.currency.toUpperCase();
      const row = {
        company_id: companyId,
        id,
        supplier_id: supplier.id,
        currency,
        issue_date: input.issueDate,
        due_date: input.dueDate,
        type: input.type ?? 'EXPENSE',
        exchange_rate: await documentRate(trx, companyId, {
          currency,
          date: input.issueDate,
          given: input.exchangeRate,
        }),
      };
      const stored = await createDocument(trx, companyId, TABLES, row, lines, postingOf(trx, companyId, row));
      const unpaid = { allocated_amount: 0n, payment_count: 0n };
      return toView({ row: { ...stored, ...unpaid, supplier_name: supplier.name }, lines });
    });

  const update = (db: Executor, companyId: bigint, id: bigint, input: BillUpdate) =>
    inTransaction(db, async (trx) => {
      const current = await loadForWrite(trx, companyId, id);
      await assertUnlocked(trx, companyId, ISSUE_DATE, current.row.issue_date, input.issueDate);
      const supplier = await resolveParty(trx, companyId, SUPPLIER, { id: input.supplierId, name: input.supplierName });
      assertDueAfterIssue(input);
      const pathOf = (index: number) => `${LINES}[${index}]`;
      const lines = await mergedLines(trx, current.lines, input.billLines ?? [], pathOf, (inputs) =>
        readLines(
          trx,
          companyId,
          inputs.map((line, index) => ({
            input: line,
            path: pathOf(index),
            replacing: current.lines.find((old) => old.id === lineIdOf(line.id)),
          })),
        ),
      );
      assertPaidDocumentKeeps(NOUN, paidStateOf(current.row), [
        { path: 'currency', was: current.row.currency, now: input.currency.toUpperCase() },
        { path: 'supplierId', was: current.row.supplier_id, now: supplier.id },
      ]);
      if (paidStateOf(current.row).paymentCount > 0n) {
        const firstPaid = await firstPaymentDate(trx, 'supplier_payments', companyId, id);
        assertIssuedByFirstPayment(NOUN, input.issueDate, firstPaid);
      }
      const currency = input.currency.toUpperCase();
      await updateOwned(trx, 'bills', companyId, id, {
        supplier_id: supplier.id,
        currency,
        issue_date: input.issueDate,
        due_date: input.dueDate,
        type: input.type ?? current.row.type,
        exchange_rate: await documentRate(
          trx,
          companyId,
          { currency, date: input.issueDate, given: input.exchangeRate },
          { currency: current.row.currency, date: current.row.issue_date, rate: current.row.exchange_rate },
        ),
      });
      const updated = { ...current, row: await requireRow(trx, companyId, id) };
      await save(trx, companyId, updated, lines);
      return get(trx, companyId, id);
    });

  const lineCalls = documentLineCalls<BillRow, BillLine, BillLineInput>({
    noun: NOUN,
    load: loadForWrite,
    readLine: async (trx, companyId, input, replacing) =>
      (await readLines(trx, companyId, [{ input, path: '', replacing }], true))[0] as BillLine,
    save,
  });

  const crud: CrudService<BillInput, BillView, BillUpdate> = { list, get, create, update, remove };
  return { ...crud, ...lineCalls };
}
