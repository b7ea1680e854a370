import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiClient, buildTestApp, createTenant, type TestApp } from './helpers.js';
import { comparable, expectOk, expectProblem, unique, uniqueCode, uniqueDate, withoutRequestId } from './problem.js';

interface Record {
  id: number;
  [field: string]: unknown;
}

let t: TestApp;
let companyA: Api;
let companyB: Api;

beforeAll(async () => {
  t = await buildTestApp();
  companyA = apiClient(t.app, await createTenant(t.db));
  companyB = apiClient(t.app, await createTenant(t.db));
});
afterAll(() => t.close());

interface Resource {
  path: string;
  noun: string;
  /** A valid create body, unique in the company. */
  body: () => object;
}

const resources: Resource[] = [
  {
    path: '/accounts',
    noun: 'Account',
    body: () => ({ code: uniqueCode('I'), name: unique('Account'), type: 'EXPENSE' }),
  },
  { path: '/salesTaxes', noun: 'Sales tax', body: () => ({ code: uniqueCode('I'), name: unique('Tax'), rate: 0.1 }) },
  { path: '/exchangeRates', noun: 'Exchange rate', body: () => ({ currency: 'USD', date: uniqueDate(), rate: 0.79 }) },
  { path: '/employees', noun: 'Employee', body: () => ({ name: unique('Employee'), email: 'e@example.com' }) },
  { path: '/clients', noun: 'Client', body: () => ({ name: unique('Client'), countryCode: 'GB' }) },
  { path: '/suppliers', noun: 'Supplier', body: () => ({ name: unique('Supplier'), vatNumber: 'GB1' }) },
  {
    path: '/lineItems',
    noun: 'Line item',
    body: () => ({ name: unique('Item'), defaultRate: '10.00', defaultSalesTaxCode: 'STANDARD' }),
  },
  { path: '/bankAccounts', noun: 'Bank account', body: () => ({ name: unique('Bank'), iban: 'GB00TEST' }) },
];

/** Asserts a 404 for A's record that reads the same as the 404 for an id that does not exist at all. */
function expectSameNotFound(
  forOther: LightMyRequestResponse,
  otherId: number,
  forMissing: LightMyRequestResponse,
  missingId: number,
  noun: string,
) {
  const other = expectProblem(forOther, 404, `${noun} ${otherId} was not found`);
  const missing = expectProblem(forMissing, 404, `${noun} ${missingId} was not found`);
  expect(comparable(other, otherId)).toEqual(comparable(missing, missingId));
  expect(other.requestId).not.toBe(missing.requestId);
}

describe.each(resources)('$path across companies', ({ path, noun, body }) => {
  let record: Record;
  let missingId: number;

  beforeAll(async () => {
    record = expectOk<Record>(await companyA.post(path, body()));
    missingId = record.id + 1_000_000;
  });

  const unchanged = async () => {
    expect(expectOk<Record>(await companyA.get(`${path}/${record.id}`))).toEqual(record);
  };

  it("answers GET of A's record to B with the same 404 as an unknown id", async () => {
    expectSameNotFound(
      await companyB.get(`${path}/${record.id}`),
      record.id,
      await companyB.get(`${path}/${missingId}`),
      missingId,
      noun,
    );
  });

  it("answers PUT of A's record to B with the same 404 as an unknown id, and A's record is unchanged", async () => {
    const update = body();
    expectSameNotFound(
      await companyB.put(`${path}/${record.id}`, update),
      record.id,
      await companyB.put(`${path}/${missingId}`, update),
      missingId,
      noun,
    );
    await unchanged();
  });

  it("answers PUT with A's record id in the body too with 404", async () => {
    const response = await companyB.put(`${path}/${record.id}`, { ...body(), id: record.id });
    expectProblem(response, 404, `${noun} ${record.id} was not found`);
    await unchanged();
  });

  it("answers DELETE of A's record to B with the same 404 as an unknown id, and A's record stays", async () => {
    expectSameNotFound(
      await companyB.delete(`${path}/${record.id}`),
      record.id,
      await companyB.delete(`${path}/${missingId}`),
      missingId,
      noun,
    );
    await unchanged();
  });

  it("never lists A's ids in B's list", async () => {
    const own = expectOk<Record>(await companyB.post(path, body()));
    const listB = expectOk<Record[]>(await companyB.get(path));
    const listA = expectOk<Record[]>(await companyA.get(path));
    const idsA = new Set(listA.map((item) => item.id));
    expect(idsA.has(record.id)).toBe(true);
    expect(listB.map((item) => item.id)).toContain(own.id);
    for (const item of listB) expect(idsA.has(item.id)).toBe(false);
    expect(listB.map((item) => item.id)).not.toContain(record.id);
  });
});

