import { sql } from 'kysely';
import { bankAccountService } from '../src/bank-accounts/bank-account-service.js';
import { createCompany } from '../src/companies/company-service.js';
import { type Database, isPostgres } from '../src/db/database.js';
import { inTransaction, type Write } from '../src/db/write.js';
import { invoiceService } from '../src/invoices/invoice-service.js';
import { journalEntryService } from '../src/journal-entries/journal-entry-service.js';
import { systemAccounts } from '../src/ledger/system-accounts.js';
import { partyService } from '../src/parties/party-service.js';
import { createClientPayment } from '../src/payments/client-payment-service.js';
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
}

export const FIRST_DAY = '2000-01-01';
const DAY_MS = 86_400_000;
const invoices = invoiceService('auto');
const clients = partyService('clients', 'Client');

export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date of the invoice with this 0-based index: the books move one day on every `invoicesPerDay` invoices. */
export const issueDateOf = (index: number, growth: Growth) =>
  dayAfter(FIRST_DAY, Math.floor(index / growth.invoicesPerDay));

/** A company with its user (HTTP Basic), one bank account and one client. */
export async function openBooks(db: Database): Promise<Books> {
  const company = await createCompany(db, { name: 'Bench Ltd', currency: 'GBP' });
  const user = await createUser(db, { companyId: company.id, username: `bench-${company.id}` });
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
  };
}

/** An invoice of three lines taxed at the standard rate, as a POST body or a use case's input. */
export function invoiceInput(clientId: bigint, issueDate: string, poNumber: string) {
  return {
    clientId: Number(clientId),
    currency: 'GBP',
    issueDate,
    dueDate: dayAfter(issueDate, 30),
    poNumber,
    invoiceLines: [1, 2, 3].map((quantity) => ({
      quantity,
      rate: '120.50',
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
  }
  const invoice = await invoices.create(write, books.companyId, invoiceInput(books.clientId, date, `PO-${index + 1}`));
  books.invoices += 1;
  books.lastInvoiceId = invoice.id;
  if (books.invoices % growth.paymentEvery === 0) {
    await createClientPayment(write, books.companyId, clientPaymentInput(books, invoice.id, '500.00', date));
  }
  if (books.invoices % growth.entryEvery === 0) await addJournalEntry(write, books, date);
  return invoice.id;
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
