/*
 * The two sides of the books on which documents are settled, each declared once: what its party
 * is, which documents it settles and which credits take from them, and through which tables and
 * columns payments, allocations of credits and of money on account, refunds and write-offs do it,
 * and under which names the API shows them (`name`: the resource, `…Field`: a field of its bodies).
 * Every repository, service, schema and route that settles reads its tables and names from here.
 */

export const CLIENT_SIDE = {
  party: { table: 'clients', column: 'client_id', noun: 'client', Noun: 'Client', field: 'clientId' },
  /** What the party owes: its invoices, which may be drafts and are numbered. */
  documents: {
    table: 'invoices',
    lines: 'invoice_lines',
    type: 'INVOICE',
    noun: 'invoice',
    field: 'invoiceId',
    idsField: 'invoiceIds',
    number: 'invoice_number',
    drafts: true,
  },
  /** What takes from what it owes: its credit notes. */
  credits: {
    table: 'credit_notes',
    lines: 'credit_note_lines',
    type: 'CREDIT_NOTE',
    noun: 'Credit note',
    /** How the API names one, a reference to one, and one where the side is plain from the context. */
    name: 'creditNote',
    field: 'creditNoteId',
    brief: 'credit note',
    number: 'credit_note_number',
    drafts: true,
    allocationSource: 'CREDIT_NOTE_ALLOCATION',
  },
  /** Its payments, each allocated to invoices and keeping the rest on account. */
  payments: {
    table: 'client_payments',
    allocations: 'client_payment_allocations',
    date: 'date_received',
    noun: 'Client payment',
    name: 'clientPayment',
    dateField: 'dateReceived',
    source: 'CLIENT_PAYMENT',
    onAccountSource: 'CLIENT_ON_ACCOUNT_ALLOCATION',
  },
  /** Allocations of a credit note (`credit_id`) or of money on account (`payment_id`) to an invoice. */
  creditAllocations: 'credit_note_allocations',
  /** Money paid back on a credit note or out of money on account. */
  refunds: {
    table: 'client_refunds',
    noun: 'Client refund',
    source: 'CLIENT_REFUND',
    name: 'clientRefund',
    dateField: 'datePaid',
    /** A client is paid out of the bank, and a supplier pays into it. */
    bankAmountField: 'amountPaidFromBank',
  },
  writeOffs: 'invoice_write_offs',
  control: 'TRADE_DEBTORS',
  /** Which of the two clears through the control account's credit: what a client owes. */
  clearedByCredit: 'document',
} as const;

export const SUPPLIER_SIDE = {
  party: { table: 'suppliers', column: 'supplier_id', noun: 'supplier', Noun: 'Supplier', field: 'supplierId' },
  /** What is owed to the party: its bills, posted when recorded and not numbered by the company. */
  documents: {
    table: 'bills',
    lines: 'bill_lines',
    type: 'BILL',
    noun: 'bill',
    field: 'billId',
    idsField: 'billIds',
    number: null,
    drafts: false,
  },
  credits: {
    table: 'supplier_credits',
    lines: 'supplier_credit_lines',
    type: 'SUPPLIER_CREDIT',
    noun: 'Supplier credit',
    name: 'supplierCredit',
    field: 'supplierCreditId',
    brief: 'credit',
    number: null,
    drafts: false,
    allocationSource: 'SUPPLIER_CREDIT_ALLOCATION',
  },
  payments: {
    table: 'supplier_payments',
    allocations: 'supplier_payment_allocations',
    date: 'date_paid',
    noun: 'Supplier payment',
    name: 'supplierPayment',
    dateField: 'datePaid',
    source: 'SUPPLIER_PAYMENT',
    onAccountSource: 'SUPPLIER_ON_ACCOUNT_ALLOCATION',
  },
  creditAllocations: 'supplier_credit_allocations',
  refunds: {
    table: 'supplier_refunds',
    noun: 'Supplier refund',
    source: 'SUPPLIER_REFUND',
    name: 'supplierRefund',
    dateField: 'dateReceived',
    bankAmountField: 'amountReceivedInBank',
  },
  writeOffs: null,
  control: 'TRADE_CREDITORS',
  /** What is owed to a supplier clears through the control account's debit, its credits through the credit. */
  clearedByCredit: 'credit',
} as const;

export type SettlementSide = typeof CLIENT_SIDE | typeof SUPPLIER_SIDE;

export const SETTLEMENT_SIDES: readonly SettlementSide[] = [CLIENT_SIDE, SUPPLIER_SIDE];

export type PaymentTable = SettlementSide['payments']['table'];
export type PaymentAllocationTable = SettlementSide['payments']['allocations'];
export type CreditAllocationTable = SettlementSide['creditAllocations'];
export type RefundTable = SettlementSide['refunds']['table'];

/** The side whose payments a table keeps. */
export const sideOfPayments = (table: PaymentTable): SettlementSide =>
  table === CLIENT_SIDE.payments.table ? CLIENT_SIDE : SUPPLIER_SIDE;