describe('rules that would reveal the other company', () => {
  it("answers B's DELETE of A's system account with 404, not the 409 that A would get", async () => {
    const accountsA = expectOk<Record[]>(await companyA.get('/accounts'));
    const debtors = accountsA.find((account) => account.systemRole === 'TRADE_DEBTORS');
    if (!debtors) throw new Error('no TRADE_DEBTORS account');
    expectProblem(await companyB.delete(`/accounts/${debtors.id}`), 404, `Account ${debtors.id} was not found`);
    expectProblem(await companyB.put(`/accounts/${debtors.id}`, { ...debtors, type: 'EXPENSE' }), 404);
    expectProblem(await companyA.delete(`/accounts/${debtors.id}`), 409);
    expect(expectOk<Record>(await companyA.get(`/accounts/${debtors.id}`))).toEqual(debtors);
  });

  it("answers B's DELETE of A's sales tax in use with 404, not 409", async () => {
    const code = uniqueCode('USED');
    const tax = expectOk<Record>(await companyA.post('/salesTaxes', { code, name: unique('Used tax'), rate: 0.1 }));
    expectOk(await companyA.post('/lineItems', { name: unique('User'), defaultSalesTaxCode: code }));
    expectProblem(await companyB.delete(`/salesTaxes/${tax.id}`), 404, `Sales tax ${tax.id} was not found`);
    expect(expectOk<Record>(await companyA.get(`/salesTaxes/${tax.id}`))).toEqual(tax);
  });

  it("answers B's DELETE of the ledger account of A's bank account with 404, and A's bank is untouched", async () => {
    const bank = expectOk<Record>(await companyA.post('/bankAccounts', { name: unique('A bank') }));
    const ledger = expectOk<Record[]>(await companyA.get('/accounts')).find(
      (account) => account.code === bank.ledgerAccountCode,
    );
    if (!ledger) throw new Error('no ledger account');
    expectProblem(await companyB.delete(`/accounts/${ledger.id}`), 404, `Account ${ledger.id} was not found`);
    expectProblem(await companyB.put(`/bankAccounts/${bank.id}`, { name: 'Hijacked' }), 404);
    expect(expectOk<Record>(await companyA.get(`/accounts/${ledger.id}`))).toEqual(ledger);
    expect(expectOk<Record>(await companyA.get(`/bankAccounts/${bank.id}`))).toEqual(bank);
  });
});

describe('names and codes belong to one company', () => {
  it('refuses a line item of B that names a sales tax code only A has, with 422', async () => {
    const code = uniqueCode('AONLY');
    expectOk(await companyA.post('/salesTaxes', { code, name: unique('A only'), rate: 0.15 }));
    const response = await companyB.post('/lineItems', { name: unique('B item'), defaultSalesTaxCode: code });
    const problem = expectProblem(response, 422, `No sales tax has the code ${code}`);
    expect(problem.errors).toEqual([{ path: 'defaultSalesTaxCode', message: 'must name a sales tax of the company' }]);
  });

  it("resolves a code that both companies have to B's own sales tax", async () => {
    const code = uniqueCode('BOTH');
    const taxA = expectOk<Record>(await companyA.post('/salesTaxes', { code, name: unique('A'), rate: 0.11 }));
    const taxB = expectOk<Record>(await companyB.post('/salesTaxes', { code, name: unique('B'), rate: 0.22 }));
    const item = expectOk<Record>(
      await companyB.post('/lineItems', { name: unique('B item'), defaultSalesTaxCode: code }),
    );
    expect(item.defaultSalesTaxCode).toBe(code);
    // B's tax is the one in use: B cannot delete it, while A's same-coded tax is free to go.
    expectProblem(await companyB.delete(`/salesTaxes/${taxB.id}`), 409);
    expect(expectOk<Record>(await companyA.delete(`/salesTaxes/${taxA.id}`))).toEqual(taxA);
  });

  it('lets B use the names and codes that A uses', async () => {
    const name = unique('Shared name');
    const code = uniqueCode('SHARED');
    for (const company of [companyA, companyB]) {
      expectOk(await company.post('/clients', { name }));
      expectOk(await company.post('/suppliers', { name }));
      expectOk(await company.post('/lineItems', { name }));
      expectOk(await company.post('/accounts', { code, name, type: 'ASSET' }));
      expectOk(await company.post('/salesTaxes', { code, name, rate: 0 }));
    }
  });
});

