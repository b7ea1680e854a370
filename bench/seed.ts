import { sql } from 'kysely';
import { bankAccountService } from '../src/bank-accounts/bank-account-service.js';
import { billService } from '../src/bills/bill-service.js';
import { createCompany } from '../src/companies/company-service.js';
import { type Database, isPostgres } from '../src/db/database.js';
import { inTransaction, type Write } from '../src/db/write.js';
import { invoiceService } from '../src/invoices/invoice-service.js';
import { journalEntryService } from '../src/journal-entries/journal-entry-service.js';
import { systemAccounts } from '../src/ledger/system-accounts.js';
import { partyService } from '../src/parties/party-service.js';
import { createClientPayment } from '../src/payments/client-payment-service.js';
import { createSupplierPayment } from '../src/payments/supplier-payment-service.js';
import { formatMoney, type Money, parseMoney } from '../src/shared/money.js';
import { createUser } from '../src/users/user-service.js';

/**
 * Books written through the service's own use cases, in-process: the same rows, postings and
 * counters as the API writes, without HTTP, many records to one transaction.
 */
export interface Books {
  companyId: bigint;
  userId: bigint;
  username: string;
  apiKey: string;
  authorization: string;
  bankAccountId: bigint;
  tradeDebtorsAccountId: bigint;
  /** The client the next invoices are made out to, and how many clients there are. */
  clientId: bigint;
  clients: number;
  invoices: number;
  lastInvoiceId: bigint;
  /** With `Growth.settling`: what each client owes (by its 1-based number), and each unpaid bill (by its number). */
  owingClients: Map<number, Owed>;
  owedBills: Map<number, Owed>;
  bills: number;
  lastBillId: bigint;
  supplierIds: bigint[];
}

/** Documents of one party, and how much of them is outstanding. */
interface Owed {
  partyId: bigint;
  documentIds: bigint[];
  outstanding: Money;
}

/**
 * When what is owed is paid in full, counted in the parties (clients) or documents (bills) that
 * came after it: most once `after` more came, one in `lateEvery` once `lateAfter` more came.
 */
export interface PaysOff {
  after: number;
  lateEvery: number;
  lateAfter: number;
}

/**
 * Books that settle as a business's do: most invoices paid soon after they are issued, a few paid
 * late (overdue meanwhile), and bills from a few suppliers, settled the same way; so that what is
 * open or overdue at any day stays about the same however long the books grow.
 */
export interface Settling {
  clients: PaysOff;
  /** A bill for every this many invoices, from the suppliers in turn. */
  billEvery: number;
  suppliers: number;
  bills: PaysOff;
}

/** How the books grow: the rhythm of dates, clients, payments and manual entries. */
export interface Growth {
  invoicesPerDay: number;
  invoicesPerClient: number;
  /** A client payment for every this many invoices, paying part of the last one. */
  paymentEvery: number;
  /** A manual journal entry for every this many invoices. */
  entryEvery: number;
  invoicesPerTransaction: number;
  /** Left out: no bills, and the invoices stay unpaid but for the payments above. */
  settling?: Settling;
  /** The day of the first invoice; FIRST_DAY when left out. */
  firstDay?: string;
  /**
   * Invoices of 1 to 5 lines in turn, and invoices and bills at prices that vary by a few pence, so
   * that few payments within days of each other are of the same amount; when left out, invoices of 3
   * lines at one rate, and bills of one price.
   */
  varied?: boolean;
}

export const FIRST_DAY = '2000-01-01';
const DAY_MS = 86_400_000;
/** What a client pays of every `Growth.paymentEvery`-th invoice, on the day it is issued; half of it when `Growth.varied`. */
const PART_PAYMENT = '500.00';
const invoices = invoiceService('auto');
const bills = billService('auto');
const clients = partyService('clients', 'Client');
const suppliers = partyService('suppliers', 'Supplier');

export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date of the invoice with this 0-based index: the books move one day on every `invoicesPerDay` invoices. */
export const issueDateOf = (index: number, growth: Growth) =>
  dayAfter(growth.firstDay ?? FIRST_DAY, Math.floor(index / growth.invoicesPerDay));

