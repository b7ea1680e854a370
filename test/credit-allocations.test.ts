import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  type Client,
  createBank,
  createClient,
  createSupplier,
  getBill,
  getInvoice,
  invoiceOf,
  newCompany,
  outstandingOf,
  postingsOf,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { MISSING_ID, messageAt, ok, problem, violation } from './problem.js';

/*
 * Allocations set a credit note against an invoice of the same client (a supplier's credit against
 * one of its bills): both have that much less outstanding, and in a foreign currency the difference
 * between the values they clear is a realised exchange difference. Figures worked by hand.
 */

interface Allocation {
  id: number;
  creditNoteId: number;
  invoiceId: number;
  amount: string;
  date: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const creditNoteOf = async (api: Api, client: Client, fields: Record<string, unknown> = {}) =>
  ok<{ id: number; outstandingAmount: string }>(
    await api.post('/creditNotes', {
      clientId: client.id,
      currency: 'GBP',
      issueDate: '2026-04-05',
      dueDate: '2026-04-05',
      creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0 }],
      ...fields,
    }),
  );

describe('allocating a credit note to an invoice', () => {
  it('takes 20.00 off an invoice of 120.00, which a payment of 100.00 then settles', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    const note = await creditNoteOf(api, client);
    const allocation = ok<Allocation>(
      await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '20.00' }),
    );
    // Left out, the date is the later of the two issue dates.
    expect(allocation).toEqual({
      id: expect.any(Number),
      creditNoteId: note.id,
      invoiceId: invoice.id,
      amount: '20.00',
      date: '2026-04-05',
    });
    expect(await outstandingOf(api, `/invoices/${invoice.id}`)).toBe('100.00');
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('0.00');
    expect(ok(await api.get(`/creditNotes/${note.id}/allocations`))).toEqual([allocation]);

    const bank = await createBank(api);
    ok(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '100.00',
        dateReceived: '2026-04-20',
        invoiceIds: [invoice.id],
      }),
    );
    expect((await getInvoice(api, invoice.id)).outstandingAmount).toBe('0.00');
    // Debtors: 120.00 invoiced - 20.00 credited - 100.00 received = 0; in base currency nothing
    // else is posted by the allocation.
    expect(await postingsOf(api, '1200')).toEqual([
      ['INVOICE', invoice.id, 'GBP', '120.00', '0.00'],
      ['CREDIT_NOTE', note.id, 'GBP', '0.00', '20.00'],
      ['CLIENT_PAYMENT', expect.any(Number), 'GBP', '0.00', '100.00'],
    ]);
    const aged = ok<{ clients: unknown[] }>(await api.get('/reports/agedReceivables?date=2026-04-30'));
    expect(aged.clients).toEqual([]);
    expect(ok(await api.get(`/clients/${client.id}/balance`))).toEqual([
      {
        currency: 'GBP',
        invoiced: '120.00',
        credited: '20.00',
        paid: '100.00',
        refunded: '0.00',
        writtenOff: '0.00',
        onAccount: '0.00',
        outstanding: '0.00',
      },
    ]);
    const stranger = await newCompany(t);
    problem(await stranger.get(`/clients/${client.id}/balance`), 404, `Client ${client.id} was not found`);
  });

  it('refuses more than either has outstanding, another client’s invoice, a draft and a date before both', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    const note = await creditNoteOf(api, client);
    const allocations = `/creditNotes/${note.id}/allocations`;
    const tooMuch = violation(await api.post(allocations, { invoiceId: invoice.id, amount: '20.01' }), ['amount']);
    expect(tooMuch).toMatchObject({ amount: '20.01', outstandingAmount: '20.00' });
    const small = await invoiceOf(api, client, { invoiceLines: [{ quantity: 1, rate: '5.00', vatRate: 0 }] });
    const beyond = violation(await api.post(allocations, { invoiceId: small.id, amount: '6.00' }), ['amount']);
    expect(messageAt(beyond, 'amount')).toBe('must not be more than the outstandingAmount of the invoice');
    const stranger = await invoiceOf(api, await createClient(api));
    const foreign = violation(await api.post(allocations, { invoiceId: stranger.id, amount: '1.00' }), ['invoiceId']);
    expect(messageAt(foreign, 'invoiceId')).toBe(`invoice ${stranger.id} is not one of this client's`);
    violation(await api.post(allocations, { invoiceId: MISSING_ID, amount: '1.00' }), ['invoiceId']);
    const early = violation(
      await api.post(allocations, { invoiceId: invoice.id, amount: '1.00', date: '2026-04-02' }),
      ['date'],
    );
    expect(messageAt(early, 'date')).toBe('must be on or after 2026-04-05, when both were issued');
    const draft = await creditNoteOf(api, client, { draft: true });
    violation(await api.post(`/creditNotes/${draft.id}/allocations`, { invoiceId: invoice.id, amount: '1.00' }), [
      'invoiceId',
    ]);
    problem(
      await api.post(`/creditNotes/${MISSING_ID}/allocations`, { invoiceId: invoice.id, amount: '1.00' }),
      404,
      `Credit note ${MISSING_ID} was not found`,
    );
    const other = await newCompany(t);
    problem(await other.get(allocations), 404, `Credit note ${note.id} was not found`);
    expect(await outstandingOf(api, `/invoices/${invoice.id}`)).toBe('120.00');
  });

  it('keeps both documents while it stands, and gives back what it took when deleted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    const note = await creditNoteOf(api, client);
    const allocation = ok<Allocation>(
      await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '15.00' }),
    );
    problem(await api.delete(`/invoices/${invoice.id}`), 409);
    problem(
      await api.delete(`/creditNotes/${note.id}`),
      409,
      `Credit note ${note.id} has allocations or refunds: delete them first`,
    );
    problem(
      await api.put(`/creditNotes/${note.id}`, {
        clientId: client.id,
        currency: 'GBP',
        issueDate: '2026-04-05',
        dueDate: '2026-04-05',
        creditNoteLines: [
          {
            id: ok<{ creditNoteLines: { id: number }[] }>(await api.get(`/creditNotes/${note.id}`)).creditNoteLines[0]
              ?.id,
            quantity: 1,
            rate: '10.00',
            vatRate: 0,
          },
        ],
      }),
      422,
      'The total would fall under what payments have allocated to the document',
    );
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('5.00');
    const removed = ok<Allocation>(await api.delete(`/creditNotes/${note.id}/allocations/${allocation.id}`));
    expect(removed).toEqual(allocation);
    expect(await outstandingOf(api, `/invoices/${invoice.id}`)).toBe('120.00');
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('20.00');
    problem(
      await api.delete(`/creditNotes/${note.id}/allocations/${allocation.id}`),
      404,
      `Allocation ${allocation.id} was not found`,
    );
    ok(await api.delete(`/creditNotes/${note.id}`));
  });

  it('in dollars, posts what the two clear at their own rates apart as a realised exchange difference', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    // USD 100.00 at 0.80 = GBP 80.00 owed; a credit of USD 20.00 at 0.75 = GBP 15.00.
    const invoice = await invoiceOf(api, client, {
      currency: 'USD',
      exchangeRate: 0.8,
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    });
    const note = await creditNoteOf(api, client, { currency: 'USD', exchangeRate: 0.75 });
    const allocation = ok<Allocation>(
      await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '20.00' }),
    );
    // USD 20.00 clears 20.00 × 0.80 = 16.00 of the invoice and 20.00 × 0.75 = 15.00 of the credit
    // note: trade debtors fall by 1.00 more than the credit gave, a realised loss of 1.00.
    const journal = ok<{
      transactions: {
        source: { type: string };
        postings: { accountCode: string; currency: string; debit: string; credit: string; baseAmount: string }[];
      }[];
    }>(await api.get('/reports/journal')).transactions;
    const posted = journal.find((entry) => entry.source.type === 'CREDIT_NOTE_ALLOCATION');
    expect(posted?.postings.map((p) => [p.accountCode, p.currency, p.debit, p.credit, p.baseAmount])).toEqual([
      ['1200', 'USD', '0.00', '20.00', '-16.00'],
      ['1200', 'USD', '20.00', '0.00', '15.00'],
      ['7810', 'USD', '0.00', '0.00', '1.00'],
    ]);
    // Debtors in pounds: 80.00 - 15.00 - 16.00 + 15.00 = 64.00, the 80.00 dollars left at 0.80.
    const base = ok<{ lines: { code: string; debit: string; credit: string }[] }>(
      await api.get('/reports/trialBalance?date=2026-12-31&currency=base'),
    );
    expect(base.lines.find((line) => line.code === '1200')).toMatchObject({ debit: '64.00', credit: '0.00' });
    expect(base.lines.find((line) => line.code === '7810')).toMatchObject({ debit: '1.00', credit: '0.00' });

    // A payment of the 80.00 dollars left, received at 0.80, clears the rest of the invoice's value, 64.00.
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-04-20', rate: 0.8 }));
    const dollars = await createBank(api, 'USD');
    ok(
      await api.post('/clientPayments', {
        clientId: client.id,
        bankAccountId: dollars.id,
        currency: 'USD',
        amount: '80.00',
        exchangeRate: 1,
        dateReceived: '2026-04-20',
        invoiceIds: [invoice.id],
      }),
    );
    const after = ok<{ lines: { code: string; debit: string; credit: string }[] }>(
      await api.get('/reports/trialBalance?date=2026-12-31&currency=base'),
    );
    expect(after.lines.find((line) => line.code === '1200')).toBeUndefined();
    ok(await api.delete(`/creditNotes/${note.id}/allocations/${allocation.id}`));
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('20.00');
  });
});

