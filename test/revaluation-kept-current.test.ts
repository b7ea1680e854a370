import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankAccount,
  type Client,
  createBank,
  createClient,
  createSupplier,
  invoiceOf,
  newCompany,
  type Revaluation,
  revaluationLine,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { messageAt, ok, violation } from './problem.js';

/*
 * A currency revaluation is kept current: a write dated on or before it, or a change of the rate it
 * used, works it again in the same transaction. Every figure is worked by hand beside it (GBP books;
 * rounding half away from zero to the penny).
 *
 * The books of every test: EUR at 0.86 from 2025-05-01 and 0.84 on 2025-05-31; an invoice of EUR
 * 2,000.00 on 05-01, valued 2,000.00 × 0.86 = 1,720.00; a credit note of EUR 50.00 on 05-10, valued
 * 50.00 × 0.86 = 43.00 and allocated to the invoice. Trade debtors hold EUR 1,950.00 worth
 * 1,720.00 − 43.00 = 1,677.00; revalued on 05-31 at 1,950.00 × 0.84 = 1,638.00: a difference of −39.00.
 */

interface TrialBalance {
  lines: { code: string; debit: string; credit: string }[];
}

interface BalanceSheet {
  assets: { accounts: { code: string; amount: string }[] };
  equity: { currentYearEarnings: string };
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const revaluationLines = async (api: Api, id: number) =>
  ok<Revaluation>(await api.get(`/currencyRevaluations/${id}`)).lines.map(revaluationLine);

/** The trial balance in GBP at the end of the date, as [code, debit, credit]. */
async function baseLines(api: Api, date: string) {
  const report = ok<TrialBalance>(await api.get(`/reports/trialBalance?currency=base&date=${date}`));
  return report.lines.map((line) => [line.code, line.debit, line.credit]);
}

const lineOfAccount = (lines: string[][], code: string) => lines.find(([candidate]) => candidate === code);

async function euroDebtors() {
  const api = await newCompany(t);
  ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2025-05-01', rate: 0.86 }));
  const lateRate = ok<{ id: number }>(
    await api.post('/exchangeRates', { currency: 'EUR', date: '2025-05-31', rate: 0.84 }),
  );
  const client = await createClient(api);
  const pounds = await createBank(api);
  const invoice = await invoiceOf(api, client, {
    currency: 'EUR',
    issueDate: '2025-05-01',
    dueDate: '2025-05-31',
    invoiceLines: [{ quantity: 1, rate: '2000.00', vatRate: 0 }],
  });
  const note = ok<{ id: number }>(
    await api.post('/creditNotes', {
      clientId: client.id,
      currency: 'EUR',
      issueDate: '2025-05-10',
      dueDate: '2025-05-10',
      creditNoteLines: [{ quantity: 1, rate: '50.00', vatRate: 0 }],
    }),
  );
  ok(await api.post(`/creditNotes/${note.id}/allocations`, { invoiceId: invoice.id, amount: '50.00' }));
  return { api, client, pounds, invoice, lateRate };
}

const revalue = async (api: Api, date = '2025-05-31') =>
  ok<Revaluation>(await api.post('/currencyRevaluations', { date }));

/** EUR 1,000.00 of the invoice received into the GBP bank at 0.85: 850.00 in, clearing 1,000.00 × 0.86 = 860.00. */
const receiveEuros = async (api: Api, client: Client, bank: BankAccount, invoiceId: number, date: string) =>
  ok<{ id: number }>(
    await api.post('/clientPayments', {
      clientId: client.id,
      bankAccountId: bank.id,
      currency: 'EUR',
      amount: '1000.00',
      exchangeRate: 0.85,
      dateReceived: date,
      invoiceIds: [invoiceId],
    }),
  );

describe('a revaluation and a payment dated before it, received after it', () => {
  it('is worked again: EUR 950.00 worth 817.00, revalued at 798.00, a difference of −19.00', async () => {
    const { api, client, pounds, invoice } = await euroDebtors();
    const revaluation = await revalue(api);
    expect(revaluation.lines.map(revaluationLine)).toEqual([
      ['1200', 'EUR', '1,950.00', 0.84, '1,677.00', '1,638.00', '-39.00'],
    ]);

    await receiveEuros(api, client, pounds, invoice.id, '2025-05-15');
    // 1,950.00 − 1,000.00 = 950.00, worth 1,677.00 − 860.00 = 817.00; 950.00 × 0.84 = 798.00; 798.00 − 817.00 = −19.00
    expect(await revaluationLines(api, revaluation.id)).toEqual([
      ['1200', 'EUR', '950.00', 0.84, '817.00', '798.00', '-19.00'],
    ]);
    const atMonthEnd = await baseLines(api, '2025-05-31');
    expect(lineOfAccount(atMonthEnd, '1200')).toEqual(['1200', '798.00', '0.00']); // 817.00 − 19.00
    expect(lineOfAccount(atMonthEnd, '7820')).toEqual(['7820', '19.00', '0.00']); // the unrealised loss, no longer 39.00
    expect(lineOfAccount(atMonthEnd, '7810')).toEqual(['7810', '10.00', '0.00']); // 860.00 cleared − 850.00 received
    const sheet = ok<BalanceSheet>(await api.get('/reports/balanceSheet?date=2025-05-31'));
    expect(sheet.assets.accounts).toContainEqual(expect.objectContaining({ code: '1200', amount: '798.00' }));
    // Sales 2,000.00 × 0.86 − the credit note 43.00 = 1,677.00, less the losses 10.00 and 19.00 = 1,648.00
    expect(sheet.equity.currentYearEarnings).toBe('1,648.00');
    // Reversed the day after: the debtors stand at their book value again, and 7820 at nothing.
    const dayAfter = await baseLines(api, '2025-06-01');
    expect(lineOfAccount(dayAfter, '1200')).toEqual(['1200', '817.00', '0.00']);
    expect(lineOfAccount(dayAfter, '7820')).toBeUndefined();
  });

  it('is left as it was by a payment dated after it', async () => {
    const { api, client, pounds, invoice } = await euroDebtors();
    const revaluation = await revalue(api);
    await receiveEuros(api, client, pounds, invoice.id, '2025-06-05');
    expect(ok(await api.get(`/currencyRevaluations/${revaluation.id}`))).toEqual(revaluation);
  });

  it('is worked again when a payment dated before it is deleted', async () => {
    const { api, client, pounds, invoice } = await euroDebtors();
    const payment = await receiveEuros(api, client, pounds, invoice.id, '2025-05-15');
    const revaluation = await revalue(api);
    expect(revaluation.lines.map(revaluationLine)).toEqual([
      ['1200', 'EUR', '950.00', 0.84, '817.00', '798.00', '-19.00'],
    ]);
    ok(await api.delete(`/clientPayments/${payment.id}`));
    expect(await revaluationLines(api, revaluation.id)).toEqual([
      ['1200', 'EUR', '1,950.00', 0.84, '1,677.00', '1,638.00', '-39.00'],
    ]);
    expect(lineOfAccount(await baseLines(api, '2025-05-31'), '7820')).toEqual(['7820', '39.00', '0.00']);
  });
});

describe('a revaluation and other writes dated before it', () => {
  it('gains a line for a bill entered later and dated before it: EUR 500.00 owed, revalued to 420.00', async () => {
    const { api } = await euroDebtors();
    const revaluation = await revalue(api);
    const supplier = await createSupplier(api);
    ok(
      await api.post('/bills', {
        supplierId: supplier.id,
        currency: 'EUR',
        issueDate: '2025-05-20',
        dueDate: '2025-06-20',
        billLines: [{ quantity: 1, unitPrice: '500.00', vatRate: 0, categoryCode: '5100' }],
      }),
    );
    expect(await revaluationLines(api, revaluation.id)).toEqual([
      ['1200', 'EUR', '1,950.00', 0.84, '1,677.00', '1,638.00', '-39.00'],
      // 500.00 owed, booked at 500.00 × 0.86 = 430.00, worth 500.00 × 0.84 = 420.00: 10.00 less owed
      ['2100', 'EUR', '-500.00', 0.84, '-430.00', '-420.00', '10.00'],
    ]);
    expect(lineOfAccount(await baseLines(api, '2025-05-31'), '7820')).toEqual(['7820', '29.00', '0.00']); // 39.00 − 10.00
  });

  it('gains a line for euros moved into a EUR bank before it: EUR 1,050.00 that cost 840.00, worth 882.00', async () => {
    const { api, pounds } = await euroDebtors();
    const euros = await createBank(api, 'EUR');
    const revaluation = await revalue(api);
    ok(
      await api.post('/bankTransfers', {
        fromBankAccountId: pounds.id,
        toBankAccountId: euros.id,
        amount: '840.00',
        exchangeRate: 1.25,
        dateTransferred: '2025-05-20',
      }),
    );
    expect(await revaluationLines(api, revaluation.id)).toEqual([
      ['1200', 'EUR', '1,950.00', 0.84, '1,677.00', '1,638.00', '-39.00'],
      // 840.00 × 1.25 = EUR 1,050.00 at what it cost, 840.00; 1,050.00 × 0.84 = 882.00
      [euros.ledgerAccountCode, 'EUR', '1,050.00', 0.84, '840.00', '882.00', '42.00'],
    ]);
    const atMonthEnd = await baseLines(api, '2025-05-31');
    expect(lineOfAccount(atMonthEnd, euros.ledgerAccountCode)).toEqual([euros.ledgerAccountCode, '882.00', '0.00']);
    expect(lineOfAccount(atMonthEnd, '7820')).toEqual(['7820', '0.00', '3.00']); // −39.00 + 42.00 = a gain of 3.00
  });

  it('is worked again at the rate of its day when that rate changes, and not when a later one does', async () => {
    const { api, lateRate } = await euroDebtors();
    const revaluation = await revalue(api);
    ok(await api.put(`/exchangeRates/${lateRate.id}`, { currency: 'EUR', date: '2025-05-31', rate: 0.85 }));
    // 1,950.00 × 0.85 = 1,657.50; 1,657.50 − 1,677.00 = −19.50
    expect(await revaluationLines(api, revaluation.id)).toEqual([
      ['1200', 'EUR', '1,950.00', 0.85, '1,677.00', '1,657.50', '-19.50'],
    ]);
    ok(await api.post('/exchangeRates', { currency: 'EUR', date: '2025-06-01', rate: 0.7 }));
    expect(await revaluationLines(api, revaluation.id)).toEqual([
      ['1200', 'EUR', '1,950.00', 0.85, '1,677.00', '1,657.50', '-19.50'],
    ]);
    // Deleted, the rate of the day is 0.86 again, the rate the debtors were booked at: nothing to revalue.
    ok(await api.delete(`/exchangeRates/${lateRate.id}`));
    expect(await revaluationLines(api, revaluation.id)).toEqual([]);
    expect(lineOfAccount(await baseLines(api, '2025-05-31'), '7820')).toBeUndefined();
  });
});

describe('a write that leaves a revaluation impossible to work again', () => {
  it('is refused, naming the revaluation, and nothing of it is written', async () => {
    const { api, client } = await euroDebtors();
    const revaluation = await revalue(api);
    const invoices = ok<unknown[]>(await api.get('/invoices'));
    const chf = {
      clientId: client.id,
      currency: 'CHF',
      issueDate: '2025-05-20',
      dueDate: '2025-06-20',
      invoiceLines: [{ quantity: 1, rate: '100.00', vatRate: 0 }],
    };
    // No CHF rate on or before 05-20: the invoice would stand without a base value before the revaluation.
    const unvalued = violation(await api.post('/invoices', chf), ['issueDate']);
    expect(unvalued.detail).toContain(`Currency revaluation ${revaluation.id} of 2025-05-31`);
    expect(unvalued.detail).toContain('no base value');
    expect(messageAt(unvalued, 'issueDate')).toContain(`currency revaluation ${revaluation.id}`);
    // Valued at a rate of its own, but the company has no CHF rate on 05-31 to revalue it at.
    const noRate = violation(await api.post('/invoices', { ...chf, exchangeRate: 0.9 }), ['issueDate']);
    expect(noRate.detail).toContain(`Currency revaluation ${revaluation.id} of 2025-05-31`);
    expect(noRate.detail).toContain('no rate');
    expect(ok<unknown[]>(await api.get('/invoices'))).toEqual(invoices);
    expect(ok(await api.get(`/currencyRevaluations/${revaluation.id}`))).toEqual(revaluation);
    // Dated after the revaluation, it changes nothing the revaluation stands on.
    ok(await api.post('/invoices', { ...chf, issueDate: '2025-06-02', dueDate: '2025-06-30' }));
  });
});
