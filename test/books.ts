import { type Api, apiClient, createTenant, type TestApp } from './helpers.js';
import { ok, unique } from './problem.js';

/** Records and reports as the API answers them, with the fields the tests read. */

export interface Client {
  id: number;
  name: string;
}

export interface Supplier {
  id: number;
  name: string;
}

export interface BankAccount {
  id: number;
  name: string;
  currency: string;
  type: string;
  ledgerAccountCode: string;
}

export interface Account {
  id: number;
  code: string;
  name: string;
  type: string;
}

export interface SalesTax {
  id: number;
  code: string;
  name: string;
  rate: number;
  treatment: string;
}

export interface InvoiceLine {
  id: number;
  quantity: number;
  rate: string;
  salesTaxCode?: string;
  vatRate?: number;
  description?: string;
  item?: string;
  netAmount: string;
  taxAmount: string;
}

export interface Invoice {
  id: number;
  invoiceNumber: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  draft: boolean;
  clientName: string;
  clientId: number;
  poNumber?: string;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  outstandingAmount: string;
  invoiceLines: InvoiceLine[];
}

export interface BillLine {
  id: number;
  quantity: number;
  unitPrice: string;
  salesTaxCode?: string;
  vatRate?: number;
  description?: string;
  categoryCode: string;
  netAmount: string;
  taxAmount: string;
}

export interface Bill {
  id: number;
  currency: string;
  issueDate: string;
  dueDate: string;
  type: string;
  supplierName: string;
  supplierId: number;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  outstandingAmount: string;
  billLines: BillLine[];
}

export interface TrialBalanceLine {
  accountId: number;
  code: string;
  name: string;
  type: string;
  currency: string;
  debit: string;
  credit: string;
}

export interface TrialBalance {
  date: string;
  lines: TrialBalanceLine[];
  totals: { currency: string; debit: string; credit: string }[];
}

export interface Balance {
  currency: string;
  balance: string;
}

/** A section of the profit and loss or the balance sheet. */
export interface StatementSection {
  accounts: { accountId: number; code: string; name: string; amount: string; compareAmount?: string }[];
  total: string;
  compareTotal?: string;
}

/** What a party owed at a date by days past due, as the aged reports and statements write it. */
export interface AgedAmounts {
  notDue: string;
  days1To30: string;
  days31To60: string;
  days61To90: string;
  over90: string;
  total: string;
}

export const agedAmounts = (
  notDue: string,
  days1To30: string,
  days31To60: string,
  days61To90: string,
  over90: string,
  total: string,
): AgedAmounts => ({ notDue, days1To30, days31To60, days61To90, over90, total });

/** A line of a client's or a supplier's statement. */
export interface PartyStatementLine {
  date: string;
  kind: string;
  id: number;
  reference: string | null;
  description: string;
  amount: string;
  balance: string;
}

/** A client's or a supplier's statement, without the party's id and name. */
export interface PartyStatement {
  from: string;
  to: string;
  currencies: {
    currency: string;
    openingBalance: string;
    lines: PartyStatementLine[];
    closingBalance: string;
    aged: AgedAmounts;
  }[];
}

/** A transaction of the general journal. */
export interface JournalEntry {
  id: number;
  date: string;
  source: { type: string; id: number };
  reversesTransactionId?: number;
  postings: {
    accountId: number;
    accountCode: string;
    accountName: string;
    currency: string;
    debit: string;
    credit: string;
    baseAmount: string | null;
  }[];
}

/** A movement of a bank statement. */
export interface BankMovement {
  id: number;
  date: string;
  transactionId: number;
  reversesTransactionId?: number;
  source: { type: string; id: number };
  amount: string;
  balance: string;
}

export interface Posting {
  id: number;
  date: string;
  transactionId: number;
  reversesTransactionId?: number;
  source: { type: string; id: number };
  currency: string;
  debit: string;
  credit: string;
  balance: string;
}

export interface Ledger {
  account: Account;
  from?: string;
  to?: string;
  openingBalances: Balance[];
  postings: Posting[];
  closingBalances: Balance[];
}

/** A currency revaluation and its lines. */
/** The VAT return of a period, as the API answers it. */
export interface VatReturn {
  from: string;
  to: string;
  currency: string;
  boxes: Record<string, string>;
  netVatDueDirection: 'payment' | 'repayment';
  rates: {
    salesTaxCode: string | null;
    treatment: string;
    rate: number;
    salesNet: string;
    salesTax: string;
    purchasesNet: string;
    purchasesTax: string;
    reverseChargeTax: string;
  }[];
  documents: {
    type: string;
    id: number;
    number: string | null;
    date: string;
    currency: string;
    net: string;
    tax: string;
    reverseChargeTax: string;
    boxes: number[];
  }[];
  unvalued?: { transactionId: number; date: string; source: { type: string; id: number } }[];
}

