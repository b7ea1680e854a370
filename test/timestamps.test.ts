import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  type Bill,
  createBank,
  createClient,
  createSupplier,
  getBill,
  getInvoice,
  type Invoice,
  newCompany,
} from './books.js';
import { type Api, at, buildTestApp, type TestApp } from './helpers.js';
import { ok, unique, uniqueCode } from './problem.js';
import { sleep } from './processes.js';

/** Every record says when it was made and when it last changed through its own calls, by the database's clock. */

interface Timestamped {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** UTC with milliseconds, as the database's clock writes it. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Long enough for the clock's milliseconds to move between two writes. */
const PAUSE_MS = 5;

/** Sent back in a PUT body as a client would: answers only, so they must change nothing. */
const BOGUS = { createdAt: '2000-01-01T00:00:00.000Z', updatedAt: '2000-01-01T00:00:00.000Z' };

let t: TestApp;
let api: Api;
let parties: { clientId: number; supplierId: number };
let banks: [BankAccount, BankAccount];

beforeAll(async () => {
  t = await buildTestApp();
  api = await newCompany(t);
  parties = { clientId: (await createClient(api)).id, supplierId: (await createSupplier(api)).id };
  banks = [await createBank(api), await createBank(api)];
});
afterAll(() => t?.close());

/** Runs a request and gives its 200 answer with the time just before and just after it. */
async function timed<T>(request: () => Promise<LightMyRequestResponse>) {
  const before = new Date().toISOString();
  const answer = ok<T>(await request());
  return { answer, before, after: new Date().toISOString() };
}

/**
 * The time is the database's, truncated to the millisecond, and the times around it are the
 * machine's, truncated alike: text comparison orders them.
 */
function expectWithin(time: string, before: string, after: string): void {
  expect(time).toMatch(ISO_TIME);
  expect(time >= before && time <= after, `${before} <= ${time} <= ${after}`).toBe(true);
}

const invoiceBody = () => ({
  clientId: parties.clientId,
  currency: 'GBP',
  issueDate: '2026-05-01',
  dueDate: '2026-05-31',
  invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0.2 }],
});

const billBody = () => ({
  supplierId: parties.supplierId,
  currency: 'GBP',
  issueDate: '2026-05-01',
  dueDate: '2026-05-31',
  billLines: [{ quantity: 1, unitPrice: '80.00', vatRate: 0, categoryCode: '6300' }],
});

const entryBody = () => ({
  reason: 'Opening capital',
  date: '2026-05-01',
  manualJournalEntryLines: [
    { accountCode: banks[0].ledgerAccountCode, debitAmountValue: '500.00' },
    { accountCode: '3000', creditAmountValue: '500.00' },
  ],
});

/** A payment in pounds through the first bank account, of a client's invoice or of a supplier's bill. */
const payment = (amount: string) => ({ bankAccountId: banks[0].id, currency: 'GBP', amount });

const clientPayment = (invoiceId: number, amount: string) => ({
  ...payment(amount),
  clientId: parties.clientId,
  dateReceived: '2026-05-03',
  invoiceIds: [invoiceId],
});

const supplierPayment = (billId: number, amount: string) => ({
  ...payment(amount),
  supplierId: parties.supplierId,
  datePaid: '2026-05-03',
  billIds: [billId],
});

interface Kind {
  path: string;
  body: () => Promise<object> | object;
  /** What a PUT changes in the record as GET answered it; absent where the record has no PUT. */
  change?: Record<string, unknown>;
}

/** Each exchange rate of a test is of another day, so that none repeats a currency and date. */
let rateDays = 0;
const nextRateDate = () => {
  rateDays += 1;
  return new Date(Date.UTC(2026, 0, rateDays)).toISOString().slice(0, 10);
};