describe('allocating a supplier credit to a bill', () => {
  it('takes it off the bill and leaves what is owed to the supplier', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bill = ok<{ id: number }>(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-04-01',
        dueDate: '2026-04-30',
        billLines: [{ quantity: 1, unitPrice: '50.00', vatRate: 0.2, categoryCode: '6300' }],
      }),
    );
    const credit = ok<{ id: number }>(
      await api.post('/supplierCredits', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-04-03',
        dueDate: '2026-04-03',
        supplierCreditLines: [{ quantity: 1, unitPrice: '10.00', vatRate: 0.2, categoryCode: '6300' }],
      }),
    );
    const allocation = ok<{ supplierCreditId: number; billId: number; amount: string; date: string }>(
      await api.post(`/supplierCredits/${credit.id}/allocations`, { billId: bill.id, amount: '12.00' }),
    );
    expect(allocation).toMatchObject({
      supplierCreditId: credit.id,
      billId: bill.id,
      amount: '12.00',
      date: '2026-04-03',
    });
    expect((await getBill(api, bill.id)).outstandingAmount).toBe('48.00');
    expect(await outstandingOf(api, `/supplierCredits/${credit.id}`)).toBe('0.00');
    // Creditors: 60.00 owed less 12.00 credited.
    expect((await balances(api)).lines).toContainEqual(['2100', 'GBP', '0.00', '48.00']);
    // A payment without bills pays what is outstanding: 48.00.
    const bank = await createBank(api);
    const payment = ok<{ billIds: number[] }>(
      await api.post('/supplierPayments', {
        supplierId: supplier.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '48.00',
        datePaid: '2026-04-10',
      }),
    );
    expect(payment.billIds).toEqual([bill.id]);
    expect((await getBill(api, bill.id)).outstandingAmount).toBe('0.00');
    expect(ok(await api.get(`/suppliers/${supplier.id}/balance`))).toEqual([
      {
        currency: 'GBP',
        billed: '60.00',
        credited: '12.00',
        paid: '48.00',
        refunded: '0.00',
        onAccount: '0.00',
        outstanding: '0.00',
      },
    ]);
  });
});

