import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Bill,
  createBank,
  createClient,
  createSupplier,
  type Invoice,
  journal,
  ledgerOf,
  newCompany,
  type StatementSection,
  trialBalance,
} from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { invalid, ok } from './problem.js';

/*
 * The profit and loss and the balance sheet of books made by hand. Every figure expected below is
 * worked out as an accountant would, with the arithmetic beside it.
 */

type Section = StatementSection;

interface Unvalued {
  transactionId: number;
  date: string;
  source: { type: string; id: number };
}

interface ProfitAndLoss {
  from: string;
  to: string;
  currency: string;
  compareFrom?: string;
  compareTo?: string;
  income: Section;
  costOfSales: Section;
  grossProfit: string;
  compareGrossProfit?: string;
  expenses: Section;
  netProfit: string;
  compareNetProfit?: string;
  unvalued?: Unvalued[];
}

interface BalanceSheet {
  date: string;
  yearStart: string;
  currency: string;
  assets: Section;
  liabilities: Section;
  equity: Section & { retainedEarnings: string; currentYearEarnings: string };
  netAssets: string;
  unvalued?: Unvalued[];
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profitAndLoss = async (api: Api, query: string) =>
  ok<ProfitAndLoss>(await api.get(`/reports/profitAndLoss?${query}`));
const balanceSheet = async (api: Api, query: string) =>
  ok<BalanceSheet>(await api.get(`/reports/balanceSheet?${query}`));

/** A section as [code, amount] rows (with the compared amount when there is one), and its totals. */
const rows = (section: Section) => ({
  lines: section.accounts.map((line) =>
    line.compareAmount === undefined ? [line.code, line.amount] : [line.code, line.amount, line.compareAmount],
  ),
  total: section.total,
  ...(section.compareTotal === undefined ? {} : { compareTotal: section.compareTotal }),
});

/** Money as the API writes it (`-1,234.50`), in pennies. */
const cents = (amount: string) => BigInt(amount.replaceAll(',', '').replace('.', ''));

async function invoice(api: Api, clientId: number, date: string, rate: string, vatRate: number, extra = {}) {
  return ok<Invoice & { exchangeRate?: number }>(
    await api.post('/invoices', {
      clientId,
      currency: 'GBP',
      issueDate: date,
      dueDate: date,
      draft: false,
      invoiceLines: [{ quantity: 1, rate, vatRate }],
      ...extra,
    }),
  );
}

async function bill(api: Api, supplierId: number, date: string, unitPrice: string, categoryCode: string, extra = {}) {
  return ok<Bill>(
    await api.post('/bills', {
      supplierId,
      currency: 'GBP',
      issueDate: date,
      dueDate: date,
      billLines: [{ quantity: 1, unitPrice, vatRate: 0.2, categoryCode }],
      ...extra,
    }),
  );
}

async function receive(api: Api, paid: Invoice, bankAccountId: number, date: string, extra = {}) {
  ok(
    await api.post('/clientPayments', {
      clientId: paid.clientId,
      bankAccountId,
      currency: paid.currency,
      amount: paid.totalAmount,
      dateReceived: date,
      invoiceIds: [paid.id],
      ...extra,
    }),
  );
}

describe('the financial year of the company', () => {
  it('starts on 1 January unless set, and is kept by a PUT that leaves it out', async () => {
    const api = await newCompany(t);
    expect(ok<{ yearStart: string }>(await api.get('/company')).yearStart).toBe('01-01');
    const set = ok<{ yearStart: string }>(await api.put('/company', { lockDate: null, yearStart: '04-06' }));
    expect(set.yearStart).toBe('04-06');
    ok(await api.put('/company', { lockDate: null, name: 'Renamed Ltd' }));
    expect(ok<{ yearStart: string }>(await api.get('/company')).yearStart).toBe('04-06');
  });

  it.each(['02-29', '02-30', '04-31', '13-01', '00-10', '4-6', '04-06-01', '', 406])(
    'refuses %j as the start of the year, naming yearStart',
    async (yearStart) => {
      const api = await newCompany(t);
      invalid(await api.put('/company', { lockDate: null, yearStart }), ['yearStart']);
      expect(ok<{ yearStart: string }>(await api.get('/company')).yearStart).toBe('01-01');
    },
  );
});

describe('the profit and loss and the balance sheet of a company in one currency, across a year end', () => {
  let api: Api;
  let bankCode: string;

  beforeAll(async () => {
    api = await newCompany(t);
    const bank = await createBank(api);
    bankCode = bank.ledgerAccountCode;
    const client = await createClient(api);
    const supplier = await createSupplier(api);
    // 2025
    await journal(api, '2025-02-01', bankCode, '3000', '10000.00'); // shares issued for cash
    const june = await invoice(api, client.id, '2025-06-15', '2000.00', 0.2); // 2,000.00 + VAT 400.00 = 2,400.00
    await bill(api, supplier.id, '2025-09-01', '500.00', '5000'); // 500.00 + VAT 100.00 = 600.00
    await journal(api, '2025-11-30', '6100', bankCode, '1200.00'); // rent paid
    // 2026
    await receive(api, june, bank.id, '2026-01-20'); // 2,400.00 in
    await invoice(api, client.id, '2026-02-10', '3000.00', 0.2); // 3,000.00 + VAT 600.00 = 3,600.00
    await bill(api, supplier.id, '2026-03-05', '800.00', '5100'); // 800.00 + VAT 160.00 = 960.00
    await journal(api, '2026-03-31', '6800', bankCode, '25.50'); // bank charges
    await journal(api, '2026-04-15', '7200', '1090', '100.00'); // depreciation
  });

  it('gives each section, gross and net profit for a quarter', async () => {
    const report = await profitAndLoss(api, 'from=2026-01-01&to=2026-03-31');
    expect(report).toMatchObject({ from: '2026-01-01', to: '2026-03-31', currency: 'GBP', unvalued: [] });
    expect(rows(report.income)).toEqual({ lines: [['4000', '3,000.00']], total: '3,000.00' });
    expect(rows(report.costOfSales)).toEqual({ lines: [['5100', '800.00']], total: '800.00' });
    expect(report.grossProfit).toBe('2,200.00'); // 3,000.00 - 800.00
    expect(rows(report.expenses)).toEqual({ lines: [['6800', '25.50']], total: '25.50' });
    expect(report.netProfit).toBe('2,174.50'); // 2,200.00 - 25.50
    expect(report.income.accounts[0]).toEqual({
      accountId: expect.any(Number),
      code: '4000',
      name: 'Sales',
      amount: '3,000.00',
    });
    expect(report).not.toHaveProperty('compareFrom');
    expect(report.income.accounts[0]).not.toHaveProperty('compareAmount');
  });

  it('compares with the year before, each account in both columns', async () => {
    const report = await profitAndLoss(
      api,
      'from=2026-01-01&to=2026-03-31&compareFrom=2025-01-01&compareTo=2025-12-31',
    );
    expect(report).toMatchObject({ compareFrom: '2025-01-01', compareTo: '2025-12-31' });
    expect(rows(report.income)).toEqual({
      lines: [['4000', '3,000.00', '2,000.00']],
      total: '3,000.00',
      compareTotal: '2,000.00',
    });
    expect(rows(report.costOfSales)).toEqual({
      lines: [
        ['5000', '0.00', '500.00'],
        ['5100', '800.00', '0.00'],
      ],
      total: '800.00',
      compareTotal: '500.00',
    });
    expect(report.grossProfit).toBe('2,200.00');
    expect(report.compareGrossProfit).toBe('1,500.00'); // 2,000.00 - 500.00
    expect(rows(report.expenses)).toEqual({
      lines: [
        ['6100', '0.00', '1,200.00'],
        ['6800', '25.50', '0.00'],
      ],
      total: '25.50',
      compareTotal: '1,200.00',
    });
    expect(report.netProfit).toBe('2,174.50');
    expect(report.compareNetProfit).toBe('300.00'); // 1,500.00 - 1,200.00
  });

  it('takes the financial year to `to` when `from` is left out, and the single day when both are that day', async () => {
    const toApril = await profitAndLoss(api, 'to=2026-04-30');
    expect(toApril).toMatchObject({ from: '2026-01-01', to: '2026-04-30', netProfit: '2,074.50' }); // 2,174.50 - 100.00
    const oneDay = await profitAndLoss(api, 'from=2026-03-31&to=2026-03-31');
    expect(rows(oneDay.expenses)).toEqual({ lines: [['6800', '25.50']], total: '25.50' });
    expect(oneDay.netProfit).toBe('-25.50');
  });

  it('balances at the year end, the year’s profit not yet retained', async () => {
    const report = await balanceSheet(api, 'date=2025-12-31');
    expect(report).toMatchObject({ date: '2025-12-31', yearStart: '2025-01-01', currency: 'GBP', unvalued: [] });
    expect(rows(report.assets)).toEqual({
      lines: [
        ['1200', '2,400.00'],
        [bankCode, '8,800.00'], // 10,000.00 - 1,200.00
      ],
      total: '11,200.00',
    });
    expect(rows(report.liabilities)).toEqual({
      lines: [
        ['2100', '600.00'],
        ['2200', '300.00'], // 400.00 - 100.00
      ],
      total: '900.00',
    });
    expect(rows(report.equity)).toEqual({ lines: [['3000', '10,000.00']], total: '10,300.00' });
    expect(report.equity).toMatchObject({ retainedEarnings: '0.00', currentYearEarnings: '300.00' });
    expect(report.netAssets).toBe('10,300.00'); // 11,200.00 - 900.00
  });

  it('carries the earlier year’s profit as retained earnings after the year end', async () => {
    const report = await balanceSheet(api, 'date=2026-03-31');
    expect(report.yearStart).toBe('2026-01-01');
    expect(rows(report.assets)).toEqual({
      lines: [
        ['1200', '3,600.00'], // 2,400.00 - 2,400.00 + 3,600.00
        [bankCode, '11,174.50'], // 10,000.00 - 1,200.00 + 2,400.00 - 25.50
      ],
      total: '14,774.50',
    });
    expect(rows(report.liabilities)).toEqual({
      lines: [
        ['2100', '1,560.00'], // 600.00 + 960.00
        ['2200', '740.00'], // 400.00 - 100.00 + 600.00 - 160.00
      ],
      total: '2,300.00',
    });
    expect(report.equity).toMatchObject({ retainedEarnings: '300.00', currentYearEarnings: '2,174.50' });
    expect(rows(report.equity)).toEqual({ lines: [['3000', '10,000.00']], total: '12,474.50' });
    expect(report.netAssets).toBe('12,474.50'); // 14,774.50 - 2,300.00
  });

  it('follows a financial year that starts on 6 April', async () => {
    ok(await api.put('/company', { lockDate: null, yearStart: '04-06' }));
    try {
      const report = await balanceSheet(api, 'date=2026-04-15');
      expect(report.yearStart).toBe('2026-04-06');
      expect(rows(report.assets)).toEqual({
        lines: [
          ['1090', '-100.00'],
          ['1200', '3,600.00'],
          [bankCode, '11,174.50'],
        ],
        total: '14,674.50',
      });
      expect(report.liabilities.total).toBe('2,300.00');
      // Everything before 6 April 2026 is earlier years: 300.00 + 2,174.50.
      expect(report.equity).toMatchObject({
        retainedEarnings: '2,474.50',
        currentYearEarnings: '-100.00',
        total: '12,374.50', // 10,000.00 + 2,474.50 - 100.00
      });
      expect((await balanceSheet(api, 'date=2026-04-05')).yearStart).toBe('2025-04-06');
      const yearToDate = await profitAndLoss(api, 'to=2026-04-15');
      expect(yearToDate).toMatchObject({ from: '2026-04-06', netProfit: '-100.00' });
      expect(rows(yearToDate.expenses)).toEqual({ lines: [['7200', '100.00']], total: '100.00' });
    } finally {
      ok(await api.put('/company', { lockDate: null, yearStart: '01-01' }));
    }
  });

  it('agrees with the trial balance: each account’s figure is its debit less its credit, or the reverse', async () => {
    const report = await balanceSheet(api, 'date=2026-04-30');
    const trial = await trialBalance(api, '2026-04-30');
    const debitLessCredit = new Map(trial.lines.map((line) => [line.code, cents(line.debit) - cents(line.credit)]));
    for (const line of report.assets.accounts) expect(cents(line.amount)).toBe(debitLessCredit.get(line.code));
    for (const line of [...report.liabilities.accounts, ...report.equity.accounts]) {
      expect(-cents(line.amount)).toBe(debitLessCredit.get(line.code));
    }
  });
});

describe('the statements of a company with a second currency', () => {
  let api: Api;
  let usdBankCode: string;
  let unvaluedBill: Bill;

  beforeAll(async () => {
    api = await newCompany(t);
    const usdBank = await createBank(api, 'USD');
    usdBankCode = usdBank.ledgerAccountCode;
    const client = await createClient(api);
    const supplier = await createSupplier(api);
    // USD 1,000.00 at 0.80 = GBP 800.00
    const dollars = await invoice(api, client.id, '2026-02-01', '1000.00', 0, { currency: 'USD', exchangeRate: 0.8 });
    // Received at 0.75: the bank takes GBP 750.00 for the GBP 800.00 owed, a realised loss of 50.00.
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-03-01', rate: 0.75 }));
    await receive(api, dollars, usdBank.id, '2026-03-01');
    // No rate is known for USD on 15 January: the untaxed bill of USD 200.00 has no base value.
    unvaluedBill = await bill(api, supplier.id, '2026-01-15', '200.00', '6500', {
      currency: 'USD',
      billLines: [{ quantity: 1, unitPrice: '200.00', vatRate: 0, categoryCode: '6500' }],
    });
    await invoice(api, client.id, '2026-03-15', '500.00', 0.2); // GBP 500.00 + VAT 100.00
  });

  it('gives the profit and loss in pounds, every currency valued, and names what has no value', async () => {
    const report = await profitAndLoss(api, 'from=2026-01-01&to=2026-03-31');
    expect(report.currency).toBe('GBP');
    expect(rows(report.income)).toEqual({ lines: [['4000', '1,300.00']], total: '1,300.00' }); // 800.00 + 500.00
    expect(rows(report.costOfSales)).toEqual({ lines: [], total: '0.00' });
    expect(rows(report.expenses)).toEqual({ lines: [['7810', '50.00']], total: '50.00' });
    expect(report.netProfit).toBe('1,250.00'); // 1,300.00 - 50.00
    expect(report.unvalued).toEqual([
      { transactionId: expect.any(Number), date: '2026-01-15', source: { type: 'BILL', id: unvaluedBill.id } },
    ]);
  });

  it('gives one currency’s own figures when asked, without a base value in them', async () => {
    const dollars = await profitAndLoss(api, 'from=2026-01-01&to=2026-03-31&currency=usd');
    expect(dollars.currency).toBe('USD');
    expect(dollars).not.toHaveProperty('unvalued');
    expect(rows(dollars.income)).toEqual({ lines: [['4000', '1,000.00']], total: '1,000.00' });
    expect(rows(dollars.expenses)).toEqual({ lines: [['6500', '200.00']], total: '200.00' });
    expect(dollars.netProfit).toBe('800.00'); // 1,000.00 - 200.00
    const pounds = await profitAndLoss(api, 'from=2026-01-01&to=2026-03-31&currency=GBP');
    expect(rows(pounds.income)).toEqual({ lines: [['4000', '500.00']], total: '500.00' });
  });

  it('balances in pounds and in dollars', async () => {
    const pounds = await balanceSheet(api, 'date=2026-03-31');
    expect(rows(pounds.assets)).toEqual({
      lines: [
        ['1200', '600.00'], // USD 800.00 - 800.00, and GBP 600.00
        [usdBankCode, '750.00'],
      ],
      total: '1,350.00',
    });
    expect(rows(pounds.liabilities)).toEqual({ lines: [['2200', '100.00']], total: '100.00' });
    expect(pounds.equity).toMatchObject({
      accounts: [],
      retainedEarnings: '0.00',
      currentYearEarnings: '1,250.00',
      total: '1,250.00',
    });
    expect(pounds.unvalued).toEqual([expect.objectContaining({ source: { type: 'BILL', id: unvaluedBill.id } })]);

    const dollars = await balanceSheet(api, 'date=2026-03-31&currency=USD');
    expect(rows(dollars.assets)).toEqual({ lines: [[usdBankCode, '1,000.00']], total: '1,000.00' });
    expect(rows(dollars.liabilities)).toEqual({ lines: [['2100', '200.00']], total: '200.00' });
    expect(dollars.equity).toMatchObject({ currentYearEarnings: '800.00', total: '800.00' });
    expect(dollars.netAssets).toBe('800.00');
  });

  it('values the bill once its rate is known, and the statements move with it', async () => {
    ok(await api.post('/exchangeRates', { currency: 'USD', date: '2026-01-15', rate: 0.8 }));
    const report = await profitAndLoss(api, 'from=2026-01-01&to=2026-03-31');
    expect(rows(report.expenses)).toEqual({
      lines: [
        ['6500', '160.00'], // USD 200.00 at 0.80
        ['7810', '50.00'],
      ],
      total: '210.00',
    });
    expect(report.unvalued).toEqual([]);
    const sheet = await balanceSheet(api, 'date=2026-03-31');
    expect(rows(sheet.liabilities)).toEqual({
      lines: [
        ['2100', '160.00'],
        ['2200', '100.00'],
      ],
      total: '260.00',
    });
    expect(sheet.equity.total).toBe('1,090.00'); // 1,350.00 - 260.00
    expect((await ledgerOf(api, '6500')).closingBalances).toEqual([{ currency: 'USD', balance: '200.00' }]);
  });
});

describe('the query of a report', () => {
  let api: Api;
  beforeAll(async () => {
    api = await newCompany(t);
  });

  it('refuses `from` after `to`, naming from', async () => {
    invalid(await api.get('/reports/profitAndLoss?from=2026-04-01&to=2026-03-31'), ['from']);
  });

  it('refuses a compared period given by one day only, or backwards', async () => {
    invalid(await api.get('/reports/profitAndLoss?compareFrom=2025-01-01'), ['compareTo']);
    invalid(await api.get('/reports/profitAndLoss?compareTo=2025-01-01'), ['compareFrom']);
    invalid(await api.get('/reports/profitAndLoss?compareFrom=2025-02-01&compareTo=2025-01-31'), ['compareFrom']);
  });

  it.each([
    ['/reports/profitAndLoss?from=2026-02-30', 'from'],
    ['/reports/profitAndLoss?to=2026-1-1', 'to'],
    ['/reports/profitAndLoss?currency=US', 'currency'],
    ['/reports/balanceSheet?date=yesterday', 'date'],
    ['/reports/balanceSheet?currency=1234', 'currency'],
  ])('refuses %s, naming %s', async (url, field) => {
    invalid(await api.get(url), [field]);
  });

  it('takes today and the financial year to date when no day is given', async () => {
    ok(await api.put('/company', { lockDate: null, yearStart: '04-06' }));
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const yearStart = today >= `${year}-04-06` ? `${year}-04-06` : `${year - 1}-04-06`;
    expect(await profitAndLoss(api, '')).toMatchObject({ from: yearStart, to: today, netProfit: '0.00' });
    expect(await balanceSheet(api, '')).toMatchObject({ date: today, yearStart, netAssets: '0.00' });
  });
});
