import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, createSupplier, newCompany } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok } from './problem.js';

/*
 * Money in a foreign currency leaves a bank account (or what employees are owed) at its book value, a
 * share of what the earlier movements brought: when an earlier movement is created, changed or deleted,
 * the later ones are valued again in the same transaction. GBP books; every figure worked by hand,
 * rounding half away from zero to the penny.
 *
 * The books of the recipe, a GBP and a USD bank:
 *   10-02  GBP 800.00 → USD at 1.25:    USD 1,000.00 in, at what it cost, 800.00
 *   10-03  GBP 900.00 → USD at 1.1111:  USD 999.99 in (900.00 × 1.1111), at 900.00
 *   10-04  USD 999.99 → GBP at 0.80:    GBP 799.99 in (999.99 × 0.80 = 799.992); the dollars leave at
 *          their share of the book value, 1,700.00 × 999.99 / 1,999.99 = 849.9957… = 850.00: a loss of
 *          850.00 − 799.99 = 50.01, and USD 1,000.00 left worth 1,700.00 − 850.00 = 850.00.
 */

interface TrialBalance {
  lines: { code: string; currency: string; debit: string; credit: string }[];
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function transfer(api: Api, from: BankAccount, to: BankAccount, amount: string, rate: number, date: string) {
  const body = {
    fromBankAccountId: from.id,
    toBankAccountId: to.id,
    amount,
    exchangeRate: rate,
    dateTransferred: date,
  };
  return ok<{ id: number; amountReceivedInBank: string }>(await api.post('/bankTransfers', body));
}

/** The trial balance at the end of the date (in GBP with `base`, else in each currency) as [code, currency, debit, credit]. */
async function trialLines(api: Api, date: string, base: boolean) {
  const query = `date=${date}${base ? '&currency=base' : ''}`;
  return ok<TrialBalance>(await api.get(`/reports/trialBalance?${query}`)).lines.map((line) => [
    line.code,
    line.currency,
    line.debit,
    line.credit,
  ]);
}

/** What the account holds in its currency and what that is worth in GBP, at the end of the date. */
async function holding(api: Api, code: string, date = '2025-12-31') {
  const amount = (await trialLines(api, date, false)).find(([candidate]) => candidate === code);
  const value = (await trialLines(api, date, true)).find(([candidate]) => candidate === code);
  return { amount: amount?.slice(1) ?? null, value: value?.slice(2) ?? null };
}

async function gainsAndLosses(api: Api) {
  return (await trialLines(api, '2025-12-31', true)).find(([code]) => code === '7810')?.slice(2) ?? null;
}

async function twoBanks() {
  const api = await newCompany(t);
  return { api, pounds: await createBank(api), dollars: await createBank(api, 'USD') };
}

async function recipe() {
  const { api, pounds, dollars } = await twoBanks();
  await transfer(api, pounds, dollars, '800.00', 1.25, '2025-10-02');
  const second = await transfer(api, pounds, dollars, '900.00', 1.1111, '2025-10-03');
  expect(second.amountReceivedInBank).toBe('999.99');
  const out = await transfer(api, dollars, pounds, '999.99', 0.8, '2025-10-04');
  expect(out.amountReceivedInBank).toBe('799.99');
  expect(await holding(api, dollars.ledgerAccountCode)).toEqual({
    amount: ['USD', '1,000.00', '0.00'],
    value: ['850.00', '0.00'],
  });
  expect(await gainsAndLosses(api)).toEqual(['50.01', '0.00']);
  return { api, pounds, dollars, second, out };
}

describe('the later outflow of a foreign bank account', () => {
  it('leaves at the book value of what is left when an earlier inflow is deleted: 799.99, and USD 0.01 is worth 0.01', async () => {
    const { api, dollars, second } = await recipe();
    ok(await api.delete(`/bankTransfers/${second.id}`));
    // USD 1,000.00 at 800.00 before 10-04: 999.99 leave at 800.00 × 999.99 / 1,000.00 = 799.992 = 799.99
    expect(await holding(api, dollars.ledgerAccountCode)).toEqual({
      amount: ['USD', '0.01', '0.00'], // 1,000.00 − 999.99
      value: ['0.01', '0.00'], // 800.00 − 799.99, no longer −50.00
    });
    // 799.99 received for dollars booked at 799.99: nothing realised, and the 50.01 is gone.
    expect(await gainsAndLosses(api)).toBeNull();
  });

  it('is valued again when an earlier inflow changes: GBP 450.00 at 1.1111 brings USD 500.00', async () => {
    const { api, pounds, dollars, second } = await recipe();
    const changed = ok<{ amountReceivedInBank: string }>(
      await api.put(`/bankTransfers/${second.id}`, {
        fromBankAccountId: pounds.id,
        toBankAccountId: dollars.id,
        amount: '450.00',
        exchangeRate: 1.1111,
        dateTransferred: '2025-10-03',
      }),
    );
    expect(changed.amountReceivedInBank).toBe('500.00'); // 450.00 × 1.1111 = 499.995 = 500.00
    // USD 1,500.00 at 800.00 + 450.00 = 1,250.00 before 10-04; 999.99 leave at 1,250.00 × 999.99 / 1,500.00
    // = 833.325 = 833.33, leaving USD 500.01 worth 1,250.00 − 833.33 = 416.67
    expect(await holding(api, dollars.ledgerAccountCode)).toEqual({
      amount: ['USD', '500.01', '0.00'],
      value: ['416.67', '0.00'],
    });
    expect(await gainsAndLosses(api)).toEqual(['33.34', '0.00']); // 833.33 − 799.99
  });

  it('is valued again when an earlier inflow is entered after it, dated before it', async () => {
    const { api, pounds, dollars } = await twoBanks();
    await transfer(api, pounds, dollars, '800.00', 1.25, '2025-10-02');
    await transfer(api, dollars, pounds, '999.99', 0.8, '2025-10-04');
    // USD 1,000.00 at 800.00: 999.99 leave at 799.99, and realise nothing
    expect(await holding(api, dollars.ledgerAccountCode)).toEqual({
      amount: ['USD', '0.01', '0.00'],
      value: ['0.01', '0.00'],
    });
    await transfer(api, pounds, dollars, '900.00', 1.1111, '2025-10-03');
    // The recipe's books, whatever the order they were entered in: 850.00 leave, a loss of 50.01.
    expect(await holding(api, dollars.ledgerAccountCode)).toEqual({
      amount: ['USD', '1,000.00', '0.00'],
      value: ['850.00', '0.00'],
    });
    expect(await gainsAndLosses(api)).toEqual(['50.01', '0.00']);
  });
});

describe('what employees are owed in a foreign currency', () => {
  it('is paid at its book value again when an earlier debt changes', async () => {
    const api = await newCompany(t);
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2025-10-01', rate: 0.8 }));
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2025-10-02', rate: 0.9 }));
    const supplier = await createSupplier(api);
    const employee = ok<{ id: number }>(await api.post('/employees', { name: 'Pat' }));
    const paidByPat = async (date: string) => {
      const bill = ok<{ id: number }>(
        await api.post('/bills', {
          supplierId: supplier.id,
          currency: 'USD',
          issueDate: date,
          dueDate: date,
          billLines: [{ quantity: 1, unitPrice: '100.00', vatRate: 0, categoryCode: '5100' }],
        }),
      );
      const body = { supplierId: supplier.id, employeeId: employee.id, currency: 'USD', amount: '100.00' };
      return ok<{ id: number }>(await api.post('/supplierPayments', { ...body, datePaid: date, billIds: [bill.id] }));
    };
    const first = await paidByPat('2025-10-01'); // Pat is owed USD 100.00, worth 100.00 × 0.80 = 80.00
    await paidByPat('2025-10-02'); // and USD 100.00 more, worth 90.00
    const reimbursed = { accountCode: '2210', debitAmountValue: '100.00' };
    ok(
      await api.post('/manualJournalEntries', {
        reason: 'Pat reimbursed in part',
        date: '2025-10-03',
        currency: 'USD',
        exchangeRate: 0.9,
        manualJournalEntryLines: [reimbursed, { accountCode: '3000', creditAmountValue: '100.00' }],
      }),
    );
    // USD 100.00 of the 200.00 owed, worth 170.00, is paid at its share: 85.00; USD 100.00 owed worth 85.00 is left.
    expect(await holding(api, '2210')).toEqual({ amount: ['USD', '0.00', '100.00'], value: ['0.00', '85.00'] });
    ok(await api.delete(`/supplierPayments/${first.id}`));
    // Only the USD 100.00 worth 90.00 was owed before 10-03: it is paid whole, at 90.00, and nothing is owed.
    expect(await holding(api, '2210')).toEqual({ amount: null, value: null });
  });
});
