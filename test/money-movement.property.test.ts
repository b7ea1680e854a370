import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { unique } from './problem.js';

/*
 * Random sequences of invoices, bills, client payments (partial, exact and over), supplier payments (from a
 * bank or an employee, with or without bill ids), cross-currency transfers and deletes, in a GBP company with
 * a GBP and a USD bank account. After every step the books are compared with a model of what payments
 * allocated: every document's outstanding amount, trade debtors and trade creditors per currency, and the
 * trial balance totals.
 */

type Currency = 'GBP' | 'USD';
type Mode = 'partial' | 'exact' | 'over';

interface ModelDocument {
  kind: 'invoice' | 'bill';
  id: number;
  currency: Currency;
  dueDate: string;
  draft: boolean;
  total: bigint;
  /** Payment id → amount allocated by it (an amount of 0 still links the payment). */
  allocations: Map<number, bigint>;
}

interface ModelPayment {
  kind: 'client' | 'supplier';
  id: number;
  documentIds: number[];
}

interface Books {
  api: Api;
  clientId: number;
  supplierId: number;
  employeeId: number;
  banks: Record<Currency, number>;
  documents: Map<number, ModelDocument>;
  payments: ModelPayment[];
  transfers: number[];
}

type Operation =
  | { kind: 'invoice'; currency: Currency; cents: number; due: number; draft: boolean }
  | { kind: 'bill'; currency: Currency; cents: number; due: number }
  | { kind: 'clientPayment'; currency: Currency; bank: Currency; picks: number[]; mode: Mode; share: number }
  | {
      kind: 'supplierPayment';
      currency: Currency;
      payer: Currency | 'employee';
      picks: number[] | null;
      mode: Mode;
      share: number;
    }
  | { kind: 'transfer'; from: Currency; cents: number; rate: number }
  | { kind: 'deleteDocument'; pick: number }
  | { kind: 'deletePayment'; pick: number }
  | { kind: 'deleteTransfer'; pick: number };

interface TrialBalance {
  lines: { code: string; currency: string; debit: string; credit: string }[];
  totals: { currency: string; debit: string; credit: string }[];
}

interface ResponseDocument {
  id: number;
  currency: string;
  totalAmount: string;
  outstandingAmount: string;
}

const DUE_DATES = ['2026-03-10', '2026-03-20', '2026-04-01'];
const RATES = [0.8, 1.25, 1.23456];

/** Money of a response, in cents. */
function cents(text: string): bigint {
  expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
  return BigInt(text.replaceAll(',', '').replace('.', ''));
}

