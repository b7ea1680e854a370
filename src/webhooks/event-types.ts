import type { Static } from '@sinclair/typebox';
import type { RecordType } from '../audit/audit-schemas.js';
import { StringEnum } from '../shared/schemas.js';

type RecordWrite = 'created' | 'updated' | 'deleted';

const ALL = ['created', 'updated', 'deleted'] as const satisfies readonly RecordWrite[];
const MADE_AND_UNDONE = ['created', 'deleted'] as const satisfies readonly RecordWrite[];

/**
 * What can happen to each kind of record through the API, and so what its events can tell: a
 * company is made and removed by the CLI only; a statement line comes and goes with its import; a
 * record with no update call changes only by being made and undone, but a payment's money on account
 * is moved by the allocations and refunds of it (`updated`). The endpoints and the users are announced to no one.
 */
const RECORD_WRITES = {
  company: ['updated'],
  account: ALL,
  salesTax: ALL,
  exchangeRate: ALL,
  currencyRevaluation: MADE_AND_UNDONE,
  employee: ALL,
  client: ALL,
  supplier: ALL,
  lineItem: ALL,
  bankAccount: ALL,
  bankTransfer: ALL,
  invoice: ALL,
  bill: ALL,
  creditNote: ALL,
  supplierCredit: ALL,
  quote: ALL,
  creditNoteAllocation: MADE_AND_UNDONE,
  supplierCreditAllocation: MADE_AND_UNDONE,
  clientPaymentAllocation: MADE_AND_UNDONE,
  supplierPaymentAllocation: MADE_AND_UNDONE,
  clientRefund: MADE_AND_UNDONE,
  supplierRefund: MADE_AND_UNDONE,
  invoiceWriteOff: MADE_AND_UNDONE,
  clientPayment: ALL,
  supplierPayment: ALL,
  manualJournalEntry: ALL,
  bankStatementProfile: ALL,
  bankRule: ALL,
  bankStatementImport: MADE_AND_UNDONE,
  bankStatementLine: ['updated'],
  bankReconciliation: MADE_AND_UNDONE,
  recurringInvoice: ALL,
} as const satisfies Record<Exclude<RecordType, 'webhookEndpoint' | 'user' | 'apiKey'>, readonly RecordWrite[]>;

/** The kinds of record whose writes are announced. */
export type AnnouncedType = keyof typeof RECORD_WRITES;

type RecordEvent = { [T in AnnouncedType]: `${T}.${(typeof RECORD_WRITES)[T][number]}` }[AnnouncedType];

export const isAnnounced = (type: RecordType): type is AnnouncedType => type in RECORD_WRITES;

/** The documents that are paid off; of them, those with a due date fall overdue. */
export const SETTLED_DOCUMENTS = ['invoice', 'bill', 'creditNote', 'supplierCredit'] as const;
export const DUE_DOCUMENTS = ['invoice', 'bill'] as const;

/** Every type of event: a write to a record, a document paid or fallen overdue, the lock date moved, and a test. */
export const EVENT_TYPES = [
  ...Object.entries(RECORD_WRITES).flatMap(([type, writes]) =>
    writes.map((write: RecordWrite) => `${type}.${write}` as RecordEvent),
  ),
  ...SETTLED_DOCUMENTS.map((type) => `${type}.paid` as const),
  ...DUE_DOCUMENTS.map((type) => `${type}.overdue` as const),
  'company.lockDateChanged',
  'ping',
] as const;

export const EventType = StringEnum(EVENT_TYPES, {
  description:
    'The type of an event: what happened, to what. `<record>.created`, `.updated` and `.deleted`: a write of the API to that record, or, for `.updated`, a write of another record that changed its answer (a payment that changes what an invoice has outstanding); the object is the record as the API answered it then, as it was for a delete. `<document>.paid`: a write brought what a document has outstanding from above zero to zero. `invoice.overdue`, `bill.overdue`: once per document, when it is issued, unpaid and its due date has passed. `company.lockDateChanged`: a write moved the lock date (the object is the company). `ping`: a test sent to one endpoint.',
});
export type EventType = Static<typeof EventType>;
