import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBank, createClient, createSupplier, invoiceOf, newCompany, outstandingOf } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';
import { statementFixture } from './statement-files.js';

/*
 * If-Match on the deletes and undos of records that are not kept by the plain CRUD calls: a
 * write-off, an allocation, a bank reconciliation, a statement line's match or exclusion. The tag
 * compared is the one a GET of the record answers.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const etagOf = (response: LightMyRequestResponse) => String(response.headers.etag);

/**
 * Deletes `first` and then `second`, two records of one kind read and deleted at their paths, on
 * conditions: the other's tag is refused (412, the record kept as it was), its own tag deletes it,
 * and so does * while it exists, not once it is gone.
 */
async function expectDeletedOnTheirConditions(api: Api, first: string, second: string) {
  const [firstRead, secondRead] = [await api.get(first), await api.get(second)];
  const kept = ok(firstRead);

  expect(problem(await api.delete(first, { 'if-match': etagOf(secondRead) }), 412).detail).toMatch(/If-Match/);
  const after = await api.get(first);
  expect(ok(after)).toEqual(kept);
  expect(etagOf(after)).toBe(etagOf(firstRead));

  expect(ok(await api.delete(first, { 'if-match': etagOf(firstRead) }))).toEqual(kept);
  problem(await api.get(first), 404);

  ok(await api.delete(second, { 'if-match': '*' }));
  problem(await api.get(second), 404);
  problem(await api.delete(second, { 'if-match': '*' }), 412);
}

describe("If-Match on the undo of an invoice's write-off", () => {
  const writtenOff = async (api: Api) => {
    const invoice = await invoiceOf(api, await createClient(api));
    ok(await api.post(`/invoices/${invoice.id}/writeOff`, { date: '2026-09-01' }));
    return invoice;
  };

  it('compares the tag of GET /invoices/{id}/writeOff: 412 on another, undone on its own or *', async () => {
    const api = await newCompany(t);
    const [first, second] = [await writtenOff(api), await writtenOff(api)];
    await expectDeletedOnTheirConditions(api, `/invoices/${first.id}/writeOff`, `/invoices/${second.id}/writeOff`);
    // Undone, the invoice owes again the 100.00 and 20% VAT it was written off for.
    expect(await outstandingOf(api, `/invoices/${first.id}`)).toBe('120.00');
    expect(await outstandingOf(api, `/invoices/${second.id}`)).toBe('120.00');
  });

  it('refuses the tag of a write-off that was undone and made again since it was read', async () => {
    const api = await newCompany(t);
    const invoice = await writtenOff(api);
    const path = `/invoices/${invoice.id}/writeOff`;
    const read = await api.get(path);
    ok(await api.delete(path));
    const again = ok(await api.post(path, { date: '2026-10-01', note: 'Still gone' }));
    problem(await api.delete(path, { 'if-match': etagOf(read) }), 412);
    expect(ok(await api.get(path))).toEqual(again);
    expect(await outstandingOf(api, `/invoices/${invoice.id}`)).toBe('0.00');
  });
});

/** A party of each side, and a document of it to allocate to: an invoice of 120.00, a bill of 50.00. */
const SIDES = {
  client: async (api: Api) => {
    const client = await createClient(api);
    return { party: { clientId: client.id }, document: { invoiceId: (await invoiceOf(api, client)).id } };
  },
  supplier: async (api: Api) => {
    const supplier = await createSupplier(api);
    const bill = ok<{ id: number }>(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        billLines: [{ quantity: 1, unitPrice: '50.00', vatRate: 0, categoryCode: '6300' }],
      }),
    );
    return { party: { supplierId: supplier.id }, document: { billId: bill.id } };
  },
};

const CREDIT = { currency: 'GBP', issueDate: '2026-04-05', dueDate: '2026-04-05' };
const ON_ACCOUNT = { currency: 'GBP', amount: '20.00', onAccount: true };