/** A company with its user (HTTP Basic), one bank account and one client. */
export async function openBooks(db: Database): Promise<Books> {
  const company = await createCompany(db, { name: 'Bench Ltd', currency: 'GBP' });
  const user = await createUser(db, { companyId: company.id, username: `bench-${company.id}`, role: 'owner' });
  const bank = await bankAccountService.create(db, company.id, { name: 'Current account' });
  const client = await clients.create(db, company.id, { name: 'Client 1' });
  const accounts = await systemAccounts(db, company.id);
  return {
    companyId: company.id,
    userId: user.id,
    username: user.username,
    apiKey: user.apiKey,
    authorization: `Basic ${Buffer.from(`${user.username}:${user.apiKey}`).toString('base64')}`,
    bankAccountId: bank.id,
    tradeDebtorsAccountId: accounts.TRADE_DEBTORS,
    clientId: client.id,
    clients: 1,
    invoices: 0,
    lastInvoiceId: 0n,
    owingClients: new Map(),
    owedBills: new Map(),
    bills: 0,
    lastBillId: 0n,
    supplierIds: [],
  };
}

/** An invoice of three lines (or `lines`) taxed at the standard rate, as a POST body or a use case's input. */
export function invoiceInput(clientId: bigint, issueDate: string, poNumber: string, lines = 3, rate = '120.50') {
  return {
    clientId: Number(clientId),
    currency: 'GBP',
    issueDate,
    dueDate: dayAfter(issueDate, 30),
    poNumber,
    invoiceLines: Array.from({ length: lines }, (_, index) => index + 1).map((quantity) => ({
      quantity,
      rate,
      salesTaxCode: 'STANDARD',
      description: `Consulting, stage ${quantity}`,
      item: 'days',
    })),
  };
}

export function clientPaymentInput(books: Books, invoiceId: bigint | string, amount: string, dateReceived: string) {
  return {
    clientId: Number(books.clientId),
    bankAccountId: Number(books.bankAccountId),
    currency: 'GBP',
    amount,
    dateReceived,
    invoiceIds: [typeof invoiceId === 'bigint' ? Number(invoiceId) : invoiceId],
  };
}

export type Progress = (books: Books) => void;

/**
 * Adds invoices until the books hold `target`, with their clients, payments and manual entries,
 * `growth.invoicesPerTransaction` invoices to a transaction. Answers the ids of the invoices added.
 */
export async function growBooks(
  db: Database,
  books: Books,
  target: number,
  growth: Growth,
  progress?: Progress,
): Promise<bigint[]> {
  const added: bigint[] = [];
  while (books.invoices < target) {
    const batch = Math.min(growth.invoicesPerTransaction, target - books.invoices);
    await inTransaction(db, async (write) => {
      for (let index = 0; index < batch; index += 1) added.push(await addInvoice(write, books, growth));
    });
    progress?.(books);
  }
  return added;
}

async function addInvoice(write: Write, books: Books, growth: Growth): Promise<bigint> {
  const index = books.invoices;
  const date = issueDateOf(index, growth);
  if (index > 0 && index % growth.invoicesPerClient === 0) {
    books.clients += 1;
    books.clientId = (await clients.create(write, books.companyId, { name: `Client ${books.clients}` })).id;
    if (growth.settling) await payOffClients(write, books, growth.settling.clients, date);
  }
  const input = growth.varied
    ? invoiceInput(books.clientId, date, `PO-${index + 1}`, (index % 5) + 1, pennyVaried('120.50', index))
    : invoiceInput(books.clientId, date, `PO-${index + 1}`);
  const invoice = await invoices.create(write, books.companyId, input);
  books.invoices += 1;
  books.lastInvoiceId = invoice.id;
  const owed = growth.settling && owe(owedBy(books.owingClients, books.clients, books.clientId), invoice);
  if (books.invoices % growth.paymentEvery === 0) {
    const part = growth.varied ? formatMoney(invoice.totalAmount / 2n, 'plain') : PART_PAYMENT;
    await createClientPayment(write, books.companyId, clientPaymentInput(books, invoice.id, part, date));
    if (owed) owed.outstanding -= parseMoney(part) as Money;
  }
  if (books.invoices % growth.entryEvery === 0) await addJournalEntry(write, books, date);
  if (growth.settling && books.invoices % growth.settling.billEvery === 0) {
    await addBill(write, books, growth.settling, { date, varied: growth.varied ?? false });
  }
  return invoice.id;
}