describe('reports read one company', () => {
  it("give B nothing of A's books: no transaction, no figure, no party", async () => {
    const a = apiClient(t.app, await createTenant(t.db));
    const b = apiClient(t.app, await createTenant(t.db));
    const client = expectOk<Record>(await a.post('/clients', { name: unique('Client') }));
    const invoice = {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-03-02',
      dueDate: '2026-03-02',
      draft: false,
      invoiceLines: [{ quantity: 1, rate: '500.00', salesTaxCode: 'STANDARD' }],
    };
    expectOk(await a.post('/invoices', invoice));
    const year = 'from=2026-01-01&to=2026-12-31';
    const figures = async (api: Api) => ({
      journal: expectOk<{ transactions: unknown[] }>(await api.get('/reports/journal')).transactions.length,
      netProfit: expectOk<{ netProfit: string }>(await api.get(`/reports/profitAndLoss?${year}`)).netProfit,
      netAssets: expectOk<{ netAssets: string }>(await api.get('/reports/balanceSheet?date=2026-12-31')).netAssets,
      clients: expectOk<{ clients: unknown[] }>(await api.get('/reports/agedReceivables?date=2026-12-31')).clients
        .length,
      vat: expectOk<{ boxes: { vatDueSales: string } }>(await api.get(`/reports/vatReturn?${year}`)).boxes.vatDueSales,
    });
    expect(await figures(a)).toEqual({
      journal: 1,
      netProfit: '500.00',
      netAssets: '500.00',
      clients: 1,
      vat: '100.00',
    });
    expect(await figures(b)).toEqual({ journal: 0, netProfit: '0.00', netAssets: '0.00', clients: 0, vat: '0.00' });
  });

  it("answers B's statement of A's bank account with the same 404 as an unknown id", async () => {
    const bank = expectOk<Record>(await companyA.post('/bankAccounts', { name: unique('Bank') }));
    const missing = Number.MAX_SAFE_INTEGER;
    expectSameNotFound(
      await companyB.get(`/bankAccounts/${bank.id}/transactions`),
      bank.id,
      await companyB.get(`/bankAccounts/${missing}/transactions`),
      missing,
      'Bank account',
    );
  });
});