const money = (amount: bigint) => `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
const paidOf = (document: ModelDocument) => [...document.allocations.values()].reduce((sum, a) => sum + a, 0n);
const outstandingOf = (document: ModelDocument) => document.total - paidOf(document);

function expectStatus(response: LightMyRequestResponse, status: number, operation: Operation): void {
  expect(response.statusCode, `${JSON.stringify(operation)} -> ${response.body}`).toBe(status);
  expect(response.headers['content-type']).toMatch(
    status === 200 ? /^application\/json/ : /^application\/problem\+json/,
  );
}

/** The model's allocation: by due date then id, each up to its outstanding amount; null for an over-payment. */
function allocate(amount: bigint, documents: ModelDocument[]): Map<number, bigint> | null {
  const outstanding = documents.reduce((sum, document) => sum + outstandingOf(document), 0n);
  if (amount > outstanding) return null;
  const ordered = [...documents].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  let remaining = amount;
  return new Map(
    ordered.map((document) => {
      const owed = outstandingOf(document);
      const share = remaining < owed ? remaining : owed;
      remaining -= share;
      return [document.id, share];
    }),
  );
}

/** An amount to pay against this much outstanding: less (when possible), exactly, or more. */
function amountFor(mode: Mode, outstanding: bigint, share: number): bigint {
  if (mode === 'over' || outstanding === 0n) return outstanding + BigInt(1 + (share % 500));
  if (mode === 'exact' || outstanding === 1n) return outstanding;
  return 1n + ((outstanding - 1n) * BigInt(share)) / 1000n;
}

const documentsOf = (books: Books, kind: ModelDocument['kind']) =>
  [...books.documents.values()].filter((document) => document.kind === kind).sort((a, b) => a.id - b.id);

/** The distinct documents a list of picks names among the candidates. */
function picked(candidates: ModelDocument[], picks: number[]): ModelDocument[] {
  const ids = new Set<number>();
  const result: ModelDocument[] = [];
  for (const pick of picks) {
    const document = candidates[pick % candidates.length] as ModelDocument;
    if (!ids.has(document.id)) result.push(document);
    ids.add(document.id);
  }
  return result;
}

function record(books: Books, payment: ModelPayment, allocations: Map<number, bigint>, linked: number[]): void {
  for (const id of linked) {
    (books.documents.get(id) as ModelDocument).allocations.set(payment.id, allocations.get(id) ?? 0n);
  }
  books.payments.push(payment);
}

async function createDocument(books: Books, operation: Extract<Operation, { kind: 'invoice' | 'bill' }>) {
  const dueDate = DUE_DATES[operation.due % DUE_DATES.length] as string;
  const common = { currency: operation.currency, issueDate: '2026-03-01', dueDate };
  const amount = money(BigInt(operation.cents));
  const response =
    operation.kind === 'invoice'
      ? await books.api.post('/invoices', {
          ...common,
          clientId: books.clientId,
          draft: operation.draft,
          invoiceLines: [{ quantity: 1, rate: amount, vatRate: 0 }],
        })
      : await books.api.post('/bills', {
          ...common,
          supplierId: books.supplierId,
          billLines: [{ quantity: 1, unitPrice: amount, vatRate: 0, categoryCode: '6300' }],
        });
  expectStatus(response, 200, operation);
  const created = response.json<ResponseDocument>();
  expect(cents(created.totalAmount)).toBe(BigInt(operation.cents));
  books.documents.set(created.id, {
    kind: operation.kind,
    id: created.id,
    currency: operation.currency,
    dueDate,
    draft: operation.kind === 'invoice' ? operation.draft : false,
    total: BigInt(operation.cents),
    allocations: new Map(),
  });
}

async function clientPayment(books: Books, operation: Extract<Operation, { kind: 'clientPayment' }>) {
  const candidates = documentsOf(books, 'invoice').filter((doc) => !doc.draft && doc.currency === operation.currency);
  if (candidates.length === 0) return;
  const invoices = picked(candidates, operation.picks);
  const owed = invoices.reduce((sum, invoice) => sum + outstandingOf(invoice), 0n);
  const amount = amountFor(operation.mode, owed, operation.share);
  const rate = operation.bank === operation.currency ? {} : { exchangeRate: RATES[operation.share % RATES.length] };
  const response = await books.api.post('/clientPayments', {
    clientId: books.clientId,
    bankAccountId: books.banks[operation.bank],
    currency: operation.currency,
    amount: money(amount),
    dateReceived: '2026-04-15',
    invoiceIds: invoices.map((invoice) => invoice.id),
    ...rate,
  });
  const allocations = allocate(amount, invoices);
  if (allocations === null) {
    expectStatus(response, 422, operation);
    expect(response.json()).toMatchObject({ amount: expect.any(String), outstandingAmount: expect.any(String) });
    expect(cents(response.json<{ outstandingAmount: string }>().outstandingAmount)).toBe(owed);
    return;
  }
  expectStatus(response, 200, operation);
  const payment = response.json<{ id: number; invoiceIds: number[] }>();
  // A payment lists the invoices it pays something to.
  const ids = [...allocations].filter(([, share]) => share > 0n).map(([id]) => id);
  expect([...payment.invoiceIds].sort()).toEqual([...ids].sort());
  record(books, { kind: 'client', id: payment.id, documentIds: ids }, allocations, ids);
}

async function supplierPayment(books: Books, operation: Extract<Operation, { kind: 'supplierPayment' }>) {
  const ofCurrency = documentsOf(books, 'bill').filter((bill) => bill.currency === operation.currency);
  let bills: ModelDocument[];
  if (operation.picks === null) bills = ofCurrency.filter((bill) => outstandingOf(bill) > 0n);
  else if (ofCurrency.length === 0) return;
  else bills = picked(ofCurrency, operation.picks);
  const owed = bills.reduce((sum, bill) => sum + outstandingOf(bill), 0n);
  const amount = amountFor(operation.mode, owed, operation.share);
  const payer =
    operation.payer === 'employee'
      ? { employeeId: books.employeeId }
      : {
          bankAccountId: books.banks[operation.payer],
          ...(operation.payer === operation.currency ? {} : { exchangeRate: RATES[operation.share % RATES.length] }),
        };
  const response = await books.api.post('/supplierPayments', {
    supplierId: books.supplierId,
    ...payer,
    currency: operation.currency,
    amount: money(amount),
    datePaid: '2026-04-15',
    ...(operation.picks === null ? {} : { billIds: bills.map((bill) => bill.id) }),
  });
  const allocations = allocate(amount, bills);
  if (allocations === null) {
    expectStatus(response, 422, operation);
    expect(cents(response.json<{ outstandingAmount: string }>().outstandingAmount)).toBe(owed);
    return;
  }
  expectStatus(response, 200, operation);
  const payment = response.json<{ id: number; billIds: number[] }>();
  const linked = [...allocations].filter(([, share]) => share > 0n).map(([id]) => id);
  expect([...payment.billIds].sort()).toEqual([...linked].sort());
  record(books, { kind: 'supplier', id: payment.id, documentIds: linked }, allocations, linked);
}

async function transfer(books: Books, operation: Extract<Operation, { kind: 'transfer' }>) {
  const to: Currency = operation.from === 'GBP' ? 'USD' : 'GBP';
  const response = await books.api.post('/bankTransfers', {
    fromBankAccountId: books.banks[operation.from],
    toBankAccountId: books.banks[to],
    amount: money(BigInt(operation.cents)),
    exchangeRate: operation.rate,
    dateTransferred: '2026-04-20',
  });
  expectStatus(response, 200, operation);
  books.transfers.push(response.json<{ id: number }>().id);
}

async function deleteDocument(books: Books, operation: Extract<Operation, { kind: 'deleteDocument' }>) {
  const documents = [...books.documents.values()].sort((a, b) => a.id - b.id);
  const document = documents[operation.pick % Math.max(documents.length, 1)];
  if (!document) return;
  const response = await books.api.delete(`/${document.kind}s/${document.id}`);
  expectStatus(response, document.allocations.size > 0 ? 409 : 200, operation);
  if (response.statusCode === 200) books.documents.delete(document.id);
}

async function deletePayment(books: Books, operation: Extract<Operation, { kind: 'deletePayment' }>) {
  const payment = books.payments[operation.pick % Math.max(books.payments.length, 1)];
  if (!payment) return;
  const response = await books.api.delete(`/${payment.kind}Payments/${payment.id}`);
  expectStatus(response, 200, operation);
  for (const id of payment.documentIds) books.documents.get(id)?.allocations.delete(payment.id);
  books.payments = books.payments.filter((candidate) => candidate !== payment);
}

async function deleteTransfer(books: Books, operation: Extract<Operation, { kind: 'deleteTransfer' }>) {
  const id = books.transfers[operation.pick % Math.max(books.transfers.length, 1)];
  if (id === undefined) return;
  expectStatus(await books.api.delete(`/bankTransfers/${id}`), 200, operation);
  books.transfers = books.transfers.filter((candidate) => candidate !== id);
}

async function apply(books: Books, operation: Operation): Promise<void> {
  switch (operation.kind) {
    case 'invoice':
    case 'bill':
      return createDocument(books, operation);
    case 'clientPayment':
      return clientPayment(books, operation);
    case 'supplierPayment':
      return supplierPayment(books, operation);
    case 'transfer':
      return transfer(books, operation);
    case 'deleteDocument':
      return deleteDocument(books, operation);
    case 'deletePayment':
      return deletePayment(books, operation);
    case 'deleteTransfer':
      return deleteTransfer(books, operation);
  }
}

/** An account's balance per currency, debits minus credits, from the trial balance. */
function balanceOf(report: TrialBalance, code: string, currency: Currency): bigint {
  return report.lines
    .filter((line) => line.code === code && line.currency === currency)
    .reduce((sum, line) => sum + cents(line.debit) - cents(line.credit), 0n);
}

async function checkBooks(books: Books, step: string): Promise<void> {
  const report = (await books.api.get('/reports/trialBalance?date=2099-12-31')).json<TrialBalance>();
  for (const total of report.totals) expect(total.debit, `${step}: ${JSON.stringify(total)}`).toBe(total.credit);

  for (const kind of ['invoice', 'bill'] as const) {
    const answered = (await books.api.get(`/${kind}s`)).json<ResponseDocument[]>();
    expect(answered.map((document) => document.id).sort(), step).toEqual(
      documentsOf(books, kind)
        .map((document) => document.id)
        .sort(),
    );
    for (const document of answered) {
      const model = books.documents.get(document.id) as ModelDocument;
      const outstanding = cents(document.outstandingAmount);
      expect(outstanding >= 0n, `${step}: ${kind} ${document.id} outstanding ${outstanding}`).toBe(true);
      expect(cents(document.totalAmount), step).toBe(model.total);
      // A draft owes nothing until it is issued.
      expect(outstanding, `${step}: ${kind} ${document.id}`).toBe(model.draft ? 0n : outstandingOf(model));
    }
  }

  for (const currency of ['GBP', 'USD'] as const) {
    const owedToUs = documentsOf(books, 'invoice')
      .filter((invoice) => !invoice.draft && invoice.currency === currency)
      .reduce((sum, invoice) => sum + outstandingOf(invoice), 0n);
    expect(balanceOf(report, '1200', currency), `${step}: 1200 in ${currency}`).toBe(owedToUs);
    const weOwe = documentsOf(books, 'bill')
      .filter((bill) => bill.currency === currency)
      .reduce((sum, bill) => sum + outstandingOf(bill), 0n);
    expect(-balanceOf(report, '2100', currency), `${step}: 2100 in ${currency}`).toBe(weOwe);
  }
}

const currencyArb = fc.constantFrom<Currency>('GBP', 'USD');
const modeArb = fc.constantFrom<Mode>('partial', 'partial', 'exact', 'over');
const picksArb = fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 3 });

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invoice' as const),
      currency: currencyArb,
      cents: fc.integer({ min: 1, max: 500_000 }),
      due: fc.nat({ max: 2 }),
      draft: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      currency: currencyArb,
      cents: fc.integer({ min: 1, max: 500_000 }),
      due: fc.nat({ max: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('clientPayment' as const),
      currency: currencyArb,
      bank: currencyArb,
      picks: picksArb,
      mode: modeArb,
      share: fc.integer({ min: 1, max: 999 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('supplierPayment' as const),
      currency: currencyArb,
      payer: fc.constantFrom<Currency | 'employee'>('GBP', 'USD', 'employee'),
      picks: fc.option(picksArb, { freq: 2 }),
      mode: modeArb,
      share: fc.integer({ min: 1, max: 999 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: currencyArb,
      cents: fc.integer({ min: 1, max: 1_000_000 }),
      rate: fc.constantFrom(...RATES, 0.5, 1.5),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteDocument' as const), pick: fc.nat({ max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deletePayment' as const), pick: fc.nat({ max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteTransfer' as const), pick: fc.nat({ max: 40 }) }) },
);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newBooks(): Promise<Books> {
  const api = apiClient(t.app, await createTenant(t.db, 'GBP'));
  const id = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ id: number }>().id;
  };
  return {
    api,
    clientId: await id(api.post('/clients', { name: unique('Client') })),
    supplierId: await id(api.post('/suppliers', { name: unique('Supplier') })),
    employeeId: await id(api.post('/employees', { name: unique('Employee') })),
    banks: {
      GBP: await id(api.post('/bankAccounts', { name: unique('GBP bank') })),
      USD: await id(api.post('/bankAccounts', { name: unique('USD bank'), currency: 'USD' })),
    },
    documents: new Map(),
    payments: [],
    transfers: [],
  };
}

describe('money movement over random sequences', () => {
  it('keeps the trial balance equal per currency, every outstanding amount as the model has it, and 1200 and 2100 equal to what is outstanding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArb, { minLength: 15, maxLength: 25 }), async (operations) => {
        const books = await newBooks();
        for (const [index, operation] of operations.entries()) {
          await apply(books, operation);
          await checkBooks(books, `step ${index} ${JSON.stringify(operation)}`);
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