const KINDS: Kind[] = [
  { path: '/clients', body: () => ({ name: unique('Client') }), change: { phoneNumber: '0100' } },
  { path: '/suppliers', body: () => ({ name: unique('Supplier') }), change: { vatNumber: 'GB1' } },
  { path: '/employees', body: () => ({ name: unique('Employee') }), change: { email: 'e@example.com' } },
  { path: '/lineItems', body: () => ({ name: unique('Item') }), change: { defaultRate: '12.00' } },
  {
    path: '/salesTaxes',
    body: () => ({ code: uniqueCode('T'), name: unique('Tax'), rate: 0.1 }),
    change: { rate: 0.125 },
  },
  {
    path: '/accounts',
    body: () => ({ code: uniqueCode('A'), name: unique('Account'), type: 'EXPENSE' }),
    change: { description: 'Changed' },
  },
  { path: '/bankAccounts', body: () => ({ name: unique('Bank') }), change: { sortCode: '10-20-30' } },
  {
    path: '/exchangeRates',
    body: () => ({ currency: 'USD', date: nextRateDate(), rate: 0.79 }),
    change: { rate: 0.8 },
  },
  {
    path: '/bankTransfers',
    body: () => ({
      fromBankAccountId: banks[0].id,
      toBankAccountId: banks[1].id,
      amount: '10.00',
      dateTransferred: '2026-05-02',
    }),
    change: { amount: '11.00' },
  },
  { path: '/invoices', body: invoiceBody, change: { poNumber: 'PO-1' } },
  { path: '/bills', body: billBody, change: { dueDate: '2026-06-30' } },
  { path: '/manualJournalEntries', body: entryBody, change: { reason: 'Renamed' } },
  {
    path: '/clientPayments',
    body: async () => clientPayment(ok<Invoice>(await api.post('/invoices', invoiceBody())).id, '1.00'),
  },
  {
    path: '/supplierPayments',
    body: async () => supplierPayment(ok<Bill>(await api.post('/bills', billBody())).id, '1.00'),
  },
];

const UPDATABLE = KINDS.filter((kind): kind is Required<Kind> => kind.change !== undefined);

const create = async (kind: Kind) => {
  const body = await kind.body();
  return timed<Timestamped>(() => api.post(kind.path, body));
};

describe('createdAt and updatedAt', () => {
  it.each(KINDS)('$path: a new record was made and last changed during its create, and reads so', async (kind) => {
    const { answer: record, before, after } = await create(kind);
    expectWithin(record.createdAt, before, after);
    expect(record.updatedAt).toBe(record.createdAt);
    expect(ok<Timestamped>(await api.get(`${kind.path}/${record.id}`))).toMatchObject({
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    });
    const listed = ok<Timestamped[]>(await api.get(kind.path)).find((item) => item.id === record.id);
    expect(listed).toMatchObject({ createdAt: record.createdAt, updatedAt: record.updatedAt });
  });

  it.each(UPDATABLE)(
    '$path: a PUT keeps createdAt and moves updatedAt, whatever timestamps the body carries',
    async (kind) => {
      const { answer: created } = await create(kind);
      const read = ok<Timestamped>(await api.get(`${kind.path}/${created.id}`));
      await sleep(PAUSE_MS);
      const {
        answer: updated,
        before,
        after,
      } = await timed<Timestamped & Record<string, unknown>>(() =>
        api.put(`${kind.path}/${created.id}`, { ...read, ...kind.change, ...BOGUS }),
      );
      expect(updated).toMatchObject(kind.change);
      expect(updated.createdAt).toBe(created.createdAt);
      expectWithin(updated.updatedAt, before, after);
      expect(updated.updatedAt > created.updatedAt).toBe(true);
      expect(ok<Timestamped>(await api.get(`${kind.path}/${created.id}`))).toMatchObject({
        createdAt: created.createdAt,
        updatedAt: updated.updatedAt,
      });
    },
  );

  it.each(UPDATABLE)('$path: a PUT of the record as GET answered it is taken as it is', async (kind) => {
    const { answer: created } = await create(kind);
    const read = ok<Timestamped>(await api.get(`${kind.path}/${created.id}`));
    const { createdAt, updatedAt, ...fields } = ok<Timestamped>(await api.put(`${kind.path}/${created.id}`, read));
    const { createdAt: _made, updatedAt: _changed, ...readFields } = read;
    expect(fields).toEqual(readFields);
    expect(createdAt).toBe(read.createdAt);
    expect(updatedAt >= read.updatedAt).toBe(true);
  });
});

