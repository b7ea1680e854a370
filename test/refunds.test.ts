import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  type Client,
  createBank,
  createClient,
  createSupplier,
  newCompany,
  outstandingOf,
  postingsOf,
} from './books.js';
import { type Api, anyTimestamps, buildTestApp, type TestApp } from './helpers.js';
import { messageAt, ok, problem, violation } from './problem.js';

/*
 * Refunds pay back what a credit note holds (to a client), or receive back what a supplier's credit
 * holds, through a bank account, with the currency rules of payments. Figures worked by hand.
 */

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
      issueDate: '2026-05-02',
      dueDate: '2026-05-02',
      creditNoteLines: [{ quantity: 1, rate: '20.00', vatRate: 0.2 }],
      ...fields,
    }),
  );

const baseLine = async (api: Api, code: string) =>
  ok<{ lines: { code: string; debit: string; credit: string }[] }>(
    await api.get('/reports/trialBalance?date=2026-12-31&currency=base'),
  ).lines.find((line) => line.code === code);

describe('refunds to clients', () => {
  it('pay a credit note back from the bank, and give it back its outstanding amount when deleted', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const note = await creditNoteOf(api, client);
    const body = {
      clientId: client.id,
      creditNoteId: note.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '24.00',
      datePaid: '2026-05-10',
    };
    const refund = ok<Record<string, unknown>>(await api.post('/clientRefunds', body));
    expect(refund).toEqual({
      id: expect.any(Number),
      currency: 'GBP',
      amount: '24.00',
      bankAccountId: bank.id,
      clientId: client.id,
      creditNoteId: note.id,
      datePaid: '2026-05-10',
      amountPaidFromBank: '24.00',
      ...anyTimestamps,
    });
    expect(ok(await api.get(`/clientRefunds/${refund.id}`))).toEqual(refund);
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('0.00');
    // The credit note credited debtors 24.00; the refund debits them back, out of the bank.
    expect(await postingsOf(api, '1200')).toEqual([
      ['CREDIT_NOTE', note.id, 'GBP', '0.00', '24.00'],
      ['CLIENT_REFUND', refund.id, 'GBP', '24.00', '0.00'],
    ]);
    const listed = await api.get('/clientRefunds');
    expect(listed.headers['x-total-count']).toBe('1');
    const again = violation(await api.post('/clientRefunds', { ...body, amount: '0.01' }), ['amount']);
    expect(again).toMatchObject({ amount: '0.01', outstandingAmount: '0.00' });
    problem(await api.delete(`/creditNotes/${note.id}`), 409);
    ok(await api.delete(`/clientRefunds/${refund.id}`));
    expect(await outstandingOf(api, `/creditNotes/${note.id}`)).toBe('24.00');
    expect(await postingsOf(api, '1200')).toEqual([['CREDIT_NOTE', note.id, 'GBP', '0.00', '24.00']]);
    problem(await api.get(`/clientRefunds/${refund.id}`), 404, `Client refund ${refund.id} was not found`);
  });

  it('refuse another client’s credit note, a draft, and a date before the credit note', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    const note = await creditNoteOf(api, client);
    const body = {
      clientId: client.id,
      creditNoteId: note.id,
      bankAccountId: bank.id,
      currency: 'GBP',
      amount: '1.00',
      datePaid: '2026-05-10',
    };
    const other = await createClient(api);
    const foreign = violation(await api.post('/clientRefunds', { ...body, clientId: other.id }), ['creditNoteId']);
    expect(messageAt(foreign, 'creditNoteId')).toBe(`credit note ${note.id} is not one of this client's`);
    const draft = await creditNoteOf(api, client, { draft: true });
    violation(await api.post('/clientRefunds', { ...body, creditNoteId: draft.id }), ['creditNoteId']);
    const early = violation(await api.post('/clientRefunds', { ...body, datePaid: '2026-05-01' }), ['datePaid']);
    expect(messageAt(early, 'datePaid')).toBe('must be on or after 2026-05-02, when the credit note was issued');
    violation(await api.post('/clientRefunds', { ...body, currency: 'USD', exchangeRate: 0.8 }), ['creditNoteId']);
    const stranger = await newCompany(t);
    const refund = ok<{ id: number }>(await api.post('/clientRefunds', body));
    problem(await stranger.get(`/clientRefunds/${refund.id}`), 404, `Client refund ${refund.id} was not found`);
    problem(await stranger.delete(`/clientRefunds/${refund.id}`), 404, `Client refund ${refund.id} was not found`);
  });

  it('of a credit note in dollars from a bank in pounds realise the difference between its value and what left', async () => {
    const api = await newCompany(t);
    const client = await createClient(api);
    const bank = await createBank(api);
    // USD 50.00 at 0.80: the company owes the client GBP 40.00.
    const note = await creditNoteOf(api, client, {
      currency: 'USD',
      exchangeRate: 0.8,
      creditNoteLines: [{ quantity: 1, rate: '50.00', vatRate: 0 }],
    });
    const refund = ok<{ id: number; amountPaidFromBank: string }>(
      await api.post('/clientRefunds', {
        clientId: client.id,
        creditNoteId: note.id,
        bankAccountId: bank.id,
        currency: 'USD',
        amount: '50.00',
        exchangeRate: 0.78,
        datePaid: '2026-05-20',
      }),
    );
    // USD 50.00 at 0.78 = GBP 39.00 left the bank, against a debt worth 40.00: a gain of 1.00.
    expect(refund.amountPaidFromBank).toBe('39.00');
    expect(await baseLine(api, '1200')).toBeUndefined();
    expect(await baseLine(api, '7810')).toMatchObject({ debit: '0.00', credit: '1.00' });
    // In dollars the debtors are clear too: 50.00 credited, 50.00 refunded.
    expect((await balances(api)).lines.filter(([code]) => code === '1200')).toEqual([]);
    const aged = ok<{ clients: unknown[] }>(await api.get('/reports/agedReceivables?date=2026-05-31'));
    expect(aged.clients).toEqual([]);
  });
});

