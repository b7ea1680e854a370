import type { OwnedRow } from '../db/owned-rows.js';
import { type DocumentKind, documentEngine } from '../documents/document-engine.js';
import { documentAmounts, type SalesTaxLookups } from '../documents/document-reads.js';
import type { Named } from '../documents/document-repository.js';
import type { LoadedDocument } from '../documents/document-service.js';
import type { DocumentStatus } from '../documents/document-status.js';
import {
  PURCHASE_SIDE,
  type PurchaseExtra,
  type PurchaseLine,
  purchasePosting,
  purchaseStore,
  readPurchaseLines,
} from '../documents/purchase-side.js';
import { repostSettlementsOf } from '../settlements/reposting.js';
import type { Money } from '../shared/money.js';
import { type Timestamps, timestampsOf } from '../shared/timestamps.js';
import type { BILL_TYPES, BillInput, BillLineInput, BillUpdate } from './bill-schemas.js';

type BillType = (typeof BILL_TYPES)[number];
export type BillLine = PurchaseLine;
type BillRow = OwnedRow<'bills'> & Named;
type BillLineRow = OwnedRow<'bill_lines'> & SalesTaxLookups & { category_code: string };

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
  status: DocumentStatus;
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
    ...documentAmounts(row, 'debt'),
    lines,
    ...timestampsOf(row),
  };
}

const BILL: DocumentKind<'bills', BillRow, BillLineRow, PurchaseExtra, BillInput, BillUpdate, BillLineInput, BillView> =
  {
    noun: 'Bill',
    linesField: 'billLines',
    sourceType: 'BILL',
    store: purchaseStore('bills', 'bill_lines'),
    ...PURCHASE_SIDE,
    linesOf: (input) => input.billLines,
    toView,
    readLines: readPurchaseLines,
    newColumns: async (_trx, _companyId, input) => ({ type: input.type ?? 'EXPENSE' }),
    updatedColumns: async (_trx, _companyId, current, input) => ({ type: input.type ?? current.type }),
    posting: purchasePosting('BILL', 1n),
    correctedBy: { table: 'supplier_credits', column: 'bill_id', noun: 'supplier credits' },
    repostPayments: (write, companyId, id) => repostSettlementsOf(write, companyId, { type: 'BILL', id }),
  };

const bills = documentEngine(BILL);

/** The bill use cases; the tax of lines is read by the deployment's TAX_FORM. */
export const billService = bills.service;
/** Values a bill that had no rate, at the company's rate for its date once there is one. */
export const valueBill = bills.value;