describe('the lines of a document', () => {
  const documents = [
    { path: '/invoices', lines: 'invoiceLines', body: invoiceBody, line: { quantity: 2, rate: '5.00', vatRate: 0 } },
    {
      path: '/bills',
      lines: 'billLines',
      body: billBody,
      line: { quantity: 2, unitPrice: '5.00', vatRate: 0, categoryCode: '6300' },
    },
    {
      path: '/manualJournalEntries',
      lines: 'manualJournalEntryLines',
      body: entryBody,
      line: { accountCode: '6300', debitAmountValue: '5.00', creditAmountValue: '5.00' },
    },
  ];

  it.each(documents)(
    '$path: each line call moves the updatedAt of the document, never its createdAt',
    async ({ path, lines, body, line }) => {
      const document = ok<Timestamped>(await api.post(path, body()));
      let last = document;
      const expectMoved = async (call: () => Promise<LightMyRequestResponse>) => {
        await sleep(PAUSE_MS);
        const { before, after } = await timed(call);
        const now = ok<Timestamped & Record<string, unknown>>(await api.get(`${path}/${document.id}`));
        expect(now.createdAt).toBe(document.createdAt);
        expectWithin(now.updatedAt, before, after);
        expect(now.updatedAt > last.updatedAt).toBe(true);
        last = now;
        return now;
      };
      const withLine = await expectMoved(() => api.post(`${path}/${document.id}/${lines}`, line));
      const withLines = withLine[lines] as { id: number }[];
      const added = at(withLines, withLines.length - 1);
      expect(added).not.toHaveProperty('createdAt');
      await expectMoved(() => api.put(`${path}/${document.id}/${lines}/${added.id}`, line));
      await expectMoved(() => api.delete(`${path}/${document.id}/${lines}/${added.id}`));
    },
  );

  it('a payment moves what an invoice and a bill have outstanding, not when they last changed', async () => {
    const invoice = ok<Invoice & Timestamped>(await api.post('/invoices', invoiceBody()));
    const bill = ok<Bill & Timestamped>(await api.post('/bills', billBody()));
    await sleep(PAUSE_MS);
    const received = ok<Timestamped>(await api.post('/clientPayments', clientPayment(invoice.id, '20.00')));
    const paid = ok<Timestamped>(await api.post('/supplierPayments', supplierPayment(bill.id, '20.00')));
    expect(await getInvoice(api, invoice.id)).toEqual({ ...invoice, outstandingAmount: '100.00' });
    expect(await getBill(api, bill.id)).toEqual({ ...bill, outstandingAmount: '60.00' });
    await sleep(PAUSE_MS);
    ok(await api.delete(`/clientPayments/${received.id}`));
    ok(await api.delete(`/supplierPayments/${paid.id}`));
    expect(await getInvoice(api, invoice.id)).toEqual(invoice);
    expect(await getBill(api, bill.id)).toEqual(bill);
  });
});

describe('the company', () => {
  it('changes when it is renamed or its lock date moves, and not when its records do', async () => {
    const company = ok<Timestamped & { name: string }>(await api.get('/company'));
    expect(company.createdAt).toMatch(ISO_TIME);
    expect(company.updatedAt >= company.createdAt).toBe(true);
    ok(await api.post('/invoices', invoiceBody()));
    expect(ok<Timestamped>(await api.get('/company'))).toEqual(company);

    await sleep(PAUSE_MS);
    const {
      answer: renamed,
      before,
      after,
    } = await timed<Timestamped>(() =>
      api.put('/company', { ...company, ...BOGUS, name: unique('Renamed'), lockDate: null }),
    );
    expect(renamed.createdAt).toBe(company.createdAt);
    expectWithin(renamed.updatedAt, before, after);
    expect(renamed.updatedAt > company.updatedAt).toBe(true);
    expect(ok<Timestamped>(await api.get('/company'))).toEqual(renamed);
  });
});

describe('a bank account and its ledger account', () => {
  it('change together when the bank account is renamed', async () => {
    const bank = await createBank(api);
    const accounts = ok<(Timestamped & { code: string })[]>(await api.get('/accounts'));
    const ledger = accounts.find((account) => account.code === bank.ledgerAccountCode) as Timestamped;
    await sleep(PAUSE_MS);
    const {
      answer: renamed,
      before,
      after,
    } = await timed<Timestamped>(() => api.put(`/bankAccounts/${bank.id}`, { name: unique('Renamed bank') }));
    expectWithin(renamed.updatedAt, before, after);
    const renamedLedger = ok<Timestamped>(await api.get(`/accounts/${ledger.id}`));
    expect(renamedLedger.createdAt).toBe(ledger.createdAt);
    expectWithin(renamedLedger.updatedAt, before, after);
  });
});