describe('refunds from suppliers', () => {
  it('receive a supplier’s credit back into the bank', async () => {
    const api = await newCompany(t);
    const supplier = await createSupplier(api);
    const bank = await createBank(api);
    const credit = ok<{ id: number }>(
      await api.post('/supplierCredits', {
        supplierId: supplier.id,
        currency: 'GBP',
        issueDate: '2026-05-02',
        dueDate: '2026-05-02',
        supplierCreditLines: [{ quantity: 1, unitPrice: '10.00', vatRate: 0.2, categoryCode: '6300' }],
      }),
    );
    const refund = ok<{ id: number; supplierCreditId: number; amountReceivedInBank: string }>(
      await api.post('/supplierRefunds', {
        supplierId: supplier.id,
        supplierCreditId: credit.id,
        bankAccountId: bank.id,
        currency: 'GBP',
        amount: '12.00',
        dateReceived: '2026-05-12',
      }),
    );
    expect(refund).toMatchObject({ supplierCreditId: credit.id, amountReceivedInBank: '12.00' });
    expect(await outstandingOf(api, `/supplierCredits/${credit.id}`)).toBe('0.00');
    // The credit debited creditors 12.00; the refund credits them back, into the bank.
    expect(await postingsOf(api, '2100')).toEqual([
      ['SUPPLIER_CREDIT', credit.id, 'GBP', '12.00', '0.00'],
      ['SUPPLIER_REFUND', refund.id, 'GBP', '0.00', '12.00'],
    ]);
    const aged = ok<{ suppliers: unknown[] }>(await api.get('/reports/agedPayables?date=2026-05-31'));
    expect(aged.suppliers).toEqual([]);
  });
});
