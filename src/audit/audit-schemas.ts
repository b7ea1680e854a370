import { type Static, Type } from '@sinclair/typebox';
import { newestFirstPaging } from '../shared/pagination.js';
import { Id, IsoDate, PathId, StringEnum } from '../shared/schemas.js';

/** The kinds of record a write changes, as the audit trail names them. */
export const RECORD_TYPES = [
  'company',
  'account',
  'salesTax',
  'exchangeRate',
  'currencyRevaluation',
  'employee',
  'client',
  'supplier',
  'lineItem',
  'bankAccount',
  'bankTransfer',
  'invoice',
  'bill',
  'creditNote',
  'supplierCredit',
  'quote',
  'creditNoteAllocation',
  'supplierCreditAllocation',
  'clientPaymentAllocation',
  'supplierPaymentAllocation',
  'clientRefund',
  'supplierRefund',
  'invoiceWriteOff',
  'clientPayment',
  'supplierPayment',
  'manualJournalEntry',
  'bankStatementProfile',
  'bankRule',
  'bankStatementImport',
  'bankStatementLine',
  'bankReconciliation',
  'webhookEndpoint',
  'recurringInvoice',
  'user',
  'apiKey',
] as const;

export const RecordType = StringEnum(RECORD_TYPES, {
  description:
    'The kind of record; a line call changes its document (an invoice, a bill, a credit note, a manual journal entry).',
});
export type RecordType = Static<typeof RecordType>;

const Timestamp = Type.String({
  description: 'UTC, with milliseconds: YYYY-MM-DDTHH:MM:SS.sssZ.',
  examples: ['2026-11-23T09:30:00.000Z'],
});

/** A date or a UTC timestamp, as a bound of the entries listed. */
const TimeBound = (description: string) =>
  Type.Union([IsoDate, Type.String({ format: 'date-time', examples: ['2026-11-23T05:05:12.345Z'] })], {
    'x-message': 'must be a date (YYYY-MM-DD) or a UTC timestamp (YYYY-MM-DDTHH:MM:SS.sssZ)',
    description,
  });

const Snapshot = (description: string) =>
  Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description });

export const AuditEntry = Type.Object(
  {
    id: Id,
    at: Timestamp,
    userId: { ...Id, description: 'The user who wrote.' },
    username: Type.String(),
    apiKeyId: Type.Optional({
      ...Id,
      description:
        'The API key the write was made with; absent for a write the service made of itself (an invoice a recurring invoice issued), or made before users had several keys.',
    }),
    apiKeyName: Type.Optional(Type.String({ description: 'The name the key had then; absent where apiKeyId is.' })),
    method: Type.String({ examples: ['PUT'] }),
    path: Type.String({ examples: ['/invoices/42'] }),
    recordType: RecordType,
    recordId: Id,
    before: Snapshot('The record as its GET answered before the write; null for a create.'),
    after: Snapshot(
      'The record as its GET answered after the write; null for a delete. A document is kept without outstandingAmount and status, which its payments move in their own entries (and the passing of its due date), and a bank account without its balance.',
    ),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** What a write did to its record: made it (no record before), deleted it (none after) or changed it. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditQuery = Type.Object({
  recordType: Type.Optional(RecordType),
  recordId: Type.Optional(PathId),
  userId: Type.Optional({ ...PathId, description: 'Only the entries of the writes of this user.' }),
  apiKeyId: Type.Optional({ ...PathId, description: 'Only the entries of the writes made with this API key.' }),
  action: Type.Optional(
    StringEnum(AUDIT_ACTIONS, {
      description:
        'Only the entries of writes that made a record (before is null), changed one, or deleted one (after is null); a line call changes its document.',
    }),
  ),
  from: Type.Optional(TimeBound('Only entries at or after it; a date means its first instant.')),
  to: Type.Optional(TimeBound('Only entries at or before it; a date means its last instant.')),
  ...newestFirstPaging('entries'),
});
export type AuditQuery = Static<typeof AuditQuery>;
