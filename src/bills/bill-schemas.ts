import { type Static, Type } from '@sinclair/typebox';
import {
  documentInputFields,
  documentOutputAmounts,
  documentOutputDates,
  documentStatusField,
  lineInputFields,
  lineOutputAmounts,
  lineOutputTaxFields,
  linesOnCreate,
  linesOnUpdate,
} from '../documents/document-schemas.js';
import { Code, Id, IdInput, MoneyInput, MoneyOutput, StringEnum, Timestamps } from '../shared/schemas.js';

export const BILL_TYPES = ['STOCK', 'ASSET', 'EXPENSE', 'SERVICE'] as const;

export const BillLineInput = Type.Object(
  {
    ...lineInputFields,
    unitPrice: MoneyInput,
    categoryCode: Type.Optional({
      ...Code,
      description:
        'The code of the account the line is booked to (not a bank or system account). Required for a new line; a replaced line keeps its category when left out.',
      examples: ['6300'],
    }),
  },
  {
    title: 'BillLineInput',
    examples: [
      {
        description: 'Office chairs',
        quantity: 4,
        unitPrice: '120.00',
        salesTaxCode: 'STANDARD',
        categoryCode: '6300',
      },
    ],
  },
);
export type BillLineInput = Static<typeof BillLineInput>;

const billFields = {
  ...documentInputFields,
  supplierName: Type.Optional(Type.String({ maxLength: 200, description: 'Either supplierName or supplierId.' })),
  supplierId: Type.Optional({ ...IdInput, description: 'Either supplierId or supplierName; both must agree.' }),
  type: Type.Optional(
    StringEnum(BILL_TYPES, { description: 'EXPENSE on create when left out; kept when an update leaves it out.' }),
  ),
};

export const BillInput = Type.Object(
  {
    ...billFields,
    billLines: linesOnCreate(BillLineInput),
  },
  {
    title: 'BillInput',
    examples: [
      {
        supplierId: 42,
        currency: 'GBP',
        issueDate: '2026-11-22',
        dueDate: '2026-12-22',
        billLines: [
          {
            description: 'Office chairs',
            quantity: 4,
            unitPrice: '120.00',
            salesTaxCode: 'STANDARD',
            categoryCode: '6300',
          },
        ],
      },
    ],
  },
);
export type BillInput = Static<typeof BillInput>;

export const BillUpdate = Type.Object(
  {
    ...billFields,
    billLines: linesOnUpdate(BillLineInput),
  },
  {
    title: 'BillUpdate',
    examples: [{ supplierId: 42, currency: 'GBP', issueDate: '2026-11-22', dueDate: '2026-12-31' }],
  },
);
export type BillUpdate = Static<typeof BillUpdate>;

export const BillLine = Type.Object(
  {
    id: Id,
    quantity: Type.Number(),
    unitPrice: MoneyOutput,
    ...lineOutputTaxFields,
    categoryCode: Type.String(),
    ...lineOutputAmounts,
  },
  { title: 'BillLine' },
);
export type BillLine = Static<typeof BillLine>;

export const Bill = Type.Object(
  {
    id: Id,
    ...documentOutputDates,
    type: StringEnum(BILL_TYPES),
    supplierName: Type.String(),
    supplierId: Id,
    ...documentOutputAmounts,
    status: documentStatusField('debt', ['open', 'partiallyPaid', 'paid', 'overdue']),
    billLines: Type.Array(BillLine),
    ...Timestamps,
  },
  { title: 'Bill' },
);
export type Bill = Static<typeof Bill>;