export interface Revaluation {
  id: number;
  date: string;
  reversalDate: string;
  lines: {
    accountCode: string;
    currency: string;
    balance: string;
    rate: number;
    bookValue: string;
    revaluedValue: string;
    difference: string;
  }[];
  updatedAt: string;
}

/** A revaluation line as [account code, currency, balance, rate, book value, revalued value, difference]. */
export const revaluationLine = (line: Revaluation['lines'][number]) => [
  line.accountCode,
  line.currency,
  line.balance,
  line.rate,
  line.bookValue,
  line.revaluedValue,
  line.difference,
];

/** A fresh company with the default chart and one user, so that a test sees only its own books. */
/** The UTC day `days` from today, as statuses and overdue filters judge "today". */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const TODAY = dayFromToday(0);
export const YESTERDAY = dayFromToday(-1);
export const TOMORROW = dayFromToday(1);

export async function newCompany(t: TestApp, currency = 'GBP'): Promise<Api> {
  return apiClient(t.app, await createTenant(t.db, currency));
}

export async function createClient(api: Api, name = unique('Client')): Promise<Client> {
  return ok<Client>(await api.post('/clients', { name }));
}

export async function createSupplier(api: Api, name = unique('Supplier')): Promise<Supplier> {
  return ok<Supplier>(await api.post('/suppliers', { name }));
}

/** A bank account in this currency (the company's, when not given). */
export async function createBank(api: Api, currency?: string, name = unique('Bank')): Promise<BankAccount> {
  return ok<BankAccount>(await api.post('/bankAccounts', { name, ...(currency ? { currency } : {}) }));
}

export const getInvoice = async (api: Api, id: number) => ok<Invoice>(await api.get(`/invoices/${id}`));
export const getBill = async (api: Api, id: number) => ok<Bill>(await api.get(`/bills/${id}`));

/** The trial balance on this date; by default a date after every test's postings, and with null no date at all. */
export async function trialBalance(api: Api, date: string | null = '2099-12-31'): Promise<TrialBalance> {
  return ok<TrialBalance>(await api.get(`/reports/trialBalance${date === null ? '' : `?date=${date}`}`));
}

/** The trial balance (see trialBalance) reduced to [code, currency, debit, credit] rows and the totals. */
export async function balances(api: Api, date?: string) {
  const report = await trialBalance(api, date);
  return {
    lines: report.lines.map((line) => [line.code, line.currency, line.debit, line.credit]),
    totals: report.totals,
  };
}

export async function accountByCode(api: Api, code: string): Promise<Account> {
  const account = ok<Account[]>(await api.get('/accounts')).find((candidate) => candidate.code === code);
  if (!account) throw new Error(`no account ${code}`);
  return account;
}

/** The ledger of the account with this code; `query` is appended to the URL as it is (`?from=…&to=…`). */
export async function ledgerOf(api: Api, code: string, query = ''): Promise<Ledger> {
  return ok<Ledger>(await api.get(`/accounts/${(await accountByCode(api, code)).id}/ledger${query}`));
}

/** The postings that stand: without the reversals and the postings they reverse. */
export function standingPostings(postings: Posting[]): Posting[] {
  const reversed = new Set(postings.map((posting) => posting.reversesTransactionId));
  return postings.filter(
    (posting) => posting.reversesTransactionId === undefined && !reversed.has(posting.transactionId),
  );
}

/** An account's standing postings (see standingPostings) as [source type, source id, currency, debit, credit]. */
export async function postingsOf(api: Api, code: string) {
  return standingPostings((await ledgerOf(api, code)).postings).map((posting) => [
    posting.source.type,
    posting.source.id,
    posting.currency,
    posting.debit,
    posting.credit,
  ]);
}

/** An invoice of the client: by default GBP 100.00 and 20% VAT, issued on 1 April 2026 and due on 30 April. */
export const invoiceOf = async (api: Api, client: Client, fields: Record<string, unknown> = {}) =>
  ok<{ id: number; outstandingAmount: string }>(
    await api.post('/invoices', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-04-01',
      dueDate: '2026-04-30',
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
      ...fields,
    }),
  );

/** A manual journal entry of one debit and one credit of `amount` on `date`. */
export async function journal(api: Api, date: string, debitCode: string, creditCode: string, amount: string) {
  ok(
    await api.post('/manualJournalEntries', {
      reason: `${debitCode} from ${creditCode}`,
      date,
      manualJournalEntryLines: [
        { accountCode: debitCode, debitAmountValue: amount },
        { accountCode: creditCode, creditAmountValue: amount },
      ],
    }),
  );
}

/** What a document (at `path`) has outstanding. */
export const outstandingOf = async (api: Api, path: string) =>
  ok<{ outstandingAmount: string }>(await api.get(path)).outstandingAmount;