/** The price with up to 4.99 added, a penny more for each next `index`. */
const pennyVaried = (price: string, index: number) =>
  formatMoney((parseMoney(price) as Money) + BigInt(index % 500), 'plain');

function owedBy(owing: Map<number, Owed>, number: number, partyId: bigint): Owed {
  const owed = owing.get(number) ?? { partyId, documentIds: [], outstanding: 0n };
  owing.set(number, owed);
  return owed;
}

function owe(owed: Owed, document: { id: bigint; totalAmount: Money }): Owed {
  owed.documentIds.push(document.id);
  owed.outstanding += document.totalAmount;
  return owed;
}

/** What of `owing` falls due for payment now that the one numbered `latest` came (see PaysOff), taken out of it. */
function fallingDue(owing: Map<number, Owed>, latest: number, { after, lateEvery, lateAfter }: PaysOff): Owed[] {
  const onTime = latest - after;
  const late = latest - lateAfter;
  const due = [...(onTime % lateEvery === 0 ? [] : [onTime]), ...(late % lateEvery === 0 ? [late] : [])];
  return due.flatMap((number) => {
    const owed = owing.get(number);
    owing.delete(number);
    return owed && owed.outstanding > 0n ? [owed] : [];
  });
}

/** The clients whose turn it is pay off every invoice they have, in one payment. */
async function payOffClients(write: Write, books: Books, paysOff: PaysOff, date: string): Promise<void> {
  for (const owed of fallingDue(books.owingClients, books.clients, paysOff)) {
    await createClientPayment(write, books.companyId, {
      clientId: Number(owed.partyId),
      bankAccountId: Number(books.bankAccountId),
      currency: 'GBP',
      amount: formatMoney(owed.outstanding, 'plain'),
      dateReceived: date,
      invoiceIds: owed.documentIds.map(Number),
    });
  }
}

/** A supplier's bill of one line, from the suppliers in turn; then the bills whose turn it is are paid in full. */
async function addBill(
  write: Write,
  books: Books,
  settling: Settling,
  { date, varied }: { date: string; varied: boolean },
): Promise<void> {
  books.bills += 1;
  if (books.supplierIds.length < settling.suppliers) {
    const name = `Supplier ${books.supplierIds.length + 1}`;
    books.supplierIds.push((await suppliers.create(write, books.companyId, { name })).id);
  }
  const supplierId = books.supplierIds[books.bills % books.supplierIds.length] as bigint;
  const bill = await bills.create(write, books.companyId, {
    supplierId: Number(supplierId),
    currency: 'GBP',
    issueDate: date,
    dueDate: dayAfter(date, 30),
    billLines: [
      {
        description: 'Office supplies',
        quantity: 1,
        unitPrice: varied ? pennyVaried('240.00', books.bills) : '240.00',
        salesTaxCode: 'STANDARD',
        categoryCode: '6300',
      },
    ],
  });
  books.lastBillId = bill.id;
  owe(owedBy(books.owedBills, books.bills, supplierId), bill);
  for (const owed of fallingDue(books.owedBills, books.bills, settling.bills)) {
    await createSupplierPayment(write, books.companyId, {
      supplierId: Number(owed.partyId),
      bankAccountId: Number(books.bankAccountId),
      currency: 'GBP',
      amount: formatMoney(owed.outstanding, 'plain'),
      datePaid: date,
      billIds: owed.documentIds.map(Number),
    });
  }
}

/** A loan drawn to buy office equipment: a balanced entry on two accounts of the default chart. */
function addJournalEntry(write: Write, books: Books, date: string) {
  return journalEntryService.create(write, books.companyId, {
    reason: 'Office equipment on loan',
    date,
    manualJournalEntryLines: [
      { accountCode: '1000', debitAmountValue: '2,500.00' },
      { accountCode: '2400', creditAmountValue: '2,500.00' },
    ],
  });
}

/**
 * Does after a bulk load what autovacuum does in its own time on PostgreSQL (planner statistics,
 * the visibility map, dead rows cleared), so that what is measured neither depends on whether it
 * had got there yet nor shares the database's core with it.
 */
export async function settle(db: Database): Promise<void> {
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
}