describe('the audit trail of allocations', () => {
  it('keeps each allocation made and deleted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    const note = await creditNoteOf(api, client);
    const allocation = ok<Allocation>(
      await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '5.00' }),
    );
    ok(await api.delete(`/creditNotes/${note.id}/allocations/${allocation.id}`));
    const trail = ok<{ recordType: string; recordId: number; method: string; before: unknown; after: unknown }[]>(
      await api.get('/auditLog?limit=2'),
    );
    expect(trail.map((entry) => [entry.recordType, entry.recordId, entry.method, entry.before, entry.after])).toEqual([
      ['creditNoteAllocation', allocation.id, 'DELETE', allocation, null],
      ['creditNoteAllocation', allocation.id, 'POST', null, allocation],
    ]);
  });
});

describe('the lock date', () => {
  it('holds allocations and refunds dated on or before it', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const invoice = await invoiceOf(api, client);
    const note = await creditNoteOf(api, client);
    const bank = await createBank(api);
    const allocation = ok<Allocation>(
      await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '5.00' }),
    );
    ok(await api.put('/company', { lockDate: '2026-04-30' }));
    violation(await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '1.00' }), [
      'date',
    ]);
    violation(await api.delete(`/creditNotes/${note.id}/allocations/${allocation.id}`), ['date']);
    const refund = {
      clientId: client.id,
      creditNoteId: note.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '1.00',
      datePaid: '2026-04-20',
    };
    violation(await api.post('/clientRefunds', refund), ['datePaid']);
    ok(
      await api.post(`/creditNotes/${note.id}/allocations`, {
        invoiceId: invoice.id,
        amount: '1.00',
        date: '2026-05-01',
      }),
    );
    ok(await api.post('/clientRefunds', { ...refund, datePaid: '2026-05-02' }));
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('13.00');
  });
});
