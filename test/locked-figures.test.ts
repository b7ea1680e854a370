import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  accountByCode,
  createBank,
  createClient,
  journal,
  newCompany,
  type StatementSection,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem, violation } from './problem.js';

/*
 * What the lock date closes stays as it was reported: no change to the chart, the financial year,
 * the exchange rates or the lock date itself may move a figure of a locked period. Every figure
 * expected below is worked out by hand, with the arithmetic beside it.
 */

interface ProfitAndLoss {
  income: StatementSection;
  expenses: StatementSection;
  netProfit: string;
}

interface BalanceSheet {
  yearStart: string;
  assets: StatementSection;
  liabilities: StatementSection;
  equity: StatementSection & { retainedEarnings: string; currentYearEarnings: string };
}

interface ExchangeRate {
  id: number;
  currency: string;
  date: string;
  rate: number;
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profitAndLoss = async (api: Api, from: string, to: string) =>
  ok<ProfitAndLoss>(await api.get(`/reports/profitAndLoss?from=${from}&to=${to}`));
const balanceSheet = async (api: Api, date: string) =>
  ok<BalanceSheet>(await api.get(`/reports/balanceSheet?date=${date}`));
const lines = (section: StatementSection) => section.accounts.map((line) => [line.code, line.amount]);
const lockAt = async (api: Api, lockDate: string | null) => ok(await api.put('/company', { lockDate }));

async function sale(api: Api, date: string, net: string, vatRate: number, currency = 'GBP') {
  const client = await createClient(api);
  return ok<{ id: number }>(
    await api.post('/invoices', {
      clientId: client.id,
      currency,
      issueDate: date,
      dueDate: date,
      draft: false,
      invoiceLines: [{ quantity: 1, rate: net, vatRate }],
    }),
  );
}

describe('an account of locked books', () => {
  let api: Api;
  let bankCode: string;

  beforeAll(async () => {
    api = await newCompany(t);
    bankCode = (await createBank(api)).ledgerAccountCode;
    await journal(api, '2025-01-02', bankCode, '3000', '5000.00'); // share capital paid in
    await sale(api, '2025-02-10', '1000.00', 0.2); // 1,000.00 + VAT 200.00
    await journal(api, '2025-03-31', '6700', '2250', '100.00'); // professional fees accrued
    await lockAt(api, '2025-03-31');
  });

  /** The first quarter as it was reported: worked by hand from the three records above. */
  async function expectFirstQuarterAsReported() {
    const quarter = await profitAndLoss(api, '2025-01-01', '2025-03-31');
    expect(lines(quarter.income)).toEqual([['4000', '1,000.00']]);
    expect(lines(quarter.expenses)).toEqual([['6700', '100.00']]);
    expect(quarter.netProfit).toBe('900.00'); // 1,000.00 - 100.00
    const sheet = await balanceSheet(api, '2025-03-31');
    expect(lines(sheet.assets)).toEqual([
      ['1200', '1,200.00'],
      [bankCode, '5,000.00'],
    ]);
    expect(lines(sheet.liabilities)).toEqual([
      ['2200', '200.00'],
      ['2250', '100.00'],
    ]);
    expect(lines(sheet.equity)).toEqual([['3000', '5,000.00']]);
    expect(sheet.equity).toMatchObject({ currentYearEarnings: '900.00', total: '5,900.00' }); // 6,200.00 - 300.00
  }

  it.each([
    ['2250', 'LIABILITY', 'INCOME'], // would add 100.00 of income: a profit of 1,000.00
    ['6700', 'EXPENSE', 'ASSET'], // would take 100.00 of expenses out: a profit of 1,000.00
    ['3000', 'EQUITY', 'LIABILITY'], // would move the share capital out of equity
  ])('keeps the type of %s (%s), which has postings, refusing %s with 422 naming type', async (code, type, other) => {
    await expectFirstQuarterAsReported();
    const account = await accountByCode(api, code);
    const refused = violation(await api.put(`/accounts/${account.id}`, { ...account, type: other }), ['type']);
    expect(refused.detail).toContain(`account ${code}`);
    expect(refused.errors).toEqual([{ path: 'type', message: `must stay ${type}` }]);
    expect(ok<Account>(await api.get(`/accounts/${account.id}`))).toEqual(account);
    await expectFirstQuarterAsReported();
  });

  it('changes the type of an account nothing has posted to', async () => {
    const unused = await accountByCode(api, '1250');
    expect(ok<Account>(await api.put(`/accounts/${unused.id}`, { ...unused, type: 'EXPENSE' })).type).toBe('EXPENSE');
    ok(await api.put(`/accounts/${unused.id}`, unused));
  });

  it('keeps the code of a system account, refusing another with 422 naming code, but takes a new name', async () => {
    const debtors = await accountByCode(api, '1200');
    const refused = violation(await api.put(`/accounts/${debtors.id}`, { ...debtors, code: '1201' }), ['code']);
    expect(refused.detail).toContain('TRADE_DEBTORS');
    expect(refused.errors).toEqual([{ path: 'code', message: 'must stay 1200' }]);
    expect(ok<Account>(await api.get(`/accounts/${debtors.id}`))).toEqual(debtors);
    const renamed = ok<Account>(await api.put(`/accounts/${debtors.id}`, { ...debtors, name: 'Debtors' }));
    expect(renamed).toMatchObject({ code: '1200', name: 'Debtors', type: 'ASSET' });
    ok(await api.put(`/accounts/${debtors.id}`, debtors));
    await expectFirstQuarterAsReported();
  });

  it('renumbers and renames an ordinary account with postings, its history following it', async () => {
    const fees = await accountByCode(api, '6700');
    const renumbered = { code: '6710', name: 'Legal fees', type: 'EXPENSE' };
    expect(ok<Account>(await api.put(`/accounts/${fees.id}`, renumbered))).toMatchObject(renumbered);
    const quarter = await profitAndLoss(api, '2025-01-01', '2025-03-31');
    expect(lines(quarter.expenses)).toEqual([['6710', '100.00']]);
    expect(quarter.netProfit).toBe('900.00'); // 1,000.00 - 100.00, as reported
    ok(await api.put(`/accounts/${fees.id}`, fees));
    await expectFirstQuarterAsReported();
  });

  it('refuses a code that would move an expense with postings into the cost of sales, naming code', async () => {
    const fees = await accountByCode(api, '6700');
    const refused = violation(await api.put(`/accounts/${fees.id}`, { ...fees, code: '5700' }), ['code']);
    expect(refused.detail).toContain('cost of sales');
    expect(ok<Account>(await api.get(`/accounts/${fees.id}`))).toEqual(fees);
    await expectFirstQuarterAsReported();
  });
});

describe('a lock date over a transaction without a base value', () => {
  it('is refused with 422 naming lockDate and the transaction, and taken once a rate values it', async () => {
    const api = await newCompany(t);
    const invoice = await sale(api, '2025-02-10', '100.00', 0, 'USD'); // no rate of USD is known
    const refused = violation(await api.put('/company', { lockDate: '2025-02-10' }), ['lockDate']);
    expect(refused.detail).toContain('1 transaction');
    expect(refused.unvalued).toEqual([
      { transactionId: expect.any(Number), date: '2025-02-10', source: { type: 'INVOICE', id: invoice.id } },
    ]);
    expect(ok<{ lockDate: string | null }>(await api.get('/company')).lockDate).toBeNull();

    // A lock date before it leaves it open to be valued.
    await lockAt(api, '2025-02-09');
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2025-02-10', rate: 0.8 }));
    await lockAt(api, '2025-03-31');
    const sheet = await balanceSheet(api, '2025-03-31');
    expect(lines(sheet.assets)).toEqual([['1200', '80.00']]); // USD 100.00 × 0.80
    expect(sheet.equity.currentYearEarnings).toBe('80.00');
  });
});

describe('the start of the financial year under a lock date', () => {
  let api: Api;

  beforeAll(async () => {
    api = await newCompany(t);
    ok(await api.put('/company', { lockDate: null, yearStart: '04-06' }));
    await sale(api, '2025-03-10', '1000.00', 0); // in the year to 5 April 2025
    await journal(api, '2025-04-20', '6700', '2250', '300.00'); // in the year from 6 April 2025
  });

  /** On 30 April 2025 the year to 5 April 2025 is closed into retained earnings. */
  async function expectYearsSplitOnSixthApril() {
    const sheet = await balanceSheet(api, '2025-04-30');
    expect(sheet.yearStart).toBe('2025-04-06');
    expect(sheet.equity).toMatchObject({
      retainedEarnings: '1,000.00', // the sale of 10 March 2025
      currentYearEarnings: '-300.00', // the fees of 20 April 2025
      total: '700.00',
    });
  }

  it('is refused with 422 naming yearStart when it would move a year end on or before the lock date', async () => {
    await lockAt(api, '2025-04-05');
    await expectYearsSplitOnSixthApril();
    // Years from 1 January would make all 700.00 this year's, and end no year on 5 April 2025.
    const refused = violation(await api.put('/company', { lockDate: '2025-04-05', yearStart: '01-01' }), ['yearStart']);
    expect(refused.detail).toContain('2025-04-05');
    expect(refused.lockDate).toBe('2025-04-05');
    expect(ok<{ yearStart: string }>(await api.get('/company')).yearStart).toBe('04-06');
    await expectYearsSplitOnSixthApril();
    await lockAt(api, null);
  });

  it('moves when no year of the books ends on or before the lock date, or when the same request reopens them', async () => {
    await lockAt(api, '2025-04-04'); // the day before the year end
    ok(await api.put('/company', { lockDate: '2025-04-04', yearStart: '01-01' }));
    // The locked days show what they showed: nothing before 10 March 2025 to retain either way.
    expect((await balanceSheet(api, '2025-04-04')).equity).toMatchObject({
      retainedEarnings: '0.00',
      currentYearEarnings: '1,000.00',
    });
    ok(await api.put('/company', { lockDate: '2025-04-04', yearStart: '04-06' }));
    await lockAt(api, '2025-04-05');
    ok(await api.put('/company', { lockDate: null, yearStart: '01-01' }));
    ok(await api.put('/company', { lockDate: null, yearStart: '04-06' }));
    await expectYearsSplitOnSixthApril();
  });
});

describe('an exchange rate of a locked day', () => {
  let api: Api;
  let locked: ExchangeRate;
  let open: ExchangeRate;

  beforeAll(async () => {
    api = await newCompany(t);
    locked = ok<ExchangeRate>(await api.post('/exchangeRates', { currency: 'USD', date: '2025-03-20', rate: 0.8 }));
    open = ok<ExchangeRate>(await api.post('/exchangeRates', { currency: 'USD', date: '2025-04-10', rate: 0.78 }));
    await lockAt(api, '2025-03-31');
  });

  /** A 422 naming date, with the lock date, that left both rates as they were. */
  async function expectRefused(response: Awaited<ReturnType<Api['put']>>) {
    const refused = violation(response, ['date']);
    expect(refused.lockDate).toBe('2025-03-31');
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${locked.id}`))).toEqual(locked);
    expect(ok<ExchangeRate>(await api.get(`/exchangeRates/${open.id}`))).toEqual(open);
  }

  it('cannot be changed, moved out of the locked days, or deleted', async () => {
    await expectRefused(await api.put(`/exchangeRates/${locked.id}`, { ...locked, rate: 0.9 }));
    await expectRefused(await api.put(`/exchangeRates/${locked.id}`, { ...locked, date: '2025-04-01' }));
    await expectRefused(await api.delete(`/exchangeRates/${locked.id}`));
  });

  it('cannot be created, nor an open rate moved onto a locked day', async () => {
    await expectRefused(await api.post('/exchangeRates', { currency: 'USD', date: '2025-03-31', rate: 0.9 }));
    await expectRefused(await api.put(`/exchangeRates/${open.id}`, { ...open, date: '2025-03-25' }));
  });

  it('leaves the rates after the lock date open', async () => {
    const changed = ok<ExchangeRate>(await api.put(`/exchangeRates/${open.id}`, { ...open, rate: 0.79 }));
    expect(changed.rate).toBe(0.79);
    const added = ok<ExchangeRate>(
      await api.post('/exchangeRates', { currency: 'USD', date: '2025-04-01', rate: 0.8 }),
    );
    ok(await api.delete(`/exchangeRates/${added.id}`));
    problem(await api.get(`/exchangeRates/${added.id}`), 404);
    ok(await api.put(`/exchangeRates/${open.id}`, open));
  });
});