describe('credit notes, their allocations and refunds belong to one company', () => {
  const noteOf = async (api: Api) => {
    const client = expectOk<Record>(await api.post('/clients', { name: unique('Client') }));
    const document = {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-03-02',
      dueDate: '2026-03-02',
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    };
    const invoice = expectOk<Record>(await api.post('/invoices', document));
    const { invoiceLines: _lines, ...fields } = document;
    const note = expectOk<Record>(
      await api.post('/creditNotes', { ...fields, creditNoteLines: [{ quantity: 1, rate: '10.00', vatRate: 0 }] }),
    );
    const bank = expectOk<Record>(await api.post('/bankAccounts', { name: unique('Bank') }));
    return { client, invoice, note, bank };
  };
  const missing = Number.MAX_SAFE_INTEGER;

  it("answers B's calls on A's credit note, its allocations and A's client balance like unknown ids", async () => {
    const a = await noteOf(companyA);
    const allocation = expectOk<Record>(
      await companyA.post(`/creditNotes/${a.note.id}/allocations`, { invoiceId: a.invoice.id, amount: '1.00' }),
    );
    for (const [path, noun] of [
      ['/creditNotes/{id}', 'Credit note'],
      ['/creditNotes/{id}/allocations', 'Credit note'],
      ['/clients/{id}/balance', 'Client'],
    ] as const) {
      const id = noun === 'Client' ? a.client.id : a.note.id;
      expectSameNotFound(
        await companyB.get(path.replace('{id}', String(id))),
        id,
        await companyB.get(path.replace('{id}', String(missing))),
        missing,
        noun,
      );
    }
    const theirs = expectProblem(await companyB.delete(`/creditNotes/${a.note.id}/allocations/${allocation.id}`), 404);
    const unknown = expectProblem(await companyB.delete(`/creditNotes/${missing}/allocations/${allocation.id}`), 404);
    expect(theirs.detail).toBe(`Allocation ${allocation.id} was not found`);
    expect(unknown.detail).toBe(theirs.detail);
    expect(expectOk<Record>(await companyA.get(`/creditNotes/${a.note.id}`)).outstandingAmount).toBe('9.00');
  });

  it("refuses B's allocation to A's invoice and B's refund of A's credit note as it refuses unknown ids", async () => {
    const a = await noteOf(companyA);
    const b = await noteOf(companyB);
    const allocate = (invoiceId: number) =>
      companyB.post(`/creditNotes/${b.note.id}/allocations`, { invoiceId, amount: '1.00' });
    const same = (response: LightMyRequestResponse, id: number) =>
      JSON.stringify(withoutRequestId(expectProblem(response, 422))).replaceAll(String(id), '{id}');
    expect(same(await allocate(a.invoice.id), a.invoice.id)).toBe(same(await allocate(missing), missing));
    const refund = (creditNoteId: number) =>
      companyB.post('/clientRefunds', {
        clientId: b.client.id,
        creditNoteId,
        bankAccountId: b.bank.id,
        currency: 'GBP',
        amount: '1.00',
        datePaid: '2026-03-10',
      });
    expect(same(await refund(a.note.id), a.note.id)).toBe(same(await refund(missing), missing));
    expect(expectOk<Record>(await companyA.get(`/creditNotes/${a.note.id}`)).outstandingAmount).toBe('10.00');
  });

  it("answers B's calls on A's money on account like unknown ids, and refuses B's use of it as it refuses them", async () => {
    const a = await noteOf(companyA);
    const b = await noteOf(companyB);
    const prepay = (api: Api, parts: { client: Record; bank: Record }) =>
      api.post('/clientPayments', {
        clientId: parts.client.id,
        bankAccountId: parts.bank.id,
        currency: 'GBP',
        amount: '10.00',
        dateReceived: '2026-03-05',
        invoiceIds: [],
        onAccount: true,
      });
    const theirs = expectOk<Record>(await prepay(companyA, a));
    const ours = expectOk<Record>(await prepay(companyB, b));
    expectSameNotFound(
      await companyB.get(`/clientPayments/${theirs.id}/allocations`),
      theirs.id,
      await companyB.get(`/clientPayments/${missing}/allocations`),
      missing,
      'Client payment',
    );
    const same = (response: LightMyRequestResponse, id: number) =>
      JSON.stringify(withoutRequestId(expectProblem(response, 422))).replaceAll(String(id), '{id}');
    const allocate = (invoiceId: number) =>
      companyB.post(`/clientPayments/${ours.id}/allocations`, { invoiceId, amount: '1.00' });
    expect(same(await allocate(a.invoice.id), a.invoice.id)).toBe(same(await allocate(missing), missing));
    const refund = (paymentId: number) =>
      companyB.post('/clientRefunds', {
        clientId: b.client.id,
        paymentId,
        bankAccountId: b.bank.id,
        currency: 'GBP',
        amount: '1.00',
        datePaid: '2026-03-10',
      });
    expect(same(await refund(theirs.id as number), theirs.id as number)).toBe(same(await refund(missing), missing));
    expect(expectOk<Record>(await companyA.get(`/clientPayments/${theirs.id}`)).unallocatedAmount).toBe('10.00');
  });
});