/** What holds 20.00 of a side's money to allocate, as created at `path` from this body. */
const ALLOCATIONS = [
  {
    credit: 'a credit note',
    side: 'client',
    path: '/creditNotes',
    body: () => ({ ...CREDIT, creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0 }] }),
  },
  {
    credit: 'a supplier credit',
    side: 'supplier',
    path: '/supplierCredits',
    body: () => ({
      ...CREDIT,
      supplierCreditLines: [{ quantity: 1, unitPrice: '20.00', vatRate: 0, categoryCode: '6300' }],
    }),
  },
  {
    credit: "a client payment's money on account",
    side: 'client',
    path: '/clientPayments',
    body: (bankAccountId: number) => ({ ...ON_ACCOUNT, bankAccountId, dateReceived: '2026-04-20', invoiceIds: [] }),
  },
  {
    credit: "a supplier payment's money on account",
    side: 'supplier',
    path: '/supplierPayments',
    body: (bankAccountId: number) => ({ ...ON_ACCOUNT, bankAccountId, datePaid: '2026-04-20', billIds: [] }),
  },
] as const;

describe.each(ALLOCATIONS)('If-Match on the delete of an allocation of $credit', ({ side, path, body }) => {
  it('answers the allocation as its list does, and compares its tag: 412 on another, deleted on its own or *', async () => {
    const api = await newCompany(t);
    const { party, document } = await SIDES[side](api);
    const held = ok<{ id: number }>(await api.post(path, { ...party, ...body((await createBank(api)).id) }));
    const allocations = `${path}/${held.id}/allocations`;
    const allocate = async (amount: string) => ok<{ id: number }>(await api.post(allocations, { ...document, amount }));
    const [first, second] = [await allocate('5.00'), await allocate('7.00')];
    const one = await api.get(`${allocations}/${first.id}`);
    expect(ok(one)).toEqual(first);
    expect(etagOf(one)).toMatch(/^"[^"]+"$/);
    await expectDeletedOnTheirConditions(api, `${allocations}/${first.id}`, `${allocations}/${second.id}`);
    expect(ok(await api.get(allocations))).toEqual([]);
  });
});

interface StatementLine {
  id: number;
  status: string;
}

/** A bank account with the March 2026 statement, every line of which the books need not hold. */
async function excludedStatement(api: Api) {
  const bank = await createBank(api);
  const camt = statementFixture('march-2026-current-account.camt053.xml');
  ok(
    await api.post(`/bankAccounts/${bank.id}/statementImports?format=camt053`, camt, {
      'content-type': 'application/xml',
    }),
  );
  const lines = ok<StatementLine[]>(await api.get(`/bankAccounts/${bank.id}/statementLines`));
  for (const line of lines) ok(await api.post(`/bankAccounts/${bank.id}/statementLines/${line.id}/exclude`, {}));
  return { bank, lines };
}

describe('If-Match on the undo of a bank reconciliation', () => {
  it('compares the tag of GET /bankAccounts/{id}/reconciliations/{id}: 412 on another, undone on its own or *', async () => {
    const api = await newCompany(t);
    const { bank } = await excludedStatement(api);
    const reconciled = async (date: string) => {
      const state = ok<{ statementBalance: string }>(
        await api.get(`/bankAccounts/${bank.id}/reconciliation?date=${date}`),
      );
      return ok<{ id: number }>(
        await api.post(`/bankAccounts/${bank.id}/reconciliations`, {
          statementDate: date,
          closingBalance: state.statementBalance,
        }),
      );
    };
    const [earlier, latest] = [await reconciled('2026-03-15'), await reconciled('2026-03-31')];
    const reconciliations = `/bankAccounts/${bank.id}/reconciliations`;
    const one = await api.get(`${reconciliations}/${latest.id}`);
    expect(ok(one)).toEqual(latest);
    // Only the latest can be undone: it goes first.
    await expectDeletedOnTheirConditions(api, `${reconciliations}/${latest.id}`, `${reconciliations}/${earlier.id}`);
    expect(ok(await api.get(reconciliations))).toEqual([]);
  });
});

describe("If-Match on taking back a statement line's exclusion", () => {
  it('compares the tag of GET of the line: 412 on another, taken back on its own', async () => {
    const api = await newCompany(t);
    const { bank, lines } = await excludedStatement(api);
    const [first, second] = lines.map((line) => `/bankAccounts/${bank.id}/statementLines/${line.id}`);
    const read = await api.get(first as string);
    const other = await api.get(second as string);
    problem(await api.delete(`${first}/exclude`, { 'if-match': etagOf(other) }), 412);
    expect(ok<StatementLine>(await api.get(first as string)).status).toBe('excluded');
    const back = ok<StatementLine>(await api.delete(`${first}/exclude`, { 'if-match': etagOf(read) }));
    expect(back.status).toBe('unmatched');
  });
});
